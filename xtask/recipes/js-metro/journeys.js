// A synthetic day of journeys, run under node --prof (recipe for fixtures: a ranked CPU profile).
'use strict';
const { fare, dayTotal } = require('./fares');

function stationHash(name) {
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) | 0;
  return h;
}

function routeKey(from, to) {
  return `${from}-${to}`.split('').reverse().join('');
}

function simulate(riders) {
  const totals = new Map();
  for (let r = 0; r < riders; r++) {
    const trips = [];
    for (let t = 0; t < 6; t++) trips.push([1 + ((r + t) % 4), 1 + ((r * t) % 4)]);
    const key = routeKey(trips[0][0], trips[0][1]) + stationHash('rider' + r);
    totals.set(key, (totals.get(key) || 0) + dayTotal(trips) + fare(1, 2));
  }
  return totals;
}

const totals = simulate(600000);
console.log('distinct keys', totals.size);
