// Prints the resolved kiln configuration, as the dashboard's --dump-config does.
const kilns = {};
for (let i = 1; i <= 60; i++) {
  const id = 'kiln-' + String(i).padStart(2, '0');
  kilns[id] = {
    site: i <= 30 ? 'north-shed' : 'south-shed',
    controller: { model: 'TC-' + (400 + (i % 3)), firmware: '3.' + (i % 4) + '.1', unit: i === 44 ? 'F' : 'C' },
    schedules: [{ name: 'bisque', peak: 1000 }, { name: 'glaze', peak: i % 2 ? 1222 : 1285 }],
    shelves: i % 5 + 2,
  };
}
console.dir({ version: '0.3.0', kilns }, { depth: null });
