// Writes web/hubs.js: a deterministic table of 4,000 hubs (large enough for webpack's size hint).
const fs = require('node:fs');
const cities = ['Amsterdam', 'Cologne', 'Frankfurt', 'Munich', 'Vienna', 'Prague', 'Warsaw', 'Lyon'];
const rows = [];
for (let i = 0; i < 4000; i++) {
  rows.push({ code: `H${String(i).padStart(4, '0')}`, city: cities[i % cities.length], capacity: (i * 7919) % 5000, since: `20${10 + (i % 14)}-0${1 + (i % 9)}-1${i % 10}` });
}
fs.writeFileSync(`${__dirname}/hubs.js`, `export default ${JSON.stringify(rows, null, 1)};\n`);
