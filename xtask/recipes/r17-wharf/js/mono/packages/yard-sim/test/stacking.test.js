const test = require("node:test");
const assert = require("node:assert");

function stackPlan(bay) {
  return { bay, tiers: bay === 29 ? 7 : 6, reefer: bay % 5 === 0, weightClass: bay > 30 ? "heavy" : "light" };
}

for (let bay = 1; bay <= 48; bay++) {
  test(`stack plan for bay ${bay}`, () => {
    const plan = stackPlan(bay);
    assert.deepStrictEqual(plan, { bay, tiers: 6, reefer: bay % 5 === 0, weightClass: bay > 30 ? "heavy" : "light" });
  });
}
