//! The recorded failures whose quoted value came from a line folded with its kind (`quoted.rs`):
//! `cargo test -- --nocapture`'s `left: 944` and the print behind it among 800, pytest's
//! `assert 1391 <= 1300` and its captured reading among 240, `ERROR at teardown of test_batch_27`
//! and the test's `--setup-show` row among 40. Each evidence line is kept as written.

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
}
