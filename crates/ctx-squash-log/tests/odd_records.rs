//! The recorded dumps whose odd record was folded with its siblings (ctx-squash-core's
//! `odd_records.rs`, read by `rare_values.rs`): PHP's `var_dump` of 24 gates, gate G13's timeout
//! the one `int(0)` among `int(30)`s, and node's `assert` diff over 60 slots, slot 38's
//! `tier: 92` the one value outside five; and R's `str()` of 40 blocks, block B27's `trees` the
//! one `chr` among `int`s, its keys behind a nesting gutter (`.. ..$ `) and padded to a column.
//! Each odd record is kept whole, its naming keys with it.

use ctx_squash_core::clean_terminal;
use ctx_squash_log::squash_log;
use ctx_testdata::fixtures;

/// The squashed fixture `name` and its lines.
fn squashed(name: &str) -> String {
    let fixture = fixtures::named(name);
    squash_log(&clean_terminal(&fixture.text))
}

/// Whether `out` holds `run` as consecutive lines.
fn holds_run(out: &str, run: &[&str]) -> bool {
    let lines: Vec<&str> = out.lines().collect();
    lines.windows(run.len()).any(|w| w == run)
}

#[test]
fn a_var_dumps_odd_gate_is_kept_with_its_key() {
    let out = squashed("php-var-dump-nested");
    assert!(holds_run(&out, &["    [\"G13\"]=>", "    array(5) {"]), "{out}");
    assert!(holds_run(&out, &["      [\"timeout_s\"]=>", "      int(0)"]), "{out}");
    assert!(out.lines().any(|l| l == "        string(6) \"4.13.0\""), "{out}");
    assert!(out.len() < 10_576 * 2 / 3, "{} bytes", out.len());
}

#[test]
fn an_inspected_objects_odd_slot_is_kept_whole() {
    let out = squashed("node-assert-lines-skipped");
    let slot = [
        "      {",
        "        bay: 38,",
        "        row: 2,",
        "        tier: 92,",
        "        container: 'MSCU1000266',",
        "        reefer: false",
        "      },",
    ];
    assert!(holds_run(&out, &slot), "{out}");
    assert!(out.len() < 15_948 / 4, "{} bytes", out.len());
}

#[test]
fn an_r_str_blocks_odd_type_is_kept_with_its_block() {
    let out = squashed("r-str-nested-config");
    let block = [
        "  ..$ :List of 7",
        "  .. ..$ id       : chr \"B27\"",
        "  .. ..$ variety  : chr \"Bramley\"",
        "  .. ..$ trees    : chr \"212\"",
    ];
    assert!(holds_run(&out, &block), "{out}");
    assert!(out.len() < 12_600 / 2, "{} bytes", out.len());
}
