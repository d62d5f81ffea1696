// Export the basin model as JSON; a pan points back at its basin, so stringify fails.
class Basin {
  constructor(name) {
    this.name = name;
    this.pans = [];
  }
}
class Pan {
  constructor(id, basin) {
    this.id = id;
    this.crust_mm = 20;
    if (id === 'P-061') this.basin = basin;
  }
}

const basins = ['north', 'east', 'south'].map((name) => new Basin(name));
for (let n = 1; n <= 240; n++) {
  const basin = basins[n % 3];
  const pan = new Pan(`P-${String(n).padStart(3, '0')}`, basin);
  basin.pans.push(pan);
  console.log(`basin ${basin.name}: added pan ${pan.id} (crust ${pan.crust_mm} mm)`);
}
console.log(JSON.stringify(basins));
