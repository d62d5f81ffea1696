// Which vehicles are free for a requested slot.

export function overlaps(a, b) {
  return a.start < b.end && b.start < a.end;
}

export function isFree(vehicle, slot) {
  return vehicle.bookings.every((b) => !overlaps(b, slot));
}

export function freeVehicles(fleet, slot, { minSeats = 1 } = {}) {
  return fleet
    .filter((v) => v.seats >= minSeats)
    .filter((v) => v.status === "active")
    .filter((v) => isFree(v, slot))
    .map((v) => v.id);
}

export function nextFreeSlot(vehicle, from, durationMinutes) {
  const sorted = [...vehicle.bookings].sort((a, b) => a.start - b.start);
  let start = from;
  for (const b of sorted) {
    if (start + durationMinutes * 60_000 <= b.start) break;
    start = Math.max(start, b.end);
  }
  return { start, end: start + durationMinutes * 60_000 };
}
