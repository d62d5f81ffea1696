import { describe, expect, it } from "vitest";
import { dueForService, serviceQueue } from "../src/maintenance.js";

const today = new Date("2024-03-04T00:00:00Z").getTime();
const day = 86_400_000;

const fleet = [
  { id: "VAN-01", odometer: 48_000, lastService: { odometer: 30_000, date: today - 100 * day }, depot: { name: "North" } },
  { id: "VAN-02", odometer: 12_000, lastService: { odometer: 10_000, date: today - 400 * day }, depot: { name: "South" } },
  { id: "CMP-07", odometer: 21_000, lastService: { odometer: 20_000, date: today - 30 * day }, depot: { name: "North" } },
  { id: "TRK-03", odometer: 90_500, lastService: { odometer: 75_000, date: today - 10 * day } },
];

describe("dueForService", () => {
  it("is due by distance", () => expect(dueForService(fleet[0], today)).toBe(true));
  it("is due by age", () => expect(dueForService(fleet[1], today)).toBe(true));
  it("is not due", () => expect(dueForService(fleet[2], today)).toBe(false));
});

describe("serviceQueue", () => {
  it("orders due vehicles by odometer, highest first", () => {
    expect(serviceQueue(fleet, today).map((v) => v.id)).toEqual(["TRK-03", "VAN-01", "VAN-02"]);
  });
});
