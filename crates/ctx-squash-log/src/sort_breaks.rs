//! A sorted column broken once keeps the rows at its break: in a run of rows of one shape whose
//! number in one column falls (or rises) down the run but for one step, the two rows of that step
//! are kept.
//!
//! sqlite3 sorts the `kg` column an `.import` made TEXT as text: `9.8`, `9.7`, … `6.1`, then
//! `35.9`, `35.8`, … `10.1`. The listing reads as sorted heaviest first, and the row that breaks
//! the order — 35.9, the true heaviest — folds with the rest of its yard's rows. A column sorted
//! but for one step says where two orders meet: numbers sorted as text, two sorted lists joined
//! end to end, a counter reset once. So, after the selection, in every run of at least
//! [`MIN_RUN`] consecutive lines of one width (as many of the miner's tokens; each row at most
//! [`MAX_LINE`] bytes), each column of words whose every row writes a number (digits with at most
//! one `.`; a heading and its rule above the first one passed over) that moves one way at least
//! [`MIN_STEPS`] times and the other way exactly once — not at the run's first or last step,
//! which is a bound, not a break — keeps the two rows of that step, cut short. At
//! most [`MAX_BREAKS`] breaks over the output, the first ones. A rule about how a sorted listing
//! is written, for any listing.

use ctx_squash_core::{Lines, Templates};

use crate::additions::Additions;
use crate::squash::{Cut, Kept};

/// Rows of a run at least for its order to be read.
const MIN_RUN: usize = 32;
/// Steps one way at least for a column to be sorted that way.
const MIN_STEPS: usize = 24;
/// Bytes of a row at most.
const MAX_LINE: usize = 256;
/// Words of a row read at most.
const MAX_WORDS: usize = 16;
/// Rows of a run above a column's first number at most: a heading and its rule.
const HEADING_ROWS: usize = 3;
/// Breaks kept at most over the output.
const MAX_BREAKS: usize = 4;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 1024;

/// A word's number: digits with at most one `.`, at least one digit.
fn number(word: &[u8]) -> Option<f64> {
    let digits = !word.is_empty()
        && word.iter().all(|&b| b.is_ascii_digit() || b == b'.')
        && word.iter().position(|&b| b == b'.') == word.iter().rposition(|&b| b == b'.')
        && word.iter().any(u8::is_ascii_digit);
    if digits { std::str::from_utf8(word).ok()?.parse().ok() } else { None }
}

/// How one column of a run reads: its last number, how often it fell and rose and the line
/// after its last fall and its last rise, from its first number on.
#[derive(Default)]
struct Column {
    started: bool,
    dead: bool,
    first: usize,
    last: f64,
    falls: usize,
    rises: usize,
    last_fall: usize,
    last_rise: usize,
}

impl Column {
    /// The line after its one break (see the module's documentation), run ending at `end`.
    fn break_line(&self, end: usize) -> Option<usize> {
        if self.dead || !self.started || end - self.first < MIN_RUN {
            return None;
        }
        let at = match (self.falls, self.rises) {
            (1, rises) if rises >= MIN_STEPS => self.last_fall,
            (falls, 1) if falls >= MIN_STEPS => self.last_rise,
            _ => return None,
        };
        (at > self.first + 1 && at + 1 < end).then_some(at)
    }
}

/// The lines after each sorted column's one break in `run` (see the module's documentation),
/// each row's words read once. Rows above a column's first number, [`HEADING_ROWS`] at most (a
/// heading and its rule), are passed over.
fn breaks_in(lines: &Lines<'_>, run: std::ops::Range<usize>) -> Vec<usize> {
    let mut columns: Vec<Column> = Vec::new();
    let end = run.end;
    for i in run.clone() {
        let line = lines.bytes(i);
        if line.len() > MAX_LINE {
            return Vec::new();
        }
        let mut written = 0;
        for (k, word) in
            line.split(u8::is_ascii_whitespace).filter(|w| !w.is_empty()).enumerate().take(MAX_WORDS)
        {
            written = k + 1;
            if columns.len() <= k {
                columns.push(Column::default());
            }
            let Some(column) = columns.get_mut(k) else { break };
            if column.dead {
                continue;
            }
            match number(word) {
                Some(value) if column.started => {
                    if value < column.last {
                        (column.falls, column.last_fall) = (column.falls + 1, i);
                    } else if value > column.last {
                        (column.rises, column.last_rise) = (column.rises + 1, i);
                    }
                    column.last = value;
                }
                Some(value) if i - run.start < HEADING_ROWS => {
                    (column.started, column.first, column.last) = (true, i, value);
                }
                None if !column.started && i - run.start < HEADING_ROWS => {}
                _ => column.dead = true,
            }
        }
        for column in columns.iter_mut().skip(written) {
            column.dead = true;
        }
    }
    columns.iter().filter_map(|column| column.break_line(end)).collect()
}

/// `kept` (sorted by line) with the two rows of each sorted column's one break (see the module's
/// documentation), sorted. A run is read by the miner's templates' widths, so only the rows of
/// long runs are split into words.
pub(crate) fn with_sort_breaks(lines: &Lines<'_>, templates: &Templates, kept: Kept) -> Kept {
    let width = |i: usize| templates.width(templates.of(i));
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    let mut breaks = 0;
    let mut start = 0;
    while start < lines.len() && breaks < MAX_BREAKS {
        let form = width(start);
        let end = (start + 1..lines.len()).find(|&j| width(j) != form).unwrap_or(lines.len());
        if form > 0 && end - start >= MIN_RUN {
            for at in breaks_in(lines, start..end).into_iter().take(MAX_BREAKS - breaks) {
                additions.add_whole_cut([at - 1, at].into_iter(), MAX_BYTES, Cut::Short);
                breaks += 1;
            }
        }
        start = end;
    }
    additions.into_kept(kept)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;

    fn with_breaks(lines: &Lines<'_>, kept: Kept) -> Kept {
        with_sort_breaks(lines, &Templates::mine(lines), kept)
    }

    fn assert_kept_after(text: &str, kept: &[usize], expected: &[usize]) {
        crate::squash::assert_kept_after(with_breaks, text, kept, expected);
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
            crate::squash::adds_at_most(with_breaks, &text, picks, 2 * MAX_BREAKS)?;
        }
    }
}
