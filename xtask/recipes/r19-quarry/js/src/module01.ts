// Stage 1 of the crusher line (east face).
export function step01(t: number): number {
  return t * 1;
}
