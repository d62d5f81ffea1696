#!/bin/sh
# Round 25's text inputs, made afresh on every run: a pan tree with one dangling link (chmod,
# stat, find), a survey for csplit, a base64 harvest sheet with one bad character, a directory
# loop, gettext sources and two catalogues, compressed logs with one damaged, nested tanks.
set -eu
rm -rf pans survey.md harvest.b64 sites src po logs tanks harvest.tar part-*
mkdir -p pans archive
i=1
while [ $i -le 200 ]; do
    p=$(printf 'P-%03d' $i)
    printf 'pan %s\ncrust %d mm\n' "$p" $((20 + i % 9)) > "pans/$p.dat"
    if [ $((i % 4)) = 0 ]; then chmod 644 "pans/$p.dat"; else chmod 664 "pans/$p.dat"; fi
    i=$((i + 1))
done
chmod 666 pans/P-099.dat
: > pans/P-099.dat
ln -s ../archive/P-077.dat pans/P-077.current
python3 make_text.py
# the sheet's base64 with one character replaced two thirds of the way through
base64 harvest.csv | awk 'NR == 190 { $0 = substr($0, 1, 30) "*" substr($0, 32) } { print }' > harvest.b64
rm harvest.csv
# a directory loop among the basin sites
mkdir -p sites/east/tanks sites/west/tanks sites/north/tanks
for s in east west north; do for t in $(seq 1 60); do printf 'tank %s-%d\n' $s $t > "sites/$s/tanks/t$t.tsv"; done; done
ln -s ../.. sites/west/tanks/upstream
# bzip2 logs, one damaged
mkdir -p logs
i=1
while [ $i -le 60 ]; do
    f=$(printf 'logs/harvest-%02d.log' $i)
    seq 1 400 | sed "s/^/harvest $i line /" > "$f"
    i=$((i + 1))
done
for f in logs/*.log; do bzip2 "$f"; done
printf 'XXXX' | dd of=logs/harvest-33.log.bz2 bs=1 seek=400 conv=notrunc 2>/dev/null
# nested tank directories; tanks/east/t-14 keeps its gauge file
i=1
while [ $i -le 30 ]; do mkdir -p "tanks/east/t-$(printf %02d $i)/sump"; i=$((i + 1)); done
printf 'gauge 41 cm\n' > tanks/east/t-14/sump/gauge.txt
