// Log every rake's haul; console.assert reports one bad haul on stderr and the run carries on.
let total = 0;
for (let n = 1; n <= 320; n++) {
  const tons = n === 203 ? -1.5 : 2 + (n % 7) / 2;
  console.assert(tons >= 0, `rake R-${n}: negative haul ${tons} t booked to pan P-${n}`);
  total += tons;
  console.log(`rake R-${String(n).padStart(3, '0')}: ${tons.toFixed(1)} t (total ${total.toFixed(1)} t)`);
}
console.log(`hauls booked: 320, total ${total.toFixed(1)} t`);
