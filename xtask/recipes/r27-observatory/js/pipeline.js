// Streams three nights of photometry records through a transform with stream.pipeline; night 2's record 118 is malformed.
'use strict';
const { Readable, Transform, Writable } = require('node:stream');
const { pipeline } = require('node:stream/promises');

function night(n) {
  const lines = [];
  for (let i = 1; i <= 150; i++) lines.push(`S-${n}${String(i).padStart(3, '0')},${(10 + ((i * 37) % 500) / 100).toFixed(2)},${1 + (i % 3)}`);
  if (n === 2) lines[117] = `S-2118,,2`;
  return lines;
}

async function run(n) {
  let count = 0;
  const parse = new Transform({
    objectMode: true,
    transform(line, _enc, done) {
      const [star, mag, dome] = line.split(',');
      if (mag === '') return done(new Error(`night ${n}: record ${star} has no magnitude`));
      done(null, `${star}  mag ${Number(mag).toFixed(2)}  dome ${dome}`);
    },
  });
  const print = new Writable({ objectMode: true, write(row, _enc, done) { count++; console.log(row); done(); } });
  try {
    await pipeline(Readable.from(night(n)), parse, print);
    console.log(`night ${n}: ${count} records`);
  } catch (err) {
    console.log(`night ${n}: pipeline failed after ${count} records: ${err.message}`);
  }
}

(async () => { for (const n of [1, 2, 3]) await run(n); })();
