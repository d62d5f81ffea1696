#!/bin/sh
# Round 28's plan archive: 720 blast plans of nine benches (fixed names, times and owners), and an
# extraction target where a directory already stands at plans/bench-4/plan-17-north-face.txt.
set -eu
umask 022
rm -rf src dst plans.tar
for b in 1 2 3 4 5 6 7 8 9; do
    mkdir -p "src/plans/bench-$b"
    for i in $(seq -w 1 80); do printf 'plan %s of bench %s\n' "$i" "$b" > "src/plans/bench-$b/plan-$i-north-face.txt"; done
done
tar -C src -cf plans.tar --sort=name --mtime=2026-04-01 --owner=0 --group=0 --numeric-owner plans
mkdir -p dst/plans/bench-4/plan-17-north-face.txt
printf 'kept by the surveyor\n' > dst/plans/bench-4/plan-17-north-face.txt/notes.txt
