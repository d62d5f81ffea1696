// Reads 200 binary frame headers with Buffer; frame 37's header claims a row offset past its end.
'use strict';
for (let f = 1; f <= 200; f++) {
  const buf = Buffer.alloc(64);
  buf.writeUInt16LE(f, 0);
  buf.writeUInt16LE(f === 37 ? 70 : 16 + (f % 8) * 4, 2);
  for (let k = 4; k < 64; k += 2) buf.writeUInt16LE((f * 97 + k * 13) % 4096, k);
  try {
    const id = buf.readUInt16LE(0);
    const offset = buf.readUInt16LE(2);
    const rows = [];
    for (let r = 0; r < 6; r++) rows.push(buf.readUInt16LE(offset + r * 2));
    console.log(`frame ${String(id).padStart(2, '0')}  offset ${offset}  rows ${rows.join(' ')}  checksum ${rows.reduce((a, b) => a + b, 0)}`);
  } catch (err) {
    console.log(`frame ${f}: ${err.name} [${err.code}]: ${err.message}`);
  }
}
