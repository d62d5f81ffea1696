#!/bin/sh
# Round 18's git states, each built in its own directory from ./r18-git (a 40-module orchard
# package with 32 dated commits, a `release` branch and a bare `r18-origin`). `sh setup/r18-git.sh
# SCENARIO` builds ./r18-SCENARIO afresh: switch (40 edited files a switch would overwrite), stash
# (a stash whose pop conflicts), pull (a clone whose main and origin's main diverged), rebase (an
# interactive rebase stopped on its third pick), branches (61 tracking branches, one gone, some
# ahead/behind), moved (a commit that moves a function to another module and changes one line of
# it). Fixed names and dates, so hashes are reproducible.
set -eu
export GIT_AUTHOR_NAME="Ada Lovelace" GIT_AUTHOR_EMAIL="ada@example.com"
export GIT_COMMITTER_NAME="Ada Lovelace" GIT_COMMITTER_EMAIL="ada@example.com"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
n=0
stamp() {
    n=$((n + 1))
    d="2025-05-$(printf %02d $(( (n % 28) + 1 )))T$(printf %02d $(( 8 + n / 28 ))):15:00+00:00"
    export GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d"
}
commit() { stamp; git commit -q "$@"; }
modules="grading picking packing cooling storage ledger billing growers blocks rows trees pruning \
spraying irrigation frost harvest crates bins forklift weighbridge labels pallets dispatch trucks \
invoices credits quotas varieties grafting nursery pollination hives weather soil lab juice \
cider press waste audit"
base() {
    [ -d r18-git/.git ] && return 0
    git init -q -b main r18-git
    cd r18-git
    git config core.autocrlf false
    mkdir -p orchard
    for m in $modules; do
        {
            printf '"""The %s module of the cooperative."""\n\nGRACE_HOURS = 24\n\n' "$m"
            for i in 1 2 3 4 5; do
                printf 'def %s_%d(lot, weight_kg):\n    """Step %d of %s."""\n    total = weight_kg * %d\n    return {"lot": lot, "total": total}\n\n\n' "$m" "$i" "$i" "$m" "$i"
            done
        } > "orchard/$m.py"
    done
    git add -A && commit -m "orchard: forty modules"
    i=1
    for m in $modules; do
        [ $i -gt 30 ] && break
        printf '\n\ndef %s_audit(lot):\n    """Audit hook %d."""\n    return lot\n' "$m" "$i" >> "orchard/$m.py"
        if [ $i -eq 9 ]; then
            sed -i 's/^GRACE_HOURS = 24$/GRACE_HOURS = 24\nGRACE_DAYS = 3/' orchard/billing.py
        fi
        if [ $i -eq 21 ]; then
            sed -i 's/^GRACE_DAYS = 3$/GRACE_DAYS = 5/' orchard/billing.py
        fi
        if [ $i -eq 27 ]; then
            printf 'def overdue(days_late):\n    return days_late > GRACE_DAYS\n' >> orchard/invoices.py
            sed -i 's/^GRACE_HOURS = 24$/GRACE_HOURS = 24\nfrom orchard.billing import GRACE_DAYS/' orchard/invoices.py
        fi
        git add -A && commit -m "$m: audit hook $i"
        i=$((i + 1))
    done
    git branch release HEAD~20
    cd ..
    rm -rf r18-origin
    git clone -q --bare r18-git r18-origin
}
fresh() { rm -rf "r18-$1"; git clone -q r18-origin "r18-$1"; cd "r18-$1"; git config core.autocrlf false; }
base
# Scenario commits are dated from a fixed point, whether or not base() ran in this invocation.
n=100
case "${1:-}" in
switch)
    fresh switch
    git checkout -q main
    for m in $modules; do sed -i 's/weight_kg \* 1$/weight_kg * 1.0/' "orchard/$m.py"; done
    ;;
stash)
    fresh stash
    sed -i 's/weight_kg \* 3$/weight_kg * 3.5/' orchard/grading.py
    for m in picking packing cooling storage ledger billing growers blocks rows trees pruning spraying; do
        sed -i 's/weight_kg \* 2$/weight_kg * 2.0/' "orchard/$m.py"
    done
    stamp; git stash -q
    sed -i 's/weight_kg \* 3$/weight_kg * 3 + 1/' orchard/grading.py
    git add -A && commit -m "grading: tare of one kilo per crate"
    ;;
pull)
    rm -rf r18-upstream r18-pull-origin
    git clone -q --bare r18-git r18-pull-origin
    git clone -q r18-pull-origin r18-upstream
    (cd r18-upstream && sed -i 's/GRACE_HOURS = 24/GRACE_HOURS = 48/' orchard/frost.py && git add -A && \
        commit -m "frost: two days of grace" && git push -q origin main)
    rm -rf r18-pull
    git clone -q r18-pull-origin r18-pull
    cd r18-pull
    git reset -q --hard HEAD~1
    sed -i 's/GRACE_HOURS = 24/GRACE_HOURS = 12/' orchard/hives.py
    git add -A && commit -m "hives: half a day of grace"
    git fetch -q
    ;;
rebase)
    fresh rebase
    git checkout -q -b tidy HEAD~8
    for m in grading picking packing cooling storage; do
        sed -i 's/weight_kg \* 4$/weight_kg * 4  # kg/' "orchard/$m.py"
        git add -A && commit -m "$m: label the fourth step's unit"
    done
    sed -i 's/^GRACE_DAYS = 5$/GRACE_DAYS = 7/' orchard/billing.py
    git add -A && commit -m "billing: a week of grace"
    for m in ledger growers; do
        sed -i 's/weight_kg \* 5$/weight_kg * 5  # kg/' "orchard/$m.py"
        git add -A && commit -m "$m: label the fifth step's unit"
    done
    git checkout -q main
    sed -i 's/weight_kg \* 4$/weight_kg * 4.0/' orchard/packing.py
    git add -A && commit -m "packing: float weights"
    git checkout -q tidy
    stamp
    GIT_SEQUENCE_EDITOR=true git rebase -q -i main >/dev/null 2>&1 || true
    ;;
branches)
    fresh branches
    for m in $modules; do
        git branch -q --track "feature/$m" origin/main
    done
    for b in grading-v2 cold-chain ledger-split quota-2026 nursery-import frost-alarms dispatch-api \
        lab-results cider-batch press-log waste-weigh audit-trail hives-map soil-ph juice-brix \
        weather-feed trucks-gps pallets-rfid labels-gs1 bins-qr m9-stock; do
        git branch -q --track "topic/$b" origin/main
    done
    git checkout -q feature/ledger
    sed -i 's/GRACE_HOURS = 24/GRACE_HOURS = 36/' orchard/ledger.py
    git add -A && commit -m "ledger: a day and a half of grace"
    sed -i 's/GRACE_HOURS = 36/GRACE_HOURS = 30/' orchard/ledger.py
    git add -A && commit -m "ledger: thirty hours of grace"
    git checkout -q topic/cold-chain
    git reset -q --hard HEAD~3
    git checkout -q main
    git push -q origin topic/press-log:topic/press-log
    git branch -q -u origin/topic/press-log topic/press-log
    git push -q origin --delete topic/press-log
    git fetch -q --prune
    ;;
moved)
    rm -rf r18-moved
    git clone -q r18-origin r18-moved
    cd r18-moved
    git config core.autocrlf false
    python3 - <<'PY'
import re
src = open("orchard/ledger.py").read()
start = src.index("def ledger_2(")
end = src.index("def ledger_5(")
block = src[start:end]
open("orchard/ledger.py", "w").write(src[:start] + src[end:])
moved = block.replace("ledger_", "billing_ledger_").replace("total = weight_kg * 3", "total = weight_kg * 3 - 1")
open("orchard/billing.py", "a").write("\n\n" + moved)
PY
    git add -A && commit -m "billing: take over ledger steps 2-4"
    ;;
"") ;;
*) echo "unknown scenario $1" >&2; exit 2 ;;
esac
