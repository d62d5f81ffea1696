// Glaze 02: batch weights.
function weigh02(kg) {
  if (kg <= 0) {
    throw new Error('glaze 02: empty batch');
  }
  return kg * 102;
}

function label02(kg) {
  return 'glaze-02 ' + weigh02(kg) + ' g';
}

module.exports = { weigh02, label02 };
