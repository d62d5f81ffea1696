//! The recorded outputs whose warnings' blocks ran past a frame's mark (squash.rs `frame_mark`):
//! setuptools' `WARNING License classifiers are deprecated.` over `!!` and its boxed body, whose
//! classifier line is the warning's own, and lizard's `!!!! Warnings (…) !!!!` over its `====`
//! rule and the table of the functions it warns about.

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
fn a_warnings_box_under_its_frame_mark_is_its_block() {
    let (out, text) = squashed("python-build-setuptools-deprecations");
    let lines: Vec<&str> = out.lines().collect();
    let headline = lines.iter().position(|l| *l == "WARNING License classifiers are deprecated.");
    let own = lines.iter().position(|l| *l == "        License :: OSI Approved :: MIT License");
    assert!(headline.zip(own).is_some_and(|(h, o)| h < o && o - h < 12), "{out}");
    assert!(out.len() < text.len() / 3, "{} of {}", out.len(), text.len());
}

#[test]
fn a_warnings_table_under_its_rule_is_its_block() {
    let (out, text) = squashed("lizard-complexity");
    for row in [
        "      22     18    157      1      22 reversed@1695-1716@regex-syntax-0.8.12/src/hir/mod.rs",
        "      23     19    184      1      23 from_repr@1733-1755@regex-syntax-0.8.12/src/hir/mod.rs",
    ] {
        assert!(out.lines().any(|l| l == row), "{row} lost:\n{out}");
    }
    assert!(out.len() < text.len() / 10, "{} of {}", out.len(), text.len());
}
