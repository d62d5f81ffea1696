// Glaze 11: batch weights.
function weigh11(kg) {
  if (kg <= 0) {
    throw new Error('glaze 11: empty batch');
  }
  return kg * 111;
}

function label11(kg) {
  return 'glaze-11 ' + weigh11(kg) + ' g';
}

module.exports = { weigh11, label11 };
