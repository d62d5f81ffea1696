#!/bin/sh
# Builds ./vendor: a git history whose commits import real crate sources from the local cargo
# registry ($FIXTURE_REGISTRY), one commit per crate, then a commit with a latin-1 (non-UTF-8)
# message, then an upgrade of sha2 0.10.9 -> 0.11.1, then uncommitted edits for `git status` and
# `git diff`. Author, committer and dates are fixed, so commit hashes are reproducible.
# Idempotent: does nothing when ./vendor already exists.
set -eu
[ -d vendor/.git ] && exit 0
export GIT_AUTHOR_NAME="Ada Lovelace" GIT_AUTHOR_EMAIL="ada@example.com"
export GIT_COMMITTER_NAME="Ada Lovelace" GIT_COMMITTER_EMAIL="ada@example.com"
git init -q -b main vendor
cd vendor
n=0
commit() {
    n=$((n + 1))
    d="2024-03-$(printf %02d "$n")T10:00:00+01:00"
    GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d" git commit -q "$@"
}
for c in cfg-if-1.0.5 itoa-1.0.19 memchr-2.8.3 aho-corasick-1.1.5 regex-syntax-0.8.12 \
    unicode-ident-1.0.27 heck-0.5.0 strsim-0.11.1 base64-0.22.1 sha2-0.10.9; do
    name=${c%-*}
    version=${c##*-}
    rm -rf "$name"
    cp -r "$FIXTURE_REGISTRY/$c" "$name"
    rm -f "$name/.cargo-ok"
    git add -A
    commit -m "Vendor $name $version" -m "Imported from the crates.io source of $c."
done
# NOTES is a legacy latin-1 file, and its commit message is stored as ISO-8859-1 too: `git log`
# re-encodes the message to UTF-8, while `git show` prints the file's raw (non-UTF-8) bytes.
printf 'Vendored crates are imported unmodified.\nReviewed by Jos\351 M\374ller at the caf\351 meeting.\n' > NOTES
git add NOTES
printf 'Add caf\351 notes from Jos\351 M\374ller (latin-1 message)\n' > ../latin1-msg.txt
git config i18n.commitEncoding ISO-8859-1
commit -F ../latin1-msg.txt
git config --unset i18n.commitEncoding
rm -rf sha2
cp -r "$FIXTURE_REGISTRY/sha2-0.11.1" sha2
rm -f sha2/.cargo-ok
git add -A
commit -m "Upgrade sha2 to 0.11.1" -m "Picks up the digest 0.11 API."
sed -i 's/pub fn memchr(/pub fn memchr_fast(/' memchr/src/memchr.rs
sed -i 's/^edition = "2021"/edition = "2024"/' heck/Cargo.toml
printf 'remember to re-run the vendoring script\n' > TODO.txt
rm strsim/README.md
