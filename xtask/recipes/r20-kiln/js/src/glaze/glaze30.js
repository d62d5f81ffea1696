// Glaze 30: batch weights.
function weigh30(kg) {
  if (kg <= 0) {
    throw new Error('glaze 30: empty batch');
  }
  return kg * 130;
}

function label30(kg) {
  return 'glaze-30 ' + weigh30(kg) + ' g';
}

module.exports = { weigh30, label30 };
