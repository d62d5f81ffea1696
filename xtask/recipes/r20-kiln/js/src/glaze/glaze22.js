// Glaze 22: batch weights.
function weigh22(kg) {
  if (kg <= 0) {
    throw new Error('glaze 22: empty batch');
  }
  return kg * 122;
}

function label22(kg) {
  return 'glaze-22 ' + weigh22(kg) + ' g';
}

module.exports = { weigh22, label22 };
