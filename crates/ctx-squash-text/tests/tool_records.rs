//! A tool's records are not prose (prose.rs' `records`): lines of words written to one template
//! over and over with their numbers changing — npm's `pkg: step N of 45, batch B-… ok`,
//! shellcheck's `In FILE line N:` — were read as a writer's sentences, and the two round-32
//! recordings made of them were cut as prose, front to back. Documents stay prose: a generated
//! manual's numbered sentences run on from one line into the next, and pydoc's inherited docs are
//! copies, not records.

use ctx_squash_text::{clean_terminal, looks_like_prose};
use ctx_testdata::fixtures;

fn prose(name: &str) -> bool {
    looks_like_prose(&clean_terminal(&fixtures::named(name).text))
}

#[test]
fn a_tools_records_are_no_document() {
    for name in [
        "npm-run-workspaces-retired-profile-one-package-fails",
        "shellcheck-count-set-in-piped-loop-read-after-it",
        "shellcheck-misspelled-variable-clears-root",
        "shellcheck-warnings",
    ] {
        assert!(!prose(name), "{name} read as prose");
    }
}

#[test]
fn documents_whose_sentences_repeat_a_shape_stay_prose() {
    for name in [
        // Every paragraph's numbered sentences are wrapped into the lines around them.
        "pod2text-manual-one-option-not-persisted",
        "makeinfo-plaintext-upgrade-note-drum-speed",
        // Inherited methods' docs copied under every class.
        "pydoc-module-override-keeps-lock",
        "pydoc-tarfile-extractall-filter",
    ] {
        assert!(prose(name), "{name} no longer read as prose");
    }
    // A record's first word still opens a line: pg_controldata's `Latest checkpoint's …` rows
    // repeat theirs, and its page of settings is no document.
    assert!(!prose("pg-controldata"));
}
