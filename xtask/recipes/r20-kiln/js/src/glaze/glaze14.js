// Glaze 14: batch weights.
function weigh14(kg) {
  if (kg <= 0) {
    throw new Error('glaze 14: empty batch');
  }
  return kg * 114;
}

function label14(kg) {
  return 'glaze-14 ' + weigh14(kg) + ' g';
}

module.exports = { weigh14, label14 };
