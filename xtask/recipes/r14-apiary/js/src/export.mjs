// Export of the week's batches as CSV (with a syntax error babel reports).
import { grade } from './grades.mjs';

export function toCsv(batches) {
  const header = ['hive', 'kg', 'grade'].join(',');
  const rows = batches.map(({ hive, kg, moisture }) => {
    const g = grade(moisture);
    return `${hive},${kg.toFixed(1)},${g}`;
  });
  return [header, ...rows].join('\n');
}

export function summarise(batches) {
  const byHive = new Map();
  for (const b of batches) {
    byHive.set(b.hive, (byHive.get(b.hive) ?? 0) + b.kg);
  }
  return {
    hives: byHive.size,
    total: [...byHive.values()].reduce((a, b) => a + b, 0),
    heaviest: [...byHive.entries()].sort((a, b) => b[1] - a[1])[0]
  ;
}
