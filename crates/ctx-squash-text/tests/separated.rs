//! The recorded tab-separated table that read as prose (`separated.rs`): `postgres
//! --describe-config` prints 307 rows of exactly nine tab-separated fields whose last two are
//! sentences. It is no prose, so it is squashed as lines, where its 307 distinct keys are kept.

use ctx_squash_text::{clean_terminal, looks_like_prose};
use ctx_testdata::fixtures;

#[test]
fn a_tab_separated_reference_is_no_prose() {
    let fixture = fixtures::named("postgres-describe-config");
    let text = clean_terminal(&fixture.text).into_owned();
    assert!(!looks_like_prose(&text));
    // Its words alone, the tabs made blanks, still read as prose: the separators tell the table.
    assert!(looks_like_prose(&text.replace('\t', " ")));
    // Over the size a listing read by key is kept whole at (80 KiB), a table is one when a first
    // field names each row (the log squasher's keyed listing names every row by it there): the
    // table twice over names each setting twice, has no key, and reads as prose, as its words do.
    let twice = format!("{text}\n{text}");
    assert!(twice.len() > ctx_squash_core::KEYED_LISTING_WHOLE);
    assert!(looks_like_prose(&twice));
}
