'use strict';

// Amounts are integer cents throughout.
function toCents(text) {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(String(text).trim());
  if (!m) throw new RangeError(`not an amount: ${JSON.stringify(text)}`);
  const cents = Number(m[2]) * 100 + Number((m[3] || '0').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

function format(cents, currency = 'EUR') {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} ${currency}`;
}

function allocate(cents, parts) {
  const base = Math.floor(cents / parts);
  const out = new Array(parts).fill(base);
  for (let i = 0; i < cents - base * parts; i++) out[i] += 1;
  return out;
}

module.exports = { toCents, format, allocate };
