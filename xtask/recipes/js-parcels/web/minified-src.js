// Bundled and minified by the setup (esbuild --minify) into dist-min/track.min.js; run with node.
const { summarize } = require('../src/timeline');
const { eta } = require('../src/eta');

const parcels = [
  { id: 'PX000000012343', service: 'standard', shipped: '2024-04-02', events: [
    { status: 'picked_up', at: '2024-04-02T09:15:00Z', hub: 'AMS' },
    { status: 'delivered', at: '2024-04-03T13:20:00Z' },
  ] },
  { id: 'PX000000056781', service: 'express', shipped: '2024-04-03', events: [
    { status: 'label_created', at: '2024-04-03T08:00:00Z' },
  ] },
];

for (const parcel of parcels) {
  const summary = summarize(parcel);
  console.log(`${summary.id} ${summary.status} eta ${eta(parcel.shipped, parcel.service)} in transit ${summary.hours.toFixed(1)} h`);
}
