//! A template seen once in a long dump is a standout: where hundreds of rows fall into a few
//! kinds, a row of a kind of its own is the odd event, kept as written.
//!
//! A dump of a bytecode, an opcode stream, a symbol table writes row after row of a few kinds,
//! each kind folded into a note by its template. A row whose template no other row shares — an
//! opcode that occurs once (`EMPTY_SET` among hundreds of `MEMOIZE` and `BINGET`), a string of
//! two words where the others are one — is told by no note, and the filler, which keeps rows by
//! their distance from the ends, may never reach it in the middle of a long dump. So, in an
//! output of at least [`MIN_LINES`] lines where the lines of a template of their own are few (at
//! most [`MAX_ONCE`], and at most one line in [`SHARE`]: the rest are rows of kinds that repeat),
//! those lines are offered (cut short, under the squash's budget) in order. An output of many
//! one-off lines (a listing of distinct strings, a log of distinct messages) is not a dump of a
//! few kinds: it has none. The miner already counts each template's rows: this reads that count
//! once a line, never a line's text but for the few it returns.

use ctx_squash_core::{Lines, Templates};

use crate::squash::Part;

/// Lines an output must have to be a long dump.
const MIN_LINES: usize = 200;
/// Lines of a template of their own an output may have and still be of a few kinds.
const MAX_ONCE: usize = 64;
/// At most one line in this many is of a template of its own.
const SHARE: usize = 8;

/// The lines of a template of their own in a long output of a few kinds (see the module's
/// documentation), in order: not blank, and free or a numbered line read as a frame (a dump's
/// offsets look like a backtrace's numbers), never a diagnostic's (told with its headline) nor a
/// dump's row of dots (told by its fold).
pub(crate) fn one_offs(lines: &Lines<'_>, templates: &Templates, parts: &[Part]) -> Vec<usize> {
    let n = lines.len();
    if n < MIN_LINES {
        return Vec::new();
    }
    let cap = MAX_ONCE.min(n / SHARE);
    let mut once = Vec::new();
    for i in 0..n {
        if templates.count(templates.of(i)) != 1 {
            continue;
        }
        if !matches!(parts.get(i), Some(Part::Free | Part::Frame)) || lines.bytes(i).trim_ascii().is_empty() {
            continue;
        }
        if once.len() == cap {
            return Vec::new();
        }
        once.push(i);
    }
    once
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[track_caller]
    fn check(text: &str, expected: &[&str]) {
        let lines = Lines::new(text);
        let templates = Templates::mine(&lines);
        let parts = vec![Part::Free; lines.len()];
        let found: Vec<&str> =
            one_offs(&lines, &templates, &parts).into_iter().map(|i| lines.get(i)).collect();
        assert_eq!(found, expected);
    }

    /// An opcode listing of a few kinds, `odd` among its rows at row `at`.
    fn listing(rows: usize, at: usize, odd: &str) -> String {
        let kinds = [
            ("MEMOIZE", "Store the stack top into the memo."),
            ("BINGET", "Read an object from the memo and push it on the stack."),
            ("MARK", "Push markobject onto the stack."),
        ];
        let mut text = String::new();
        for r in 0..rows {
            if r == at {
                text.push_str(odd);
                text.push('\n');
            }
            let (op, doc) = kinds[r % 3];
            let _ = writeln!(text, "{:5}: \\x94    {op:10} {:<4}  {doc}", r * 3, r % 7);
        }
        text
    }

    const ODD: &str = "  500: \\x8f    EMPTY_SET        Push an empty set.";

    #[test]
    fn a_kind_seen_once_among_rows_of_a_few_kinds_is_kept() {
        check(&listing(300, 150, ODD), &[ODD]);
    }

    #[test]
    fn a_short_output_is_no_dump() {
        check(&listing(100, 50, ODD), &[]);
    }

    #[test]
    fn an_output_of_many_one_off_lines_has_none() {
        let mut text = listing(300, 150, ODD);
        // Sixty lines of words no other line holds: each a template of its own.
        for k in 0..60u8 {
            let word =
                |tail: char| format!("{}{}{tail}", char::from(b'a' + k % 26), char::from(b'a' + k / 26));
            let _ = writeln!(text, "{} {} {}", word('x'), word('y'), word('z'));
        }
        check(&text, &[]);
    }

    /// The principle's hook: the squash of a long opcode listing keeps the row of the opcode it
    /// holds once, which the filler, nearest the ends first, left out.
    #[test]
    fn the_squash_keeps_the_one_off_row() {
        let text = listing(900, 450, ODD);
        let out = crate::squash_log(&text);
        assert!(out.len() < text.len(), "{out}");
        assert!(out.contains(&format!("{ODD}\n")), "{out}");
    }
}
