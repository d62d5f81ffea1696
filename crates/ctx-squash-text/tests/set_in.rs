//! A documentation page read as prose by its shape (prose.rs' set-in lines): perldoc's page of
//! `sprintf`, whose examples and conversion tables are set in under the sentences that introduce
//! them, was squashed as a log before — its section labels, a sentence and an example folded
//! into a `printf <*> …` template. Read as prose, it keeps every fact (kept whole).

use std::fmt::Write as _;

use ctx_squash_text::{PROSE_WHOLE, clean_terminal, looks_like_prose, squash_prose};
use ctx_testdata::fixtures::{self, PROSE_BUDGET};

#[test]
fn a_perldoc_page_with_its_examples_set_in_is_prose_and_keeps_its_facts() {
    let fixture = fixtures::named("perldoc-func-sprintf");
    let text = clean_terminal(&fixture.text);
    assert!(looks_like_prose(&text));
    let out = squash_prose(&text, PROSE_BUDGET);
    // Under `PROSE_WHOLE` (48 KiB) a document is kept whole; a squash as a log kept 1 fact of 6.
    assert!(text.len() <= PROSE_WHOLE && out == text, "{}", text.len());
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

#[test]
fn a_log_narrated_by_a_few_sentences_over_its_output_is_no_document() {
    // A CI log: ten steps said in sentences at the margin, each over 45 lines of the tool's own
    // output set in under it, one failure among them. Its lines set in are most of it, so none
    // counts as a document's example, and the log squash keeps the failure.
    let steps = [
        "Installing the project dependencies from the lock file",
        "Checking out the submodules before the build starts",
        "Running the database migrations against the test schema",
        "Compiling the frontend assets with the production profile",
        "Starting the integration test suite in a container",
        "Uploading the coverage report to the artifact store",
        "Generating the documentation site from the sources",
        "Cleaning up the temporary directories left behind",
        "Verifying the release signatures of every binary",
        "Publishing the container image to the registry",
    ];
    let mut log = String::new();
    for (step, said) in steps.iter().enumerate() {
        let _ = writeln!(log, "{said}...");
        for line in 0..45 {
            let verdict = if line % 4 == 3 { "skip" } else { "ok" };
            let _ = writeln!(
                log,
                "    [{line:03}] {verdict} {}ms chunk-{:05x}.js",
                10 + step * 977 + line * 31,
                step * 7919 + line * 104_729
            );
        }
        if step == 4 {
            log.push_str("    [046] FAIL 32ms test_payment_refund_rounding\n");
            log.push_str("    AssertionError: expected 10.05 got 10.04\n");
        }
    }
    log.push_str(
        "Build finished with 1 failing step: the integration tests failed on test_payment_refund_rounding.\n",
    );
    assert!(!looks_like_prose(&log), "a narrated log read as prose");
}

#[test]
fn a_compilers_manual_whose_options_open_with_warn_is_prose_and_kept_whole() {
    // sparse(1): forty `-W` options described `Warn about …`, `Warn if …`; a line opening with a
    // warn word counted as a diagnostic, twenty-one of them made the manual a log, and the log
    // squash folded `-Wno-cast-truncate.` (round 36).
    let fixture = fixtures::named("man-sparse-max-warnings-default-limit-and-cast-truncate");
    let text = clean_terminal(&fixture.text);
    assert!(looks_like_prose(&text));
    let out = squash_prose(&text, PROSE_BUDGET);
    assert!(text.len() <= PROSE_WHOLE && out == text, "{}", text.len());
    assert_eq!(fixture.dropped(&out), Vec::<&str>::new());
}
