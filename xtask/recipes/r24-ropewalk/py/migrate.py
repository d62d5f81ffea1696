"""Migrates 40 tables; stdout has the progress, stderr the warnings; a truncation warning at table 14
is the cause of the check failures reported later."""
import sys

TABLES = [f"t{n:02d}_{name}" for n, name in enumerate(
    ["spools", "strands", "winches", "hawsers", "splices", "tucks", "lays", "fibres", "yarns", "cords",
     "ropes", "sheets", "tallies", "braids", "orders", "shifts", "crews", "bells", "tar", "pitch",
     "cables", "anchors", "hooks", "blocks", "sheaves", "drums", "brakes", "pawls", "gears", "chains",
     "reels", "bins", "racks", "carts", "scales", "gauges", "tags", "labels", "invoices", "audits"], 1)]

rejected = 0
for n, table in enumerate(TABLES, 1):
    rows = 200 + (n * 37) % 400
    print(f"[{n:2d}/40] {table}: copying {rows} rows", flush=True)
    for part in range(1, 5):
        print(f"[{n:2d}/40] {table}: part {part}/4 copied ({rows * part // 4} rows)", flush=True)
    if table == "t14_braids":
        print("warning: t14_braids.splice_len: value '12.5000mm' truncated to 8 characters ('12.5000m') "
              "for 3 rows", file=sys.stderr, flush=True)
    if table == "t05_splices":
        print("warning: t05_splices: index splices_by_tuck rebuilt", file=sys.stderr, flush=True)
    if table == "t31_reels":
        for row in (812, 907, 1164):
            print(f"error: t31_reels row {row}: check constraint splice_len_positive failed "
                  "(joined from t14_braids)", file=sys.stderr, flush=True)
            rejected += 1
    print(f"[{n:2d}/40] {table}: done", flush=True)
print(f"migrated 40 tables; {rejected} rows rejected", flush=True)
sys.exit(1 if rejected else 0)
