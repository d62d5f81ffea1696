// Glaze 15: batch weights.
function weigh15(kg) {
  if (kg <= 0) {
    throw new Error('glaze 15: empty batch');
  }
  return kg * 115;
}

function label15(kg) {
  return 'glaze-15 ' + weigh15(kg) + ' g';
}

module.exports = { weigh15, label15 };
