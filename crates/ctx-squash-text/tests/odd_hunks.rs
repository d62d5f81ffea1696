//! The recorded `diff -u` of two JSON configs (`plant-2024.json` against `plant-2025.json`) in
//! which 90 units bump their firmware 4.2.1 → 4.3.0 and one goes to 4.2.9 with a new trip
//! current: the old file's `---` header names another file than the `+++` and is kept
//! (`old_header.rs`), and the odd hunk keeps the context line naming its unit (`odd_hunks.rs`).

use ctx_squash_text::{clean_terminal, squash_generic};
use ctx_testdata::fixtures::{self, BUDGET};

#[test]
fn a_config_diff_keeps_both_files_and_the_odd_units_name() {
    let fixture = fixtures::fixtures()
        .into_iter()
        .find(|f| f.entry.name == "diff-u-config-bump")
        .unwrap_or_else(|| panic!("no fixture diff-u-config-bump"));
    let text = clean_terminal(&fixture.text).into_owned();
    let out = squash_generic(&text, BUDGET);
    assert!(out.lines().any(|l| l.starts_with("--- plant-2024.json\t")), "{out}");
    assert!(out.lines().any(|l| l.starts_with("+++ plant-2025.json\t")), "{out}");
    let odd = [
        "       \"unit\": \"conveyor-57\",",
        "-      \"firmware\": \"4.2.1\",",
        "+      \"firmware\": \"4.2.9\",",
    ];
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.windows(3).any(|w| w == odd), "{out}");
    assert!(out.len() < text.len(), "{} of {}", out.len(), text.len());
}
