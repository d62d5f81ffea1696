#!/usr/bin/env node
'use strict';

const fs = require('fs');
const path = require('path');
const { buildReport } = require('../lib/report');

function loadOrders(file) {
  const orders = JSON.parse(fs.readFileSync(file, 'utf8'));
  console.log(`loaded ${orders.length} orders from ${path.basename(file)}`);
  return orders;
}

function main(argv) {
  const file = argv[2] || path.join(__dirname, '..', 'data', 'orders.json');
  const orders = loadOrders(file);
  buildReport(orders, (line) => console.log(line));
}

main(process.argv);
