"""Writes the 2024 and 2025 supply contracts (the 2025 one rewrapped to another width, with two
words changed among 260 clauses) and two release trees, old/ and new/, of 150 modules (every
module gets one edited line; legacy_ledger.py loses 412 lines; a new module appears)."""
import os
import textwrap

clauses = []
for i in range(1, 261):
    days = 14
    verb = "shall"
    if i == 143:
        days = "21"
    if i == 201:
        verb = "may"
    clauses.append(
        f"{i}. The Grower {verb if i == 201 else 'shall'} deliver fruit of Class {1 + i % 2} to the packhouse at "
        f"{['Vale', 'Hereford', 'Kent', 'Fens'][i % 4]} within {days if i == 143 else 14} days of picking, "
        f"and the Cooperative shall pay for each accepted crate at the rate in Schedule {1 + i % 5}."
    )
old = "\n\n".join(textwrap.fill(c.replace("within 21", "within 14").replace("Grower may", "Grower shall"), 72)
                  for c in clauses)
new = "\n\n".join(textwrap.fill(c, 96) for c in clauses)
open("contract-2024.txt", "w").write(old + "\n")
open("contract-2025.txt", "w").write(new + "\n")

for tree in ("old", "new"):
    os.makedirs(f"{tree}/orchard", exist_ok=True)
    for i in range(1, 151):
        name = f"orchard/mod_{i:03d}.py"
        body = [f'"""Module {i} of the packhouse."""', ""]
        body += [f"STEP_{j} = {j * i}" for j in range(1, 9)]
        if tree == "new":
            body[4] = f"STEP_3 = {3 * i + 1}"
        open(f"{tree}/{name}", "w").write("\n".join(body) + "\n")
    if tree == "old":
        open(f"{tree}/orchard/legacy_ledger.py", "w").write(
            '"""The ledger before the 2025 rewrite."""\n' + "".join(f"ENTRY_{k} = {k}\n" for k in range(411)))
    else:
        open(f"{tree}/orchard/ledger_v2.py", "w").write('"""The 2025 ledger."""\nENTRIES = {}\n')
