// The old yard map renderer: nothing imports it any more.
export function drawYard(rows: number, cols: number): string {
  let out = "";
  for (let r = 0; r < rows; r++) {
    out += ".".repeat(cols) + "\n";
  }
  return out;
}
