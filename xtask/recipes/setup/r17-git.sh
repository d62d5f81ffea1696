#!/bin/sh
# Builds ./r17-git: 36 wharf modules; a `refactor` commit on main renames ship_id to vessel_id in
# every module and, among that churn, changes one comparison (for `git diff HEAD~1`); a `yard`
# branch from the first commit that edits twelve modules, deletes gate.py and renames cranes.py,
# while main edits gate.py and cranes.py (for a `git merge` with modify/delete and rename
# conflicts among clean merges). Fixed names and dates, so hashes are reproducible. Idempotent.
set -eu
[ -d r17-git/.git ] && exit 0
export GIT_AUTHOR_NAME="Grace Hopper" GIT_AUTHOR_EMAIL="grace@example.com"
export GIT_COMMITTER_NAME="Grace Hopper" GIT_COMMITTER_EMAIL="grace@example.com"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
git init -q -b main r17-git
cd r17-git
git config core.autocrlf false
git config user.name "Grace Hopper"
git config user.email grace@example.com
n=0
stamp() {
    n=$((n + 1))
    d="2025-04-$(printf %02d "$n")T09:30:00+00:00"
    export GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d"
}
commit() { stamp; git commit -q "$@"; }
mkdir -p wharf
for m in berth crane gate yard reefer customs pilot tug manifest stowage lashing bay \
    quay lane truck rail barge hazmat weigh seal scan invoice tariff permit \
    shift roster fuel power water waste survey draft tide wind light; do
    {
        printf '"""The %s module of the wharf."""\n\n' "$m"
        i=1
        while [ "$i" -le 6 ]; do
            printf 'def %s_step_%d(ship_id, load):\n    """Step %d for ship_id."""\n    record = {"ship_id": ship_id, "load": load}\n' "$m" "$i" "$i"
            if [ "$m" = tide ] && [ "$i" -eq 4 ]; then
                printf '    if load <= MAX_DRAFT:\n        return record\n    return None\n\n\n'
            else
                printf '    return record\n\n\n'
            fi
            i=$((i + 1))
        done
    } > "wharf/$m.py"
done
printf 'MAX_DRAFT = 14\n' >> wharf/tide.py
cp wharf/crane.py wharf/cranes.py
git add wharf
commit -m "Wharf modules"
base=$(git rev-parse HEAD)
# main: edit gate.py and cranes.py (conflict with yard), then the refactor.
printf '\ndef gate_close(ship_id):\n    return ship_id\n' >> wharf/gate.py
printf '\ndef crane_park(ship_id):\n    return ship_id\n' >> wharf/cranes.py
git add wharf
commit -m "Gate close and crane park"
for f in wharf/*.py; do sed -i 's/ship_id/vessel_id/g' "$f"; done
sed -i 's/if load <= MAX_DRAFT:/if load < MAX_DRAFT:/' wharf/tide.py
git add wharf
commit -m "Rename ship_id to vessel_id across the wharf modules"
# yard: from the first commit.
git checkout -q -b yard "$base"
for m in berth yard reefer customs pilot tug manifest stowage lashing bay quay lane; do
    printf '\n\ndef %s_audit():\n    return "%s"\n' "$m" "$m" >> "wharf/$m.py"
done
git rm -q wharf/gate.py
git mv wharf/cranes.py wharf/crane_fleet.py
printf '\n\ndef fleet_size():\n    return 14\n' >> wharf/crane_fleet.py
git add wharf
commit -m "Yard audits; retire the gate module; cranes.py becomes crane_fleet.py"
git checkout -q main
