// Prints the 120 winches with console.table; W-077's brake is the one odd cell, mid-row.
'use strict';
const rows = [];
for (let i = 1; i <= 120; i++) {
  rows.push({
    winch: `W-${String(i).padStart(3, '0')}`,
    load_kn: 20 + (i % 9) + 0.5,
    speed: 12 + (i % 5),
    brake: i === 77 ? 'slipping' : 'band ok',
    drum_mm: 400 + 10 * (i % 4),
    crew: `crew-${i % 6}`,
  });
}
console.table(rows);
