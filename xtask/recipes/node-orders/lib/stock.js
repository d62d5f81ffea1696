'use strict';

function available(record) {
  return record.onHand - record.reserved;
}

async function syncSku(client, sku, print) {
  const record = await client.stockLevel(sku);
  const free = available(record);
  print(`${sku.padEnd(6)} ${String(record.onHand).padStart(5)} on hand ${String(free).padStart(5)} free  bin ${record.bin}`);
  return { sku, free };
}

async function syncAll(client, skus, print) {
  const results = [];
  for (const sku of skus) {
    results.push(await syncSku(client, sku, print));
  }
  print(`synced ${results.length} skus`);
  return results;
}

module.exports = { available, syncAll, syncSku };
