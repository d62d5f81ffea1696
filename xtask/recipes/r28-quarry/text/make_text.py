"""Round 28's generated text inputs (the quarry): blast logs, a haul archive, a merged catalogue,
a JSON plant register, a POD manual, a migration script, an audited plant database and its
shift, shift notes."""
import json
import os
import random
import zipfile

rng = random.Random(28)
os.makedirs("blasts", exist_ok=True)

# Blast logs, compressed by make_text.sh; blast-173's frame is cut short there and blast-262 is
# left uncompressed under a zstd name.
for n in range(1, 361):
    with open(f"blasts/blast-{n:03d}.log", "w") as f:
        for k in range(40 + n % 17):
            f.write(f"2026-04-{1 + n % 28:02d} bench {n % 9} hole {k:02d} charge {20 + (n * k) % 13} kg delay {k * 25} ms\n")

# The haul archive: sixty weighbridge tickets, fixed dates; ticket 37 is stored, not deflated.
with zipfile.ZipFile("haul.zip", "w") as z:
    for n in range(1, 61):
        body = "".join(f"ticket {n:02d} axle {a} load {1000 + (n * a * 37) % 900} kg\n" for a in range(1, 30))
        info = zipfile.ZipInfo(f"tickets/ticket-{n:02d}.txt", date_time=(2026, 4, 2, 6, n % 60, 0))
        info.compress_type = zipfile.ZIP_STORED if n == 37 else zipfile.ZIP_DEFLATED
        info.external_attr = 0o644 << 16
        if n == 37:
            info.comment = b"re-weighed by hand"
        z.writestr(info, body)

# A message catalogue joined from two crews' work: duplicates agree except one.
panels = ["crusher", "screen", "belt", "loader", "hopper", "drill", "pump", "scale"]
words = ["stopped", "started", "overloaded", "jammed", "cleared", "cooling", "idle", "running",
         "blocked", "tripped", "reset", "calibrated", "emptied", "full", "flooded", "dry"]
german = {"stopped": "angehalten", "started": "gestartet", "overloaded": "überlastet", "jammed": "verklemmt",
          "cleared": "freigegeben", "cooling": "kühlt ab", "idle": "im Leerlauf", "running": "läuft",
          "blocked": "blockiert", "tripped": "ausgelöst", "reset": "zurückgesetzt", "calibrated": "kalibriert",
          "emptied": "geleert", "full": "voll", "flooded": "überflutet", "dry": "trocken"}
nouns = {"crusher": "Brecher", "screen": "Sieb", "belt": "Förderband", "loader": "Lader", "hopper": "Trichter",
         "drill": "Bohrgerät", "pump": "Pumpe", "scale": "Waage"}
with open("quarry.po", "w") as f:
    f.write('msgid ""\nmsgstr ""\n"Project-Id-Version: quarry 4.2\\n"\n"Language: de\\n"\n'
            '"Content-Type: text/plain; charset=UTF-8\\n"\n\n')
    for crew in ("panel", "remote"):
        for i, p in enumerate(panels):
            for j, w in enumerate(words):
                msgstr = f"{nouns[p]} {german[w]}"
                if crew == "remote" and p == "loader" and w == "jammed":
                    msgstr = f"{nouns[p]} gestoppt"
                f.write(f"#: src/{p}/{crew}.c:{10 + j * 7 + i}\n")
                f.write(f'msgid "{p.capitalize()} {w}"\nmsgstr "{msgstr}"\n\n')

# The plant register as one JSON document; pump P-43 reports its flow in l/s, not m3/h.
register = {"plant": "north pit", "revision": 42, "units": []}
for n in range(1, 81):
    kind = ["crusher", "screen", "conveyor", "pump"][n % 4]
    unit = {"id": f"{kind[0].upper()}-{n:02d}", "kind": kind, "bench": n % 9,
            "rated": {"value": 100 + (n * 13) % 250, "unit": "t/h"},
            "service": {"last": f"2026-03-{1 + n % 28:02d}", "hours": 400 + n * 7}}
    if kind == "pump":
        unit["rated"] = {"value": 40 + n % 30, "unit": "m3/h"}
    if n == 43:
        unit["rated"] = {"value": 11.5, "unit": "l/s"}
    register["units"].append(unit)
with open("register.json", "w") as f:
    json.dump(register, f, separators=(",", ":"))

# The manual of quarryctl in POD: sixty options, one of which (--hold-charge) is the only one that
# does not persist across a restart.
verbs = ["weigh", "screen", "crush", "load", "haul", "drill", "survey", "pump", "sort", "stack"]
with open("quarryctl.pod", "w") as f:
    f.write("=head1 NAME\n\nquarryctl - drive the plant of the north pit\n\n=head1 SYNOPSIS\n\n"
            "  quarryctl [options] command [unit...]\n\n=head1 DESCRIPTION\n\n")
    for k in range(12):
        f.write(f"Section {k + 1} of the plant is handled by the {verbs[k % 10]} controller. Every command is "
                "written to the plant journal before it is sent, and a command that the controller refuses is "
                "kept in the journal with the refusal, so that the shift report shows it. Settings given "
                "on the command line persist in F</var/lib/quarry/settings> until they are changed again.\n\n")
    f.write("=head1 OPTIONS\n\n=over 4\n\n")
    for n in range(60):
        v = verbs[n % 10]
        opt = f"--{v}-{['limit', 'delay', 'bench', 'retries', 'window', 'grade'][n % 6]}"
        if n == 37:
            f.write("=item B<--hold-charge>=I<minutes>\n\nHolds the loaded charge of the current bench for "
                    "I<minutes> before the firing window opens. Unlike every other setting, the hold is "
                    "B<not> written to F</var/lib/quarry/settings>: after a controller restart the charge is "
                    "released at once and the firing window opens without the hold.\n\n")
            continue
        f.write(f"=item B<{opt}>=I<value>\n\nSets the {opt[2:].replace('-', ' ')} of the {v} controller "
                f"for every unit of the current bench. The default is {10 + n * 3}; the value persists "
                "across restarts like every other setting.\n\n")
    f.write("=back\n\n=head1 EXIT STATUS\n\nquarryctl exits 0 when every command was accepted, 3 when one "
            "was refused and 4 when the journal could not be written.\n\n=cut\n")

# A migration run with -echo -bail: an UPDATE after the rename still names the old column.
with open("migrate.sql", "w") as f:
    f.write("CREATE TABLE unit (id TEXT PRIMARY KEY, kind TEXT, bench INTEGER, status TEXT);\n")
    f.write("CREATE TABLE load (id INTEGER PRIMARY KEY, unit TEXT, tonnes REAL, shift TEXT);\n")
    for n in range(1, 121):
        f.write(f"INSERT INTO unit VALUES ('U-{n:03d}', '{['crusher', 'screen', 'conveyor', 'pump'][n % 4]}', {n % 9}, 'active');\n")
    for n in range(1, 161):
        f.write(f"INSERT INTO load (unit, tonnes, shift) VALUES ('U-{1 + n % 120:03d}', {20 + (n * 7) % 30}.5, 'S{n % 3}');\n")
    f.write("ALTER TABLE unit RENAME COLUMN bench TO bench_no;\n")
    f.write("CREATE INDEX unit_bench ON unit (bench_no);\n")
    f.write("UPDATE unit SET status = 'service' WHERE id IN ('U-017', 'U-044');\n")
    f.write("UPDATE unit SET status = 'blasting' WHERE bench = 4;\n")
    for n in range(1, 81):
        f.write(f"INSERT INTO load (unit, tonnes, shift) VALUES ('U-{1 + (n * 7) % 120:03d}', {25 + n % 20}.0, 'S{n % 3}');\n")
    f.write("SELECT count(*) FROM load;\n")

# The plant database with an audit trigger and a shift script of 300 updates; one sets a status
# the trigger treats as a retirement.
with open("plant.sql", "w") as f:
    f.write("CREATE TABLE unit (id TEXT PRIMARY KEY, bench INTEGER, status TEXT, hours INTEGER);\n")
    f.write("CREATE TABLE assignment (unit TEXT, crew TEXT);\n")
    f.write("CREATE TRIGGER retire_unit AFTER UPDATE OF status ON unit WHEN new.status = 'retired' BEGIN\n"
            "  DELETE FROM assignment WHERE unit = new.id;\n"
            "  INSERT INTO assignment VALUES (new.id, 'scrapyard');\nEND;\n")
    for n in range(1, 301):
        f.write(f"INSERT INTO unit VALUES ('L-{n:03d}', {n % 9}, 'active', {1000 + n});\n")
        f.write(f"INSERT INTO assignment VALUES ('L-{n:03d}', '{['Ames', 'Brandt', 'Cole', 'Dietz'][n % 4]}');\n")
with open("shift.sql", "w") as f:
    for n in range(1, 301):
        status = "'retired'" if n == 188 else "'active'"
        f.write(f"UPDATE unit SET hours = hours + {8 + n % 3}, status = {status} WHERE id = 'L-{n:03d}';\n")
    f.write("SELECT count(*) FROM assignment WHERE crew = 'scrapyard';\n")

# Shift notes for dos2unix -i: LF text, except note-088 (three CRLF lines among LF), note-211 (a
# UTF-8 byte-order mark) and note-260 (a NUL byte from a bad paste).
os.makedirs("notes", exist_ok=True)
for n in range(1, 321):
    lines = [f"shift note {n} line {k}: bench {k % 9} clear, haul road wet\n" for k in range(1, 6 + n % 7)]
    body = "".join(lines).encode()
    if n == 88:
        body = "".join(l.replace("\n", "\r\n") if k % 3 == 0 else l for k, l in enumerate(lines)).encode()
    if n == 211:
        body = b"\xef\xbb\xbf" + body
    if n == 260:
        body = body[:40] + b"\x00" + body[40:]
    with open(f"notes/note-{n:03d}.txt", "wb") as f:
        f.write(body)

# Blast plans in three trees for fdupes: every draft has its archived copy; every release differs
# from its draft by its heading, except plan 117, released as the draft itself.
for tree in ("drafts", "releases", "archive"):
    os.makedirs(f"plans/{tree}", exist_ok=True)
for n in range(1, 161):
    body = f"blast plan {n}\n" + "".join(f"hole {k} charge {20 + (n * k) % 13} kg\n" for k in range(30))
    for tree in ("drafts", "archive"):
        with open(f"plans/{tree}/plan-{n:03d}.txt", "w") as f:
            f.write(body)
    with open(f"plans/releases/plan-{n:03d}.txt", "w") as f:
        f.write(body if n == 117 else body.replace("blast plan", "released plan"))
