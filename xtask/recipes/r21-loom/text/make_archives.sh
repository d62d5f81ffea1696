#!/bin/sh
# Builds the archive inputs: shift-logs.tar of 300 loom logs, then the logs changed on disk (280
# touched, one edited in place at the same size, one grown, one removed); and 420 gzipped pick
# counts, one of them with a corrupted byte.
set -eu
rm -rf shift-logs gz shift-logs.tar
mkdir -p shift-logs gz
for i in $(seq 1 300); do
    f=$(printf 'shift-logs/loom-%03d.log' "$i")
    printf 'loom %d shift 3\npicks %d\nbreaks %d\n' "$i" $((400 + i)) $((i % 3)) > "$f"
    touch -d '2025-09-01 06:00:00 UTC' "$f"
done
touch -d '2025-09-01 06:00:00 UTC' shift-logs
tar --sort=name --owner=0 --group=0 --numeric-owner -cf shift-logs.tar shift-logs
for i in $(seq 1 280); do touch -d '2025-09-02 06:00:00 UTC' "$(printf 'shift-logs/loom-%03d.log' "$i")"; done
sed -i 's/^picks 597$/picks 957/' shift-logs/loom-197.log
touch -d '2025-09-01 06:00:00 UTC' shift-logs/loom-197.log
printf 'note: beam B-107 replaced\n' >> shift-logs/loom-203.log
touch -d '2025-09-01 06:00:00 UTC' shift-logs/loom-203.log
rm shift-logs/loom-222.log
for i in $(seq 1 420); do
    f=$(printf 'gz/picks-%03d.txt' "$i")
    seq 1 400 | sed "s/^/loom $i minute /" > "$f"
    gzip -n "$f"
done
python3 -c "
import sys
p = 'gz/picks-137.txt.gz'
b = bytearray(open(p, 'rb').read())
b[len(b) // 2] ^= 0x5A
open(p, 'wb').write(bytes(b))
"
