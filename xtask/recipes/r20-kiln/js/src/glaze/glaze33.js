// Glaze 33: batch weights.
function weigh33(kg) {
  if (kg <= 0) {
    throw new Error('glaze 33: empty batch');
  }
  return kg * 133;
}

function label33(kg) {
  return 'glaze-33 ' + weigh33(kg) + ' g';
}

module.exports = { weigh33, label33 };
