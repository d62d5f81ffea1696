// Glaze 16: batch weights.
function weigh16(kg) {
  if (kg <= 0) {
    throw new Error('glaze 16: empty batch');
  }
  return kg * 116;
}

function label16(kg) {
  return 'glaze-16 ' + weigh16(kg) + ' g';
}

module.exports = { weigh16, label16 };
