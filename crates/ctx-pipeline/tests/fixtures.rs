//! `squash` on every recorded fixture, end to end: the dispatch picks the strategy the manifest
//! records, every must-keep fact survives, small and `read` outputs stay byte-exact, and what is
//! stored is exactly what the squash crate of that strategy makes of the recording.
//!
//! The fixtures are real tool outputs recorded by `cargo xtask fixtures regen`; the manifest
//! annotates, for each, the facts a squash must keep (error headlines and locations, failing
//! tests, verdict lines, identifiers) and the strategy the dispatch picks. The snapshots live with
//! the squashers (`crates/ctx-squash-*/tests/snapshots`, one per fixture of their strategies);
//! the last test here proves they show what `squash` stores.

use std::sync::LazyLock;

use ctx_pipeline::{GENERIC_BUDGET, PROSE_BUDGET, SQUASH_FLOOR, Squashed, squash};
use ctx_testdata::fixtures::{self, BUDGET, Fixture, Strategy};
use serde_json::Value;

/// The recorded fixtures, read once for every test here.
static FIXTURES: LazyLock<Vec<Fixture>> = LazyLock::new(fixtures::fixtures);

/// Each fixture squashed once, shared by the tests (the fact test squashes each again to check
/// that the squash is deterministic).
static SQUASHED: LazyLock<Vec<(&'static Fixture, Squashed<'static>)>> = LazyLock::new(|| {
    FIXTURES.iter().map(|fixture| (fixture, squash(&fixture.entry.tool, &fixture.text))).collect()
});

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

#[test]
fn the_dispatch_picks_the_recorded_strategy_for_every_fixture() {
    let disagree: Vec<String> = SQUASHED
        .iter()
        .filter_map(|(fixture, squashed)| {
            let picked = squashed.strategy.name();
            let recorded = fixture.entry.strategy.map_or("none", Strategy::name);
            (picked != recorded)
                .then(|| format!("{}: manifest says {recorded}, dispatch picks {picked}", fixture.entry.name))
        })
        .collect();
    assert!(
        disagree.is_empty(),
        "the manifest's strategies are stale (run `cargo xtask fixtures strategies`, then review the squash crates' snapshots):\n{}",
        disagree.join("\n")
    );
}

#[test]
fn every_fact_survives_and_small_or_read_outputs_stay_byte_exact() {
    let mut missing = Vec::new();
    for (Fixture { entry, text }, squashed) in SQUASHED.iter() {
        if entry.tool == "read" || text.len() < SQUASH_FLOOR {
            assert_eq!(&squashed.text, text, "{} must pass through byte-exact", entry.name);
            continue;
        }
        assert!(squashed.text.len() <= text.len(), "{} grew", entry.name);
        assert_eq!(&squash(&entry.tool, text), squashed, "{} is not deterministic", entry.name);
        check_markers(&entry.name, &squashed.text);
        if squashed.strategy == ctx_pipeline::Strategy::Json {
            // One document, or a stream of them (`jq`'s output) one a line.
            let parsed: Result<Vec<Value>, _> =
                serde_json::Deserializer::from_str(&squashed.text).into_iter().collect();
            assert!(parsed.is_ok_and(|values| !values.is_empty()), "{}: JSON in, JSON out", entry.name);
        }
        missing.extend(
            entry
                .must_keep
                .iter()
                .filter(|fact| !fixtures::kept(fact, &squashed.text))
                .map(|fact| format!("{}: {fact}", entry.name)),
        );
    }
    // The facts known to be lost (fixtures/known-lost.txt) are a ratchet: nothing else may be
    // lost, and a listed fact that is kept now must leave the list.
    let known = fixtures::known_lost();
    let unexpected: Vec<&String> = missing.iter().filter(|fact| !known.contains(fact)).collect();
    assert!(
        unexpected.is_empty(),
        "facts dropped:\n{}",
        unexpected.iter().map(|fact| fact.as_str()).collect::<Vec<_>>().join("\n")
    );
    let kept_now: Vec<&String> = known.iter().filter(|entry| !missing.contains(entry)).collect();
    assert!(
        kept_now.is_empty(),
        "kept now (or no longer a fact): delete these lines from fixtures/known-lost.txt:\n{}",
        kept_now.iter().map(|entry| entry.as_str()).collect::<Vec<_>>().join("\n")
    );
}

/// What the squash crate of `strategy` makes of `text`, exactly as its `tests/snapshots.rs` calls
/// it; the text itself for the strategies that leave an output as it is.
fn squash_crate_output(strategy: Strategy, text: &str) -> String {
    let clean = ctx_squash_text::clean_terminal(text);
    match strategy {
        Strategy::Exempt | Strategy::BelowFloor => text.to_owned(),
        Strategy::Json => ctx_squash_json::squash_json(&clean),
        Strategy::Ndjson => {
            ctx_squash_json::squash_ndjson(&clean).expect("the dispatch found NDJSON records")
        }
        Strategy::Log => ctx_squash_log::squash_log(&clean),
        Strategy::Table => ctx_squash_text::squash_table(&clean).expect("the dispatch found a table"),
        Strategy::Listing => ctx_squash_text::squash_listing(&clean),
        Strategy::Tree => ctx_squash_text::squash_tree(&clean, BUDGET),
        Strategy::Prose => ctx_squash_text::squash_prose(&clean, fixtures::PROSE_BUDGET),
        Strategy::Diff => ctx_squash_text::squash_generic(&clean, BUDGET),
        other => {
            panic!("no squash crate snapshots {other:?}: add it to its crate's tests/snapshots.rs and here")
        }
    }
}

#[test]
fn the_squash_crates_snapshots_show_what_squash_stores() {
    assert_eq!(BUDGET, GENERIC_BUDGET, "ctx-testdata's BUDGET is the pipeline's GENERIC_BUDGET");
    assert_eq!(fixtures::PROSE_BUDGET, PROSE_BUDGET, "ctx-testdata's PROSE_BUDGET is the pipeline's");
    for (fixture, squashed) in SQUASHED.iter() {
        let recorded =
            fixture.entry.strategy.unwrap_or_else(|| panic!("{}: no strategy recorded", fixture.entry.name));
        let output = squash_crate_output(recorded, &fixture.text);
        assert!(
            squashed.text == fixture.stored(output),
            "{}: squash stores something else than the {} squasher's snapshot shows",
            fixture.entry.name,
            recorded.name()
        );
    }
}
