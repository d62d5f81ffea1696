// Prints the lamp map as node's inspector shows it: a Map of 90 lamps, one dark.
const lamps = new Map();
for (let n = 1; n <= 90; n++) {
  const id = `L-${String(n).padStart(3, '0')}`;
  lamps.set(id, { station: `S-${String(1 + (n % 30)).padStart(3, '0')}`, state: n === 64 ? 'dark' : 'lit', period: `${5 + (n % 10)}s`, keeper: `K-${String(n % 31).padStart(2, '0')}` });
}
console.log(lamps);
