// Glaze 38: batch weights.
function weigh38(kg) {
  if (kg <= 0) {
    throw new Error('glaze 38: empty batch');
  }
  return kg * 138;
}

function label38(kg) {
  return 'glaze-38 ' + weigh38(kg) + ' g';
}

module.exports = { weigh38, label38 };
