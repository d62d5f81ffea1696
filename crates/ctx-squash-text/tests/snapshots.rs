//! The recorded fixtures the pipeline's dispatch sends to this crate's squashers (the manifest's
//! `strategy`: table, listing, tree, generic), squashed as `ctx_pipeline::apply` squashes them:
//! `clean_terminal` first, then the squasher (tree and generic with the pipeline's byte budget),
//! and the recording itself when that is not shorter. Every must-keep fact survives, and each
//! result is snapshotted (`tests/snapshots/<fixture>.snap`: bytes and tokens before and after,
//! then the text), so a change to this crate shows in this crate's tests. Regenerate with
//! `INSTA_UPDATE=always cargo test -p ctx-squash-text --test snapshots` and review the diff.

use std::path::Path;

use ctx_squash_text::{
    clean_terminal, squash_generic, squash_listing, squash_prose, squash_table, squash_tree,
};
use ctx_testdata::fixtures::{self, BUDGET, PROSE_BUDGET, Strategy};
use ctx_tokens::count_tokens;

fn squash(strategy: Strategy, text: &str) -> String {
    let clean = clean_terminal(text);
    match strategy {
        Strategy::Table => squash_table(&clean).expect(
            "the dispatch found a key-value table here (else rerun `cargo xtask fixtures strategies`)",
        ),
        Strategy::Listing => squash_listing(&clean),
        Strategy::Tree => squash_tree(&clean, BUDGET),
        Strategy::Prose => squash_prose(&clean, PROSE_BUDGET),
        Strategy::Diff => squash_generic(&clean, BUDGET),
        other => panic!("{other:?} is not a strategy of this crate"),
    }
}

#[test]
fn every_text_fixture_keeps_its_facts_and_matches_its_snapshot() {
    let strategies = [Strategy::Table, Strategy::Listing, Strategy::Tree, Strategy::Prose, Strategy::Diff];
    let squashed = fixtures::squash_handled(&strategies, squash);
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
