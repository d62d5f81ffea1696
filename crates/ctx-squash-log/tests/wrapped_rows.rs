//! The recorded wide frame whose rows were kept in one wrapped block and not the other
//! (`wrapped_rows.rs`): pandas prints `describe()` of 16 gauges in two blocks of the same row
//! labels, and a row kept in one block is kept in both — the first block's `max`, where `Wick`'s
//! spike 9.871 stands, beside the second block's.

use ctx_squash_core::clean_terminal;
use ctx_squash_log::squash_log;
use ctx_testdata::fixtures;

#[test]
fn a_wrapped_frames_row_is_kept_in_every_block() {
    let fixture = fixtures::named("pandas-wide-frame");
    let out = squash_log(&clean_terminal(&fixture.text));
    for row in [
        "max     4.874      3.901    3.938     4.354      3.898   9.871",
        "max          3.987        4.897   4.290   4.664          4.321",
        "count  36.000     36.000   36.000    36.000     35.000  36.000",
        "count       35.000       36.000  36.000  36.000         36.000",
    ] {
        assert!(out.lines().any(|l| l.starts_with(row)), "{row:?} lost from\n{out}");
    }
    // Every fact of the recording is kept.
    assert!(fixture.dropped(&out).is_empty(), "{:?}", fixture.dropped(&out));
}
