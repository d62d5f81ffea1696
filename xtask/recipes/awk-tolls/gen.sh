#!/bin/sh
# Writes the day's toll plaza log (deterministic: a linear congruential sequence).
echo "time,lane,class,toll"
awk 'BEGIN {
    s = 7
    for (i = 0; i < 600; i++) {
        s = (s * 1103515245 + 12345) % 2147483648
        lane = "L" (1 + s % 6)
        c = (s % 5 == 0) ? "HGV" : (s % 3 == 0 ? "van" : "car")
        toll = (c == "HGV") ? 9.80 : (c == "van" ? 4.20 : 2.60)
        if (i == 137) toll = "n/a"
        printf "2026-03-02T%02d:%02d:00,%s,%s,%s\n", int(i / 25), (i * 7) % 60, lane, c, toll
    }
}'
