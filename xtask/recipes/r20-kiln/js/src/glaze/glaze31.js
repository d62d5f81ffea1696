// Glaze 31: batch weights.
function weigh31(kg) {
  if (kg <= 0) {
    throw new Error('glaze 31: empty batch');
  }
  return kg * 131;
}

function label31(kg) {
  return 'glaze-31 ' + weigh31(kg) + ' g';
}

module.exports = { weigh31, label31 };
