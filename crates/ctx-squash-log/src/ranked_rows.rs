//! A kept row of a ranked listing keeps the rows that outrank it: in rows sorted by a number from
//! the largest down, a row is read by its rank, and a kept second row without the first says it
//! is the largest.
//!
//! `sqlite3_analyzer`'s `Page counts for all tables and indices separately` ranks the table's own
//! `HIDES … 74 45.7%` over its index's `HIDES_NOTE … 72 44.4%`. The selection keeps the index's row
//! (it names the index a section is about) and leaves the table's to a gap: the one comparison the
//! listing makes — the index is as large as its table — reads as an index larger than anything.
//! So, after the selection, a kept row of a run of at least [`MIN_ROWS`] consecutive lines of one
//! shape (one indent, as many words; read by words, not templates: the miner files `HIDES…` and
//! `HIDES_NOTE…` apart) whose first number (a count, a size, a share: `%` and `,` aside) never
//! grows down the run and falls from its first row to its last, at rank 2 to [`MAX_RANK`] + 1,
//! keeps the rows above it in the run. At most [`MAX_LINES`] lines and [`MAX_BYTES`] bytes; a run
//! is read [`MAX_RUN`] lines below the kept row at most. A rule about how a ranking is written,
//! for any listing.

use ctx_squash_core::Lines;

use crate::additions::Additions;
use crate::squash::{Cut, Kept};

/// Rows of a run at least for it to be a ranking.
const MIN_ROWS: usize = 4;
/// Rows above a kept row it keeps at most: a row ranked lower is read among the rows around it.
const MAX_RANK: usize = 2;
/// Lines of a run read at most below a kept row.
const MAX_RUN: usize = 64;
/// Bytes of a row at most.
const MAX_LINE: usize = 512;
/// Lines added at most.
const MAX_LINES: usize = 8;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 1024;

/// A row's first number: a word of digits with at most one `.`, after a trailing `%` or `,` is
/// set aside.
fn number(line: &[u8]) -> Option<f64> {
    line.split(u8::is_ascii_whitespace).find_map(|word| {
        let end = word.iter().rposition(|&b| b != b'%' && b != b',').map_or(0, |last| last + 1);
        let v = word.get(..end)?;
        let digits = !v.is_empty()
            && v.iter().all(|&b| b.is_ascii_digit() || b == b'.')
            && v.iter().position(|&b| b == b'.') == v.iter().rposition(|&b| b == b'.')
            && v.iter().any(u8::is_ascii_digit);
        if digits { std::str::from_utf8(v).ok()?.parse().ok() } else { None }
    })
}

/// A row's shape: its indent and how many words it writes; `None` for a blank line or one longer
/// than [`MAX_LINE`] bytes.
fn shape(line: &[u8]) -> Option<(usize, usize)> {
    if line.len() > MAX_LINE || line.trim_ascii().is_empty() {
        return None;
    }
    let indent = line.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
    Some((indent, line.split(u8::is_ascii_whitespace).filter(|word| !word.is_empty()).count()))
}

/// `kept` (sorted by line) with the rows that outrank each kept row of a ranking added (see the
/// module's documentation), sorted.
pub(crate) fn with_ranked_rows(lines: &Lines<'_>, kept: Kept) -> Kept {
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    for &(i, _) in &kept {
        if additions.count() >= MAX_LINES {
            break;
        }
        let Some(form) = shape(lines.bytes(i)) else { continue };
        let alike = |k: usize| shape(lines.bytes(k)) == Some(form);
        let start = (i.saturating_sub(MAX_RANK + 1)..i).rev().take_while(|&k| alike(k)).last().unwrap_or(i);
        let rank = i - start;
        if !(1..=MAX_RANK).contains(&rank) || start.checked_sub(1).is_some_and(alike) {
            continue;
        }
        // The rows down to the kept one first: without a number each, or growing, they rank
        // nothing whatever the rows below hold, and those are not read.
        let mut last = f64::INFINITY;
        let mut ranked_above = true;
        for k in start..=i {
            match number(lines.bytes(k)) {
                Some(value) if value <= last => last = value,
                _ => {
                    ranked_above = false;
                    break;
                }
            }
        }
        if !ranked_above {
            continue;
        }
        if ranks(lines, &alike, start, i) {
            for k in start..i {
                additions.add(k, Cut::Short);
            }
        }
    }
    additions.into_kept(kept)
}

/// Whether the run of rows `alike` from `start` through the kept row `i` and on below it (at most
/// [`MAX_RUN`] more) is a ranking: [`MIN_ROWS`] rows at least, each with a number, never growing
/// down the run, the first greater than the last.
fn ranks(lines: &Lines<'_>, alike: &impl Fn(usize) -> bool, start: usize, i: usize) -> bool {
    let end =
        (i + 1..lines.len().min(i + 1 + MAX_RUN)).take_while(|&k| alike(k)).last().map_or(i + 1, |k| k + 1);
    if end - start < MIN_ROWS {
        return false;
    }
    let values: Option<Vec<f64>> = (start..end).map(|k| number(lines.bytes(k))).collect();
    values.is_some_and(|values| {
        values.windows(2).all(|pair| matches!(pair, [above, below] if above >= below))
            && values.first().zip(values.last()).is_some_and(|(first, last)| first > last)
    })
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;

    fn assert_kept_after(text: &str, kept: &[usize], expected: &[usize]) {
        crate::squash::assert_kept_after(with_ranked_rows, text, kept, expected);
    }

    /// `sqlite3_analyzer`'s page counts, a heading over rows of `counts`.
    fn pages(counts: &[u32]) -> String {
        let mut text = String::from("*** Page counts for all tables and indices separately ***\n\n");
        for (name, count) in ["HIDES", "HIDES_NOTE", "HIDES_TAG", "LOTS", "VATS", "SCHEMA"].iter().zip(counts)
        {
            let _ = writeln!(text, "{name:.<20} {count}   {:.1}%", f64::from(*count) / 1.62);
        }
        text
    }

    #[test]
    fn the_second_row_keeps_the_first() {
        let text = pages(&[74, 72, 10, 3, 1, 1]);
        assert_kept_after(&text, &[0, 3], &[0, 2, 3]);
        // Ranked third, it keeps both above; fourth, none.
        assert_kept_after(&text, &[0, 4], &[0, 2, 3, 4]);
        assert_kept_after(&text, &[0, 5], &[0, 5]);
    }

    #[test]
    fn rows_not_ranked_keep_nothing() {
        // A number that grows somewhere down the run is no ranking; nor are rows all alike.
        assert_kept_after(&pages(&[74, 72, 80, 3, 1]), &[0, 3], &[0, 3]);
        assert_kept_after(&pages(&[5, 5, 5, 5]), &[0, 3], &[0, 3]);
        // Three rows are too few.
        assert_kept_after(&pages(&[74, 72, 10]), &[0, 3], &[0, 3]);
    }

    /// The pass as first written: the run below read before the rows above are.
    fn with_ranked_rows_reading_below_first(lines: &Lines<'_>, kept: Kept) -> Kept {
        let mut additions = Additions::new(lines, &kept, MAX_BYTES);
        for &(i, _) in &kept {
            if additions.count() >= MAX_LINES {
                break;
            }
            let Some(form) = shape(lines.bytes(i)) else { continue };
            let alike = |k: usize| shape(lines.bytes(k)) == Some(form);
            let start =
                (i.saturating_sub(MAX_RANK + 1)..i).rev().take_while(|&k| alike(k)).last().unwrap_or(i);
            let rank = i - start;
            if !(1..=MAX_RANK).contains(&rank) || start.checked_sub(1).is_some_and(alike) {
                continue;
            }
            if ranks(lines, &alike, start, i) {
                for k in start..i {
                    additions.add(k, Cut::Short);
                }
            }
        }
        additions.into_kept(kept)
    }

    proptest! {
        /// Any rows and selection: the rows above a kept row read first give what reading the
        /// run below first gives.
        #[test]
        fn rows_above_read_first_rank_as_before(
            rows in prop::collection::vec("([AB]{1,2} (9|[0-9]{1,2}|x)%?|C x y|)", 0..40),
            picks in prop::collection::vec(0usize..40, 0..10),
        ) {
            let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
            let (text, kept) = crate::squash::rows_and_selection(&rows, picks);
            let lines = Lines::new(&text);
            let before: Kept = kept.iter().map(|&i| (i, Cut::Normal)).collect();
            let below_first = with_ranked_rows_reading_below_first(&lines, before.clone());
            prop_assert_eq!(with_ranked_rows(&lines, before), below_first);
        }

        /// Any lines and selection: what is kept stays kept, sorted, each once, at most
        /// [`MAX_LINES`] added (a kept row adds at most [`MAX_RANK`] rows).
        #[test]
        fn ranks_only_add(rows in prop::collection::vec("[AB]{1,2} [0-9]{1,2}%?", 0..40), picks in prop::collection::vec(0usize..40, 0..10)) {
            let (text, kept) = crate::squash::rows_and_selection(&rows.iter().map(String::as_str).collect::<Vec<_>>(), picks);
            let lines = Lines::new(&text);
            let before: Kept = kept.iter().map(|&i| (i, Cut::Normal)).collect();
            let after = with_ranked_rows(&lines, before.clone());
            prop_assert!(before.iter().all(|k| after.contains(k)));
            prop_assert!(after.windows(2).all(|pair| pair[0].0 < pair[1].0));
            prop_assert!(after.len() <= before.len() + MAX_LINES + MAX_RANK);
            prop_assert!(after.iter().all(|&(i, _)| i < lines.len()));
        }
    }
}
