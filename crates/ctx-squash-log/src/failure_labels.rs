//! A failure's own labels belong to its block: below a headline, a bare label at the headline's
//! depth (`Expected:`, `Got:`, a line of one to three words ending in `:`) that the output writes
//! no more often than it writes headlines continues the block, with the deeper lines under it,
//! when they are a value: at most [`MAX_VALUE`] lines (a listing under a label is left to the
//! filler, which folds its rows).
//!
//! A runner's verbose log prints each passing check as labelled values too (doctest's
//! `Trying:` / `Expecting:` 243 times); the failure, among them, writes its values under labels
//! of its own (`Expected:` and `Got:` under `Failed example:`), indented like every passing value,
//! so a block that stops at the first line at its headline's depth leaves them to be folded with
//! the passes'. A failure's labels come at most once per failure, a label every passing block
//! writes comes more often than the output has headlines: that label is the next block's start
//! and ends the failure's block, as a ruler (a line of one repeated mark) or any other line at the
//! headline's depth does. The same holds for unittest's, minitest's or a custom runner's
//! `Expected:` / `Actual:` sections.

use std::collections::HashMap;
use std::sync::OnceLock;

use ctx_squash_core::Lines;

/// Bytes of a label line at most (its trailing blanks aside).
const MAX_LABEL: usize = 32;
/// Lines under a label at most for it to hold a value (`Expected:` over `49350`), not a listing
/// (`Passed tests:` over 400 rows, which stays the filler's to fold).
pub(crate) const MAX_VALUE: usize = 8;
/// Words of a label at most.
const MAX_WORDS: usize = 3;

/// Whether a line is a bare label: at the margin it is given, one to [`MAX_WORDS`] words of
/// letters (and `-`, `_`, `'`) ending in `:` and nothing after it.
pub(crate) fn label(line: &[u8]) -> bool {
    let text = line.trim_ascii();
    let Some(words) = text.strip_suffix(b":") else { return false };
    !words.is_empty()
        && text.len() <= MAX_LABEL
        && words.first().is_some_and(u8::is_ascii_alphabetic)
        && words.iter().all(|&b| b.is_ascii_alphabetic() || matches!(b, b' ' | b'-' | b'_' | b'\''))
        && words.split(|&b| b == b' ').filter(|w| !w.is_empty()).count() <= MAX_WORDS
}

/// How often each bare label is written in an output, counted once on first asking.
#[derive(Default)]
pub(crate) struct Labels<'a> {
    counts: OnceLock<HashMap<&'a [u8], usize>>,
}

impl<'a> Labels<'a> {
    /// Whether `line` is a bare label written at most `headlines` times in `lines` (trimmed of
    /// blanks, as a label at any depth counts).
    pub(crate) fn rare(&self, lines: &Lines<'a>, line: &[u8], headlines: usize) -> bool {
        if !label(line) {
            return false;
        }
        let counts = self.counts.get_or_init(|| {
            let mut counts = HashMap::new();
            for i in 0..lines.len() {
                let text = lines.bytes(i).trim_ascii();
                if text.last() == Some(&b':') && label(text) {
                    *counts.entry(text).or_insert(0) += 1;
                }
            }
            counts
        });
        counts.get(line.trim_ascii()).is_some_and(|&n| n <= headlines)
    }
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_label_over_a_listing_does_not_take_the_listing_into_the_failure() {
        // Review of fix17: `Passed tests:` is written once, as often as the one headline, but
        // over 400 rows it heads a listing, not a value — its rows stay the filler's to fold.
        let mut text = "step done\n".repeat(5000);
        text.push_str("ERROR: integration test checkout_flow failed\nExpected:\n    200\nGot:\n    500\nPassed tests:\n");
        for i in 1..=400 {
            let _ = writeln!(text, "    test_case_{i} ok ({i} ms)");
        }
        let squash = crate::squash_log(&text);
        assert!(squash.contains("Expected:\n    200\nGot:\n    500"), "{squash}");
        assert!(squash.contains("×400"), "the passing rows fold: {squash}");
    }

    #[test]
    fn labels_are_short_bare_words_ending_in_a_colon() {
        assert!(label(b"Expected:") && label(b"Got:") && label(b"  Failed example:"));
        assert!(!label(b"Expected: 3") && !label(b"x = 1:") && !label(b":") && !label(b"http://a:"));
        assert!(!label(b"one two three four:") && !label(b"1 items had failures:"));
    }

    #[test]
    fn a_label_every_passing_block_writes_is_not_rare() {
        let mut text = "Trying:\n    f(1)\nExpecting:\n    1\nok\n".repeat(5);
        text.push_str("Failed example:\n    f(2)\nExpected:\n    2\nGot:\n    3\n");
        let lines = Lines::new(&text);
        let labels = Labels::default();
        assert!(labels.rare(&lines, b"Expected:", 2) && labels.rare(&lines, b"Got:", 2));
        assert!(!labels.rare(&lines, b"Trying:", 2) && !labels.rare(&lines, b"Expecting:", 2));
        assert!(!labels.rare(&lines, b"    2", 2), "a value is no label");
    }

    proptest! {
        /// On any text: no panic, and a line called rare is a label written at most that often.
        #[test]
        fn rare_labels_are_labels_counted_at_most_the_headlines(
            rows in proptest::collection::vec(proptest::sample::select(&["Got:", "Expected:", "  Got:", "x:", "é:", "a b c d:", "", "    1", ":"][..]), 0..60),
            headlines in 0usize..4,
        ) {
            let text = rows.join("\n");
            let lines = Lines::new(&text);
            let labels = Labels::default();
            for i in 0..lines.len() {
                let line = lines.bytes(i);
                if labels.rare(&lines, line, headlines) {
                    prop_assert!(label(line));
                    let n = (0..lines.len()).filter(|&j| lines.bytes(j).trim_ascii() == line.trim_ascii()).count();
                    prop_assert!(n <= headlines);
                }
            }
        }
    }
}
