import type { Carrier } from "./carriers.js";

/** A planned route through the yard. */
export interface Route {
  /** Bay numbers in visiting order. */
  bays: number[];
  carrier: Carrier;
  /** Estimated minutes, see {@link routeMinutes}. */
  minutes: number;
}

interface LegCost {
  fuel: number;
  tolls: number;
}

/**
 * Plans a route for `carrier` through `bays`.
 * The cost model is described in {@link CostModel} and {@link Route.distance}.
 */
export function planRoute(carrier: Carrier, bays: number[]): Route {
  return { bays, carrier, minutes: bays.length * 7 };
}

export function routeCost(route: Route): LegCost {
  return { fuel: route.bays.length * 3.1, tolls: route.carrier.code === "BAL" ? 120 : 0 };
}
