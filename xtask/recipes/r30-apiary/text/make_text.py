"""Round 30's text inputs: the yard settings in three versions for diff3 (ours moves the heath
section to the end with the upland yards; theirs raises heath's max_supers in place), and the
weighing CSV that sqlite3's .import loads into a table of its own making."""
import pathlib
import random

ROOT = pathlib.Path(__file__).resolve().parent
LOW = ["north", "south", "orchard", "heath", "clover", "lime", "borage", "willow", "bramble", "thistle",
       "sainfoin", "phacelia", "meadow", "fen", "copse", "rowan", "alder", "hazel", "linden", "sorrel",
       "mill", "ford", "grange", "glebe", "croft", "wharf", "priory", "kiln", "pound", "chase", "marsh",
       "warren", "lea", "holt", "spinney", "green", "quarry", "rectory", "dairy", "orchard-east",
       "orchard-west", "cider", "hop", "barley", "mustard", "vetch", "teasel", "yarrow"]
UP = ["crag", "moor", "fell", "tor", "scar", "edge", "pike", "knott"]


def section(i, name, **over):
    keys = {
        "hives": 6 + (i * 5) % 11,
        "stands": 3 + i % 3,
        "forage": ["oilseed", "clover", "heather", "lime", "borage", "willow", "bramble"][i % 7],
        "altitude_m": 30 + i * 23,
        "max_supers": 3 + i % 2,
        "inspection_days": 7 + i % 3,
        "extract_week": 27 + i % 6,
        "treatment": ["oxalic-drip", "thymol-strip", "formic-pad"][i % 3],
        "winter_stores_kg": 19 + i % 4,
        "keeper": f"keeper-{1 + i % 5}",
        "board_day": ["mon", "tue", "wed", "thu", "fri"][i % 5],
        "queen_line": ["buckfast", "carnica", "ligustica", "local"][i % 4],
    }
    keys.update(over)
    return [f"[yard.{name}]"] + [f"{k} = {v}" for k, v in keys.items()] + [""]


def settings(order, over=None):
    over = over or {}
    out = ["# Yard settings, one section per yard; read by the sheet, the scales and the treatment round.", ""]
    names = LOW + UP
    for name in order:
        out += section(names.index(name), name, **over.get(name, {}))
    return "\n".join(out)


def main():
    base = LOW + UP
    ours = [y for y in LOW if y != "heath"] + UP + ["heath"]
    (ROOT / "yards.base.ini").write_text(settings(base))
    (ROOT / "yards.ours.ini").write_text(settings(ours, {"heath": {"altitude_m": 310}}))
    (ROOT / "yards.theirs.ini").write_text(settings(base, {"heath": {"max_supers": 6}, "lime": {"keeper": "keeper-2"}}))
    rng = random.Random(30)
    rows = ["yard,stand,kg"]
    rows = ["yard,stand,evening,kg"]
    for evening in ("05-13", "05-14", "05-15", "05-16"):
        for yard in LOW[:12]:
            for stand in range(1, 9):
                rows.append(f"{yard},{stand},{evening},{round(6 + rng.random() * 30, 1)}")
    (ROOT / "weighings.csv").write_text("\n".join(rows) + "\n")
    (ROOT / "weighings.sql").write_text("""\
.import --csv weighings.csv weighings
.headers on
.mode column
SELECT yard, count(*) AS weighings FROM weighings GROUP BY yard ORDER BY yard;
.schema weighings
-- the heaviest stands first: the ones to take a super off
SELECT yard, stand, evening, kg FROM weighings ORDER BY kg DESC;
SELECT yard, max(kg) AS heaviest, min(kg) AS lightest FROM weighings GROUP BY yard ORDER BY heaviest DESC;
""")


if __name__ == "__main__":
    main()
