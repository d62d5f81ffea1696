// Ticket prices in cents; concessions and group discounts.
const BASE = { adult: 1800, child: 900, student: 1200, senior: 1300 };

function price(kind, { member = false, date = new Date('2024-06-03') } = {}) {
  if (!(kind in BASE)) throw new RangeError(`unknown ticket kind: ${kind}`);
  let cents = BASE[kind];
  if (member) cents = 0;
  if (date.getDay() === 3) cents = Math.round(cents * 0.5);
  return cents;
}

function groupTotal(tickets, opts) {
  const total = tickets.reduce((sum, kind) => sum + price(kind, opts), 0);
  return tickets.length >= 10 ? Math.round(total * 0.85) : total;
}

function formatEuro(cents) {
  return `€${(cents / 100).toFixed(2).replace('.', ',')}`;
}

module.exports = { price, groupTotal, formatEuro };
