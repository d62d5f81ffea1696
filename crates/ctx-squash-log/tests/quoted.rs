//! The recorded failures whose quoted value came from a line folded with its kind (`quoted.rs`):
//! `cargo test -- --nocapture`'s `left: 944` and the print behind it among 800, pytest's
//! `assert 1391 <= 1300` and its captured reading among 240, `ERROR at teardown of test_batch_27`
//! and the test's `--setup-show` row among 40; jest's `Received: 890`, printed by six kilns alike,
//! and the one print of the kiln the failure names; psql's `DETAIL:  Key (cask_id)=(C-117)` and
//! the trigger's NOTICE that retired C-117. Each evidence line is kept as written; a long one is
//! cut around the value it is kept for.

use std::fmt::Write as _;

use ctx_squash_core::clean_terminal;
use ctx_squash_log::squash_log;
use ctx_testdata::fixtures;

#[track_caller]
fn keeps(name: &str, evidence: &str) {
    let fixture = fixtures::named(name);
    let text = clean_terminal(&fixture.text).into_owned();
    let out = squash_log(&text);
    assert!(out.lines().any(|line| line == evidence), "{name}: {out}");
    assert!(out.len() < text.len() / 4, "{name}: {} of {}", out.len(), text.len());
}

#[test]
fn the_line_a_failure_quotes_from_is_kept() {
    keeps("cargo-test-nocapture-interleaved", "schedule 131 minute 240: 944 C");
    keeps(
        "pytest-caplog-flood-one-fail",
        "INFO     kiln.sensors:test_sensors.py:13 kiln=kiln-2 minute=181 thermocouple=TC-2 temp=1391 C",
    );
    keeps(
        "pytest-setup-show-teardown-error",
        "        fixt/test_batches.py::test_batch_27 (fixtures used: cone_chart, glaze_batch, kiln_db).",
    );
    keeps("jest-console-flood-one-fail", "    kiln 5 minute 290: 890 C");
}

/// An identifier the line written on under a kept error names keeps the one other line that
/// writes it: psql's `DETAIL:  Key (cask_id)=(C-117) is not present` under its foreign-key
/// `ERROR:` keeps the delete trigger's `NOTICE:  cask C-117 retired` 110 lines above, among
/// tables and `INSERT` counts (round 32); the casks table's row of C-117, whose kind no kept line
/// shows, is not kept for it.
#[test]
fn an_identifier_written_under_an_error_keeps_the_line_that_writes_it() {
    let name = "psql-foreign-key-fails-on-cask-retired-by-trigger";
    keeps(
        name,
        "psql:load.sql:724: NOTICE:  cask C-117 retired: its staves go to the next cask on the bench",
    );
    let text = clean_terminal(&fixtures::named(name).text).into_owned();
    let out = squash_log(&text);
    assert!(!out.lines().any(|line| line.starts_with(" C-117 |")), "{out}");
}

/// An evidence line longer than a short line is cut around the value the failure quotes, where
/// the value stands past the short cut's head (a line written for this test, not recorded).
#[test]
fn a_long_evidence_line_keeps_its_value() {
    let mut text = String::new();
    for minute in 0..400 {
        let reading = 20 + minute * 3;
        let labels = "zone=north shelf=upper glaze=celadon ".repeat(6);
        let _ = writeln!(text, "schedule 131 {labels}minute {minute}: {reading} C {}", "ok ".repeat(50));
    }
    text.push_str("thread 'kiln' panicked at src/main.rs:14:5:\nassertion `left == right` failed\n");
    text.push_str("  left: 944\n right: 1222\n");
    let evidence = text.lines().find(|line| line.contains(": 944 C")).unwrap_or_default();
    assert!(evidence.find("944").is_some_and(|at| at > 180 && at + 120 < evidence.len()), "{evidence}");
    let out = squash_log(&text);
    // Cut short after the value (`minute 308: 944[… 93 bytes omitted]ok ok`), not before it.
    let kept = out.lines().find(|line| line.starts_with("schedule 131") && line.contains("minute 308: 944"));
    assert!(kept.is_some_and(|line| line.contains("bytes omitted]")), "{out}");
}
