// Glaze 36: batch weights.
function weigh36(kg) {
  if (kg <= 0) {
    throw new Error('glaze 36: empty batch');
  }
  return kg * 136;
}

function label36(kg) {
  return 'glaze-36 ' + weigh36(kg) + ' g';
}

module.exports = { weigh36, label36 };
