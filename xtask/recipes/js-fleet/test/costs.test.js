import { describe, expect, it } from "vitest";
import { splitCost, tripCost, weekendSurcharge } from "../src/costs.js";

describe("tripCost", () => {
  it("charges distance plus started hours", () => {
    expect(tripCost("van", 100, 90)).toBe(76);
  });

  it("rounds to cents", () => {
    expect(tripCost("compact", 12.5, 30)).toBe(13.5);
  });

  it("rejects an unknown vehicle class", () => {
    expect(() => tripCost("bus", 10, 60)).toThrowError(/unknown vehicle class "bus"/);
  });
});

describe("weekendSurcharge", () => {
  it("adds 15% on Saturdays", () => {
    expect(weekendSurcharge(100, new Date("2024-03-09T10:00:00Z"))).toBe(115);
  });

  it("leaves weekdays alone", () => {
    expect(weekendSurcharge(100, new Date("2024-03-06T10:00:00Z"))).toBe(100);
  });
});

describe("splitCost", () => {
  it("splits evenly", () => {
    expect(splitCost(90, 3)).toEqual([30, 30, 30]);
  });

  it("gives the remainder cents to the first rider", () => {
    expect(splitCost(100, 3)).toEqual([33.34, 33.33, 33.33]);
  });
});
