//! A wrapped table's row is one row: when a block of a wrapped table keeps a row, the other
//! blocks keep the row of the same label.
//!
//! A table too wide for the terminal is printed in blocks, one under the other, each under a
//! header naming its share of the columns and each repeating the row labels — pandas' `count`,
//! `mean`, …, `max` over `Oban  Tobermory …`, then again over `Portpatrick  Campbeltown …`. A row
//! is then written in pieces, one a block: the selection keeps `max` in the second block (a fold's
//! last row) and leaves it out of the first, where `Wick`'s 9.871 stands. So a table under a
//! header (see `column_heads`) right after a block, past one blank line, that ends on as many
//! rows as it holds, each opening on the same first field as its row of the same place, is the
//! next piece of that block's table when its header names other columns (the same header again
//! is the same table printed again: an epoch's, an interval's) (the first piece may open on other lines, a warning printed
//! above it); a row kept in one piece keeps the rows of its place in the others,
//! at most [`MAX_ROWS`] rows and [`MAX_BYTES`] bytes added. Like `column_heads`, a rule about how
//! lines are laid out, for any text.

use ctx_squash_core::{Lines, Templates};

use crate::column_heads::heads_columns;
use crate::squash::Cut;

/// Rows added at most.
const MAX_ROWS: usize = 48;
/// Bytes of rows added at most.
const MAX_BYTES: usize = 6 * 1024;

/// `kept` (sorted by line) with the rows of a wrapped table's other blocks at the places of its
/// kept rows (see the module's documentation), sorted.
pub(crate) fn with_wrapped_rows(
    lines: &Lines<'_>,
    templates: &Templates,
    mut kept: Vec<(usize, Cut)>,
) -> Vec<(usize, Cut)> {
    let is_kept = |i: usize| kept.binary_search_by_key(&i, |&(k, _)| k).is_ok();
    let (mut added, mut bytes) = (Vec::new(), 0);
    for (rows, pieces) in wraps(lines, templates) {
        for place in 0..rows {
            if !pieces.iter().any(|&first| is_kept(first + place)) {
                continue;
            }
            for &first in &pieces {
                let i = first + place;
                let size = lines.bytes(i).len() + 1;
                if !is_kept(i) && added.len() < MAX_ROWS && bytes + size <= MAX_BYTES {
                    added.push((i, Cut::Normal));
                    bytes += size;
                }
            }
        }
    }
    if !added.is_empty() {
        kept.extend(added);
        kept.sort_unstable_by_key(|&(i, _)| i);
        kept.dedup_by_key(|&mut (i, _)| i);
    }
    kept
}

/// The wrapped tables of the output, in order: each its count of rows and the first row of each
/// of its pieces (at least two), one a block.
fn wraps(lines: &Lines<'_>, templates: &Templates) -> Vec<(usize, Vec<usize>)> {
    let n = lines.len();
    let blank = |i: usize| lines.lead(i).blank;
    let mut wraps: Vec<(usize, Vec<usize>)> = Vec::new();
    // The block read last, and whether the last wrap is still open (its last piece that block's).
    let (mut previous, mut open): (Option<(usize, usize)>, bool) = (None, false);
    let mut start = 0;
    while start < n {
        if blank(start) {
            start += 1;
            continue;
        }
        let end = (start + 1..n).find(|&j| blank(j)).unwrap_or(n);
        let rows = end - start - 1;
        // A table under a header goes on the block above it, past one blank line, when that
        // block ends on rows of the same labels, place by place (it may open on other lines:
        // a warning printed above the first piece).
        let linked = previous.filter(|&(p_start, p_end)| {
            p_end + 1 == start
                && p_end - p_start > rows
                && heads_columns(lines, templates, start, end)
                && same_labels(lines, p_end - rows, start + 1, rows)
                && !same_fields(lines, p_end - rows - 1, start)
                && holds_values(lines, p_end - rows, rows)
                && holds_values(lines, start + 1, rows)
        });
        match linked {
            Some((_, p_end)) => {
                let continues = open
                    && wraps
                        .last()
                        .is_some_and(|(r, pieces)| *r == rows && pieces.last() == Some(&(p_end - rows)));
                if !continues {
                    wraps.push((rows, vec![p_end - rows]));
                }
                if let Some((_, pieces)) = wraps.last_mut() {
                    pieces.push(start + 1);
                }
                open = true;
            }
            None => open = false,
        }
        previous = Some((start, end));
        start = end;
    }
    wraps
}

/// Whether lines `a` and `b` hold the same fields: a header naming the columns the block above
/// named is the same table printed again (an epoch's, an interval's), not its next piece.
fn same_fields(lines: &Lines<'_>, a: usize, b: usize) -> bool {
    let fields = |i: usize| lines.bytes(i).split(u8::is_ascii_whitespace).filter(|field| !field.is_empty());
    fields(a).eq(fields(b))
}

/// Whether each of the `rows` lines from `a` holds a value, a digit: a table's row does (a run of
/// labels alone is no table's piece).
fn holds_values(lines: &Lines<'_>, a: usize, rows: usize) -> bool {
    (a..a + rows).all(|i| lines.bytes(i).iter().any(u8::is_ascii_digit))
}

/// Whether the `rows` lines from `a` and those from `b` open on the same first fields, place by
/// place.
fn same_labels(lines: &Lines<'_>, a: usize, b: usize, rows: usize) -> bool {
    let first = |i: usize| lines.bytes(i).split(u8::is_ascii_whitespace).find(|field| !field.is_empty());
    (0..rows).all(|k| first(a + k).is_some() && first(a + k) == first(b + k))
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;
    use crate::column_heads::tests::WIDE;
    use proptest::prelude::*;

    /// The lines kept after the pass, given those kept before.
    fn after(text: &str, kept: &[usize]) -> Vec<usize> {
        let lines = Lines::new(text);
        let templates = Templates::mine(&lines);
        let kept = kept.iter().map(|&i| (i, Cut::Normal)).collect();
        with_wrapped_rows(&lines, &templates, kept).into_iter().map(|(i, _)| i).collect()
    }

    #[test]
    fn a_table_printed_again_under_the_same_header_is_no_piece() {
        // Per-epoch stats (review of lost20): twenty tables of the same columns, one after
        // another, are twenty tables; the last `loss` kept adds no other epoch's.
        let mut epochs = String::new();
        for e in 0..20 {
            let _ = write!(epochs, "      train  valid\nloss   0.{e}1   0.{e}2\nacc    0.{e}3   0.{e}4\n\n");
        }
        let last_loss = 19 * 4 + 1;
        assert_eq!(after(&epochs, &[last_loss]), vec![last_loss]);
    }

    #[test]
    fn a_row_kept_in_one_block_keeps_its_pieces_in_the_others() {
        // The second block's `max`: the first block's `max` joins it, where 9.901 stands.
        assert_eq!(after(WIDE, &[8]), vec![3, 8]);
        // The first block's `count` and the second's `mean`.
        assert_eq!(after(WIDE, &[1, 7]), vec![1, 2, 6, 7]);
        // Headers alone keep no row.
        assert_eq!(after(WIDE, &[0, 5]), vec![0, 5]);
    }

    #[test]
    fn a_first_block_may_open_on_other_lines() {
        let warned = format!("frames.py:35: UserWarning: parsing dates\n{WIDE}");
        assert_eq!(after(&warned, &[9]), vec![4, 9]);
    }

    #[test]
    fn blocks_that_are_no_wrap_are_left_alone() {
        // Other labels, or another count of rows: two tables, not one wrapped.
        let other = WIDE.replace("mean         2.853", "median       2.853");
        assert_eq!(after(&other, &[8]), vec![8]);
        let fewer = WIDE.replace("mean         2.853        2.980   2.858\n", "");
        assert_eq!(after(&fewer, &[7]), vec![7]);
        // Two blank lines between the blocks part them.
        let apart = WIDE.replace("\n\n", "\n\n\n");
        assert_eq!(after(&apart, &[9]), vec![9]);
    }

    proptest! {
        /// Any text and selection: no panic; the selection is kept, sorted and once each; an added
        /// line is a row holding a digit whose first field some kept line opens on too.
        #[test]
        fn added_rows_share_a_kept_rows_label(
            text in "((count|mean|max) [0-9. ]{0,10}|[a-c ]{0,10}|x y|)(\n((count|mean|max) [0-9. ]{0,10}|[a-c ]{0,10}|x y|)){0,40}",
            picks in prop::collection::vec(0usize..45, 0..10),
        ) {
            let (text, before) = crate::squash::rows_and_selection(&text.lines().collect::<Vec<_>>(), picks);
            let lines = Lines::new(&text);
            let got = after(&text, &before);
            prop_assert!(got.windows(2).all(|w| w[0] < w[1]));
            prop_assert!(before.iter().all(|i| got.contains(i)));
            let first = |i: usize| lines.get(i).split_ascii_whitespace().next();
            for &i in got.iter().filter(|i| !before.contains(i)) {
                prop_assert!(lines.get(i).bytes().any(|b| b.is_ascii_digit()));
                prop_assert!(before.iter().any(|&k| first(k) == first(i)));
            }
        }
    }
}
