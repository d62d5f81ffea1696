// Glaze 20: batch weights.
function weigh20(kg) {
  if (kg <= 0) {
    throw new Error('glaze 20: empty batch');
  }
  return kg * 120;
}

function label20(kg) {
  return 'glaze-20 ' + weigh20(kg) + ' g';
}

module.exports = { weigh20, label20 };
