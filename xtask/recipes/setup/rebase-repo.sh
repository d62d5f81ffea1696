#!/bin/sh
# Builds ./rebase-repo: the py-quotes project on `main`, where a pricing change and a package
# rename landed, and the branch `feature/volume-pricing` forked before them, touching the same
# lines in several files; then starts `git rebase main` on the branch, which stops on conflicts
# (content, modify/delete, rename/modify). Fixed author and dates, so hashes are reproducible.
# With `--stop` the rebase is left stopped (for `git status` and `git diff` mid-rebase).
# Idempotent: does nothing when ./rebase-repo exists.
set -eu
[ -d rebase-repo/.git ] && exit 0
export GIT_AUTHOR_NAME="Ada Lovelace" GIT_AUTHOR_EMAIL="ada@example.com"
export GIT_COMMITTER_NAME="Ada Lovelace" GIT_COMMITTER_EMAIL="ada@example.com"
git init -q -b main rebase-repo
cd rebase-repo
git config core.autocrlf false
git config advice.detachedHead false
n=0
commit() {
    n=$((n + 1))
    d="2024-06-$(printf %02d $((n + 1)))T10:30:00+02:00"
    GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d" git commit -q "$@"
}
cp -r ../py-quotes/quotes ../py-quotes/tests ../py-quotes/scripts .
printf '# freight quotes\n\nRates, surcharges and the quotes API.\n' > README.md
printf 'fastapi==0.165.0\npydantic==2.12.5\n' > requirements.txt
git add -A
commit -m "Import the quotes service"

git checkout -q -b feature/volume-pricing
sed -i 's/FUEL_SURCHARGE = Decimal("0.085")/FUEL_SURCHARGE = Decimal("0.090")\nVOLUME_DIVISOR = Decimal(4000)/' quotes/rates.py
sed -i 's|/ Decimal(5000)|/ VOLUME_DIVISOR|' quotes/rates.py
sed -i 's/return total \* Decimal("0.88")/return total * Decimal("0.85")/' quotes/rates.py
sed -i 's/"33.51"/"41.88"/; s/Decimal("88")/Decimal("85")/' tests/test_rates.py
sed -i 's/"dhl-eu", "northwind", "parcelpoint"/"dhl-eu", "parcelpoint", "eurosender"/' scripts/fetch_cards.py
sed -i 's/version="3.2.0"/version="3.3.0-beta.1"/' quotes/api.py
printf 'fastapi==0.165.0\npydantic==2.12.5\nhttpx==0.28.1\n' > requirements.txt
printf '# freight quotes\n\nRates, surcharges, volume pricing and the quotes API.\n' > README.md
git add -A
commit -m "Volume pricing: divisor 4000, fuel surcharge 9.0%"
printf 'def volume_band(kg):\n    return "heavy" if kg >= 20 else "light"\n' >> quotes/rates.py
git add -A
commit -m "Add volume bands"

git checkout -q main
sed -i 's/FUEL_SURCHARGE = Decimal("0.085")/FUEL_SURCHARGE = Decimal("0.0875")/' quotes/rates.py
sed -i 's/return total \* Decimal("0.88")/return total * Decimal("0.90")/' quotes/rates.py
sed -i 's/Decimal("88")/Decimal("90")/' tests/test_rates.py
sed -i 's/version="3.2.0"/version="3.2.1"/' quotes/api.py
printf 'fastapi==0.166.0\npydantic==2.12.5\n' > requirements.txt
git add -A
commit -m "Fuel surcharge 8.75% from July; bulk discount 10%"
git rm -q scripts/fetch_cards.py
git mv quotes/carriers.py quotes/carrier_cards.py
printf '# freight quotes\n\nRates, surcharges and the quotes API (carrier cards live in quotes.carrier_cards).\n' > README.md
git add -A
commit -m "Drop the fetch script; rename carriers to carrier_cards"

git checkout -q feature/volume-pricing
if [ "${1:-}" = "--stop" ]; then
    git rebase main >/dev/null 2>&1 || true
fi
