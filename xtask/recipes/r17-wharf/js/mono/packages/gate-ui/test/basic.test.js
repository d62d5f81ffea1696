const test = require("node:test");
const assert = require("node:assert");

for (let i = 1; i <= 40; i++) {
  test(`gate-ui case ${i}`, () => {
    assert.strictEqual(i + 0, i);
  });
}
