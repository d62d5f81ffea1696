//! The recorded pylint report whose sentence stating a total, `112 statements analysed.` atop
//! its closing report, was omitted (issue #15, round 22): a sentence of one count whose last word
//! says what was done is a tally, kept.

use ctx_squash_core::clean_terminal;
use ctx_squash_log::squash_log;
use ctx_testdata::fixtures;

#[test]
fn a_reports_sentence_stating_a_total_is_kept() {
    let fixture = fixtures::named("pylint-full-reports");
    let out = squash_log(&clean_terminal(&fixture.text));
    assert!(out.lines().any(|l| l == "112 statements analysed."), "{out}");
    assert!(out.len() < fixture.text.len() * 3 / 4, "{} bytes", out.len());
}
