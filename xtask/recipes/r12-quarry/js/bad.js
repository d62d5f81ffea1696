'use strict';
// Weighbridge ticket printer with a syntax error (node --check finds it without running).
function printTicket(t) {
  const lines = [
    `Ticket ${t.id}`,
    `Lorry  ${t.lorry}`,
    `Net    ${t.net} t`
  ;
  return lines.join('\n');
}
module.exports = { printTicket };
