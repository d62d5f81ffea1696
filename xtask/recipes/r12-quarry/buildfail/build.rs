//! Generates `blocks.rs` from `schema/quarry.sql`, refusing columns whose type the model does not expect.
use std::{env, fs, path::Path};

const EXPECTED: &[(&str, &str, &str)] = &[
    ("blocks", "length_m", "REAL"),
    ("blocks", "grade", "INTEGER"),
    ("blocks", "density", "REAL"),
    ("loads", "tonnes", "REAL"),
];

fn main() {
    println!("cargo:rerun-if-changed=schema/quarry.sql");
    let sql = fs::read_to_string("schema/quarry.sql").expect("schema/quarry.sql is readable");
    let mut table = "";
    let mut problems = Vec::new();
    for (n, line) in sql.lines().enumerate() {
        if let Some(rest) = line.strip_prefix("CREATE TABLE ") {
            table = rest.split_whitespace().next().unwrap_or("");
        }
        for (t, col, want) in EXPECTED {
            if *t != table {
                continue;
            }
            for part in line.split(',') {
                let words: Vec<&str> = part.split_whitespace().collect();
                let at = words.iter().position(|w| w.trim_start_matches('(') == *col);
                if let Some(i) = at {
                    let found = words.get(i + 1).copied().unwrap_or("?");
                    println!("cargo:warning=checked {t}.{col}: {found} (schema/quarry.sql:{})", n + 1);
                    if found != *want {
                        problems.push(format!(
                            "table `{t}` column `{col}` expects {want}, found {found} (schema/quarry.sql:{})",
                            n + 1
                        ));
                    }
                }
            }
        }
    }
    if !problems.is_empty() {
        for p in &problems {
            eprintln!("schema mismatch: {p}");
        }
        panic!("quarry schema check failed: {} mismatched column(s)", problems.len());
    }
    let out = Path::new(&env::var("OUT_DIR").unwrap()).join("blocks.rs");
    fs::write(out, "pub struct Block;\n").unwrap();
}
