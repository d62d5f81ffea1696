'use strict';

const { describe, it } = require('node:test');
const assert = require('node:assert');
const { lineTotal, totals, taxBreakdown } = require('../lib/invoice');

const invoice = {
  number: 'INV-2024-0311',
  lines: [
    { sku: 'BOOK-17', unit: '24.90', qty: 2, tax: 'reduced' },
    { sku: 'LAMP-03', unit: '89.00', qty: 1, tax: 'standard', discountPct: 10 },
    { sku: 'CABLE-2M', unit: 4.5, qty: 4, tax: 'standard' },
    { sku: 'GIFT-CARD', unit: '50.00', qty: 1, tax: 'zero' },
  ],
};

describe('lineTotal', () => {
  it('multiplies unit by quantity', () => assert.strictEqual(lineTotal(invoice.lines[0]), 4980));
  it('applies a percentage discount', () => assert.strictEqual(lineTotal(invoice.lines[1]), 8010));
  it('accepts numeric unit prices in cents', () => assert.strictEqual(lineTotal(invoice.lines[2]), 1800));
  it('handles zero quantity', () => assert.strictEqual(lineTotal({ unit: '3.00', qty: 0 }), 0));
});

describe('totals', () => {
  it('sums net, tax and gross', () => {
    assert.deepStrictEqual(totals(invoice), { net: 19790, tax: 2211, gross: 22001 });
  });
  it('is zero for an empty invoice', () => {
    assert.deepStrictEqual(totals({ lines: [] }), { net: 0, tax: 0, gross: 0 });
  });
  it('rejects an unknown tax class', () => {
    assert.throws(() => totals({ lines: [{ unit: '1.00', qty: 1, tax: 'luxury' }] }), /unknown tax class/);
  });
});

describe('taxBreakdown', () => {
  it('groups tax by class', () => {
    assert.deepStrictEqual(taxBreakdown(invoice), { reduced: 349, standard: 1522, zero: 0 });
  });
});
