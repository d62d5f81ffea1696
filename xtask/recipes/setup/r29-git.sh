#!/bin/sh
# Round 29's git states, built afresh in ./r29-SCENARIO: move (a commit moving the mordant helpers
# from vats.py to a new mordants.py, re-pointing every importer, with one constant changed on the
# way) and bodies (a hundred and twenty commits with paragraphs of body text, one of which says in
# passing that the purge's default retention dropped) and tabs (a Makefile whose "align the
# assignments" commit also turned one recipe line's tab into eight spaces) and revert (a change
# reverted on main comes back when the branch that first carried it is merged).
# Fixed names and dates, so hashes are reproducible.
set -eu
round=r29 month=03
. "$(dirname "$0")/git-dated.sh"

COLOURS="indigo walnut madder weld cochineal logwood sumac oakbark chestnut quebracho mimosa alum
chrome tara valonia myrobalan saffron henna woad catechu fustic brazilwood alkanet lichen"

move() {
    fresh move
    mkdir -p tannery/steps tests
    {
        printf '"""Vat chemistry: charges, floats, mordants and drains."""\n\n'
        for c in $COLOURS; do
            printf 'def %s_charge(weight):\n    """Dye charge for the %s bath, in grams."""\n    return weight * 0.0%s\n\n\n' "$c" "$c" "${#c}"
        done
        printf 'def mordant_ratio(weight):\n    """Alum per kilogram of hide."""\n    return weight * 0.12\n\n\n'
        printf 'def mordant_rinse(weight):\n    """Rinse water after the mordant."""\n    return weight * 4.0\n\n\n'
        printf 'def mordant_dwell(weight):\n    """Minutes in the mordant bath."""\n    return 45 + weight / 10\n\n\n'
        for c in $COLOURS; do
            printf 'def %s_drain(level):\n    """Drain the %s vat to the given level."""\n    return max(level - 40, 0)\n\n\n' "$c" "$c"
        done
    } > tannery/vats.py
    for c in $COLOURS; do
        printf 'from tannery.vats import %s_charge, mordant_ratio\n\n\ndef run(weight):\n    return %s_charge(weight) + mordant_ratio(weight)\n' "$c" "$c" > "tannery/steps/$c.py"
        printf 'from tannery.steps import %s\nfrom tannery.vats import mordant_ratio\n\n\ndef test_%s_run():\n    assert %s.run(10) > mordant_ratio(10)\n' "$c" "$c" "$c" > "tests/test_$c.py"
    done
    git add -A && commit -m "tannery: vat chemistry and steps"
    python3 - <<'PY'
import re
src = open("tannery/vats.py").read()
blocks = re.findall(r"def mordant_\w+\(weight\):\n(?:    .*\n)+\n\n", src)
for b in blocks:
    src = src.replace(b, "")
open("tannery/vats.py", "w").write(src)
moved = "".join(blocks).replace("weight * 0.12", "weight * 0.21")
open("tannery/mordants.py", "w").write('"""Mordant baths: alum ratio, rinse and dwell."""\n\n\n' + moved.rstrip("\n") + "\n")
PY
    for c in $COLOURS; do
        printf 'from tannery.mordants import mordant_ratio\nfrom tannery.vats import %s_charge\n\n\ndef run(weight):\n    return %s_charge(weight) + mordant_ratio(weight)\n' "$c" "$c" > "tannery/steps/$c.py"
        printf 'from tannery.mordants import mordant_ratio\nfrom tannery.steps import %s\n\n\ndef test_%s_run():\n    assert %s.run(10) > mordant_ratio(10)\n' "$c" "$c" "$c" > "tests/test_$c.py"
    done
    git add -A && commit -m "refactor: move the mordant helpers to tannery/mordants.py" \
        -m "vats.py had grown to hold every bath; the mordant helpers now live beside each other. No behaviour change intended."
}

bodies() {
    fresh bodies
    printf 'tannery\n' > CHANGES
    n2=0
    for area in drum purge intake grading dyehouse ledger labels vats shipping lab; do
        for verb in tidy rework document harden speed-up; do
            n2=$((n2 + 1))
            printf '%s %s\n' "$area" "$verb" >> CHANGES
            body1="The $area code had drifted from the way the floor works: shifts now hand over mid-lot, and the $area step is run by whoever is on the drum line at the time. This change makes the $area step $verb-friendly without touching what it writes to the ledger."
            body2="Tested on the north yard's March lots and on the replayed intake of the winter season; the reports come out the same apart from the ordering of equal weights."
            if [ "$area" = purge ] && [ "$verb" = harden ]; then
                body2="Tested on the north yard's March lots. As a side effect the purge now keeps seven days of vat logs instead of thirty, since the retention is read from the lot rather than the site file; set keep_days in the site file to restore the old window."
            fi
            { printf '%s\n\n' "$area: $verb the $area step"; printf '%s\n' "$body1" | fmt -w 72
              printf '\n'; printf '%s\n' "$body2" | fmt -w 72; printf '\nRefs: floor-notes/%s\n' "$area"; } > ../msg
            git add -A && commit -F ../msg
        done
    done
    for area in drum intake grading dyehouse ledger labels vats shipping lab purge; do
        for verb in rename log; do
            printf '%s %s\n' "$area" "$verb" >> CHANGES
            { printf '%s\n\n' "$area: $verb helpers"; printf '%s\n' "Small follow-up to the $area work: names that say what the helper does, and a log line when the $area step skips a hide." | fmt -w 72
              printf '\nRefs: floor-notes/%s\n' "$area"; } > ../msg
            git add -A && commit -F ../msg
        done
    done
    rm -f ../msg
}

tabs() {
    fresh tabs
    python3 - <<'PY'
colours = """indigo walnut madder weld cochineal logwood sumac oakbark chestnut quebracho mimosa alum
chrome tara valonia myrobalan saffron henna woad catechu fustic brazilwood alkanet lichen""".split()
def makefile(align, spaces):
    lines = ["# The dye house's build.", ""]
    pad = (lambda k: k.ljust(24)) if align else (lambda k: k)
    lines += [f"{pad('CC')}= gcc", f"{pad('CFLAGS')}= -O2 -Wall", ""]
    for c in colours:
        lines += [f"{pad(c.upper() + '_LITRES')}= {2000 + 10 * len(c)}",
                  f"{pad(c.upper() + '_DWELL')}= {30 + len(c)}",
                  f"{pad(c.upper() + '_SALT_KG')}= {10 + len(c)}",
                  f"{pad(c.upper() + '_MAX_PH')}= {4 + len(c) % 5}.5",
                  f"{pad(c.upper() + '_TEMP_C')}= {30 + len(c) % 7}",
                  f"{pad(c.upper() + '_FLOAT')}= 1.{len(c) % 10}",
                  f"{pad(c.upper() + '_RPM')}= {8 + len(c) % 6}",
                  f"{pad(c.upper() + '_FILTER')}= {['weekly', 'daily', 'per-lot'][len(c) % 3]}"]
    lines += ["", "OBJS = " + " ".join(f"obj/{c}.o" for c in colours), "",
              "dyehouse: $(OBJS)", "\t$(CC) -o $@ $(OBJS)", "",
              "obj/%.o: src/%.c", ("        " if spaces else "\t") + "$(CC) $(CFLAGS) -c -o $@ $<", ""]
    open("Makefile", "w").write("\n".join(lines))
import sys
makefile(sys.argv[1:] == ["1"], False)
PY
    git add -A && commit -m "build: the dye house's Makefile"
    printf '# dye house\n\nRun make.\n' > README.md
    git add -A && commit -m "docs: a README"
    python3 - <<'PY'
import re
s = open("Makefile").read()
s = re.sub(r"^([A-Z_]+)= ", lambda m: m.group(1).ljust(24) + "= ", s, flags=re.M)
s = s.replace("\t$(CC) $(CFLAGS) -c -o $@ $<", "        $(CC) $(CFLAGS) -c -o $@ $<")
open("Makefile", "w").write(s)
PY
    git add -A && commit -m "tidy: align the Makefile's assignments" \
        -m "Purely cosmetic: every assignment's = in one column, so the vat settings read as a table."
    printf '# dye house\n\nRun make; the vat settings are at the top of the Makefile.\n' > README.md
    git add -A && commit -m "docs: where the vat settings are"
}

revert() {
    fresh revert
    mkdir -p tannery
    printf 'def drain(vat):\n    return vat.empty()\n' > tannery/drain.py
    git add -A && commit -m "vats: a plain drain"
    for i in $(seq 1 24); do
        c=$(echo $COLOURS | cut -d' ' -f$i)
        printf 'RATE = %s\n' "$i" > "tannery/$c.py"
        git add -A && commit -m "$c: set its dye rate"
    done
    git switch -q -c dye-filters
    printf 'def drain(vat):\n    vat.filter.close()\n    return vat.empty()\n' > tannery/drain.py
    git add -A && commit -m "vats: drain through the filter"
    for i in $(seq 1 12); do
        printf 'def filter_%s(vat):\n    return vat.filter\n' "$i" > "tannery/filter_$i.py"
        git add -A && commit -m "filters: filter $i"
    done
    git switch -q main
    git cherry-pick -x dye-filters~12 >/dev/null
    for i in $(seq 1 24); do
        c=$(echo $COLOURS | cut -d' ' -f$i)
        printf 'RATE = %s\nDWELL = %s\n' "$i" "$((30 + i))" > "tannery/$c.py"
        git add -A && commit -m "$c: add its dwell"
        if [ "$i" = 6 ]; then
            git revert --no-edit HEAD~6 >/dev/null
        fi
    done
    stamp; git merge -q --no-ff -m "Merge branch 'dye-filters'" dye-filters
    for i in $(seq 1 6); do
        c=$(echo $COLOURS | cut -d' ' -f$i)
        printf 'RATE = %s\nDWELL = %s\nSALT = 40\n' "$i" "$((30 + i))" > "tannery/$c.py"
        git add -A && commit -m "$c: add its salt"
    done
}

"$@"
