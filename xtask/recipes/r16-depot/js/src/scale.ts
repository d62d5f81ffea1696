/** One reading of the pallet scale. */
export type ScaleReading = { pallet: string; kg: number; clamped: boolean };

/**
 * Reads the scale for `pallet`.
 * @param pallet the pallet id, e.g. `P-0173`
 * @param unit the unit, kg or lb
 * @returns the reading; see {@link ScaleLimits}
 */
export function readScale(pallet: string): ScaleReading {
  return { pallet, kg: 0, clamped: false };
}
