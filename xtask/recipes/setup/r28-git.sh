#!/bin/sh
# Round 28's git state, built afresh in ./r28-SCENARIO: dirstat (two hundred commits to the
# plant's sources, one of which, "plant: tidy the belt constants", also rewrites the vendored
# crc library).
# Fixed names and dates, so hashes are reproducible.
set -eu
round=r28 month=04
. "$(dirname "$0")/git-dated.sh"

dirstat() {
    fresh dirstat
    mkdir -p src/belt src/crusher src/scale docs vendor/crc
    for i in $(seq 1 12); do printf 'unsigned crc_table_%s = %s;\n' "$i" "$i" > "vendor/crc/crc$i.c"; done
    for d in belt crusher scale; do for i in $(seq 1 8); do printf 'int %s_%s;\n' "$d" "$i" > "src/$d/part$i.c"; done; done
    printf 'plant\n' > docs/plant.md
    git add -A && commit -m "plant: initial import"
    for c in $(seq 1 200); do
        d=$(echo "belt crusher scale" | cut -d' ' -f$(( c % 3 + 1 )))
        for i in $(seq 1 $(( 1 + c % 4 ))); do printf 'int %s_%s = %s;\n' "$d" "$i" "$c" > "src/$d/part$i.c"; done
        if [ $(( c % 10 )) = 0 ]; then printf 'change %s\n' "$c" >> docs/plant.md; fi
        if [ "$c" = 137 ]; then
            for i in $(seq 1 12); do printf 'unsigned crc_table_%s = %s; /* tidied */\n' "$i" "$((i * 7))" > "vendor/crc/crc$i.c"; done
            git add -A && commit -m "plant: tidy the belt constants"
        else
            git add -A && commit -m "plant: $d tuning, pass $c"
        fi
    done
}

"$@"
