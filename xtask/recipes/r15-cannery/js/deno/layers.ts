// The cases-per-layer rule alone, so the tests type-check.
export function casesPerLayer(caseWidth: number, palletWidth = 1200): number {
  return Math.floor(palletWidth / caseWidth);
}
