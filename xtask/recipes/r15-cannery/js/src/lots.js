// Lot codes: LINE-DAY-SEQ.
export function lotCode(line, day, seq) {
  return `${line}-${String(day).padStart(3, '0')}-${String(seq).padStart(4, '0')}`;
}
