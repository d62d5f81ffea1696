//! The recorded fixtures the pipeline's dispatch sends to `squash_log` (the manifest's
//! `strategy`), squashed as `ctx_pipeline::apply` squashes them: terminal noise removed first,
//! then `squash_log`, and the recording itself when that is not shorter. Every must-keep fact
//! survives, and each result is snapshotted (`tests/snapshots/<fixture>.snap`: bytes and tokens
//! before and after, then the text), so a change to this crate shows in this crate's tests.
//! Regenerate with `INSTA_UPDATE=always cargo test -p ctx-squash-log --test snapshots` and review
//! the diff.

use std::path::Path;

use ctx_squash_core::clean_terminal;
use ctx_squash_log::squash_log;
use ctx_testdata::fixtures::{self, Strategy};
use ctx_tokens::count_tokens;

#[test]
fn every_log_fixture_keeps_its_facts_and_matches_its_snapshot() {
    let squashed = fixtures::squash_handled(&[Strategy::Log], |_, text| squash_log(&clean_terminal(text)));
    let mut settings = insta::Settings::clone_current();
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| {
        for (fixture, stored) in &squashed {
            let body = fixture.snapshot(stored, count_tokens);
            insta::assert_snapshot!(fixture.entry.name.clone(), body);
        }
    });
    fixtures::assert_snapshot_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots"),
        &squashed,
    );
}

/// A finding is its message at its place (`findings.rs`): each finding of a recorded report is a
/// line of the squash, place and all, where a fold named a few of them without their places.
#[test]
fn each_finding_of_a_recorded_report_is_kept_with_its_place() {
    for (name, is_finding) in [
        ("perlcritic-report.txt", (|line: &str| line.contains(" at line ")) as fn(&str) -> bool),
        ("flawfinder-report.txt", |line: &str| line.starts_with("c-") && line.contains(".c:")),
        ("sqlite3-integrity-check.txt", |line: &str| line.starts_with("row ")),
    ] {
        let text = ctx_testdata::tool_output(name);
        let out = squash_log(&clean_terminal(&text));
        let findings: Vec<&str> = text.lines().filter(|line| is_finding(line)).collect();
        assert!(findings.len() >= 30, "{name}: {}", findings.len());
        for finding in findings {
            assert!(out.lines().any(|line| line == finding), "{name}: {finding}");
        }
    }
}
