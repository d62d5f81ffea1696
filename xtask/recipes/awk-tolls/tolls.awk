# Toll plaza report: vehicles per class and lane, takings, and the lanes over capacity.
BEGIN { FS = ","; capacity = 40 }
NR == 1 { next }
{
    lane[$2]++
    class[$3]++
    takings[$2] += $4
    if ($4 !~ /^[0-9.]+$/) printf "line %d: bad toll '%s'\n", NR, $4 > "/dev/stderr"
}
END {
    for (l in lane) if (lane[l] > capacity) over = over " " l
    printf "lanes over capacity:%s\n", over
    for (c in class) printf "%-6s %d\n", c, class[c]
    avg = takings["L3"] / lane["L9"]
    printf "average toll in L3: %.2f\n", avg
}
