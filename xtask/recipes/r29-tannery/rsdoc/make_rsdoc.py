"""Round 29's documented crates, made afresh: the vats crate (a dependency, documented first), whose
step modules' items are undocumented (missing_docs warns) and whose overview links to `Vat::drain`,
renamed `Vat::empty`; and the lots crate, as undocumented, with its own steps."""
import os

STEPS = ["soak", "lime", "flesh", "delime", "bate", "pickle", "tan", "sammy", "split", "shave"]
LOTS = ["intake", "grading", "sorting", "weighing", "labels", "pallets", "orders", "invoices",
        "returns", "audit", "shipping", "stock"]


def steps(root, names, item, crate_use):
    os.makedirs(f"{root}/src/steps", exist_ok=True)
    for s in names:
        t = s.capitalize()
        open(f"{root}/src/steps/{s}.rs", "w").write(
            f"{crate_use}\npub struct {t}{item} {{\n    pub litres: f64,\n    pub minutes: u32,\n}}\n\n"
            f"pub fn run(vat: &mut Vat, s: &{t}{item}) -> f64 {{\n"
            f"    vat.level += s.litres;\n    vat.level * f64::from(s.minutes)\n}}\n")
    open(f"{root}/src/steps/mod.rs", "w").write(
        "//! The steps.\n" + "\n".join(f"pub mod {s};" for s in names) + "\n")


lib = ["//! Vats of the dye house.", "//!",
       "//! A [`Vat`] is filled, dosed and run by the steps in [`steps`]; at the end of a lot the",
       "//! operator calls [`Vat::drain`] and the level returns to zero.",
       "#![warn(missing_docs)]", "", "pub mod steps;", "",
       "/// A dye vat.", "pub struct Vat {", "    /// Litres in the vat.", "    pub level: f64,", "}", "",
       "impl Vat {", "    /// Empties the vat and returns what it held.",
       "    pub fn empty(&mut self) -> f64 {", "        let l = self.level;", "        self.level = 0.0;",
       "        l", "    }", "}", ""]
os.makedirs("vats/src", exist_ok=True)
open("vats/src/lib.rs", "w").write("\n".join(lib))
steps("vats", STEPS, "Settings", "use crate::Vat;")
os.makedirs("src", exist_ok=True)
open("src/lib.rs", "w").write("//! Lots through the dye house.\n#![warn(missing_docs)]\n\npub mod steps;\n")
steps(".", LOTS, "Sheet", "use vats::Vat;")
