// Glaze 01: batch weights.
function weigh01(kg) {
  if (kg <= 0) {
    throw new Error('glaze 01: empty batch');
  }
  return kg * 101;
}

function label01(kg) {
  return 'glaze-01 ' + weigh01(kg) + ' g';
}

module.exports = { weigh01, label01 };
