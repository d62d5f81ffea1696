"""Round 30's SQLite inputs: the apiary register (yards, hives, inspections, harvests) with a
case-insensitive index on hive tags, the queries of the weekly sheet, and the nightly sync that
reloads every hive with INSERT OR REPLACE while inspections cascade on delete."""
import pathlib
import random
import sqlite3

ROOT = pathlib.Path(__file__).resolve().parent
YARDS = ["north", "south", "orchard", "heath", "clover", "lime", "borage", "willow"]
SCHEMA = """
CREATE TABLE yards(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, forage TEXT, altitude_m INTEGER);
CREATE TABLE hives(id INTEGER PRIMARY KEY, tag TEXT NOT NULL, yard_id INTEGER NOT NULL REFERENCES yards(id), queen_year INTEGER, frames INTEGER, supers INTEGER);
CREATE TABLE inspections(id INTEGER PRIMARY KEY, hive_id INTEGER NOT NULL REFERENCES hives(id) ON DELETE CASCADE, week INTEGER NOT NULL, brood_frames INTEGER, queen_cells INTEGER, mite_drop INTEGER, temper TEXT);
CREATE TABLE harvests(id INTEGER PRIMARY KEY, hive_id INTEGER NOT NULL REFERENCES hives(id), week INTEGER NOT NULL, kg REAL, moisture_pct REAL);
CREATE TABLE treatments(id INTEGER PRIMARY KEY, hive_tag TEXT, applied TEXT NOT NULL, method TEXT NOT NULL, dose TEXT);
CREATE INDEX hives_tag_nocase ON hives(tag COLLATE NOCASE);
CREATE INDEX inspections_hive_week ON inspections(hive_id, week);
CREATE INDEX harvests_hive ON harvests(hive_id);
"""
FORAGE = ["oilseed", "clover", "heather", "lime", "borage", "willow", "bramble", "thistle"]
TEMPERS = ["calm", "calm", "calm", "runny", "defensive"]


def register(path, rng):
    path.unlink(missing_ok=True)
    db = sqlite3.connect(path)
    db.executescript(SCHEMA)
    hives = []
    for y, name in enumerate(YARDS, 1):
        db.execute("INSERT INTO yards VALUES (?,?,?,?)", (y, name, FORAGE[y - 1], 30 + 23 * y))
        for n in range(1, 13):
            hid = len(hives) + 1
            tag = f"{name[:2].upper()}-{n:02d}"
            row = (hid, tag, y, 2020 + rng.randrange(5), 10, 1 + rng.randrange(3))
            hives.append(row)
            db.execute("INSERT INTO hives VALUES (?,?,?,?,?,?)", row)
            for week in range(14, 40, 3):
                db.execute("INSERT INTO inspections(hive_id, week, brood_frames, queen_cells, mite_drop, temper) VALUES (?,?,?,?,?,?)",
                           (hid, week, 3 + rng.randrange(6), rng.choice([0, 0, 0, 1, 2]), rng.randrange(5, 60), rng.choice(TEMPERS)))
            for week in (27, 31, 35):
                db.execute("INSERT INTO harvests(hive_id, week, kg, moisture_pct) VALUES (?,?,?,?)",
                           (hid, week, round(4 + rng.random() * 14, 1), round(16.5 + rng.random() * 2.5, 1)))
    days = ["09-02", "09-09", "09-16"]
    for d, day in enumerate(days):
        for hid, tag, yard, *_ in hives:
            if d == 0 and tag in ("WI-09", "BO-03"):
                continue
            method = "oxalic-drip" if yard % 2 else "thymol-strip"
            dose = "5 ml" if method == "oxalic-drip" else "1 strip"
            db.execute("INSERT INTO treatments(hive_tag, applied, method, dose) VALUES (?,?,?,?)", (tag, day, method, dose))
        if d == 0:
            db.execute("INSERT INTO treatments(hive_tag, applied, method, dose) VALUES (?,?,?,?)", (None, day, "oxalic-drip", "5 ml"))
    db.commit()
    db.close()
    return hives


def main():
    rng = random.Random(30)
    hives = register(ROOT / "apiary.db", rng)
    (ROOT / "sheet.sql").write_text("""\
.headers on
.mode column
.eqp on
-- this week's sheet: two yards, then each hive looked up by the tag on its roof
SELECT y.name AS yard, h.tag, i.week, i.brood_frames, i.queen_cells, i.mite_drop, i.temper
  FROM inspections i JOIN hives h ON h.id = i.hive_id JOIN yards y ON y.id = h.yard_id
 WHERE y.name IN ('heath', 'borage') ORDER BY y.name, h.tag, i.week;
.eqp off
.schema hives
.eqp on
SELECT h.tag, sum(v.kg) AS kg, round(avg(v.moisture_pct), 1) AS moisture
  FROM harvests v JOIN hives h ON h.id = v.hive_id GROUP BY h.tag ORDER BY kg DESC;
SELECT * FROM hives WHERE tag = 'LI-07';
SELECT y.name, count(*) AS hives, sum(h.supers) AS supers
  FROM hives h JOIN yards y ON y.id = h.yard_id GROUP BY y.name ORDER BY y.name;
""")
    (ROOT / "treatments.sql").write_text("""\
.headers on
.mode column
.nullvalue NULL
-- the autumn round: every application, in the order the sheets were typed in
SELECT id, hive_tag, applied, method, dose FROM treatments ORDER BY id;
-- hives that missed the first application on 09-02
SELECT h.tag FROM hives h WHERE h.tag NOT IN (SELECT hive_tag FROM treatments WHERE applied = '09-02') ORDER BY h.tag;
SELECT count(*) AS missed_first FROM hives WHERE tag NOT IN (SELECT hive_tag FROM treatments WHERE applied = '09-02');
SELECT applied, count(*) AS applications, count(hive_tag) AS with_tag FROM treatments GROUP BY applied ORDER BY applied;
""")
    sync = ["PRAGMA foreign_keys = ON;",
            ".mode column",
            ".headers on",
            "SELECT y.name AS yard, count(i.id) AS inspections, max(i.week) AS last_week",
            "  FROM yards y JOIN hives h ON h.yard_id = y.id LEFT JOIN inspections i ON i.hive_id = h.id",
            " GROUP BY y.name ORDER BY y.name;",
            ".mode line",
            "SELECT count(*) AS inspections, count(DISTINCT hive_id) AS hives_inspected FROM inspections;",
            ".schema inspections",
            "-- nightly: reload every hive from the association register",
            "BEGIN;"]
    for hid, tag, yard, queen, frames, supers in hives:
        sync.append(f"INSERT OR REPLACE INTO hives(id, tag, yard_id, queen_year, frames, supers) VALUES ({hid}, '{tag}', {yard}, {queen}, {frames}, {supers});")
    sync += ["COMMIT;",
             ".changes on",
             "UPDATE hives SET frames = 14 WHERE yard_id IN (SELECT id FROM yards WHERE name IN ('north', 'borage'));",
             ".changes off",
             ".mode line",
             "SELECT count(*) AS inspections, count(DISTINCT hive_id) AS hives_inspected FROM inspections;",
             "SELECT count(*) AS harvests FROM harvests;",
             ".mode column",
             "SELECT y.name AS yard, count(i.id) AS inspections, max(i.week) AS last_week",
             "  FROM yards y JOIN hives h ON h.yard_id = y.id LEFT JOIN inspections i ON i.hive_id = h.id",
             " GROUP BY y.name ORDER BY y.name;",
             ""]
    (ROOT / "sync.sql").write_text("\n".join(sync))


if __name__ == "__main__":
    main()
