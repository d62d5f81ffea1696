#!/bin/sh
# Round 21's git states, each built afresh in ./r21-SCENARIO: fetch (a clone fetching with --prune
# after its origin deleted 6 branches, rewrote one and added three among 200), todo (an interactive
# rebase whose todo list gets a mistyped command), reject (a patch whose second hunk no longer
# applies), bundle (an incremental bundle verified in a clone that lacks its prerequisites),
# worktree (a branch already checked out in another worktree), cherry (two branches whose commits
# are partly the same patches). Fixed names and dates, so hashes are reproducible.
set -eu
round=r21 month=09
. "$(dirname "$0")/git-dated.sh"
looms() {
    for i in $(seq 1 60); do printf 'loom_%02d_tension = %d\n' "$i" $((20 + i % 25)); done > looms.cfg
}

fetch() {
    rm -rf r21-fetch-origin
    git init -q -b main r21-fetch-origin
    ( cd r21-fetch-origin
      looms; git add -A && commit -m "looms: sixty tensions"
      for i in $(seq 1 200); do
          b=$(printf 'loom/L-%02d' "$i")
          git checkout -q -b "$b" main
          printf 'L-%02d notes\n' "$i" > "notes-$i.txt"
          git add -A && commit -m "loom L-$i: notes"
      done
      git checkout -q main )
    rm -rf r21-fetch && git clone -q r21-fetch-origin r21-fetch && cd r21-fetch-origin
    for i in 05 11 12 19 27 33; do git branch -q -D "loom/L-$i"; done
    git checkout -q loom/L-17
    printf 'L-17 notes, rewritten\n' > notes-17.txt
    git add -A && stamp && git commit -q --amend -m "loom L-17: notes (rewritten)"
    for i in 201 202 203; do
        git checkout -q -b "loom/L-$i" main
        printf 'L-%s notes\n' "$i" > "notes-$i.txt"
        git add -A && commit -m "loom L-$i: notes"
    done
    git checkout -q main
    sed -i 's/^loom_07_tension = 27$/loom_07_tension = 31/' looms.cfg
    git add -A && commit -m "looms: L-07 tension 31"
    stamp; git tag -a -m "shift 3 settings" v3.0.0
}

todo() {
    fresh todo
    looms; git add -A && commit -m "looms: sixty tensions"
    git checkout -q -b retune
    for i in 1 2 3 4 5 6; do
        sed -i "s/^loom_$(printf %02d $((i * 7)))_tension = \([0-9]*\)$/loom_$(printf %02d $((i * 7)))_tension = \10/" looms.cfg
        git add -A && commit -m "retune: loom $((i * 7))"
    done
}

reject() {
    fresh reject
    looms; git add -A && commit -m "looms: sixty tensions"
    git checkout -q -b tune
    sed -i 's/^loom_03_tension = 23$/loom_03_tension = 24/; s/^loom_44_tension = 39$/loom_44_tension = 41/; s/^loom_58_tension = 28$/loom_58_tension = 29/' looms.cfg
    git add -A && commit -m "tune: looms 3, 44, 58"
    git format-patch -q -1 --stdout > ../r21-tune.patch
    git checkout -q main
    sed -i 's/^loom_44_tension = 39$/loom_44_tension = 40  # beam B-107/' looms.cfg
    git add -A && commit -m "looms: L-44 on beam B-107"
    mv ../r21-tune.patch tune.patch
}

bundle() {
    fresh bundle-src
    looms; git add -A && commit -m "looms: sixty tensions"
    for i in $(seq 1 12); do
        printf 'shift %d\n' "$i" >> shifts.log
        git add -A && commit -m "shifts: shift $i"
    done
    git clone -q . ../r21-bundle
    git -C ../r21-bundle reset -q --hard HEAD~9
    for i in $(seq 13 18); do
        printf 'shift %d\n' "$i" >> shifts.log
        git add -A && commit -m "shifts: shift $i"
    done
    git bundle create -q ../r21-bundle/shifts-13-18.bundle main~6..main
    git -C ../r21-bundle update-ref refs/remotes/origin/main HEAD
    git -C ../r21-bundle reflog expire --expire=now --all
    git -C ../r21-bundle gc -q --prune=now
}

worktree() {
    fresh worktree
    looms; git add -A && commit -m "looms: sixty tensions"
    git branch retune
    git branch night-shift
    git worktree add -q ../r21-worktree-retune retune
    git worktree add -q ../r21-worktree-night night-shift
}

cherry() {
    fresh cherry
    looms; git add -A && commit -m "looms: sixty tensions"
    git checkout -q -b topic
    for i in 1 2 3 4 5 6 7 8; do
        sed -i "s/^loom_$(printf %02d $((i * 6)))_tension = \([0-9]*\)$/loom_$(printf %02d $((i * 6)))_tension = \15/" looms.cfg
        git add -A && commit -m "topic: loom $((i * 6))"
    done
    git checkout -q main
    for i in 2 5 7; do
        stamp; git cherry-pick "topic~$((8 - i))" >/dev/null
    done
    printf 'main only\n' > NOTES && git add -A && commit -m "docs: notes on main"
}

"$1"
