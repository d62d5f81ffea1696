// Receipt lines for the kiosk printer (32 columns).
const { formatEuro } = require('./pricing');

function line(label, cents) {
  const amount = formatEuro(cents);
  return label.slice(0, 32 - amount.length - 1).padEnd(32 - amount.length) + amount;
}

function receipt(booking) {
  const lines = [`Booking ${booking.id}`, `Slot ${booking.slot}`];
  for (const t of booking.tickets) lines.push(line(t.kind, t.cents));
  lines.push('-'.repeat(32));
  lines.push(line('Total', booking.tickets.reduce((s, t) => s + t.cents, 0)));
  return lines.join('\n');
}

module.exports = { line, receipt };
