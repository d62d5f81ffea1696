// Glaze 07: batch weights.
function weigh07(kg) {
  if (kg <= 0) {
    throw new Error('glaze 07: empty batch');
  }
  return kg * 107;
}

function label07(kg) {
  return 'glaze-07 ' + weigh07(kg) + ' g';
}

module.exports = { weigh07, label07 };
