//! A record's headline is kept with its kept body: an indented line is read under the line at the
//! margin that heads its record.
//!
//! A report of records writes each as a headline at the margin over an indented body: flawfinder's
//! `c-ringbuf/src/ring.c:15:  [1] (buffer) strlen:` over `  Does not handle strings that are not
//! \0-terminated; …`, a linker's `undefined reference` over its indented callers. Whatever tier
//! kept a line of the body (a rare line, a second kind, the filler), without its headline it is
//! read as the body of the nearest headline kept above it — another finding's — which is silently
//! wrong. So, after the selection, every kept indented line whose record (the lines above it up to
//! the margin, with no blank between, at most [`REACH`] of them) starts at a headline not kept
//! keeps that headline too, cut short, at most [`MAX_HEADS`] of them and [`MAX_BYTES`] bytes. A
//! headline starts with a letter, a digit or a path's `/` or `.` and names something, as the body
//! line does (a diff's `+` line, a comment or a closing brace heads no record); a headline
//! written word for word as a kept line is not kept again.
//! Like `ancestry` (which does it for an indented error's ancestors), a rule about how lines
//! are laid out, for any text.

use std::collections::HashSet;

use ctx_squash_core::{Keyed, Lines};

use crate::additions::Additions;
use crate::formats::indent;
use crate::squash::Cut;

/// Lines looked at above a body line for its record's headline.
const REACH: usize = 8;
/// Headlines added at most.
const MAX_HEADS: usize = 32;
/// Bytes of headlines added at most.
const MAX_BYTES: usize = 4 * 1024;
/// Letters or digits a body line and its headline hold at least: a closing brace names nothing.
const MIN_NAME: usize = 3;

/// `kept` (sorted by line) with the headline of each kept indented line's record added when it
/// is not kept (see the module's documentation), sorted.
pub(crate) fn with_heads(lines: &Lines<'_>, kept: Vec<(usize, Cut)>) -> Vec<(usize, Cut)> {
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    // A headline written word for word as a kept line says nothing the reader lacks (the same
    // exception above each of its frames).
    let mut shown: HashSet<&[u8], Keyed> = kept.iter().map(|&(i, _)| lines.bytes(i)).collect();
    for &(i, _) in &kept {
        let body = lines.bytes(i);
        if additions.count() == MAX_HEADS || indent(body) == 0 || !names(body) {
            continue;
        }
        if let Some(head) = head_of(lines, i).filter(|&h| additions.fits(h, Cut::Short))
            && shown.insert(lines.bytes(head))
        {
            additions.add(head, Cut::Short);
        }
    }
    additions.into_kept(kept)
}

/// The headline of the record line `i` (indented) belongs to: the nearest line above it at the
/// margin, within [`REACH`] lines and with no blank line between; none past a blank.
fn head_of(lines: &Lines<'_>, i: usize) -> Option<usize> {
    for j in (i.saturating_sub(REACH)..i).rev() {
        let line = lines.bytes(j);
        if line.trim_ascii().is_empty() {
            return None;
        }
        if indent(line) == 0 {
            // A headline starts with a name or a path and names something (not a diff's `+`
            // line, a comment or a closing brace).
            let starts = line.first().is_some_and(|&b| b.is_ascii_alphanumeric() || matches!(b, b'/' | b'.'));
            return (starts && names(line)).then_some(j);
        }
    }
    None
}

/// Whether a line names something: it holds at least [`MIN_NAME`] letters or digits (a line of
/// brackets alone names nothing); `enclosing` asks it too.
pub(crate) fn names(line: &[u8]) -> bool {
    line.iter().filter(|b| b.is_ascii_alphanumeric()).take(MIN_NAME).count() == MIN_NAME
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, kept: &[usize], expected: &[usize]) {
        crate::squash::assert_kept_after(with_heads, text, kept, expected);
    }

    #[test]
    fn a_kept_body_line_keeps_its_headline() {
        let text = "a.c:10:  [2] (buffer) char:\n  Statically-sized arrays can overflow.\n  Perform bounds checking.\nb.c:15:  [1] (buffer) strlen:\n  Does not handle strings\n  that are not terminated.\n";
        // The second finding's body kept, its headline not: the headline joins it.
        check(text, &[0, 5], &[0, 3, 5]);
        check(text, &[4], &[3, 4]);
        // A headline already kept, or a line at the margin: nothing added.
        check(text, &[3, 4], &[3, 4]);
        check(text, &[0], &[0]);
        // Past a blank line an indented line heads no record of the line above.
        check("head line\n\n  indented after a blank\n", &[2], &[2]);
        // A headline written as a kept line is not kept again.
        check("same head\n  body one\nsame head\n  body two\n", &[0, 1, 3], &[0, 1, 3]);
        // A diff's `+` line or a brace heads nothing, and a brace is no body.
        check("+    fn f() {\n     let x = 1;\n", &[1], &[1]);
        check("head line\n  }\n", &[1], &[1]);
        // Beyond the reach: none.
        let deep = format!("head\n{}", "  body\n".repeat(12));
        check(&deep, &[12], &[12]);
    }
}
