//! The recorded search whose definition was sampled out among its uses (`declared_rows.rs`):
//! `grep -rn Span` over regex-syntax prints 187 rows, one of them `pub struct Span {`.

use std::fmt::Write as _;

use ctx_squash_text::{clean_terminal, looks_like_listing, squash_listing};
use ctx_testdata::fixtures;

#[test]
fn grep_keeps_the_one_definition_among_its_uses() {
    let fixture = fixtures::named("grep-rn-definition-among-uses");
    let text = clean_terminal(&fixture.text).into_owned();
    assert!(looks_like_listing(&text));
    let out = squash_listing(&text);
    assert!(out.lines().any(|l| l == "regex-syntax-0.8.12/src/ast/mod.rs:319:pub struct Span {"), "{out}");
    assert!(out.len() < text.len() / 4, "{} of {}", out.len(), text.len());
}

#[test]
fn uses_in_another_language_do_not_crowd_out_the_definition() {
    // The review of fix18 added ten C++ rows, each `const Span& s` in a signature, ahead of the
    // search's rows: read as declarations they filled the cap of eight, and the definition went.
    let fixture = fixtures::named("grep-rn-definition-among-uses");
    let mut text = String::new();
    for k in 1..=10 {
        let _ = writeln!(text, "aaa-cpp/src/r{k}.cpp:{}:void draw{k}(const Span& s, int d) {{", 7 * k);
    }
    text.push_str(&clean_terminal(&fixture.text));
    assert!(looks_like_listing(&text));
    let out = squash_listing(&text);
    assert!(out.lines().any(|l| l == "regex-syntax-0.8.12/src/ast/mod.rs:319:pub struct Span {"), "{out}");
}
