'use strict';

const VAT = { DE: 0.19, AT: 0.2, NL: 0.21, CH: 0 };

function lineNet(item) {
  return round(item.price.amount * item.quantity);
}

function vatRate(country) {
  if (!(country in VAT)) {
    throw new RangeError(`no VAT rate for ${country}`);
  }
  return VAT[country];
}

function round(value) {
  return Math.round(value * 100) / 100;
}

function priceOrder(order) {
  const net = order.items.reduce((sum, item) => sum + lineNet(item), 0);
  const vat = round(net * vatRate(order.country));
  return { net: round(net), vat, gross: round(net + vat) };
}

module.exports = { lineNet, priceOrder, round, vatRate };
