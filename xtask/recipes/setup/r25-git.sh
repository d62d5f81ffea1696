#!/bin/sh
# Round 25's git states, each built afresh in ./r25-SCENARIO: octopus (ten rake branches, one
# conflicting with main), worktrees (forty linked worktrees, one deleted, one locked), ignore (a
# tree of nested ignore rules), words (a long operating manual with a few words changed), subs
# (thirty sluice submodules, one without its gate table), hook (a pre-commit hook checking 240
# files), fsck (a history with one blob deleted from the object store), trailers (120 commits
# with sign-off trailers, one without), funcs (a C file whose changed lines sit in long
# functions), rerere (a merge whose conflicts were resolved before, one file's conflict new),
# garbage (a packed repository with stray files in its pack directory).
# Fixed names and dates, so hashes are reproducible.
set -eu
round=r25 month=01
. "$(dirname "$0")/git-dated.sh"
# the recorded commands that commit or merge run without these variables: the repository says who
identity() { git config user.name "Ada Lovelace" && git config user.email ada@example.com; }

octopus() {
    fresh octopus
    mkdir -p rakes
    printf 'rake schedule\nshift: early\n' > rakes/schedule.txt
    for i in $(seq -w 1 10); do printf 'rake %s\n' "$i" > "rakes/r-$i.txt"; done
    git add -A && commit -m "rakes: ten rakes"
    for i in $(seq -w 1 10); do
        git checkout -q -b "rake/r-$i" main
        printf 'teeth: 24\n' >> "rakes/r-$i.txt"
        if [ "$i" = 07 ]; then sed -i 's/^shift: early$/shift: night/' rakes/schedule.txt; fi
        git add -A && commit -m "rake $i: record its teeth"
    done
    git checkout -q main
    sed -i 's/^shift: early$/shift: late/' rakes/schedule.txt
    git add -A && commit -m "rakes: late shift"
    identity
}

worktrees() {
    fresh worktrees
    printf 'pans\n' > README
    git add -A && commit -m "pans: start"
    for i in $(seq -w 1 40); do git worktree add -q -b "pan/p-$i" "../r25-worktrees-wt/p-$i" 2>/dev/null; done
    rm -rf ../r25-worktrees-wt/p-23
    git worktree lock --reason "survey in progress on the east bank" ../r25-worktrees-wt/p-31
}

ignore() {
    fresh ignore
    mkdir -p pans logs/keep logs/old build
    printf '*.dat\n!P-117.dat\n' > pans/.gitignore
    printf '*.tmp\n/build/\nlogs/**/*.log\n!logs/keep/*.log\n*.bak\n' > .gitignore
    git add -A && commit -m "ignore rules"
    : > paths.txt
    for i in $(seq 1 120); do printf 'pans/P-%03d.dat\n' "$i" >> paths.txt; done
    for i in $(seq 1 40); do printf 'logs/old/harvest-%02d.log\nlogs/keep/harvest-%02d.log\nbuild/p-%02d.o\n' "$i" "$i" "$i" >> paths.txt; done
    printf 'notes/survey.md\n' >> paths.txt
}

words() {
    fresh words
    python3 - <<'PY'
lines = []
for n in range(1, 301):
    lines.append(f"Step {n}: open sluice S-{n:03d} when the brine stands below 48 cm, rake pan P-{n:03d} after {n % 5 + 2} days of sun, and log the crust depth before noon.")
open("manual.txt", "w").write("\n".join(lines) + "\n")
PY
    git add -A && commit -m "manual: the harvest steps"
    python3 - <<'PY'
text = open("manual.txt").read().split("\n")
text[41] = text[41].replace("before noon", "before dusk")
text[118] = text[118].replace("below 48 cm", "below 84 cm")
text[202] = text[202].replace("rake pan", "flood pan")
text[265] = text[265].replace("days of sun", "days of wind")
open("manual.txt", "w").write("\n".join(text))
PY
    git add -A && commit -m "manual: revise four steps"
}

subs() {
    rm -rf r25-subs-src
    mkdir r25-subs-src
    for i in $(seq -w 1 30); do
        (cd r25-subs-src && git init -q -b main "s-$i" && cd "s-$i" && printf 'sluice %s\n' "$i" > README &&
            if [ "$i" != 23 ]; then printf 'gate\twidth_cm\n' > gates.tsv && for g in $(seq 1 12); do printf 'G-%s-%02d\t%d\n' "$i" "$g" $((36 + g % 5)) >> gates.tsv; done; fi &&
            git add -A && stamp && git commit -q -m "sluice $i")
    done
    fresh subs
    for i in $(seq -w 1 30); do git -c protocol.file.allow=always submodule add -q "../r25-subs-src/s-$i" "sluices/s-$i"; done
    commit -m "sluices: thirty submodules"
}

hook() {
    fresh hook
    mkdir -p pans
    for i in $(seq -w 1 240); do printf 'pan %s\ncrust 22 mm\n' "$i" > "pans/P-$i.dat"; done
    printf 'pan 117 \ncrust 22 mm\n' > pans/P-117.dat
    cat > .git/hooks/pre-commit <<'HOOK'
#!/bin/sh
# Checks every staged pan file: header line, crust line, no trailing whitespace.
status=0
for f in $(git diff --cached --name-only); do
    if grep -n ' $' "$f" >/dev/null; then
        echo "pre-commit: $f:1: trailing whitespace after the pan number"
        status=1
    else
        echo "pre-commit: $f ok (header, crust)"
    fi
done
[ $status = 0 ] || echo "pre-commit: 1 of 240 files failed; commit aborted"
exit $status
HOOK
    chmod +x .git/hooks/pre-commit
    git add -A
    identity
}

fsck() {
    fresh fsck
    for i in $(seq 1 60); do printf 'harvest %d\ntons %d\n' "$i" "$((i % 9 + 2))" > "harvest-$i.txt"; git add -A; commit -m "harvest $i"; done
    blob=$(git rev-parse HEAD~20:harvest-33.txt)
    rm -f ".git/objects/$(echo "$blob" | cut -c1-2)/$(echo "$blob" | cut -c3-)"
}

trailers() {
    fresh trailers
    for i in $(seq 1 120); do
        printf 'pan %d\n' "$i" > "pan-$i.txt"
        git add -A
        if [ "$i" = 77 ]; then
            commit -m "pan $i: book the crust survey" -m "Reviewed-by: Grace Hopper <grace@example.com>"
        else
            commit -m "pan $i: book the crust survey" -m "Signed-off-by: Ada Lovelace <ada@example.com>
Reviewed-by: Grace Hopper <grace@example.com>"
        fi
    done
}

funcs() {
    fresh funcs
    python3 - <<'PY'
out = ["#include <stdio.h>\n"]
for f in range(1, 13):
    out.append(f"\nint sluice_step_{f:02d}(int level, int pan)\n{{\n    int opened = 0;\n")
    for k in range(1, 41):
        out.append(f"    if (pan == {f * 100 + k}) printf(\"pan %d step {k}\\n\", pan);\n")
    out.append("    if (level > 48)\n        return -1;\n    opened = 1;\n    return opened;\n}\n")
open("sluice.c", "w").write("".join(out))
PY
    git add -A && commit -m "sluice: twelve steps"
    python3 - <<'PY'
s = open("sluice.c").read().split("\nint sluice_step_")
s[7] = s[7].replace("if (level > 48)", "if (level >= 48)")
s[9] = s[9].replace("    if (pan == 921) printf(\"pan %d step 21\\n\", pan);\n", "")
open("sluice.c", "w").write("\nint sluice_step_".join(s))
PY
}

rerere() {
    fresh rerere
    git config rerere.enabled true
    mkdir -p pans
    for i in $(seq -w 1 20); do printf 'pan %s\ncrust: 22 mm\ngrade: fine\n' "$i" > "pans/p-$i.txt"; done
    git add -A && commit -m "pans: twenty pans"
    git checkout -q -b survey
    sed -i 's/^crust: 22 mm$/crust: 24 mm/' pans/*.txt
    git add -A && commit -m "survey: crust 24 mm"
    git checkout -q main
    sed -i 's/^crust: 22 mm$/crust: 21 mm/' pans/*.txt
    git add -A && commit -m "main: crust 21 mm"
    git merge -q survey >/dev/null 2>&1 || true
    sed -i '/^<<<<<<<\|^=======\|^>>>>>>>/d; /^crust: 21 mm$/d' pans/*.txt
    git add -A && commit -q -m "Merge survey" >/dev/null
    git reset -q --hard HEAD~1
    sed -i 's/^crust: 21 mm$/crust: 20 mm/' pans/p-13.txt
    git add -A && commit -m "main: pan 13 crust 20 mm"
    identity
}

garbage() {
    fresh garbage
    for i in $(seq 1 30); do printf 'pan %d\n' "$i" > "pan-$i.txt"; git add -A; commit -m "pan $i"; done
    git gc -q
    printf 'partial pack\n' > .git/objects/pack/tmp_pack_r25east
    printf 'not an object\n' > .git/objects/pack/pack-stale.keep.bak
}

"$@"
