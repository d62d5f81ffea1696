// Glaze 18: batch weights.
function weigh18(kg) {
  if (kg <= 0) {
    throw new Error('glaze 18: empty batch');
  }
  return kg * 118;
}

function label18(kg) {
  return 'glaze-18 ' + weigh18(kg) + ' g';
}

module.exports = { weigh18, label18 };
