// The kiln simulator's tests log every reading, as its debug mode does.
function simulate(kiln, minutes) {
  const temps = [];
  for (let m = 0; m < minutes; m += 10) {
    const t = Math.min(1222, 20 + m * 3);
    console.log(`kiln ${kiln} minute ${m}: ${t} C`);
    temps.push(t);
  }
  return temps;
}

describe('kiln simulator', () => {
  for (let k = 1; k <= 6; k++) {
    test(`kiln ${k} reaches cone 6`, () => {
      const temps = simulate(k, k === 5 ? 300 : 420);
      expect(Math.max(...temps)).toBe(1222);
    });
  }
});
