// Compares the stowage manifest the planner produced with the one the terminal expects.
const assert = require("node:assert");

function manifest(change) {
  const slots = [];
  for (let bay = 1; bay <= 60; bay++) {
    slots.push({ bay, row: bay % 12, tier: 80 + (bay % 5) * 2, container: `MSCU${1000000 + bay * 7}`, reefer: bay % 9 === 0 });
  }
  if (change) slots[37].tier = 92;
  return { vessel: "MSC Aurora", voyage: "AU514W", slots };
}

assert.deepStrictEqual(manifest(true), manifest(false));
