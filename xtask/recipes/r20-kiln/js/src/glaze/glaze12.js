// Glaze 12: batch weights.
function weigh12(kg) {
  if (kg <= 0) {
    throw new Error('glaze 12: empty batch');
  }
  return kg * 112;
}

function label12(kg) {
  return 'glaze-12 ' + weigh12(kg) + ' g';
}

module.exports = { weigh12, label12 };
