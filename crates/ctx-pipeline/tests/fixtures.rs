//! `apply` on every recorded fixture: facts kept, small and `read` outputs byte-exact, snapshots.
//!
//! The fixtures are real tool outputs recorded by `cargo xtask fixtures regen`; the manifest
//! annotates, for each, the facts a squash must keep (error headlines and locations, failing
//! tests, verdict lines, identifiers). A squash that drops one of them fails this test.

mod common;

use common::{fixtures, kept};
use ctx_pipeline::{SQUASH_FLOOR, Strategy, squash};
use ctx_tokens::count_tokens;
use serde_json::Value;

/// Every `[N lines omitted]` marker line says a positive N.
fn check_markers(name: &str, output: &str) {
    for line in output.lines() {
        if let Some(count) =
            line.trim().strip_prefix('[').and_then(|rest| rest.strip_suffix(" lines omitted]"))
        {
            let count: usize = count.parse().unwrap_or_else(|_| panic!("{name}: malformed marker {line:?}"));
            assert!(count > 0, "{name}: marker for zero lines");
        }
        assert!(!line.trim_start().starts_with("// ..."), "{name}: comment-shaped marker {line:?}");
    }
}

/// Facts the squashers are known to drop today, each a tracked bug (see docs/benchmarks.md). The
/// test fails when one of them is kept again, so the list only shrinks.
/// Empty since `squash_table` keeps every key of `getconf-all`; keep it so, and add to it only with
/// a tracked bug.
const KNOWN_DROPPED: &[&str] = &[];

/// The third round of unseen formats (docs/benchmarks.md, "round 3"): the facts the squashers lost
/// at first contact, one `fixture: fact` a line. Like `KNOWN_DROPPED`, a ratchet: the test fails
/// when a listed fact is kept (delete its line) and when a fact not listed is lost, so the list
/// only shrinks as squash fixes land.
const FIRST_CONTACT_LOST: &str = include_str!("first_contact_lost.txt");

/// The ratchet's entries: every line that is not blank and not a `#` comment.
fn first_contact_lost() -> Vec<&'static str> {
    FIRST_CONTACT_LOST.lines().filter(|line| !line.trim().is_empty() && !line.starts_with('#')).collect()
}

#[test]
fn every_fact_survives_and_small_or_read_outputs_stay_byte_exact() {
    let mut missing = Vec::new();
    for fixture in fixtures() {
        let squashed = squash(&fixture.tool, &fixture.text);
        if fixture.tool == "read" || fixture.text.len() < SQUASH_FLOOR {
            assert_eq!(squashed.text, fixture.text, "{} must pass through byte-exact", fixture.name);
            continue;
        }
        assert!(squashed.text.len() <= fixture.text.len(), "{} grew", fixture.name);
        assert_eq!(squash(&fixture.tool, &fixture.text), squashed, "{} is not deterministic", fixture.name);
        check_markers(&fixture.name, &squashed.text);
        if squashed.strategy == Strategy::Json {
            assert!(
                serde_json::from_str::<Value>(&squashed.text).is_ok(),
                "{}: JSON in, JSON out",
                fixture.name
            );
        }
        missing.extend(
            fixture
                .must_keep
                .iter()
                .filter(|fact| !kept(fact, &squashed.text))
                .map(|fact| format!("{}: {fact}", fixture.name)),
        );
    }
    let lost = first_contact_lost();
    let unexpected: Vec<&String> = missing
        .iter()
        .filter(|fact| !KNOWN_DROPPED.contains(&fact.as_str()) && !lost.contains(&fact.as_str()))
        .collect();
    assert!(
        unexpected.is_empty(),
        "facts dropped:\n{}",
        unexpected.iter().map(|fact| fact.as_str()).collect::<Vec<_>>().join("\n")
    );
    for known in KNOWN_DROPPED {
        assert!(
            missing.iter().any(|fact| fact == known),
            "{known} is kept now: remove it from KNOWN_DROPPED"
        );
    }
    let kept_now: Vec<&&str> =
        lost.iter().filter(|entry| !missing.iter().any(|fact| fact == *entry)).collect();
    assert!(
        kept_now.is_empty(),
        "kept now (or no longer a fact): delete these lines from tests/first_contact_lost.txt:\n{}",
        kept_now.iter().map(|entry| **entry).collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn snapshots_of_every_fixture() {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("snapshots");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| {
        for fixture in fixtures() {
            let squashed = squash(&fixture.tool, &fixture.text);
            let unchanged = squashed.text == fixture.text;
            let header = format!(
                "tool: {}\nstrategy: {}\nbytes: {} -> {}\ntokens: {} -> {}\nfacts: {}\n",
                fixture.tool,
                squashed.strategy.name(),
                fixture.text.len(),
                squashed.text.len(),
                count_tokens(&fixture.text),
                count_tokens(&squashed.text),
                fixture.must_keep.len(),
            );
            let body = if unchanged {
                format!("{header}(unchanged)\n")
            } else {
                format!("{header}---\n{}", squashed.text)
            };
            insta::assert_snapshot!(fixture.name.clone(), body);
        }
    });
}
