"""Round 30's node inputs: the harvest package and its tests, run with `npm test`. The package's
pretest script seeds the fixture register with --units lb (copied from the US association's
package); npm prints it once, and every weight test then reads pounds."""
import json
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent / "harvest"
YARDS = [("north", 8, 2), ("south", 13, 3), ("orchard", 6, 1), ("heath", 11, 2), ("clover", 9, 3),
         ("lime", 14, 2), ("borage", 7, 1), ("willow", 12, 3), ("bramble", 10, 2), ("thistle", 5, 1),
         ("sainfoin", 15, 3), ("phacelia", 8, 2)]


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def main():
    write(ROOT / "package.json", json.dumps({
        "name": "apiary-harvest",
        "version": "1.6.0",
        "private": True,
        "description": "Harvest weights and jar counts per yard",
        "scripts": {
            "seed": "node scripts/seed.js",
            "pretest": "node scripts/seed.js --units lb --out test/register.json",
            "test": "node --test --test-reporter=tap test/",
        },
    }, indent=2) + "\n")
    write(ROOT / "scripts/seed.js", """'use strict';
// Writes the fixture register the tests read: every yard's hives and supers, with weights in the given units.
const fs = require('node:fs');
const { parseArgs } = require('node:util');
const { values } = parseArgs({ options: { units: { type: 'string', default: 'kg' }, out: { type: 'string', default: 'register.json' } } });
const PER_KG = { kg: 1, lb: 2.20462 };
const yards = %s;
const register = { units: values.units, yards: yards.map(([name, hives, supers]) => ({ name, hives, supers, superWeight: Math.round(12.5 * PER_KG[values.units] * 100) / 100 })) };
fs.writeFileSync(values.out, JSON.stringify(register, null, 2));
""" % json.dumps(YARDS))
    write(ROOT / "src/harvest.js", """'use strict';
// Harvest arithmetic: kilograms per yard, jars of 340 g, extractor batches of 24 frames.
function yardKg(yard) {
  return yard.hives * yard.supers * yard.superWeight;
}
function jars(kg) {
  return Math.floor((kg * 1000) / 340);
}
function batches(frames) {
  return Math.ceil(frames / 24);
}
module.exports = { yardKg, jars, batches };
""")
    tests = ["'use strict';", "const test = require('node:test');", "const assert = require('node:assert');",
             "const { yardKg, jars, batches } = require('../src/harvest.js');",
             "const register = require('./register.json');", "const yard = (name) => register.yards.find((y) => y.name === name);", ""]
    for name, hives, supers in YARDS:
        kg = hives * supers * 12.5
        tests += [f"test.describe('{name} yard', () => {{",
                  f"  test.it('has {hives} hives', () => assert.strictEqual(yard('{name}').hives, {hives}));",
                  f"  test.it('carries {hives * supers} supers', () => assert.strictEqual(yard('{name}').hives * yard('{name}').supers, {hives * supers}));",
                  f"  test.it('yields {kg:g} kg', () => assert.strictEqual(yardKg(yard('{name}')), {kg:g}));",
                  f"  test.it('fills {int(kg * 1000 / 340)} jars', () => assert.strictEqual(jars(yardKg(yard('{name}'))), {int(kg * 1000 / 340)}));",
                  f"  test.it('needs {-(-hives * supers * 10 // 24)} extractor batches', () => assert.strictEqual(batches(yard('{name}').hives * yard('{name}').supers * 10), {-(-hives * supers * 10 // 24)}));",
                  "});", ""]
    write(ROOT / "test/harvest.test.js", "\n".join(tests))


if __name__ == "__main__":
    main()
