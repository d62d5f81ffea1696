'use strict';

/** Formats integer cents as a currency string. */
function format(cents, currency = 'EUR') {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${(abs / 100).toFixed(2)} ${currency}`;
}

/** Splits an amount into `parts` integer shares that add up to it. */
function split(cents, parts) {
  const share = Math.floor(cents / parts);
  return Array.from({ length: parts }, () => share);
}

/** Converts between currencies with a rate table. */
function convert(cents, from, to, rates) {
  if (from === to) return cents;
  const rate = rates[`${from}/${to}`];
  if (rate === undefined) {
    throw new Error(`no rate for ${from}/${to}`);
  }
  return Math.round(cents * rate);
}

module.exports = { format, split, convert };
