//! A step that cites an earlier step keeps the path between them: a kept numbered step that
//! names another step by its number — `(64) use after ‘free’ …; freed at (56)` — keeps the cited
//! step and the numbered steps written between the two.
//!
//! A static analyzer tells a finding as a path of numbered events, each a line whose text (past
//! a gutter of blanks and `|`) opens with its number in brackets, `(57) returning to ‘nightly’
//! from ‘lehr_reload’`; the last event names the symptom and, when it has a cause elsewhere on
//! the path, cites that event by its number (`freed at (56)`, `was opened at (2)`, `first ‘free’
//! at (1)`). The selection keeps both ends — a symptom is a finding's crux, a cause a labelled
//! step — but the steps between them are the path's repeats (`following ‘true’ branch...`,
//! `calling ‘…’ from ‘…’`) and fold, though they are the one answer to *how* the cause reaches
//! the symptom: the failed reload's call into the report that reads the freed zones. So, after
//! the selection, each kept step `(M)` whose text past its own number cites a number `(N)`,
//! `N < M`, as a word of its own keeps, walking up from it, the nearest line labelled `(N)` —
//! the walk ends there, and gives up on a step numbered below `N` or `M` again (another path)
//! or past [`MAX_REACH`] lines — and the lines it passes labelled between `N` and `M`, those
//! nearest either end first, [`MAX_STEPS`] at most; a line labelled past `M` on the way (an
//! analyzer writes a step's `...to here` out of order when two share a source line) is passed
//! over.
//! Each added line is cut short, [`MAX_LINES`] lines and [`MAX_BYTES`] bytes at most in all. A
//! rule about how numbered steps cite one another, for any text: it names no tool. Steps written
//! as diagnostics of their own (gcc's `-fdiagnostics-path-format=separate-events`, `file:line:
//! note: (4) …`) are no step lines and are not read.

use ctx_squash_core::Lines;

use crate::additions::Additions;
use crate::squash::{Cut, Kept};

/// Steps added at most for one citation, the cited step included.
const MAX_STEPS: usize = 16;
/// Lines added at most in all.
const MAX_LINES: usize = 32;
/// Bytes added at most in all.
const MAX_BYTES: usize = 4 * 1024;
/// Lines walked up from a citation, at most, looking for the step it cites.
const MAX_REACH: usize = 1024;
/// Digits of a step's number, at most.
const MAX_DIGITS: usize = 4;

/// `kept` (sorted by line) with the steps each kept citing step's path passes through added (see
/// the module's documentation), sorted.
pub(crate) fn with_cited_steps(lines: &Lines<'_>, kept: Kept) -> Kept {
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    for &(i, _) in &kept {
        if additions.count() >= MAX_LINES {
            break;
        }
        let Some((own, cited)) = citation(lines.bytes(i)) else { continue };
        for step in path_to(lines, i, own, cited).into_iter().take(MAX_STEPS) {
            if additions.count() >= MAX_LINES {
                break;
            }
            additions.add(step, Cut::Short);
        }
    }
    additions.into_kept(kept)
}

/// The lines of the path from the step numbered `cited` to the citing step on line `at`, numbered
/// `own`: the cited step's line first, then the steps between by their numbers' distance to the
/// nearer end; none when the walk up from `at` meets no such cited step (see the module's
/// documentation).
fn path_to(lines: &Lines<'_>, at: usize, own: u32, cited: u32) -> Vec<usize> {
    let mut between: Vec<(u32, usize)> = Vec::new();
    for j in (at.saturating_sub(MAX_REACH)..at).rev() {
        let Some((number, _)) = step(lines.bytes(j)) else { continue };
        if number == cited {
            between.sort_by_key(|&(n, j)| ((n - cited).min(own - n), j));
            return std::iter::once(j).chain(between.into_iter().map(|(_, j)| j)).collect();
        }
        if number < cited || number == own {
            break;
        }
        if number < own {
            between.push((number, j));
        }
    }
    Vec::new()
}

/// A step's number and the text after it: a line whose text, past blanks and `|` (or `│`),
/// opens with a number of at most [`MAX_DIGITS`] digits in brackets and a blank.
fn step(line: &[u8]) -> Option<(u32, &[u8])> {
    let mut rest = line;
    loop {
        rest = match rest {
            [b' ' | b'\t' | b'|', tail @ ..] | [0xE2, 0x94, 0x82, tail @ ..] => tail,
            _ => break,
        };
    }
    let (number, after) = bracketed_number(rest)?;
    after.starts_with(b" ").then_some((number, after))
}

/// A number of one to [`MAX_DIGITS`] digits in brackets at the start of `text`, and what follows.
fn bracketed_number(text: &[u8]) -> Option<(u32, &[u8])> {
    let inner = text.strip_prefix(b"(")?;
    let digits = inner.iter().take_while(|b| b.is_ascii_digit()).count();
    if !(1..=MAX_DIGITS).contains(&digits) {
        return None;
    }
    let after = inner.get(digits..)?.strip_prefix(b")")?;
    let number = std::str::from_utf8(inner.get(..digits)?).ok()?.parse().ok()?;
    Some((number, after))
}

/// A citing step's own number and the lower number it cites: a [`step`] whose text past its
/// number writes another step's number in brackets as a word of its own (after a blank, before
/// the line's end, a blank or a punctuation mark), the first such.
fn citation(line: &[u8]) -> Option<(u32, u32)> {
    let (own, text) = step(line)?;
    let mut from = 0;
    while let Some(open) = text.get(from..).and_then(|rest| memchr::memchr(b'(', rest)).map(|k| k + from) {
        from = open + 1;
        if text.get(open.wrapping_sub(1)) != Some(&b' ') {
            continue;
        }
        let Some((cited, after)) = text.get(open..).and_then(bracketed_number) else { continue };
        let ends = after.first().is_none_or(|&b| b == b' ' || b.is_ascii_punctuation());
        if ends && cited < own {
            return Some((own, cited));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;
    use crate::squash::{assert_kept_after, kept_after};

    /// An analyzer's path: the zones freed in the reload (3), the failed reload's return (4), the
    /// call into the report (5) and the use after free that cites the free (7).
    const PATH: &str = "\
warning: use after free
  (1) entry to 'main'
  |  (2) calling 'reload' from 'main'
  |    (3) freed here
  |
  |  (4) returning to 'main' from 'reload'
  |  (5) calling 'report' from 'main'
  |    |  12 |   printf(\"%d\", zones[i]);
  |    |     (7) use after 'free' of 'zones'; freed at (3)
  |    |     (6) ...to here
done
";

    #[test]
    fn a_kept_citation_keeps_the_path_back_to_the_step_it_cites() {
        // The symptom (line 8) cites (3): the cited step and the steps between, not (1), (2),
        // the source line or the `...to here` below it.
        assert_kept_after(with_cited_steps, PATH, &[0, 8], &[0, 3, 5, 6, 8]);
        // The cited step kept already: the steps between only.
        assert_kept_after(with_cited_steps, PATH, &[3, 8], &[3, 5, 6, 8]);
        // No citation kept, nothing added.
        assert_kept_after(with_cited_steps, PATH, &[0, 6, 9], &[0, 6, 9]);
    }

    #[test]
    fn a_citation_keeps_only_its_own_path() {
        // The second path numbers its steps again: its (2) cites its own (1), not the first
        // path's; a citation whose step is not found on the way up keeps nothing.
        let text = "(1) opened here\n(2) read here\n(3) leaks here; opened at (1)\n\
                    (1) allocated here\n(2) leaks here; was allocated at (1)\n(4) x; see (9)\n";
        assert_kept_after(with_cited_steps, text, &[4], &[3, 4]);
        assert_kept_after(with_cited_steps, text, &[2], &[0, 1, 2]);
        assert_kept_after(with_cited_steps, text, &[5], &[5]);
        // A step numbered the citing step's own number again on the way up is another path.
        let text = "(1) a\n(5) b\n(3) c\n(5) d; at (1)\n";
        assert_kept_after(with_cited_steps, text, &[3], &[3]);
    }

    #[test]
    fn a_step_numbered_past_the_citing_one_is_passed_over() {
        // `(9)` on the way up from `(3)` is written under a later step (an analyzer's `...to
        // here`): the walk goes on past it to the cited `(1)`.
        assert_kept_after(with_cited_steps, "(1) a\n(2) b\n(9) c\n(3) d; at (1)\n", &[3], &[0, 1, 3]);
    }

    #[test]
    fn the_steps_nearest_either_end_come_first() {
        // Twenty steps between the cited `(1)` and the citing `(21)`: the cited step and the 15
        // steps nearest either end, (2)–(9) and (14)–(20), not the first 15 by line.
        let mut text = String::new();
        for n in 1..=20 {
            let _ = writeln!(text, "({n}) step");
        }
        text.push_str("(21) use; at (1)\n");
        let expected: Vec<usize> = (0..=8).chain(13..=20).collect();
        assert_kept_after(with_cited_steps, &text, &[20], &expected);
    }

    #[test]
    fn steps_and_citations() {
        assert_eq!(step(b"  |   |(57) returning").map(|(n, _)| n), Some(57));
        assert_eq!(step("  │ (2) x".as_bytes()).map(|(n, _)| n), Some(2));
        assert_eq!(step(b"  |  146 |     lehr_report(l);"), None);
        assert_eq!(step(b"(12345) x"), None);
        assert_eq!(step(b"(7)x"), None);
        assert_eq!(citation(b"  (64) use after 'free' of 'x'; freed at (56)"), Some((64, 56)));
        assert_eq!(citation(b"(13) 'sheet' leaks here; was opened at (2)"), Some((13, 2)));
        // A call's arguments, a later number, a number glued to a word: no citation.
        assert_eq!(citation(b"(5) calling f(3) from g"), None);
        assert_eq!(citation(b"(5) see (9)"), None);
        assert_eq!(citation(b"(5) see (3)a"), None);
        assert_eq!(citation(b"Warning: Unused variable at (1) [-Wunused]"), None);
    }

    proptest! {
        /// Any lines of steps and citations: every kept line stays, at most `MAX_LINES` are
        /// added, sorted, without a panic.
        #[test]
        fn any_steps(rows in proptest::collection::vec("[ |]{0,3}\\([0-9]{1,2}\\) [a-z]{0,3}( at \\([0-9]{1,2}\\))?[;.]?", 0..60),
                     picks in proptest::collection::vec(0usize..60, 0..12)) {
            let (text, kept) = crate::squash::rows_and_selection(&rows.iter().map(String::as_str).collect::<Vec<_>>(), picks);
            crate::squash::adds_at_most(with_cited_steps, &text, kept, MAX_LINES)?;
        }

        /// Any text at all: no panic, every kept line stays.
        #[test]
        fn any_text(text in "(\\PC|\n){0,200}", picks in proptest::collection::vec(0usize..20, 0..6)) {
            let kept = crate::squash::selection(&text, picks);
            let out = kept_after(with_cited_steps, &text, &kept);
            for i in kept {
                prop_assert!(out.contains(&i));
            }
        }
    }
}
