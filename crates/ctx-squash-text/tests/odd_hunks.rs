//! The recorded `diff -u` of two JSON configs (`plant-2024.json` against `plant-2025.json`) in
//! which 90 units bump their firmware 4.2.1 → 4.3.0 and one goes to 4.2.9 with a new trip
//! current: the old file's `---` header names another file than the `+++` and is kept
//! (`old_header.rs`), the odd hunk keeps the context line naming its unit (`odd_hunks.rs`), and
//! the 88 hunks that only repeat the bump fold into one note (`repeat_hunks.rs`).

use ctx_squash_text::{clean_terminal, squash_generic};
use ctx_testdata::fixtures::{self, BUDGET};

#[test]
fn a_config_diff_keeps_both_files_and_the_odd_units_name() {
    let fixture = fixtures::named("diff-u-config-bump");
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
    // The 88 hunks that only bump 4.2.1 to 4.3.0 fold into one note (`repeat_hunks.rs`).
    let note =
        "[88 hunks change only \"4.2.1\" → \"4.3.0\": first @@ -13,7 +13,7 @@, last @@ -893,7 +893,7 @@]";
    assert!(out.lines().any(|l| l == note), "{out}");
    assert!(out.len() < text.len() / 10, "{} of {}", out.len(), text.len());
}
