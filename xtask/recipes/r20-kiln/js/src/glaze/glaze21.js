// Glaze 21: batch weights.
function weigh21(kg) {
  if (kg <= 0) {
    throw new Error('glaze 21: empty batch');
  }
  return kg * 121;
}

function label21(kg) {
  return 'glaze-21 ' + weigh21(kg) + ' g';
}

module.exports = { weigh21, label21 };
