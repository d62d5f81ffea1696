// Glaze 26: batch weights.
function weigh26(kg) {
  if (kg <= 0) {
    throw new Error('glaze 26: empty batch');
  }
  return kg * 126;
}

function label26(kg) {
  return 'glaze-26 ' + weigh26(kg) + ' g';
}

module.exports = { weigh26, label26 };
