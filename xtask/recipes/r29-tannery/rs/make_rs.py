"""Round 29's Rust inputs, made afresh: the hides crate's step modules, each weighing its hides
with `units::grams`, which units.rs defines only under the `metric` feature (the default
feature is `imperial`), and a few leftovers that warn."""
import os

STEPS = ["soak", "lime", "flesh", "delime", "bate", "pickle", "tan", "sammy", "split", "shave",
         "retan", "dye", "fatliquor", "dry", "stake", "buff", "finish", "grade", "pack", "rinse",
         "drum", "toggle", "spray", "iron"]

os.makedirs("src/steps", exist_ok=True)
with open("src/units.rs", "w") as f:
    f.write("//! Weights as the scales report them.\n\n"
            "/// Grains to grams, for the metric floor.\n#[cfg(feature = \"metric\")]\n"
            "pub fn grams(grains: f64) -> f64 {\n    grains * 0.064_798_91\n}\n\n"
            "/// Grains to ounces.\npub fn ounces(grains: f64) -> f64 {\n    grains / 437.5\n}\n")
mods = []
for s in STEPS:
    mods.append(f"pub mod {s};")
    with open(f"src/steps/{s}.rs", "w") as f:
        f.write(f"//! The {s} step.\nuse crate::units;\nuse std::collections::HashMap;\n\n"
                f"/// Weighs the hides going into the {s} step, in grams.\n"
                f"pub fn weigh(grains: &[f64]) -> f64 {{\n    let unused_total = 0.0;\n"
                f"    grains.iter().map(|g| units::grams(*g)).sum()\n}}\n")
with open("src/steps/mod.rs", "w") as f:
    f.write("//! The line's steps.\n" + "\n".join(mods) + "\n")
with open("src/main.rs", "w") as f:
    calls = "".join(f"    total += steps::{s}::weigh(&[{i + 10}.0, 12.5]);\n" for i, s in enumerate(STEPS))
    f.write(f"//! Weighs a lot through every step.\nmod steps;\nmod units;\n\nfn main() {{\n"
            f"    let mut total = 0.0;\n{calls}    println!(\"{{total:.1}} g, {{:.2}} oz\", units::ounces(total));\n}}\n")
