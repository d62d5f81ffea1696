#!/bin/sh
# Round 30's git states, built afresh in ./r30-SCENARIO: merge (a branch renames count_frames to
# frame_total everywhere it is used while main, in a file of its own, adds a report that calls
# count_frames; the merge is clean and the tests then fail) and submodule (a calibration commit
# made with a stale submodule checkout rewinds the firmware past two of its commits) and ignored (a
# commit ignores every *.csv for the scales' exports; the crag yard's calibration table, added
# weeks later, is never committed) and remerge (a merged branch is reverted on main; when the branch,
# with one more commit, is merged again, only that commit comes in and its import of the module the
# revert removed fails) and attributes (.gitattributes gives yards.ini the "ours" merge driver; a
# field branch's change to it vanishes in a clean merge) and tidy (a "tidy the test helpers" commit
# deletes one test module along with the helpers it moved; the suite still passes, with fewer tests)
# and pick (a fix cherry-picked to the release branch conflicts, because the commit that renamed the
# setting it edits was never picked).
# Fixed names and dates, so hashes are reproducible.
set -eu
round=r30 month=05
. "$(dirname "$0")/git-dated.sh"

YARDS="north south orchard heath clover lime borage willow bramble thistle sainfoin phacelia"

merge() {
    fresh merge
    mkdir -p apiary/yards tests
    printf '"""The apiary: yards, hives, frames."""\n' > apiary/__init__.py
    printf '"""Yard modules."""\n' > apiary/yards/__init__.py
    cat > apiary/frames.py <<'PY'
"""Frame counts from an inspection sheet row."""


def count_frames(hive):
    """Frames drawn in every brood box and super of a hive."""
    return sum(box["frames"] for box in hive["boxes"])


def brood_frames(hive):
    """Frames with brood, from the inspection."""
    return sum(box.get("brood", 0) for box in hive["boxes"])
PY
    i=0
    for y in $YARDS; do
        i=$((i + 1))
        cat > "apiary/yards/$y.py" <<PY
"""The $y yard: its hives and what the sheet says of them."""
from apiary import frames

HIVES = [
    {"tag": "$(echo $y | cut -c1-2 | tr a-z A-Z)-01", "boxes": [{"frames": 10, "brood": $((3 + i % 5))}, {"frames": $((4 + i % 6))}]},
    {"tag": "$(echo $y | cut -c1-2 | tr a-z A-Z)-02", "boxes": [{"frames": 10, "brood": $((2 + i % 4))}]},
]


def drawn():
    """Frames drawn in the $y yard."""
    return sum(frames.count_frames(h) for h in HIVES)


def weak():
    """Hives of the $y yard with fewer than three brood frames."""
    return [h["tag"] for h in HIVES if frames.brood_frames(h) < 3]
PY
    done
    cat > tests/test_frames.py <<'PY'
import unittest

from apiary import frames


class FramesTest(unittest.TestCase):
    def test_counts_every_box(self):
        self.assertEqual(frames.count_frames({"boxes": [{"frames": 10}, {"frames": 6}]}), 16)

    def test_brood(self):
        self.assertEqual(frames.brood_frames({"boxes": [{"frames": 10, "brood": 5}]}), 5)
PY
    printf '' > tests/__init__.py
    git add -A && commit -m "apiary: yards, hives and frame counts"
    for y in north south orchard heath; do
        sed -i 's/"brood": \([0-9]\)}/"brood": \1, "stores": 3}/' "apiary/yards/$y.py"
        git add -A && commit -m "$y: record stores frames at inspection"
    done
    git checkout -q -b rename-frames
    sed -i 's/def count_frames(hive):/def frame_total(hive):/' apiary/frames.py
    for y in $YARDS; do sed -i 's/frames\.count_frames(/frames.frame_total(/' "apiary/yards/$y.py"; done
    sed -i 's/frames\.count_frames(/frames.frame_total(/' tests/test_frames.py
    git add -A && commit -m "frames: call it frame_total, as the association's sheet does" \
        -m "count_frames read as the number of frame records; frame_total is the sheet's column. Every caller is updated."
    for y in lime borage; do
        sed -i 's/"brood": \([0-9]\)}/"brood": \1, "stores": 2}/' "apiary/yards/$y.py"
        git add -A && commit -m "$y: record stores frames at inspection"
    done
    git checkout -q main
    cat > apiary/report.py <<'PY'
"""The end-of-season report: frames drawn per yard."""
from apiary import frames
from apiary.yards import borage, bramble, clover, heath, lime, north, orchard, phacelia, sainfoin, south, thistle, willow

YARDS = [north, south, orchard, heath, clover, lime, borage, willow, bramble, thistle, sainfoin, phacelia]


def frames_per_yard():
    """Each yard's name and the frames its hives drew."""
    out = {}
    for yard in YARDS:
        total = 0
        for hive in yard.HIVES:
            total += frames.count_frames(hive)
        out[yard.__name__.rsplit(".", 1)[1]] = total
    return out
PY
    cat > tests/test_report.py <<'PY'
import unittest

from apiary import report


class ReportTest(unittest.TestCase):
    def test_every_yard(self):
        self.assertEqual(len(report.frames_per_yard()), 12)
PY
    git add -A && commit -m "report: frames drawn per yard for the season's end"
    for y in willow bramble; do
        sed -i 's/"brood": \([0-9]\)}/"brood": \1, "stores": 4}/' "apiary/yards/$y.py"
        git add -A && commit -m "$y: record stores frames at inspection"
    done
    stamp
    git merge -q --no-edit rename-frames
}

submodule() {
    rm -rf r30-firmware
    git init -q -b main r30-firmware
    (
        cd r30-firmware
        git config core.autocrlf false
        printf '/* Scale firmware. */\n' > scale.c
        for step in "read the load cell" "tare on start" "report in grams" "smooth the reading over eight samples" \
            "count mites on the board sensor" "send the mite count with the weight"; do
            printf '/* %s */\n' "$step" >> scale.c
            git add -A && commit -m "firmware: $step"
        done
    )
    fresh submodule
    git -c protocol.file.allow=always submodule -q add ../r30-firmware firmware
    (cd firmware && git checkout -q HEAD~2)
    mkdir -p calibration
    i=0
    for y in $YARDS; do
        i=$((i + 1))
        { printf 'stand,offset_g,span\n'; for s in 1 2 3 4 5 6 7 8; do printf '%s-%d,%d,%d.%03d\n' "$y" "$s" $((i * 7 + s)) 1 $((i * 13 + s * 7)); done; } > "calibration/$y.csv"
    done
    git add -A && commit -m "scales: firmware and calibration tables"
    (cd firmware && git checkout -q main)
    git add firmware && commit -m "firmware: mite counter and its report" -m "The boards' counts now arrive with each weight."
    (cd firmware && git checkout -q HEAD~2)
    for y in north south heath; do
        sed -i 's/,1\.0\([0-9]\)/,1.1\1/' "calibration/$y.csv"
    done
    git add -A && commit -m "scales: recalibrate north, south and heath" -m "Span measured with the 10 kg test weight on 12 May."
    (cd firmware && git checkout -q main)
    for y in orchard clover lime borage willow bramble thistle sainfoin phacelia; do
        sed -i 's/^\([a-z]*-[0-9]\),[0-9]*,/\1,0,/' "calibration/$y.csv"
        git add "calibration/$y.csv" && commit -m "scales: tare the $y stands" -m "Offsets zeroed after the stands were levelled."
    done
}

ignored() {
    fresh ignored
    mkdir -p calibration exports
    i=0
    for y in $YARDS; do
        i=$((i + 1))
        { printf 'stand,offset_g,span\n'; for s in 1 2 3 4 5 6 7 8; do printf '%s-%d,%d,1.%03d\n' "$y" "$s" $((i * 7 + s)) $((i * 13 + s * 7)); done; } > "calibration/$y.csv"
        printf '[yard.%s]\nstands = 8\ncalibration = calibration/%s.csv\n\n' "$y" "$y" >> yards.ini
    done
    printf '*.bak\n*.tmp\n' > .gitignore
    git add -A && commit -m "scales: calibration tables for the twelve yards"
    for y in north south orchard; do
        sed -i 's/^\([a-z]*-[0-9]\),[0-9]*,/\1,0,/' "calibration/$y.csv"
        git add -A && commit -m "scales: tare the $y stands" -m "Offsets zeroed after the stands were levelled."
    done
    printf '*.csv\n' >> .gitignore
    printf 'evening,yard,stand,kg\n05-13,north,1,21.4\n' > exports/2025-05-13.csv
    git add -A && commit -m "exports: keep the scales' nightly dumps out of the repository"
    for y in heath clover lime borage willow; do
        sed -i 's/^\([a-z]*-[0-9]\),[0-9]*,/\1,0,/' "calibration/$y.csv"
        git add -A && commit -m "scales: tare the $y stands" -m "Offsets zeroed after the stands were levelled."
    done
    for y in crag moor; do
        { printf 'stand,offset_g,span\n'; for s in 1 2 3 4 5 6 7 8; do printf '%s-%d,%d,1.%03d\n' "$y" "$s" $((s * 11)) $((s * 17)); done; } > "calibration/$y.csv"
        printf '[yard.%s]\nstands = 8\ncalibration = calibration/%s.csv\n\n' "$y" "$y" >> yards.ini
        git add -A && commit -m "scales: the $y yard and its calibration"
    done
}

remerge() {
    fresh remerge
    mkdir -p apiary tests
    printf '"""The apiary."""\n' > apiary/__init__.py
    printf '' > tests/__init__.py
    cat > apiary/sheet.py <<'PY'
"""The inspection sheet's columns."""

COLUMNS = ["tag", "frames", "brood", "queen_cells", "mites"]
PY
    git add -A && commit -m "apiary: the inspection sheet"
    git checkout -q -b queens
    cat > apiary/queens.py <<'PY'
"""Queens: the year each was marked in, and when to replace her."""

COLOURS = {0: "blue", 1: "white", 2: "yellow", 3: "red", 4: "green"}


def colour(year):
    """The international marking colour of a queen born in a year."""
    return COLOURS[year % 5]


def due(year, now):
    """A queen is replaced in her third season."""
    return now - year >= 2
PY
    git add -A && commit -m "queens: marking colours and replacement"
    cat >> apiary/sheet.py <<'PY'
COLUMNS.append("queen_year")
PY
    git add -A && commit -m "sheet: record the queen's year"
    git checkout -q main
    i=0
    for y in $YARDS; do
        i=$((i + 1))
        printf 'tag,frames,brood,queen_cells,mites\n' > "$y.csv"
        for h in 1 2 3 4 5 6; do printf '%s-%02d,%d,%d,%d,%d\n' "$y" "$h" $((8 + (h + i) % 3)) $((3 + (h * i) % 5)) $(((h + i) % 3)) $((10 + (h * 7 + i * 3) % 40)) >> "$y.csv"; done
        git add -A && commit -m "$y: first inspection of the season"
        if [ "$y" = orchard ]; then
            stamp
            git merge -q --no-ff --no-edit queens
        fi
        if [ "$y" = clover ]; then
            git revert -m 1 --no-edit HEAD~2 >/dev/null
            git commit -q --amend -m "Revert \"Merge branch 'queens'\"" -m "This reverts commit $(git rev-parse HEAD~3), reversing changes made to $(git rev-parse HEAD~4)." -m "The queen columns broke the scales' import; back out until the import reads them."
        fi
    done
    git checkout -q queens
    cat > apiary/queen_sheet.py <<'PY'
"""The queen columns of the inspection sheet, as the scales' import reads them."""
from apiary import queens


def row(tag, year, now):
    """A sheet row's queen columns: the year, its colour and whether she is due."""
    return {"tag": tag, "queen_year": year, "colour": queens.colour(year), "due": queens.due(year, now)}
PY
    cat > tests/test_queen_sheet.py <<'PY'
import unittest

from apiary import queen_sheet


class QueenSheetTest(unittest.TestCase):
    def test_row(self):
        self.assertEqual(queen_sheet.row("heath-01", 2023, 2025)["colour"], "red")
PY
    git add -A && commit -m "queens: the sheet's queen columns for the scales' import"
    git checkout -q main
    stamp
    git merge -q --no-ff --no-edit queens
}

yards_ini() {
    i=0
    for y in $YARDS; do
        i=$((i + 1))
        printf '[yard.%s]\nhives = %d\nstands = %d\nmax_supers = %d\naltitude_m = %d\ntreatment = %s\n\n' \
            "$y" $((6 + (i * 5) % 11)) $((3 + i % 3)) $((3 + i % 2)) $((30 + i * 23)) oxalic-drip
    done
}

attributes() {
    fresh attributes
    yards_ini > yards.ini
    mkdir -p notes
    git add -A && commit -m "yards: the settings of the twelve yards"
    printf 'yards.ini merge=ours\n' > .gitattributes
    git config merge.ours.driver true
    git add -A && commit -m "yards: keep the office's yards.ini when merging a field laptop's branch" \
        -m "The field laptops carry stale copies; the office file is the one the scales read."
    git checkout -q -b field-heath
    i=0
    for week in 20 21 22 23 24 25; do
        i=$((i + 1))
        { printf '# heath, week %d\n\n' "$week"; for h in 1 2 3 4 5 6 7 8 9 10; do printf -- '- heath-%02d: %d frames of brood, %d queen cells, mite drop %d\n' "$h" $((3 + (h + i) % 5)) $(((h * i) % 3)) $((8 + (h * 7 + i * 5) % 40)); done; } > "notes/heath-week$week.md"
        git add -A && commit -m "heath: notes of week $week"
    done
    python3 - <<'PY'
import re
text = open("yards.ini").read()
text = re.sub(r"(\[yard\.heath\]\n(?:.*\n)*?max_supers = )\d+", r"\g<1>6", text, count=1)
open("yards.ini", "w").write(text)
PY
    git add -A && commit -m "heath: six supers a hive on the lime flow" -m "The heath hives fill four supers by week 24; the scales flag a fifth as over-supered."
    git checkout -q main
    for y in north south orchard; do
        sed -i "/^\[yard.$y\]/,/^$/s/^treatment = .*/treatment = thymol-strip/" yards.ini
        git add -A && commit -m "$y: thymol strips this autumn"
    done
    stamp
    git merge -q --no-edit field-heath
}


tidy() {
    fresh tidy
    mkdir -p apiary tests
    printf '"""The apiary."""\n' > apiary/__init__.py
    printf '' > tests/__init__.py
    for mod in frames honey queens scales treatments; do
        printf '"""%s helpers."""\n\n\ndef ok(value):\n    """True for a value the %s sheet accepts."""\n    return value is not None and value >= 0\n' "$mod" "$mod" > "apiary/$mod.py"
        {
            printf 'import unittest\n\nfrom apiary import %s\n\n\nclass %sTest(unittest.TestCase):\n' "$mod" "$(echo "$mod" | sed 's/./\U&/')"
            for case in zero small large none negative; do
                printf '    def test_%s_%s(self):\n        self.assertEqual(%s.ok(%s), %s)\n\n' "$mod" "$case" "$mod" \
                    "$(case $case in zero) echo 0;; small) echo 1;; large) echo 10**6;; none) echo None;; negative) echo -1;; esac)" \
                    "$(case $case in none|negative) echo False;; *) echo True;; esac)"
            done
        } > "tests/test_$mod.py"
        git add -A && commit -m "$mod: the sheet's checks and their tests"
    done
    git tag -a v1.4 -m "apiary 1.4" 
    printf 'def sample_hive():\n    return {"tag": "heath-01", "frames": 10}\n' > tests/helpers.py
    git add -A && commit -m "tests: a helper for a sample hive"
    for y in north south orchard heath clover lime; do
        printf '[yard.%s]\nhives = 8\n\n' "$y" >> yards.ini
        git add -A && commit -m "$y: settings"
    done
    git rm -q tests/helpers.py tests/test_scales.py
    printf 'import unittest\n\n\ndef sample_hive():\n    return {"tag": "heath-01", "frames": 10}\n' > tests/support.py
    git add -A && commit -m "tests: tidy the test helpers into tests/support.py" -m "One module for the helpers; no test changes."
    for y in borage willow bramble thistle; do
        printf '[yard.%s]\nhives = 8\n\n' "$y" >> yards.ini
        git add -A && commit -m "$y: settings"
    done
}

pick() {
    fresh pick
    YARDS="$YARDS meadow fen copse rowan alder hazel linden sorrel mill ford grange glebe"
    yards_ini > yards.ini
    mkdir -p apiary
    cat > apiary/scales.py <<'PY'
"""Scale readings: stand weights to hive weights."""
import configparser

SETTINGS = configparser.ConfigParser()
SETTINGS.read("yards.ini")


def hive_kg(yard, raw_g):
    """A stand's raw reading in grams as the hive's weight in kilograms."""
    section = SETTINGS["yard." + yard]
    return (raw_g - section.getint("tare_g", 0)) / 1000


def over_supered(yard, supers):
    """More supers than the yard allows."""
    return supers > SETTINGS["yard." + yard].getint("max_supers")
PY
    git add -A && commit -m "apiary: yard settings and the scale readings"
    git branch release-1.4
    for y in north south orchard lime borage willow meadow fen copse; do
        sed -i "/^\[yard.$y\]/,/^$/s/^treatment = .*/treatment = thymol-strip/" yards.ini
        git add -A && commit -m "$y: thymol strips this autumn"
    done
    sed -i 's/^max_supers = /supers_max = /' yards.ini
    sed -i 's/getint("max_supers")/getint("supers_max")/' apiary/scales.py
    git add -A && commit -m "yards: name the supers limit supers_max, like the association's register" -m "Every [yard.*] section and the one reader are renamed together."
    for y in heath clover bramble thistle sainfoin phacelia rowan alder hazel; do
        sed -i "/^\[yard.$y\]/,/^$/s/^treatment = .*/treatment = formic-pad/" yards.ini
        git add -A && commit -m "$y: formic pads this autumn"
    done
    sed -i "/^\[yard.heath\]/,/^$/s/^supers_max = .*/supers_max = 6/" yards.ini
    git add -A && commit -m "heath: six supers a hive on the lime flow" -m "Needed on the release too: the scales flag the heath hives as over-supered."
    git checkout -q release-1.4
}

"$@"
