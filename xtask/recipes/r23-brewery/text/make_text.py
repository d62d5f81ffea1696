"""Writes round 23's text inputs: two versions of a brewhouse configuration tree (diff -c), kegs
shipped and returned (comm), a batch table (sort --debug), a Makefile of 200 brews one of which
reads an undefined variable, the brewery database (sqlite3), a keg ledger with blank and one
malformed field (perl -w) and the files of a keg archive (cpio)."""

import os
import sqlite3

os.makedirs("old/conf", exist_ok=True)
os.makedirs("new/conf", exist_ok=True)
SECTIONS = ["mash", "boil", "whirlpool", "chiller", "fermenter", "brite", "keg", "cip", "glycol", "steam", "mill", "grant"]
for s, name in enumerate(SECTIONS):
    old = [f"# {name} settings", f"[{name}]"]
    for k in range(60):
        old.append(f"{name}_param_{k:02d} = {(s * 60 + k) % 97}")
    new = list(old)
    # Every file gains a renamed comment and one changed value; fermenter.conf's change is the crux.
    new[0] = f"# {name} settings (rev 2024-11)"
    new[20 + s] = f"{name}_param_{18 + s:02d} = {(s * 60 + 18 + s) % 97 + 1}"
    new[50] = f"{name}_param_48 = {(s * 60 + 48) % 97 + 2}"
    if name == "fermenter":
        new[44] = "max_pressure_bar = 25"
        old[44] = "max_pressure_bar = 2.5"
    if name == "glycol":
        new.insert(30, "setpoint_c = -4")
    with open(f"old/conf/{name}.conf", "w") as f:
        f.write("\n".join(old) + "\n")
    with open(f"new/conf/{name}.conf", "w") as f:
        f.write("\n".join(new) + "\n")
    # Fixed modification times, so diff's file headers do not carry the day of the recording.
    os.utime(f"old/conf/{name}.conf", (1761984000, 1761984000))
    os.utime(f"new/conf/{name}.conf", (1763107200, 1763107200))

shipped = [f"KEG-{i:05d}" for i in range(1000, 1900)]
returned = [k for k in shipped if k not in ("KEG-01217", "KEG-01488", "KEG-01733")] + ["KEG-09001"]
with open("kegs-shipped.txt", "w") as f:
    f.write("\n".join(sorted(shipped)) + "\n")
with open("kegs-returned.txt", "w") as f:
    f.write("\n".join(sorted(returned)) + "\n")

with open("batches.csv", "w") as f:
    for i in range(1, 301):
        og = "n/a" if i == 173 else str(1040 + (i * 37) % 45)
        f.write(f"B-{i:04d},{['ipa', 'stout', 'lager', 'porter', 'saison'][i % 5]},{og},FV-{(i % 12) + 1:02d}\n")

with open("Makefile", "w") as f:
    f.write("BREWS := " + " ".join(f"brew-{i:03d}" for i in range(1, 201)) + "\n\n")
    f.write(".PHONY: all $(BREWS)\nall: $(BREWS)\n\n")
    for i in range(1, 201):
        f.write(f"brew-{i:03d}:\n")
        if i == 137:
            f.write(f"\techo brew {i:03d} ferment at $(FERMENTER_TEMP) C\n")
        else:
            f.write(f"\techo brew {i:03d} ferment at {17 + i % 4} C\n")

if os.path.exists("brew.db"):
    os.remove("brew.db")
db = sqlite3.connect("brew.db")
db.execute("CREATE TABLE breweries (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT)")
tables = ["recipes", "batches", "fermenters", "kegs", "hops", "malts", "yeasts", "tastings", "orders", "customers",
          "invoices", "shipments", "returns", "cleanings", "readings", "alarms", "staff", "shifts", "suppliers",
          "deliveries", "labels", "taprooms", "events", "audits", "permits", "waters", "adjuncts", "packages",
          "pallets", "routes", "trucks", "drivers", "stops", "fills", "seals", "lots", "bins", "racks", "cellars", "casks"]
for n, t in enumerate(tables):
    parent = "breweries" if n == 0 else tables[n - 1]
    col = f"{parent[:-1]}_id"
    db.execute(f"CREATE TABLE {t} (id INTEGER PRIMARY KEY, {col} INTEGER NOT NULL REFERENCES {parent}(id) ON DELETE CASCADE, "
               f"code TEXT NOT NULL UNIQUE, note TEXT, created_at TEXT NOT NULL DEFAULT (datetime('now')), "
               f"qty REAL CHECK (qty >= 0))")
    if t != "kegs":
        db.execute(f"CREATE INDEX {t}_{col} ON {t}({col})")
db.commit()
db.close()

with open("kegs.log", "w") as f:
    for i in range(1, 401):
        litres = "" if i % 3 == 0 else str(20 + i % 31)
        if i == 217:
            litres = "12,5"
        f.write(f"KEG-{i:05d}\t{['ipa', 'stout', 'lager'][i % 3]}\t{litres}\n")

os.makedirs("kegfiles/kegs", exist_ok=True)
for i in range(1, 301):
    with open(f"kegfiles/kegs/keg-{i:04d}.json", "w") as f:
        f.write('{"keg": %d, "litres": %d, "beer": "%s"}\n' % (i, 20 + i % 31, ["ipa", "stout", "lager"][i % 3]) * (1 + i % 9))
