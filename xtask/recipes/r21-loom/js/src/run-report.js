// Prints the node diagnostic report of a failed bolt lookup (what `--report-on-fatalerror` would write).
function lookupBolt(index, id) {
  const bolt = index.get(id);
  if (!bolt) {
    const err = new Error(`bolt ${id} not in the loom index (${index.size} bolts)`);
    err.code = 'E_BOLT_MISSING';
    throw err;
  }
  return bolt;
}
const index = new Map(Array.from({ length: 40 }, (_, i) => [`B-${1000 + i}`, { metres: 40 + i }]));
try {
  lookupBolt(index, 'B-2041');
} catch (err) {
  const report = process.report.getReport(err);
  console.log(JSON.stringify(report, null, 2));
}
