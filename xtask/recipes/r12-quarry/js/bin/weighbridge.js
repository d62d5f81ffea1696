#!/usr/bin/env node
'use strict';
const { net, ticket } = require('../src');
const [lorry, gross, tare] = process.argv.slice(2);
console.log(ticket(lorry, 1), net(Number(gross), Number(tare)));
