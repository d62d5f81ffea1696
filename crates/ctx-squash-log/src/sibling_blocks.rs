//! Two sibling blocks that differ in a few lines keep those lines: where two consecutive blocks
//! of one template are near-identical, the lines in which they differ are the point.
//!
//! A test runner that prints what was expected and what came (unittest.mock's `Expected:` and
//! `Actual:` call lists, an `assert_eq!` of two long `Vec`s, Jest's un-diffed arrays, two
//! `EXPLAIN`s, a before/after dump) writes two blocks of alike rows, each folded on its own: the
//! fold note tells the rows by their template and lists a dozen of their values, and the few rows
//! in which the blocks differ — the answer — are cut with the rest. So a block is a run of at
//! least [`MIN_BLOCK`] consecutive non-blank lines of one template; when two blocks of one
//! template are at most [`MAX_GAP`] lines apart, their common first lines and common last lines
//! are read off, and what is left of each (the rows that differ, substituted, added or removed)
//! is kept when it is a few — at most one row in [`SHARE`] of the shorter block, at most
//! [`MAX_ROWS`] a block —, with the line that labels each block (the one above it). Blocks that
//! are the same are a repeat, and blocks that differ in most rows are two listings: neither keeps
//! anything here. At most [`MAX_PAIRS`] pairs, the first.

use ctx_squash_core::{Lines, Templates};

/// Consecutive lines of one template a block has at least.
const MIN_BLOCK: usize = 4;
/// Lines between two blocks at most (a closing line, a label) for them to be siblings.
const MAX_GAP: usize = 3;
/// At most one row in this many of the shorter block differs for the two to be near-identical.
const SHARE: usize = 4;
/// Differing rows kept a block at most.
const MAX_ROWS: usize = 8;
/// Pairs of sibling blocks read at most.
const MAX_PAIRS: usize = 8;

/// The lines, ascending, in which each pair of near-identical sibling blocks differ, with each
/// block's label (see the module's documentation).
pub(crate) fn differing_rows(lines: &Lines<'_>, templates: &Templates) -> Vec<usize> {
    let n = lines.len();
    let mut kept = Vec::new();
    let mut pairs = 0;
    // The last block read, as (first line, end past its last).
    let mut previous: Option<(usize, usize)> = None;
    let mut start = 0;
    while start < n && pairs < MAX_PAIRS {
        let t = templates.of(start);
        let mut end = start + 1;
        while end < n && templates.of(end) == t {
            end += 1;
        }
        if end - start >= MIN_BLOCK && !lines.get(start).trim().is_empty() {
            if let Some((a, a_end)) = previous
                && start - a_end <= MAX_GAP
                && templates.of(a) == t
                && differ_in_few(lines, (a, a_end), (start, end), &mut kept)
            {
                pairs += 1;
            }
            previous = Some((start, end));
        }
        start = end;
    }
    kept.sort_unstable();
    kept.dedup();
    kept
}

/// Whether blocks `a` and `b` (first line, end) differ in a few rows; when so, those rows and the
/// line above each block go to `kept`.
fn differ_in_few(lines: &Lines<'_>, a: (usize, usize), b: (usize, usize), kept: &mut Vec<usize>) -> bool {
    let (a_len, b_len) = (a.1 - a.0, b.1 - b.0);
    let shorter = a_len.min(b_len);
    let same = |i: usize, j: usize| lines.bytes(i) == lines.bytes(j);
    let head = (0..shorter).take_while(|&k| same(a.0 + k, b.0 + k)).count();
    let tail = (0..shorter - head).take_while(|&k| same(a.1 - 1 - k, b.1 - 1 - k)).count();
    let (a_rows, b_rows) = (a.0 + head..a.1 - tail, b.0 + head..b.1 - tail);
    let differing = a_rows.len().max(b_rows.len());
    if differing == 0 || differing * SHARE > shorter || differing > MAX_ROWS {
        return false;
    }
    for label in [a.0, b.0] {
        if let Some(above) = label.checked_sub(1)
            && !lines.get(above).trim().is_empty()
        {
            kept.push(above);
        }
    }
    kept.extend(a_rows);
    kept.extend(b_rows);
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::squash::lines_of;

    fn call(k: usize, tonnes: usize) -> String {
        format!(
            " call(truck='TRK-{}', ticket='T{k:05}', tonnes={tonnes}, note='{tonnes} t for TRK-{}'),",
            k % 7,
            k % 7
        )
    }

    /// An expected and an actual list of 30 calls that differ in the 22nd to 25th.
    fn expected_actual(odd: std::ops::Range<usize>) -> String {
        let expected = lines_of(100..130, |k| call(k, 10 + k % 30));
        let actual = lines_of(100..130, |k| call(k, if odd.contains(&k) { 30 } else { 10 + k % 30 }));
        format!("AssertionError: Calls not found.\nExpected:\n{expected}  Actual:\n{actual}done\n")
    }

    fn found(text: &str) -> Vec<String> {
        let lines = Lines::new(text);
        let templates = Templates::mine(&lines);
        differing_rows(&lines, &templates).into_iter().map(|i| lines.get(i).to_owned()).collect()
    }

    #[test]
    fn the_rows_in_which_two_lists_differ_are_kept_with_their_labels() {
        let rows = found(&expected_actual(121..125));
        let mut want = vec!["Expected:".to_owned()];
        want.extend((121..125).map(|k| call(k, 10 + k % 30)));
        want.push("  Actual:".to_owned());
        want.extend((121..125).map(|k| call(k, 30)));
        assert_eq!(rows, want);
    }

    #[test]
    fn alike_or_unlike_blocks_keep_nothing() {
        // The same list twice is a repeat.
        assert!(found(&expected_actual(0..0)).is_empty());
        // Lists differing in most rows are two listings.
        assert!(found(&expected_actual(100..120)).is_empty());
        // Blocks far apart are no siblings.
        let far = format!(
            "{}a\nb\nc\nd\n{}",
            lines_of(0..20, |k| call(k, 1)),
            lines_of(0..20, |k| call(k, if k == 3 { 2 } else { 1 }))
        );
        assert!(found(&far).is_empty());
    }

    /// The principle's hook: the squash of a long output holding the two lists keeps the rows
    /// that differ, which the two lists' fold notes alone cut.
    #[test]
    fn the_squash_keeps_what_the_lists_differ_in() {
        let passes = lines_of(0..300, |k| format!("test_ticket_{k:03} (tests.DispatchTest) ... ok"));
        let text = format!("{passes}{}", expected_actual(121..125));
        let out = crate::squash_log(&text);
        assert!(out.len() < text.len() / 2, "{out}");
        for k in 121..125 {
            assert!(out.contains(&call(k, 30)) && out.contains(&call(k, 10 + k % 30)), "{k} in\n{out}");
        }
    }

    proptest::proptest! {
        /// Two sibling lists of any length differing in any few rows: every row that differs is
        /// kept, in both.
        #[test]
        fn any_few_differing_rows_are_kept(len in 8usize..60, at in 0usize..60, n in 1usize..=MAX_ROWS) {
            let at = at % len;
            let n = n.min(len / SHARE).min(len - at).max(1);
            proptest::prop_assume!(n * SHARE <= len);
            let expected = lines_of(0..len, |k| call(k, 10 + k % 30));
            let actual = lines_of(0..len, |k| call(k, if (at..at + n).contains(&k) { 99 } else { 10 + k % 30 }));
            let rows = found(&format!("want\n{expected}got\n{actual}"));
            for k in at..at + n {
                proptest::prop_assert!(rows.contains(&call(k, 99)) && rows.contains(&call(k, 10 + k % 30)), "{} {:?}", k, rows);
            }
        }

        /// On any text no panic, and the rows returned are lines of the text, ascending, once each.
        #[test]
        fn any_text(rows in proptest::collection::vec(proptest::sample::select(&["a 1", "a 2", "a 3", "b x", "", "c", "a 1 z"][..]), 0..200)) {
            let text = rows.join("\n");
            let lines = Lines::new(&text);
            let templates = Templates::mine(&lines);
            let kept = differing_rows(&lines, &templates);
            proptest::prop_assert!(kept.windows(2).all(|w| w[0] < w[1]));
            proptest::prop_assert!(kept.iter().all(|&i| i < lines.len()));
        }
    }
}
