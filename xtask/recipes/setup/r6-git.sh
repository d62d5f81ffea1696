#!/bin/sh
# Round 6's git histories, built from the local cargo registry ($FIXTURE_REGISTRY: crate versions
# this workspace's Cargo.lock pins) with fixed authors and dates, so every hash is reproducible:
#   r6-base/    one commit per imported crate, then a merge of a rebased topic branch;
#   r6-topic/   a clone of r6-base whose topic branch was rebased (topic-v1 -> topic-v2: one commit
#               reworded and changed, one dropped, one added) for `git range-diff` and `git reflog`;
#   r6-mods/    three bare repositories of crate sources, and r6-super (a superproject that has them
#               as submodules) cloned to r6-super-clone without its submodules.
# Idempotent: does nothing when r6-topic already exists.
set -eu
[ -d r6-topic/.git ] && exit 0
export GIT_AUTHOR_NAME="Grace Hopper" GIT_AUTHOR_EMAIL="grace@example.com"
export GIT_COMMITTER_NAME="Grace Hopper" GIT_COMMITTER_EMAIL="grace@example.com"
n=0
at() {
    n=$((n + 1))
    export GIT_AUTHOR_DATE="2024-05-$(printf %02d "$n")T09:00:00+02:00"
    export GIT_COMMITTER_DATE="$GIT_AUTHOR_DATE"
}
import() {
    name=${1%-*}
    rm -rf "$name"
    cp -r "$FIXTURE_REGISTRY/$1" "$name"
    rm -f "$name/.cargo-ok"
}
rm -rf r6-base
git init -q -b main r6-base
cd r6-base
for c in cfg-if-1.0.5 itoa-1.0.19 memchr-2.8.3 aho-corasick-1.1.5 regex-syntax-0.8.12 \
    unicode-ident-1.0.27 heck-0.5.0 strsim-0.11.1 base64-0.23.1 regex-automata-0.4.19; do
    import "$c"
    git add -A
    at; git commit -qm "Vendor ${c%-*} ${c##*-}" -m "Imported from the crates.io source of $c."
done
cd ..
git clone -q r6-base r6-topic
cd r6-topic
git checkout -q -b topic-v1 main~1
at; sed -i 's/^version = .*/version = "1.0.20"/' itoa/Cargo.toml; git commit -qam "itoa: bump to 1.0.20"
at; sed -i 's/pub fn find(/pub fn find_at(/' memchr/src/memmem/mod.rs; git commit -qam "memmem: rename find to find_at"
at; printf '\n/// Levenshtein distance, bounded.\npub fn bounded(a: &str, b: &str, max: usize) -> usize { levenshtein(a, b).min(max) }\n' >> strsim/src/lib.rs
git commit -qam "strsim: add a bounded levenshtein"
at; sed -i 's/MIT OR Apache-2.0/MIT/' heck/Cargo.toml; git commit -qam "heck: relicense as MIT only"
at; printf '# Vendoring policy\n\nCrates are imported unmodified.\n' > POLICY.md; git add POLICY.md; git commit -qm "Add the vendoring policy"
git checkout -q -b topic-v2 main
at; git cherry-pick topic-v1~4 >/dev/null
at; git cherry-pick topic-v1~3 >/dev/null
sed -i 's/pub fn find_at(/pub fn find_from(/' memchr/src/memmem/mod.rs
git commit -q --amend -am "memmem: rename find to find_from" -m "find_at read like an index lookup."
at; git cherry-pick topic-v1~2 >/dev/null
at; printf '# Vendoring policy\n\nCrates are imported unmodified; local patches live in patches/.\n' > POLICY.md
git add POLICY.md; git commit -qm "Add the vendoring policy"
at; sed -i 's/^version = .*/version = "0.23.2"/' base64/Cargo.toml; git commit -qam "base64: bump to 0.23.2"
git reset -q --hard HEAD~1
git reset -q --hard HEAD@{1}
git checkout -q main
at; git merge -q --no-ff -m "Merge topic-v2" topic-v2
cd ..
mkdir -p r6-mods
for c in heck-0.5.0 strsim-0.11.1 base64-0.23.1; do
    name=${c%-*}
    rm -rf "r6-mods/$name-work" "r6-mods/$name.git"
    cp -r "$FIXTURE_REGISTRY/$c" "r6-mods/$name-work"
    rm -f "r6-mods/$name-work/.cargo-ok"
    (cd "r6-mods/$name-work" && git init -q -b main && git add -A && at && git commit -qm "Import $c" &&
        printf '\n# local note\n' >> README.md && git add -A && at && git commit -qm "Note the local fork" &&
        git clone -q --bare . "../$name.git")
    rm -rf "r6-mods/$name-work"
done
rm -rf r6-super r6-super-clone
git init -q -b main r6-super
cd r6-super
printf '# tools\n' > README.md
git add README.md
at; git commit -qm "Start the tools superproject"
for name in heck strsim base64; do
    git -c protocol.file.allow=always submodule --quiet add "../r6-mods/$name.git" "lib/$name"
done
at; git commit -qm "Add heck, strsim and base64 as submodules"
cd ..
git clone -q r6-super r6-super-clone
