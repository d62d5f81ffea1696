'use strict';
// Weighbridge tickets: net weight, overload checks and ticket numbers.

const MAX_GROSS_T = 44;

function net(grossT, tareT) {
  return Math.round((grossT - tareT) * 100) / 100;
}

function overloaded(grossT) {
  return grossT > MAX_GROSS_T;
}

function ticket(lorry, seq) {
  return `${lorry}-${String(seq).padStart(4, '0')}`;
}

function splitLoad(tonnes, lorries) {
  const each = Math.floor((tonnes / lorries) * 10) / 10;
  return Array.from({ length: lorries }, () => each);
}

module.exports = { net, overloaded, ticket, splitLoad, MAX_GROSS_T };
