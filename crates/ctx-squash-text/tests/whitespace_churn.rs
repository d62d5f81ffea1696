//! The recorded diff whose real change sat among whitespace churn (`whitespace_churn.rs`):
//! `git show` of a commit stripping trailing blanks from 150 functions keeps the one line whose
//! value changed, with its file and hunk headers, while the churn folds.

use ctx_squash_text::{clean_terminal, squash_generic};
use ctx_testdata::fixtures::{self, BUDGET};

#[test]
fn a_value_changed_among_stripped_trailing_blanks_is_kept() {
    let fixture = fixtures::named("git-show-whitespace-churn");
    let input = clean_terminal(&fixture.text);
    let out = squash_generic(&input, BUDGET);
    assert!(out.len() < input.len() / 4, "{} of {}", out.len(), input.len());
    for line in [
        "diff --git a/depot/retry.py b/depot/retry.py",
        "@@ -1,1505 +1,1505 @@",
        "-MAX_RETRIES = 3",
        "+MAX_RETRIES = 0",
    ] {
        assert!(out.lines().any(|l| l == line), "{line:?} lost from\n{out}");
    }
    // The change is shown as a pair, taken out over put in.
    assert!(out.contains("\n-MAX_RETRIES = 3\n+MAX_RETRIES = 0\n"), "{out}");
}
