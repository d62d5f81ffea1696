//! The recorded fixtures and their must-keep facts, shared by the fixture tests and the
//! `squash_report` example (which includes this file by path).

#![allow(dead_code, reason = "each includer uses a different part")]

use std::path::{Path, PathBuf};

use serde_json::Value;

/// The third round of recordings of unseen formats (docs/benchmarks.md, "round 3"), annotated
/// from the raw output before ctx ran on them; `squash_report` prints their figures apart.
pub const ROUND3: &[&str] = &[
    "cargo-build-mixed",
    "cargo-test-assert-diff",
    "rust-thread-panic-full",
    "gpp-template-errors",
    "gpp-concepts-errors",
    "ubsan-asan-overflow",
    "asan-use-after-free",
    "ctest-fail",
    "go-generics-errors",
    "go-deadlock",
    "go-test-json",
    "mvn-test-fail",
    "mvn-compile-errors-cold",
    "java-stackoverflow",
    "rspec-fail",
    "minitest-fail",
    "rubocop-offenses",
    "ruby-nomethoderror",
    "jest-coverage-snapshot",
    "git-log-stat-300",
    "git-diff-range",
    "git-blame-long",
    "find-usr",
    "dpkg-list",
    "ls-la-usr-bin",
    "man-git-rebase",
    "curl-help-all",
    "pydoc-subprocess",
    "dpkg-log",
    "apt-history-log",
    "claude-task-report",
    "claude-websearch-results",
    "tsc-nested-errors",
    "eslint-max-warnings",
    "python-doctest",
    "python-recursion",
    "pip-build-fail",
    "go-doc-strings",
    "node-help",
    "openssl-x509-text",
    "alternatives-log",
];

/// One recorded tool output.
pub struct Fixture {
    pub name: String,
    pub tool: String,
    pub text: String,
    pub must_keep: Vec<String>,
}

fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures")
}

/// Every fixture of the manifest, in its order.
pub fn fixtures() -> Vec<Fixture> {
    let dir = fixtures_dir();
    let manifest: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("manifest.json")).expect("manifest"))
            .expect("json");
    let entries = manifest.as_array().expect("an array of fixtures");
    assert!(entries.len() >= 40, "the corpus has at least 40 fixtures");
    entries
        .iter()
        .map(|entry| {
            let field = |key: &str| entry[key].as_str().expect(key).to_owned();
            let bytes = std::fs::read(dir.join(field("file"))).expect("fixture file");
            Fixture {
                name: field("name"),
                tool: field("tool"),
                text: String::from_utf8_lossy(&bytes).into_owned(),
                must_keep: entry["must_keep"]
                    .as_array()
                    .expect("must_keep")
                    .iter()
                    .map(|fact| fact.as_str().expect("a fact is a string").to_owned())
                    .collect(),
            }
        })
        .collect()
}

/// A fact is kept when it occurs in the output; for JSON facts written with the recorder's
/// spacing (`"name": "x"`) the squashed JSON may be compact (`"name":"x"`), which keeps the same
/// key and value.
pub fn kept(fact: &str, output: &str) -> bool {
    output.contains(fact) || compact_json_spacing(output).contains(&compact_json_spacing(fact))
}

/// Drops the single spaces JSON pretty-printers put after `:` and `,`.
fn compact_json_spacing(text: &str) -> String {
    text.replace("\": ", "\":").replace(", \"", ",\"")
}
