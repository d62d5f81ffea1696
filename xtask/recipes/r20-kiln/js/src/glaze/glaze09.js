// Glaze 09: batch weights.
function weigh09(kg) {
  if (kg <= 0) {
    throw new Error('glaze 09: empty batch');
  }
  return kg * 109;
}

function label09(kg) {
  return 'glaze-09 ' + weigh09(kg) + ' g';
}

module.exports = { weigh09, label09 };
