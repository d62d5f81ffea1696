'use strict';

const HOURLY = { city: 4.5, ebike: 9, cargo: 12 };
const DAY_CAP = { city: 25, ebike: 55, cargo: 70 };

function roundCents(value) {
  return Math.round(value * 100) / 100;
}

function hoursBetween(start, end) {
  const ms = new Date(end) - new Date(start);
  return Math.ceil(ms / 3_600_000);
}

function rentalPrice(kind, start, end) {
  const rate = HOURLY[kind];
  if (rate === undefined) {
    throw new Error(`unknown bike kind: ${kind}`);
  }
  const hours = hoursBetween(start, end);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const restPrice = Math.min(rest * rate, DAY_CAP[kind]);
  return roundCents(days * DAY_CAP[kind] + restPrice);
}

function memberDiscount(price, tier) {
  switch (tier) {
    case 'gold':
      return roundCents(price * 0.8);
    case 'silver':
      return roundCents(price * 0.9);
    default:
      return price;
  }
}

function lateFee(minutesLate) {
  if (minutesLate <= 15) return 0;
  // bug: the grace period is not subtracted before billing started quarters
  return Math.ceil(minutesLate / 15) * 2;
}

module.exports = { rentalPrice, memberDiscount, lateFee, hoursBetween, roundCents };
