"""Writes the Quarry-Ledger Perl distribution: twelve modules, thirty test files and a MANIFEST
that still lists lib/Quarry/Ledger/Tare.pm, which a rename made lib/Quarry/Ledger/TareWeight.pm;
t/17-tare.t expects the old rounding of the tare."""
import os

mods = ["Ticket", "Truck", "Bench", "Grade", "Shift", "Crew", "Haul", "Blast", "Moisture", "Price", "Report", "TareWeight"]
os.makedirs("Quarry-Ledger/lib/Quarry/Ledger", exist_ok=True)
os.makedirs("Quarry-Ledger/t", exist_ok=True)
os.chdir("Quarry-Ledger")
with open("Makefile.PL", "w") as f:
    f.write("use ExtUtils::MakeMaker;\nWriteMakefile(\n    NAME => 'Quarry::Ledger',\n"
            "    VERSION_FROM => 'lib/Quarry/Ledger.pm',\n    ABSTRACT => 'weighbridge ledger of the north pit',\n"
            "    AUTHOR => 'Plant office <office@quarry.test>',\n    LICENSE => 'perl',\n);\n")
with open("lib/Quarry/Ledger.pm", "w") as f:
    f.write("package Quarry::Ledger;\nuse strict;\nuse warnings;\nour $VERSION = '4.02';\n1;\n")
for m in mods:
    with open(f"lib/Quarry/Ledger/{m}.pm", "w") as f:
        f.write(f"package Quarry::Ledger::{m};\nuse strict;\nuse warnings;\n\nsub round_kg {{ my ($kg) = @_; return int($kg / 10 + 0.5) * 10; }}\n\n1;\n")
tests = []
for n in range(1, 31):
    m = mods[n % 12] if n != 17 else "TareWeight"
    name = f"t/{n:02d}-{m.lower()}.t" if n != 17 else "t/17-tare.t"
    tests.append(name)
    with open(name, "w") as f:
        f.write(f"use strict;\nuse warnings;\nuse Test::More tests => 16;\nuse Quarry::Ledger::{m};\n\n")
        for k in range(1, 17):
            kg = 14000 + n * 10 + k * 3
            want = int(kg / 10 + 0.5) * 10
            if n == 17 and k == 9:
                want = kg // 10 * 10
            f.write(f"is(Quarry::Ledger::{m}::round_kg({kg}), {want}, 'rounds {kg} kg');\n")
manifest = ["Makefile.PL", "MANIFEST", "lib/Quarry/Ledger.pm"] + \
    [f"lib/Quarry/Ledger/{m}.pm" for m in mods if m != "TareWeight"] + ["lib/Quarry/Ledger/Tare.pm"] + tests
with open("MANIFEST", "w") as f:
    f.write("\n".join(sorted(manifest)) + "\n")
