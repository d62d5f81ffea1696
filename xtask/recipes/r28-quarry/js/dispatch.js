// The haul dispatcher: answers 120 queued requests after start-up; its logger appends to the
// journal synchronously, and one route reads a template synchronously on first use.
'use strict';
const fs = require('fs');
const path = require('path');

const journal = path.join(__dirname, 'journal.log');
fs.writeFileSync(journal, '');
fs.writeFileSync(path.join(__dirname, 'report.tpl'), 'haul report {bench}\n');

function log(line) {
  fs.appendFileSync(journal, line + '\n');
}

let template = null;
function loadTemplate() {
  if (template === null) template = fs.readFileSync(path.join(__dirname, 'report.tpl')).toString();
  return template;
}

function handle(n) {
  if (n === 77) {
    return loadTemplate().replace('{bench}', String(n % 9));
  }
  log(`request ${n} dispatched truck T-${String(n % 23).padStart(2, '0')}`);
  return 'ok';
}

setImmediate(() => {
  for (let n = 1; n <= 40; n++) handle(n);
  setTimeout(() => {
    for (let n = 41; n <= 120; n++) handle(n);
    console.log('dispatched 120 requests');
  }, 0);
});
