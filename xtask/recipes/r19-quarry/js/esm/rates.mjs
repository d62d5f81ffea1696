// Haulage rates per depot.
export const vatRates = { standard: 0.2, reduced: 0.05 };
export function rateFor(depot) {
  return depot === 'north-pit' ? 4.1 : 3.8;
}
