// Glaze 23: batch weights.
function weigh23(kg) {
  if (kg <= 0) {
    throw new Error('glaze 23: empty batch');
  }
  return kg * 123;
}

function label23(kg) {
  return 'glaze-23 ' + weigh23(kg) + ' g';
}

function adjustForHumidity23(kg, humidity) {
  if (humidity > 80) {
    return weigh23(kg) * 0.97;
  }
  if (humidity > 60) {
    return weigh23(kg) * 0.985;
  }
  if (humidity < 20) {
    return weigh23(kg) * 1.01;
  }
  return weigh23(kg);
}

function retireBatch23(batch) {
  batch.retired = true;
  batch.reason = 'crazing';
  return batch;
}

module.exports = { weigh23, label23, adjustForHumidity23, retireBatch23 };
