# Takings per hour and per class, with a running busiest hour (recipe for fixtures: gawk --profile).
BEGIN { FS = "," }
NR == 1 { next }
function hour_of(stamp) { return substr(stamp, 12, 2) + 0 }
{
    h = hour_of($1)
    count[h]++
    if ($4 ~ /^[0-9.]+$/) { paid[h] += $4; byclass[$3] += $4 }
    else unpaid++
    if (count[h] > best) { best = count[h]; busiest = h }
}
END {
    for (h = 0; h < 24; h++) if (h in count) printf "%02d:00 %3d vehicles %8.2f\n", h, count[h], paid[h]
    for (c in byclass) printf "%-4s %9.2f\n", c, byclass[c]
    printf "busiest hour %02d:00 (%d), unpaid %d\n", busiest, best, unpaid
}
