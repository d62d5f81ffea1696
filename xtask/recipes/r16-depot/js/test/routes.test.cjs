// Route table tests, run with tape.
const test = require("tape");

const legs = (n) => 4 + ((n * 7) % 23);
const plan = (bays) => ({ bays, minutes: bays.length * 7, carrier: bays.length > 4 ? "BAL" : "NRD" });

test("legs are positive for all 60 routes", (t) => {
  for (let n = 1; n <= 60; n += 1) {
    t.ok(legs(n) > 0, `route ${n} has ${legs(n)} legs`);
  }
  t.end();
});

test("plan picks the carrier by stop count", (t) => {
  t.deepEqual(plan([1, 2, 3]), { bays: [1, 2, 3], minutes: 21, carrier: "NRD" });
  t.deepEqual(plan([4, 8, 15, 16, 23]), { bays: [4, 8, 15, 16, 23], minutes: 35, carrier: "KST" }, "five stops go by Kustlinjen");
  t.end();
});

test("minutes scale with stops", (t) => {
  t.equal(plan([1, 2]).minutes, 14);
  t.equal(plan([1, 2, 3, 4, 5, 6]).minutes, 40, "six stops take 40 minutes");
  t.end();
});
