// Trip cost: distance rate, time rate, surcharges by vehicle class.

const RATES = {
  compact: { perKm: 0.32, perHour: 9.5 },
  van: { perKm: 0.48, perHour: 14 },
  truck: { perKm: 0.91, perHour: 22 },
};

export function tripCost(vehicleClass, km, minutes) {
  const rate = RATES[vehicleClass];
  const hours = Math.ceil(minutes / 60);
  return Math.round((rate.perKm * km + rate.perHour * hours) * 100) / 100;
}

export function weekendSurcharge(cost, date) {
  const day = date.getUTCDay();
  return day === 0 || day === 6 ? cost * 1.15 : cost;
}

export function splitCost(total, riders) {
  const share = Math.floor((total / riders) * 100) / 100;
  return Array.from({ length: riders }, () => share);
}
