#!/bin/sh
# Round 24's git states, each built afresh in ./r24-SCENARIO: evil (60 topic branches merged into
# main, one merge carrying a change neither parent had), stale (a clone whose origin has since
# deleted, added and moved many branches), bisect (80 commits whose gauge limit breaks while the
# gauge table is mid-migration, a bisection started), follow (a rope guide renamed three times over
# 120 commits). Fixed names and dates, so hashes are reproducible.
set -eu
round=r24 month=12
. "$(dirname "$0")/git-dated.sh"

evil() {
    fresh evil
    mkdir -p ropes
    for i in $(seq 1 60); do printf 'rope %d\nlay: right\ntucks: 5\n' "$i" > "ropes/rope-$i.txt"; done
    git add -A && commit -m "ropes: sixty ropes"
    for i in $(seq 1 60); do
        git checkout -q -b "topic/rope-$i" main
        printf 'strand: hemp %d\n' "$i" >> "ropes/rope-$i.txt"
        git add -A && commit -m "rope $i: record its strand"
        git checkout -q main
        stamp
        if [ "$i" = 27 ]; then
            git merge -q --no-ff --no-commit "topic/rope-$i"
            sed -i 's/^tucks: 5$/tucks: 3/' ropes/rope-27.txt
            git add -A
            git commit -q -m "Merge branch 'topic/rope-$i'"
        else
            git merge -q --no-ff -m "Merge branch 'topic/rope-$i'" "topic/rope-$i"
        fi
    done
}

stale() {
    rm -rf r24-stale-origin.git
    fresh stale-work
    printf 'ropewalk\n' > README
    git add -A && commit -m "ropewalk: start"
    for i in $(seq 1 120); do git branch "spool/s-$(printf %03d "$i")"; done
    cd ..
    git clone -q --bare r24-stale-work r24-stale-origin.git
    rm -rf r24-stale
    git clone -q r24-stale-origin.git r24-stale
    cd r24-stale
    for i in 7 19 33 58 91; do git checkout -q -b "spool/s-$(printf %03d "$i")" "origin/spool/s-$(printf %03d "$i")"; done
    git checkout -q main
    cd ../r24-stale-work
    for i in 12 40 41 77 103 118; do git branch -D -q "spool/s-$(printf %03d "$i")"; done
    for i in 1 2 3; do git branch "winch/w-$i"; done
    git checkout -q spool/s-019
    printf 'spool 19 rewound\n' >> README
    git add -A && commit -m "spool 19: rewound"
    git checkout -q main
    git push -q --prune ../r24-stale-origin.git 'refs/heads/*:refs/heads/*'
    cd ../r24-stale
}

bisect() {
    fresh bisect
    mkdir -p gauges
    printf 'limit 40\n' > gauges/limit.txt
    printf '#!/bin/sh\n# exit 125 when the gauge table is mid-migration, 1 when the limit is wrong\n' > check.sh
    printf 'grep -q migrating gauges/limit.txt && { echo "gauges mid-migration: cannot test"; exit 125; }\n' >> check.sh
    printf 'grep -q "limit 40" gauges/limit.txt && echo "limit ok" || { echo "limit wrong: $(cat gauges/limit.txt)"; exit 1; }\n' >> check.sh
    git add -A && commit -m "gauges: limit 40"
    for i in $(seq 1 80); do
        printf 'gauge %d\n' "$i" > "gauges/g-$i.txt"
        case $i in
            46) printf 'limit 40\nmigrating\n' > gauges/limit.txt ;;
            50) printf 'limit 4\nmigrating\n' > gauges/limit.txt ;;
            54) printf 'limit 4\n' > gauges/limit.txt ;;
        esac
        git add -A && commit -m "gauges: gauge $i"
    done
    git bisect start HEAD HEAD~80 >/dev/null
}

follow() {
    fresh follow
    mkdir -p docs
    printf '# Hawser guide\n' > docs/hawser.md
    for i in $(seq 1 120); do
        printf 'step %d: tuck %d\n' "$i" $((i % 5 + 1)) >> "$(ls docs/*.md docs/*/*.md 2>/dev/null | head -1)"
        f=$(ls docs/*.md docs/*/*.md 2>/dev/null | head -1)
        case $i in
            30) git add -A && commit -m "guide: step $i"; git mv "$f" docs/hawser-guide.md; f=docs/hawser-guide.md ;;
            70) git add -A && commit -m "guide: step $i"; mkdir -p docs/ropes; git mv "$f" docs/ropes/hawser.md ;;
            101) git add -A && commit -m "guide: step $i"; git mv "$f" docs/ropes/hawser-laying.md ;;
        esac
        printf 'other %d\n' "$i" > "docs/note-$((i % 7)).txt"
        git add -A && commit -m "guide: step $i"
    done
}

case "$1" in
    evil) evil ;;
    stale) stale ;;
    bisect) bisect ;;
    follow) follow ;;
esac
