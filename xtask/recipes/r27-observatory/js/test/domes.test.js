// Dome checks under node's test runner: 120 tests each planning three assertions; one dome's test skips a check.
'use strict';
const test = require('node:test');
const assert = require('node:assert');

for (let d = 1; d <= 120; d++) {
  test(`dome ${String(d).padStart(3, '0')} closes, seals and parks`, (t) => {
    t.plan(3);
    t.assert.ok(d > 0, 'shutter closed');
    if (d !== 47) t.assert.ok(true, 'seal pressure in range');
    t.assert.strictEqual(d % 1, 0, 'parked at home azimuth');
  });
}
