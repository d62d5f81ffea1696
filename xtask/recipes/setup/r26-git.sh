#!/bin/sh
# Round 26's git states, each built afresh in ./r26-SCENARIO: remerge (a merge whose thirty
# conflicts were resolved by taking the keeper branch, one file resolved by hand to neither
# side), skew (150 commits, one with an author date years before its parent), renames (both
# branches renamed the same lamp file to different places while changing two hundred others),
# bodies (120 commits with bodies, one announcing a breaking change), authors (150 commits, one
# made with a mistyped e-mail address).
# Fixed names and dates, so hashes are reproducible.
set -eu
round=r26 month=02
. "$(dirname "$0")/git-dated.sh"

lampfile() { # FILE N VALUE: a lamp configuration of twelve lines, line 6 holding VALUE
    { for l in 1 2 3 4 5; do printf 'lamp %s line %s: unchanged\n' "$2" "$l"; done
      printf 'period = %s\n' "$3"
      for l in 7 8 9 10 11 12; do printf 'lamp %s line %s: unchanged\n' "$2" "$l"; done; } > "$1"
}

append() { # FILE LINE: appends LINE to FILE and stages it
    printf '%s\n' "$2" >> "$1" && git add "$1"
}

remerge() {
    fresh remerge
    mkdir -p lamps
    for i in $(seq -w 1 30); do lampfile "lamps/l-$i.cfg" "$i" 10s; done
    git add -A && commit -m "lamps: thirty lamp configurations"
    git checkout -q -b keeper
    for i in $(seq -w 1 30); do lampfile "lamps/l-$i.cfg" "$i" 12s; done
    git add -A && commit -m "keeper: lengthen every period to 12 s"
    git checkout -q main
    for i in $(seq -w 1 30); do lampfile "lamps/l-$i.cfg" "$i" 8s; done
    git add -A && commit -m "lamps: shorten every period to 8 s"
    git merge -q keeper >/dev/null 2>&1 || true
    for i in $(seq -w 1 30); do lampfile "lamps/l-$i.cfg" "$i" 12s; done
    lampfile lamps/l-19.cfg 19 9s
    git add -A && commit -q --no-edit
}

skew() {
    fresh skew
    for i in $(seq 1 150); do
        append watches.log "watch $i"
        stamp
        if [ "$i" = 97 ]; then export GIT_AUTHOR_DATE="2019-02-11T03:14:00+00:00"; fi
        git commit -q -m "watch $i: log the night watch"
    done
}

renames() {
    fresh renames
    mkdir -p lamps
    for i in $(seq -w 1 200); do lampfile "lamps/l-$i.cfg" "$i" 10s; done
    lampfile lamps/l-17-spare.cfg 17 10s
    git add -A && commit -m "lamps: two hundred lamps and a spare"
    git checkout -q -b north
    git mv lamps/l-17-spare.cfg lamps/north-l-17.cfg
    for i in $(seq -w 1 200); do sed -i 's/line 2: unchanged/line 2: north survey/' "lamps/l-$i.cfg"; done
    git add -A && commit -m "north: survey every lamp, move the spare north"
    git checkout -q main
    git mv lamps/l-17-spare.cfg lamps/retired-l-17.cfg
    for i in $(seq -w 1 200); do sed -i 's/line 11: unchanged/line 11: relit/' "lamps/l-$i.cfg"; done
    git add -A && commit -m "lamps: relight every lamp, retire the spare"
    git config user.name "Ada Lovelace" && git config user.email ada@example.com
}

bodies() {
    fresh bodies
    for i in $(seq 1 120); do
        append registry.txt "entry $i"
        if [ "$i" = 74 ]; then
            body="BREAKING CHANGE: lamp periods are now given in milliseconds; a config that still says 10s is read as 10 ms."
        else
            body="Keeps the registry in step with the survey sheets of week $i; no behaviour changes."
        fi
        commit -m "registry: record survey entry $i" -m "The keeper on watch copied entry $i from the survey sheet." -m "$body"
    done
}

authors() {
    fresh authors
    for i in $(seq 1 150); do
        append lenses.log "lens $i polished"
        if [ "$i" = 88 ]; then
            GIT_AUTHOR_EMAIL=ada@exmaple.com commit -m "lens $i: record the polish"
        else
            commit -m "lens $i: record the polish"
        fi
    done
}

"$1"
