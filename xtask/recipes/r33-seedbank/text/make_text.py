#!/usr/bin/env python3
"""Round 33's journal and git inputs (a seed bank): `make_text.py journal` writes a night of the
cold vault's services in the Journal Export Format (systemd-journal-remote turns it into a journal
file in the recipe's setup); `make_text.py git` builds the vault settings repository with fixed
authors and dates, so its hashes are the same on every run."""
import os
import random
import shutil
import subprocess
import sys

STAMP = 1796000000


def journal():
    if os.path.exists("journal"):
        shutil.rmtree("journal")
    os.makedirs("journal")
    entries = []
    ts = STAMP * 1_000_000
    pids = {"vault-chiller": 733, "dryer-r2": 761, "germ-cabinet": 788, "label-printer": 802, "systemd": 1}

    def entry(ident, msg, prio=6):
        nonlocal ts
        ts += 41_000_000
        entries.append(f"__REALTIME_TIMESTAMP={ts}\n__MONOTONIC_TIMESTAMP={ts - STAMP * 1_000_000 + 30 * 3600 * 1_000_000}\n"
                       f"_BOOT_ID=0b9e8d7c6f5a4e3d2c1b0a9f8e7d6c5b\n_HOSTNAME=vault-east\n_TRANSPORT=journal\n"
                       f"SYSLOG_IDENTIFIER={ident}\n_PID={pids[ident]}\nPRIORITY={prio}\nMESSAGE={msg}\n")

    rng = random.Random(3341)
    for step in range(1, 281):
        if step == 70:
            entry("systemd", "Reloading vault-chiller.service - Cold vault chiller...")
            entry("vault-chiller", "config: defrost.interval_h=2 from /etc/seedbank/chiller.d/50-summer.conf (overrides 8)")
            entry("systemd", "Reloaded vault-chiller.service - Cold vault chiller.")
        temp = -18.0 + (0.4 if step % 24 < 3 and step > 70 else 0.0) + rng.uniform(-0.3, 0.3)
        if step == 251:
            entry("vault-chiller", "compressor 2: 11 defrost cycles in 24 h, above the limit of 6, locking out", 3)
            entry("systemd", "vault-chiller.service: Main process exited, code=exited, status=4/NOPERMISSION", 5)
            entry("systemd", "vault-chiller.service: Failed with result 'exit-code'.", 4)
        elif step < 251:
            entry("vault-chiller", f"vault at {temp:.1f} C, compressor {1 + step % 2} on")
        kind = step % 3
        if kind == 0:
            entry("dryer-r2", f"lot A-{7000 + step:04d}: moisture {rng.uniform(5.5, 9.0):.1f}%, target 6.5%")
        elif kind == 1:
            entry("germ-cabinet", f"dish {step % 48 + 1}: count {rng.randint(20, 50)} of 50, day {step % 14 + 1}")
        else:
            entry("label-printer", f"printed drawer front D-{step % 40 + 1:02d}")
    with open("journal/vault.export", "w") as f:
        f.write("\n".join(entries) + "\n")


def git():
    d = "repo"
    if os.path.exists(d):
        shutil.rmtree(d)
    os.makedirs(d)
    env = dict(os.environ, GIT_AUTHOR_NAME="Vault Keeper", GIT_AUTHOR_EMAIL="keeper@seedbank.example",
               GIT_COMMITTER_NAME="Vault Keeper", GIT_COMMITTER_EMAIL="keeper@seedbank.example",
               GIT_CONFIG_GLOBAL="/dev/null", GIT_CONFIG_SYSTEM="/dev/null")

    def run(*args):
        subprocess.run(["git", *args], cwd=d, env=env, check=True, stdout=subprocess.DEVNULL)

    run("init", "-q", "-b", "main")
    rng = random.Random(3342)
    drawers = {f"D-{i:02d}": {"shelves": rng.randint(4, 8), "threshold": 0.75, "room": rng.choice(["C1", "C2"])} for i in range(1, 41)}

    def save(msg, n):
        os.makedirs(f"{d}/drawers", exist_ok=True)
        for name, v in drawers.items():
            with open(f"{d}/drawers/{name}.toml", "w") as f:
                f.write(f'[drawer]\nname = "{name}"\nroom = "{v["room"]}"\nshelves = {v["shelves"]}\ngermination_threshold = {v["threshold"]}\n')
        run("add", "-A")
        date = f"2026-{1 + n // 28:02d}-{1 + n % 28:02d}T10:00:00+00:00"
        env["GIT_AUTHOR_DATE"] = env["GIT_COMMITTER_DATE"] = date
        run("commit", "-q", "-m", msg)

    n = 0
    for step in range(1, 91):
        name = f"D-{rng.randint(1, 40):02d}"
        if step == 30:
            for v in drawers.values():
                if v["room"] == "C2":
                    v["threshold"] = 0.85
            save("import the 2019 drawer sheet for room C2", n)
        elif step == 78:
            drawers["D-12"]["shelves"] += 1
            save("D-12: add the shelf from the split drawer; regeneration queue of D-12 checked", n)
        else:
            drawers[name]["shelves"] = rng.choice([x for x in range(4, 9) if x != drawers[name]["shelves"]])
            save(f"{name}: {drawers[name]['shelves']} shelves after the stock take", n)
        n += 1


def register():
    """The accession register's repository: one CSV row per accession, re-measured and moved over
    a year of commits; tags v1 and v2 bound the year's diff."""
    d = "register"
    if os.path.exists(d):
        shutil.rmtree(d)
    os.makedirs(d)
    env = dict(os.environ, GIT_AUTHOR_NAME="Vault Keeper", GIT_AUTHOR_EMAIL="keeper@seedbank.example",
               GIT_COMMITTER_NAME="Vault Keeper", GIT_COMMITTER_EMAIL="keeper@seedbank.example",
               GIT_CONFIG_GLOBAL="/dev/null", GIT_CONFIG_SYSTEM="/dev/null")

    def run(*args):
        subprocess.run(["git", *args], cwd=d, env=env, check=True, stdout=subprocess.DEVNULL)

    rng = random.Random(3343)
    species = ["Triticum durum", "Hordeum vulgare", "Avena sativa", "Secale cereale", "Lens culinaris",
               "Cicer arietinum", "Vicia faba", "Pisum sativum", "Linum usitatissimum", "Brassica rapa"]
    rows = {f"A-{8000 + i:04d}": [rng.choice(species), f"D-{rng.randint(1, 40):02d}", f"{rng.uniform(5.0, 7.5):.1f}",
                                  str(rng.randint(800, 6000))] for i in range(1, 451)}
    n = 0

    def save(msg):
        nonlocal n
        with open(f"{d}/register.csv", "w") as f:
            f.write("accession,species,drawer,moisture_pct,seeds\n")
            for k, v in rows.items():
                f.write(",".join([k, *v]) + "\n")
        run("add", "-A")
        date = f"2026-{1 + n // 28:02d}-{1 + n % 28:02d}T09:30:00+00:00"
        env["GIT_AUTHOR_DATE"] = env["GIT_COMMITTER_DATE"] = date
        run("commit", "-q", "-m", msg)
        n += 1

    run("init", "-q", "-b", "main")
    save("register: the vault's accessions at the start of the year")
    run("tag", "v1")
    keys = list(rows)
    for step in range(1, 61):
        if step == 23:
            rows["A-8212"][1] = "D-21"
            save("register: merge the cold-room-2 stock take sheet")
            continue
        for k in rng.sample(keys, 3):
            rows[k][2] = f"{rng.uniform(5.0, 7.5):.1f}"
            rows[k][3] = str(int(rows[k][3]) - rng.randint(50, 300))
        save(f"register: germination samples drawn, step {step}")
    run("tag", "v2")


if __name__ == "__main__":
    os.umask(0o022)
    {"journal": journal, "git": git, "register": register}[sys.argv[1]]()
