//! The recorded `column -t` table of 300 firings (`table.rs`): the rows the table squash keeps on
//! their own lines — the header, the odd peak F0187, the last row F0300 — are the bytes the
//! command printed, padding and all.

use ctx_squash_text::squash_table;
use ctx_testdata::fixtures;

#[test]
fn a_kept_table_row_is_kept_byte_for_byte() {
    let fixture = fixtures::named("column-table-odd-row");
    let out = squash_table(&fixture.text).expect("a table");
    for row in [
        "firing  kiln    cone  peak_c  hours  status",
        "F0187   kiln-4  6     2212    12     ok",
        "F0300   kiln-1  10    1284    9      ok",
    ] {
        assert!(out.lines().any(|line| line == row), "{row}: {out}");
    }
    let written: std::collections::HashSet<&str> = fixture.text.lines().collect();
    assert!(out.lines().all(|line| written.contains(line) || line.starts_with('[')), "{out}");
    assert!(out.len() < fixture.text.len() / 3, "{} of {}", out.len(), fixture.text.len());
}
