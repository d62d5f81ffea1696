//! A report written twice is read value by value: where the second copy restates a line of the
//! first with other numbers, the changed number is news, so the two lines are a pair.
//!
//! A tool run twice in one output — unittest at one commit and at another, a count query before
//! a sync and after it — writes its report twice: the same lines in the same order, a few of them
//! with other numbers (`Ran 25 tests` then `Ran 20 tests`, `inspections = 864` then
//! `inspections = 0`). A squash that reads the second report as the first shown again, or a line
//! that repeats an earlier one but for its numbers as no news, leaves out the one value that
//! changed. So two lines are a *restated pair* when the output writes their text, digits aside,
//! on exactly these two lines, they differ, and each stands at the same place below one line the
//! output writes word for word above both: walking up from each, at most [`REACH`] lines, the
//! lines above are the same but for their numbers (a blank line is layout and read past) until
//! a line that is the same byte for byte and not blank — the report's own heading, the query, the
//! rule it prints above its count. A line written three times is a series (a counter, a
//! progress), not a before and an after; a line with no such heading above both is one value of
//! two records, read for itself. A squasher that keeps either half keeps the other.

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use crate::{Keyed, Lines, hash_digits_folded};

/// Lines walked up from each half for the heading both stand under.
const REACH: usize = 4;

/// Outputs longer than this are not read: the pass hashes every line holding a digit, some ten
/// instructions a byte, and a report run twice is an output an agent reads, not a megabyte log.
pub const MAX_REPORTED_INPUT: usize = 256 * 1024;

/// The restated pairs among the `lines`: `(first, second)`, first above second, sorted by first
/// (see the module's documentation); none in a text over [`MAX_REPORTED_INPUT`] bytes.
///
/// ```
/// use ctx_squash_core::{Lines, restated_pairs};
///
/// let text = "----\nRan 25 tests\n\nOK\n----\nRan 20 tests\n\nOK\n";
/// assert_eq!(restated_pairs(&Lines::new(text)), [(1, 5)]);
/// ```
pub fn restated_pairs(lines: &Lines<'_>) -> Vec<(usize, usize)> {
    if lines.text().len() > MAX_REPORTED_INPUT {
        return Vec::new();
    }
    let (count, line) = (lines.len(), |i: usize| lines.bytes(i));
    // A line with no digit is its own text digits aside: only lines with one can differ so.
    let mut seen: HashMap<u64, (usize, Option<usize>, bool), Keyed> = HashMap::default();
    for i in 0..count {
        let text = line(i);
        if !text.iter().any(u8::is_ascii_digit) {
            continue;
        }
        match seen.entry(hash_digits_folded(text)) {
            Entry::Vacant(slot) => {
                slot.insert((i, None, false));
            }
            Entry::Occupied(mut slot) => {
                let (_, second, more) = slot.get_mut();
                if second.is_none() {
                    *second = Some(i);
                } else {
                    *more = true;
                }
            }
        }
    }
    let mut pairs: Vec<(usize, usize)> = seen
        .into_values()
        .filter_map(|(first, second, more)| second.filter(|_| !more).map(|second| (first, second)))
        .filter(|&(first, second)| line(first) != line(second) && same_place(first, second, &line))
        .collect();
    pairs.sort_unstable();
    pairs
}

/// Whether lines `first` and `second` stand at the same place under one heading: walking up from
/// both, lines the same but for their numbers (blank lines read past) until a line the same byte
/// for byte, within [`REACH`] lines, the second's above the first.
fn same_place<'a>(first: usize, second: usize, line: &impl Fn(usize) -> &'a [u8]) -> bool {
    for up in 1..=REACH {
        let (Some(above_first), Some(above_second)) = (first.checked_sub(up), second.checked_sub(up)) else {
            return false;
        };
        if above_second <= first {
            return false;
        }
        let (a, b) = (line(above_first), line(above_second));
        if a == b {
            if a.trim_ascii().is_empty() {
                continue;
            }
            return true;
        }
        if hash_digits_folded(a) != hash_digits_folded(b) {
            return false;
        }
    }
    false
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
    fn a_long_output_is_not_read() {
        let filler = "x\n".repeat(MAX_REPORTED_INPUT / 2);
        check(&format!("----\nRan 25 tests\n----\nRan 20 tests\n{filler}"), &[]);
        check(&format!("----\nRan 25 tests\n----\nRan 20 tests\n{}", "x\n".repeat(100)), &[(1, 3)]);
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
        /// Any lines: no panic, each pair's first above its second, sorted, and a line in one
        /// pair at most.
        #[test]
        fn pairs_are_ordered_and_disjoint(rows in prop::collection::vec("[ab]? ?[0-9]{0,2}", 0..40)) {
            let text: String = rows.iter().flat_map(|row| [row.as_str(), "\n"]).collect();
            let lines = Lines::new(&text);
            let pairs = restated_pairs(&lines);
            prop_assert!(pairs.iter().all(|&(a, b)| a < b && b < lines.len()));
            prop_assert!(pairs.windows(2).all(|w| w[0] < w[1]));
            let mut seen: Vec<usize> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
            let n = seen.len();
            seen.sort_unstable();
            seen.dedup();
            prop_assert_eq!(seen.len(), n);
        }
    }
}
