//! A column of few values keeps its lone value's rows: in a template of many rows, a column
//! that takes a handful of values, each written by many rows, tells the rows apart by kind — and
//! a value one row in [`RARE`] writes at most is the row a reader looks for.
//!
//! `git check-ignore -v -n` writes each path after the rule that matched it,
//! `pans/.gitignore:1:*.dat<TAB>pans/P-001.dat`: 240 rows of one template whose first column
//! takes five values — but one row, `pans/.gitignore:2:!P-117.dat`, is the negated rule that
//! re-includes its file. The column varies (its values are no constant of the template), so the
//! fold named that row only in its note, cut short, and the word kinds (`rare_kinds`, words
//! without digits) never read a column of rule sources. So, whatever its values are written
//! with — digits, paths, punctuation —, a column of at most [`FEW`] values over a template of at
//! least [`MIN_ROWS`] rows keeps the rows of each value at most one row in [`RARE`] writes. The
//! outliers' cap holds: a template with more such rows than it keeps none. A rule about how rows
//! are written, for any table.

use ctx_squash_core::{Lines, Templates};

/// Rows a template must have before its columns are read.
pub(crate) const MIN_ROWS: usize = 50;
/// Distinct values a column may take and still be read as kinds.
const FEW: usize = 8;
/// A value is lone when at most one row in this many writes it.
const RARE: usize = 50;
/// Columns read, at most: the template's first variable positions.
const MAX_COLUMNS: usize = 16;
/// Rows remembered per value: past this many a value's rows are too many to keep anyway.
const MAX_ROWS: usize = 8;

/// One value of a column: its text, how many rows write it, and its first rows.
struct Value<'a> {
    text: &'a str,
    count: usize,
    rows: Vec<usize>,
}

/// The positions in `rows` (the lines of one template, in order) of the rows writing a lone
/// value of a column of few values (see the module's documentation), sorted and unique.
pub(crate) fn lone_rows(lines: &Lines<'_>, templates: &Templates, rows: &[usize]) -> Vec<usize> {
    if rows.len() < MIN_ROWS {
        return Vec::new();
    }
    let Some(&first) = rows.first() else { return Vec::new() };
    let width = templates.values_at(lines, first).take(MAX_COLUMNS).count();
    // Per column: its values, or `None` once it has too many.
    let mut columns: Vec<Option<Vec<Value<'_>>>> = (0..width).map(|_| Some(Vec::new())).collect();
    let mut live = width;
    for (r, &i) in rows.iter().enumerate() {
        if live == 0 {
            return Vec::new();
        }
        for (value, column) in templates.values_at(lines, i).take(live).zip(columns.iter_mut()) {
            let Some(values) = column.as_mut() else { continue };
            if let Some(seen) = values.iter_mut().find(|seen| seen.text == value) {
                seen.count += 1;
                if seen.rows.len() < MAX_ROWS {
                    seen.rows.push(r);
                }
            } else if values.len() < FEW {
                values.push(Value { text: value, count: 1, rows: vec![r] });
            } else {
                *column = None;
            }
        }
        while live > 0 && columns.get(live - 1).is_some_and(Option::is_none) {
            live -= 1;
        }
    }
    let mut found: Vec<usize> = columns
        .iter()
        .flatten()
        .filter(|values| values.len() > 1)
        .flat_map(|values| values.iter().filter(|value| value.count * RARE <= rows.len()))
        .flat_map(|value| value.rows.iter().copied())
        .collect();
    found.sort_unstable();
    found.dedup();
    found
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;

    fn lone(text: &str) -> Vec<usize> {
        let lines = Lines::new(text);
        let templates = Templates::mine(&lines);
        let rows: Vec<usize> = (0..lines.len()).filter(|&i| templates.of(i) == templates.of(0)).collect();
        lone_rows(&lines, &templates, &rows).into_iter().map(|r| rows[r]).collect()
    }

    /// `git check-ignore -v -n`'s rule sources: the one negated rule's row is kept.
    #[test]
    fn the_rule_one_row_matched_is_kept() {
        let mut text = String::new();
        for n in 1..=120 {
            let rule = if n == 17 { format!("2:!P-{n:03}.dat") } else { "1:*.dat".to_owned() };
            let _ = writeln!(text, "pans/.gitignore:{rule}\tpans/P-{n:03}.dat");
        }
        for n in 1..=40 {
            let _ = writeln!(text, ".gitignore:3:logs/**/*.log\tlogs/old/harvest-{n:02}.log");
            let _ = writeln!(text, ".gitignore:2:/build/\tbuild/p-{n:02}.o");
        }
        assert_eq!(lone(&text), [16]);
    }

    /// Many values, or values many rows write, or too few rows: nothing is lone.
    #[test]
    fn common_values_are_not_lone() {
        let mut text = String::new();
        for n in 0..200 {
            let _ = writeln!(text, "worker-{} served request {n}", n % 5);
        }
        assert_eq!(lone(&text), Vec::<usize>::new());
        let mut text = String::new();
        for n in 0..40 {
            let state = if n == 3 { "failed" } else { "ok" };
            let _ = writeln!(text, "job {n} {state}");
        }
        assert_eq!(lone(&text), Vec::<usize>::new());
    }

    proptest! {
        #[test]
        fn any_rows(rows in proptest::collection::vec("[a-c0-2:/.]{1,3} [a-z0-9]{0,3}", 0..120)) {
            let text: String = rows.iter().flat_map(|row| [row.as_str(), "\n"]).collect();
            let lines = Lines::new(&text);
            let templates = Templates::mine(&lines);
            let all: Vec<usize> = (0..lines.len()).collect();
            let found = lone_rows(&lines, &templates, &all);
            prop_assert!(found.windows(2).all(|pair| pair[0] < pair[1]));
            prop_assert!(found.iter().all(|&r| r < all.len()));
        }
    }
}
