//! The recorded listing whose break kept one neighbour (`run_ends.rs`): `tar -tvf` over 200
//! members with a damaged header, `tar: Skipping to next header` between `order-0130.json` and
//! `order-0132.json`. The break is kept with the row on each side, so the lost member (0131) is
//! read from the squash.

use ctx_squash_core::clean_terminal;
use ctx_squash_log::squash_log;
use ctx_testdata::fixtures;

#[test]
fn a_break_in_a_listing_keeps_a_row_on_each_side() {
    let fixture = fixtures::named("tar-list-damaged-header");
    let text = clean_terminal(&fixture.text).into_owned();
    let out = squash_log(&text);
    let run = [
        "-rw-r--r-- orchard/orchard  79 2025-03-14 09:30 bins/2025-02/order-0130.json",
        "tar: Skipping to next header",
        "-rw-r--r-- orchard/orchard  76 2025-03-14 09:30 bins/2025-02/order-0132.json",
    ];
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.windows(3).any(|w| w == run), "{out}");
    assert!(out.len() < text.len() / 8, "{} of {}", out.len(), text.len());
}

/// The recorded mocha spec list of 260 tests in two sections, one failing test in each: the
/// second failure's marker (`2) ticket 201 …`, among the `east face tickets` section's 130 `✔`
/// rows) is kept like the first's (`1) ticket 87 …`), each a break of its section's run.
#[test]
fn a_second_break_of_the_same_shape_is_kept_like_the_first() {
    let fixture = fixtures::named("mocha-many-two-fail");
    let text = clean_terminal(&fixture.text).into_owned();
    let out = squash_log(&text);
    for marker in
        ["    1) ticket 87 has a positive net weight", "    2) ticket 201 has a positive net weight"]
    {
        assert!(out.lines().any(|l| l == marker), "{marker:?} in\n{out}");
    }
    assert!(out.len() < text.len() / 4, "{} of {}", out.len(), text.len());
}
