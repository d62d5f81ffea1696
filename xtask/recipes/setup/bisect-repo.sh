#!/bin/sh
# Builds ./bisect-repo: a small shipping-tax module over 24 commits by three authors, where the
# 15th commit ("Share the rounding helper") makes `check.sh` fail; the commits around it touch
# docs, data and other functions. Fixed authors and dates, so hashes are reproducible.
# Idempotent: does nothing when ./bisect-repo exists.
set -eu
[ -d bisect-repo/.git ] && exit 0
git init -q -b main bisect-repo
cd bisect-repo
git config core.autocrlf false
git config advice.detachedHead false
n=0
commit() {
    n=$((n + 1))
    case $((n % 3)) in
        0) name="Ada Lovelace" mail="ada@example.com" ;;
        1) name="Grace Hopper" mail="grace@example.com" ;;
        *) name="Edsger Dijkstra" mail="edsger@example.com" ;;
    esac
    d="2024-05-$(printf %02d "$n")T09:$(printf %02d $((n * 2))):00+02:00"
    GIT_AUTHOR_NAME="$name" GIT_AUTHOR_EMAIL="$mail" GIT_COMMITTER_NAME="$name" \
        GIT_COMMITTER_EMAIL="$mail" GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d" git commit -q -m "$1"
}
cat > tax.py <<'PY'
"""VAT and duty on shipments."""
from decimal import Decimal, ROUND_HALF_UP

RATES = {"DE": Decimal("0.19"), "FR": Decimal("0.20"), "NL": Decimal("0.21")}


def cents(amount):
    return amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def vat(net, country):
    return cents(net * RATES[country])
PY
cat > check.sh <<'SH'
#!/bin/sh
# Exit 0 when the tax module gives the known answers, 1 otherwise (for `git bisect run`).
python3 - <<'CHECK'
from decimal import Decimal
import tax
cases = [
    (Decimal("10.50"), "NL", Decimal("2.21")),
    (Decimal("99.99"), "DE", Decimal("19.00")),
    (Decimal("0.50"), "FR", Decimal("0.10")),
    (Decimal("12.50"), "DE", Decimal("2.38")),
    (Decimal("1.25"), "NL", Decimal("0.26")),
    (Decimal("250.00"), "FR", Decimal("50.00")),
]
failed = 0
for net, country, want in cases:
    got = tax.vat(net, country)
    if got == want:
        print(f"ok   vat({net}, {country}) = {got}")
    else:
        failed += 1
        print(f"FAIL vat({net}, {country}): want {want}, got {got}")
print(f"{len(cases) - failed} passed, {failed} failed")
raise SystemExit(1 if failed else 0)
CHECK
SH
chmod +x check.sh
printf '# shipping tax\n\nVAT per destination country.\n' > README.md
git add -A
commit "Start the shipping tax module"
printf '\nRun ./check.sh before pushing.\n' >> README.md; git add -A; commit "Document the check script"
sed -i 's/"NL": Decimal("0.21")}/"NL": Decimal("0.21"), "BE": Decimal("0.21")}/' tax.py; git add -A; commit "Add Belgium"
printf 'country,rate\nDE,0.19\nFR,0.20\nNL,0.21\nBE,0.21\n' > rates.csv; git add -A; commit "Export the rates as CSV"
printf '\n\ndef duty(value, hs_code):\n    return cents(value * Decimal("0.042")) if hs_code.startswith("61") else Decimal("0.00")\n' >> tax.py
git add -A; commit "Duty on clothing (HS 61)"
sed -i 's/"BE": Decimal("0.21")}/"BE": Decimal("0.21"), "AT": Decimal("0.20")}/' tax.py; printf 'AT,0.20\n' >> rates.csv; git add -A; commit "Add Austria"
printf '\n## Countries\n\nDE, FR, NL, BE, AT.\n' >> README.md; git add -A; commit "List the countries"
printf '\n\ndef gross(net, country):\n    return net + vat(net, country)\n' >> tax.py; git add -A; commit "Gross amounts"
sed -i 's/0.042/0.12/' tax.py; git add -A; commit "Duty on clothing is 12%, not 4.2%"
printf '\n\ndef de_minimis(value):\n    return value <= Decimal("150")\n' >> tax.py; git add -A; commit "De minimis threshold for duty"
printf '__pycache__/\n*.pyc\n' > .gitignore; git add -A; commit "Ignore bytecode"
sed -i 's/"AT": Decimal("0.20")}/"AT": Decimal("0.20"), "IT": Decimal("0.22")}/' tax.py; printf 'IT,0.22\n' >> rates.csv; git add -A; commit "Add Italy"
printf '\n## Duty\n\n12%% on clothing (HS chapter 61) above the de minimis threshold.\n' >> README.md; git add -A; commit "Document duty"
sed -i 's/^def vat(net, country):/def vat(net, country):\n    """VAT on a net amount, rounded half up to the cent."""/' tax.py; git add -A; commit "Docstring for vat"
sed -i 's/return amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)/return amount.quantize(Decimal("0.01"))  # shared with the invoice module/' tax.py
git add -A; commit "Share the rounding helper"
sed -i 's/"IT": Decimal("0.22")}/"IT": Decimal("0.22"), "ES": Decimal("0.21")}/' tax.py; printf 'ES,0.21\n' >> rates.csv; git add -A; commit "Add Spain"
printf '\n\ndef total(lines, country):\n    return sum((gross(n, country) for n in lines), Decimal("0"))\n' >> tax.py; git add -A; commit "Totals over invoice lines"
printf '\nSpain added in May.\n' >> README.md; git add -A; commit "Mention Spain"
sed -i 's/DE, FR, NL, BE, AT./DE, FR, NL, BE, AT, IT, ES./' README.md; git add -A; commit "Update the country list"
sed -i 's/"ES": Decimal("0.21")}/"ES": Decimal("0.21"), "PL": Decimal("0.23")}/' tax.py; printf 'PL,0.23\n' >> rates.csv; git add -A; commit "Add Poland"
printf '\n\ndef rate(country):\n    return RATES[country]\n' >> tax.py; git add -A; commit "Expose the rate"
sed -i 's/Decimal("150")/Decimal("150.00")/' tax.py; git add -A; commit "Threshold with cents"
printf '\n## Rounding\n\nAmounts are rounded to the cent.\n' >> README.md; git add -A; commit "Document rounding"
sed -i 's/"PL": Decimal("0.23")}/"PL": Decimal("0.23"), "SE": Decimal("0.25")}/' tax.py; printf 'SE,0.25\n' >> rates.csv; git add -A; commit "Add Sweden"
git tag v1.0 "$(git rev-list --max-parents=0 HEAD)"
