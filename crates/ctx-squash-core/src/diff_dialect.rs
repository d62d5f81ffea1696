//! A diff in any of its dialects is read as a diff: unified (`---`/`+++`, `@@`), context
//! (`***************`, `*** a,b ****`, `--- c,d ----`, `!`/`+`/`-` in a two-column gutter) and
//! normal (`12c12`, `<`/`>`, `---`), the three `diff` writes; a line's `\r` of a `\r\n` line
//! end is no part of its shape.
//!
//! The log and generic squashers both ask [`is_diff`] before reading a text's `Error`s and
//! `panic!`s as events (in a diff they are code being changed), and the dispatch sends a diff to
//! the squasher that keeps every changed line of a small hunk, on both sides; ctx-squash-text's
//! hunks.rs reads each dialect's hunks by the line shapes here.

/// Whether the text is a diff, within its first 200 lines: a `diff --git` line, or a `--- ` line
/// followed by a `+++ ` line (unified); a hunk's `***************` followed by its old range
/// `*** a,b ****` (context); or a change command, `12c12`, `3a4,5`, `7,8d6`, followed by a line
/// of its `<` or `>` side (normal). A context or normal diff is one from its start: its first
/// hunk makes a diff only when every line above it (blank lines aside) is what `diff` itself
/// writes before a hunk (`diff -r a b`, `*** a`, `--- b`, `Only in …`, `Common subdirectories:
/// …`, `Binary files …`, `Files … are identical`). A log that shows a small `diff expected actual`
/// among its own lines stays a log, its errors events.
///
/// ```
/// assert!(ctx_squash_core::is_diff(b"diff --git a/x b/x\n--- a/x\n+++ b/x\n"));
/// assert!(ctx_squash_core::is_diff(b"***************\n*** 1,4 ****\n! a\n--- 1,4 ----\n! b\n"));
/// assert!(ctx_squash_core::is_diff(b"diff -r a/x b/x\n3c3\n< old\n---\n> new\n"));
/// assert!(!ctx_squash_core::is_diff(b"--- FAIL: TestX\nok\n"));
/// assert!(!ctx_squash_core::is_diff(b"3 passed\n> next\n"));
/// assert!(!ctx_squash_core::is_diff(b"FAIL t1\n3c3\n< 17\n---\n> 19\nERROR t2: crash\n"));
/// ```
#[must_use]
pub fn is_diff(bytes: &[u8]) -> bool {
    let mut previous: &[u8] = &[];
    // Whether every line above `previous` (blank lines aside) is one `diff` writes before a hunk,
    // and the same with `previous` too.
    let (mut opening_before, mut opening) = (true, true);
    // The pieces `split` at `\n` gives, each newline found by a vector search.
    let mut start = 0;
    let ends = memchr::memchr_iter(b'\n', bytes).chain(std::iter::once(bytes.len()));
    for end in ends.take(200) {
        let line = bytes.get(start..end).unwrap_or_default();
        start = end + 1;
        if line.starts_with(b"diff --git ") || (previous.starts_with(b"--- ") && line.starts_with(b"+++ ")) {
            return true;
        }
        let hunk = (context_hunk(previous) && context_range(line) == Some(Gutter::Old))
            || (normal_command(previous).is_some() && normal_side(line).is_some());
        if hunk && opening_before {
            return true;
        }
        opening_before = opening;
        opening &= line_end(line).is_empty() || before_a_hunk(line);
        previous = line;
    }
    false
}

/// Whether a line is one `diff` writes before a context or normal hunk: a `diff …` command line
/// (`diff -r`), a context diff's file header (`*** a`, `--- b`), or what it says of files with no
/// hunk (`Only in …`, `Common subdirectories: …`, `Binary files …`, `Files … are identical`).
fn before_a_hunk(line: &[u8]) -> bool {
    const WRITTEN: [&[u8]; 7] =
        [b"diff ", b"*** ", b"--- ", b"Only in ", b"Common subdirectories: ", b"Binary files ", b"Files "];
    let line = line_end(line);
    WRITTEN.iter().any(|start| line.starts_with(start))
}

/// Which side of a hunk a line of a context or normal diff stands on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gutter {
    /// The old file's: a context diff's `*** a,b ****` section, a normal diff's `<` lines.
    Old,
    /// The new file's: a context diff's `--- c,d ----` section, a normal diff's `>` lines.
    New,
}

/// Whether `line` opens a context diff's hunk: fifteen `*` (and, with `diff -p`, the function
/// the hunk is in after a blank).
///
/// ```
/// use ctx_squash_core::context_hunk;
///
/// assert!(context_hunk(b"***************"));
/// assert!(context_hunk(b"*************** int main()"));
/// assert!(!context_hunk(b"****************"));
/// ```
#[must_use]
pub fn context_hunk(line: &[u8]) -> bool {
    let line = line_end(line);
    line.strip_prefix(b"***************").is_some_and(|rest| rest.is_empty() || rest.starts_with(b" "))
}

/// The side whose lines a context diff's range line opens: `*** 1,4 ****` the old file's,
/// `--- 1,4 ----` the new file's; `None` for any other line.
///
/// ```
/// use ctx_squash_core::{Gutter, context_range};
///
/// assert_eq!(context_range(b"*** 19,25 ****"), Some(Gutter::Old));
/// assert_eq!(context_range(b"--- 7 ----"), Some(Gutter::New));
/// assert_eq!(context_range(b"--- a/x.c\t2025-11-14"), None);
/// ```
#[must_use]
pub fn context_range(line: &[u8]) -> Option<Gutter> {
    let line = line_end(line);
    let (side, rest) = if let Some(rest) = line.strip_prefix(b"*** ") {
        (Gutter::Old, rest.strip_suffix(b" ****")?)
    } else {
        (Gutter::New, line.strip_prefix(b"--- ")?.strip_suffix(b" ----")?)
    };
    range(rest).filter(|&used| used == rest.len()).map(|_| side)
}

/// The side a normal diff's change command's lines stand on, `12c12` both (`None` for no change
/// command): `3a4,5` adds only new lines, `7,8d6` deletes only old ones.
///
/// ```
/// use ctx_squash_core::{Gutter, normal_command};
///
/// assert_eq!(normal_command(b"55a56,65"), Some(Some(Gutter::New)));
/// assert_eq!(normal_command(b"3c3"), Some(None));
/// assert_eq!(normal_command(b"7,8d6"), Some(Some(Gutter::Old)));
/// assert_eq!(normal_command(b"12 passed"), None);
/// ```
#[must_use]
pub fn normal_command(line: &[u8]) -> Option<Option<Gutter>> {
    let line = line_end(line);
    let first = range(line)?;
    let (&command, rest) = line.get(first..)?.split_first()?;
    if range(rest)? != rest.len() {
        return None;
    }
    match command {
        b'c' => Some(None),
        b'a' => Some(Some(Gutter::New)),
        b'd' => Some(Some(Gutter::Old)),
        _ => None,
    }
}

/// The side of a normal diff's line of a hunk: `< x` the old file's, `> x` the new file's (an
/// empty line of a file written as the mark alone).
///
/// ```
/// use ctx_squash_core::{Gutter, normal_side};
///
/// assert_eq!(normal_side(b"< old"), Some(Gutter::Old));
/// assert_eq!(normal_side(b">"), Some(Gutter::New));
/// assert_eq!(normal_side(b">>> prompt"), None);
/// ```
#[must_use]
pub fn normal_side(line: &[u8]) -> Option<Gutter> {
    let line = line_end(line);
    let side = match line.first()? {
        b'<' => Gutter::Old,
        b'>' => Gutter::New,
        _ => return None,
    };
    matches!(line.get(1), None | Some(b' ' | b'\t')).then_some(side)
}

/// `line` without the `\r` a `\r\n` line end leaves on it.
fn line_end(line: &[u8]) -> &[u8] {
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// The bytes a line range takes at the start of `text`, `12` or `12,20`: digits, perhaps a comma
/// and more digits; `None` when it does not open with a digit.
fn range(text: &[u8]) -> Option<usize> {
    let digits = |text: &[u8]| text.iter().take_while(|b| b.is_ascii_digit()).count();
    let first = digits(text);
    if first == 0 {
        return None;
    }
    let rest = text.get(first..).unwrap_or_default();
    match rest.strip_prefix(b",") {
        Some(after) if digits(after) > 0 => Some(first + 1 + digits(after)),
        _ => Some(first),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn each_dialect_is_a_diff_and_its_marks_alone_are_not() {
        assert!(is_diff(
            b"*** a.c\t2025\n--- a.c\t2025\n***************\n*** 5 ****\n! x\n--- 5 ----\n! y\n"
        ));
        assert!(is_diff(b"55a56,65\n> added\n"));
        // A range line without the hunk's stars above, a command without a side line under it.
        assert!(!is_diff(b"*** 1,4 ****\n! a\n"));
        assert!(!is_diff(b"3c3\nok\n"));
        // Quoted mail, shell prompts and `-`/`+` lists are no diff.
        assert!(!is_diff(b"> quoted\n> mail\n- item\n+ item\n"));
        assert!(!is_diff(b"--- 1,4 ----\n+ a\n- b\n"));
    }

    /// A log that shows a small diff among its own lines (a test harness's `diff expected
    /// actual`, `go test -v`'s `--- FAIL` and indented lines) stays a log; a `diff -r` of many
    /// files whose hunks are small stays a diff.
    #[test]
    fn a_small_diff_inside_a_log_leaves_it_a_log() {
        let go = "=== RUN   TestGolden\n--- FAIL: TestGolden (0.00s)\n    golden_test.go:12: mismatch\n3c3\n< want\n---\n> got\n    more\n";
        assert!(!is_diff(go.as_bytes()));
        assert!(!is_diff(b"  indented\n  log\n3c3\n< a\n---\n> b\n"));
        assert!(is_diff(b"Only in a: x\n\nCommon subdirectories: a/d and b/d\n3c3\n< a\n---\n> b\n"));
        let mut log = String::from("make check\nFAIL: tests/t0100.sh\n3c3\n< left=17\n---\n> left=19\n");
        for n in 0..40 {
            log.push_str(&format!("PASS: tests/t{n:04}.sh\n"));
        }
        log.push_str("ERROR: tests/t1500.sh - segmentation fault\n");
        assert!(!is_diff(log.as_bytes()));
        let mut tree = String::new();
        for n in 0..40 {
            tree.push_str(&format!(
                "diff -r a/f{n} b/f{n}\n3c3\n< old {n}\n---\n> new {n}\nOnly in a: g{n}\n"
            ));
        }
        assert!(is_diff(tree.as_bytes()));
    }

    proptest! {
        /// Any text: no panic; and lines of `-`, `+`, `!`, `<`, `>` marks, rules of stars and
        /// numbers, none a dialect's header above its first line, are no diff.
        #[test]
        fn marks_without_a_header_are_no_diff(text in "([-+!<> ]{0,2}[a-z0-9 ]{0,6}\n|\\*{1,14}\n|[0-9]{1,3}[a-z ]?[0-9]{0,2}\n){0,40}") {
            let diff = is_diff(text.as_bytes());
            let lines: Vec<&[u8]> = text.as_bytes().split(|&b| b == b'\n').collect();
            let header = lines.windows(2).any(|w| normal_command(w[0]).is_some() && normal_side(w[1]).is_some());
            prop_assert!(!diff || header, "a diff needs a hunk's header");
            // With a header, the text is a diff exactly when one opens it: every line above a
            // hunk's command blank or one `diff` writes before a hunk.
            let opens = lines.windows(2).enumerate().any(|(at, w)| {
                normal_command(w[0]).is_some()
                    && normal_side(w[1]).is_some()
                    && lines[..at].iter().all(|line| line.is_empty() || before_a_hunk(line))
            });
            prop_assert_eq!(diff, opens);
        }

        /// Any bytes: no panic.
        #[test]
        fn any_bytes_are_read(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
            let _ = is_diff(&bytes);
            let _ = (context_hunk(&bytes), context_range(&bytes), normal_command(&bytes), normal_side(&bytes));
        }
    }
}
