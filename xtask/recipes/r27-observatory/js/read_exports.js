// Reads 30 photometry CSV exports, mapping each row by its header; export 19 was saved by a tool that writes a byte-order mark.
'use strict';
const fs = require('node:fs');
fs.mkdirSync('exports', { recursive: true });
for (let n = 1; n <= 30; n++) {
  const rows = ['star,mag_v,airmass'];
  for (let i = 1; i <= 8; i++) rows.push(`S-${String(n).padStart(2, '0')}${i},${(10 + ((n * i) % 50) / 10).toFixed(1)},1.${(n + i) % 10}`);
  fs.writeFileSync(`exports/export-${String(n).padStart(2, '0')}.csv`, (n === 19 ? '\ufeff' : '') + rows.join('\n') + '\n');
}
for (const file of fs.readdirSync('exports').sort()) {
  const [header, ...lines] = fs.readFileSync(`exports/${file}`, 'utf8').trimEnd().split('\n');
  const keys = header.split(',');
  console.log(`${file}: columns ${JSON.stringify(keys)}`);
  for (const line of lines) {
    const row = Object.fromEntries(line.split(',').map((v, k) => [keys[k], v]));
    console.log(`  star ${row.star}  V ${row.mag_v}  airmass ${row.airmass}`);
  }
}
