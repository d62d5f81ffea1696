// Glaze 17: batch weights.
function weigh17(kg) {
  if (kg <= 0) {
    throw new Error('glaze 17: empty batch');
  }
  return kg * 117;
}

function label17(kg) {
  return 'glaze-17 ' + weigh17(kg) + ' g';
}

module.exports = { weigh17, label17 };
