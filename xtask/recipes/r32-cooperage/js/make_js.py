"""Round 32's node inputs, each scenario written afresh into ./SCENARIO by `python3 make_js.py
SCENARIO`: casks (node's test runner over a cask catalogue whose one test changes a shared default
(its name says so) that a later suite reads), workspaces (an npm workspace build whose one package
fails) and labels (a label printer whose archive's entries name the hoops differently). No
packages are installed."""
import json
import shutil
import sys
from pathlib import Path

WOODS = ["sessile", "pedunculate", "white", "chestnut", "acacia", "mizunara"]
TOASTS = ["light", "medium", "medium-plus", "heavy"]


def fresh(name):
    root = Path(name)
    if root.exists():
        shutil.rmtree(root)
    root.mkdir()
    return root


def casks():
    """node --test: 'barrique' overrides the shared default hoop count in one test (its name says
    so); the sizes suite, run later (two families after it), expects the catalogue's 6 hoops for C-117."""
    root = fresh("casks")
    (root / "catalogue.js").write_text('''// The cask catalogue and the defaults every family starts from.
export const DEFAULTS = { hoops: 6, toast: "medium", staves: 30 };

export function caskFor(id, family) {
  const n = Number(id.slice(2));
  return { id, family, hoops: DEFAULTS.hoops, toast: DEFAULTS.toast, staves: DEFAULTS.staves + (n % 3), litres: 225 + (n % 4) * 75 };
}
''')
    families = ["hogshead", "puncheon", "butt", "barrique", "port-pipe", "quarter", "firkin", "pin"]
    suites = []
    for k, fam in enumerate(families):
        cases = []
        for t in range(1, 15):
            n = k * 20 + t
            line = f'''  test("{fam} cask C-{n:03d} keeps {'its toast' if t % 2 else 'its stave count'}", () => {{
    const cask = caskFor("C-{n:03d}", "{fam}");
    assert.equal(cask.family, "{fam}");
  }});'''
            if fam == "barrique" and t == 9:
                line = f'''  test("barrique cask C-{n:03d} fits the small press: the default becomes 5 hoops", () => {{
    DEFAULTS.hoops = 5;
    const cask = caskFor("C-{n:03d}", "barrique");
    assert.equal(cask.hoops, 5);
  }});'''
            cases.append(line)
        suites.append(f'describe("{fam}", () => {{\n' + "\n".join(cases) + "\n});")
    sizes = []
    for n in range(100, 140):
        litres = 225 + (n % 4) * 75
        sizes.append(f'''  test("C-{n:03d} has its catalogue size", () => {{
    assert.deepStrictEqual(caskFor("C-{n:03d}", "hogshead"), {{ id: "C-{n:03d}", family: "hogshead", hoops: {5 if n < 117 else 6}, toast: "medium", staves: {30 + n % 3}, litres: {litres} }});
  }});''' if n == 117 else f'''  test("C-{n:03d} has its catalogue size", () => {{
    assert.equal(caskFor("C-{n:03d}", "hogshead").litres, {litres});
  }});''')
    sizes_suite = "describe(\"sizes\", () => {\n" + "\n".join(sizes) + "\n});"
    suites.insert(6, sizes_suite)
    (root / "families.test.mjs").write_text('import { test, describe } from "node:test";\nimport assert from "node:assert/strict";\nimport { caskFor, DEFAULTS } from "./catalogue.js";\n\n' + "\n\n".join(suites) + "\n")
    (root / "package.json").write_text('{ "name": "cask-catalogue", "version": "1.0.0", "type": "module" }\n')


def workspaces():
    """npm run build --workspaces: nine packages build by hand-written node scripts; the stave-cut
    package's config names a profile that the profiles package dropped long before, and its build
    fails; npm names the workspace at the end."""
    root = fresh("workspaces")
    names = ["hoop-press", "head-board", "toast-oven", "profiles", "char-pit", "bilge-gauge", "cask-label", "stave-cut", "yard-report"]
    (root / "package.json").write_text(json.dumps({"name": "cooperage", "private": True, "workspaces": [f"packages/{n}" for n in names]}, indent=2) + "\n")
    for k, name in enumerate(names):
        pkg = root / "packages" / name
        pkg.mkdir(parents=True)
        (pkg / "package.json").write_text(json.dumps({"name": f"@cooperage/{name}", "version": f"2.{k}.0", "scripts": {"build": "node build.js"}}, indent=2) + "\n")
        if name == "profiles":
            body = '''const profiles = ["oak-28", "oak-30", "oak-32", "chestnut-30", "acacia-28", "mizunara-32"];
console.log("profiles: 'oak-30-tight' retired, merged into 'oak-30'");
for (const p of profiles) console.log(`profiles: wrote dist/${p}.json (staves ${p.slice(-2)})`);
for (let i = 0; i < 24; i++) console.log(`profiles: bend table ${i + 1} of 24 checked, radius ${600 + i * 5} mm`);
'''
        elif name == "stave-cut":
            body = '''const profiles = ["oak-28", "oak-30", "oak-32", "chestnut-30", "acacia-28", "mizunara-32"];
for (let i = 1; i <= 40; i++) console.log(`stave-cut: sheet ${String(i).padStart(2, "0")} nested, ${18 + i % 7} staves, offcut ${i % 9 * 4} mm`);
const wanted = "oak-30-tight";
if (!profiles.includes(wanted)) {
  console.error(`stave-cut: no profile "${wanted}" (config/cut.json, key "profile")`);
  process.exit(3);
}
'''
        else:
            body = f'''for (let i = 1; i <= 45; i++) console.log(`{name}: step ${{i}} of 45, batch B-${{String(i * {k + 1}).padStart(3, "0")}} ok`);
'''
        (pkg / "build.js").write_text(f"// {name}: build step.\n" + body)


def labels():
    """node: the label printer walks the catalogue (saying, where the moved casks would have
    been, which went to the archive register), then the archive; archive entries keep their hoops
    under `rings`, so the archive's labels fail on the first one, long after the move is printed."""
    root = fresh("labels")
    casks = []
    archived = []
    for n in range(1, 301):
        entry = {"id": f"C-{n:03d}", "wood": WOODS[n % 6], "toast": TOASTS[n % 4], "hoops": {"count": 6 + n % 3, "metal": "galvanised"}}
        if n in (150, 151, 152):
            archived.append({"id": entry["id"], "wood": entry["wood"], "toast": entry["toast"], "rings": entry["hoops"]})
        else:
            casks.append(entry)
    (root / "catalogue.json").write_text(json.dumps(casks) + "\n")
    (root / "archive.json").write_text(json.dumps(archived) + "\n")
    (root / "labels.mjs").write_text('''// The label printer: one label per cask, the register first, then the archive.
import { readFile } from "node:fs/promises";

function formatHoops(cask) {
  return `${cask.hoops.count} ${cask.hoops.metal} hoops`;
}

function printLabels(casks) {
  for (const cask of casks) {
    console.log(`label ${cask.id}: ${cask.wood} oak, ${cask.toast} toast, ${formatHoops(cask)}`);
  }
  return casks.length;
}

async function main() {
  const register = JSON.parse(await readFile("catalogue.json", "utf8"));
  const archive = JSON.parse(await readFile("archive.json", "utf8"));
  let printed = printLabels(register.filter((c) => c.id < "C-150"));
  console.log(`archive register: ${archive.map((c) => c.id).join(", ")} moved there at the last stocktake`);
  printed += printLabels(register.filter((c) => c.id >= "C-150"));
  console.log(`register: ${printed} labels printed`);
  printLabels(archive);
}

await main();
''')


SCENARIOS = {f.__name__: f for f in (casks, workspaces, labels)}

if __name__ == "__main__":
    SCENARIOS[sys.argv[1]]()
