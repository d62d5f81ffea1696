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
//!
//! A table drawn in a frame — pylint's report, `+---------+-------+` rules around
//! `|type     |number |` over `|module   |6      |`, a Markdown table's `|---|:--:|`, a box of
//! `├───┼───┤` — reads the same once its rules are set aside (see `framed`): a rule is neither
//! the header nor a row, so the header is the block's first line that is no rule, the rows the
//! lines under it that are none, and a framed line's fields are its cells between the bars
//! (`|old number |` is one column).

use ctx_squash_core::{Lines, Templates};

use crate::framed::{framed_line, table_rule};

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
        // The header: the block's first line past the rules of its frame.
        let Some(head) = (start..end).find(|&i| !table_rule(lines.bytes(i))) else {
            start = end;
            continue;
        };
        let size = lines.bytes(head).len() + 1;
        // The first kept line past the header, found once.
        let next_kept = kept.partition_point(|&(k, _)| k <= head);
        let keeps_row = kept.get(next_kept).is_some_and(|&(k, _)| k < end);
        if keeps_row && bytes + size <= MAX_BYTES && !is_kept(head) && heads_rows(lines, templates, head, end)
        {
            added.push((head, Cut::Normal));
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
    heads_rows(lines, templates, start, end)
}

/// Whether line `head` names the columns of the rows under it up to `end` (its frame's rules set
/// aside: see the module's documentation).
fn heads_rows(lines: &Lines<'_>, templates: &Templates, head: usize, end: usize) -> bool {
    let rows: Vec<usize> =
        (head.saturating_add(1)..end).filter(|&i| !table_rule(lines.bytes(i))).take(READ_ROWS).collect();
    let Some(&first_row) = rows.first() else { return false };
    if rows.len() < MIN_ROWS {
        return false;
    }
    let (named_line, first) = (lines.bytes(head), lines.bytes(first_row));
    // A header names; its rows hold values.
    if named_line.iter().any(u8::is_ascii_digit)
        || !first.iter().any(u8::is_ascii_digit)
        || templates.of(head) == templates.of(first_row)
    {
        return false;
    }
    let (named, width) = (fields(named_line), fields(first));
    named >= 2
        && (named..=named + LABELS).contains(&width)
        && rows.iter().filter(|&&i| fields(lines.bytes(i)) == width).count() * 3 >= rows.len() * 2
}

/// A line's fields: its cells between bars when it is framed (see `framed`), else its runs of
/// bytes between blanks (a table's columns are parted by blanks).
pub(crate) fn fields(line: &[u8]) -> usize {
    framed_line(line)
        .unwrap_or_else(|| line.split(u8::is_ascii_whitespace).filter(|field| !field.is_empty()).count())
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

    /// pylint's `--reports=y` table, framed by `+---+` rules, its header ruled off by `+===+`.
    const FRAMED: &str = "\
+-----------+-------+---------+-----------+
|type       |number |previous |difference |
+===========+=======+=========+===========+
|convention |28     |NC       |NC         |
+-----------+-------+---------+-----------+
|refactor   |11     |NC       |NC         |
+-----------+-------+---------+-----------+
|error      |1      |NC       |NC         |
+-----------+-------+---------+-----------+
";

    #[test]
    fn a_framed_tables_header_is_its_first_line_past_the_rules() {
        // The `error` row kept: the header above the `+===+` rule comes with it, not the rule.
        assert_eq!(after(FRAMED, &[7]), vec![1, 7]);
        // The same table drawn with box strokes, and a Markdown table under its `|---|` rule.
        let boxed = FRAMED.replace("+===", "╞═══").replace('+', "┼").replace('-', "─").replace('=', "═");
        assert_eq!(after(&boxed, &[7]), vec![1, 7]);
        let markdown =
            "| name | size | kind |\n|------|-----:|:----:|\n| a.rs | 12 | file |\n| b.rs | 40 | file |\n";
        assert_eq!(after(markdown, &[3]), vec![0, 3]);
        // A header underlined by a bare rule over rows of blank-parted columns.
        assert_eq!(after("name  size\n----  ----\na.rs  12\nb.rs  40\n", &[3]), vec![0, 3]);
        // Rules with no row kept, or a frame round rows of words: nothing added.
        assert_eq!(after(FRAMED, &[]), Vec::<usize>::new());
        let words = "+----+----+\n|name|kind|\n+----+----+\n|ab  |cd  |\n|ef  |gh  |\n";
        assert_eq!(after(words, &[4]), vec![4]);
    }

    #[test]
    fn framed_fields() {
        // A framed line's fields are its cells, a cell of two words one field.
        assert_eq!(fields(b"|type     |old number |difference |"), 3);
        assert_eq!(fields(b"|                         |now   |"), 2);
        assert_eq!(fields("│ a b │ 1 │".as_bytes()), 2);
        assert_eq!(fields(b"old number difference"), 3);
    }

    proptest! {
        /// Any text and selection: no panic; the selection is kept, sorted and once each; an
        /// added line opens a block (the start or after a blank line) above a kept line of it,
        /// past the block's rules.
        #[test]
        fn added_lines_head_kept_blocks(
            text in "([a-c ]{0,12}|[0-9. ]{0,12}|x y z|\\|[a-c0-9 |]{0,12}\\||[-+=|]{0,12}|├─┼─┤)(\n([a-c ]{0,12}|[0-9. ]{0,12}|x y z|\\|[a-c0-9 |]{0,12}\\||[-+=|]{0,12}|├─┼─┤)){0,40}",
            picks in prop::collection::vec(0usize..45, 0..10),
        ) {
            let (text, before) = crate::squash::rows_and_selection(&text.lines().collect::<Vec<_>>(), picks);
            let lines = Lines::new(&text);
            let got = after(&text, &before);
            prop_assert!(got.windows(2).all(|w| w[0] < w[1]));
            prop_assert!(before.iter().all(|i| got.contains(i)));
            for &i in got.iter().filter(|i| !before.contains(i)) {
                prop_assert!(!table_rule(lines.bytes(i)));
                let opens = (0..i).rev().find(|&j| !table_rule(lines.bytes(j))).is_none_or(|j| lines.lead(j).blank);
                prop_assert!(opens, "line {} opens no block past its rules", i);
                let end = (i + 1..lines.len()).find(|&j| lines.lead(j).blank).unwrap_or(lines.len());
                prop_assert!(before.iter().any(|&k| k > i && k < end));
            }
        }
    }
}
