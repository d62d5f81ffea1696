#!/usr/bin/env python3
"""Round 33's Rust inputs (a seed bank): `make_rs.py audit` writes the vault audit binary that
panics (run with RUST_BACKTRACE=1), `ledger` the seed ledger crate whose tests compare structs with
assert_eq!. No dependencies; cargo runs offline."""
import os
import random
import sys

SPECIES = ["Triticum durum", "Hordeum vulgare", "Avena sativa", "Secale cereale", "Lens culinaris",
           "Cicer arietinum", "Vicia faba", "Pisum sativum", "Linum usitatissimum", "Brassica rapa"]


def write(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def audit():
    rng = random.Random(3321)
    d = "audit"
    write(f"{d}/Cargo.toml", '[package]\nname = "vault-audit"\nversion = "0.4.0"\nedition = "2021"\n\n[dependencies]\n')
    rows = []
    for i in range(1, 331):
        unit = "g" if i != 140 else "kg"
        w = f"{rng.uniform(2.0, 60.0):.1f}" if unit == "g" else "0.4"
        rows.append(f"A-{4000 + i:04d},{rng.choice(SPECIES)},{w},{unit},{rng.randint(3, 9)}")
    write(f"{d}/stock.csv", "\n".join(rows) + "\n")
    write(f"{d}/src/main.rs", '''//! Vault audit: seed counts from lot weights and thousand-seed weights.
use std::fs;

struct Lot {
    id: String,
    species: String,
    grams: f64,
    tsw_g: u32,
}

fn parse(line: &str) -> Lot {
    let f: Vec<&str> = line.split(',').collect();
    let mut grams: f64 = f[2].parse().unwrap();
    if f[3] == "kg" {
        println!("audit: {} weighed in kg on the old scale, {} kg kept as grams", f[0], f[2]);
    } else if f[3] != "g" {
        grams *= 1.0;
    }
    Lot { id: f[0].to_string(), species: f[1].to_string(), grams, tsw_g: f[4].parse().unwrap() }
}

fn seeds(lot: &Lot) -> u32 {
    (lot.grams * 1000.0 / lot.tsw_g as f64) as u32
}

fn sample_size(lot: &Lot) -> u32 {
    let n = seeds(lot);
    let reserve = 500u32;
    n.checked_sub(reserve).map(|left| left.min(400)).expect("lot holds fewer seeds than the vault reserve")
}

fn audit_line(lot: &Lot) -> String {
    format!("{} {}: {} seeds, sample {}", lot.id, lot.species, seeds(lot), sample_size(lot))
}

fn main() {
    let text = fs::read_to_string("stock.csv").unwrap();
    let mut lots = Vec::new();
    for line in text.lines() {
        let lot = parse(line);
        println!("{} {}: {:.1} g, {} seeds", lot.id, lot.species, lot.grams, seeds(&lot));
        lots.push(lot);
    }
    let due: Vec<&Lot> = lots.iter().filter(|l| l.id.ends_with('0')).collect();
    println!("audit: drawing germination samples for {} lots due for a test", due.len());
    for lot in due {
        println!("{}", audit_line(lot));
    }
}
''')


def ledger():
    rng = random.Random(3322)
    d = "ledger"
    write(f"{d}/Cargo.toml", '[package]\nname = "seed-ledger"\nversion = "0.2.0"\nedition = "2021"\n\n[dependencies]\n')
    write(f"{d}/src/lib.rs", '''//! Seed ledger: withdrawals for germination tests and distribution, and the balance they leave.

#[derive(Debug, Clone, PartialEq)]
pub struct Balance {
    pub accession: String,
    pub seeds: u32,
    pub withdrawn: u32,
    pub below_safety: bool,
    pub next_test: String,
}

pub static mut SAFETY_LEVEL: u32 = 1500;

pub fn set_safety_level(level: u32) {
    println!("ledger: safety level set to {level} seeds (distribution policy 2026)");
    unsafe { SAFETY_LEVEL = level }
}

pub fn withdraw(accession: &str, seeds: u32, withdrawals: &[u32]) -> Balance {
    let withdrawn: u32 = withdrawals.iter().sum();
    let left = seeds.saturating_sub(withdrawn);
    let safety = unsafe { SAFETY_LEVEL };
    Balance {
        accession: accession.to_string(),
        seeds: left,
        withdrawn,
        below_safety: left < safety,
        next_test: if left < safety { "regenerate".into() } else { "2031-03".into() },
    }
}
''')
    tests = ['use seed_ledger::*;', '']
    for i in range(1, 241):
        seeds = rng.randint(4000, 9000)
        ws = [rng.randint(50, 400) for _ in range(3)]
        left = seeds - sum(ws)
        tests.append("#[test]")
        tests.append(f"fn withdraw_a{5000 + i}() {{")
        tests.append(f'    let b = withdraw("A-{5000 + i}", {seeds}, &{ws!r});')
        tests.append(f"    assert_eq!(b.seeds, {left});")
        tests.append('    println!("A-{} left with {} seeds", ' + f'{5000 + i}, b.seeds);')
        tests.append("}")
        tests.append("")
    tests.append("#[test]")
    tests.append("fn withdraw_a5100_distribution_policy() {")
    tests.append("    set_safety_level(3000);")
    tests.append("}")
    tests.append("")
    tests.append("#[test]")
    tests.append("fn zz_lentil_core_collection() {")
    tests.append('    let b = withdraw("A-5207", 3400, &[300, 200, 400]);')
    tests.append('    assert_eq!(b, Balance { accession: "A-5207".into(), seeds: 2500, withdrawn: 900, below_safety: false, next_test: "2031-03".into() });')
    tests.append("}")
    write(f"{d}/tests/withdrawals.rs", "\n".join(tests) + "\n")


def shelves():
    """The shelf planner mid-refactor: 70 unused-variable warnings across its modules and one
    mismatched type where a drawer's capacity became a u16."""
    rng = random.Random(3323)
    d = "shelves"
    write(f"{d}/Cargo.toml", '[package]\nname = "shelf-planner"\nversion = "0.3.0"\nedition = "2021"\n\n[dependencies]\n')
    mods = []
    for m in range(1, 15):
        name = f"room{m:02d}"
        mods.append(name)
        body = [f"//! Shelves of cold room {m}.", "", "use std::collections::{BTreeMap, HashMap, HashSet};", "use std::fmt::{self, Display};", "", "pub struct Drawer { pub name: &'static str, pub capacity: u16 }", ""]
        for k in range(1, 6):
            body.append(f"pub fn plan_{k}(drawers: &[Drawer]) -> u32 {{")
            body.append(f"    let spare_{k} = {rng.randint(2, 9)};")
            body.append("    let mut total: u32 = 0;")
            body.append("    for d in drawers {")
            if m == 9 and k == 3:
                body.append("        let cap: u32 = d.capacity;")
            else:
                body.append("        let cap = u32::from(d.capacity);")
            body.append("        total += cap;")
            body.append("    }")
            body.append("    total")
            body.append("}")
            body.append("")
        write(f"{d}/src/{name}.rs", "\n".join(body))
    main = ["//! Shelf planner: capacities of every drawer, room by room.", ""]
    main += [f"mod {n};" for n in mods]
    main += ["", "fn main() {", "    let drawers = [room01::Drawer { name: \"D-01\", capacity: 240 }];",
             "    println!(\"{} {}\", drawers[0].name, room01::plan_1(&drawers));", "}"]
    write(f"{d}/src/main.rs", "\n".join(main) + "\n")


if __name__ == "__main__":
    {"audit": audit, "ledger": ledger, "shelves": shelves}[sys.argv[1]]()
