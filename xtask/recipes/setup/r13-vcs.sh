#!/bin/sh
# Builds round 13's repositories in the scratch directory, with fixed names and dates:
#   r13-origin.git  a bare git repository whose pre-receive hook rejects commits without a
#                   ticket (FND-nnn) in the subject and files over 64 KiB; r13-git, a clone with
#                   three unpushed commits that break both rules; r13-git-late, a clone that
#                   fell behind (its push is not a fast-forward).
#   r13-hg          a Mercurial repository: 48 commits on default, a named branch `ladles`, and a
#                   merge of it whose edits to the same lines conflict (left unresolved).
#   r13-svn-repo    a Subversion repository (file://) of 36 revisions; r13-svn-a and r13-svn-b are
#                   two working copies whose edits to the same lines conflict on update.
# Idempotent: does nothing when r13-hg exists.
set -eu
[ -d r13-hg/.hg ] && exit 0
command -v hg >/dev/null || apt-get install -y -q -o DPkg::Lock::Timeout=600 mercurial >/dev/null
command -v svn >/dev/null || apt-get install -y -q -o DPkg::Lock::Timeout=600 subversion >/dev/null
root=$PWD
export GIT_AUTHOR_NAME="Abraham Darby" GIT_AUTHOR_EMAIL="abraham@example.com"
export GIT_COMMITTER_NAME="Abraham Darby" GIT_COMMITTER_EMAIL="abraham@example.com"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
export HGUSER="Abraham Darby <abraham@example.com>" HGPLAIN=1 HGRCPATH=/dev/null

# ── git ──
n=0
stamp() {
    n=$((n + 1))
    d="2024-06-$(printf %02d $((n % 28 + 1)))T$(printf %02d $((n % 10 + 8))):30:00+00:00"
    export GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d"
}
git init -q --bare -b main r13-origin.git
cat > r13-origin.git/hooks/pre-receive <<'HOOK'
#!/bin/sh
# Rejects commits without a ticket in the subject, and blobs over 64 KiB.
status=0
while read old new ref; do
    range=$new
    [ "$old" = 0000000000000000000000000000000000000000 ] || range=$old..$new
    for c in $(git rev-list $range); do
        subject=$(git log -1 --format=%s $c)
        case "$subject" in
            FND-[0-9]*) ;;
            *) echo "error: commit $(git rev-parse --short $c) on $ref: subject has no ticket: \"$subject\""; status=1 ;;
        esac
        git ls-tree -r -l $c | while read mode type obj size path; do
            if [ "$size" -gt 65536 ]; then
                echo "error: commit $(git rev-parse --short $c): $path is $size bytes (limit 65536)"
            fi
        done
    done
done
if [ $status -ne 0 ]; then
    echo "hint: reword the commits with 'git rebase -i' and push again"
fi
exit $status
HOOK
chmod +x r13-origin.git/hooks/pre-receive
git clone -q r13-origin.git r13-git 2>/dev/null
cd r13-git
git config core.autocrlf false
cp "$root/r13-foundry/ladle.c" "$root/r13-foundry/crucible.c" .
printf '# Foundry tools\n\nLadle and crucible planners.\n' > README.md
git add -A; stamp; git commit -q -m "FND-101: ladle and crucible planners"
for i in 102 103 104 105 106; do
    echo "/* revision $i */" >> ladle.c
    git add -A; stamp; git commit -q -m "FND-$i: ladle tweak $i"
done
mv "$root/r13-origin.git/hooks/pre-receive" "$root/pre-receive.off"
git push -q origin main
mv "$root/pre-receive.off" "$root/r13-origin.git/hooks/pre-receive"
git clone -q "$root/r13-origin.git" "$root/r13-git-late" 2>/dev/null
echo "/* pour limits */" >> crucible.c
git add -A; stamp; git commit -q -m "FND-107: pour limits"
git push -q origin main
echo "/* tapping notes */" >> crucible.c
git add -A; stamp; git commit -q -m "Tapping notes for heat 7101"
head -c 90000 /dev/zero | tr '\0' 'x' > furnace-trace.log
git add -A; stamp; git commit -q -m "FND-109: add furnace trace"
echo "/* fix */" >> ladle.c
git add -A; stamp; git commit -q -m "fix typo"
cd "$root/r13-git-late"
git config core.autocrlf false
echo "/* late edit */" >> ladle.c
git add -A; stamp; git commit -q -m "FND-108: late ladle edit"
cd "$root"

# ── Mercurial ──
hg init r13-hg
cd r13-hg
cp "$root/r13-foundry/ladle.c" ladle.c
printf 'alloy,liquidus_c\ngrey-iron,1150\nductile-iron,1160\nbronze,1000\n' > alloys.csv
hg add -q ladle.c alloys.csv
hg commit -q -d "2024-06-01 09:00 +0000" -m "Import ladle planner and alloy table"
for i in $(seq 2 48); do
    case $((i % 4)) in
        0) echo "/* pass $i */" >> ladle.c; msg="Ladle pass $i: adjust pour count" ;;
        1) echo "alloy-$i,$((1000 + i * 7))" >> alloys.csv; msg="Add alloy-$i to the alloy table" ;;
        2) echo "zone-$i" >> zones.txt; hg add -q zones.txt 2>/dev/null || true; msg="Zone $i setpoint recorded" ;;
        *) echo "heat $((7100 + i))" >> heats.log; hg add -q heats.log 2>/dev/null || true; msg="Heat $((7100 + i)) logged" ;;
    esac
    hg commit -q -d "2024-06-$(printf %02d $((i % 28 + 1))) 10:$(printf %02d $i) +0000" -m "$msg"
    [ $i -eq 12 ] && hg tag -q -d "2024-06-13 12:00 +0000" v1.0
    [ $i -eq 30 ] && hg tag -q -d "2024-06-03 12:00 +0000" v1.1
done
hg branch -q ladles
sed -i 's/return l->charge_kg \/ m->capacity_kg;/return (l->charge_kg + m->capacity_kg - 1) \/ m->capacity_kg;/' ladle.c
sed -i 's/^grey-iron,1150$/grey-iron,1148/' alloys.csv
hg commit -q -d "2024-06-20 14:00 +0000" -m "Round pours up on the ladles branch"
hg update -q default
sed -i 's/return l->charge_kg \/ m->capacity_kg;/return l->charge_kg \/ (m->capacity_kg ? m->capacity_kg : 1);/' ladle.c
sed -i 's/^grey-iron,1150$/grey-iron,1152/' alloys.csv
hg commit -q -d "2024-06-21 15:00 +0000" -m "Guard against empty moulds"
cd "$root"

# ── Subversion ──
svnadmin create r13-svn-repo
url="file://$root/r13-svn-repo"
svn checkout -q "$url" r13-svn-a
cd r13-svn-a
svn mkdir -q trunk branches tags
cp "$root/r13-foundry/crucible.c" trunk/
printf 'heat,tonnes\n7101,82.5\n' > trunk/heats.csv
svn add -q trunk/crucible.c trunk/heats.csv
svn commit -q --username darby -m "Import the crucible tracker"
for i in $(seq 2 34); do
    case $((i % 3)) in
        0) echo "$((7100 + i)),$((70 + i % 15)).5" >> trunk/heats.csv; msg="Record heat $((7100 + i))" ;;
        1) echo "/* check $i */" >> trunk/crucible.c; msg="Crucible check $i" ;;
        *) echo "note $i" >> trunk/NOTES; [ $i -eq 2 ] && svn add -q trunk/NOTES; msg="Shift note $i" ;;
    esac
    svn commit -q --username "$( [ $((i % 2)) -eq 0 ] && echo darby || echo cort )" -m "$msg"
done
svn copy -q "$url/trunk" "$url/tags/v1.0" -m "Tag v1.0"
svn update -q
cd "$root"
svn checkout -q "$url/trunk" r13-svn-b
sed -i 's/{ "C", 0.21 }/{ "C", 0.22 }/' r13-svn-a/trunk/crucible.c
sed -i 's/^7101,82.5$/7101,82.0/' r13-svn-a/trunk/heats.csv
(cd r13-svn-a && svn commit -q --username cort -m "Carbon 0.22 for S355, heat 7101 re-weighed")
sed -i 's/{ "C", 0.21 }/{ "C", 0.20 }/' r13-svn-b/crucible.c
sed -i 's/^7101,82.5$/7101,83.1/' r13-svn-b/heats.csv
echo "scratch" > r13-svn-b/scratch.txt
