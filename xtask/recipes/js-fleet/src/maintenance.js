// Maintenance windows: when a vehicle is due, and grouping by depot.

export function dueForService(vehicle, today) {
  const kmSince = vehicle.odometer - vehicle.lastService.odometer;
  const daysSince = (today - vehicle.lastService.date) / 86_400_000;
  return kmSince >= 15000 || daysSince >= 365;
}

export function serviceQueue(fleet, today) {
  return fleet
    .filter((v) => dueForService(v, today))
    .sort((a, b) => b.odometer - a.odometer)
    .map((v) => ({ id: v.id, depot: v.depot.name }));
}
