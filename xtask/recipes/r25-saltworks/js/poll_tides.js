// Poll the tide gauge for every pan; one poll throws a bare string, not an Error.
function poll(n) {
  if (n === 158) throw `tide gauge T-${n} timed out after 3 retries`;
  return 110 + (n % 23);
}
for (let n = 1; n <= 260; n++) {
  console.log(`pan P-${String(n).padStart(3, '0')}: tide ${poll(n)} cm above datum`);
}
