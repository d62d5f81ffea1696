// Writes round 23's node inputs: 300 node:test cases and 300 QUnit tests (one failing in each),
// a night of kegging-line logs as pino NDJSON (one error with its stack), 40 taproom modules with
// standard-style slips, and tsd type tests.
'use strict'
const fs = require('fs')

for (const dir of ['test/node', 'test/qunit', 'src', 'types']) fs.mkdirSync(dir, { recursive: true })

const node = ["'use strict'", "const test = require('node:test')", "const assert = require('node:assert')", '']
for (let i = 1; i <= 300; i++) {
  if (i === 211) {
    node.push(`test('keg ${i} fill report', () => {`)
    node.push(`  const report = { keg: 'KEG-${i}', beer: 'stout', litres: 19.2, seals: ['top', 'spear'], line: { id: 'K-2', co2: 2.9 } }`)
    node.push(`  assert.deepStrictEqual(report, { keg: 'KEG-${i}', beer: 'stout', litres: 19.2, seals: ['top', 'spear'], line: { id: 'K-2', co2: 2.4 } })`)
    node.push('})')
  } else {
    node.push(`test('keg ${i} fill report', () => { assert.strictEqual(${i} % 7 < 7, true) })`)
  }
}
fs.writeFileSync('test/node/kegs.test.js', node.join('\n') + '\n')

const q = ["'use strict'", "const { module: mod, test } = QUnit", "mod('taproom pours')", '']
for (let i = 1; i <= 300; i++) {
  if (i === 147) {
    q.push(`test('pour ${i} is a full pint', (assert) => { assert.strictEqual(Math.round(568 * 0.92), 568, 'tap T-4 pours short') })`)
  } else {
    q.push(`test('pour ${i} is a full pint', (assert) => { assert.strictEqual(568, 568) })`)
  }
}
fs.writeFileSync('test/qunit/pours.js', q.join('\n') + '\n')

const lines = []
const base = Date.UTC(2025, 10, 14, 22, 0, 0)
for (let i = 0; i < 360; i++) {
  const rec = { level: 30, time: base + i * 60000, pid: 4242, hostname: 'kegline-2', line: 'K-2', keg: `KEG-${7000 + i}`, msg: 'keg filled' }
  if (i % 45 === 0) Object.assign(rec, { level: 40, msg: 'co2 pressure drifting', co2: 2.7 })
  if (i === 217) {
    Object.assign(rec, {
      level: 50,
      msg: 'filler valve did not close',
      err: { type: 'ValveError', message: 'valve V-12 stuck open after 3 retries', stack: 'ValveError: valve V-12 stuck open after 3 retries\n    at Filler.close (/srv/kegline/src/filler.js:88:13)\n    at Line.fill (/srv/kegline/src/line.js:41:20)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)' }
    })
  }
  lines.push(JSON.stringify(rec))
}
fs.writeFileSync('kegline.ndjson', lines.join('\n') + '\n')

for (let i = 1; i <= 40; i++) {
  const src = [
    "const taps = require('./taps')",
    `var pours${i} = []`,
    `function pour${i} (tap, ml) {`,
    `  if (tap == null) { return 0 }`,
    `  pours${i}.push({ tap: tap, ml: ml });`,
    `  return ml`,
    '}',
    i === 29 ? `module.exports = { pour${i}, total: () => pours${i}.reduce((a, p) => a + p.ml, 0), unused: undefinedTap }` : `module.exports = { pour${i} }`,
    ''
  ]
  fs.writeFileSync(`src/tap-${String(i).padStart(2, '0')}.js`, src.join('\n'))
}
fs.writeFileSync('src/taps.js', "module.exports = ['T-1', 'T-2', 'T-3', 'T-4']\n")

const d = ['export interface Keg { id: string; litres: number; beer: "ipa" | "stout" | "lager" }',
  'export declare function fill(id: string, litres: number): Keg;',
  'export declare function pour(keg: Keg, ml: number): number;',
  'export declare function kegs(): Promise<Keg[]>;', '']
fs.writeFileSync('types/index.d.ts', d.join('\n'))
const t = ["import { expectType, expectError } from 'tsd'", "import { fill, pour, kegs, Keg } from '.'", '']
for (let i = 1; i <= 120; i++) {
  if (i === 40) t.push(`expectType<string>(pour(fill('KEG-${i}', 20), 500))`)
  else if (i === 77) t.push(`expectType<Keg[]>(kegs())`)
  else if (i === 101) t.push(`expectError(fill('KEG-${i}', 20))`)
  else t.push(`expectType<Keg>(fill('KEG-${i}', ${20 + i % 30}))`)
}
fs.writeFileSync('types/index.test-d.ts', t.join('\n') + '\n')
