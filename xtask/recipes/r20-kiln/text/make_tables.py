"""Writes kilns.csv (300 firings, one with an impossible peak) and kiln.db for sqlite3."""
import sqlite3

rows = []
for i in range(1, 301):
    kiln = f"kiln-{(i % 4) + 1}"
    cone = 6 if i % 3 else 10
    peak = (1222 if cone == 6 else 1285) + (i * 7) % 9 - 4
    hours = 9 + (i * 5) % 4
    if i == 187:
        peak = 2212
    rows.append((f"F{i:04d}", kiln, cone, peak, hours, "ok" if i != 187 else "ok"))
with open("kilns.csv", "w") as f:
    f.write("firing,kiln,cone,peak_c,hours,status\n")
    for r in rows:
        f.write(",".join(str(x) for x in r) + "\n")
db = sqlite3.connect("kiln.db")
db.execute("drop table if exists firing")
db.execute("create table firing (id text primary key, kiln text, cone int, peak_c int, hours int, operator text, note text)")
for i, r in enumerate(rows[:150], start=1):
    operator = ["ana", "ben", "chloe", "dev"][i % 4]
    note = "shelf cracked on unload" if i == 97 else None
    db.execute("insert into firing values (?,?,?,?,?,?,?)", (r[0], r[1], r[2], r[3], r[4], operator, note))
db.commit()
with open("firings.jsonl", "w") as f:
    for i in range(1, 1501):
        peak = 1222 + i % 7
        value = f'"{peak} C"' if i == 1412 else str(peak)
        f.write(f'{{"firing": "F{i:04d}", "kiln": "kiln-{i % 4 + 1}", "peak": {value}}}\n')
