/**
 * The depot's web API: routes, scale readings and carrier lookups.
 * @module
 */
export { planRoute, routeCost } from "./routes.js";
export { readScale } from "./scale.js";
export type { ScaleReading } from "./scale.js";
