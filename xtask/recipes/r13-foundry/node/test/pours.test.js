const test = require('node:test');
const assert = require('node:assert');
const { pours, scrapRate, grade } = require('../pours');

test('gear housing pours', () => {
  assert.strictEqual(pours(1200, 150), 8);
});

test('pump body pours', () => {
  assert.strictEqual(pours(1200, 40), 31);
});

test('scrap grades', () => {
  assert.strictEqual(grade(scrapRate(1, 100)), 'A');
  assert.strictEqual(grade(scrapRate(3, 100)), 'B');
});
