// Berth helpers; some exports are used, some are left over from the old dashboard.
export function berthLabel(n: number): string {
  return `Berth B-${String(n).padStart(2, "0")}`;
}

export function berthLength(n: number): number {
  return 300 + ((n * 7) % 60);
}

export const BERTH_COLOURS = { free: "green", booked: "amber", blocked: "red" };

export function parseBerthFeed(raw: any) {
  const rows = raw.rows as any[];
  return rows.map((r: any) => ({ id: r.id, vessel: r.vessel, eta: r.eta }));
}
