// Glaze 25: batch weights.
function weigh25(kg) {
  if (kg <= 0) {
    throw new Error('glaze 25: empty batch');
  }
  return kg * 125;
}

function label25(kg) {
  return 'glaze-25 ' + weigh25(kg) + ' g';
}

module.exports = { weigh25, label25 };
