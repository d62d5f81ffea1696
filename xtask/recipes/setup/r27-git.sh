#!/bin/sh
# Round 27's git states, each built afresh in ./r27-SCENARIO: grepcount (400 stage files with a
# TODO or two, one with forty-seven), decorate (300 commits with thirty release tags, one tag put
# on a fixup commit instead of its release), numstat (a commit changing 400 text files and one
# binary calibration table).
# Fixed names and dates, so hashes are reproducible.
set -eu
round=r27 month=03
. "$(dirname "$0")/git-dated.sh"

grepcount() {
    fresh grepcount
    for n in $(seq 1 400); do
        i=$(printf %03d "$n")
        mkdir -p "pipeline/stages/stage-$i"
        todos=$(( 1 + n % 3 ))
        if [ "$n" = 117 ]; then todos=47; fi
        { printf '/* stage %s of the reduction */\n' "$i"
          for t in $(seq 1 "$todos"); do printf '/* TODO: check the flat field of pass %s */\n' "$t"; done
          printf 'int stage_%s(void) { return %s; }\n' "$i" "$i"; } > "pipeline/stages/stage-$i/reduce.c"
    done
    git add -A && commit -m "pipeline: 400 reduction stages"
}

decorate() {
    fresh decorate
    for i in $(seq 1 300); do
        printf 'entry %s\n' "$i" >> changelog.txt
        git add changelog.txt
        if [ $((i % 10)) = 0 ]; then
            commit -m "release 1.$((i / 10)).0"
            if [ "$i" != 90 ]; then git tag "v1.$((i / 10)).0"; fi
        elif [ "$i" = 91 ]; then
            commit -m "fixup! release 1.9.0"
            git tag v1.9.0
        else
            commit -m "observing log: night $i"
        fi
    done
}

numstat() {
    fresh numstat
    mkdir -p catalog/north pipeline survey/south
    for i in $(seq -f %03g 1 200); do printf 'target %s\nra 0\ndec 0\n' "$i" > "catalog/north/t-$i.txt"; done
    for i in $(seq -f %03g 201 400); do printf 'target %s\nra 0\ndec 0\n' "$i" > "survey/south/t-$i.txt"; done
    printf '\000\001\002flat v1\000' > pipeline/flat-table.bin
    git add -A && commit -m "targets: the survey list"
    for i in $(seq -f %03g 1 200); do printf 'target %s\nra %s\ndec -%s\nepoch J2000\n' "$i" "$i" "$i" > "catalog/north/t-$i.txt"; done
    for i in $(seq -f %03g 201 400); do printf 'target %s\nra %s\ndec -%s\nepoch J2000\n' "$i" "$i" "$i" > "survey/south/t-$i.txt"; done
    printf '\000\001\002flat v2 recomputed\000\003' > pipeline/flat-table.bin
    git add -A && commit -m "targets: coordinates from the new survey"
}

"$@"
