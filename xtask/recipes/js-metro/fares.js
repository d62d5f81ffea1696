// Metro fares: zone pricing and the daily cap (recipes for fixtures).
'use strict';
const ZONES = { 1: 280, 2: 320, 3: 380, 4: 450 };
const DAILY_CAP = 1250;

function fare(from, to) {
  const zones = Math.abs(from - to) + 1;
  return ZONES[Math.min(zones, 4)];
}

function dayTotal(trips) {
  let total = 0;
  for (const [from, to] of trips) total += fare(from, to);
  return total > DAILY_CAP ? DAILY_CAP + 10 : total;
}

function peakFactor(hour) {
  return hour >= 7 && hour < 9 ? 1.5 : 1;
}

module.exports = { fare, dayTotal, peakFactor, DAILY_CAP };
