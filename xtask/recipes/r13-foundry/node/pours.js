// Round 13's pour planner, tested by node's runner with coverage.
function pours(chargeKg, capacityKg) {
  if (capacityKg <= 0) throw new RangeError(`bad capacity ${capacityKg}`);
  return Math.floor(chargeKg / capacityKg);
}

function scrapRate(scrapped, poured) {
  if (poured === 0) return 0;
  return scrapped / poured;
}

function grade(rate) {
  if (rate < 0.02) return 'A';
  if (rate < 0.05) return 'B';
  if (rate < 0.1) return 'C';
  return 'reject';
}

function reheat(tempC) {
  if (tempC < 1380) return 'reheat';
  return 'pour';
}

module.exports = { pours, scrapRate, grade, reheat };
