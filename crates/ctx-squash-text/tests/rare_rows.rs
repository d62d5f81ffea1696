//! The recorded listings whose rare rows and lone rows are kept (`rare_rows.rs`, `lone_rows.rs`):
//! `pytest -v` of 284 tests keeps its two `FAILED` rows among the `PASSED` ones and each failure's
//! location line, while its passing rows stay folded.

use ctx_squash_text::{clean_terminal, looks_like_listing, squash_listing};
use ctx_testdata::fixtures;

#[test]
fn pytest_v_keeps_its_failed_rows_and_each_failures_location() {
    let fixture = fixtures::named("pytest-many-two-fail");
    let text = clean_terminal(&fixture.text).into_owned();
    assert!(looks_like_listing(&text));
    let out = squash_listing(&text);
    assert!(out.len() < text.len() / 8, "{} of {}\n{out}", out.len(), text.len());
    let kept: Vec<&str> = out.lines().collect();
    for line in text.lines() {
        let failed_row = line.contains("::") && line.contains(" FAILED ") && !line.starts_with("FAILED");
        let location = line.starts_with("tests/test_schedules.py:") && line.ends_with("Error");
        if failed_row || location {
            assert!(kept.contains(&line), "{line:?} lost from\n{out}");
        }
    }
    // The passing rows are still folded: their first three, and the rest behind a marker.
    assert_eq!(kept.iter().filter(|l| l.contains(" PASSED ")).count(), 3, "{out}");
}
