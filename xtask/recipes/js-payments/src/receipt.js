'use strict';

const { format } = require('./money');

/** Renders a plain-text receipt. */
function receipt(order, charge) {
  const lines = [`Receipt ${charge.id}`, `Order ${order.id} — ${order.customer}`, ''];
  for (const item of order.items) {
    lines.push(`${item.qty} × ${item.name}`.padEnd(32) + format(item.qty * item.unitCents, order.currency));
  }
  lines.push('');
  lines.push('Total'.padEnd(32) + format(order.totalCents, order.currency));
  if (order.vatCents) {
    lines.push('incl. VAT'.padEnd(32) + format(order.vatCents, order.currency));
  }
  return lines.join('\n');
}

function maskCard(number) {
  return number.slice(0, 4) + ' **** **** ' + number.slice(-4);
}

function receiptEmail(order, charge, card) {
  return {
    to: order.email,
    subject: `Your receipt for order ${order.id}`,
    body: `${receipt(order, charge)}\n\nPaid with ${maskCard(card)}`,
  };
}

module.exports = { receipt, maskCard, receiptEmail };
