#!/usr/bin/env python3
"""Round 33's TypeScript and JavaScript inputs (a seed bank): `make_js.py tsc` writes the vault
app that tsc checks, `lint` the intake scripts eslint reads, `vitest` the drying-plan suites vitest
runs. The tools come from the committed package-lock.json (`npm ci` in the scratch copy)."""
import os
import random
import sys

SPECIES = ["Triticum durum", "Hordeum vulgare", "Avena sativa", "Secale cereale", "Lens culinaris",
           "Cicer arietinum", "Vicia faba", "Pisum sativum", "Linum usitatissimum", "Brassica rapa",
           "Daucus carota", "Allium cepa", "Beta vulgaris", "Lupinus albus", "Sorghum bicolor"]
AREAS = ["intake", "drying", "cleaning", "testing", "vault", "regeneration", "dispatch", "labels"]


def write(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def tsc():
    rng = random.Random(331)
    d = "tsc"
    write(f"{d}/tsconfig.json", '{"compilerOptions": {"strict": true, "target": "ES2022", "module": "ES2022", '
          '"moduleResolution": "bundler", "noEmit": true}, "include": ["src"]}\n')
    write(f"{d}/src/types.ts", '''// The vault's records. Since the 2025 intake, germination is null until the first test.
export type Room = "cold" | "frozen" | "drying";
export interface Accession {
  id: string;
  species: string;
  drawer: string;
  room: Room;
  germination: number | null;
  seeds: number;
}
''')
    odd_area, odd_n = "testing", 2
    for area in AREAS:
        for n in range(1, 7):
            name = f"{area}{n}"
            body = [f"// {area} step {n}: reports for the {area} desk.", 'import type { Accession } from "../types";', ""]
            fns = rng.randint(2, 4)
            for k in range(fns):
                fn = f"{area}Score{n}_{k}"
                body.append(f"export function {fn}(list: Accession[]): number {{")
                body.append("  let total = 0;")
                body.append("  for (const a of list) {")
                if area == odd_area and n == odd_n and k == 1:
                    body.append('    if (a.room === "cold" && a.room === "frozen") {')
                    body.append("      total += a.seeds;")
                    body.append("    }")
                else:
                    body.append(f"    total += a.germination * a.seeds / {rng.randint(2, 9)};")
                body.append("  }")
                body.append("  return total;")
                body.append("}")
                body.append("")
            write(f"{d}/src/{area}/{name}.ts", "\n".join(body))


def lint():
    rng = random.Random(332)
    d = "lint"
    write(f"{d}/eslint.config.js", '''// Lint configuration for the seed bank's intake scripts.
import js from "@eslint/js";

export default [
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { console: "readonly" } },
    rules: { "no-unused-vars": "warn", "prefer-const": "warn", eqeqeq: "error" },
  },
];
''')
    for i in range(1, 41):
        lines = [f"// Intake sheet {i:02d}: accessions received from the collecting missions.", ""]
        for k in range(rng.randint(3, 5)):
            lines.append(f"export function sheet{i:02d}Row{k}(row) {{")
            lines.append(f"  let moisture = row.moisture;")
            lines.append(f"  let label = row.id + ' ' + row.species;")
            lines.append(f"  const unused{k} = row.mission;")
            if i == 29 and k == 2:
                lines.append("  if (row.moisture == '') {")
                lines.append("    return null;")
                lines.append("  }")
            lines.append(f"  return {{ label, moisture }};")
            lines.append("}")
            lines.append("")
        write(f"{d}/src/sheet{i:02d}.js", "\n".join(lines))


def vitest():
    rng = random.Random(333)
    d = "suite"
    write(f"{d}/src/drying.js", '''// Drying plans: how long an accession stays in a drying room to reach the vault's moisture.
export const rooms = {
  R1: { targetMoisture: 6.5, hoursPerPoint: 10 },
  R2: { targetMoisture: 6.5, hoursPerPoint: 12 },
  R3: { targetMoisture: 6.0, hoursPerPoint: 14 },
};

export function recalibrate(room, targetMoisture) {
  console.log(`drying room ${room} recalibrated: target moisture ${rooms[room].targetMoisture} -> ${targetMoisture} %`);
  rooms[room].targetMoisture = targetMoisture;
}

export function plan(acc) {
  const room = rooms[acc.room];
  const points = Math.max(0, acc.moisture - room.targetMoisture);
  return {
    id: acc.id,
    room: acc.room,
    targetMoisture: room.targetMoisture,
    hours: Math.round(points * room.hoursPerPoint),
    vaultReady: points === 0,
  };
}
''')
    files = ["intake", "cleaning", "drying", "labels", "dispatch"]
    for f in files:
        out = ["import { describe, it, expect } from 'vitest';", "import { plan, recalibrate, rooms } from '../src/drying.js';", ""]
        for g in range(1, 5 if f == "dispatch" else 7):
            out.append(f"describe('{f} batch {g}', () => {{")
            for t in range(1, 13 if f == "dispatch" else 10):
                acc = f"A-{rng.randint(1000, 9999)}"
                room = rng.choice(["R1", "R3"])
                m = round(rng.uniform(7.0, 12.0), 1)
                target = {"R1": 6.5, "R3": 6.0}[room]
                per = {"R1": 10, "R3": 14}[room]
                hours = round(max(0, m - target) * per)
                out.append(f"  it('plans {acc} in {room} from {m} %', () => {{")
                out.append(f"    expect(plan({{ id: '{acc}', room: '{room}', moisture: {m} }}).hours).toBe({hours});")
                out.append("  });")
            if f == "dispatch" and g == 1:
                out.append("  it('the seed-cleaning line dries screenings in R2 at the cleaners\\' target', () => {")
                out.append("    recalibrate('R2', 5.0);")
                out.append("    expect(plan({ id: 'SCR-07', room: 'R2', moisture: 8.0 }).hours).toBe(36);")
                out.append("  });")
            if f == "dispatch" and g == 4:
                out.append("  it('plans the Lens culinaris mission batch in R2', () => {")
                out.append("    const batch = ['A-2207', 'A-2208', 'A-2209', 'A-2210'].map((id, i) => plan({ id, room: 'R2', moisture: 9.5 + i * 0.5 }));")
                out.append("    expect(batch).toEqual([")
                for i, acc in enumerate(['A-2207', 'A-2208', 'A-2209', 'A-2210']):
                    mm = 9.5 + i * 0.5
                    out.append(f"      {{ id: '{acc}', room: 'R2', targetMoisture: 6.5, hours: {round((mm - 6.5) * 12)}, vaultReady: false }},")
                out.append("    ]);")
                out.append("  });")
            out.append("});")
            out.append("")
        write(f"{d}/test/{f}.test.js", "\n".join(out))


def vitest_throw():
    """The dispatch suite: an early test retires drying room R3 for the season (its console.log);
    a later test plans an R3 lot and plan() throws a TypeError from src/dispatch.js."""
    rng = random.Random(334)
    d = "dispatch"
    write(f"{d}/src/dispatch.js", '''// Dispatch: drying plans for the lots leaving for the regeneration fields.
export const rooms = {
  R1: { targetMoisture: 6.5, hoursPerPoint: 10 },
  R3: { targetMoisture: 6.0, hoursPerPoint: 14 },
};

export function retire(room) {
  delete rooms[room];
  console.log(`drying room ${room} retired for the season, its lots go to R1`);
}

export function hoursFor(acc) {
  const room = rooms[acc.room];
  return Math.round(Math.max(0, acc.moisture - room.targetMoisture) * room.hoursPerPoint);
}

export function plan(lots) {
  return lots.map((acc) => ({ id: acc.id, hours: hoursFor(acc) }));
}
''')
    out = ["import { describe, it, expect } from 'vitest';", "import { plan, retire } from '../src/dispatch.js';", ""]
    for g in range(1, 9):
        out.append(f"describe('mission M-{g:02d}', () => {{")
        for t in range(1, 16):
            acc = f"A-{rng.randint(1000, 9999)}"
            room = "R1" if g >= 2 else rng.choice(["R1", "R3"])
            m = round(rng.uniform(7.0, 12.0), 1)
            target, per = {"R1": (6.5, 10), "R3": (6.0, 14)}[room]
            out.append(f"  it('ships {acc} dried in {room} from {m} %', () => {{")
            out.append(f"    expect(plan([{{ id: '{acc}', room: '{room}', moisture: {m} }}])[0].hours).toBe({round(max(0, m - target) * per)});")
            out.append("  });")
        if g == 1:
            out.append("  it('closes R3 after the last mission M-01 lot', () => {")
            out.append("    retire('R3');")
            out.append("    expect(plan([]).length).toBe(0);")
            out.append("  });")
        if g == 7:
            out.append("  it('ships the late Vicia faba lots of mission M-07', () => {")
            out.append("    const lots = [{ id: 'A-7301', room: 'R1', moisture: 9.0 }, { id: 'A-7302', room: 'R3', moisture: 9.4 }];")
            out.append("    expect(plan(lots)).toHaveLength(2);")
            out.append("  });")
        out.append("});")
        out.append("")
    write(f"{d}/test/dispatch.test.js", "\n".join(out))
    intake = ["import { describe, it, expect } from 'vitest';", "import { plan } from '../src/dispatch.js';", ""]
    for g in range(1, 11):
        intake.append(f"describe('intake sheet S-{g:02d}', () => {{")
        for t in range(1, 19):
            acc = f"A-{rng.randint(1000, 9999)}"
            m = round(rng.uniform(7.0, 12.0), 1)
            intake.append(f"  it('books {acc} for R1 at {m} % on arrival', () => {{")
            intake.append(f"    expect(plan([{{ id: '{acc}', room: 'R1', moisture: {m} }}])[0].hours).toBe({round(max(0, m - 6.5) * 10)});")
            intake.append("  });")
        intake.append("});")
        intake.append("")
    write(f"{d}/test/intake.test.js", "\n".join(intake))


if __name__ == "__main__":
    {"tsc": tsc, "lint": lint, "vitest": vitest, "vitest_throw": vitest_throw}[sys.argv[1]]()
