#!/bin/sh
# Round 28's C inputs, made afresh: the gauge library in two versions (the stale one in lib/old),
# the weighbridge program, the belt scheduler (built with debug info), and the plant of ninety
# sensor modules behind a generated config header.
set -eu
rm -rf lib obj plant weigh.o belts
mkdir -p lib/old obj
gcc -c -O0 -o obj/gauge-v1.o gauge-v1.c
gcc -c -O0 -o obj/gauge-v2.o gauge-v2.c
ar rc lib/old/libgauge.a obj/gauge-v1.o
ar rc lib/libgauge.a obj/gauge-v2.o
gcc -c -O0 -o weigh.o weigh.c
gcc -g -O0 -o belts belts.c
python3 make_plant.py
