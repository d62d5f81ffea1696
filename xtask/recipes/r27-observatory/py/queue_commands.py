"""Splits the night's 240 queued instrument commands with shlex; one line has an unbalanced quote."""
import shlex

for i in range(1, 241):
    target = f"T-{(i * 37) % 400:03d}"
    note = f"'{target} field {i % 9}'"
    if i == 137:
        note = f"'{target} field {i % 9}"
    line = f"expose --target {target} --filter {'UBVRI'[i % 5]} --seconds {20 + (i * 13) % 100} --note {note}"
    try:
        words = shlex.split(line)
    except ValueError as err:
        print(f"cmd {i:03d}: cannot split: {err}: {line}")
        continue
    print(f"cmd {i:03d}: {len(words)} words: {words[1:]}")
