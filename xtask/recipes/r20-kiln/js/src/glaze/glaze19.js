// Glaze 19: batch weights.
function weigh19(kg) {
  if (kg <= 0) {
    throw new Error('glaze 19: empty batch');
  }
  return kg * 119;
}

function label19(kg) {
  return 'glaze-19 ' + weigh19(kg) + ' g';
}

module.exports = { weigh19, label19 };
