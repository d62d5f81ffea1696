#!/bin/sh
# Builds ./monorepo: a git history over copies of the recipe projects (real source files), with
# feature branches, two merges, a tag and unmerged work, then a half-done sweeping edit: many
# modified, staged, deleted and untracked files for `git status`. Author, committer and dates are
# fixed, so commit hashes are reproducible. Idempotent: does nothing when ./monorepo exists.
set -eu
[ -d monorepo/.git ] && exit 0
export GIT_AUTHOR_NAME="Grace Hopper" GIT_AUTHOR_EMAIL="grace@example.com"
export GIT_COMMITTER_NAME="Grace Hopper" GIT_COMMITTER_EMAIL="grace@example.com"
git init -q -b main monorepo
cd monorepo
git config core.autocrlf false
n=0
commit() {
    n=$((n + 1))
    d="2024-05-$(printf %02d $((n / 4 + 1)))T$(printf %02d $((9 + n % 4 * 2))):15:00+02:00"
    GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d" git commit -q "$@"
}
add() { # add PROJECT PATH... with a message
    msg=$1
    shift
    for p in "$@"; do
        mkdir -p "$(dirname "$p")"
        cp -r "../$p" "$p"
    done
    git add -A
    commit -m "$msg"
}
printf '# services\n\nSmall services and libraries, one directory each.\n' > README.md
# Earlier recipes leave build output in the scratch copies of the projects: never commit it.
printf '%s\n' target/ Cargo.lock node_modules/ package-lock.json build/ out/ '.venv*/' \
    .mypy_cache/ .pytest_cache/ .ruff_cache/ __pycache__/ > .gitignore
git add README.md .gitignore
commit -m "Initial commit"
add "rust-tests: unit conversion library" rust-tests/Cargo.toml rust-tests/src
add "rust-tests: table-driven integration tests" rust-tests/tests
add "py-ledger: double-entry core" py-ledger/pyproject.toml py-ledger/ledger/__init__.py py-ledger/ledger/core.py
add "py-ledger: statement importer" py-ledger/ledger/importer.py py-ledger/import_statement.py
add "py-ledger: tests" py-ledger/tests
add "node-orders: pricing and report" node-orders/package.json node-orders/lib/pricing.js node-orders/lib/report.js node-orders/bin/report.js
add "node-orders: stock sync against the warehouse API" node-orders/lib/stock.js node-orders/lib/warehouse-client.js node-orders/bin/sync-stock.js
add "node-orders: sample data for March" node-orders/data
add "go-quota: token bucket" go-quota/go.mod go-quota/bucket go-quota/internal
add "go-quota: sliding window counter" go-quota/window
add "go-quota: rule config parser" go-quota/config

git checkout -q -b feature/tariffs
add "py-tariffs: VAT rates" py-tariffs/pyproject.toml py-tariffs/tariffs
add "py-tariffs: parametrized tests" py-tariffs/tests
sed -i 's/^version = .*/version = "0.2.0"/' py-tariffs/pyproject.toml
git add -A
commit -m "py-tariffs: bump to 0.2.0"

git checkout -q main
add "js-rental: pricing and booking" js-rental/package.json js-rental/src
add "js-rental: jest suites" js-rental/test
git checkout -q -b fix/quota-refill
printf '\n// Refill caps tokens at capacity (see TestRefillIsCappedAtCapacity).\n' >> go-quota/bucket/bucket.go
git add -A
commit -m "go-quota: document the refill cap"
printf '\n// TODO: clamp negative windows.\n' >> go-quota/window/window.go
git add -A
commit -m "go-quota: note negative windows"

git checkout -q main
GIT_AUTHOR_DATE="2024-05-09T10:00:00+02:00" GIT_COMMITTER_DATE="2024-05-09T10:00:00+02:00" \
    git merge -q --no-ff -m "Merge branch 'feature/tariffs'" feature/tariffs
add "c-wavtool: WAV reader and writer" c-wavtool/Makefile c-wavtool/src
GIT_AUTHOR_DATE="2024-05-10T10:00:00+02:00" GIT_COMMITTER_DATE="2024-05-10T10:00:00+02:00" \
    git merge -q --no-ff -m "Merge branch 'fix/quota-refill'" fix/quota-refill
git tag -a v1.0.0 -m "services 1.0.0"
git checkout -q -b release/1.0
sed -i 's/"version": "[^"]*"/"version": "1.0.1"/' node-orders/package.json js-rental/package.json
git add -A
commit -m "release 1.0.1: bump package versions"

git checkout -q -b wip/node-orders main
printf "\n// WIP: retry warehouse calls with backoff\n" >> node-orders/lib/warehouse-client.js
git add -A
commit -m "WIP node-orders: retries"
printf "\n// WIP: cache stock levels for 60s\n" >> node-orders/lib/stock.js
git add -A
commit -m "WIP node-orders: stock cache"

git checkout -q main
add "rust-borrow: job queue" rust-borrow
add "java-billing: billing run" java-billing
add "py-shipping: parcel rating" py-shipping
add "py-timesheet: shifts and payroll" py-timesheet
git checkout -q -b feature/typescript-cart
add "ts-cart: cart model" ts-cart/package.json ts-cart/tsconfig.json
add "ts-cart: checkout and money helpers" ts-cart/src
git checkout -q main
add "go-geofence: zones and alerts" go-geofence
add "c-kvstore: key-value store" c-kvstore
add "js-webhooks: webhook delivery" js-webhooks
GIT_AUTHOR_DATE="2024-05-20T10:00:00+02:00" GIT_COMMITTER_DATE="2024-05-20T10:00:00+02:00" \
    git merge -q --no-ff -m "Merge branch 'feature/typescript-cart'" feature/typescript-cart
add "java-inventory: warehouse model" java-inventory
printf '\n- rust-tests\n- py-ledger\n- py-tariffs\n- node-orders\n- js-rental\n- go-quota\n- c-wavtool\n- rust-borrow\n- java-billing\n' >> README.md
git add README.md
commit -m "README: list the services"

# A sweeping edit in progress: a licence header added to many files, some staged.
for f in $(git ls-files 'py-ledger/*.py' 'py-tariffs/*.py' 'node-orders/*.js' 'js-rental/*.js' 'go-quota/*.go' 'rust-tests/*.rs'); do
    case $f in
    *.py) printf '# SPDX-License-Identifier: MIT\n' | cat - "$f" > "$f.new" ;;
    *) printf '// SPDX-License-Identifier: MIT\n' | cat - "$f" > "$f.new" ;;
    esac
    mv "$f.new" "$f"
done
git add py-ledger go-quota
git rm -q -r java-billing/data
rm c-wavtool/src/stats.c
git mv README.md README
mkdir -p tools docs/adr
printf '#!/bin/sh\nexec reuse lint\n' > tools/check-licences.sh
printf '# 1. Licence headers\n' > docs/adr/0001-licence-headers.md
printf 'MIT License\n' > LICENSE
printf 'dist/\ncoverage/\n' >> .gitignore
