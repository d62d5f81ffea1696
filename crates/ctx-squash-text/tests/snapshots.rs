//! The recorded fixtures the pipeline's dispatch sends to this crate's squashers (the manifest's
//! `strategy`: table, listing, tree, generic), squashed as `ctx_pipeline::apply` squashes them:
//! `clean_terminal` first, then the squasher (tree and generic with the pipeline's byte budget),
//! and the recording itself when that is not shorter. Every must-keep fact survives, and each
//! result is snapshotted (`tests/snapshots/<fixture>.snap`: bytes and tokens before and after,
//! then the text), so a change to this crate shows in this crate's tests. Regenerate with
//! `INSTA_UPDATE=always cargo test -p ctx-squash-text --test snapshots` and review the diff.

use std::path::Path;

use ctx_squash_text::{
    Squash, clean_terminal, squash_generic_marked, squash_listing_marked, squash_prose_marked, squash_table,
    squash_tree_marked,
};
use ctx_testdata::fixtures::{self, BUDGET, PROSE_BUDGET, Strategy};
use ctx_tokens::count_tokens;

/// The squash with the markers it wrote, which the stored text's runs left out merge with.
fn squash(strategy: Strategy, text: &str) -> Squash {
    let clean = clean_terminal(text);
    match strategy {
        Strategy::Table => Squash {
            text: squash_table(&clean).expect(
                "the dispatch found a key-value table here (else rerun `cargo xtask fixtures strategies`)",
            ),
            markers: Vec::new(),
        },
        Strategy::Listing => squash_listing_marked(&clean, &[]),
        Strategy::Tree => squash_tree_marked(&clean, BUDGET),
        Strategy::Prose => squash_prose_marked(&clean, PROSE_BUDGET),
        Strategy::Diff => squash_generic_marked(&clean, BUDGET),
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
