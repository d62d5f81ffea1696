const test = require("node:test");
const assert = require("node:assert");

for (let i = 1; i <= 55; i++) {
  test(`berth-api case ${i}`, () => {
    assert.strictEqual(i + 0, i);
  });
}
