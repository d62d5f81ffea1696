# Metres woven per thousand picks, per reading, and the shift's total.
{
    split($3, p, "=")
    split($4, m, "=")
    per_k = m[2] * 1000 / p[2]
    total += m[2]
    printf "%s %s %.3f m per 1000 picks\n", $1, $2, per_k
}
END { printf "shift total: %.2f m\n", total }
