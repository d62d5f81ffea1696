//! What makes a line worth keeping: errors, warnings, failures, locations and verdicts.

use std::sync::LazyLock;

use ctx_squash_core::{ERROR_WORDS, WARN_WORDS, contains, is_lines_marker_like, occurs_any};
use regex::bytes::Regex;

/// Lowercase literals; a line containing none of them is never important.
const TRIGGERS: &[&str] = &[
    "error",
    "fail",
    "panic",
    "exception",
    "traceback",
    "fatal",
    "warn",
    "err!",
    "abort",
    "segmentation fault",
    "could not compile",
    "test result",
    "--> ",
    "passed",
    "finished",
    "lines omitted]",
];

/// Literals that make a line important wherever they appear.
const ALWAYS: &[&[u8]] = &[b"could not compile", b"test result"];

/// The prefilter: finds the next place a line may be important, in a lowercased haystack.
pub(crate) static TRIGGER: LazyLock<Regex> = LazyLock::new(|| {
    let pattern = TRIGGERS.iter().map(|t| regex::escape(t)).collect::<Vec<_>>().join("|");
    Regex::new(&pattern).expect("an alternation of escaped literals is a valid regex")
});

/// Whether a line (given lowercased, and as written) is an error, failure, warning, location or
/// verdict line: an error or warning word used as one (the core's [`occurs`]: not
/// `libgpg-error-dev`, not `0 errors`), or a verdict.
pub(crate) fn is_important(lower: &[u8], orig: &[u8]) -> bool {
    if ALWAYS.iter().any(|w| contains(lower, w))
        || occurs_any(lower, orig, ERROR_WORDS)
        || occurs_any(lower, orig, WARN_WORDS)
    {
        return true;
    }
    let trimmed = lower.trim_ascii_start();
    trimmed.starts_with(b"--> ")
        || trimmed.starts_with(b"finished")
        || is_lines_marker_like(trimmed)
        || counted(lower, b" passed")
}

/// Whether `word` appears right after a digit, as in `12 passed`.
fn counted(lower: &[u8], word: &[u8]) -> bool {
    ctx_squash_core::find_all(lower, word).any(|i| i > 0 && lower[i - 1].is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(line: &str, expected: bool) {
        let lower = line.to_ascii_lowercase();
        assert_eq!(is_important(lower.as_bytes(), line.as_bytes()), expected, "{line}");
        if expected {
            assert!(TRIGGER.is_match(lower.as_bytes()), "prefilter misses {line}");
        }
    }

    #[test]
    fn important_lines() {
        check("error[E0599]: no method named `bar` found", true);
        check("  --> src/lib.rs:3:18", true);
        check("test tests::bad_eq ... FAILED", true);
        check("thread 'main' panicked at src/main.rs:2:5:", true);
        check("ValueError: bad value: 3", true);
        check("warning: unused variable: `x`", true);
        check("test result: FAILED. 3 passed; 2 failed", true);
        check("=== 10 passed in 0.12s ===", true);
        check("    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.17s", true);
        check("npm ERR! code E404", true);
        check("ii  libgpg-error-dev:amd64  1.46-1  amd64  GnuPG error library", false);
        check("[12 lines omitted]", true);
    }

    #[test]
    fn ordinary_lines() {
        check("   Compiling serde v1.0.200", false);
        check("the test passed quickly", false);
        check("it finished", false);
        check("", false);
    }
}
