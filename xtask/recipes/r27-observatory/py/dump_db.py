"""Builds the night's exposure database and dumps it as SQL with sqlite3's iterdump."""
import sqlite3

db = sqlite3.connect(":memory:")
db.execute("CREATE TABLE exposure (id INTEGER PRIMARY KEY, plate TEXT NOT NULL, target TEXT, seconds INTEGER, magnitude REAL)")
for i in range(1, 221):
    mag = round(9 + (i * 0.173) % 6, 2)
    value = "12,4" if i == 148 else mag
    db.execute("INSERT INTO exposure VALUES (?, ?, ?, ?, ?)", (i, f"P-{i:04d}", f"T-{(i * 29) % 400:03d}", 30 + i % 90, value))
db.execute("CREATE INDEX exposure_target ON exposure(target)")
for line in db.iterdump():
    print(line)
