"""Round 32's shell inputs, each scenario written afresh into ./SCENARIO by `python3 make_sh.py
SCENARIO`: nightly (a nightly sheet job traced by strace -f; site.env, sourced first, points the
job at last year's sheets) and scripts (the yard's scripts for shellcheck: a count kept in a piped
while loop and read after it)."""
import os
import shutil
import sys
from pathlib import Path

WOODS = ["sessile", "pedunculate", "white", "chestnut", "acacia", "mizunara"]


def fresh(name):
    root = Path(name)
    if root.exists():
        shutil.rmtree(root)
    root.mkdir()
    return root


def nightly():
    """strace -f: nightly.sh sources site.env, which sets SHEETS to the 2025 directory; the job
    counts this year's sheets, then cds there, counts again and sorts the hoop list, which only
    2026 has."""
    root = fresh("nightly")
    for year in (2025, 2026):
        for b in range(1, 25):
            d = root / f"sheets-{year}" / f"bench-{b}"
            d.mkdir(parents=True)
            for n in range(b, 241, 24):
                (d / f"C-{n:03d}.sheet").write_text(f"cask C-{n:03d}\nwood {WOODS[n % 6]}\n")
    (root / "sheets-2026" / "hoops.list").write_text("".join(f"C-{n:03d} {6 + n % 3}\n" for n in range(1, 241)))
    (root / "site.env").write_text("# The yard's paths.\nSHEETS=sheets-2025\nBENCHES=24\n")
    (root / "nightly.sh").write_text('''#!/bin/sh
# Nightly: count this year's sheets per bench, then the site's, then sort the hoop list.
b=1
while [ "$b" -le 24 ]; do
    wc -l sheets-2026/bench-$b/*.sheet > /dev/null
    b=$((b + 1))
done
. ./site.env
cd "$SHEETS" || exit 1
b=1
while [ "$b" -le "$BENCHES" ]; do
    wc -l bench-$b/*.sheet > /dev/null
    b=$((b + 1))
done
sort -k2,2n hoops.list > /dev/null
''')


def scripts():
    """shellcheck: twelve scripts of the yard; press-report.sh counts failed presses inside a
    `| while read` loop and reports the count after it (SC2030 where it is set, SC2031 where it is
    read, far apart), among the usual quoting notes."""
    root = fresh("scripts")
    for k, name in enumerate(["kiln-vent", "steam-bend", "toast-oven", "char-pit", "stave-dry", "head-board",
                              "bilge-gauge", "cask-label", "wood-intake", "sawdust", "rivet-stock"]):
        lines = ["#!/bin/bash", f"# {name}: one step of the yard's day.", "set -e", f"LOG=/var/log/cooperage/{name}.log"]
        for i in range(1, 9):
            lines.append(f'for f in $(ls /srv/cooperage/{name}/batch-{i}); do')
            lines.append(f'    echo "{name} batch {i}: $f" >> $LOG')
            lines.append('done')
        lines.append(f'cp /srv/cooperage/{name}/*.conf $HOME/{name}/')
        (root / f"{name}.sh").write_text("\n".join(lines) + "\n")
    body = ["#!/bin/bash", "# press-report: the week's hoop presses, and how many failed.", "failed=0", "total=0"]
    body.append('grep -h "press" /var/log/cooperage/hoop-press-*.log | while read -r day cask result; do')
    body.append('    total=$((total + 1))')
    body.append('    if [ "$result" = "FAIL" ]; then')
    body.append('        failed=$((failed + 1))')
    body.append('        echo "press failed: $cask on $day"')
    body.append('    fi')
    body.append('done')
    for i in range(1, 31):
        body.append(f'echo "bench {i}: $(wc -l < /var/log/cooperage/bench-{i}.log) lines"')
        body.append(f'cp /var/log/cooperage/bench-{i}.log $ARCHIVE/bench-{i}/')
    body.append('echo "presses: $total, failed: $failed"')
    body.append('if [ "$failed" -gt 0 ]; then exit 1; fi')
    (root / "press-report.sh").write_text("\n".join(body) + "\n")


SCENARIOS = {f.__name__: f for f in (nightly, scripts)}

if __name__ == "__main__":
    SCENARIOS[sys.argv[1]]()
