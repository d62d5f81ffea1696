/** Core types of the cooperative. */
export interface Crate {
  tag: string;
  kg: number;
  grade: 1 | 2 | 3;
}

export function netKg(crates: Crate[]): number {
  return crates.reduce((sum, c) => sum + c.kg, 0);
}
