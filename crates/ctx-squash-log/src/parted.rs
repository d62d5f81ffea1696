//! Two fields that agree on every line of a template but one or two: the lines where they part
//! are kept, not folded.
//!
//! A repeated line often writes one thing twice: a copy's source and its destination (`install
//! -D -m 0644 rakes/R-01.rake …/rakes/R-01.rake`, `cp`, `mv`, `ln -s`), an expected value and
//! the one found (`checksum 9f2c… expected 9f2c…`), a count of passes over a count of tests. A fold
//! note counts such lines and shows two of their values; the one line where the two fields part —
//! the profile installed as `R-58.rkae` from `R-58.rake`, the one checksum that differs — is the
//! point of the listing, and nothing else about it stands out: its values are as varied as
//! everyone's. So, in a template of [`MIN_ROWS`] lines or more, each pair of its first
//! [`MAX_COLUMNS`] varying fields whose last path parts (past the last `/`; the whole value
//! when it has none) are equal on its first and last [`SAMPLE`] lines is read over all its lines,
//! and the lines where they differ are kept when they are at most [`MAX_PARTED`] and at most one
//! line in [`RARE`]. A rule about how two fields of one line relate, for any format.

use ctx_squash_core::{Lines, Templates};

/// Lines a template must have before its fields' agreement is read.
const MIN_ROWS: usize = 8;
/// Lines of each end of a template read to find the fields that agree.
const SAMPLE: usize = 8;
/// Varying fields of a template compared, the first of the line.
const MAX_COLUMNS: usize = 8;
/// Lines two agreeing fields may part on, at most, for those lines to be kept.
const MAX_PARTED: usize = 2;
/// The lines where two fields part are at most one in this many.
const RARE: usize = 8;

/// The rows (indexes into `rows`, the lines of one template in order) where two fields that agree
/// on every other row part, in order; none when no pair of fields agrees so.
pub(crate) fn parted(lines: &Lines<'_>, templates: &Templates, rows: &[usize]) -> Vec<usize> {
    if rows.len() < MIN_ROWS {
        return Vec::new();
    }
    let read =
        |i: usize| -> Vec<&str> { templates.values_at(lines, i).take(MAX_COLUMNS).map(tail).collect() };
    let agree = |values: &[&str], (a, b): (usize, usize)| {
        values.get(a).is_some_and(|v| !v.is_empty()) && values.get(a) == values.get(b)
    };
    // The pairs that agree on the first line, then on the sample's other lines: most templates
    // have none, and are left after one line read.
    let first = rows.first().map(|&i| read(i)).unwrap_or_default();
    let mut pairs: Vec<(usize, usize)> = (0..first.len())
        .flat_map(|a| (a + 1..first.len()).map(move |b| (a, b)))
        .filter(|&pair| agree(&first, pair))
        .collect();
    if pairs.is_empty() {
        return Vec::new();
    }
    let tail_rows = rows.get(rows.len().saturating_sub(SAMPLE)..).unwrap_or_default();
    let sample: Vec<Vec<&str>> =
        rows.iter().take(SAMPLE).skip(1).chain(tail_rows).map(|&i| read(i)).collect();
    // A pair agrees on every sampled line and is not one value on all of them (a field written
    // alike everywhere tells nothing by agreeing).
    pairs.retain(|&(a, b)| {
        sample.iter().all(|values| agree(values, (a, b)))
            && sample.iter().any(|values| values.get(a) != first.get(a))
    });
    if pairs.is_empty() {
        return Vec::new();
    }
    let mut parted_rows: Vec<Vec<usize>> = vec![Vec::new(); pairs.len()];
    // Each line's fields up to the last of a pair, read into one buffer.
    let need = pairs.iter().map(|&(_, b)| b + 1).max().unwrap_or(0);
    let mut values: Vec<&str> = Vec::with_capacity(need);
    for (r, &i) in rows.iter().enumerate() {
        // Every pair parted too often: no line of this template is kept, so read no further.
        if parted_rows.iter().all(|parted| parted.len() > MAX_PARTED) {
            return Vec::new();
        }
        values.clear();
        values.extend(templates.values_at(lines, i).take(need).map(tail));
        for (&(a, b), parted) in pairs.iter().zip(parted_rows.iter_mut()) {
            if parted.len() <= MAX_PARTED && values.get(a) != values.get(b) {
                parted.push(r);
            }
        }
    }
    let mut found: Vec<usize> = parted_rows
        .into_iter()
        .filter(|parted| parted.len() <= MAX_PARTED && parted.len() * RARE <= rows.len())
        .flatten()
        .collect();
    found.sort_unstable();
    found.dedup();
    found
}

/// A value's last path part: past its last `/`, or the whole value.
fn tail(value: &str) -> &str {
    value.rsplit_once('/').map_or(value, |(_, last)| last)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use ctx_squash_core::{Lines, Templates};

    use super::*;

    /// The lines `parted` keeps of `text`, every template read (the harness of `steps`' tests).
    fn parted_lines(text: &str) -> Vec<usize> {
        let every_template = |lines: &Lines<'_>, templates: &Templates, members: &[Vec<usize>]| {
            let mut found: Vec<usize> = members
                .iter()
                .flat_map(|rows| parted(lines, templates, rows).into_iter().map(|r| rows[r]))
                .collect();
            found.sort_unstable();
            found
        };
        crate::steps::rows_found(text, every_template).1
    }

    #[test]
    fn the_one_copy_whose_destination_is_not_its_source_is_kept() {
        let mut text = String::new();
        for k in 1..=40 {
            let to = if k == 23 { format!("R-{k:02}.rkae") } else { format!("R-{k:02}.rake") };
            let _ = writeln!(
                text,
                "+ install -D -m 0644 src/rakes/R-{k:02}.rake /build/root/usr/share/rakes/{to}"
            );
        }
        assert_eq!(parted_lines(&text), [22]);
    }

    #[test]
    fn fields_that_agree_everywhere_or_part_often_keep_nothing() {
        let mut alike = String::new();
        let mut often = String::new();
        for k in 1..=40 {
            let _ = writeln!(alike, "copy src/f{k}.txt dst/f{k}.txt");
            let to = if k % 3 == 0 { format!("g{k}") } else { format!("f{k}") };
            let _ = writeln!(often, "copy src/f{k}.txt dst/{to}.txt");
        }
        assert_eq!(parted_lines(&alike), Vec::<usize>::new());
        assert_eq!(parted_lines(&often), Vec::<usize>::new());
    }

    #[test]
    fn an_expected_value_that_differs_once_is_kept() {
        let mut text = String::new();
        for k in 0..30 {
            let (sum, expected) = (
                format!("{:08x}", k * 7919),
                if k == 11 { "deadbeef".to_owned() } else { format!("{:08x}", k * 7919) },
            );
            let _ = writeln!(text, "block {k} checksum {sum} expected {expected}");
        }
        assert_eq!(parted_lines(&text), [11]);
    }

    #[test]
    fn a_template_of_few_lines_or_one_field_is_not_read() {
        assert_eq!(parted_lines("cp a/x b/y\ncp a/z b/z\ncp a/w b/w\n"), Vec::<usize>::new());
        let mut one = String::new();
        for k in 0..20 {
            let _ = writeln!(one, "step {k} done");
        }
        assert_eq!(parted_lines(&one), Vec::<usize>::new());
    }

    proptest::proptest! {
        /// Any lines, read as one template's rows: the rows found are rows of it, in order, each once.
        #[test]
        fn parted_rows_are_few_rows_of_the_template(text in "((cp|mv) [a-c/]{0,4}[x-z]{1,2} [a-c/]{0,4}[x-z]{1,2}\n){0,40}") {
            let lines = Lines::new(&text);
            let templates = Templates::mine(&lines);
            let rows: Vec<usize> = (0..lines.len()).collect();
            let found = parted(&lines, &templates, &rows);
            proptest::prop_assert!(found.iter().all(|&r| r < rows.len()));
            proptest::prop_assert!(found.windows(2).all(|pair| pair[0] < pair[1]));
        }
    }
}
