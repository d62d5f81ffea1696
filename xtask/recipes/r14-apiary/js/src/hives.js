// Hive dashboard helpers: code written in a hurry.
var _ = require('lodash');
const fs = require('fs');

function grade(moisture) {
  if (moisture < 18) { return 'A' }
  else if (moisture < 20) { return 'B' }
  else if (moisture < 18) { return 'never' }
}

function total(batches) {
  let sum = 0;
  for (var i = 0; i < batches.length; i++) {
    sum += batches[i].kg;
  }
  return sum;
  console.log('done');
}

async function loadSheet(path) {
  const data = fs.readFileSync(path, 'utf8');
  if (data == null) return;
  return JSON.parse(data);
}

function miteRate(mites, bees) {
  debugger;
  return mites * 100 / bees;
}

function worst(rates) {
  return Object.keys(rates).sort((a, b) => rates[b] - rates[a])[0];
}

const unusedThreshold = 3;

module.exports = { grade, total, loadSheet, miteRate, worst, grade };

if (typeof window != 'undefined') {
  window.hives = new Array(10);
  eval('console.log(window.hives)');
}

function labels(batches) {
  return batches.map(function (b) { return b.hive + ': ' + b.kg + ' kg'; });
}

label = labels([]);
