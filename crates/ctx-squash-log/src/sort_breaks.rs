//! A sorted column broken once keeps the rows at its break: in a run of rows of one shape whose
//! number in one column falls (or rises) down the run but for one step, the two rows of that step
//! are kept.
//!
//! sqlite3 sorts the `kg` column an `.import` made TEXT as text: `9.8`, `9.7`, … `6.1`, then
//! `35.9`, `35.8`, … `10.1`. The listing reads as sorted heaviest first, and the row that breaks
//! the order — 35.9, the true heaviest — folds with the rest of its yard's rows. A column sorted
//! but for one step says where two orders meet: numbers sorted as text, two sorted lists joined
//! end to end, a counter reset once. So, after the selection, in every run of at least
//! [`MIN_RUN`] consecutive lines of one shape (one indent, as many words, at most [`MAX_LINE`]
//! bytes), each column whose every row writes a number (digits with at most one `.`) that moves
//! one way at least [`MIN_STEPS`] times and the other way exactly once — not at the run's first
//! or last step, which is a bound, not a break — keeps the two rows of that step, cut short. At
//! most [`MAX_BREAKS`] breaks over the output, the first ones. A rule about how a sorted listing
//! is written, for any listing.

use ctx_squash_core::Lines;

use crate::additions::Additions;
use crate::squash::{Cut, Kept};

/// Rows of a run at least for its order to be read.
const MIN_RUN: usize = 32;
/// Steps one way at least for a column to be sorted that way.
const MIN_STEPS: usize = 24;
/// Bytes of a row at most.
const MAX_LINE: usize = 256;
/// Words of a row at most.
const MAX_WORDS: usize = 16;
/// Breaks kept at most over the output.
const MAX_BREAKS: usize = 4;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 1024;

/// A row's shape: its indent and how many words it writes; `None` for a blank line, one longer
/// than [`MAX_LINE`] bytes or of more than [`MAX_WORDS`] words.
fn shape(line: &[u8]) -> Option<(usize, usize)> {
    if line.len() > MAX_LINE {
        return None;
    }
    let indent = line.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
    let words = line
        .iter()
        .zip(line.iter().skip(1))
        .filter(|&(a, b)| a.is_ascii_whitespace() && !b.is_ascii_whitespace())
        .count()
        + usize::from(line.first().is_some_and(|b| !b.is_ascii_whitespace()));
    (1..=MAX_WORDS).contains(&words).then_some((indent, words))
}

/// A word's number: digits with at most one `.`, at least one digit.
fn number(word: &[u8]) -> Option<f64> {
    let digits = !word.is_empty()
        && word.iter().all(|&b| b.is_ascii_digit() || b == b'.')
        && word.iter().position(|&b| b == b'.') == word.iter().rposition(|&b| b == b'.')
        && word.iter().any(u8::is_ascii_digit);
    if digits { std::str::from_utf8(word).ok()?.parse().ok() } else { None }
}

/// The step at which column `column` of rows `run` breaks its order (see the module's
/// documentation): the line of the row after it. Rows above the first number (a heading and its
/// rule, of the rows' shape) are passed over.
fn break_of(lines: &Lines<'_>, run: std::ops::Range<usize>, column: usize) -> Option<usize> {
    let value = |i: usize| {
        let word = lines.bytes(i).split(u8::is_ascii_whitespace).filter(|w| !w.is_empty()).nth(column)?;
        number(word)
    };
    let first = run.clone().take(3).find(|&i| value(i).is_some())?;
    let mut values = Vec::with_capacity(run.end - first);
    for i in first..run.end {
        values.push(value(i)?);
    }
    if values.len() < MIN_RUN {
        return None;
    }
    let (mut falls, mut rises, mut last_fall, mut last_rise) = (0usize, 0usize, 0usize, 0usize);
    for (k, pair) in values.windows(2).enumerate() {
        if let [above, below] = pair {
            if below < above {
                (falls, last_fall) = (falls + 1, k + 1);
            } else if below > above {
                (rises, last_rise) = (rises + 1, k + 1);
            }
        }
    }
    let at = match (falls, rises) {
        (1, rises) if rises >= MIN_STEPS => last_fall,
        (falls, 1) if falls >= MIN_STEPS => last_rise,
        _ => return None,
    };
    (at > 1 && at + 1 < values.len()).then_some(first + at)
}

/// `kept` (sorted by line) with the two rows of each sorted column's one break (see the module's
/// documentation), sorted.
pub(crate) fn with_sort_breaks(lines: &Lines<'_>, kept: Kept) -> Kept {
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    let mut breaks = 0;
    let mut start = 0;
    let mut form = None;
    for i in 0..=lines.len() {
        let here = if i < lines.len() { shape(lines.bytes(i)) } else { None };
        if here == form && here.is_some() {
            continue;
        }
        if let Some((_, words)) = form
            && i - start >= MIN_RUN
        {
            for column in 0..words {
                if breaks >= MAX_BREAKS {
                    break;
                }
                if let Some(at) = break_of(lines, start..i, column) {
                    additions.add_whole_cut([at - 1, at].into_iter(), MAX_BYTES, Cut::Short);
                    breaks += 1;
                }
            }
        }
        (start, form) = (i, here);
    }
    additions.into_kept(kept)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;

    fn assert_kept_after(text: &str, kept: &[usize], expected: &[usize]) {
        crate::squash::assert_kept_after(with_sort_breaks, text, kept, expected);
    }

    /// A listing of `rows` weights sorted heaviest first as text: every weight under 10 first.
    fn sorted_as_text(rows: usize) -> String {
        let mut weights: Vec<u32> = (0..rows).map(|k| u32::try_from(40 + k * 7 % 330).unwrap_or(0)).collect();
        weights.sort_unstable_by_key(|&w| std::cmp::Reverse(format!("{}.{}", w / 10, w % 10)));
        let mut text = String::from("yard      stand  kg\n--------  -----  ----\n");
        for (k, w) in weights.iter().enumerate() {
            let _ = writeln!(
                text,
                "{:<9} {:<6} {}.{}",
                ["north", "south", "heath"][k % 3],
                k % 8 + 1,
                w / 10,
                w % 10
            );
        }
        text
    }

    #[test]
    fn a_column_sorted_as_text_keeps_its_break() {
        let text = sorted_as_text(60);
        let lines: Vec<&str> = text.lines().collect();
        let at = lines
            .iter()
            .position(|line| line.split_whitespace().nth(2).is_some_and(|w| w.len() == 4 && w != "----"))
            .unwrap_or(0);
        assert_kept_after(&text, &[0], &[0, at - 1, at]);
    }

    #[test]
    fn a_column_sorted_or_unsorted_keeps_nothing() {
        // Sorted throughout: no break, its bounds are the run's own.
        let mut text = String::new();
        for k in 0..60 {
            let _ = writeln!(text, "row {} {}", 600 - k * 3, k % 7);
        }
        assert_kept_after(&text, &[0], &[0]);
        // Two breaks: no single order.
        let twice = text.replacen("row 450", "row 999", 1).replacen("row 501", "row 998", 1);
        assert_kept_after(&twice, &[0], &[0]);
        // One: a counter reset, its two rows kept.
        assert_kept_after(&text.replacen("row 450", "row 999", 1), &[0], &[0, 49, 50]);
        // Too few rows.
        let short: String = text.lines().take(20).flat_map(|line| [line, "\n"]).collect();
        assert_kept_after(&short.replacen("row 570", "row 999", 1), &[0], &[0]);
    }

    proptest! {
        /// Any lines and selection: what is kept stays kept, sorted, each once, at most two rows
        /// a break.
        #[test]
        fn breaks_only_add(rows in prop::collection::vec("r [0-9]{1,2}", 0..80), picks in prop::collection::vec(0usize..80, 0..10)) {
            let text: String = rows.iter().flat_map(|row| [row.as_str(), "\n"]).collect();
            crate::squash::adds_at_most(with_sort_breaks, &text, picks, 2 * MAX_BREAKS)?;
        }
    }
}
