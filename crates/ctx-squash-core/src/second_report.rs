//! A report written twice is read value by value: where the second copy restates a line of the
//! first with other numbers, the changed number is news, so the two lines are a pair.
//!
//! A tool run twice in one output — unittest at one commit and at another, a count query before
//! a sync and after it — writes its report twice: the same lines in the same order, a few of them
//! with other numbers (`Ran 25 tests` then `Ran 20 tests`, `inspections = 864` then
//! `inspections = 0`). A squash that reads the second report as the first shown again, or a line
//! that repeats an earlier one but for its numbers as no news, leaves out the one value that
//! changed. So the lines the output writes alike but for their numbers — a *number* being a whole
//! decimal token, digits that open a token, with at most a unit of lower-case letters after them
//! (`25`, `0.004s`, `KEG-7001`; not `Class2`, `x86_64` nor a hex run such as `8628923C`, whose
//! digits are part of its text) — are a report's copies of one line when each stands at the same
//! place below a line the output writes word for word above it: walking up from each, at most
//! [`REACH`] lines, the lines above are the same but for their numbers (a blank line is layout
//! and read past) until a line that is the same byte for byte and not blank — the report's own
//! heading, the query, the rule it prints above its count — and that heading is written exactly
//! as many times as the line with a number as far below it as the copies stand (a failing
//! unittest run writes its `----` rule above the traceback too, where no count stands). A report
//! run twice writes its heading twice; a log of records writes its record heading once a record,
//! a number under each (a record heading is told so), and a value under it more or fewer times
//! than that (a `Date:` under one `Author:` among many, keytool's `Owner:` lines); a record whose
//! field is missing heads no number and does not count. A line written N times
//! under a heading written N times is a series of reports when its copies write at most two texts
//! between them, a before and an after; a field of N records writes N values. Each copy that
//! differs from the copy before it pairs with the first copy of the value it replaces (`Ran 25`,
//! `Ran 25`, `Ran 20`: the first `Ran 25` with `Ran 20`). A squasher that keeps either half keeps
//! the other.
//!
//! Any size is read: each line holding a digit is hashed once, its number folded, and only lines
//! whose hash another line shares are walked up from; the headings are counted in one more pass
//! that compares a line only when its length is a heading's.

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use crate::{Fnv, Keyed, Lines};

/// Lines walked up from each copy for the heading all stand under.
const REACH: usize = 4;

/// No line: the end of a family's chain.
const NONE: usize = usize::MAX;

/// The restated pairs among the `lines`: `(first, second)`, first above second, sorted (see the
/// module's documentation). A line is in two pairs at most, as the second of one and the first
/// of the next, when a series of reports changes a value and changes it back.
///
/// ```
/// use ctx_squash_core::{Lines, restated_pairs};
///
/// let text = "----\nRan 25 tests\n\nOK\n----\nRan 20 tests\n\nOK\n";
/// assert_eq!(restated_pairs(&Lines::new(text)), [(1, 5)]);
/// ```
pub fn restated_pairs(lines: &Lines<'_>) -> Vec<(usize, usize)> {
    let count = lines.len();
    // Each line with a number: its hash with the numbers folded (a line without is its own text
    // numbers aside, so only lines with one can differ so), and the next line of that hash.
    let mut folded: Vec<Option<u64>> = vec![None; count];
    let mut next = vec![NONE; count];
    // Per hash: the first line, the last and how many.
    let mut families: HashMap<u64, (usize, usize, usize), Keyed> = HashMap::default();
    for (i, slot) in folded.iter_mut().enumerate() {
        let text = lines.bytes(i);
        if !text.iter().any(u8::is_ascii_digit) {
            continue;
        }
        let Some(hash) = hash_numbers_folded(text) else {
            continue;
        };
        *slot = Some(hash);
        match families.entry(hash) {
            Entry::Vacant(family) => {
                family.insert((i, i, 1));
            }
            Entry::Occupied(mut family) => {
                let (_, last, size) = family.get_mut();
                if let Some(link) = next.get_mut(*last) {
                    *link = i;
                }
                *last = i;
                *size += 1;
            }
        }
    }
    let mut series: Vec<(usize, Vec<usize>)> = families
        .into_values()
        .filter(|&(_, _, size)| size >= 2)
        .filter_map(|(first, _, size)| {
            let copies: Vec<usize> =
                std::iter::successors(Some(first), |&i| next.get(i).copied().filter(|&j| j != NONE))
                    .take(size)
                    .collect();
            let heading = heading_of(lines, &folded, &copies)?;
            Some((heading, copies))
        })
        .collect();
    if series.is_empty() {
        return Vec::new();
    }
    // Each heading's count of lines that write it with a number at the copies' distance below
    // (a rule above a failure's traceback heads no count: review74), compared only where the
    // lengths match.
    let below =
        |heading: usize, copies: &[usize]| copies.last().map_or(0, |&last| last.saturating_sub(heading));
    let mut lengths: Vec<usize> = series.iter().map(|&(heading, _)| lines.bytes(heading).len()).collect();
    lengths.sort_unstable();
    lengths.dedup();
    let mut written: HashMap<(&[u8], usize), usize, Keyed> = series
        .iter()
        .map(|(heading, copies)| ((lines.bytes(*heading), below(*heading, copies)), 0))
        .collect();
    let mut distances: HashMap<&[u8], Vec<usize>, Keyed> = HashMap::default();
    for (heading, copies) in &series {
        distances.entry(lines.bytes(*heading)).or_default().push(below(*heading, copies));
    }
    // One entry a distance (at most REACH a heading), however many series share the heading:
    // the pass stays one look-up a line (review75: a list a series made it quadratic).
    for list in distances.values_mut() {
        list.sort_unstable();
        list.dedup();
    }
    for i in 0..count {
        let text = lines.bytes(i);
        if lengths.binary_search(&text.len()).is_err() {
            continue;
        }
        for &distance in distances.get(text).map(Vec::as_slice).unwrap_or_default() {
            let numbered = folded.get(i + distance).copied().flatten().is_some();
            if numbered && let Some(times) = written.get_mut(&(text, distance)) {
                *times += 1;
            }
        }
    }
    series.retain(|(heading, copies)| {
        written.get(&(lines.bytes(*heading), below(*heading, copies))) == Some(&copies.len())
    });
    let mut pairs = Vec::new();
    for (_, copies) in series {
        let mut value_first = None;
        for pair in copies.windows(2) {
            let &[before, after] = pair else { continue };
            let first = *value_first.get_or_insert(before);
            if lines.bytes(before) != lines.bytes(after) {
                pairs.push((first, after));
                value_first = Some(after);
            }
        }
    }
    pairs.sort_unstable();
    pairs
}

/// The heading the `copies` of one line all stand under, each at the same place (see
/// [`same_place`]), when they write at most two texts between them: a line of that heading.
fn heading_of(lines: &Lines<'_>, folded: &[Option<u64>], copies: &[usize]) -> Option<usize> {
    let first = lines.bytes(*copies.first()?);
    let other = copies.iter().map(|&i| lines.bytes(i)).find(|&text| text != first)?;
    if copies.iter().any(|&i| lines.bytes(i) != first && lines.bytes(i) != other) {
        return None;
    }
    let mut heading: Option<usize> = None;
    for pair in copies.windows(2) {
        let &[before, after] = pair else { return None };
        let above = same_place(before, after, lines, folded)?;
        if heading.is_some_and(|h| lines.bytes(h) != lines.bytes(above)) {
            return None;
        }
        heading = Some(above);
    }
    heading
}

/// Whether lines `first` and `second` stand at the same place under one heading: walking up from
/// both, lines the same but for their numbers (blank lines read past) until a line the same byte
/// for byte, within [`REACH`] lines, the second's below the first. That line above `second`.
fn same_place(first: usize, second: usize, lines: &Lines<'_>, folded: &[Option<u64>]) -> Option<usize> {
    for up in 1..=REACH {
        let (above_first, above_second) = (first.checked_sub(up)?, second.checked_sub(up)?);
        if above_second <= first {
            return None;
        }
        let (a, b) = (lines.bytes(above_first), lines.bytes(above_second));
        if a == b {
            if a.trim_ascii().is_empty() {
                continue;
            }
            return Some(above_second);
        }
        let hash = |i: usize| folded.get(i).copied().flatten();
        if hash(above_first).is_none() || hash(above_first) != hash(above_second) {
            return None;
        }
    }
    None
}

/// Whether `b` belongs to a word: a digit after one is part of its text.
fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// A hash of `text` in which each number (digits opening a token, a unit of lower-case letters
/// after them at most) reads as `0`, its unit kept; `None` when `text` holds no number.
fn hash_numbers_folded(text: &[u8]) -> Option<u64> {
    let mut hash = Fnv::new();
    let mut any = false;
    let mut at = 0;
    while let Some(&b) = text.get(at) {
        let opens = b.is_ascii_digit() && (at == 0 || text.get(at - 1).is_none_or(|&p| !is_word_byte(p)));
        if !opens {
            hash.byte(b);
            at += 1;
            continue;
        }
        let rest = text.get(at..).unwrap_or_default();
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        let unit =
            rest.get(digits..).unwrap_or_default().iter().take_while(|b| b.is_ascii_lowercase()).count();
        let end = at + digits + unit;
        let whole = text.get(end).is_none_or(|&after| !is_word_byte(after));
        if whole {
            hash.byte(b'0');
            hash.write(text.get(at + digits..end).unwrap_or_default());
            any = true;
        } else {
            hash.write(text.get(at..end).unwrap_or_default());
        }
        at = end;
    }
    any.then(|| hash.finish())
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[track_caller]
    fn check(text: &str, expected: &[(usize, usize)]) {
        assert_eq!(restated_pairs(&Lines::new(text)), expected, "{text}");
    }

    #[test]
    fn an_output_of_any_size_is_read() {
        // review69: over 256 KiB the pass was silent.
        let filler = "x\n".repeat(200 * 1024);
        check(&format!("----\nRan 25 tests\n----\nRan 20 tests\n{filler}"), &[(1, 3)]);
        check(
            &format!("{filler}----\nRan 25 tests\n----\nRan 20 tests\n"),
            &[(200 * 1024 + 1, 200 * 1024 + 3)],
        );
    }

    #[test]
    fn only_whole_decimal_tokens_are_numbers() {
        // A hex run's digits, and digits inside a word, are its text: two records' values.
        check("h\nCRC = 8628923C\nh\nCRC = 8943300C\n", &[]);
        check("h\nbuild x86_64\nh\nbuild x86_32\n", &[]);
        check("h\nname v1\nh\nname v2\n", &[]);
        // A number with a unit after it is a number: two runs' timings.
        check("h\nRan 25 tests in 0.004s\nh\nRan 20 tests in 0.031s\n", &[(1, 3)]);
        check("h\nid KEG-7000\nh\nid KEG-7001\n", &[(1, 3)]);
    }

    #[test]
    fn a_heading_written_more_often_than_the_line_is_a_record_heading() {
        // review69: `Date:` lines under one `Author:` among many records are two records' values.
        // Each record's `Date:` holds a number, the third of another form (a weekday): three
        // headings over numbers, two copies.
        check("Author: A\nDate: 5 Dec\nAuthor: A\nDate: 6 Dec\nAuthor: A\nDate: Mon 7 Dec\n", &[]);
        // A record whose field is missing heads no number, so it no longer counts (review74's
        // mend): the two records that write one are a pair.
        check("Author: A\nDate: 5 Dec\nAuthor: A\nDate: 6 Dec\nAuthor: A\nsubject\n", &[(1, 3)]);
        check("Author: A\nDate: 5 Dec\nAuthor: A\nDate: 6 Dec\n", &[(1, 3)]);
    }

    #[test]
    fn a_rule_above_a_failure_s_traceback_heads_no_count() {
        // review74: a failing run writes its `----` rule above the traceback and above `Ran N`;
        // only the second stands over a number, so the rule heads the count twice, as written.
        let failing = "FAIL: test_plan\n----\nTraceback (most recent call last):\n  x\n----\nRan 26 tests\n\nFAILED (failures=1)\n";
        let text = format!("{failing}----\nRan 20 tests\n\nOK\n");
        check(&text, &[(5, 9)]);
        // Both runs failing, 21 tests then 26.
        check(&format!("{failing}{failing}").replacen("Ran 26", "Ran 21", 1), &[(5, 13)]);
    }

    #[test]
    fn a_report_run_three_times_pairs_each_change() {
        // review69: 25, 25, 20 lost `Ran 20`; the first 25 pairs with the 20.
        check("----\nRan 25 tests\n----\nRan 25 tests\n----\nRan 20 tests\n", &[(1, 5)]);
        // Changed and changed back: each change a pair.
        check("----\nRan 25 tests\n----\nRan 20 tests\n----\nRan 25 tests\n", &[(1, 3), (3, 5)]);
        // A field of records, each its own value, is no series of reports.
        check("----\nRan 25 tests\n----\nRan 20 tests\n----\nRan 15 tests\n", &[]);
    }

    #[test]
    fn a_count_restated_under_the_same_rule_is_a_pair() {
        check(
            "test_a ... ok\n----\nRan 25 tests\n\nOK\ntest_a ... ok\n----\nRan 20 tests\n\nOK\n",
            &[(2, 7)],
        );
    }

    #[test]
    fn each_changed_value_under_a_query_written_twice_is_a_pair() {
        let text = "\
SELECT count(*) AS inspections, count(DISTINCT hive_id) AS hives FROM inspections;
    inspections = 864
hives = 96
UPDATE hives SET frames = 14;
SELECT count(*) AS inspections, count(DISTINCT hive_id) AS hives FROM inspections;
    inspections = 0
hives = 0
";
        check(text, &[(1, 5), (2, 6)]);
    }

    #[test]
    fn a_blank_line_is_read_past_but_is_no_heading() {
        check("== run ==\n\nRan 25 tests\n== run ==\n\nRan 20 tests\n", &[(2, 5)]);
        check("x\n\nRan 25 tests\ny\n\nRan 20 tests\n", &[]);
    }

    #[test]
    fn no_heading_above_both_no_pair() {
        // Two records' values, each under its own name.
        check("north\nframes 10\nsouth\nframes 12\n", &[]);
        // At the output's top there is nothing above the first.
        check("Ran 25 tests\nsummary\nRan 20 tests\n", &[]);
        // The heading too far up.
        check("h\n1\n2\n3\n4\nv 5\nh\n6\n7\n8\n9\nv 6\n", &[]);
    }

    #[test]
    fn a_series_is_no_pair_nor_are_equal_lines() {
        check("step\nprogress 10%\nstep\nprogress 20%\nstep\nprogress 30%\n", &[]);
        check("step\nprogress 10%\nstep\nprogress 10%\n", &[]);
    }

    #[test]
    fn the_second_heading_stands_below_the_first_value() {
        // `h` right above both, the second's heading being the first value's own line would be
        // the same line read twice: here the heading of the second is below the first value.
        check("h\nv 1\nh\nv 2\n", &[(1, 3)]);
        check("h 1\nh 2\n", &[]);
    }

    proptest! {
        /// Any lines: no panic, each pair's first above its second, sorted, and a line in two
        /// pairs at most.
        #[test]
        fn pairs_are_ordered(rows in prop::collection::vec("[ab]? ?[0-9]{0,2}", 0..40)) {
            let text: String = rows.iter().flat_map(|row| [row.as_str(), "\n"]).collect();
            let lines = Lines::new(&text);
            let pairs = restated_pairs(&lines);
            prop_assert!(pairs.iter().all(|&(a, b)| a < b && b < lines.len()));
            prop_assert!(pairs.windows(2).all(|w| w[0] < w[1]));
            let mut seen: Vec<usize> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
            seen.sort_unstable();
            prop_assert!(seen.windows(3).all(|w| w[0] != w[2]));
        }

        /// A report written twice under its heading, noise around and between the copies, one
        /// value changed: that line and its copy are a pair.
        #[test]
        fn a_report_written_twice_pairs_its_changed_value(
            body in prop::collection::vec(("[a-z]{1,6}", 0u32..1000), 1..6),
            changed in 0usize..6,
            noise in prop::collection::vec("[a-z]{0,6}( [a-z]{1,4})?", 0..12),
            split in 0usize..12,
        ) {
            let changed = changed % body.len();
            let report = |copy: u32| -> Vec<String> {
                let mut rows = vec!["== report ==".to_owned()];
                rows.extend(body.iter().enumerate().map(|(j, (word, value))| {
                    let value = if j == changed { value + 1 + copy } else { *value };
                    // The index in the word: each row its own line of the report.
                    format!("{word}{j} {value}")
                }));
                rows
            };
            let split = split.min(noise.len());
            let (before, between) = noise.split_at(split);
            let mut rows: Vec<String> = before.to_vec();
            let first = rows.len() + 1 + changed;
            rows.extend(report(0));
            rows.extend(between.iter().cloned());
            let second = rows.len() + 1 + changed;
            rows.extend(report(1));
            let text: String = rows.iter().flat_map(|row| [row.as_str(), "\n"]).collect();
            let lines = Lines::new(&text);
            let pairs = restated_pairs(&lines);
            prop_assert!(pairs.contains(&(first, second)), "{text}\n{pairs:?}");
        }
    }
}
