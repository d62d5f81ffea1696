#!/bin/sh
# Round 19's git states, each built afresh in ./r19-SCENARIO: revert (a revert of an early commit
# whose lines a later commit changed), ignore (305 paths and a layered .gitignore),
# renames (a commit that moves 300 modules into a package, deletes one and edits one), tags (200
# annotated release tags), follow (a module renamed twice with edits on the way), blame (a module
# assembled from lines copied out of two others). Fixed names and dates, so hashes are reproducible.
set -eu
round=r19 month=06
. "$(dirname "$0")/git-dated.sh"
faces="north east south west"

revert() {
    fresh revert
    mkdir -p quarry
    for i in $(seq 1 30); do printf 'LIMIT_%02d = %d\n' "$i" $((i * 10)) >> quarry/limits.py; done
    git add -A && commit -m "limits: thirty limits"
    sed -i 's/^LIMIT_12 = 120$/LIMIT_12 = 125/' quarry/limits.py
    git add -A && commit -m "limits: raise the twelfth limit to 125"
    for i in $(seq 1 8); do
        printf '# audit note %d\n' "$i" >> quarry/notes.py
        git add -A && commit -m "notes: audit note $i"
    done
    sed -i 's/^LIMIT_12 = 125$/LIMIT_12 = 140  # crusher 2 retrofit/' quarry/limits.py
    git add -A && commit -m "limits: the retrofit allows 140"
}

ignore() {
    fresh ignore
    printf '# build output\n/dist/\n*.pyc\n__pycache__/\n# editor\n*.swp\n.idea/\n# data\n/surveys/raw/\n!/surveys/raw/README.md\n*.las\n' > .gitignore
    mkdir -p src surveys/raw surveys/processed reports
    printf 'exports/\n*.tmp\n!keep.tmp\n' > reports/.gitignore
    git add -A && commit -m "ignore rules"
    for i in $(seq 1 60); do
        for p in "src/quarry/mod_$i.py" "src/quarry/__pycache__/mod_$i.cpython-311.pyc" "dist/weighbridge-$i.whl" \
            "surveys/raw/face-$i.las" "reports/exports/week-$i.csv"; do
            echo "$p"
        done
    done > ../r19-ignore-paths.txt
    printf 'surveys/raw/README.md\nreports/keep.tmp\nreports/draft.tmp\n.idea/workspace.xml\nsrc/quarry/.mod_7.py.swp\n' >> ../r19-ignore-paths.txt
}

renames() {
    fresh renames
    mkdir -p src
    for i in $(seq 1 300); do
        printf '"""Module %d of the quarry tools."""\n\n\ndef step_%03d(t):\n    return t * %d\n' "$i" "$i" "$i" > "src/mod_$(printf %03d "$i").py"
    done
    git add -A && commit -m "tools: 300 modules"
    mkdir -p src/quarry
    for i in $(seq 1 300); do
        f="mod_$(printf %03d "$i").py"
        if [ "$i" -eq 131 ]; then git rm -q "src/$f"; else git mv "src/$f" "src/quarry/$f"; fi
    done
    printf '\n\nWEIGHBRIDGE_TOLERANCE = 0.5\n' >> src/quarry/mod_077.py
    git add -A && commit -m "tools: move into the quarry package"
}

tags() {
    fresh tags
    for i in $(seq 1 200); do
        printf 'release %d\n' "$i" > VERSION
        git add -A && commit -m "release $i"
        v="v1.$((i / 20)).$((i % 20))"
        if [ "$i" -eq 73 ]; then msg="Weighbridge $v: recalibrated load cells (ticket weights before this release read 0.8% low)"
        else msg="Weighbridge $v: routine release"; fi
        stamp; git tag -a "$v" -m "$msg"
    done
}

follow() {
    fresh follow
    mkdir -p tools
    {
        printf '"""Ticket pricing."""\n\nRATE = 4.1\n\n'
        for i in $(seq 1 40); do printf 'def price_%02d(tonnes):\n    return tonnes * RATE * %d\n\n' "$i" "$i"; done
    } > tools/pricing.py
    git add -A && commit -m "pricing: forty price bands"
    for i in $(seq 1 5); do printf '# tweak %d\n' "$i" >> tools/pricing.py; git add -A; commit -m "pricing: tweak $i"; done
    mkdir -p quarry && git mv tools/pricing.py quarry/pricing.py && commit -m "move pricing into the package"
    sed -i 's/^RATE = 4.1$/RATE = 4.35/' quarry/pricing.py && git add -A && commit -m "pricing: the 2025 rate"
    git mv quarry/pricing.py quarry/tariff.py && commit -m "rename pricing to tariff"
    sed -i 's/return tonnes \* RATE \* 17$/return tonnes * RATE * 17 * 0.95  # volume discount/' quarry/tariff.py
    git add -A && commit -m "tariff: volume discount on band 17"
}

blame() {
    fresh blame
    mkdir -p quarry
    for m in crusher screens; do
        for i in $(seq 1 30); do printf 'def %s_%02d(t):\n    return t * %d  # %s calibration %d\n\n' "$m" "$i" "$i" "$m" "$i"; done > "quarry/$m.py"
        git add -A && commit -m "$m: thirty calibrations"
    done
    for i in $(seq 1 6); do sed -i "s/# crusher calibration $i\$/# crusher calibration $i (checked)/" quarry/crusher.py; git add -A; commit -m "crusher: check calibration $i"; done
    { sed -n '1,30p' quarry/crusher.py; sed -n '31,60p' quarry/screens.py; printf 'def line_total(t):\n    return crusher_01(t) + screens_11(t)\n'; } > quarry/line.py
    git add -A && commit -m "line: assemble the plant line from crusher and screens"
    sed -i 's/return crusher_01(t) + screens_11(t)/return crusher_01(t) + screens_11(t) + 2/' quarry/line.py
    git add -A && commit -m "line: add the feeder's two tonnes"
}

"$1"
