"""Round 32's data inputs, each scenario written afresh into ./SCENARIO by `python3 make_text.py
SCENARIO`: bulk (a bulk API's JSON response for jq), archive (a tar of the cask sheets and the
tree it is compared with), journal (a night of the yard's services for journalctl). Fixed names,
sizes and times."""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

WOODS = ["sessile", "pedunculate", "white", "chestnut", "acacia", "mizunara"]
TOASTS = ["light", "medium", "medium-plus", "heavy"]
STAMP = 1767182400  # 2025-12-31 12:00 UTC


def fresh(name):
    root = Path(name)
    if root.exists():
        shutil.rmtree(root)
    root.mkdir()
    return root


def bulk():
    """jq: a bulk stave-allocation response; item 23 creates stave lot L-0412 for C-023, item 117
    asks for the same lot for C-117 and is the one item rejected; the response's own summary at the
    end counts it."""
    root = fresh("bulk")
    items = []
    for n in range(1, 181):
        lot = f"L-{(n * 37) % 900 + 100:04d}"
        if n == 23:
            lot = "L-0412"
        item = {"index": n - 1, "cask": f"C-{n:03d}", "action": "allocate",
                "lot": lot, "wood": WOODS[n % 6], "staves": 28 + n % 5,
                "status": 201, "result": "created", "version": 1}
        if n == 117:
            item.update(lot="L-0412", status=409, result="conflict",
                        error={"type": "lot_already_allocated",
                               "reason": "lot L-0412 is held by another cask",
                               "held_by": "C-023", "retryable": False})
            del item["version"]
        items.append(item)
    body = {"took_ms": 48, "errors": True, "items": items,
            "summary": {"requested": 180, "created": 179, "conflicts": 1, "lots_left": 63}}
    (root / "response.json").write_text(json.dumps(body, separators=(",", ":")))


def archive():
    """tar --compare: the sheets archived last week against the tree now: one sheet's contents
    changed with its size and time kept (a hand fix), one sheet deleted, one made private."""
    root = fresh("archive")
    sheets = root / "sheets"
    for n in range(1, 241):
        d = sheets / f"bench-{n % 8 + 1}"
        d.mkdir(parents=True, exist_ok=True)
        p = d / f"C-{n:03d}.sheet"
        p.write_text(f"cask C-{n:03d}\nwood {WOODS[n % 6]}\nstaves {28 + n % 5}\ntoast {TOASTS[n % 4]}\n")
        os.utime(p, (STAMP + n * 60, STAMP + n * 60))
    for d in sheets.iterdir():
        os.utime(d, (STAMP, STAMP))
    os.utime(sheets, (STAMP, STAMP))
    subprocess.run(["tar", "--sort=name", "--owner=0", "--group=0", "--numeric-owner", "-cf", "sheets.tar", "sheets"],
                   cwd=root, check=True)
    fixed = sheets / "bench-6" / "C-117.sheet"
    stamp = fixed.stat().st_mtime
    fixed.write_text(fixed.read_text().replace("staves 30", "staves 31"))
    os.utime(fixed, (stamp, stamp))
    (sheets / "bench-2" / "C-041.sheet").unlink()
    os.chmod(sheets / "bench-1" / "C-200.sheet", 0o600)


def journal():
    """journalctl: a night of the yard's services in the Journal Export Format (turned into a journal
    file by systemd-journal-remote in the recipe's setup). Early in the night the press reloads a
    drop-in left from the old press with a lower force limit; hours later it stops on C-180 and
    systemd marks the unit failed; the other services go on."""
    root = fresh("journal")
    entries = []
    ts = STAMP * 1_000_000 - 10 * 3600 * 1_000_000
    pids = {"kiln": 812, "toast-oven": 844, "hoop-press": 901, "stave-saw": 930, "systemd": 1}

    def entry(ident, msg, prio=6):
        nonlocal ts
        ts += 37_000_000
        entries.append(f"__REALTIME_TIMESTAMP={ts}\n__MONOTONIC_TIMESTAMP={ts - STAMP * 1_000_000 + 40 * 3600 * 1_000_000}\n"
                       f"_BOOT_ID=6f1c2b0a9d8e4f7a8b6c5d4e3f2a1b0c\n_HOSTNAME=north-yard\n_TRANSPORT=journal\n"
                       f"SYSLOG_IDENTIFIER={ident}\n_PID={pids[ident]}\nPRIORITY={prio}\nMESSAGE={msg}\n")

    for step in range(1, 261):
        if step == 60:
            entry("systemd", "Reloading hoop-press.service - Hoop press controller...")
            entry("hoop-press", "config: press.limit_kn=42 from /etc/cooperage/press.d/90-old-press.conf (overrides 58)")
            entry("systemd", "Reloaded hoop-press.service - Hoop press controller.")
        cask = step
        force = 31 + (cask * 7) % 10 + 0.4
        if cask == 180:
            entry("hoop-press", f"C-{cask:03d}: hoop 6 needs 47.6 kN, over the limit of 42 kN, stopping", 3)
            entry("systemd", "hoop-press.service: Main process exited, code=exited, status=3/NOTIMPLEMENTED", 5)
            entry("systemd", "hoop-press.service: Failed with result 'exit-code'.", 4)
        elif cask < 180:
            entry("hoop-press", f"C-{cask:03d}: {6 + cask % 3} hoops seated, peak {force:.1f} kN")
        kind = step % 4
        if kind == 0:
            entry("kiln", f"zone {step % 4 + 1} at {58 + step % 9} C, humidity {40 + step % 13}%")
        elif kind == 1:
            entry("toast-oven", f"C-{cask:03d} toast {TOASTS[cask % 4]} done, {30 + cask % 20} min")
        elif kind == 2:
            entry("stave-saw", f"sheet S-{step:03d}: {18 + step % 9} staves cut, blade at {step % 30 + 60}%")
        else:
            entry("kiln", f"fan {step % 3 + 1} at {1200 + step % 7 * 50} rpm")
    (root / "yard.export").write_text("\n".join(entries) + "\n")


SCENARIOS = {f.__name__: f for f in (bulk, archive, journal)}

if __name__ == "__main__":
    os.umask(0o022)
    SCENARIOS[sys.argv[1]]()
