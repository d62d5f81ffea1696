//! The recorded outputs whose section titles stood where blanks did not mark them (`openers.rs`'
//! titles): a linker map's `Memory Configuration` over its table, and `make -p`'s `# VPATH Search
//! Paths` right under the stats of the section before it. Each title is a line of the squash,
//! with its section's first line under it.

use ctx_squash_core::clean_terminal;
use ctx_squash_log::squash_log;
use ctx_testdata::fixtures;

/// The squash of the recorded fixture `name`, and the text it squashed.
fn squashed(name: &str) -> (String, String) {
    let fixture = fixtures::named(name);
    let text = clean_terminal(&fixture.text).into_owned();
    (squash_log(&text), text)
}

#[test]
fn a_title_under_the_last_line_of_a_section_is_kept_with_its_line() {
    let (out, text) = squashed("make-print-database");
    let lines: Vec<&str> = out.lines().collect();
    let run = ["# VPATH Search Paths", "", "# No 'vpath' search paths."];
    assert!(lines.windows(3).any(|w| w == run), "{out}");
    assert!(out.len() < text.len() / 2, "{} of {}", out.len(), text.len());
}

#[test]
fn a_title_over_a_table_is_kept_with_its_heads() {
    let (out, text) = squashed("linker-map");
    let lines: Vec<&str> = out.lines().collect();
    let heads = "Name             Origin             Length             Attributes";
    assert!(lines.windows(3).any(|w| w == ["Memory Configuration", "", heads]), "{out}");
    assert!(out.len() < text.len() / 8, "{} of {}", out.len(), text.len());
}
