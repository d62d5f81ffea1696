#!/bin/sh
# Round 22's git states, each built afresh in ./r22-SCENARIO: config (a repository whose settings
# come from a global file, an included file and its own config, one key set in three places),
# summary (220 commits adding, renaming and changing kiln files, one of which deletes a schedule),
# eol (300 tracked files, one committed with CRLF line ends and one whose attribute says binary),
# submodules (a superproject with six submodules: one moved on, one never initialised, one with a
# merge conflict state). Fixed names and dates, so hashes are reproducible.
set -eu
round=r22 month=10
. "$(dirname "$0")/git-dated.sh"

config() {
    fresh config
    printf 'kiln.txt\n' > kiln.txt && git add -A && commit -m "kiln: start"
    cat > ../r22-config-global <<'CFG'
[user]
	name = Sawyer Grey
	email = sawyer@yard.test
[core]
	autocrlf = input
	pager = less -R
[pull]
	rebase = true
[alias]
	lg = log --oneline --graph
	st = status -sb
[include]
	path = r22-config-kiln.inc
CFG
    cat > ../r22-config-kiln.inc <<'CFG'
[kiln]
	charge = K-4
	limit = 19
[pull]
	rebase = false
[merge]
	conflictStyle = zdiff3
CFG
    git config kiln.limit 24
    git config pull.ff only
    git config remote.origin.url https://git.yard.test/sawmill/kiln.git
    git config remote.origin.fetch '+refs/heads/*:refs/remotes/origin/*'
    git config branch.main.remote origin
    git config branch.main.merge refs/heads/main
    for i in $(seq 1 12); do git config "kiln.stack$i" "row-$i"; done
}

summary() {
    fresh summary
    mkdir -p kiln schedules
    for i in $(seq 1 24); do printf 'charge K-%d\nhours %d\n' "$i" $((96 + i)) > "schedules/K-$i.cfg"; done
    git add -A && commit -m "schedules: 24 kiln charges"
    for i in $(seq 1 219); do
        f="kiln/log-$(printf %03d "$i").txt"
        printf 'shift %d: %d boards\n' "$i" $((40 + i % 17)) > "$f"
        git add -A
        case $i in
            57) git mv schedules/K-9.cfg schedules/K-09.cfg ;;
            131) git rm -q schedules/K-17.cfg ;;
            132) printf 'hours 140\n' >> schedules/K-18.cfg; git add -A ;;
        esac
        commit -m "kiln: shift $i log"
    done
}

eol() {
    fresh eol
    mkdir -p tallies tools
    for i in $(seq 1 300); do printf 'tally %d\nboards %d\n' "$i" $((40 + i % 17)) > "tallies/t-$(printf %03d "$i").txt"; done
    printf 'tally 173\r\nboards 48\r\n' > tallies/t-173.txt
    printf '*.txt text=auto\ntools/*.bin binary\n' > .gitattributes
    printf 'not really binary\n' > tools/meter.bin
    printf '#!/bin/sh\necho yard\n' > tools/yard.sh
    git add -A && commit -m "tallies: 300 shifts"
}

submodules() {
    for lib in meter grader sticker forklift kilnctl tally; do
        rm -rf "r22-lib-$lib" && git init -q -b main "r22-lib-$lib"
        ( cd "r22-lib-$lib"; git config core.autocrlf false
          for v in 1 2 3; do printf '%s v%d\n' "$lib" "$v" > VERSION; git add -A; commit -m "$lib: v$v"; done )
    done
    fresh submodules
    for lib in meter grader sticker forklift kilnctl tally; do
        git -c protocol.file.allow=always submodule add -q "../r22-lib-$lib" "libs/$lib"
    done
    commit -m "libs: six submodules"
    ( cd libs/grader && git checkout -q HEAD~2 )
    ( cd ../r22-lib-sticker && printf 'sticker v4\n' > VERSION && git add -A && commit -m "sticker: v4" )
    ( cd libs/sticker && git -c protocol.file.allow=always fetch -q && git checkout -q origin/main )
    git submodule deinit -q libs/kilnctl
}

"$@"
