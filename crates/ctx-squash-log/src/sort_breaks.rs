//! A column of numbers sorted as text keeps the rows of its largest and smallest numbers: in a
//! run of rows of one shape whose numbers in one column follow each other in the order of their
//! bytes but not of their values, the rows holding its numeric maximum and minimum are kept.
//!
//! sqlite3 sorts the `kg` column an `.import` made TEXT as text: `9.8`, `9.7`, … `6.1`, then
//! `35.9`, `35.8`, … `10.1` — or, over a wider range, `4.0`, `35.9`, … `30.1`, `3.7`, … `3.0`,
//! `29.7`, …. The listing reads as sorted heaviest first, and the true heaviest, 35.9, folds with
//! the rest of its rows. Numbers in the order of their bytes but not of their values were
//! compared as words: where the listing's own order puts them says nothing of their size, so the
//! rows it hides — the largest and the smallest number — are the ones to show, whatever the
//! range (one break or many). A counter that resets, two sorted lists joined end to end, are in
//! no order of bytes either (`9` then `10`): nothing. So, after the selection, in every run of at
//! least [`MIN_RUN`] consecutive lines, no blank among them, a column is a word position counted
//! from the row's left or from its right (sqlite3's `.mode column` writes a yard `north yard`:
//! a cell of two words shifts the columns after it, not those read from the right), and its
//! numbers are the consecutive rows that each write one there (digits with at most one `.`; a
//! row of more than [`MAX_LINE`] bytes writes none). Such numbers, at least [`MIN_RUN`] rows, that
//! never step against the order of bytes, step with it at least [`MIN_STEPS`] times, and step
//! both ways by value, keep the first row holding their largest number and the first holding
//! their smallest, cut short. At most [`MAX_COLUMNS`] columns over the output, the first ones. A
//! rule about how a listing sorted as text is read, for any listing.

use std::cmp::Ordering;

use ctx_squash_core::{Lines, Templates};

use crate::additions::Additions;
use crate::squash::{Cut, Kept};

/// Rows of a run at least for its order to be read.
const MIN_RUN: usize = 32;
/// Steps in the order of bytes at least for a column to be sorted as text.
const MIN_STEPS: usize = 24;
/// Bytes of a row at most.
const MAX_LINE: usize = 256;
/// Words of a row read at most.
const MAX_WORDS: usize = 16;
/// Columns sorted as text kept at most over the output.
const MAX_COLUMNS: usize = 4;
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

/// How one column of a run reads, from its first number on: its last word, how often it stepped
/// down and up by bytes and by value, and the first lines of its largest and smallest numbers.
#[derive(Default)]
struct Column<'a> {
    started: bool,
    first: usize,
    last: &'a [u8],
    last_value: f64,
    /// Steps down and up in the order of bytes.
    text: [usize; 2],
    /// Steps down and up by value.
    value: [usize; 2],
    largest: (f64, usize),
    smallest: (f64, usize),
}

impl<'a> Column<'a> {
    /// The column's first number, `value` written as `word` at line `at`.
    fn start(&mut self, at: usize, word: &'a [u8], value: f64) {
        (self.started, self.first, self.last, self.last_value) = (true, at, word, value);
        (self.largest, self.smallest) = ((value, at), (value, at));
    }

    /// The column's next number.
    fn step(&mut self, at: usize, word: &'a [u8], value: f64) {
        let count = |steps: &mut [usize; 2], order: Option<Ordering>| match order {
            Some(Ordering::Less) => steps[0] += 1,
            Some(Ordering::Greater) => steps[1] += 1,
            _ => {}
        };
        count(&mut self.text, Some(word.cmp(self.last)));
        count(&mut self.value, value.partial_cmp(&self.last_value));
        if value > self.largest.0 {
            self.largest = (value, at);
        }
        if value < self.smallest.0 {
            self.smallest = (value, at);
        }
        (self.last, self.last_value) = (word, value);
    }

    /// The row's word there and its number, `None` for no number: the column's next number, or
    /// its end.
    fn read(&mut self, at: usize, word: Option<&(&'a [u8], Option<f64>)>, found: &mut Vec<[usize; 2]>) {
        match word {
            Some(&(word, Some(value))) if self.started => self.step(at, word, value),
            Some(&(word, Some(value))) => self.start(at, word, value),
            _ if self.started => self.end(at, found),
            _ => {}
        }
    }

    /// The column's numbers end at line `end`: the lines of its largest and smallest numbers
    /// when it is sorted as text but not as numbers (see the module's documentation), once;
    /// then it reads afresh.
    fn end(&mut self, end: usize, found: &mut Vec<[usize; 2]>) {
        if !self.started {
            return;
        }
        let [down, up] = self.text;
        let one_way = (down == 0 && up >= MIN_STEPS) || (up == 0 && down >= MIN_STEPS);
        let by_value_both = self.value.iter().all(|&steps| steps > 0);
        let rows = [self.largest.1, self.smallest.1];
        if self.started && end - self.first >= MIN_RUN && one_way && by_value_both && !found.contains(&rows) {
            found.push(rows);
        }
        *self = Column::default();
    }
}

/// The lines of the largest and smallest numbers of each column sorted as text in `run` (see
/// the module's documentation), each row's words read once. A column is read from the row's
/// left and from its right, so a cell of two words (`north yard`) shifts only the columns on its
/// other side. At most `limit` columns, the first found: the rest of the run is not read.
fn sorted_as_text_in(lines: &Lines<'_>, run: std::ops::Range<usize>, limit: usize) -> Vec<[usize; 2]> {
    let mut from_left: Vec<Column<'_>> = (0..MAX_WORDS).map(|_| Column::default()).collect();
    let mut from_right: Vec<Column<'_>> = (0..MAX_WORDS).map(|_| Column::default()).collect();
    let mut found = Vec::new();
    // Each word of a row with its number, read once for both ends.
    let mut words: Vec<(&[u8], Option<f64>)> = Vec::new();
    // Past the columns each end reads (the row's words, or a column started), none is started.
    let (mut left_reach, mut right_reach) = (0, 0);
    for i in run.clone() {
        if found.len() >= limit {
            found.truncate(limit);
            return found;
        }
        let line = lines.bytes(i);
        words.clear();
        // A row without a digit writes no number: split only when one does.
        if line.len() <= MAX_LINE && line.iter().any(u8::is_ascii_digit) {
            words.extend(
                line.split(u8::is_ascii_whitespace).filter(|w| !w.is_empty()).map(|w| (w, number(w))),
            );
        }
        let reach = words.len().min(MAX_WORDS);
        let (left, right) = (reach.max(left_reach), reach.max(right_reach));
        (left_reach, right_reach) = (0, 0);
        for (k, column) in from_left.iter_mut().enumerate().take(left) {
            column.read(i, words.get(k), &mut found);
            if column.started {
                left_reach = k + 1;
            }
        }
        for (k, column) in from_right.iter_mut().enumerate().take(right) {
            column.read(i, words.len().checked_sub(k + 1).and_then(|at| words.get(at)), &mut found);
            if column.started {
                right_reach = k + 1;
            }
        }
    }
    for column in from_left.iter_mut().chain(&mut from_right) {
        column.end(run.end, &mut found);
    }
    found.truncate(limit);
    found
}

/// `kept` (sorted by line) with the rows of the largest and smallest numbers of each column
/// sorted as text (see the module's documentation), sorted.
#[cfg(test)]
pub(crate) fn with_sort_breaks(lines: &Lines<'_>, templates: &Templates, kept: Kept) -> Kept {
    with_sorted(lines, &sorted_as_text(lines, templates), kept)
}

/// The rows of the largest and smallest numbers of each column sorted as text (see the module's
/// documentation), at most [`MAX_COLUMNS`] columns, the first ones: what [`with_sorted`] keeps,
/// read of the lines and their templates alone (a two-thread squash reads it beside the miner).
/// A run is read by the miner's templates' widths (no blank line among its rows), and within it
/// only the stretches of [`MIN_RUN`] rows or more that each write a number word (a row that
/// writes none ends every column: the next row reads afresh) are split into words.
pub(crate) fn sorted_as_text(lines: &Lines<'_>, templates: &Templates) -> Vec<[usize; 2]> {
    let blank = |i: usize| templates.width(templates.of(i)) == 0;
    let mut found = Vec::new();
    let mut start = 0;
    while start < lines.len() && found.len() < MAX_COLUMNS {
        let form = blank(start);
        let end = (start + 1..lines.len()).find(|&j| blank(j) != form).unwrap_or(lines.len());
        if !form && end - start >= MIN_RUN {
            let numbered = |i: usize| {
                let line = lines.bytes(i);
                line.len() <= MAX_LINE && has_number_word(line)
            };
            // A stretch of MIN_RUN rows or more holds one of every MIN_RUN rows from `from` on:
            // only those are read first, and a stretch is read out from one that writes a number
            // word, back to the row after `from`'s last that wrote none and on to the next that
            // writes none. A run of rows with no number word is read a row in MIN_RUN.
            let mut from = start;
            let mut probe = from + MIN_RUN - 1;
            while probe < end && found.len() < MAX_COLUMNS {
                if !numbered(probe) {
                    probe += MIN_RUN;
                    continue;
                }
                let first = (from..probe).rev().find(|&i| !numbered(i)).map_or(from, |i| i + 1);
                let last = (probe + 1..end).find(|&i| !numbered(i)).unwrap_or(end);
                if last - first >= MIN_RUN {
                    found.extend(sorted_as_text_in(lines, first..last, MAX_COLUMNS - found.len()));
                }
                // The line that ended the numbers writes none: it is not read again.
                from = last + 1;
                probe = from + MIN_RUN - 1;
            }
        }
        start = end;
    }
    found
}

/// The first ASCII digit of `line` from byte `from` on, looked for eight bytes at a time.
fn next_digit(line: &[u8], mut from: usize) -> Option<usize> {
    while let Some(chunk) = line.get(from..from + 8).and_then(|chunk| <[u8; 8]>::try_from(chunk).ok()) {
        let digits = ctx_squash_core::bytes_in(u64::from_le_bytes(chunk), b'0', b'9');
        if digits != 0 {
            return Some(from + (digits.trailing_zeros() / 8) as usize);
        }
        from += 8;
    }
    line.get(from..)?.iter().position(u8::is_ascii_digit).map(|k| from + k)
}

/// Whether `line` writes a number word (see [`number`]): only the runs of digits and `.` are
/// looked at, each from its first digit, found eight bytes at a time; a run is a number word when
/// blanks (or the line's ends) stand on both its sides, so the word around it is never read.
fn has_number_word(line: &[u8]) -> bool {
    let numeral = |b: &u8| b.is_ascii_digit() || *b == b'.';
    let mut from = 0;
    while let Some(at) = next_digit(line, from) {
        // Before its first digit a number writes a `.` at most (`.5`); the bytes from `from` to
        // `at` hold no digit, and `from` itself no numeral, so the run opens past it.
        let before =
            line.get(..at).map_or(0, |before| before.iter().rev().take_while(|b| **b == b'.').count());
        let start = at - before;
        let end = at + line.get(at..).map_or(0, |after| after.iter().take_while(|b| numeral(b)).count());
        let opens = start == 0 || line.get(start - 1).is_some_and(u8::is_ascii_whitespace);
        let closes = line.get(end).is_none_or(u8::is_ascii_whitespace);
        if opens && closes && number(line.get(start..end).unwrap_or_default()).is_some() {
            return true;
        }
        from = end;
    }
    false
}

/// `kept` (sorted by line) with each of `columns`' rows (a [`sorted_as_text`]), cut short,
/// sorted.
pub(crate) fn with_sorted(lines: &Lines<'_>, columns: &[[usize; 2]], kept: Kept) -> Kept {
    if columns.is_empty() {
        return kept;
    }
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    for rows in columns {
        additions.add_whole_cut(rows.iter().copied(), MAX_BYTES, Cut::Short);
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
        sorted_as_text_in_yards(rows, ["north", "south", "heath"])
    }

    /// [`sorted_as_text`] in the three `yards`.
    fn sorted_as_text_in_yards(rows: usize, yards: [&str; 3]) -> String {
        let mut weights: Vec<u32> = (0..rows).map(|k| u32::try_from(40 + k * 7 % 330).unwrap_or(0)).collect();
        weights.sort_unstable_by_key(|&w| std::cmp::Reverse(format!("{}.{}", w / 10, w % 10)));
        let mut text = String::from("yard      stand  kg\n--------  -----  ----\n");
        for (k, w) in weights.iter().enumerate() {
            let _ = writeln!(text, "{:<10} {:<6} {}.{}", yards[k % 3], k % 8 + 1, w / 10, w % 10);
        }
        text
    }

    /// The lines of the largest and smallest numbers of column `k` of `text`'s rows past its
    /// heading, counted from the right (the first of each).
    fn extremes(text: &str, k: usize) -> [usize; 2] {
        let values: Vec<(usize, f64)> = text
            .lines()
            .enumerate()
            .skip(2)
            .filter_map(|(i, line)| Some((i, line.split_whitespace().nth_back(k)?.parse().ok()?)))
            .collect();
        let first = |better: fn(f64, f64) -> bool| {
            values.iter().fold(None, |best: Option<(usize, f64)>, &(i, v)| match best {
                Some((_, b)) if !better(v, b) => best,
                _ => Some((i, v)),
            })
        };
        let at = |found: Option<(usize, f64)>| found.map_or(0, |(i, _)| i);
        [at(first(|v, b| v > b)), at(first(|v, b| v < b))]
    }

    #[track_caller]
    fn assert_keeps_extremes(text: &str, k: usize) {
        let mut expected = vec![0];
        expected.extend(extremes(text, k));
        expected.sort_unstable();
        expected.dedup();
        assert_kept_after(text, &[0], &expected);
    }

    #[test]
    fn a_column_sorted_as_text_keeps_its_largest_and_smallest() {
        // 4.0 to 36.9 sorted as text, heaviest first: one break, 35.9's row and 10.x's kept.
        assert_keeps_extremes(&sorted_as_text(60), 0);
    }

    #[test]
    fn a_cell_of_two_words_leaves_the_column_read() {
        // sqlite3's `.mode column` writes a yard `north yard`: the rows of two words there are
        // of the listing all the same, and the smallest weight is kept (review71: the run was cut
        // at each of them, 3.0's row lost).
        let text = sorted_as_text_in_yards(60, ["north yard", "south", "heath"]);
        assert_keeps_extremes(&text, 0);
        // And a column read from the left, a cell of two words after it.
        let mut swapped = String::new();
        for line in text.lines().skip(2) {
            let mut words: Vec<&str> = line.split_whitespace().collect();
            words.rotate_right(1);
            let _ = writeln!(swapped, "{}", words.join(" "));
        }
        let lines: Vec<&str> = swapped.lines().collect();
        let [largest, smallest] = extremes(&text, 0).map(|i| i - 2);
        let kept = with_breaks(&Lines::new(&swapped), vec![(0, Cut::Normal)]);
        assert_eq!(
            kept.iter().map(|&(i, _)| i).collect::<Vec<_>>(),
            {
                let mut expected = vec![0, largest, smallest];
                expected.sort_unstable();
                expected.dedup();
                expected
            },
            "{lines:?}"
        );
    }

    #[test]
    fn a_column_sorted_as_text_over_a_wide_range_keeps_them_too() {
        // 1.0 to 35.9: the order of bytes breaks the values at 4.0 / 35.9, 30.1 / 3.7, 3.0 /
        // 29.7, … (review68: a rule that read one break kept nothing).
        let mut weights: Vec<u32> = (0..90).map(|k| 10 + k * 349 / 89).collect();
        weights.sort_unstable_by_key(|&w| std::cmp::Reverse(format!("{}.{}", w / 10, w % 10)));
        let mut text = String::from("yard      kg\n--------  ----\n");
        for (k, w) in weights.iter().enumerate() {
            let _ = writeln!(text, "{:<9} {}.{}", ["north", "south", "heath"][k % 3], w / 10, w % 10);
        }
        let [largest, smallest] = extremes(&text, 0);
        assert!(text.lines().nth(largest).is_some_and(|line| line.ends_with("35.9")), "{text}");
        assert!(text.lines().nth(smallest).is_some_and(|line| line.ends_with(" 1.0")), "{text}");
        assert_keeps_extremes(&text, 0);
    }

    #[test]
    fn a_column_sorted_or_unsorted_keeps_nothing() {
        // Sorted throughout, as numbers and as text: nothing hidden.
        let mut text = String::new();
        for k in 0..60 {
            let _ = writeln!(text, "row {} {}", 600 - k * 3, k % 7);
        }
        assert_kept_after(&text, &[0], &[0]);
        // A counter reset once, or twice: in no order of bytes, nothing kept (review68: the
        // reset's two rows were kept, noise).
        assert_kept_after(&text.replacen("row 450", "row 999", 1), &[0], &[0]);
        let twice = text.replacen("row 450", "row 999", 1).replacen("row 501", "row 998", 1);
        assert_kept_after(&twice, &[0], &[0]);
        let mut counter = String::new();
        for k in (1..=40).chain(1..=30) {
            let _ = writeln!(counter, "step {k} done");
        }
        assert_kept_after(&counter, &[0], &[0]);
        // Too few rows sorted as text.
        let short: String = sorted_as_text(60).lines().take(20).flat_map(|line| [line, "\n"]).collect();
        assert_kept_after(&short, &[0], &[0]);
    }

    /// The columns sorted as text as each blank-free run read whole finds them, every row split
    /// into words: what reading only the stretches of rows that write a number word must find.
    fn sorted_as_text_whole_runs(lines: &Lines<'_>, templates: &Templates) -> Vec<[usize; 2]> {
        let blank = |i: usize| templates.width(templates.of(i)) == 0;
        let (mut found, mut start) = (Vec::new(), 0);
        while start < lines.len() && found.len() < MAX_COLUMNS {
            let form = blank(start);
            let end = (start + 1..lines.len()).find(|&j| blank(j) != form).unwrap_or(lines.len());
            if !form && end - start >= MIN_RUN {
                found.extend(sorted_as_text_in(lines, start..end, MAX_COLUMNS - found.len()));
            }
            start = end;
        }
        found
    }

    proptest! {
        /// The first digit from any byte on, read eight bytes at a time, is the one a byte by byte
        /// reading finds.
        #[test]
        fn the_next_digit_is_the_first_from_there(line in "[ a.9x0é]{0,30}", from in 0usize..32) {
            let line = line.as_bytes();
            let expected = line.get(from..).and_then(|rest| rest.iter().position(u8::is_ascii_digit)).map(|k| from + k);
            prop_assert_eq!(next_digit(line, from), expected);
        }

        /// A line writes a number word when one of its words, split at whitespace, is a number:
        /// reading only its runs of digits and `.` finds what reading every word finds.
        #[test]
        fn a_number_word_is_found_by_its_run_of_digits(line in "[ \t.a1x_é-]{0,40}") {
            let line = line.as_bytes();
            let expected = line.split(u8::is_ascii_whitespace).any(|word| number(word).is_some());
            prop_assert_eq!(has_number_word(line), expected);
        }

        /// Stretches of rows sorted as text, apart or side by side, broken by rows of no number
        /// word, blank lines and rows too long: the columns read stretch by stretch are the ones
        /// the whole runs give.
        #[test]
        fn the_stretches_of_number_words_find_what_the_whole_runs_find(
            parts in prop::collection::vec((0usize..5, 0usize..70, any::<bool>()), 1..8),
        ) {
            let mut text = String::new();
            for (kind, rows, descending) in parts {
                match kind {
                    0 => text.push('\n'),
                    1 => text.push_str("a b c0 1x\n"),
                    2 => {
                        text.push_str(&"x ".repeat(140));
                        text.push_str("7\n");
                    }
                    _ => {
                        let mut values: Vec<String> =
                            (0..rows).map(|k| format!("{}.{}", (k * 37 % 400) / 10, k % 10)).collect();
                        values.sort_unstable();
                        if descending {
                            values.reverse();
                        }
                        for (k, value) in values.iter().enumerate() {
                            let _ = writeln!(text, "row{} {value} w{}", k % 3, k % 7);
                        }
                    }
                }
            }
            let lines = Lines::new(&text);
            let templates = Templates::mine(&lines);
            prop_assert_eq!(super::sorted_as_text(&lines, &templates), sorted_as_text_whole_runs(&lines, &templates));
        }

        /// Any lines and selection: what is kept stays kept, sorted, each once, at most two rows
        /// a column.
        #[test]
        fn breaks_only_add(rows in prop::collection::vec("r [0-9]{1,2}", 0..80), picks in prop::collection::vec(0usize..80, 0..10)) {
            let text: String = rows.iter().flat_map(|row| [row.as_str(), "\n"]).collect();
            crate::squash::adds_at_most(with_breaks, &text, picks, 2 * MAX_COLUMNS)?;
        }

        /// A listing under a heading, a column of numbers sorted as text (or as numbers) beside
        /// noise columns, the first of one word or two, the last of one: the rows of the column's largest and smallest numbers are kept when it
        /// is sorted as text but not as numbers, and nothing else is added.
        #[test]
        fn a_column_sorted_as_text_keeps_its_extremes(
            values in prop::collection::vec(1u32..4000, 40..90),
            noise in prop::collection::vec("[a-z]{2,6}( [a-z]{2,5})?", 40..90),
            as_text in any::<bool>(),
            descending in any::<bool>(),
        ) {
            let mut values = values;
            if as_text {
                values.sort_unstable_by_key(|v| format!("{}.{}", v / 10, v % 10));
            } else {
                values.sort_unstable();
            }
            if descending {
                values.reverse();
            }
            let mut text = String::from("name    kg     tag\n------  -----  ---\n");
            for (k, v) in values.iter().enumerate() {
                let word = noise.get(k % noise.len()).map_or("x", String::as_str);
                let tag = word.split(' ').next().unwrap_or(word);
                let _ = writeln!(text, "{word:<7} {}.{:<4} {tag}", v / 10, v % 10);
            }
            let lines = Lines::new(&text);
            let kept = with_breaks(&lines, vec![(0, Cut::Normal)]);
            let tenths: Vec<u32> = values.iter().map(|v| v / 10 * 10 + v % 10).collect();
            let sorted_by_value = tenths.windows(2).all(|w| w[0] <= w[1]) || tenths.windows(2).all(|w| w[0] >= w[1]);
            let words: Vec<String> = values.iter().map(|v| format!("{}.{}", v / 10, v % 10)).collect();
            let steps = words.windows(2).filter(|w| w[0] != w[1]).count();
            if sorted_by_value || steps < MIN_STEPS {
                prop_assert_eq!(kept.len(), 1);
            } else {
                let mut expected = vec![0];
                expected.extend(extremes(&text, 1));
                expected.sort_unstable();
                expected.dedup();
                prop_assert_eq!(kept.iter().map(|&(i, _)| i).collect::<Vec<_>>(), expected);
            }
        }
    }
}
