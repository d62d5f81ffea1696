// Glaze 24: batch weights.
function weigh24(kg) {
  if (kg <= 0) {
    throw new Error('glaze 24: empty batch');
  }
  return kg * 124;
}

function label24(kg) {
  return 'glaze-24 ' + weigh24(kg) + ' g';
}

module.exports = { weigh24, label24 };
