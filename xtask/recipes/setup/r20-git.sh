#!/bin/sh
# Round 20's git states, each built afresh in ./r20-SCENARIO: rebase (a 12-commit branch rebased
# with `-x` whose check fails on the seventh), lockfile (one commit that churns every integrity
# hash of a 400-entry lockfile and changes one line of source), cherry (a range whose third commit
# is already on main), untracked (a merge that would overwrite 40 untracked build files), merges
# (120 merged branches, one of them reverted). Fixed names and dates, so hashes are reproducible.
set -eu
round=r20 month=07
. "$(dirname "$0")/git-dated.sh"

rebase() {
    fresh rebase
    for i in $(seq 1 40); do printf 'setting_%02d = %d\n' "$i" $((i * 3)); done > kiln.cfg
    printf '#!/bin/sh\n# The pre-merge check: every setting must be a number.\nif grep -n "= [^0-9]" kiln.cfg; then echo "check: kiln.cfg has a non-numeric setting" >&2; exit 1; fi\necho "check: $(wc -l < kiln.cfg) settings ok"\n' > check.sh
    git add -A && commit -m "kiln: forty settings"
    git checkout -q -b ramp
    for i in $(seq 1 12); do
        if [ "$i" = 7 ]; then
            sed -i "s/^setting_07 = 21$/setting_07 = fast/" kiln.cfg
        else
            sed -i "s/^setting_$(printf %02d $((i + 20))) = \([0-9]*\)$/setting_$(printf %02d $((i + 20))) = \10/" kiln.cfg
        fi
        git add -A && commit -m "ramp: tune step $i"
    done
    git checkout -q main
    printf 'notes\n' > NOTES && git add -A && commit -m "docs: notes"
    git checkout -q ramp
}

lockfile() {
    fresh lockfile
    mkdir -p src
    printf 'export function cone6Peak(reading) {\n  return reading.peakC >= 1222;\n}\n\nexport function cone10Peak(reading) {\n  return reading.peakC >= 1285;\n}\n' > src/firing.js
    gen() {
        printf '{\n  "name": "kiln-dashboard",\n  "lockfileVersion": 3,\n  "packages": {\n'
        for i in $(seq 1 400); do
            h=$(printf '%s-%d' "$1" "$i" | sha256sum | cut -c1-44)
            printf '    "node_modules/dep-%03d": {\n      "version": "1.%d.0",\n      "integrity": "sha512-%s"\n    },\n' "$i" $((i % 9)) "$h"
        done
        printf '    "node_modules/zz-end": {\n      "version": "0.0.1"\n    }\n  }\n}\n'
    }
    gen old > package-lock.json
    git add -A && commit -m "dashboard: first lock"
    gen new > package-lock.json
    sed -i 's/return reading.peakC >= 1222;/return reading.peakC > 1222;/' src/firing.js
    git add -A && commit -m "deps: refresh the lockfile"
}

cherry() {
    fresh cherry
    for i in $(seq 1 30); do printf 'cone_%02d = %d\n' "$i" $((1000 + i * 10)); done > cones.py
    git add -A && commit -m "cones: thirty cones"
    git checkout -q -b topic
    for i in 1 2 3 4 5; do
        sed -i "s/^cone_$(printf %02d $((i * 5))) = \([0-9]*\)$/cone_$(printf %02d $((i * 5))) = \15/" cones.py
        git add -A && commit -m "cones: adjust cone $((i * 5))"
    done
    git checkout -q main
    sed -i "s/^cone_15 = 1150$/cone_15 = 11505/" cones.py
    git add -A && commit -m "cones: hotfix cone 15 (same as topic's)"
}

untracked() {
    fresh untracked
    printf 'dist/\n' > .gitignore.off
    printf 'kiln dashboard\n' > README
    git add -A && commit -m "dashboard"
    git checkout -q -b release
    mkdir -p dist
    for i in $(seq 1 40); do printf '{"kiln": %d}\n' "$i" > "dist/kiln-$(printf %02d "$i").json"; done
    git add -A && commit -m "release: commit the built dist/"
    git checkout -q main
    mkdir -p dist
    for i in $(seq 1 40); do printf '{"kiln": %d, "local": true}\n' "$i" > "dist/kiln-$(printf %02d "$i").json"; done
}

merges() {
    fresh merges
    printf 'kiln works\n' > README
    git add -A && commit -m "start"
    for i in $(seq 1 120); do
        b=$(printf 'feature/kiln-%03d' "$i")
        git checkout -q -b "$b"
        printf 'step %d\n' "$i" > "step-$(printf %03d "$i").txt"
        git add -A && commit -m "kiln: step $i"
        git checkout -q main
        stamp; git merge -q --no-ff -m "Merge branch '$b'" "$b"
        if [ "$i" = 77 ]; then
            stamp; git revert --no-edit -m 1 HEAD >/dev/null
        fi
    done
}

"$1"
