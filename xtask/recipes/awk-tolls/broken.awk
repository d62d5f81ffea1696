# Splits the plaza log into one file per shift (an earlier draft with mistakes).
BEGIN { FS = "," ; shifts = 3
{
    hour = substr($1, 12, 2)
    shift = int(hour / 8
    file = "shift-" shift ".csv"
    print $0 > file
    count[shift]++
}
END {
    for (s = 0; s < shifts; s++) printf "shift %d: %d\n", s, count[s]
    close(file
}
