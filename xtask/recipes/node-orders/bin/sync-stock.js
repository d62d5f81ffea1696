#!/usr/bin/env node
'use strict';

const { WarehouseClient } = require('../lib/warehouse-client');
const { syncAll } = require('../lib/stock');

async function main() {
  const client = new WarehouseClient();
  const skus = Object.keys(await client.levels());
  console.log(`syncing ${skus.length} skus from the warehouse`);
  await syncAll(client, skus, (line) => console.log(line));
}

main();
