//! The recorded wide frame whose second blocks' rows were kept without their headers
//! (`column_heads.rs`): pandas wraps a frame of 16 gauges into two blocks, each under a header
//! naming its columns, and every block that keeps a row keeps its header.

use ctx_squash_core::clean_terminal;
use ctx_squash_log::squash_log;
use ctx_testdata::fixtures;

#[test]
fn each_wrapped_block_of_a_wide_frame_keeps_its_header() {
    let fixture = fixtures::named("pandas-wide-frame");
    let out = squash_log(&clean_terminal(&fixture.text));
    let lines: Vec<&str> = out.lines().collect();
    // Each header stands right above a kept row of its own block (or the marker of its first
    // rows), so no row reads as the columns of the block above.
    for header in [
        "                           Millport  Portpatrick  Campbeltown  Islay  Barra  Kinlochbervie  ",
        "       Portpatrick  Campbeltown   Islay   Barra  Kinlochbervie  ",
    ] {
        let at =
            lines.iter().position(|l| *l == header).unwrap_or_else(|| panic!("{header:?} lost from\n{out}"));
        let below = lines.get(at + 1).copied().unwrap_or_default();
        assert!(
            ["2024-03-15", "count", "mean", "["].iter().any(|row| below.starts_with(row)),
            "{below:?} under {header:?}"
        );
    }
    // The second describe block's `mean` row is read under its own header, not under `Oban …`.
    let header = lines.iter().position(|l| l.trim_start().starts_with("Portpatrick"));
    let mean = lines.iter().position(|l| l.starts_with("mean         2.853"));
    assert!(header.is_some() && header < mean, "{out}");
}
