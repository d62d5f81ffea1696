//! Inline change marks: a line that marks a change inside it is a changed line.
//!
//! A word diff (`git diff --word-diff=plain`, `wdiff`) writes no `+`/`-` in front of a changed
//! line: it marks what was taken out as `[-old-]` and what was put in as `{+new+}` inside the
//! line, and a line with no mark is context, whatever it starts with (a Markdown bullet's `- `).
//! Such a line is as much a change as a `+`/`-` line of a unified diff.

use memchr::memmem;

/// Whether `line` holds an inline change mark: `[-…-]` or `{+…+}`, opened and closed on it.
///
/// Git closes every mark on the line it opened it (a change over several lines is marked on each),
/// so a mark is read on one line.
pub(crate) fn marks_change(line: &[u8]) -> bool {
    closed(line, b"[-", b"-]") || closed(line, b"{+", b"+}")
}

/// Whether `open` occurs in `line` with `close` after it (`[-]` is no mark: its `-` is shared).
fn closed(line: &[u8], open: &[u8], close: &[u8]) -> bool {
    memmem::find(line, open).is_some_and(|at| memmem::find(&line[at + open.len()..], close).is_some())
}

/// Whether a diff is a word diff: one of its lines marks a change inside it. Then its lines carry
/// no `+`/`-`/` ` column, and a line is a change by its marks alone.
pub(crate) fn is_word_diff(bytes: &[u8]) -> bool {
    // Every mark opens with `[-` or `{+`: only the lines holding one are read, each once.
    [&b"[-"[..], b"{+"].into_iter().any(|open| {
        let mut read_to = 0;
        memmem::find_iter(bytes, open).any(|at| {
            if at < read_to {
                return false;
            }
            let start = memchr::memrchr(b'\n', &bytes[..at]).map_or(0, |i| i + 1);
            read_to = memchr::memchr(b'\n', &bytes[at..]).map_or(bytes.len(), |i| at + i);
            marks_change(&bytes[start..read_to])
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(line: &str, expected: bool) {
        assert_eq!(marks_change(line.as_bytes()), expected, "{line:?}");
    }

    #[test]
    fn lines_with_inline_marks_are_changes() {
        check("data, not repeats, and [-eight-]{+twelve+} principles", true);
        check("{+- **A fold keeps its outliers** (outliers.rs): in a template of at+}", true);
        check("the squashes by [-SHA-256-] of call and output", true);
        check("  when that is short. {+A note lists each value once+}", true);
        check("- **Rows that stand out** (`ctx_squash_core::standouts`, tier 1)", false);
        check("let v = [-1, 2];", false);
        check("x[-]", false);
        check("{+", false);
        check("", false);
    }

    #[test]
    fn a_word_diff_is_told_by_one_marked_line() {
        assert!(is_word_diff(b"diff --git a/x b/x\n@@ -1 +1 @@\nsome [-old-]{+new+} words\n"));
        assert!(is_word_diff(b"a [- b\nc -] d\ne {+f+}\n"));
        assert!(!is_word_diff(b"diff --git a/x b/x\n@@ -1 +1 @@\n-old [-\n+new {+\n"));
        assert!(!is_word_diff(b""));
    }
}
