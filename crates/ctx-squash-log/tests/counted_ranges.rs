//! The recorded outputs whose fold notes list values counting up by one with text after the
//! number (ctx-squash-core's `ranges.rs`): a range keeps that text after its end — `templates/bay-036..090.txt`,
//! `'h1..39@example.com')` — and a value missing from the run parts two ranges, so it stands out.

use ctx_squash_core::clean_terminal;
use ctx_squash_log::squash_log;
use ctx_testdata::fixtures;

/// The note line of `out` naming `template`'s rows.
fn note<'a>(out: &'a str, template: &str) -> &'a str {
    out.lines().find(|line| line.starts_with(&format!("[{template}"))).unwrap_or("")
}

#[test]
fn a_run_of_numbered_files_is_one_range() {
    // jarsigner's signed entries (`sm`), `templates/bay-036.txt` to `templates/bay-090.txt`, in
    // one range, the note naming every one of them as before.
    let fixture = fixtures::named("jarsigner-verify-unsigned-entry");
    let text = clean_terminal(&fixture.text).into_owned();
    let out = squash_log(&text);
    let line = note(&out, "sm <*> Sat Mar");
    assert!(line.contains(": templates/bay-036..090.txt]"), "{line}");
    assert!(fixture.dropped(&out).is_empty(), "{:?}", fixture.dropped(&out));
}

#[test]
fn numbers_not_padded_run_on_and_a_missing_one_parts_the_ranges() {
    // sqlalchemy's addresses `'h2@example.com')` to `'h39@example.com')`: one range across `h9`
    // to `h10` (`h1`'s insert and its row are the first pair of the run they take turns in,
    // ctx-squash-core's `run_ends`, kept as lines).
    let fixture = fixtures::named("sqlalchemy-integrity-error");
    let out = squash_log(&clean_terminal(&fixture.text));
    assert!(out.contains(": 'h2..39@example.com')]"), "{out}");
    assert!(fixture.dropped(&out).is_empty(), "{:?}", fixture.dropped(&out));
    // php -l over 239 files, the failing ones shown as lines: their numbers part the ranges.
    let fixture = fixtures::named("php-lint-many-files");
    let out = squash_log(&clean_terminal(&fixture.text));
    assert!(out.contains(": src/Model/Bay006..128.php, src/Model/Bay134..235.php]"), "{out}");
    for n in 129..=133 {
        let file = format!("src/Model/Bay{n}.php");
        assert!(out.lines().any(|line| line.contains(&file) && !line.starts_with('[')), "{file}: {out}");
    }
    assert!(fixture.dropped(&out).is_empty(), "{:?}", fixture.dropped(&out));
}
