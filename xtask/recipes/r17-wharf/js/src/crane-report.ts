// Crane move report for the day shift.

export function dayShiftReport(moves: Array<{ crane: number; bay: number; seconds: number }>) {
  const byCrane = new Map<number, number[]>();
  for (const m of moves) {
    const list = byCrane.get(m.crane) ?? [];
    list.push(m.seconds);
    byCrane.set(m.crane, list);
  }
  const rows: string[] = [];
  for (const [crane, secs] of byCrane) {
    const avg = secs.reduce((a, b) => a + b, 0) / secs.length;
    const slow = secs.filter((s) => s > 120).length;
    rows.push(`crane ${crane}: ${secs.length} moves, avg ${avg.toFixed(1)} s, ${slow} slow`);
  }
  rows.sort();
  return rows.join("\n");
}
