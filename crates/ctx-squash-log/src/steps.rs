//! A counter's broken step is an outlier: in a template's column of numbers that run as an
//! arithmetic sequence down its rows — an id, an offset, a line number, a clock at a fixed
//! period —, the rows on each side of a pair that breaks the step are shown, not hidden in the
//! fold's count.
//!
//! A fold note says a column counts, `[New value = <*> ×200]`; what it cannot say is the one
//! stop where the count jumped by 40 instead of 1 (a watchpoint's odd write), nor the gap where a
//! sequence skipped. Each value is read as the first number it writes (`(n=61)` reads 61); a
//! column is a counter when every row holds a number and one step, not zero, holds for all pairs
//! of consecutive rows but at most one in [`RARE_BREAK`] (and at most [`MAX_BREAKS`]): sorted but
//! irregular values — sizes, times of a busy log — break it everywhere and keep nothing. The
//! rows on each side of a break are kept, with their paragraphs (see `paragraphs`), unless the
//! break goes back, against the step, to a value the column wrote before or to its first value
//! or past it: a counter wrapping
//! (`K-30`, then `K-00`) or starting over is its routine; a jump or a stall (`total_changes: 18`
//! twice where every other row adds one) is not. A gap the fold note names already is passed
//! over: where the template folds, its rows differ only in the counter's value, a value the
//! note lists (it holds a letter) and that counts up by one as written on each side, the note
//! writes the two sides as the ends of two ranges (`002..120</TD>, 122..179</TD>`), and the
//! rows would tell nothing more (review59). A rule about how lines are written, for any output.

use ctx_squash_core::{Lines, Listed, Templates};

/// Rows a template must have before its columns are read as counters.
pub(crate) const MIN_ROWS: usize = 16;
/// Rows read first to find a column's step before the whole column is read.
const SAMPLE: usize = 8;
/// At most one pair of consecutive rows in this many breaks a counter's step.
const RARE_BREAK: usize = 32;
/// Breaks a counter column may have at most; one with more is no counter.
const MAX_BREAKS: usize = 2;
/// Rows kept at most over all templates (before their paragraphs).
const MAX_ROWS: usize = 16;
/// Values a note writes as a range at least, on each side of a gap it names.
const RANGE_SIDE: usize = 3;

/// The rows (lines of `lines`) on each side of each break of a counter column, over the
/// templates whose lines are `members` (each template's lines in order), sorted.
pub(crate) fn breaks(lines: &Lines<'_>, templates: &Templates, members: &[Vec<usize>]) -> Vec<usize> {
    let mut kept = Vec::new();
    for rows in members.iter().filter(|rows| rows.len() >= MIN_ROWS) {
        let columns = sampled_steps(lines, templates, rows);
        if columns.is_empty() {
            continue;
        }
        let width = columns.last().map_or(0, |&(k, _)| k + 1);
        let mut numbers: Vec<Vec<Option<f64>>> = vec![Vec::with_capacity(rows.len()); columns.len()];
        for &i in rows {
            let mut values = templates.values_at(lines, i).take(width);
            let mut k = 0;
            for (at, &(column, _)) in columns.iter().enumerate() {
                let value = values.by_ref().nth(column - k);
                k = column + 1;
                if let Some(list) = numbers.get_mut(at) {
                    list.push(value.and_then(first_number));
                }
            }
        }
        for (column, &(k, step)) in numbers.iter().zip(&columns) {
            for pair in broken_pairs(column, step) {
                if !named_by_note(lines, templates, rows, pair, k) {
                    kept.extend([rows.get(pair), rows.get(pair + 1)].into_iter().flatten());
                }
            }
        }
    }
    kept.sort_unstable();
    kept.dedup();
    kept.truncate(MAX_ROWS);
    kept
}

/// The columns of a template (its lines: `rows`) whose first [`SAMPLE`] rows all hold a number
/// and step by one amount, not zero, but for one pair at most: each column's index and step.
fn sampled_steps(lines: &Lines<'_>, templates: &Templates, rows: &[usize]) -> Vec<(usize, f64)> {
    let sample: Vec<Vec<Option<f64>>> = rows
        .iter()
        .take(SAMPLE)
        .map(|&i| templates.values_at(lines, i).map(first_number).collect())
        .collect();
    let width = sample.iter().map(Vec::len).min().unwrap_or(0);
    (0..width)
        .filter_map(|k| {
            let column: Vec<f64> =
                sample.iter().filter_map(|values| values.get(k).copied().flatten()).collect();
            if column.len() < sample.len() {
                return None;
            }
            let diffs: Vec<f64> = column.windows(2).map(|pair| pair[1] - pair[0]).collect();
            let step = *diffs.first()?;
            let step = if diffs.iter().filter(|&&d| same(d, step)).count() * 2 > diffs.len() {
                step
            } else {
                *diffs.get(1)?
            };
            let off = diffs.iter().filter(|&&d| !same(d, step)).count();
            (step != 0.0 && off <= 1).then_some((k, step))
        })
        .collect()
}

/// The pairs (the index of the first row of each) of consecutive values of a counter column that
/// break its `step`, when the column is one: every value a number, the breaks few.
fn broken_pairs(column: &[Option<f64>], step: f64) -> Vec<usize> {
    let Some(numbers) = column.iter().copied().collect::<Option<Vec<f64>>>() else {
        return Vec::new();
    };
    let breaks: Vec<usize> = numbers
        .windows(2)
        .enumerate()
        .filter(|(_, pair)| !same(pair[1] - pair[0], step))
        .map(|(at, _)| at)
        .collect();
    let pairs = numbers.len().saturating_sub(1);
    if breaks.len() > MAX_BREAKS || breaks.len() * RARE_BREAK > pairs.max(RARE_BREAK) {
        return Vec::new();
    }
    // A break back against the step to a value written before, or to the column's start or
    // past it, is the counter wrapping or starting over (`K-30` then `K-00` after `K-01`), its
    // routine: a jump or a stall is an outlier.
    breaks
        .into_iter()
        .filter(|&at| {
            let earlier = numbers.get(..=at).unwrap_or(&[]);
            let (Some(&first), Some(&before), Some(&next)) =
                (numbers.first(), numbers.get(at), numbers.get(at + 1))
            else {
                return false;
            };
            let back = (next - before) * step < 0.0;
            let over = (next - first) * step <= 0.0 || earlier.iter().any(|&x| same(x, next));
            !(back && over)
        })
        .collect()
}

/// Whether the fold note over a template's `rows` names both sides of the break after row `pair`
/// already: the template folds (`fold::folds`), its rows up to [`RANGE_SIDE`] past the break
/// differ only in value `column`, which holds a letter (a note lists no number alone), the note's
/// list of those values (`Listed`, as the fold writes it, a value a range takes in costing
/// nothing) reaches the break within its [`NOTE_VALUES`](crate::fold::NOTE_VALUES) bytes, and the
/// [`RANGE_SIDE`] values on each side of the break count up by one as written: two ranges, the
/// first ending at the row before the break and the second starting at the row after it.
fn named_by_note(
    lines: &Lines<'_>,
    templates: &Templates,
    rows: &[usize],
    pair: usize,
    column: usize,
) -> bool {
    let (Some(&row), Some(first)) = (rows.get(pair), pair.checked_sub(RANGE_SIDE - 1)) else { return false };
    let Some(listed) = rows.get(..=pair + RANGE_SIDE) else { return false };
    if !crate::fold::folds(lines, templates, templates.of(row)) {
        return false;
    }
    let (mut note, mut cost, mut around) = (Listed::default(), 0usize, Listed::default());
    let mut head: Option<Vec<&str>> = None;
    for (at, &i) in listed.iter().enumerate() {
        let values: Vec<&str> = templates.values_at(lines, i).collect();
        let head = head.get_or_insert_with(|| values.clone());
        let alike = values.len() == head.len()
            && values
                .iter()
                .zip(head.iter())
                .enumerate()
                .all(|(k, (value, first))| k == column || value == first);
        let Some(value) =
            values.get(column).filter(|value| alike && value.bytes().any(|b| b.is_ascii_alphabetic()))
        else {
            return false;
        };
        if at >= first && cost >= crate::fold::NOTE_VALUES {
            return false;
        }
        if !(note.push(value, ", ", true) && note.in_range()) {
            cost += value.len() + 2;
        }
        if at >= first {
            around.push(value, ", ", true);
        }
    }
    let around = around.as_str();
    around.matches("..").count() == 2 && around.matches(", ").count() == 1
}

/// Whether two steps are the same, up to the rounding of decimal values read as floats.
fn same(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-6 * a.abs().max(b.abs()).max(1e-9)
}

/// The first number a value writes — digits, a decimal point between digits, a minus sign
/// right before them at a word's start — read as a float: `(n=61)` reads 61, `-3.5s` −3.5.
pub(crate) fn first_number(value: &str) -> Option<f64> {
    let bytes = value.as_bytes();
    let start = bytes.iter().position(u8::is_ascii_digit)?;
    let (mut end, mut point) = (start, false);
    while let Some(&b) = bytes.get(end) {
        let decimal = b == b'.' && !point && bytes.get(end + 1).is_some_and(u8::is_ascii_digit);
        if !(b.is_ascii_digit() || decimal) {
            break;
        }
        point |= decimal;
        end += 1;
    }
    let before = |back: usize| start.checked_sub(back).and_then(|at| bytes.get(at));
    let negative = before(1) == Some(&b'-') && !before(2).is_some_and(u8::is_ascii_alphanumeric);
    let number: f64 = value.get(start..end)?.parse().ok().filter(|x: &f64| x.is_finite())?;
    Some(if negative { -number } else { number })
}

/// The lines `find` keeps of `text`, given every template's rows, and the rows themselves with
/// the number of lines: what the tests of `steps` and `phrases` read.
#[cfg(test)]
pub(crate) fn rows_found(
    text: &str,
    find: fn(&Lines<'_>, &Templates, &[Vec<usize>]) -> Vec<usize>,
) -> (Vec<String>, Vec<usize>, usize) {
    let lines = Lines::new(text);
    let templates = Templates::mine(&lines);
    let mut members: Vec<Vec<usize>> = vec![Vec::new(); templates.len()];
    for i in 0..lines.len() {
        if let Some(rows) = members.get_mut(templates.of(i) as usize) {
            rows.push(i);
        }
    }
    let rows = find(&lines, &templates, &members);
    (rows.iter().map(|&i| lines.get(i).to_owned()).collect(), rows, lines.len())
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    fn kept(text: &str) -> Vec<String> {
        rows_found(text, breaks).0
    }

    /// A watchpoint's 200 stops count by one, but one jumps by 40: the rows on each side of the
    /// jump are kept, in each column that jumps.
    #[test]
    fn a_jump_in_a_counter_is_kept() {
        let mut text = String::new();
        for n in 1..=200 {
            let old = if n <= 61 { n - 1 } else { n + 38 };
            let new = if n <= 60 { n } else { n + 39 };
            let _ =
                writeln!(text, "Old value = {old}\nNew value = {new}\nclose_shutter (n={n}) at shutter.c:9");
        }
        assert_eq!(kept(&text), ["New value = 60", "Old value = 60", "New value = 100", "Old value = 100"]);
    }

    /// Sizes sorted up but irregular, times of a busy log, a counter that never breaks: none.
    #[test]
    fn irregular_or_regular_columns_keep_nothing() {
        let mut text = String::new();
        for n in 0..200u64 {
            let _ = writeln!(text, "file f{n}.dat size {} at offset {}", n * n + n % 7, n * 512);
        }
        assert!(kept(&text).is_empty(), "{:?}", kept(&text));
        // Three breaks are no counter's.
        let mut text = String::new();
        for n in 0..200u64 {
            let id = n + 10 * u64::from(n > 50) + 10 * u64::from(n > 90) + 10 * u64::from(n > 150);
            let _ = writeln!(text, "request {id} served");
        }
        assert!(kept(&text).is_empty());
        // A counter that wraps back to values it wrote keeps nothing either.
        let mut text = String::new();
        for n in 1..90 {
            let _ = writeln!(text, "lamp L-{n:03} keeper K-{:02}", n % 31);
        }
        assert!(kept(&text).is_empty(), "{:?}", kept(&text));
    }

    /// A listing's rows counting `Keeper 002` to `Keeper 179` with `121` missing: the fold note
    /// writes `002..120</TD>, 122..179</TD>`, naming the gap, so its neighbours are not kept.
    /// Written as bare numbers, which a note does not list, or with another value changing at
    /// the gap, they are.
    #[test]
    fn a_gap_the_note_names_keeps_nothing() {
        let listing = |row: &dyn Fn(u32) -> String| {
            (2..=179).filter(|&n| n != 121).fold(String::new(), |mut text, n| {
                let _ = writeln!(text, "{}", row(n));
                text
            })
        };
        assert!(kept(&listing(&|n| format!("<TR><TD>Keeper {n:03}</TD></TR>"))).is_empty());
        assert_eq!(kept(&listing(&|n| format!("<TR><TD>Keeper</TD><TD> {n:03} </TD></TR>"))).len(), 2);
        let shift = |n: u32| if n > 121 { "night" } else { "day" };
        assert_eq!(
            kept(&listing(&|n| format!("<TR><TD>Keeper {n:03}</TD><TD>{}</TD></TR>", shift(n)))).len(),
            2
        );
    }

    #[test]
    fn numbers() {
        assert_eq!(first_number("(n=61)"), Some(61.0));
        assert_eq!(first_number("-3.5s"), Some(-3.5));
        assert_eq!(first_number("T-173"), Some(173.0));
        assert_eq!(first_number("1.2.3"), Some(1.2));
        assert_eq!(first_number("v."), None);
    }

    proptest::proptest! {
        /// Any lines: the kept rows are lines of the output, few, sorted, without a panic.
        #[test]
        fn any_lines_keep_few_rows(lines in proptest::collection::vec("[a-z]{1,3} [0-9-.]{0,4} [a-z0-9(=)]{0,5}", 0..80)) {
            let (_, rows, len) = rows_found(&lines.join("\n"), breaks);
            proptest::prop_assert!(rows.len() <= MAX_ROWS);
            proptest::prop_assert!(rows.windows(2).all(|pair| pair[0] < pair[1]));
            proptest::prop_assert!(rows.iter().all(|&i| i < len));
        }

        /// Any value: its first number, when it has one, is finite.
        #[test]
        fn first_numbers_are_finite(value in "\\PC{0,12}") {
            proptest::prop_assert!(first_number(&value).is_none_or(f64::is_finite));
        }
    }
}
