#!/bin/sh
# Round 23's git states, each built afresh in ./r23-SCENARIO: raw (180 commits to a brewery's
# recipes, one of which makes a script executable and one deletes a recipe), export (40 commits on
# two branches with a tag, a rename and a deletion), notes (150 commits, a dozen with CI notes, one
# of them a failed build), attrs (240 files under a .gitattributes of many rules), clean (a work
# tree with hundreds of ignored build outputs and one untracked, ignored secrets file), remote (a
# bare origin with 120 branches and 80 tags, a few annotated). Fixed names and dates, so hashes are
# reproducible.
set -eu
round=r23 month=11
. "$(dirname "$0")/git-dated.sh"

raw() {
    fresh raw
    mkdir -p recipes scripts
    for i in $(seq 1 30); do printf 'name: ale-%d\nog: 1.0%02d\n' "$i" $((40 + i)) > "recipes/ale-$i.yml"; done
    printf '#!/bin/sh\necho mash\n' > scripts/mash.sh
    git add -A && commit -m "recipes: 30 ales"
    for i in $(seq 1 179); do
        f="recipes/ale-$(( (i % 30) + 1 )).yml"
        [ -f "$f" ] || f=recipes/ale-1.yml
        printf 'batch %d: %d litres\n' "$i" $((400 + i % 23)) >> "$f"
        case $i in
            88) chmod +x scripts/mash.sh ;;
            131) git rm -q recipes/ale-17.yml ;;
        esac
        git add -A
        commit -m "recipes: batch $i"
    done
}

export_() {
    fresh export
    mkdir -p hops
    for i in $(seq 1 8); do printf 'hop %d\nalpha %d.%d\n' "$i" $((4 + i % 7)) $((i % 10)) > "hops/hop-$i.txt"; done
    git add -A && commit -m "hops: eight varieties"
    for i in $(seq 1 24); do
        printf 'addition %d at %d min\n' "$i" $((60 - (i % 12) * 5)) >> "hops/hop-$(( (i % 8) + 1 )).txt"
        case $i in
            9) git mv hops/hop-3.txt hops/cascade.txt ;;
            17) git rm -q hops/hop-6.txt ;;
        esac
        git add -A && commit -m "hops: addition $i"
    done
    git tag -a v1.0 -m "release 1.0"
    git checkout -q -b dry-hop HEAD~6
    for i in $(seq 1 15); do printf 'dry hop %d\n' "$i" >> hops/hop-1.txt; git add -A; commit -m "dry-hop: day $i"; done
    git checkout -q main
}

notes() {
    fresh notes
    mkdir -p batches
    for i in $(seq 1 150); do
        printf 'batch %d\n' "$i" > "batches/b-$(printf %03d "$i").txt"
        git add -A && commit -m "batches: brew $i"
        case $i in
            *0) stamp; git notes add -m "ci: build $((4400 + i)) passed (fermenter check ok)" ;;
        esac
        if [ "$i" = 112 ]; then
            stamp; git notes add -m "ci: build 4512 FAILED: fermenter FV-07 over 24.0 C (read 31.5 C)"
        fi
    done
}

attrs() {
    fresh attrs
    mkdir -p recipes labels vendor docs scripts
    for i in $(seq 1 120); do printf 'name: ale-%d\n' "$i" > "recipes/ale-$(printf %03d "$i").yml"; done
    for i in $(seq 1 60); do printf 'label %d\n' "$i" > "labels/label-$(printf %02d "$i").svg"; done
    for i in $(seq 1 30); do printf 'vendored %d\n' "$i" > "vendor/lib-$i.js"; done
    for i in $(seq 1 29); do printf '# doc %d\n' "$i" > "docs/page-$i.md"; done
    printf 'mash\n' > scripts/mash.sh
    printf 'secret\n' > docs/tasting-notes.md
    cat > .gitattributes <<'ATTR'
* text=auto
*.yml text eol=lf
*.svg binary linguist-generated
vendor/** linguist-vendored -diff
*.md text diff=markdown
docs/tasting-notes.md export-ignore filter=crypt
*.sh text eol=lf
ATTR
    git add -A && commit -m "brewery: recipes, labels, docs"
}

clean() {
    fresh clean
    mkdir -p src dist
    for i in $(seq 1 120); do printf 'mod %d\n' "$i" > "src/mod_$(printf %03d "$i").py"; done
    printf 'dist/\n*.o\n*.log\n*.pyc\n.env*\n' > .gitignore
    git add -A && commit -m "brewery: sources"
    for i in $(seq 1 120); do
        m="src/mod_$(printf %03d "$i")"
        printf 'c\n' > "$m.pyc"; printf 'o\n' > "$m.o"; printf 'log\n' > "$m.log"
    done
    printf 'w\n' > dist/brewery-2.4.0-py3-none-any.whl
    printf 'DB_PASSWORD=hunter2\n' > .env.production
    printf 'draft\n' > src/recipe_draft.py
}

remote() {
    rm -rf r23-origin.git
    fresh remote
    printf 'brewery\n' > README && git add -A && commit -m "brewery: start"
    for i in $(seq 1 120); do
        git checkout -q -b "batch/$(printf %03d "$i")" main
        printf 'batch %d\n' "$i" > "batch-$i.txt" && git add -A && commit -m "batch $i"
    done
    git checkout -q main
    for i in $(seq 1 80); do
        printf 'release %d\n' "$i" > RELEASE && git add -A && commit -m "release $i"
        case $i in
            *5|*0) stamp; git tag -a "v2.$i.0" -m "release 2.$i.0" ;;
            *) git tag "v2.$i.0" ;;
        esac
    done
    cd .. && git clone -q --bare r23-remote r23-origin.git
}

case $1 in
    export) export_ ;;
    *) "$1" ;;
esac
