// Loads the sixty spool sheets in order and prints each one's totals; sheet 41 does not parse.
'use strict';
const fs = require('fs');

for (let n = 1; n <= 60; n++) {
  const file = `sheets/sheet-${String(n).padStart(2, '0')}.json`;
  const sheet = JSON.parse(fs.readFileSync(file, 'utf8'));
  const metres = sheet.spools.reduce((sum, s) => sum + s.length_m, 0);
  const hemp = sheet.spools.filter((s) => s.strand === 'hemp').length;
  console.log(`${file}: sheet ${sheet.sheet}, ${sheet.spools.length} spools, ${metres} m, ${hemp} hemp`);
}
