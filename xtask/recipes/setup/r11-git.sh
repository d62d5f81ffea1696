#!/bin/sh
# Builds ./r11-git: two crates of the local cargo registry ($FIXTURE_REGISTRY) on main, a `tolls`
# branch whose edits collide with main's (for `git merge` and the combined diff), a `lockkeeper`
# branch two of whose commits were cherry-picked onto main (for `git cherry -v`), tags, and four
# stashes (for `git stash list`). Fixed names and dates, so hashes are reproducible. Idempotent:
# does nothing when it exists.
set -eu
[ -d r11-git/.git ] && exit 0
export GIT_AUTHOR_NAME="Sophie Wilson" GIT_AUTHOR_EMAIL="sophie@example.com"
export GIT_COMMITTER_NAME="Sophie Wilson" GIT_COMMITTER_EMAIL="sophie@example.com"
git init -q -b main r11-git
cd r11-git
git config core.autocrlf false
git config merge.conflictStyle diff3
n=0
stamp() {
    n=$((n + 1))
    d="2024-05-$(printf %02d "$n")T10:00:00+00:00"
    export GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d"
}
commit() { stamp; git commit -q "$@"; }
for c in heck-0.5.0 strsim-0.11.1; do
    cp -r "$FIXTURE_REGISTRY/$c" "${c%-*}"
    rm -f "${c%-*}/.cargo-ok"
    git add -A
    commit -m "Vendor $c"
done
stamp; git tag -a v0.1 -m "vendored heck and strsim"
git branch tolls
git branch lockkeeper
# main: its own edits of the lines the tolls branch also edits.
sed -i 's/^version = .*/version = "0.5.1"/' heck/Cargo.toml
sed -i 's/^description = .*/description = "Case conversion for lock names (main)"/' heck/Cargo.toml
commit -am "heck: 0.5.1 with the main description"
sed -i '80,200s/Jaro similarity/Jaro similarity (main tuned)/' strsim/src/lib.rs
commit -am "strsim: note the tuned Jaro on main"
# lockkeeper: five commits; the first and third are cherry-picked onto main below.
git checkout -q lockkeeper
for i in 1 2 3 4 5; do
    printf 'keeper note %s: flight KA-%s checked\n' "$i" "$((21 + i))" > "keeper-$i.txt"
    git add "keeper-$i.txt"
    commit -m "Keeper note $i for KA-$((21 + i))"
done
git checkout -q main
stamp; git cherry-pick -x lockkeeper~4 >/dev/null
stamp; git cherry-pick -x lockkeeper~2 >/dev/null
# tolls: conflicting edits of the same lines, plus a file main deletes.
git checkout -q tolls
sed -i 's/^version = .*/version = "0.6.0-tolls"/' heck/Cargo.toml
sed -i 's/^description = .*/description = "Case conversion for toll codes (tolls branch)"/' heck/Cargo.toml
commit -am "heck: 0.6.0-tolls with the tolls description"
sed -i '80,200s/Jaro similarity/Jaro similarity (tolls weighting)/' strsim/src/lib.rs
printf 'narrowboat,40\nwidebeam,60\n' > strsim/tolls.csv
git add strsim/tolls.csv
commit -am "strsim: tolls weighting and the toll table"
git rm -q heck/README.md
commit -m "heck: drop the README on the tolls branch"
git checkout -q main
printf '# heck\n\nKept on main: the README is the crate page.\n' >> heck/README.md
commit -am "heck: README note on main"
stamp; git tag v0.2
# Four stashes of work in progress.
for s in "levels: half-done pound sensor" "tolls: try 45p a metre" "docs: keeper rota" "WIP on the flight planner"; do
    printf '%s\n' "$s" >> keeper-1.txt
    stamp
    git stash push -q -m "$s"
done
