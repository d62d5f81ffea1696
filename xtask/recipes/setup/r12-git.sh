#!/bin/sh
# Builds ./r12-git: two crates of the local cargo registry ($FIXTURE_REGISTRY) on main, branches
# `haulage` and `weighbridge` whose edits collide (for `git merge-tree`), `grading` (for
# `git show-branch`), a mailbox of three patches the last of which no longer applies (for `git am`),
# a unified patch with a stale hunk (for `patch --dry-run`), and a work tree with staged, renamed,
# modified, untracked and whitespace-broken edits (for `git status --porcelain=v2` and
# `git diff --check`). Fixed names and dates, so hashes are reproducible. Idempotent: does
# nothing when it exists.
set -eu
[ -d r12-git/.git ] && exit 0
export GIT_AUTHOR_NAME="Mary Anning" GIT_AUTHOR_EMAIL="mary@example.com"
export GIT_COMMITTER_NAME="Mary Anning" GIT_COMMITTER_EMAIL="mary@example.com"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
git init -q -b main r12-git
cd r12-git
git config core.autocrlf false
n=0
stamp() {
    n=$((n + 1))
    d="2024-06-$(printf %02d "$n")T09:30:00+00:00"
    export GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d"
}
commit() { stamp; git commit -q "$@"; }
for c in regex-automata-0.4.19 hyper-1.13.0; do
    cp -r "$FIXTURE_REGISTRY/$c" "${c%-*}"
    rm -f "${c%-*}/.cargo-ok"
    git add -A
    commit -m "Vendor $c"
done
stamp; git tag -a v0.4 -m "vendored regex-automata and hyper"
git branch haulage
git branch weighbridge
git branch grading
# Three patches made on a throwaway branch; main then edits the third patch's context.
git checkout -q -b mailbox
sed -i 's/^description = .*/description = "Automata for the quarry ticket parser"/' regex-automata/Cargo.toml
commit -am "regex-automata: describe the ticket parser use"
printf 'QY-02,8.1\nQY-03,9.62\n' > regex-automata/tickets.csv
git add regex-automata/tickets.csv
commit -m "regex-automata: sample weighbridge tickets"
sed -i '540,560s/^#!\[deny(missing_docs)\]/#![deny(missing_docs)]\n#![doc(html_root_url = "https:\/\/quarry.example\/docs")]/' regex-automata/src/lib.rs
sed -i '0,/^version = .*/s//version = "0.4.19-quarry"/' regex-automata/Cargo.toml
commit -am "regex-automata: quarry docs root and version"
git format-patch -q -3 -o ../r12-mailbox HEAD
git checkout -q main
git branch -D -q mailbox
sed -i '0,/^version = .*/s//version = "0.4.20"/' regex-automata/Cargo.toml
sed -i '540,560s/^#!\[deny(missing_docs)\]/#![deny(missing_docs, unreachable_pub)]/' regex-automata/src/lib.rs
commit -am "regex-automata: 0.4.20 and deny unreachable_pub"
# haulage and weighbridge: conflicting edits of the same lines, and a file one deletes.
git checkout -q haulage
sed -i 's/^description = .*/description = "HTTP for the haulage booking service"/' hyper/Cargo.toml
sed -i '0,/^version = .*/s//version = "1.13.0-haulage"/' hyper/Cargo.toml
commit -am "hyper: haulage description and version"
printf 'route,km\neast-gate,14\nsouth-road,38\n' > hyper/routes.csv
git add hyper/routes.csv
commit -m "hyper: haulage routes"
git checkout -q weighbridge
sed -i 's/^description = .*/description = "HTTP for the weighbridge ticket feed"/' hyper/Cargo.toml
sed -i '0,/^version = .*/s//version = "1.14.0-weighbridge"/' hyper/Cargo.toml
commit -am "hyper: weighbridge description and version"
git rm -q hyper/README.md
commit -m "hyper: drop the README on the weighbridge branch"
printf 'route,km\neast-gate,15\nquarry-loop,6\n' > hyper/routes.csv
git add hyper/routes.csv
commit -m "hyper: weighbridge routes"
git checkout -q grading
for g in best strong heavy; do
    printf 'grade %s\n' "$g" > "grade-$g.txt"
    git add "grade-$g.txt"
    commit -m "grading: $g slate"
done
git checkout -q main
printf '\nQuarry note: the README stays on main.\n' >> hyper/README.md
commit -am "hyper: README note on main"
# A plain unified patch of hyper/Cargo.toml made against the v0.4 text; main's later edits leave
# one hunk stale.
git diff v0.4 haulage > ../r12-haulage.patch
sed -i '0,/^version = .*/s//version = "1.13.1"/' hyper/Cargo.toml
sed -i 's/^description = .*/description = "HTTP for the quarry office"/' hyper/Cargo.toml
commit -am "hyper: 1.13.1 for the quarry office"
# The work tree: staged, renamed, modified, deleted, untracked and whitespace-broken edits.
git mv regex-automata/README.md regex-automata/READ-ME.md
git rm -q --cached hyper/LICENSE
printf 'pub fn tonnes() -> f64 { 8.1 }   \n\t  \n' >> hyper/src/lib.rs
git add hyper/src/lib.rs
printf '// trailing spaces after the quarry note   \nfn weigh() {}\t\n\n\n' >> regex-automata/src/lib.rs
printf '  \tmixed indent line\n' >> hyper/Cargo.toml
printf 'untracked weighbridge export\n' > tickets-2024-06.csv
mkdir -p scratch && printf 'notes\n' > scratch/todo.txt
