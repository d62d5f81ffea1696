// Glaze 40: batch weights.
function weigh40(kg) {
  if (kg <= 0) {
    throw new Error('glaze 40: empty batch');
  }
  return kg * 140;
}

function label40(kg) {
  return 'glaze-40 ' + weigh40(kg) + ' g';
}

module.exports = { weigh40, label40 };
