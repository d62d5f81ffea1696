//! A documentation page read as prose by its shape (prose.rs' set-in lines): perldoc's page of
//! `sprintf`, whose examples and conversion tables are set in under the sentences that introduce
//! them, was squashed as a log before — its section labels, a sentence and an example folded
//! into a `printf <*> …` template. Read as prose, it keeps every fact.

use ctx_squash_text::{clean_terminal, looks_like_prose, squash_prose};
use ctx_testdata::fixtures::{self, PROSE_BUDGET};

#[test]
fn a_perldoc_page_with_its_examples_set_in_is_prose_and_keeps_its_facts() {
    let fixture = fixtures::named("perldoc-func-sprintf");
    let text = clean_terminal(&fixture.text);
    assert!(looks_like_prose(&text));
    let out = squash_prose(&text, PROSE_BUDGET);
    assert!(out.len() < text.len(), "a page over 16 KiB is cut at paragraphs");
    assert_eq!(fixture.dropped(&out), Vec::<&str>::new(), "{out}");
    for line in ["            vector flag", "            precision, or maximum width"] {
        assert!(out.lines().any(|l| l == line), "{line:?} lost from\n{out}");
    }
}

#[test]
fn the_same_examples_at_the_margin_are_no_document() {
    // The page's example lines alone, without the sentences they are set in under: a log of
    // `printf` calls, not prose.
    let fixture = fixtures::named("perldoc-func-sprintf");
    let examples = fixture.text.lines().map(str::trim_start).filter(|line| line.starts_with("printf ")).fold(
        String::new(),
        |mut text, line| {
            text.push_str(line);
            text.push('\n');
            text
        },
    );
    assert!(examples.lines().count() > 40, "{examples}");
    assert!(!looks_like_prose(&examples));
}
