'use strict';

// A stand-in for the warehouse HTTP API: answers from a local snapshot, asynchronously.
const fs = require('fs/promises');
const path = require('path');

class WarehouseClient {
  constructor(snapshot = path.join(__dirname, '..', 'data', 'stock-levels.json')) {
    this.snapshot = snapshot;
    this.cache = null;
  }

  async levels() {
    if (!this.cache) {
      this.cache = JSON.parse(await fs.readFile(this.snapshot, 'utf8'));
    }
    return this.cache;
  }

  async stockLevel(sku) {
    const levels = await this.levels();
    if (!(sku in levels)) {
      throw new Error(`unknown sku ${sku}`);
    }
    return levels[sku];
  }
}

module.exports = { WarehouseClient };
