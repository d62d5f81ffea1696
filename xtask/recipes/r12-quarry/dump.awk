# Totals tonnes per face from blocks.csv; --dump-variables shows every global it left behind.
BEGIN { FS = ","; threshold = 7.5; unit = "t" }
NR > 1 { total[$2] += $4; rows++; if ($4 > threshold) heavy++ }
END {
    for (face in total) printf "%s %.2f %s\n", face, total[face], unit
    last_face = $2
}
