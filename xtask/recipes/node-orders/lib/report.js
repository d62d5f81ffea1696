'use strict';

const { priceOrder, round } = require('./pricing');

function summarizeOrder(order) {
  const totals = priceOrder(order);
  return { id: order.id, customer: order.customer, lines: order.items.length, ...totals };
}

function formatRow(row) {
  return [
    String(row.id).padEnd(6),
    row.customer.padEnd(18),
    String(row.lines).padStart(3),
    row.net.toFixed(2).padStart(10),
    row.vat.toFixed(2).padStart(9),
    row.gross.toFixed(2).padStart(10),
  ].join(' ');
}

function buildReport(orders, print) {
  print('order  customer           lines        net       vat      gross');
  const rows = orders.map((order) => {
    const row = summarizeOrder(order);
    print(formatRow(row));
    return row;
  });
  const gross = round(rows.reduce((sum, row) => sum + row.gross, 0));
  print(`total gross: ${gross.toFixed(2)} EUR over ${rows.length} orders`);
  return rows;
}

module.exports = { buildReport, formatRow, summarizeOrder };
