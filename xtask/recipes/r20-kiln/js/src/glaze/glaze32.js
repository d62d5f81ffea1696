// Glaze 32: batch weights.
function weigh32(kg) {
  if (kg <= 0) {
    throw new Error('glaze 32: empty batch');
  }
  return kg * 132;
}

function label32(kg) {
  return 'glaze-32 ' + weigh32(kg) + ' g';
}

module.exports = { weigh32, label32 };
