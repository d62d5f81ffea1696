"""Round 29's two-version workspace, made afresh: the lots crate uses vats 0.2 (vats2/) and the
ledger crate, which still depends on vats 0.1 (vats1/); lots hands the ledger's vats to its own
steps, so the two Vat types meet (and lots leaves some imports unused)."""
import os
import shutil

STEPS = ["soak", "lime", "flesh", "delime", "bate", "pickle", "tan", "sammy", "split", "shave",
         "retan", "dye"]


def write(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


for d in ("vats1", "vats2", "ledger", "src"):
    shutil.rmtree(d, ignore_errors=True)
for d, version in (("vats1", "0.1.0"), ("vats2", "0.2.0")):
    write(f"{d}/Cargo.toml", f'[package]\nname = "vats"\nversion = "{version}"\nedition = "2021"\n'
          'publish = false\n\n[dependencies]\n')
    write(f"{d}/src/lib.rs", "//! Vats.\n\n/// A vat.\n#[derive(Debug, Default)]\npub struct Vat {\n"
          "    /// Litres in it.\n    pub level: f64,\n}\n")
write("ledger/Cargo.toml", '[package]\nname = "ledger"\nversion = "0.3.0"\nedition = "2021"\n'
      'publish = false\n\n[dependencies]\nvats = { path = "../vats1" }\n')
write("ledger/src/lib.rs", "//! The ledger's vats.\n\n/// The vat the ledger books a lot against.\n"
      "pub fn booked_vat(lot: &str) -> vats::Vat {\n    vats::Vat { level: lot.len() as f64 }\n}\n")
mods = []
calls = []
for s in STEPS:
    mods.append(f"mod {s};")
    write(f"src/{s}.rs", f"use std::collections::BTreeMap;\nuse std::fmt::Write;\n\n"
          f"/// Runs the {s} step in `vat`.\npub fn run(vat: &mut vats::Vat, litres: f64) -> f64 {{\n"
          f"    vat.level += litres;\n    vat.level\n}}\n")
    calls.append(f"    let mut vat = ledger::booked_vat(\"{s}\");\n    total += {s}::run(&mut vat, 100.0);\n")
write("src/main.rs", "\n".join(mods) + "\n\nfn main() {\n    let mut total = 0.0;\n" + "".join(calls)
      + "    println!(\"{total}\");\n}\n")
