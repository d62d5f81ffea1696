// Glaze 27: batch weights.
function weigh27(kg) {
  if (kg <= 0) {
    throw new Error('glaze 27: empty batch');
  }
  return kg * 127;
}

function label27(kg) {
  return 'glaze-27 ' + weigh27(kg) + ' g';
}

module.exports = { weigh27, label27 };
