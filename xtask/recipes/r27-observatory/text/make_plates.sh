#!/bin/sh
# Makes the night's 300 plate files with fixed sizes and times; one name was typed with a trailing space.
set -eu
umask 022
rm -rf plates && mkdir plates
for n in $(seq 1 300); do
    name=$(printf 'plates/plate-%03d.fits' "$n")
    if [ "$n" = 117 ]; then name="$name "; fi
    head -c $(( 2880 * (1 + n % 7) )) /dev/zero > "$name"
    touch -d "$(printf '2026-03-01 22:%02d:00' $(( n % 60 )))" "$name"
done
