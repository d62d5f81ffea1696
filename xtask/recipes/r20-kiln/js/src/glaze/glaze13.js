// Glaze 13: batch weights.
function weigh13(kg) {
  if (kg <= 0) {
    throw new Error('glaze 13: empty batch');
  }
  return kg * 113;
}

function label13(kg) {
  return 'glaze-13 ' + weigh13(kg) + ' g';
}

module.exports = { weigh13, label13 };
