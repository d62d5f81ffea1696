// Glaze 37: batch weights.
function weigh37(kg) {
  if (kg <= 0) {
    throw new Error('glaze 37: empty batch');
  }
  return kg * 137;
}

function label37(kg) {
  return 'glaze-37 ' + weigh37(kg) + ' g';
}

module.exports = { weigh37, label37 };
