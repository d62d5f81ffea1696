#!/bin/sh
# Writes tickets/T00001.txt .. T00150.txt; ticket T00093 lacks its truck line.
mkdir -p tickets
for n in $(seq 1 150); do
  f=$(printf 'tickets/T%05d.txt' "$n")
  if [ "$n" -ne 93 ]; then printf 'truck=KX%02d ABC\n' $((n % 60)) > "$f"; else : > "$f"; fi
  printf 'net=%d\n' $((10 + n % 20)) >> "$f"
done
