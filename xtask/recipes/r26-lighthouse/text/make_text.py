"""Builds round 26's text inputs afresh in the scratch copy: keeper tables, paste columns, the
lamp database's SQL, an NDJSON check stream, gzip'd logs (one of random bytes), a config
template, and a Python package with one `is` literal."""
import gzip
import hashlib
import json
import os
import shutil
from pathlib import Path

# cut: a TSV whose one line was typed with spaces instead of tabs
with open("keepers.tsv", "w") as f:
    f.write("keeper\tstation\tsince\tlamp_hours\tcertified\n")
    for n in range(1, 621):
        row = [f"K-{n:03d}", f"S-{1 + n % 60:03d}", f"20{10 + n % 15}", str(1000 + n * 7), "yes" if n % 13 else "no"]
        f.write(("    ".join(row) if n == 263 else "\t".join(row)) + "\n")

# paste: three columns, the names file with one blank line in the middle
with open("ids.txt", "w") as f:
    f.writelines(f"L-{n:03d}\n" for n in range(1, 301))
with open("names.txt", "w") as f:
    for n in range(1, 301):
        f.write(f"lamp of station S-{n:03d}\n")
        if n == 137:
            f.write("\n")
with open("hours.txt", "w") as f:
    f.writelines(f"{2000 + n * 3} h\n" for n in range(1, 301))

# sqlite3: the lamp table (one lamp without an order), the keepers (one named `<none>`) and a batch
# of updates (one id mistyped)
with open("lamps.sql", "w") as f:
    f.write("CREATE TABLE lamps (id TEXT PRIMARY KEY, station TEXT, lens_order INTEGER, range_nm REAL, keeper TEXT);\n")
    for n in range(1, 321):
        order = "NULL" if n == 158 else str(1 + n % 4)
        f.write(f"INSERT INTO lamps VALUES ('L-{n:03d}', 'S-{1 + n % 60:03d}', {order}, {12 + n % 9}.5, 'K-{n % 31:02d}');\n")
with open("lamps.sql", "a") as f:
    f.write("CREATE TABLE keepers (id TEXT PRIMARY KEY, name TEXT, station TEXT, watch TEXT);\n")
    for n in range(1, 181):
        name = "<none>" if n == 121 else f"Keeper {n:03d}"
        f.write(f"INSERT INTO keepers VALUES ('K-{n:03d}', '{name}', 'S-{1 + n % 60:03d}', '{('first', 'middle', 'morning')[n % 3]}');\n")
with open("updates.sql", "w") as f:
    for n in range(1, 201):
        lamp = "L-0l9" if n == 19 else f"L-{n:03d}"
        f.write(f"UPDATE lamps SET range_nm = range_nm + 0.5 WHERE id = '{lamp}';\n")

# jq: the nightly lamp checks, one failed and one skipped
with open("checks.ndjson", "w") as f:
    for n in range(1, 401):
        rec = {"seq": n, "lamp": f"L-{1 + n % 260:03d}", "kind": "lamp_check", "result": "passed", "rpm": 2 + n % 3}
        if n == 237:
            rec.update(result="failed", reason="lens rotation stalled at 212 deg")
        if n == 311:
            rec.update(result="skipped", reason="keeper off watch")
        f.write(json.dumps(rec, separators=(",", ":")) + "\n")

# gzip -lv: nightly logs, one of them random bytes (it does not shrink)
os.makedirs("logs", exist_ok=True)
for n in range(1, 121):
    if n == 77:
        body = b"".join(hashlib.sha256(f"{i}".encode()).digest() for i in range(600))
    else:
        body = "".join(f"night {n} lamp L-{i:03d} lit, rotation ok\n" for i in range(1, 120 + n)).encode()
    with gzip.GzipFile(f"logs/night-{n:03d}.log.gz", "wb", mtime=1767600000) as g:
        g.write(body)
    os.utime(f"logs/night-{n:03d}.log.gz", (1767600000, 1767600000))

# envsubst: the lighthouse configuration template
with open("lighthouse.conf.tmpl", "w") as f:
    f.write("# lighthouse controller configuration (rendered by envsubst)\n")
    for n in range(1, 141):
        f.write(f"[lamp L-{n:03d}]\nstation = ${{STATION}}\nkeeper = ${{KEEPER}}\n")
        pager = f"KEEPER_PAGER_{n}" if n == 73 else "KEEPER_PAGER"
        f.write(f"notify = sms:${{{pager}}}?lamp=L-{n:03d}\n")
        f.write(f"period = {5 + n % 10}s\n\n")

# compileall: a package of lamp rules, one comparing with `is` against a literal
shutil.rmtree("rules", ignore_errors=True)
os.makedirs("rules", exist_ok=True)
for n in range(1, 201):
    cmp = f"order is {1 + n % 4}" if n == 152 else f"order == {1 + n % 4}"
    Path(f"rules/rule_{n:02d}.py").write_text(f'"""Lamp rule {n}."""\n\n\ndef applies(order):\n    return {cmp}\n')

# bash -x: the relight schedules, one missing
shutil.rmtree("schedules", ignore_errors=True)
shutil.rmtree("spool", ignore_errors=True)
os.makedirs("schedules", exist_ok=True)
for n in range(1, 121):
    if n != 87:
        Path(f"schedules/l-{n:03d}.cfg").write_text(f"relight {n:03d} at dusk\n")

# groff: the controller's manual page, one option's paragraph carrying the warning
options = []
for n in range(1, 61):
    options.append(f".TP\n.B \\-\\-lamp\\-{n:02d}\\-period=SECONDS\nSet the flash period of lamp L-{n:02d}; "
                   f"the controller rounds it to the lens's nearest step and logs the rounded value.\n")
options[41] = (".TP\n.B \\-\\-fog\\-horn\\-test\nSound every fog signal once at start-up. "
               "Do not use it between 22:00 and 06:00: the harbour authority fines each blast, "
               "and the controller cannot cancel a test once the compressor is primed.\n")
Path("lampctl.1").write_text(
    '.TH LAMPCTL 1 "January 2026" "lampctl 4.2" "Lighthouse manual"\n.SH NAME\nlampctl \\- drive the lamp room\n'
    ".SH SYNOPSIS\n.B lampctl\n[\\fIOPTION\\fR]...\n.SH DESCRIPTION\nlampctl turns the lens, lights the mantles "
    "and sounds the fog signals of one station.\n.SH OPTIONS\n" + "".join(options)
    + ".SH EXIT STATUS\n0 when every lamp is lit, 3 when a lamp failed to light.\n"
)
