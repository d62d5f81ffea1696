"""Round 30's shell inputs: the nightly export script, the keeper's env.sh it sources (which sets
CDPATH for the keeper's own shell), and last season's archive beside the working directory. The
script's `cd exports` finds the archive's exports through CDPATH, and clears it."""
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent
YARDS = ["north", "south", "orchard", "heath", "clover", "lime", "borage", "willow", "bramble",
         "thistle", "sainfoin", "phacelia"]


def main():
    work = ROOT / "nightly"
    archive = ROOT / "archive" / "exports"
    (work / "scales").mkdir(parents=True, exist_ok=True)
    archive.mkdir(parents=True, exist_ok=True)
    for i, y in enumerate(YARDS):
        (work / "scales" / f"{y}.log").write_text("".join(f"{day} stand {s} {20 + (i * 7 + s * 3 + d) % 17}.{s} kg\n"
                                                          for d, day in enumerate(("05-15", "05-16")) for s in range(1, 9)))
        for month in ("2024-08", "2024-09"):
            (archive / f"{y}-{month}.csv").write_text("stand,kg\n1,20.0\n")
    (work / "env.sh").write_text("""\
# The keeper's settings, shared with their interactive shell.
APIARY_SITE=home
APIARY_UNITS=kg
CDPATH=.:..:../archive
EDITOR=nano
""")
    (work / "nightly.sh").write_text("""\
#!/bin/bash
# Nightly: turn each yard's scale log into a CSV in ./exports, replacing last night's.
set -eu
root=$PWD
night=05-16
. ./env.sh
cd exports 2>/dev/null || { mkdir exports && cd exports; }
rm -f ./*.csv
for log in "$root"/scales/*.log; do
    yard=$(basename "$log" .log)
    out="$yard.csv"
    echo "stand,kg" > "$out"
    while read -r day _ stand kg unit; do
        [ "$day" = "$night" ] && [ "$unit" = "$APIARY_UNITS" ] || continue
        echo "$stand,$kg" >> "$out"
    done < "$log"
    lines=$(wc -l < "$out")
    echo "$yard: $((lines - 1)) stands" >&2
done
cd "$root"
ls -l exports/heath.csv
""")


if __name__ == "__main__":
    main()
