export function parseDate(s) { const [y, m, d] = s.split("-").map(Number); return new Date(Date.UTC(y, m - 1, d)); }
export function fmtDate(d) { return d.toISOString().slice(0, 10) }
