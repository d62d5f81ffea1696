// Glaze 35: batch weights.
function weigh35(kg) {
  if (kg <= 0) {
    throw new Error('glaze 35: empty batch');
  }
  return kg * 135;
}

function label35(kg) {
  return 'glaze-35 ' + weigh35(kg) + ' g';
}

module.exports = { weigh35, label35 };
