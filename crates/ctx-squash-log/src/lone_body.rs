//! A kept heading's body of one line is kept with it: a kept line whose block holds a single line
//! shows that line, not a `[1 lines omitted]` marker where its whole content was.
//!
//! A trace writes each step as a heading over the attempts it made, indented under it —
//! `ld.so`'s `search path=…/c/lib (RUNPATH from file ./loader)` over its one `trying
//! file=…/c/lib/libsluice.so`, and the `search cache=` at the heading's depth after it. When the
//! selection keeps the heading and the line after its block, but not the block's one line (a row
//! of a template whose fold note, cut at its cap, never names it), the heading is read without
//! what it did. So, after the selection, a line left out alone between two kept lines is kept
//! when it is indented under the kept line above it — deeper past the gutter the two share (a
//! margin, a pid's `  24029:\t`: no letter in it) — and the kept line below it is not: that one
//! line is the heading's whole block. Only a row of a template written in runs counts (at least
//! half its rows beside another of it, as `trying file=` lines are): a row alone where its like
//! come many to a heading is the exception; a shape every heading holds one of (a backtrace's
//! `at file:line` under each frame, a ledger's posting under each entry) is the routine, which
//! its fold tells. Cut short, at most [`MAX_LINES`] of them and [`MAX_BYTES`] bytes. A rule about
//! how lines are written, for any text.

use ctx_squash_core::{Lines, Templates};

use crate::additions::Additions;
use crate::squash::Cut;

/// Lines added at most.
const MAX_LINES: usize = 32;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 4 * 1024;

/// `kept` (sorted by line) with each kept heading's one-line block added (see the module's
/// documentation), sorted.
pub(crate) fn with_lone_bodies(
    lines: &Lines<'_>,
    templates: &Templates,
    kept: Vec<(usize, Cut)>,
) -> Vec<(usize, Cut)> {
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    let mut in_runs: Option<Vec<bool>> = None;
    for pair in kept.windows(2) {
        if additions.count() == MAX_LINES {
            break;
        }
        let (head, below) = (pair[0].0, pair[1].0);
        let body = head + 1;
        if below == body + 1
            && !lines.bytes(body).trim_ascii().is_empty()
            && under(lines.bytes(head), lines.bytes(body))
            && !under(lines.bytes(head), lines.bytes(below))
            && additions.fits(body, Cut::Short)
            && in_runs
                .get_or_insert_with(|| written_in_runs(lines, templates))
                .get(templates.of(body) as usize)
                == Some(&true)
        {
            additions.add(body, Cut::Short);
        }
    }
    additions.into_kept(kept)
}

/// Per template, whether at least half its rows stand beside another row of it (the line above
/// or below of the same template): a template written in runs.
fn written_in_runs(lines: &Lines<'_>, templates: &Templates) -> Vec<bool> {
    let mut beside = vec![0u32; templates.len()];
    for i in 0..lines.len() {
        let t = templates.of(i);
        let same = |j: Option<usize>| j.is_some_and(|j| j < lines.len() && templates.of(j) == t);
        if (same(i.checked_sub(1)) || same(Some(i + 1)))
            && let Some(count) = beside.get_mut(t as usize)
        {
            *count += 1;
        }
    }
    beside.iter().enumerate().map(|(t, &n)| 2 * n >= templates.count(t as u32)).collect()
}

/// Whether `line` is indented under `head`: past the start they share, which holds no letter and
/// ends in a blank or tab (a margin, a gutter), `line` goes on with blanks before its text where
/// `head` goes on with its text.
fn under(head: &[u8], line: &[u8]) -> bool {
    let shared = head.iter().zip(line).take_while(|(a, b)| a == b).count();
    let start = head.get(..shared).unwrap_or_default();
    let gutter = start.is_empty() || start.last().is_some_and(|&b| b == b' ' || b == b'\t');
    let head_text = head.get(shared).is_some_and(|&b| !b.is_ascii_whitespace());
    let rest = line.get(shared..).unwrap_or_default();
    let line_deeper = rest.first().is_some_and(|&b| b == b' ' || b == b'\t')
        && rest.iter().any(|b| !b.is_ascii_whitespace());
    gutter && !start.iter().any(u8::is_ascii_alphabetic) && head_text && line_deeper
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::squash::Kept;

    fn with_bodies(lines: &Lines<'_>, kept: Kept) -> Kept {
        with_lone_bodies(lines, &Templates::mine(lines), kept)
    }

    fn assert_kept_after(text: &str, kept: &[usize], expected: &[usize]) {
        crate::squash::assert_kept_after(with_bodies, text, kept, expected);
    }

    #[test]
    fn indented_under() {
        let head = b"     24029:\t search path=/c/lib\t\t(RUNPATH from file ./loader)";
        assert!(under(head, b"     24029:\t  trying file=/c/lib/libsluice.so"));
        assert!(!under(head, b"     24029:\t search cache=/etc/ld.so.cache"));
        assert!(under(b"Chain INPUT", b"  target prot"));
        assert!(under(b"key:", b"\t  value"));
        // A blank inside a line's words is no indent; nor is a line no deeper.
        assert!(!under(b"total  10", b"total   12"));
        assert!(!under(b"  a", b"  b"));
        assert!(!under(b"  a", b"   "));
        assert!(!under(b"", b""));
    }

    #[test]
    fn a_kept_heading_keeps_its_one_line_block() {
        let text = "\
     1:\tfind library=libsluice.so [0]; searching
     1:\t search path=/c/lib\t\t(RUNPATH from file ./loader)
     1:\t  trying file=/c/lib/libsluice.so
     1:\t search cache=/etc/ld.so.cache
     1:\t  trying file=/lib/libsluice.so
     1:\t  trying file=/usr/lib/libsluice.so
     1:\t search path=/lib
";
        assert_kept_after(text, &[1, 3], &[1, 2, 3]);
        // A block of two lines is no lone body; the line below must be kept; a heading not kept
        // keeps nothing.
        assert_kept_after(text, &[3, 6], &[3, 6]);
        assert_kept_after(text, &[1], &[1]);
        assert_kept_after(text, &[0, 3], &[0, 3]);
        // A line deeper below it means the block goes on: the gap is no whole block.
        assert_kept_after(text, &[3, 5], &[3, 5]);
    }

    /// A backtrace's `at` line under each frame: a body every heading holds one of is the
    /// routine, left to its fold.
    #[test]
    fn a_body_every_heading_holds_is_left_out() {
        let text = "\
   3: std::panicking::begin_panic_handler
             at /rustc/library/std/src/panicking.rs:698:13
   4: core::panicking::panic_fmt
             at /rustc/library/core/src/panicking.rs:80:14
   5: core::result::unwrap_failed
             at /rustc/library/core/src/result.rs:1732:5
";
        assert_kept_after(text, &[0, 2, 4], &[0, 2, 4]);
    }

    proptest! {
        #[test]
        fn any_text(text in "([a-z: \t]{0,12}\n?){0,30}", picks in proptest::collection::vec(0usize..40, 0..12)) {
            let kept = crate::squash::selection(&text, picks);
            let out = crate::squash::kept_after(with_bodies, &text, &kept);
            for i in &kept {
                prop_assert!(out.contains(i));
            }
            // Each line added is alone between two kept lines.
            for i in out.iter().filter(|i| !kept.contains(i)) {
                prop_assert!(*i > 0 && kept.contains(&(i - 1)) && kept.contains(&(i + 1)));
            }
        }
    }
}
