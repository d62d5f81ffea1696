'use strict';

const { describe, it } = require('node:test');
const assert = require('node:assert');
const { toCents, format, allocate } = require('../lib/money');

describe('toCents', () => {
  const cases = [
    ['12', 1200], ['12.5', 1250], ['12.50', 1250], ['0.07', 7], ['-3.20', -320], [' 8.01 ', 801],
  ];
  for (const [text, cents] of cases) {
    it(`parses ${JSON.stringify(text)}`, () => assert.strictEqual(toCents(text), cents));
  }
  it('rejects thousands separators', () => {
    assert.throws(() => toCents('1,200.00'), RangeError);
  });
  it('rejects three decimals', () => {
    assert.throws(() => toCents('1.005'), RangeError);
  });
});

describe('format', () => {
  it('formats whole amounts', () => assert.strictEqual(format(1200), '12.00 EUR'));
  it('pads cents', () => assert.strictEqual(format(1207), '12.07 EUR'));
  it('formats negatives', () => assert.strictEqual(format(-5), '-0.05 EUR'));
  it('uses the given currency', () => assert.strictEqual(format(99, 'CHF'), '0.99 CHF'));
});

describe('allocate', () => {
  it('splits evenly', () => assert.deepStrictEqual(allocate(900, 3), [300, 300, 300]));
  it('gives the remainder to the first parts', () => assert.deepStrictEqual(allocate(1000, 3), [334, 333, 333]));
  it('keeps the total for negative amounts', () => {
    const parts = allocate(-1000, 3);
    assert.strictEqual(parts.reduce((a, b) => a + b, 0), -1000);
    assert.deepStrictEqual(parts, [-333, -333, -334]);
  });
});
