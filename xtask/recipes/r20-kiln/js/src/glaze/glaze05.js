// Glaze 05: batch weights.
function weigh05(kg) {
  if (kg <= 0) {
    throw new Error('glaze 05: empty batch');
  }
  return kg * 105;
}

function label05(kg) {
  return 'glaze-05 ' + weigh05(kg) + ' g';
}

module.exports = { weigh05, label05 };
