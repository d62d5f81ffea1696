import { describe, expect, it } from "vitest";
import { freeVehicles, isFree, nextFreeSlot, overlaps } from "../src/availability.js";

const H = 3_600_000;
const slot = (s, e) => ({ start: s * H, end: e * H });

const fleet = [
  { id: "VAN-01", seats: 8, status: "active", bookings: [slot(9, 11)] },
  { id: "VAN-02", seats: 8, status: "active", bookings: [] },
  { id: "CMP-07", seats: 4, status: "active", bookings: [slot(10, 12)] },
  { id: "CMP-09", seats: 4, status: "retired", bookings: [] },
  { id: "TRK-03", seats: 2, status: "active", bookings: [slot(8, 9), slot(13, 15)] },
  { id: "SPR-01", seats: 6, status: "standby", bookings: [] },
];

describe("overlaps", () => {
  it.each([
    [slot(9, 11), slot(10, 12), true],
    [slot(9, 11), slot(11, 12), false],
    [slot(9, 11), slot(7, 9), false],
    [slot(9, 17), slot(10, 11), true],
  ])("%o vs %o -> %s", (a, b, want) => {
    expect(overlaps(a, b)).toBe(want);
  });
});

describe("freeVehicles", () => {
  it("skips booked and retired vehicles", () => {
    expect(freeVehicles(fleet, slot(10, 11))).toEqual(["VAN-02", "TRK-03"]);
  });

  it("filters by seats", () => {
    expect(freeVehicles(fleet, slot(16, 17), { minSeats: 7 })).toEqual(["VAN-01", "VAN-02"]);
  });

  it("offers standby vehicles after active ones", () => {
    expect(freeVehicles(fleet, slot(16, 17), { minSeats: 5 })).toEqual(["VAN-01", "VAN-02", "SPR-01"]);
  });

  it("treats a booking ending at the slot start as free", () => {
    expect(isFree(fleet[0], slot(11, 12))).toBe(true);
  });
});

describe("nextFreeSlot", () => {
  it("returns the requested start when nothing is booked", () => {
    expect(nextFreeSlot(fleet[1], 9 * H, 60)).toEqual(slot(9, 10));
  });

  it("fits a slot into the gap between bookings", () => {
    expect(nextFreeSlot(fleet[4], 8 * H, 120)).toEqual(slot(9, 11));
  });

  it("skips past back-to-back bookings", () => {
    const busy = { bookings: [slot(13, 15), slot(9, 11), slot(11, 13)] };
    expect(nextFreeSlot(busy, 9 * H, 60)).toEqual(slot(15, 16));
  });
});
