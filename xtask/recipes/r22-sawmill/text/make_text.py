"""Writes round 22's text inputs: an operator guide, board tables, 400 XML tallies, an fstab, a
dependency list with one loop, a size list, a bc script and a gettext catalogue pair."""
import os

SPECIES = ["oak", "ash", "beech", "larch", "spruce", "douglas", "birch", "alder"]

# The operator guide: 90 paragraphs of plain prose with five misspellings.
sentences = [
    "The forklift driver lifts each stack from the green chain and carries it to the sticker line.",
    "Stickers are laid every sixty centimetres so that air can move between the boards.",
    "The grader checks every board for knots, wane and shake before it enters the kiln.",
    "Each kiln charge is weighed at the start and again when the schedule ends.",
    "The moisture meter is calibrated every morning against the reference block.",
    "Boards that read above the limit return to the kiln for another day.",
]
typos = {13: "recieve", 29: "seperate", 47: "calibraton", 61: "humidty", 83: "occured"}
with open("guide.md", "w") as f:
    f.write("# Kiln operator guide\n\n")
    for p in range(1, 91):
        body = " ".join(sentences[(p + k) % len(sentences)] for k in range(4))
        if p in typos:
            body += f" The operators {typos[p]} the tally sheet at the end of the shift."
        f.write(f"## Step {p}\n\n{body}\n\n")

# Board table for datamash: 600 boards; one species (walnut) appears once with a wild reading.
with open("boards.tsv", "w") as f:
    for i in range(1, 601):
        s = SPECIES[i % len(SPECIES)]
        m = 8 + (i * 37 % 110) / 10
        if i == 377:
            s, m = "walnut", 48.5
        f.write(f"B-{i:04d}\t{s}\tK-{1 + i % 8}\t{m:.1f}\t{2440 + (i % 4) * 610}\n")

# The same table as CSV with one row that lost its length column.
with open("boards.csv", "w") as f:
    for i in range(1, 601):
        m = 8 + (i * 37 % 110) / 10
        row = [f"B-{i:04d}", SPECIES[i % len(SPECIES)], f"K-{1 + i % 8}", f"{m:.1f}", str(2440 + (i % 4) * 610)]
        if i == 418:
            row.pop()
        f.write(",".join(row) + "\n")

# 400 XML tallies, one with a mismatched closing tag.
os.makedirs("tallies", exist_ok=True)
for t in range(1, 401):
    rows = "\n".join(
        f'    <board id="B-{t * 10 + b:05d}" species="{SPECIES[b % 8]}"><moisture>{9 + b % 9}.{b % 10}</moisture></board>'
        for b in range(1, 9)
    )
    close = "</tally>" if t != 173 else "</tallies>"
    with open(f"tallies/tally-{t:03d}.xml", "w") as f:
        f.write(f'<?xml version="1.0" encoding="UTF-8"?>\n<tally shift="{t}" kiln="K-{1 + t % 8}">\n{rows}\n{close}\n')

# An fstab for the yard computer, checked with findmnt --verify.
with open("fstab", "w") as f:
    f.write(
        "# yard computer\n"
        "proc            /proc           proc    defaults          0 0\n"
        "tmpfs           /tmp            tmpfs   defaults,size=2G  0 0\n"
        "UUID=3f1c2a9e-0d4b-4c55-9a61-2b7f0c8e5d11 /srv/tallies ext4 defaults,noatime 0 2\n"
        "LABEL=kilnlogs  /var/log/kiln   ext4    defaults,nofail   0 2\n"
        "tmpfs           /run/sawmill    tmpfs   mode=0755,size=64m 0 0\n"
        "/dev/sdb1       /mnt/backup     xfs     defaults,noauto   0 0\n"
        "/srv/tallies    /srv/export     none    bind              0 0\n"
        "tmpfs           /tmp            tmpfs   defaults          0 0\n"
        "nfs.yard:/logs  /mnt/yardlogs   nfs     defaults,_netdev  0 0\n"
        "/swapfile       none            swap    sw                0 0\n"
        "tmpfs           /var/cache/saw  tmpfs   defaults,uid=sawyer 0 0\n"
    )

# Build steps for tsort: a chain of 240 steps and one loop among three of them.
with open("steps.txt", "w") as f:
    for i in range(1, 240):
        f.write(f"step-{i:03d} step-{i + 1:03d}\n")
        if i % 10 == 0:
            f.write(f"fell-{i:03d} step-{i:03d}\n")
    f.write("step-151 kiln-check\nkiln-check grade-check\ngrade-check step-148\n")

# Stack sizes for numfmt: 500 lines, one with a decimal comma.
with open("sizes.txt", "w") as f:
    for i in range(1, 501):
        size = (i * 7919) % 900000 + 12000
        field = f"{size}" if i != 263 else "12,5K"
        f.write(f"stack-{i:03d} row-{1 + i % 12} {field}\n")

# A bc script: 300 charge energies and one line with a stray operator.
with open("energy.bc", "w") as f:
    f.write("scale=2\n")
    for i in range(1, 401):
        line = f'print "K-{i:03d} ", {96 + i % 30} * {11 + i % 7}.5 / 3, " kWh\\n"\n'
        if i == 187:
            line = f'print "K-{i:03d} ", {96 + i % 30} * * {11 + i % 7}.5 / 3, " kWh\\n"\n'
        f.write(line)
    f.write("quit\n")

# A gettext template and a translation that lacks two of its messages.
msgs = [f"Stack {i} is ready for the kiln" for i in range(1, 41)] + ["Board rejected: moisture over the limit", "Kiln charge finished"]
with open("yard.pot", "w") as f:
    f.write('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n')
    for n, m in enumerate(msgs):
        f.write(f"#: yard.c:{10 + n * 3}\nmsgid \"{m}\"\nmsgstr \"\"\n\n")
with open("nl.po", "w") as f:
    f.write('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: nl\\n"\n\n')
    for m in msgs:
        if m in ("Stack 27 is ready for the kiln", "Board rejected: moisture over the limit"):
            continue
        f.write(f"msgid \"{m}\"\nmsgstr \"{m.replace('Stack', 'Stapel').replace('is ready for the kiln', 'is klaar voor de droogoven').replace('Kiln charge finished', 'Droogovenlading klaar')}\"\n\n")
