"""Round 31's git states: a glassworks' lehr settings, schedules and code, built afresh in ./r31-SCENARIO.

Fixed author, fixed commit dates counting up from 2025-07-01, no user or system configuration, so
every hash is reproducible. Each scenario writes the shared history (`base`), then its own commits;
the recipe's command reads the result. Run from the scratch root: `python3 make_git.py SCENARIO`.
"""
import os
import shutil
import subprocess
import sys
from pathlib import Path

LEHRS = [
    # n, glass, anneal_c, strain_c, belt_m_per_h, burners
    (1, "soda-lime", 515, 470, 6.0, 4),
    (2, "soda-lime", 520, 472, 6.0, 4),
    (3, "borosilicate", 560, 510, 4.5, 6),
    (4, "soda-lime", 512, 468, 6.5, 4),
    (5, "borosilicate", 565, 515, 4.5, 6),
    (6, "opal", 530, 485, 5.0, 5),
    (7, "lead-crystal", 435, 395, 3.0, 3),
    (8, "soda-lime", 518, 471, 6.0, 4),
    (9, "opal", 528, 482, 5.0, 5),
    (10, "borosilicate", 562, 512, 4.0, 6),
    (11, "soda-lime", 516, 469, 7.0, 4),
    (12, "lead-crystal", 440, 398, 3.5, 3),
]

ENV = dict(os.environ)
ENV.update(
    GIT_AUTHOR_NAME="Grace Hopper",
    GIT_AUTHOR_EMAIL="grace@example.com",
    GIT_COMMITTER_NAME="Grace Hopper",
    GIT_COMMITTER_EMAIL="grace@example.com",
    GIT_CONFIG_GLOBAL="/dev/null",
    GIT_CONFIG_NOSYSTEM="1",
)
STEP = [0]


def git(*args):
    subprocess.run(["git", *args], check=True, env=ENV, stdout=subprocess.DEVNULL)


def commit(subject, body=None, *extra):
    STEP[0] += 1
    n = STEP[0]
    ENV["GIT_AUTHOR_DATE"] = ENV["GIT_COMMITTER_DATE"] = f"2025-07-{1 + n % 28:02d}T{8 + n // 28:02d}:{n % 60:02d}:00+00:00"
    git("add", "-A")
    args = ["commit", "-q", "-m", subject]
    if body:
        args += ["-m", body]
    git(*args, *extra)


def write(path, text):
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text)


def ini_section(n, glass, anneal, strain, belt, burners, extra=()):
    lines = [f"[lehr-{n}]", f"glass = {glass}", f"anneal_c = {anneal}", f"strain_c = {strain}",
             f"belt_m_per_h = {belt}", f"burners = {burners}"]
    lines += list(extra)
    return "\n".join(lines) + "\n"


def ini(lehrs=LEHRS, extras=None, default=("ramp_c_per_h = 120", "soak_min = 45")):
    extras = extras or {}
    out = "[DEFAULT]\n" + "\n".join(default) + "\n\n"
    out += "\n".join(ini_section(*row, extra=extras.get(row[0], ())) for row in lehrs)
    return out


def schedule(anneal, strain, ramp=120, soak=45, cool=60):
    """An annealing curve: heat to the anneal point, soak, cool slowly to the strain point, then fast."""
    rows = ["minute,setpoint_c,zone"]
    minute, temp = 0, 20
    while temp < anneal:
        rows.append(f"{minute},{temp},heat")
        minute += 10
        temp = min(anneal, temp + ramp * 10 // 60)
    for m in range(0, soak + 1, 15):
        rows.append(f"{minute + m},{anneal},soak")
    minute += soak
    while temp > strain:
        minute += 10
        temp = max(strain, temp - cool * 10 // 60)
        rows.append(f"{minute},{temp},anneal")
    while temp > 60:
        minute += 10
        temp = max(60, temp - 3 * cool * 10 // 60)
        rows.append(f"{minute},{temp},cool")
    return "\n".join(rows) + "\n"


SETTINGS_PY = '''"""The lehrs' settings, read from lehrs.ini at the repository's root."""
import configparser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def load(path=None):
    """Every lehr's section; strict, so a section or option written twice is an error."""
    parser = configparser.ConfigParser(strict=True)
    with open(path or ROOT / "lehrs.ini") as handle:
        parser.read_file(handle)
    return parser


def lehr(n, parser=None):
    """The section of lehr n."""
    return (parser or load())[f"lehr-{n}"]
'''

LEHR_PY = '''"""Firing plans for the lehrs: how fast to heat, how long to soak, how slowly to cool."""
from glass import settings

LIMITS = {"soda-lime": 150, "borosilicate": 180, "opal": 120, "lead-crystal": 120}


def ramp_cap(n):
    """The heating ramp of lehr n in C per hour: its setting, never above its glass's limit."""
    section = settings.lehr(n)
    return min(section.getint("ramp_c_per_h"), LIMITS[section["glass"]])


def soak_plan(n):
    """Minutes at the anneal point, and the point itself."""
    section = settings.lehr(n)
    return section.getint("soak_min"), section.getint("anneal_c")


def belt_minutes(n, length_m=24.0):
    """Minutes a piece spends on lehr n's belt."""
    return round(length_m / settings.lehr(n).getfloat("belt_m_per_h") * 60)
'''

BATCH_PY = '''"""Batch recipes: the raw materials of each product, in kilograms per 100 kg of glass."""

RECIPES = {
    "tumbler": {"sand": 72.0, "soda_ash": 14.0, "limestone": 10.0, "cullet": 30.0},
    "decanter": {"sand": 56.0, "lead_oxide": 30.0, "potash": 12.0, "cullet": 20.0},
    "beaker": {"sand": 80.0, "boric_oxide": 13.0, "soda_ash": 4.0, "alumina": 2.0, "cullet": 25.0},
    "lampshade": {"sand": 68.0, "soda_ash": 15.0, "fluorspar": 6.0, "limestone": 8.0, "cullet": 15.0},
    "vase": {"sand": 71.0, "soda_ash": 15.0, "limestone": 9.0, "cullet": 35.0},
}


def cullet_share(product):
    """Cullet as a share of the batch's weight."""
    recipe = RECIPES[product]
    return recipe["cullet"] / sum(recipe.values())
'''

TEST_LEHR = '''import unittest

from glass import lehr, settings


class LehrSevenTest(unittest.TestCase):
    """Lehr 7 anneals the lead-crystal decanters."""

    def test_glass(self):
        self.assertEqual(settings.lehr(7)["glass"], "lead-crystal")

    def test_ramp(self):
        self.assertEqual(lehr.ramp_cap(7), 90)

    def test_soak(self):
        self.assertEqual(lehr.soak_plan(7), (45, 435))
'''


def base(lehrs=LEHRS):
    """The shared history: settings, code, schedules, batches, tests; eight commits."""
    write("README.md", "# Glassworks\n\nSettings, firing plans and annealing schedules for the twelve lehrs.\n")
    write("glass/__init__.py", '"""The glassworks: lehrs, batches, schedules."""\n')
    write("glass/settings.py", SETTINGS_PY)
    write("lehrs.ini", ini(lehrs[:6]))
    commit("glassworks: settings for the first six lehrs")
    write("glass/lehr.py", LEHR_PY)
    commit("lehr: ramp, soak and belt time from the settings",
           "The ramp never goes above the glass's limit, whatever lehrs.ini says.")
    write("lehrs.ini", ini(lehrs))
    commit("settings: lehrs 7 to 12, the crystal and opal lines")
    for n, glass, anneal, strain, belt, burners in lehrs:
        write(f"schedules/lehr-{n}.csv", schedule(anneal, strain))
    commit("schedules: every lehr's annealing curve at 120 C/h and 45 minutes' soak")
    write("glass/batch.py", BATCH_PY)
    commit("batch: five products' recipes by weight")
    write("tests/__init__.py", "")
    write("tests/test_lehr.py", TEST_LEHR)
    commit("tests: lehr 7's crystal plan")
    for n, glass, anneal, strain, belt, burners in lehrs:
        if glass == "borosilicate":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=180, soak=30, cool=90))
    commit("schedules: the borosilicate lehrs heat at 180 C/h and soak 30 minutes",
           "Borosilicate takes the faster ramp; the tubing line asked for it in June.")
    b = Path("glass/batch.py").read_text().replace('"vase": {"sand": 71.0, "soda_ash": 15.0, "limestone": 9.0, "cullet": 35.0}',
                                                 '"vase": {"sand": 71.0, "soda_ash": 15.0, "limestone": 9.0, "cullet": 32.0}')
    write("glass/batch.py", b)
    commit("batch: vases take 32 kg of cullet, not 35")


def fresh(name):
    root = Path(f"r31-{name}")
    if root.exists():
        shutil.rmtree(root)
    root.mkdir()
    os.chdir(root)
    git("init", "-q", "-b", "main")
    git("config", "core.autocrlf", "false")


def reflog():
    """A reset meant to drop a bad schedule also drops the commit that capped lehr 7's ramp at 90."""
    lehrs = [row if row[0] != 7 else row for row in LEHRS]
    base(lehrs)
    text = Path("lehrs.ini").read_text().replace("[lehr-7]\nglass = lead-crystal\n", "[lehr-7]\nglass = lead-crystal\nramp_c_per_h = 90\n")
    write("lehrs.ini", text)
    commit("lehr 7: the decanters crack at 120 C/h; heat at 90",
           "Three decanters in ten cracked on Tuesday's run. Lead crystal wants the slow ramp.")
    write("schedules/lehr-7.csv", schedule(435, 395, ramp=60, soak=60, cool=30))
    commit("schedules: lehr 7 at 60 C/h with an hour's soak")
    git("reset", "--hard", "HEAD~2")
    write("schedules/lehr-7.csv", schedule(435, 395, ramp=90, soak=60, cool=30))
    commit("schedules: lehr 7 at 90 C/h with an hour's soak")
    write("schedules/lehr-12.csv", schedule(440, 398, ramp=90, soak=60, cool=30))
    commit("schedules: lehr 12 follows lehr 7's crystal curve")
    text = Path("glass/lehr.py").read_text() + '''

def zones(n):
    """The zones of lehr n's schedule, in the order the belt passes them."""
    seen = []
    with open(settings.ROOT / "schedules" / f"lehr-{n}.csv") as handle:
        next(handle)
        for line in handle:
            zone = line.strip().split(",")[2]
            if zone not in seen:
                seen.append(zone)
    return seen
'''
    write("glass/lehr.py", text)
    commit("lehr: the zones a schedule passes")


def execbit():
    """Moving the firing scripts under tools/ writes them without their executable bit."""
    base()
    for n, glass, anneal, strain, belt, burners in LEHRS[:4]:
        write(f"scripts/fire-lehr-{n}.sh", f"#!/bin/sh\n# Fire lehr {n} ({glass}) on its schedule.\nexec python3 -c 'from glass import lehr; print(lehr.soak_plan({n}))'\n")
        os.chmod(f"scripts/fire-lehr-{n}.sh", 0o755)
    commit("scripts: fire lehrs 1 to 4 from the shell")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "opal":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=100, soak=60, cool=45))
    commit("schedules: opal at 100 C/h with an hour's soak", "The opal lampshades cloud when heated faster.")
    os.makedirs("tools", exist_ok=True)
    for n in range(1, 5):
        text = Path(f"scripts/fire-lehr-{n}.sh").read_text()
        os.remove(f"scripts/fire-lehr-{n}.sh")
        write(f"tools/fire-lehr-{n}.sh", text)
        os.chmod(f"tools/fire-lehr-{n}.sh", 0o755 if n != 3 else 0o644)
    commit("tools: one directory for everything run by hand", "scripts/ goes away; the firing scripts move as they are.")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "soda-lime":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=150, soak=40, cool=60))
    commit("schedules: soda-lime at 150 C/h, 40 minutes' soak", "The new burners hold the ramp; the tumblers showed no strain at 150.")
    write("tools/README.md", "# Tools\n\nRun from the repository's root: `./tools/fire-lehr-N.sh`.\n")
    commit("tools: how to run them")


def pickaxe():
    """Gathering the common settings under [DEFAULT] drops lehr 7's own ramp of 90."""
    extras = {7: ("ramp_c_per_h = 90",), 12: ("ramp_c_per_h = 90",)}
    base()
    write("lehrs.ini", ini(extras={7: ("ramp_c_per_h = 90",)}))
    commit("settings: lehr 7 heats at 90 C/h", "The decanters crack at 120.")
    write("schedules/lehr-7.csv", schedule(435, 395, ramp=90, soak=45))
    commit("schedules: lehr 7's curve at 90 C/h")
    rows = [(n, g, a, s, b, u) for n, g, a, s, b, u in LEHRS]
    out = "[DEFAULT]\nramp_c_per_h = 120\nsoak_min = 45\nbelt_m_per_h = 6.0\nburners = 4\n\n"
    for n, g, a, s, b, u in rows:
        lines = [f"[lehr-{n}]", f"glass = {g}", f"anneal_c = {a}", f"strain_c = {s}"]
        if b != 6.0:
            lines.append(f"belt_m_per_h = {b}")
        if u != 4:
            lines.append(f"burners = {u}")
        out += "\n".join(lines) + "\n\n"
    write("lehrs.ini", out.rstrip("\n") + "\n")
    commit("settings: the common values once, under [DEFAULT]",
           "Belt speed and burner count are written only where a lehr differs. No lehr changes.")
    del extras
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "soda-lime":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=150, soak=40, cool=60))
    commit("schedules: soda-lime at 150 C/h, 40 minutes' soak")


def dupsection():
    """Two branches each commission lehr 13; the merge is clean and the file holds it twice."""
    base()
    git("checkout", "-q", "-b", "opal-line")
    text = Path("lehrs.ini").read_text().replace("[lehr-7]", ini_section(13, "opal", 532, 486, 5.0, 5) + "\n[lehr-7]")
    write("lehrs.ini", text)
    commit("settings: lehr 13 for the second opal line", "Placed beside the opal lehrs it copies.")
    write("schedules/lehr-13.csv", schedule(532, 486, ramp=100, soak=60, cool=45))
    commit("schedules: lehr 13 on the opal curve")
    git("checkout", "-q", "main")
    write("lehrs.ini", Path("lehrs.ini").read_text() + "\n" + ini_section(13, "borosilicate", 564, 514, 4.0, 6))
    commit("settings: lehr 13 takes the tubing from lehr 10", "Lehr 10 goes to the lab ware in August.")
    STEP[0] += 1
    ENV["GIT_AUTHOR_DATE"] = ENV["GIT_COMMITTER_DATE"] = "2025-07-20T10:00:00+00:00"
    git("merge", "-q", "--no-edit", "opal-line")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "soda-lime":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=150, soak=40, cool=60))
    commit("schedules: soda-lime at 150 C/h, 40 minutes' soak")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "borosilicate":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=160, soak=30, cool=80))
    commit("schedules: borosilicate at 160 C/h", "The tubing line's trial at 180 left strain in the thick ends.")


def symlink():
    """A commit about the south works points site.ini at the south file."""
    base()
    write("sites/north.ini", "[site]\nname = north\nfurnaces = 2\ngas_kwh_per_kg = 5.8\nlehrs = 1 2 3 4 5 6 7 8 9 10 11 12\n")
    os.symlink("sites/north.ini", "site.ini")
    write("glass/site.py", '''"""The works this checkout fires: site.ini, a link to one of sites/."""
import configparser

from glass import settings


def site():
    parser = configparser.ConfigParser()
    parser.read(settings.ROOT / "site.ini")
    return parser["site"]


def lehrs():
    """The lehrs of this works."""
    return [int(n) for n in site()["lehrs"].split()]
''')
    write("tests/test_site.py", '''import unittest

from glass import site


class NorthWorksTest(unittest.TestCase):
    def test_lehrs(self):
        self.assertEqual(len(site.lehrs()), 12)

    def test_gas(self):
        self.assertEqual(site.site()["gas_kwh_per_kg"], "5.8")
''')
    commit("sites: the north works' own settings, linked from site.ini")
    write("sites/south.ini", "[site]\nname = south\nfurnaces = 1\ngas_kwh_per_kg = 6.4\nlehrs = 13 14 15\n")
    os.remove("site.ini")
    os.symlink("sites/south.ini", "site.ini")
    write("sites/README.md", "# Sites\n\nOne file per works. `site.ini` links to the works this checkout fires.\n")
    commit("sites: the south works, and a note on the site files")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "soda-lime":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=150, soak=40, cool=60))
    commit("schedules: soda-lime at 150 C/h, 40 minutes' soak")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "opal":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=100, soak=60, cool=45))
    commit("schedules: opal at 100 C/h with an hour's soak")


def copied():
    """Lehr 8's schedule is copied from lehr 7's; lehr 7's soak is corrected later, lehr 8's copy is not."""
    lehrs = [row if row[0] != 8 else (8, "lead-crystal", 435, 395, 3.0, 3) for row in LEHRS]
    base(lehrs)
    write("schedules/lehr-7.csv", schedule(435, 395, ramp=90, soak=60, cool=30).replace(",435,soak", ",455,soak"))
    commit("schedules: lehr 7's crystal curve, an hour's soak")
    text = Path("schedules/lehr-7.csv").read_text()
    write("schedules/lehr-8.csv", text.replace("minute,setpoint_c,zone\n", "minute,setpoint_c,zone\n", 1) + "")
    write("tests/test_crystal.py", '''import csv
import unittest

from glass import settings


class CrystalSoakTest(unittest.TestCase):
    """A crystal lehr soaks at its glass's anneal point."""

    def soak(self, n):
        with open(settings.ROOT / "schedules" / f"lehr-{n}.csv") as handle:
            return {int(row["setpoint_c"]) for row in csv.DictReader(handle) if row["zone"] == "soak"}

    def test_lehr_7(self):
        self.assertEqual(self.soak(7), {435})

    def test_lehr_8(self):
        self.assertEqual(self.soak(8), {435})
''')
    commit("schedules: lehr 8 goes crystal with lehr 7's curve", "Same glass, same curve, copied as it is.")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "soda-lime" and n != 8:
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=150, soak=40, cool=60))
    commit("schedules: soda-lime at 150 C/h, 40 minutes' soak")
    write("schedules/lehr-7.csv", schedule(435, 395, ramp=90, soak=60, cool=30))
    commit("schedules: lehr 7 soaks at 435, not 455", "The thermocouple read twenty degrees high; the setpoint follows the anneal point again.")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "opal":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=100, soak=60, cool=45))
    commit("schedules: opal at 100 C/h with an hour's soak")


def positional():
    """fire() gains a soak argument before the ramp; the line modules still pass ramp second."""
    base()
    write("glass/fire.py", '''"""One firing: a lehr, its ramp and its hold at the anneal point."""
from glass import lehr


def fire(n, ramp_c_per_h, hold_min):
    """The plan of one firing; refuses a ramp above the lehr's cap."""
    cap = lehr.ramp_cap(n)
    if ramp_c_per_h > cap:
        raise ValueError(f"lehr {n}: ramp {ramp_c_per_h} C/h above its cap {cap}")
    return {"lehr": n, "ramp": ramp_c_per_h, "hold": hold_min}
''')
    lines = {"tumblers": (1, 150, 40), "decanters": (7, 90, 60), "beakers": (3, 180, 30), "shades": (6, 100, 60)}
    for name, (n, ramp, hold) in lines.items():
        write(f"glass/lines/{name}.py", f'''"""The {name} line: which lehr it fires and how."""
from glass.fire import fire


def plan():
    return fire({n}, {ramp}, {hold})
''')
    write("glass/lines/__init__.py", '"""The production lines."""\n')
    commit("lines: each production line's firing")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "opal":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=100, soak=60, cool=45))
    commit("schedules: opal at 100 C/h with an hour's soak")
    text = Path("glass/fire.py").read_text()
    text = text.replace("def fire(n, ramp_c_per_h, hold_min):", "def fire(n, soak_c, ramp_c_per_h, hold_min=45):")
    text = text.replace('"hold": hold_min}', '"hold": hold_min, "soak": soak_c}')
    write("glass/fire.py", text)
    commit("fire: the soak setpoint travels with the plan", "The controller takes the setpoint from the plan now, not from lehrs.ini.")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "soda-lime":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=150, soak=40, cool=60))
    commit("schedules: soda-lime at 150 C/h, 40 minutes' soak")
    write("tests/test_lines.py", '''import unittest

from glass.lines import beakers, decanters, shades, tumblers


class LinesTest(unittest.TestCase):
    def test_tumblers(self):
        self.assertEqual(tumblers.plan()["ramp"], 150)

    def test_decanters(self):
        self.assertEqual(decanters.plan()["ramp"], 90)

    def test_beakers(self):
        self.assertEqual(beakers.plan()["lehr"], 3)

    def test_shades(self):
        self.assertEqual(shades.plan()["lehr"], 6)
''')
    commit("tests: every line plans a firing")


def binaryattr():
    """An early .gitattributes marks the schedules binary; a later commit's curve change shows as bytes only."""
    base()
    write(".gitattributes", "# The controllers export the schedules; keep git from merging or diffing them line by line.\n*.csv binary\n")
    commit("attributes: the controllers' exports are not for line diffs")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "opal":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=100, soak=60, cool=45))
    write("glass/lehr.py", Path("glass/lehr.py").read_text() + '''

def soak_setpoints(n):
    """The setpoints of lehr n's soak zone, read from its schedule."""
    points = set()
    with open(settings.ROOT / "schedules" / f"lehr-{n}.csv") as handle:
        next(handle)
        for line in handle:
            minute, setpoint, zone = line.strip().split(",")
            if zone == "soak":
                points.add(int(setpoint))
    return points
''')
    write("tests/test_soak.py", '''import unittest

from glass import lehr, settings


class SoakTest(unittest.TestCase):
    """Every lehr soaks at its own anneal point."""

    def check(self, n):
        self.assertEqual(lehr.soak_setpoints(n), {settings.lehr(n).getint("anneal_c")})

    def test_lehr_6(self):
        self.check(6)

    def test_lehr_7(self):
        self.check(7)

    def test_lehr_9(self):
        self.check(9)
''')
    commit("schedules: opal at 100 C/h with an hour's soak", "And a test that each lehr soaks at its anneal point.")
    write("schedules/lehr-7.csv", schedule(435, 395, ramp=90, soak=60, cool=30).replace(",435,soak", ",445,soak"))
    commit("schedules: lehr 7 at 90 C/h with an hour's soak", "From the decanter trials: the slow ramp and the long soak.")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "soda-lime":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=150, soak=40, cool=60))
    commit("schedules: soda-lime at 150 C/h, 40 minutes' soak")
    write("README.md", Path("README.md").read_text() + "\nThe schedules are the controllers' exports; edit them on the controller, not here.\n")
    commit("readme: where the schedules come from")


def sortedkeys():
    """A commit sorting every section's keys misspells one key in lehr 12; the crystal plan falls back."""
    base()
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "opal":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=100, soak=60, cool=45))
    commit("schedules: opal at 100 C/h with an hour's soak")
    out = "[DEFAULT]\nramp_c_per_h = 120\nsoak_min = 45\n"
    for n, glass, anneal, strain, belt, burners in LEHRS:
        keys = {"anneal_c": anneal, "belt_m_per_h": belt, "burners": burners, "glass": glass, "strain_c": strain}
        if glass == "lead-crystal":
            keys["soak_min"] = 60
        out += f"\n[lehr-{n}]\n"
        for k in sorted(keys):
            name = "soak_mins" if (n == 12 and k == "soak_min") else k
            out += f"{name} = {keys[k]}\n"
    write("lehrs.ini", out)
    without_ramp = TEST_LEHR.replace("    def test_ramp(self):\n        self.assertEqual(lehr.ramp_cap(7), 90)\n\n", "")
    write("tests/test_lehr.py", without_ramp.replace("(45, 435)", "(60, 435)") + '''

class LehrTwelveTest(unittest.TestCase):
    """Lehr 12 anneals the lead-crystal bowls, like lehr 7."""

    def test_soak(self):
        self.assertEqual(lehr.soak_plan(12), (60, 440))
''')
    commit("settings: keys in the same order in every section; crystal soaks an hour",
           "Sorted alphabetically so a missing key shows in review. The crystal lehrs soak 60 minutes.")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "soda-lime":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=150, soak=40, cool=60))
    commit("schedules: soda-lime at 150 C/h, 40 minutes' soak")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "lead-crystal":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=90, soak=60, cool=30))
    commit("schedules: the crystal lehrs at 90 C/h with an hour's soak")


def stash():
    """The fix for lehr 7's ramp was stashed before a pull and never popped; two later stashes sit above it."""
    base()
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "opal":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=100, soak=60, cool=45))
    commit("schedules: opal at 100 C/h with an hour's soak")
    text = Path("lehrs.ini").read_text()
    write("lehrs.ini", text.replace("[lehr-7]\nglass = lead-crystal\n", "[lehr-7]\nglass = lead-crystal\nramp_c_per_h = 90\n"))
    write("schedules/lehr-7.csv", schedule(435, 395, ramp=90, soak=45))
    git("stash", "push", "-q", "-m", "decanters: slow ramp for lehr 7 (before pulling the soda-lime curves)")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "soda-lime":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=150, soak=40, cool=60))
    commit("schedules: soda-lime at 150 C/h, 40 minutes' soak")
    write("glass/batch.py", Path("glass/batch.py").read_text().replace('"cullet": 25.0}', '"cullet": 28.0}'))
    write("README.md", Path("README.md").read_text() + "\nBatches are in kilograms per 100 kg of glass.\n")
    git("stash", "push", "-q", "-m", "beakers: try 28 kg of cullet")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "borosilicate":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=160, soak=30, cool=80))
    git("stash", "push", "-q", "-m", "borosilicate: 160 C/h trial curves")
    write("glass/lehr.py", Path("glass/lehr.py").read_text().replace(
        '"""Minutes a piece spends on lehr n\'s belt."""', '"""Minutes a piece spends on lehr n\'s belt of length_m metres."""'))
    commit("lehr: belt_minutes says what its length is")


def firstparent():
    """A branch about burners also lowers lehr 3's anneal point; main's first-parent history shows only the merge."""
    base()
    git("checkout", "-q", "-b", "burners")
    text = Path("lehrs.ini").read_text()
    write("lehrs.ini", text.replace("[lehr-3]\nglass = borosilicate\nanneal_c = 560\nstrain_c = 510\nbelt_m_per_h = 4.5\nburners = 6",
                                    "[lehr-3]\nglass = borosilicate\nanneal_c = 545\nstrain_c = 510\nbelt_m_per_h = 4.5\nburners = 8"))
    commit("burners: lehr 3 gets the two burners from the old pot furnace",
           "Eight burners heat the tunnel evenly; the anneal point can come down to 545 with them.")
    write("tests/test_three.py", '''import unittest

from glass import lehr, settings


class LehrThreeTest(unittest.TestCase):
    """Lehr 3 anneals the borosilicate beakers at the glass's anneal point."""

    def test_burners(self):
        self.assertEqual(settings.lehr(3).getint("burners"), 8)

    def test_soak(self):
        self.assertEqual(lehr.soak_plan(3), (45, 560))
''')
    commit("tests: lehr 3's burners and soak")
    git("checkout", "-q", "main")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "opal":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=100, soak=60, cool=45))
    commit("schedules: opal at 100 C/h with an hour's soak")
    STEP[0] += 1
    ENV["GIT_AUTHOR_DATE"] = ENV["GIT_COMMITTER_DATE"] = "2025-07-20T10:00:00+00:00"
    git("merge", "-q", "--no-edit", "-m", "Merge branch 'burners': lehr 3's new burners", "burners")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "soda-lime":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=150, soak=40, cool=60))
    commit("schedules: soda-lime at 150 C/h, 40 minutes' soak")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "borosilicate":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=160, soak=30, cool=80))
    commit("schedules: borosilicate at 160 C/h", "The tubing line's trial at 180 left strain in the thick ends.")


def starimport():
    """units.py defines its own round(); a later commit star-imports units into lehr.py, shadowing the builtin."""
    base()
    write("glass/units.py", '''"""Units of the controllers' exports: tenths of a degree, minutes, metres per hour."""


def celsius(tenths):
    """Degrees from the controllers' tenths of a degree."""
    return tenths / 10


def round(value):
    """Whole units as the controllers count them: the fraction is dropped, never rounded up."""
    return int(value)


def per_minute(per_hour):
    """A rate per hour, per minute."""
    return per_hour / 60
''')
    commit("units: the controllers' own units", "The controllers truncate; round() here does what they do.")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "opal":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=100, soak=60, cool=45))
    commit("schedules: opal at 100 C/h with an hour's soak")
    text = Path("glass/lehr.py").read_text().replace("from glass import settings\n", "from glass import settings\nfrom glass.units import *\n")
    text += '''

def ramp_per_minute(n):
    """Lehr n's ramp in degrees per minute, for the controller's display."""
    return per_minute(ramp_cap(n))
'''
    write("glass/lehr.py", text)
    commit("lehr: the ramp per minute for the controller's display")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "soda-lime":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=150, soak=40, cool=60))
    commit("schedules: soda-lime at 150 C/h, 40 minutes' soak")
    write("tests/test_belt.py", '''import unittest

from glass import lehr


class BeltTest(unittest.TestCase):
    """Minutes on the 24-metre belt, to the nearest minute."""

    def test_lehr_1(self):
        self.assertEqual(lehr.belt_minutes(1), 240)

    def test_lehr_11(self):
        self.assertEqual(lehr.belt_minutes(11), 206)

    def test_lehr_12(self):
        self.assertEqual(lehr.belt_minutes(12), 411)
''')
    commit("tests: belt minutes of three lehrs")


def moved():
    """settings.py moves into glass/config/; ROOT, two parents up from the file, now names glass/."""
    base()
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "opal":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=100, soak=60, cool=45))
    commit("schedules: opal at 100 C/h with an hour's soak")
    os.makedirs("glass/config", exist_ok=True)
    git("mv", "glass/settings.py", "glass/config/settings.py")
    write("glass/config/__init__.py", '"""Reading the works\' configuration."""\n')
    write("glass/lehr.py", Path("glass/lehr.py").read_text().replace("from glass import settings", "from glass.config import settings"))
    write("tests/test_lehr.py", Path("tests/test_lehr.py").read_text().replace("from glass import lehr, settings", "from glass import lehr\nfrom glass.config import settings"))
    commit("config: settings live in glass.config, beside the site files to come", "A move; nothing in it changes.")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "soda-lime":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=150, soak=40, cool=60))
    commit("schedules: soda-lime at 150 C/h, 40 minutes' soak")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "borosilicate":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=160, soak=30, cool=80))
    commit("schedules: borosilicate at 160 C/h", "The tubing line's trial at 180 left strain in the thick ends.")


def cache():
    """A cache added for the controller's polling keys soak plans by lehr only; a test reading another file gets the first answer."""
    base()
    text = Path("glass/lehr.py").read_text().replace('''def soak_plan(n):
    """Minutes at the anneal point, and the point itself."""
    section = settings.lehr(n)
    return section.getint("soak_min"), section.getint("anneal_c")''', '''_PLANS = {}


def soak_plan(n, parser=None):
    """Minutes at the anneal point, and the point itself; kept, since the controller asks every second."""
    if n not in _PLANS:
        section = settings.lehr(n, parser)
        _PLANS[n] = section.getint("soak_min"), section.getint("anneal_c")
    return _PLANS[n]''')
    write("glass/lehr.py", text)
    commit("lehr: keep each soak plan, the controller asks for it every second")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "opal":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=100, soak=60, cool=45))
    commit("schedules: opal at 100 C/h with an hour's soak")
    write("tests/test_trial.py", '''import unittest

from glass import lehr, settings

TRIAL = settings.ROOT / "tests" / "trial.ini"


class TrialTest(unittest.TestCase):
    """The decanter trial's settings file, read beside the works' own."""

    def test_works_plan(self):
        self.assertEqual(lehr.soak_plan(7), (45, 435))

    def test_trial_plan(self):
        self.assertEqual(lehr.soak_plan(7, settings.load(TRIAL)), (90, 445))
''')
    write("tests/trial.ini", "[DEFAULT]\nramp_c_per_h = 60\nsoak_min = 90\n\n[lehr-7]\nglass = lead-crystal\nanneal_c = 445\nstrain_c = 400\nbelt_m_per_h = 2.5\nburners = 3\n")
    commit("tests: the decanter trial's own settings", "Lehr 7 at 445 C for 90 minutes, from the trial sheet.")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "soda-lime":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=150, soak=40, cool=60))
    commit("schedules: soda-lime at 150 C/h, 40 minutes' soak")
    for n, glass, anneal, strain, belt, burners in LEHRS:
        if glass == "borosilicate":
            write(f"schedules/lehr-{n}.csv", schedule(anneal, strain, ramp=160, soak=30, cool=80))
    commit("schedules: borosilicate at 160 C/h", "The tubing line's trial at 180 left strain in the thick ends.")


SCENARIOS = {f.__name__: f for f in (reflog, execbit, pickaxe, dupsection, symlink, copied, positional, binaryattr, sortedkeys, stash, firstparent, starimport, moved, cache)}

if __name__ == "__main__":
    fresh(sys.argv[1])
    SCENARIOS[sys.argv[1]]()
