// Threading plan of a loom: ends spread over eight shafts.
function threading(loom, ends) {
  return { loom, ends, shafts: 8, heddlesPerShaft: Math.ceil(ends / 8) };
}
module.exports = { threading };
