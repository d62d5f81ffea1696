// Glaze 10: batch weights.
function weigh10(kg) {
  if (kg <= 0) {
    throw new Error('glaze 10: empty batch');
  }
  return kg * 110;
}

function label10(kg) {
  return 'glaze-10 ' + weigh10(kg) + ' g';
}

module.exports = { weigh10, label10 };
