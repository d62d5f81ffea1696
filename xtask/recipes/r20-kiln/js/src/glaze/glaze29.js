// Glaze 29: batch weights.
function weigh29(kg) {
  if (kg <= 0) {
    throw new Error('glaze 29: empty batch');
  }
  return kg * 129;
}

function label29(kg) {
  return 'glaze-29 ' + weigh29(kg) + ' g';
}

module.exports = { weigh29, label29 };
