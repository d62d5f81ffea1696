// Keeps every weighbridge reading in memory until the heap runs out.
const readings = [];
for (let n = 0; ; n++) {
  readings.push({ ticket: `T${n}`, gross: n * 3.5, tare: n * 1.25, face: ['north', 'east'][n % 2] });
}
