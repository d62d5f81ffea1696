# Shared by the git setups of rounds 19 to 21, sourced after setting `round` (r19, …) and `month`
# (06, …): one fixed author, no user or system configuration, commit dates that count up from the
# round's month (`stamp`, `commit`), and `fresh NAME` making ./ROUND-NAME afresh and entering it.
# Fixed names and dates, so hashes are reproducible.
export GIT_AUTHOR_NAME="Ada Lovelace" GIT_AUTHOR_EMAIL="ada@example.com"
export GIT_COMMITTER_NAME="Ada Lovelace" GIT_COMMITTER_EMAIL="ada@example.com"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
n=0
stamp() {
    n=$((n + 1))
    d="2025-$month-$(printf %02d $(( (n % 28) + 1 )))T$(printf %02d $(( 8 + (n / 28) % 12 ))):$(printf %02d $(( n % 60 ))):00+00:00"
    export GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d"
}
commit() { stamp; git commit -q "$@"; }
fresh() {
    rm -rf "$round-$1"
    git init -q -b main "$round-$1"
    cd "$round-$1"
    git config core.autocrlf false
}
