'use strict';
// Delivery estimates: business days per service level, skipping weekends and holidays.

const SERVICE_DAYS = { express: 1, standard: 3, economy: 6 };

function addBusinessDays(date, days, holidays = []) {
  const d = new Date(date);
  while (days > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const iso = d.toISOString().slice(0, 10);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && !holidays.includes(iso)) days--;
  }
  return d.toISOString().slice(0, 10);
}

function eta(shippedOn, service, holidays) {
  const days = SERVICE_DAYS[service];
  if (days === undefined) throw new RangeError(`unknown service level: ${service}`);
  return addBusinessDays(shippedOn, days, holidays);
}

module.exports = { addBusinessDays, eta };
