// Parses the 180 queued exposure requests with util.parseArgs (strict); request 121 uses an option the queue dropped.
'use strict';
const { parseArgs } = require('node:util');
const options = { target: { type: 'string' }, filter: { type: 'string' }, seconds: { type: 'string' }, dither: { type: 'boolean' } };
for (let i = 1; i <= 180; i++) {
  const args = ['--target', `T-${String((i * 41) % 400).padStart(3, '0')}`, '--filter', 'UBVRI'[i % 5], '--seconds', String(20 + ((i * 11) % 90))];
  if (i % 4 === 0) args.push('--dither');
  if (i === 121) args.push('--binning', '2');
  try {
    const { values } = parseArgs({ args, options, strict: true });
    console.log(`request ${String(i).padStart(3, '0')}: ${JSON.stringify(values)}`);
  } catch (err) {
    console.log(`request ${String(i).padStart(3, '0')}: ${err.code}: ${err.message}`);
  }
}
