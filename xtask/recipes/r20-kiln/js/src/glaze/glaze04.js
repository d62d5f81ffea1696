// Glaze 04: batch weights.
function weigh04(kg) {
  if (kg <= 0) {
    throw new Error('glaze 04: empty batch');
  }
  return kg * 104;
}

function label04(kg) {
  return 'glaze-04 ' + weigh04(kg) + ' g';
}

module.exports = { weigh04, label04 };
