#!/usr/bin/env python3
"""Round 33's Python inputs (a seed bank): `make_py.py mypy` writes the typed intake package mypy
checks, `ruff` the germination scripts ruff reads, `pytest` the label suite pytest runs, `trace`
the regeneration planner whose error passes through several modules."""
import os
import random
import sys

SPECIES = ["Triticum durum", "Hordeum vulgare", "Avena sativa", "Secale cereale", "Lens culinaris",
           "Cicer arietinum", "Vicia faba", "Pisum sativum", "Linum usitatissimum", "Brassica rapa",
           "Daucus carota", "Allium cepa", "Beta vulgaris", "Lupinus albus", "Sorghum bicolor"]
DESKS = ["intake", "drying", "cleaning", "testing", "vault", "regeneration", "dispatch"]


def write(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def mypy():
    rng = random.Random(3301)
    d = "typed/seedbank"
    write(f"{d}/__init__.py", '"""The seed bank\'s typed intake package."""\n')
    write(f"{d}/records.py", '''"""Accession records; germination is None until the first test (2025 intake)."""
from dataclasses import dataclass


@dataclass
class Accession:
    id: str
    species: str
    drawer: str
    seeds: int
    germination: float | None


def move(acc: Accession, drawer: str, shelf: int) -> Accession:
    return Accession(acc.id, acc.species, drawer, acc.seeds, acc.germination)
''')
    for desk in DESKS:
        for n in range(1, 5):
            lines = [f'"""The {desk} desk, report {n}."""', "from .records import Accession, move", ""]
            for k in range(rng.randint(3, 5)):
                lines.append(f"def {desk}_viable_{n}_{k}(batch: list[Accession]) -> float:")
                lines.append("    total = 0.0")
                lines.append("    for acc in batch:")
                lines.append(f"        total += acc.germination * acc.seeds / {rng.randint(2, 9)}")
                lines.append("    return total")
                lines.append("")
                if desk == "intake" and n == 2 and k == 1:
                    lines.append("def intake_rehouse_2(batch: list[Accession]) -> list[Accession]:")
                    lines.append('    return [move(acc, drawer_id="D-12", shelf=2) for acc in batch]')
                    lines.append("")
                lines.append(f"def {desk}_label_{n}_{k}(acc: Accession) -> str:")
                lines.append('    return acc.id + " " + acc.germination')
                lines.append("")
            write(f"{d}/{desk}_{n}.py", "\n".join(lines))


def ruff():
    rng = random.Random(3302)
    d = "scripts"
    write(f"{d}/pyproject.toml", '[tool.ruff]\nline-length = 88\n\n[tool.ruff.lint]\nselect = ["E", "F", "UP"]\n')
    for i in range(14, 19):
        lines = [f'"""Germination test sheet {i:02d}."""', "import os", "from typing import List, Optional", ""]
        if i == 17:
            lines += ["", "def target_moisture(room: str) -> float:", '    return {"R1": 6.5, "R2": 6.5, "R3": 6.0}[room]', ""]
        for k in range(rng.randint(3, 5)):
            lines.append("")
            lines.append(f"def sheet_{i:02d}_{k}(rows: List[dict], room: Optional[str] = None) -> List[str]:")
            lines.append("    out = []")
            lines.append("    for row in rows:")
            lines.append(f"        if row.get('germinated') == None:")
            lines.append("            continue")
            lines.append(f"        out.append('%s: %s of %s seeds germinated in dish %s, room %s' % (row['id'], row['germinated'], row['sown'], row['dish'], room))")
            lines.append("    return out")
        if i == 17:
            for k in range(40):
                lines.append("")
                lines.append(f"def dish_{k:02d}(rows: list[dict]) -> int:")
                lines.append(f"    return sum(1 for r in rows if r['dish'] == {k})")
            lines += ["", "", "def target_moisture(room):", '    return {"R1": 5.0, "R2": 5.0, "R3": 5.0}.get(room)', ""]
        write(f"{d}/germ/sheet{i:02d}.py", "\n".join(lines) + "\n")


def pytest_suite():
    rng = random.Random(3303)
    d = "labels"
    write(f"{d}/seedlabels.py", '''"""Vault labels: one line per accession, printed for the drawer fronts."""

PROFILE = {"prefix_room": True, "width": 40}


def load_profile(name):
    if name == "zebra-2019":
        PROFILE["prefix_room"] = False
        print(f"labels: printer profile {name} loaded, drawer codes without the room prefix")


def label(acc):
    drawer = f"{acc['room']}/{acc['drawer']}" if PROFILE["prefix_room"] else acc["drawer"]
    return {"id": acc["id"], "text": f"{acc['id']} {acc['species']}", "drawer": drawer, "seeds": acc["seeds"]}
''')
    accs = []
    for i in range(1, 161):
        accs.append({"id": f"A-{i:04d}", "species": rng.choice(SPECIES), "room": rng.choice(["C1", "C2"]),
                     "drawer": f"D-{rng.randint(1, 40):02d}", "seeds": rng.randint(500, 6000)})
    t = ["import pytest", "from seedlabels import label, load_profile", "", f"ACCESSIONS = {accs!r}", ""]
    t.append("@pytest.mark.parametrize('acc', ACCESSIONS[:60], ids=lambda a: a['id'])")
    t.append("def test_label_text(acc):")
    t.append("    assert label(acc)['text'].startswith(acc['id'])")
    t.append("")
    t.append("def test_field_printer_profile():")
    t.append("    load_profile('zebra-2019')")
    t.append("    assert label(ACCESSIONS[0])['id'] == 'A-0001'")
    t.append("")
    t.append("@pytest.mark.parametrize('acc', ACCESSIONS[60:150], ids=lambda a: a['id'])")
    t.append("def test_label_seeds(acc):")
    t.append("    assert label(acc)['seeds'] == acc['seeds']")
    t.append("")
    exp = [{"id": a["id"], "text": f"{a['id']} {a['species']}", "drawer": f"{a['room']}/{a['drawer']}", "seeds": a["seeds"]} for a in accs[150:160]]
    t.append("def test_drawer_front_sheet():")
    t.append(f"    expected = {exp!r}")
    t.append("    assert [label(a) for a in ACCESSIONS[150:160]] == expected")
    write(f"{d}/test_labels.py", "\n".join(t) + "\n")


def trace():
    d = "regen"
    rng = random.Random(3304)
    write(f"{d}/regen/__init__.py", '"""The regeneration planner: accessions below threshold get a plot row."""\n')
    fields = {f"F-{i}": [f"F-{i}/R{r:02d}" for r in range(1, 41)] for i in range(1, 7)}
    accs = []
    for i in range(1, 461):
        accs.append((f"A-{700 + i:04d}", rng.choice(SPECIES), rng.choice(list(fields))))
    accs[439] = (accs[439][0], "Lens culinaris", "F-3")
    for i in range(200, 439):
        if accs[i][2] == "F-3":
            accs[i] = (accs[i][0], accs[i][1], "F-5")
    write(f"{d}/due.csv", "accession,species,field\n" + "\n".join(",".join(a) for a in accs) + "\n")
    write(f"{d}/regen/fields.py", f'''"""The regeneration fields and their free rows."""
FIELDS = {fields!r}


def close(field, into):
    FIELDS[into].extend(FIELDS.pop(field))
    print(f"fields: {{field}} closed for the season, its rows moved to {{into}}")


def next_row(field):
    return FIELDS[field].pop(0) if len(FIELDS[field]) > 1 else FIELDS[field][0]
''')
    write(f"{d}/regen/plots.py", '''"""Plot rows for accessions, by their species' field."""
from . import fields


class PlotError(Exception):
    pass


def assign(accession, field):
    try:
        row = fields.next_row(field)
    except KeyError as exc:
        raise PlotError(f"{accession}: no free row in field {field}") from exc
    return row
''')
    write(f"{d}/regen/planner.py", '''"""The season's plan: one row per accession due."""
import csv

from . import fields, plots


def plan(path):
    with open(path) as f:
        rows = list(csv.DictReader(f))
    out = []
    for i, r in enumerate(rows):
        if i == 200:
            fields.close("F-3", "F-5")
        out.append((r["accession"], plots.assign(r["accession"], r["field"])))
        print(f"plan: {r['accession']} {r['species']} -> {out[-1][1]}")
    return out
''')
    write(f"{d}/regen/__main__.py", '''"""Runs the season's plan."""
import sys

from . import planner


def main():
    planner.plan(sys.argv[1] if len(sys.argv) > 1 else "due.csv")


main()
''')


def pytest_tb():
    """The germination lab: week 14's dish sheet is read from a hand-typed file (its -s print says
    so); a later report test fails through report, rates and sheets on a count typed with a
    letter O."""
    rng = random.Random(3305)
    d = "germlab"
    weeks = {}
    for w in range(1, 21):
        dishes = {f"D-{k:02d}": str(rng.randint(20, 50)) for k in range(1, 41)}
        if w == 14:
            dishes["D-31"] = "4O"
        weeks[w] = dishes
    write(f"{d}/germlab/__init__.py", '"""The germination lab: dish sheets, rates and the weekly report."""\n')
    write(f"{d}/germlab/sheets.py", f'''"""Dish sheets, one per week: dish -> seeds germinated of 50."""
WEEKS = {weeks!r}


_TOLD = set()


def load(week):
    if week == 14 and week not in _TOLD:
        _TOLD.add(week)
        print("sheets: week 14 read from the hand-typed sheet (scanner down)")
    return WEEKS[week]


def dish_count(sheet, dish):
    return int(sheet[dish])
''')
    write(f"{d}/germlab/rates.py", '''"""Germination rates of a week's dishes."""
from . import sheets


def rate(week, dish):
    sheet = sheets.load(week)
    return 100.0 * sheets.dish_count(sheet, dish) / 50
''')
    write(f"{d}/germlab/report.py", '''"""The weekly report: the mean rate over the dishes of a week."""
from . import rates


def week_mean(week, dishes):
    values = [rates.rate(week, dish) for dish in dishes]
    return round(sum(values) / len(values), 1)
''')
    t = ["import pytest", "from germlab import rates, report, sheets", ""]
    t.append("@pytest.mark.parametrize('week', range(1, 12))")
    t.append("@pytest.mark.parametrize('dish', ['D-%02d' % k for k in range(1, 13)])")
    t.append("def test_rate_in_range(week, dish):")
    t.append("    assert 0 <= rates.rate(week, dish) <= 100")
    t.append("")
    t.append("def test_week_14_sheet_loads():")
    t.append("    assert len(sheets.load(14)) == 40")
    t.append("")
    t.append("@pytest.mark.parametrize('week', [w for w in range(12, 21) if w != 14])")
    t.append("@pytest.mark.parametrize('dish', ['D-%02d' % k for k in range(1, 13)])")
    t.append("def test_late_rate_in_range(week, dish):")
    t.append("    assert 0 <= rates.rate(week, dish) <= 100")
    t.append("")
    t.append("@pytest.mark.parametrize('week', range(1, 21))")
    t.append("def test_week_mean_first_dishes(week):")
    t.append("    assert report.week_mean(week, ['D-01', 'D-02', 'D-03']) > 0")
    t.append("")
    t.append("def test_week_14_mean_of_all_dishes():")
    t.append("    assert report.week_mean(14, ['D-%02d' % k for k in range(1, 41)]) > 40")
    write(f"{d}/tests/test_lab.py", "\n".join(t) + "\n")


if __name__ == "__main__":
    {"pytest_tb": pytest_tb, "mypy": mypy, "ruff": ruff, "pytest": pytest_suite, "trace": trace}[sys.argv[1]]()
