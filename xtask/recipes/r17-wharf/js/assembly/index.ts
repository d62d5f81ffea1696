// Reefer plug load balancing compiled to WebAssembly.
export function plugLoad(plugs: i32, kwPerPlug: f64): f64 {
  return plugs * kwPerPlug;
}

export function busiestRow(loads: Array<f64>): i32 {
  let best: i32 = 0;
  for (let i = 0; i < loads.length; i++) {
    if (loads[i] > loads[best]) best = i;
  }
  return best;
}

export function shedLoad(total: f64, limit: f64): string {
  const over: i32 = total - limit;
  return over > 0 ? "shed " + over + " kW" : null;
}

export function rowLabel(row: i32): string {
  return "R" + row.padStart(2, "0");
}
