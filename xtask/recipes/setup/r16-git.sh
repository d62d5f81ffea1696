#!/bin/sh
# Builds ./r16-git: depot/retry.py and depot/backoff.py (generated, 300 and 120 functions), a
# `main` commit that strips their trailing whitespace and, among that churn, sets MAX_RETRIES
# to 0 (for `git show`), and a `hotfix` branch from the first commit that sets MAX_RETRIES to 5
# and edits backoff.py (for a conflicting `git cherry-pick`). Fixed names and dates, so hashes
# are reproducible. Idempotent: does nothing when it exists.
set -eu
[ -d r16-git/.git ] && exit 0
export GIT_AUTHOR_NAME="Ada Lovelace" GIT_AUTHOR_EMAIL="ada@example.com"
export GIT_COMMITTER_NAME="Ada Lovelace" GIT_COMMITTER_EMAIL="ada@example.com"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
git init -q -b main r16-git
cd r16-git
git config core.autocrlf false
n=0
stamp() {
    n=$((n + 1))
    d="2025-03-$(printf %02d "$n")T08:15:00+00:00"
    export GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d"
}
commit() { stamp; git commit -q "$@"; }
# write_retry RETRIES TRAIL: the module, each function's lines ending in TRAIL.
write_retry() {
    mkdir -p depot
    {
        printf '"""Retry policies for the depot'"'"'s carrier calls."""\n\n'
        i=1
        while [ "$i" -le 300 ]; do
            if [ "$i" -eq 150 ]; then
                printf 'MAX_RETRIES = %s\n\n\n' "$1"
            fi
            printf 'def policy_%03d(attempt):%s\n    """Delay before attempt number `attempt` of carrier %d."""%s\n    return min(attempt * %d, 60)%s\n\n\n' \
                "$i" "$2" "$i" "$2" "$i" "$2"
            i=$((i + 1))
        done
    } > depot/retry.py
}
write_backoff() {
    {
        printf '"""Backoff jitter."""\n\nJITTER = %s\n' "$1"
        i=1
        while [ "$i" -le 120 ]; do
            printf '\n\ndef jitter_%03d(delay):\n    return delay + JITTER * %d\n' "$i" "$i"
            i=$((i + 1))
        done
    } > depot/backoff.py
}
write_retry 3 '   '
write_backoff 0.1
git add -A
commit -m "Add retry policies and backoff jitter"
git branch hotfix
write_retry 0 ''
git add -A
commit -m "Strip trailing whitespace in retry.py"
git checkout -q hotfix
write_retry 5 '   '
write_backoff 0.25
git add -A
commit -m "hotfix: five retries and a wider jitter for the Baltic carriers"
git checkout -q main
