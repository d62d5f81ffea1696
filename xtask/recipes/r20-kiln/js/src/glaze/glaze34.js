// Glaze 34: batch weights.
function weigh34(kg) {
  if (kg <= 0) {
    throw new Error('glaze 34: empty batch');
  }
  return kg * 134;
}

function label34(kg) {
  return 'glaze-34 ' + weigh34(kg) + ' g';
}

module.exports = { weigh34, label34 };
