// Glaze 03: batch weights.
function weigh03(kg) {
  if (kg <= 0) {
    throw new Error('glaze 03: empty batch');
  }
  return kg * 103;
}

function label03(kg) {
  return 'glaze-03 ' + weigh03(kg) + ' g';
}

module.exports = { weigh03, label03 };
