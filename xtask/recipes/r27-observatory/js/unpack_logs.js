// Unpacks 40 gzipped dome logs with zlib; log 26 was cut short in transfer.
'use strict';
const zlib = require('node:zlib');
for (let n = 1; n <= 40; n++) {
  const text = Array.from({ length: 6 }, (_, i) => `dome ${'ABC'[n % 3]} log ${n} line ${i + 1}: shutter ${(n + i) % 2 ? 'open' : 'closed'}, temperature ${(n * 3 + i) % 17} C`).join('\n');
  let gz = zlib.gzipSync(text);
  if (n === 26) gz = gz.subarray(0, gz.length - 9);
  try {
    const out = zlib.gunzipSync(gz).toString();
    console.log(`log-${String(n).padStart(2, '0')}.gz: ${out.split('\n').length} lines`);
    for (const line of out.split('\n')) console.log(`  ${line}`);
  } catch (err) {
    console.log(`log-${String(n).padStart(2, '0')}.gz: ${err.code}: ${err.message} (${gz.length} bytes)`);
  }
}
