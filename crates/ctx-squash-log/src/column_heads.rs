//! A table's header heads its kept rows: when a block of rows of values keeps a row, the line
//! that opens the block naming its columns is kept too.
//!
//! A table written as text opens on a line naming its columns — pandas' `Portpatrick
//! Campbeltown   Islay   Barra  Kinlochbervie` over `count   35.000  36.000 …`, a report's
//! `Name  Origin  Length  Attributes` — and a wide one is wrapped into blocks, each with its own
//! header over the same row labels. The header is a line of its own template, so the selection
//! keeps rows of a block (an outlier, a fold's first row) without it, and the numbers read as the
//! columns of the header kept above, another block's: silently wrong. So a block — the lines
//! after a blank (or the start) up to the next blank — whose first line names (holds no digit,
//! and another template than the line under it) where its rows hold values (a digit), at least
//! [`MIN_ROWS`] rows, most of which (two in three) hold as many fields (runs between blanks) as
//! the first row, as many as the header names or a few more (row labels: a date, a statistic's
//! name), is a table under a header, and keeps its header when it keeps a row; at most
//! [`MAX_HEADS`] headers and [`MAX_BYTES`] bytes. Like `titles`, a rule about how lines are laid
//! out, for any text.

use ctx_squash_core::{Lines, Templates};

use crate::squash::Cut;

/// Rows a table holds at least under its header.
const MIN_ROWS: usize = 2;
/// Rows read to tell a table: a long block is told by its first rows.
const READ_ROWS: usize = 64;
/// Fields a row holds at most beyond those its header names (its labels).
const LABELS: usize = 3;
/// Headers added at most.
const MAX_HEADS: usize = 16;
/// Bytes of headers added at most.
const MAX_BYTES: usize = 4 * 1024;

/// `kept` (sorted by line) with the headers of the tables it keeps rows of (see the module's
/// documentation), sorted.
pub(crate) fn with_column_heads(
    lines: &Lines<'_>,
    templates: &Templates,
    mut kept: Vec<(usize, Cut)>,
) -> Vec<(usize, Cut)> {
    let n = lines.len();
    let blank = |i: usize| lines.lead(i).blank;
    let is_kept = |i: usize| kept.binary_search_by_key(&i, |&(k, _)| k).is_ok();
    let (mut added, mut bytes) = (Vec::new(), 0);
    let mut start = 0;
    while start < n && added.len() < MAX_HEADS {
        if blank(start) {
            start += 1;
            continue;
        }
        let end = (start + 1..n).find(|&j| blank(j)).unwrap_or(n);
        let size = lines.bytes(start).len() + 1;
        // The first kept line past the header, found once.
        let next_kept = kept.partition_point(|&(k, _)| k <= start);
        let keeps_row = kept.get(next_kept).is_some_and(|&(k, _)| k < end);
        if keeps_row
            && bytes + size <= MAX_BYTES
            && !is_kept(start)
            && heads_columns(lines, templates, start, end)
        {
            added.push((start, Cut::Normal));
            bytes += size;
        }
        start = end;
    }
    if !added.is_empty() {
        kept.extend(added);
        kept.sort_unstable_by_key(|&(i, _)| i);
    }
    kept
}

/// Whether the block of lines `start..end` is a table under a header (see the module's
/// documentation).
pub(crate) fn heads_columns(lines: &Lines<'_>, templates: &Templates, start: usize, end: usize) -> bool {
    let rows = start + 1..end.min(start + 1 + READ_ROWS);
    if rows.len() < MIN_ROWS {
        return false;
    }
    let (head, first) = (lines.bytes(start), lines.bytes(rows.start));
    // A header names; its rows hold values.
    if head.iter().any(u8::is_ascii_digit)
        || !first.iter().any(u8::is_ascii_digit)
        || templates.of(start) == templates.of(rows.start)
    {
        return false;
    }
    let (named, width) = (fields(head), fields(first));
    named >= 2
        && (named..=named + LABELS).contains(&width)
        && rows.clone().filter(|&i| fields(lines.bytes(i)) == width).count() * 3 >= rows.len() * 2
}

/// A line's fields: its runs of bytes between blanks (a table's columns are parted by blanks).
pub(crate) fn fields(line: &[u8]) -> usize {
    line.split(u8::is_ascii_whitespace).filter(|field| !field.is_empty()).count()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The lines kept after the pass, given those kept before.
    fn after(text: &str, kept: &[usize]) -> Vec<usize> {
        let lines = Lines::new(text);
        let templates = Templates::mine(&lines);
        let kept = kept.iter().map(|&i| (i, Cut::Normal)).collect();
        with_column_heads(&lines, &templates, kept).into_iter().map(|(i, _)| i).collect()
    }

    /// A pandas frame too wide for the terminal, printed in two blocks (`wrapped_rows`' tests too).
    pub(crate) const WIDE: &str = "\
         Oban  Tobermory  Mallaig  \\
count  36.000     36.000   36.000
mean    2.983      2.782    2.803
max     4.874      9.901    3.938

       Portpatrick  Campbeltown   Islay
count       35.000       36.000  36.000
mean         2.853        2.980   2.858
max          3.987        4.897   4.290
";

    #[test]
    fn a_kept_row_keeps_its_blocks_header() {
        // The second block's `max` row: read under `Oban …` without its own header.
        assert_eq!(after(WIDE, &[0, 7]), vec![0, 5, 7]);
        // Both blocks' rows: both headers.
        assert_eq!(after(WIDE, &[3, 7]), vec![0, 3, 5, 7]);
        // No row kept: no header.
        assert_eq!(after(WIDE, &[]), Vec::<usize>::new());
    }

    #[test]
    fn what_is_no_table_under_a_header_is_left_alone() {
        // A paragraph: its lines share no template.
        let prose = "The first line of it\nruns on into a second line here\nand then a third one ends it.\n";
        assert_eq!(after(prose, &[2]), vec![2]);
        // A listing whose first line is a row like the others.
        let rows = "a.rs 12 3\nb.rs 40 1\nc.rs 7 0\n";
        assert_eq!(after(rows, &[2]), vec![2]);
        // `total 48` over `ls -l`'s rows names no columns (its rows hold far more fields).
        let ls = "total 48\n-rw-r--r-- 1 ada ada 120 Dec  5 10:00 a.rs\n-rw-r--r-- 1 ada ada 300 Dec  5 10:01 b.rs\n";
        assert_eq!(after(ls, &[2]), vec![2]);
        // A header over a single row is too little to tell.
        assert_eq!(after("name size\nx 1\n", &[1]), vec![1]);
        // A line holding a value is no header (a row of another shape), nor are rows of words.
        assert_eq!(after("run 1 of 3\nx 1 2\ny 3 4\n", &[2]), vec![2]);
        assert_eq!(after("name kind\nalpha beta\ngamma delta\n", &[2]), vec![2]);
    }

    proptest! {
        /// Any text and selection: no panic; the selection is kept, sorted and once each; an
        /// added line opens a block (the start or after a blank line) above a kept line of it.
        #[test]
        fn added_lines_head_kept_blocks(
            text in "([a-c ]{0,12}|[0-9. ]{0,12}|x y z)(\n([a-c ]{0,12}|[0-9. ]{0,12}|x y z)){0,40}",
            picks in prop::collection::vec(0usize..45, 0..10),
        ) {
            let (text, before) = crate::squash::rows_and_selection(&text.lines().collect::<Vec<_>>(), picks);
            let lines = Lines::new(&text);
            let got = after(&text, &before);
            prop_assert!(got.windows(2).all(|w| w[0] < w[1]));
            prop_assert!(before.iter().all(|i| got.contains(i)));
            for &i in got.iter().filter(|i| !before.contains(i)) {
                prop_assert!(i == 0 || lines.lead(i - 1).blank);
                let end = (i + 1..lines.len()).find(|&j| lines.lead(j).blank).unwrap_or(lines.len());
                prop_assert!(before.iter().any(|&k| k > i && k < end));
            }
        }
    }
}
