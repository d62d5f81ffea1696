#!/bin/sh
# Builds ./r10-git: three crates of the local cargo registry ($FIXTURE_REGISTRY) committed one by
# one, then a dropped commit and a stray blob left unreachable (for `git fsck`), a patch that no
# longer applies (for `git apply --check`) and a packed history (for `git verify-pack`). Fixed
# names and dates, so hashes are reproducible. Idempotent: does nothing when it exists.
set -eu
[ -d r10-git/.git ] && exit 0
export GIT_AUTHOR_NAME="Grace Hopper" GIT_AUTHOR_EMAIL="grace@example.com"
export GIT_COMMITTER_NAME="Grace Hopper" GIT_COMMITTER_EMAIL="grace@example.com"
git init -q -b main r10-git
cd r10-git
n=0
commit() {
    n=$((n + 1))
    d="2024-04-$(printf %02d "$n")T09:00:00+00:00"
    GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d" git commit -q "$@"
}
for c in cfg-if-1.0.5 itoa-1.0.19 heck-0.5.0 strsim-0.11.1 base64-0.22.1; do
    cp -r "$FIXTURE_REGISTRY/$c" "${c%-*}"
    rm -f "${c%-*}/.cargo-ok"
    git add -A
    commit -m "Vendor $c"
done
GIT_COMMITTER_DATE="2024-04-09T09:00:00+00:00" git tag -a v1 -m "first vendored set"
git branch heck-bump
sed -i 's/^version = .*/version = "9.9.9"/' heck/Cargo.toml
commit -am "Bump heck to 9.9.9 by mistake"
git diff HEAD~1 HEAD > ../r10-heck.patch
git reset -q --hard HEAD~1
printf 'lamp rota draft\n' | git hash-object -w --stdin >/dev/null
sed -i 's/^version = .*/version = "0.5.1"/' heck/Cargo.toml
commit -am "heck 0.5.1"
git reflog expire --expire=now --all
git repack -q -a -d
