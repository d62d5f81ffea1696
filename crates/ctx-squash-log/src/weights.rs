//! A profile's heaviest rows are its point: in a table whose rows lead with their weight, the rows
//! of the largest weight are kept before any chosen by position.
//!
//! A profiler's report — `cg_annotate`, `callgrind_annotate`, `perf report`, an annotated source —
//! writes each row's cost first, as a count with its share (`8,999,900 (30.77%)`) or as the share
//! alone (`  30.77%  route  [.] dist`). The reader asks where the time went: the few rows with the
//! largest share, and the totals row (`100.0%`), wherever they sit among hundreds of rows of
//! `0.00%`. A squash that keeps the ends and the first of each shape keeps the cold rows and omits
//! the hot ones. So a row's weight is read by how it is written: a line whose first word is a
//! number (digits, with `,` or `.`) followed by a percentage, or a percentage itself. When at least
//! [`MIN_ROWS`] lines have one, and the weights do not only grow (a progress meter's `45%` lines
//! are no profile), the rows of the largest weights, of at least [`MIN_PERCENT`], are kept whatever
//! the budget, up to [`MAX_ROWS`]. Only the first words of each line are read.

use ctx_squash_core::Lines;

/// Rows with a weight an output must have before its heaviest are kept.
const MIN_ROWS: usize = 8;
/// Rows kept at most.
pub(crate) const MAX_ROWS: usize = 12;
/// The least weight (in percent) a kept row carries: below it a row is not where the cost went.
const MIN_PERCENT: f64 = 1.0;
/// Bytes of a number before its percentage, at most.
const MAX_NUMBER: usize = 24;

/// The rows of the largest weights (see the module's documentation), in order.
pub(crate) fn heaviest(lines: &Lines<'_>) -> Vec<usize> {
    let rows: Vec<(usize, f64)> = (0..lines.len())
        .filter_map(|i| Some((i, weight(lines.bytes(i).get(lines.lead(i).white..)?)?)))
        .collect();
    if rows.len() < MIN_ROWS || rows.windows(2).all(|w| w[0].1 <= w[1].1) {
        return Vec::new();
    }
    let mut heavy: Vec<(usize, f64)> = rows.into_iter().filter(|&(_, w)| w >= MIN_PERCENT).collect();
    heavy.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut kept: Vec<usize> = heavy.into_iter().take(MAX_ROWS).map(|(i, _)| i).collect();
    kept.sort_unstable();
    kept
}

/// A row's weight: the percentage its first word is, or the one right after a leading number
/// (`8,999,900 (30.77%)`, `3 ( 0.00%)`, `  30.77%  route`); `None` for any other line.
fn weight(line: &[u8]) -> Option<f64> {
    let rest = line.trim_ascii_start();
    let first = rest.first()?;
    if !first.is_ascii_digit() {
        return None;
    }
    let number =
        rest.iter().take(MAX_NUMBER).take_while(|b| b.is_ascii_digit() || matches!(b, b',' | b'.')).count();
    if rest.get(number) == Some(&b'%') {
        return percent(&rest[..number]);
    }
    // After the number: blanks, an optional `(` and blanks, then the percentage.
    let after = &rest[number..];
    let blank = after.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
    if blank == 0 {
        return None;
    }
    let after = &after[blank..];
    let after = after.strip_prefix(b"(").map_or(after, <[u8]>::trim_ascii_start);
    let share = after.iter().take(MAX_NUMBER).take_while(|b| b.is_ascii_digit() || **b == b'.').count();
    (share > 0 && after.get(share) == Some(&b'%')).then(|| percent(&after[..share])).flatten()
}

/// A percentage's number (`30.77`), at most 100.
fn percent(number: &[u8]) -> Option<f64> {
    let value: f64 = std::str::from_utf8(number).ok()?.parse().ok()?;
    (0.0..=100.0).contains(&value).then_some(value)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[test]
    fn weights_by_how_rows_are_written() {
        assert_eq!(weight(b"8,999,900 (30.77%) 2 ( 0.13%)  if (!seen[j])"), Some(30.77));
        assert_eq!(weight(b"        3 ( 0.00%) 1 ( 0.07%)"), Some(0.0));
        assert_eq!(weight(b"29,247,434 (100.0%) 1,530 (100.0%)  PROGRAM TOTALS"), Some(100.0));
        assert_eq!(weight(b"    30.77%  route  route  [.] dist"), Some(30.77));
        // No weight: a date, a number without a share, a share later on the line, a version.
        assert_eq!(weight(b"2026-12-04 10:00:00 45% done"), None);
        assert_eq!(weight(b"        .          .          .   }"), None);
        assert_eq!(weight(b"  1,202 cycles"), None);
        assert_eq!(weight(b"tests/test_x.py ....  [ 45%]"), None);
        assert_eq!(weight(b"1.2.3% odd"), None);
        assert_eq!(weight(b"120%"), None);
    }

    /// An annotated source: a totals row, then 200 rows of which three are hot.
    fn profile() -> String {
        let mut text = String::from("29,247,434 (100.0%)  PROGRAM TOTALS\n");
        for k in 0..200 {
            let (cost, share) = match k {
                57 => ("8,999,900", "30.77"),
                120 => ("8,970,000", "30.67"),
                121 => ("7,176,000", "24.54"),
                _ => ("3", " 0.00"),
            };
            let _ = writeln!(text, "{cost:>10} ({share}%)      statement_{k}();");
        }
        text
    }

    #[test]
    fn the_heaviest_rows_of_a_profile() {
        assert_eq!(heaviest(&Lines::new(&profile())), [0, 58, 121, 122]);
        // Too few rows, or weights that only grow (a progress meter): none.
        assert!(heaviest(&Lines::new("1 (50%) a\n2 (60%) b\n")).is_empty());
        let mut progress = String::new();
        for k in 0..=100 {
            let _ = writeln!(progress, "{k}% [working]");
        }
        assert!(heaviest(&Lines::new(&progress)).is_empty());
    }

    #[test]
    fn a_squashed_profile_keeps_its_hot_rows() {
        // An annotated source whose cold rows near both ends are of many shapes, more than the
        // filler has room for, and whose three hot rows sit in the middle: the squash keeps the
        // hot rows and the totals. (The recorded `cachegrind-annotate`, whose hot rows no other
        // rule keeps, is the case that fails without `heaviest`: see fixtures/known-lost.txt.)
        let mut text = String::from("29,247,434 (100.0%)  PROGRAM TOTALS\n");
        let words = ["seed", "len", "best", "depot", "label", "sum", "tour", "cur", "next"];
        let shaped =
            |k: usize| (0..=k % 60).map(|j| words[(k + j) % words.len()]).collect::<Vec<_>>().join(" + ");
        for k in 0..120 {
            let _ = writeln!(text, "{k:>9} ( 0.00%) 0      x = {};", shaped(k));
        }
        for k in 0..600 {
            let cost = match k {
                300 => "8,999,900 (30.77%) 2 ( 0.13%)",
                400 => "8,970,000 (30.67%) 1 ( 0.07%) 1",
                401 => "7,176,000 (24.54%) 0",
                _ => "        .          .",
            };
            let _ = writeln!(text, "{cost}      y = {k};");
        }
        for k in 0..120 {
            let _ = writeln!(text, "{k:>9} ( 0.00%) 0      z = {};", shaped(k));
        }
        let out = crate::squash_log(&text);
        assert!(out.len() < text.len() / 2, "{out}");
        for row in ["8,999,900 (30.77%)", "8,970,000 (30.67%)", "7,176,000 (24.54%)", "PROGRAM TOTALS"] {
            assert!(out.contains(row), "{row}: {out}");
        }
    }
}
