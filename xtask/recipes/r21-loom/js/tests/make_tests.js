// Writes tests/looms-NN.test.js: 50 uvu suites of 8 tests each; suite 23 has one wrong expectation.
const fs = require('fs');
for (let s = 1; s <= 50; s++) {
  const n = String(s).padStart(2, '0');
  let body = `const { suite } = require('uvu');\nconst assert = require('uvu/assert');\nconst { threading } = require('../src/threading');\n\nconst Loom = suite('loom L-${n}');\n`;
  for (let t = 1; t <= 8; t++) {
    const ends = 1000 + s * 40 + t;
    const heddles = s === 23 && t === 5 ? 4 : 8;
    body += `\nLoom('threads ${ends} ends', () => {\n  assert.equal(threading('L-${n}', ${ends}), { loom: 'L-${n}', ends: ${ends}, shafts: 8, heddlesPerShaft: Math.ceil(${ends} / ${heddles}) });\n});\n`;
  }
  body += '\nLoom.run();\n';
  fs.writeFileSync(`tests/looms-${n}.test.js`, body);
}
