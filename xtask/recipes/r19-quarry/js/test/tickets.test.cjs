// Weighbridge ticket checks: 260 cases, two of them wrong.
const assert = require('assert');

function net(gross, tare) {
  return Math.round((gross - tare) * 100) / 100;
}

function ticket(n) {
  const grade = ['20mm', '40mm', 'dust', 'rip-rap'][n % 4];
  return { ticket: `T${String(n).padStart(5, '0')}`, grade, net: net(30 + (n % 9), 11 + (n % 3)), face: n % 2 ? 'east' : 'north' };
}

for (const face of ['north', 'east']) {
  describe(`${face} face tickets`, function () {
    for (let n = face === 'north' ? 0 : 130; n < (face === 'north' ? 130 : 260); n++) {
      it(`ticket ${n} has a positive net weight`, function () {
        const t = ticket(n);
        assert.ok(t.net > 0);
        if (n === 87) {
          assert.deepStrictEqual(t, { ticket: 'T00087', grade: 'rip-rap', net: 22, face: 'east' });
        }
        if (n === 201) {
          assert.strictEqual(t.grade, 'dust', `ticket ${t.ticket} graded ${t.grade}`);
        }
      });
    }
  });
}
