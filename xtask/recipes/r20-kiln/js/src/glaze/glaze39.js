// Glaze 39: batch weights.
function weigh39(kg) {
  if (kg <= 0) {
    throw new Error('glaze 39: empty batch');
  }
  return kg * 139;
}

function label39(kg) {
  return 'glaze-39 ' + weigh39(kg) + ' g';
}

module.exports = { weigh39, label39 };
