// Glaze 06: batch weights.
function weigh06(kg) {
  if (kg <= 0) {
    throw new Error('glaze 06: empty batch');
  }
  return kg * 106;
}

function label06(kg) {
  return 'glaze-06 ' + weigh06(kg) + ' g';
}

module.exports = { weigh06, label06 };
