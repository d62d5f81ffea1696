//! The recorded fixtures the pipeline's dispatch sends to `squash_json` and `squash_ndjson` (the
//! manifest's `strategy`), squashed as `ctx_pipeline::apply` squashes them: terminal noise removed
//! first, then the squasher, and the recording itself when that is not shorter. Every must-keep
//! fact survives, JSON stays JSON, and each result is snapshotted
//! (`tests/snapshots/<fixture>.snap`: bytes and tokens before and after, then the text), so a
//! change to this crate shows in this crate's tests. Regenerate with
//! `INSTA_UPDATE=always cargo test -p ctx-squash-json --test snapshots` and review the diff.

use std::path::Path;

use ctx_squash_core::clean_terminal;
use ctx_squash_json::{squash_json, squash_ndjson};
use ctx_testdata::fixtures::{self, Strategy};
use ctx_tokens::count_tokens;
use serde_json::Value;

fn squash(strategy: Strategy, text: &str) -> String {
    let clean = clean_terminal(text);
    match strategy {
        Strategy::Json => squash_json(&clean),
        Strategy::Ndjson => squash_ndjson(&clean)
            .expect("the dispatch found NDJSON records here (else rerun `cargo xtask fixtures strategies`)"),
        other => panic!("{other:?} is not a strategy of this crate"),
    }
}

#[test]
fn every_json_fixture_keeps_its_facts_and_matches_its_snapshot() {
    let squashed = fixtures::squash_handled(&[Strategy::Json, Strategy::Ndjson], squash);
    for (fixture, stored) in &squashed {
        if fixture.entry.strategy == Some(Strategy::Json) {
            // One document, or a stream of them (`jq`'s output) one a line.
            let parsed: Result<Vec<Value>, _> =
                serde_json::Deserializer::from_str(stored).into_iter().collect();
            assert!(parsed.is_ok(), "{}: JSON in, JSON out: {parsed:?}", fixture.entry.name);
        }
    }
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
