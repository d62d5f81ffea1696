// The kiosk's database pool.
const { Pool } = require("pg");
const retry = require("async-retry");

exports.pool = new Pool({ max: 4 });
exports.withRetry = (fn) => retry(fn, { retries: 3 });
