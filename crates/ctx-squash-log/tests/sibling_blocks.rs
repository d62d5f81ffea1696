//! The recorded unittest run whose `assert_has_calls` printed 30 expected and 30 actual calls
//! that differ in four (`sibling_blocks.rs`): the four calls of each list are kept, which the two
//! lists' fold note cut at a dozen values.

use ctx_squash_core::clean_terminal;
use ctx_squash_log::squash_log;
use ctx_testdata::fixtures;

#[test]
fn the_calls_two_lists_differ_in_are_kept() {
    let fixture = fixtures::named("python-mock-call-mismatch");
    let text = clean_terminal(&fixture.text).into_owned();
    let out = squash_log(&text);
    for (k, expected) in (121..125).zip(31..35) {
        let truck = (k - 119) % 7;
        for tonnes in [expected, 30] {
            let call = format!(
                " call(truck='TRK-{truck}', ticket='T00{k}', tonnes={tonnes}, note='{tonnes} t for TRK-{truck}'),"
            );
            assert!(out.lines().any(|l| l == call), "{call:?} in\n{out}");
        }
    }
    assert!(out.len() < text.len() / 3, "{} of {}", out.len(), text.len());
}
