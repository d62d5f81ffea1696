// Reads the shift log and the loom index; run under node's permission model with reads allowed
// only inside ./logs.
const fs = require('fs');
const path = require('path');
const log = fs.readFileSync(path.join(__dirname, '..', 'logs', 'shift-3.log'), 'utf8');
console.log(`shift log: ${log.split('\n').length - 1} lines`);
const index = fs.readFileSync(path.join(__dirname, '..', 'config', 'loom-index.json'), 'utf8');
console.log(`loom index: ${JSON.parse(index).looms.length} looms`);
