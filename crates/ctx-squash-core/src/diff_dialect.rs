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
    // Where `previous` starts.
    let mut previous_at = 0;
    // Whether every line above `previous` (blank lines aside) is one `diff` writes before a hunk,
    // and the same with `previous` too.
    let (mut opening_before, mut opening) = (true, true);
    // The pieces `split` at `\n` gives, each newline found by a vector search.
    let mut start = 0;
    let ends = memchr::memchr_iter(b'\n', bytes).chain(std::iter::once(bytes.len()));
    for end in ends.take(200) {
        let line = bytes.get(start..end).unwrap_or_default();
        let line_at = start;
        start = end + 1;
        if line.starts_with(b"diff --git ") || (previous.starts_with(b"--- ") && line.starts_with(b"+++ ")) {
            return true;
        }
        // Read only while the text may still open with a hunk: the hunk's lines are read at most
        // once or twice, whatever the text.
        let hunk = opening_before
            && ((context_hunk(previous) && context_range(line) == Some(Gutter::Old))
                || (normal_command(previous).is_some()
                    && normal_side(line).is_some()
                    && bytes.get(previous_at..).is_some_and(normal_hunk_closes)));
        if hunk {
            return true;
        }
        opening_before = opening;
        opening &= line_end(line).is_empty() || before_a_hunk(line);
        previous = line;
        previous_at = line_at;
    }
    false
}

/// Whether the normal hunk whose change command opens `text` holds the lines its command counts
/// (`3,4c3` two `<` lines, `---`, one `>` line) and is followed by what follows a hunk in a diff —
/// nothing, another hunk's command, or what `diff` writes between files: a log that opens with
/// a small diff and goes on with its own lines is no diff. A text that ends inside the hunk (an
/// output cut short) closes it.
fn normal_hunk_closes(text: &[u8]) -> bool {
    let text = text.strip_suffix(b"\n").unwrap_or(text);
    // `\ No newline at end of file` may follow either side's last line: no line of either.
    let mut lines = text.split(|&b| b == b'\n').map(line_end).filter(|line| !line.starts_with(b"\\ "));
    let Some((old, new)) = lines.next().and_then(normal_counts) else { return false };
    let separator = usize::from(old > 0 && new > 0);
    for k in 0..old + separator + new {
        let Some(line) = lines.next() else { return true };
        let fits = if k < old {
            normal_side(line) == Some(Gutter::Old)
        } else if k < old + separator {
            line == b"---"
        } else {
            normal_side(line) == Some(Gutter::New)
        };
        if !fits {
            return false;
        }
    }
    let mut rest = lines.skip_while(|line| line.is_empty());
    rest.next().is_none_or(|line| normal_command(line).is_some() || before_a_hunk(line))
}

/// How many old and new lines a normal diff's change command counts: `3,4c3` (2, 1), `5a6,8`
/// (0, 3), `7d6` (1, 0).
fn normal_counts(line: &[u8]) -> Option<(usize, usize)> {
    let span = |text: &[u8]| -> Option<usize> {
        let text = std::str::from_utf8(text).ok()?;
        match text.split_once(',') {
            Some((a, b)) => b.parse::<usize>().ok()?.checked_sub(a.parse::<usize>().ok()?)?.checked_add(1),
            None => text.parse::<usize>().ok().map(|_| 1),
        }
    };
    let at = line.iter().position(|b| matches!(b, b'a' | b'c' | b'd'))?;
    let (left, right) = (line.get(..at)?, line.get(at + 1..)?);
    let (old, new) = (span(left)?, span(right)?);
    match line.get(at)? {
        b'a' => Some((0, new)),
        b'd' => Some((old, 0)),
        _ => Some((old, new)),
    }
}

/// Whether a line is one `diff` writes before a context or normal hunk: a `diff …` command line
/// (`diff -r`), a context diff's file header (`*** a`, `--- b`), or what it says of files with no
/// hunk (`Only in …`, `Common subdirectories: …`, `Binary files …`, `Files … are identical`,
/// `File … is a directory while …`, `Symbolic links … differ`).
fn before_a_hunk(line: &[u8]) -> bool {
    const WRITTEN: [&[u8]; 9] = [
        b"diff ",
        b"*** ",
        b"--- ",
        b"Only in ",
        b"Common subdirectories: ",
        b"Binary files ",
        b"Files ",
        b"File ",
        b"Symbolic links ",
    ];
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
        use std::fmt::Write as _;
        // A log that opens with a small diff and goes on with its own lines (mocha after a
        // golden file's diff).
        assert!(!is_diff(b"3c3\n< 17\n---\n> 19\n  \xe2\x9c\x93 spool test 0 passes\n  1 failing\n"));
        assert!(is_diff(b"3c3\n< 17\n---\n> 19\n5a6,7\n> x\n> y\n"));
        assert!(is_diff(b"3,4d2\n< a\n< b\n"));
        // A side's last line without a newline (review51).
        assert!(is_diff(b"diff -r a/x b/x\n3c3\n< a\n\\ No newline at end of file\n---\n> b\n\\ No newline at end of file\ndiff -r a/y b/y\n"));
        assert_eq!(normal_counts(b"3,4c3"), Some((2, 1)));
        assert_eq!(normal_counts(b"5a6,8"), Some((0, 3)));
        assert_eq!(normal_counts(b"7d6"), Some((1, 0)));
        assert_eq!(normal_counts(b"9,3c1"), None);
        let go = "=== RUN   TestGolden\n--- FAIL: TestGolden (0.00s)\n    golden_test.go:12: mismatch\n3c3\n< want\n---\n> got\n    more\n";
        assert!(!is_diff(go.as_bytes()));
        assert!(!is_diff(b"  indented\n  log\n3c3\n< a\n---\n> b\n"));
        assert!(is_diff(b"Only in a: x\n\nCommon subdirectories: a/d and b/d\n3c3\n< a\n---\n> b\n"));
        let mut log = String::from("make check\nFAIL: tests/t0100.sh\n3c3\n< left=17\n---\n> left=19\n");
        for n in 0..40 {
            let _ = writeln!(log, "PASS: tests/t{n:04}.sh");
        }
        log.push_str("ERROR: tests/t1500.sh - segmentation fault\n");
        assert!(!is_diff(log.as_bytes()));
        let mut tree = String::new();
        for n in 0..40 {
            let _ = write!(tree, "diff -r a/f{n} b/f{n}\n3c3\n< old {n}\n---\n> new {n}\nOnly in a: g{n}\n");
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
                    && normal_hunk_closes(&lines[at..].join(&b'\n'))
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
