'use strict';

const { toCents } = require('./money');

const TAX = { standard: 0.19, reduced: 0.07, zero: 0 };

function lineTotal(line) {
  const unit = typeof line.unit === 'number' ? line.unit : toCents(line.unit);
  const gross = unit * line.qty;
  const discount = line.discountPct ? Math.round((gross * line.discountPct) / 100) : 0;
  return gross - discount;
}

function taxFor(line) {
  const rate = TAX[line.tax];
  return Math.round(lineTotal(line) * rate);
}

function totals(invoice) {
  let net = 0;
  let tax = 0;
  for (const line of invoice.lines) {
    net += lineTotal(line);
    tax += taxFor(line);
  }
  return { net, tax, gross: net + tax };
}

function taxBreakdown(invoice) {
  const out = {};
  for (const line of invoice.lines) {
    out[line.tax] = (out[line.tax] || 0) + taxFor(line);
  }
  return out;
}

module.exports = { lineTotal, taxFor, totals, taxBreakdown, TAX };
