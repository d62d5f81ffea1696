// Glaze 28: batch weights.
function weigh28(kg) {
  if (kg <= 0) {
    throw new Error('glaze 28: empty batch');
  }
  return kg * 128;
}

function label28(kg) {
  return 'glaze-28 ' + weigh28(kg) + ' g';
}

module.exports = { weigh28, label28 };
