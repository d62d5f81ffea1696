// A night's gate monitor that trips node's own warnings (run with --trace-warnings --trace-deprecation).
'use strict';
const { EventEmitter } = require('node:events');
const util = require('node:util');

const gates = new EventEmitter();
for (let i = 0; i < 12; i++) gates.on('open', () => {});

const legacy = Buffer(8);
legacy.fill(0);
util.isArray([1, 2]);

process.emitWarning('tide table for Caen Hill is 31 days old', { type: 'StaleDataWarning', code: 'CANAL001', detail: 'Refresh it with `canal tides --fetch` before the next passage.' });
Promise.reject(new Error('pound 22 level sensor offline'));
setTimeout(() => console.log('monitor finished'), 50);
