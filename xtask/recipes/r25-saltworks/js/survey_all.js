// Survey every pan concurrently; one pan's survey rejects, and Promise.all names its index.
async function survey(pan, i) {
  await null;
  if (pan === 'P-138') {
    throw new Error(`crust survey of ${pan} failed: gauge returned NaN`);
  }
  return `${pan}: crust ${20 + (i % 9)} mm`;
}

async function main() {
  const pans = Array.from({ length: 300 }, (_, i) => `P-${String(i + 1).padStart(3, '0')}`);
  for (const pan of pans) console.log(`queued survey of ${pan} (basin ${['north', 'east', 'south'][pans.indexOf(pan) % 3]})`);
  const results = await Promise.all(pans.map((pan, i) => survey(pan, i)));
  console.log(results.join('\n'));
}

main();
