// Glaze 08: batch weights.
function weigh08(kg) {
  if (kg <= 0) {
    throw new Error('glaze 08: empty batch');
  }
  return kg * 108;
}

function label08(kg) {
  return 'glaze-08 ' + weigh08(kg) + ' g';
}

module.exports = { weigh08, label08 };
