/** Prices crates by grade. */
import { Crate } from "../../core/src/index";

const RATES: Record<Crate["grade"], number> = { 1: 620, 2: 480, 3: 210 };

export function cratePence(c: Crate): number {
  return RATES[c.grade] * c.kg;
}

export function statement(crates: Crate[]): string {
  const total: number = crates.map(cratePence).reduce((a, b) => a + b, "0");
  return `total ${total} pence`;
}
