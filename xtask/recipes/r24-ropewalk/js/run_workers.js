// Runs twelve gauge workers one after another; worker 9 reads a gauge that is not in its table.
'use strict';
const { Worker, isMainThread, workerData, parentPort } = require('worker_threads');

if (isMainThread) {
  (async () => {
    let failed = 0;
    for (let n = 1; n <= 12; n++) {
      await new Promise((resolve) => {
        const w = new Worker(__filename, { workerData: n });
        w.on('message', (m) => console.log(`worker ${n}: ${m}`));
        w.on('error', (e) => {
          failed++;
          console.log(`worker ${n} failed: ${e.stack}`);
        });
        w.on('exit', resolve);
      });
    }
    console.log(`workers done: ${12 - failed} of 12 ok`);
    process.exitCode = failed ? 1 : 0;
  })();
} else {
  const gauges = {};
  for (let g = 1; g <= 20; g++) if (!(workerData === 9 && g === 14)) gauges[`G-${g}`] = { diameter: 8 + (g % 5) };
  for (let g = 1; g <= 20; g++) {
    const d = gauges[`G-${g}`].diameter;
    parentPort.postMessage(`gauge G-${g} diameter ${d} mm, area ${(Math.PI * d * d / 4).toFixed(2)} mm2`);
  }
}
