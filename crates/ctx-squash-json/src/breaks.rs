//! A break in a counted sequence keeps its neighbours: in a run of records numbered one after
//! another, a number skipped is where something happened, and the record on each side of the skip
//! is kept.
//!
//! Records a tool writes in order carry their counter (`{"firing":"F1411",…}`, `item 0412`, a
//! row id): a reader who knows the counter sees a record missing only where the squash shows the
//! two around it — folded with the hundreds alike, `F1411` then `F1413` is a gap no marker tells.
//! jq that failed on one input line of 1,500 skips its result; a stream that dropped a message, a
//! batch that lost a row, read the same. So each line's first number (at most [`MAX_DIGITS`]
//! digits, within its first [`MAX_PREFIX`] bytes) is read with the text before it as the
//! sequence it counts in; where a sequence has counted up by one for [`MIN_RUN`] records and then
//! skips a few numbers (up to [`MAX_SKIP`]) that it writes nowhere else (a record written out of
//! order is late, not missing), the record before and the record after are kept. A
//! sequence skipping more often than [`MAX_BREAKS`] times in the output counts sparsely (ids of a
//! selection, not a run), and none of its skips is a break. Lines of other sequences, or of none,
//! between the two do not end the run (an error interleaved in the stream), nor does a number
//! written again (a record in two lines, a retry: a repeat is no skip, and the record before a
//! skip is the last written with its number). At most [`MAX_FORCED`] records are kept for breaks
//! over the output, each sequence's first break before any sequence's second: the records of the
//! breaks past that stay folded, counted in their `[N lines omitted]` marker like any other.

use std::collections::HashMap;

use ctx_squash_core::Keyed;

use crate::columns::hash;

/// Records counting up by one before a skip is a break.
const MIN_RUN: u32 = 8;
/// The most numbers a skip may miss and still be a break in the run, not a new series.
const MAX_SKIP: u64 = 16;
/// Breaks a sequence may show and still be a run with breaks, not a sparse selection.
const MAX_BREAKS: usize = 4;
/// Bytes before a line's first number at most (the sequence's text).
const MAX_PREFIX: usize = 64;
/// Digits of a counter at most.
const MAX_DIGITS: usize = 18;
/// Sequences followed at most (the first met).
const MAX_SEQUENCES: usize = 64;
/// Records kept for breaks at most over the output (two a break).
const MAX_FORCED: usize = 16;

/// A sequence being followed: the last number, its line, how many steps of one led to it, and
/// its skips.
struct Sequence {
    last: u64,
    line: usize,
    run: u32,
    breaks: Vec<Break>,
}

/// A skip: the lines before and after it, and the numbers it skipped.
struct Break {
    before: usize,
    after: usize,
    missing: std::ops::Range<u64>,
}

/// A line's first number and the hash of the text before it, when the number starts within
/// [`MAX_PREFIX`] bytes and has at most [`MAX_DIGITS`] digits.
fn counter(line: &str) -> Option<(u64, u64)> {
    let bytes = line.as_bytes();
    let start = bytes.iter().take(MAX_PREFIX + 1).position(u8::is_ascii_digit)?;
    let digits = bytes.get(start..)?.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits > MAX_DIGITS {
        return None;
    }
    let number = line.get(start..start + digits)?.parse().ok()?;
    Some((hash(bytes.get(..start)?), number))
}

/// The lines (sorted) on each side of a break in a counted sequence of `lines`, given as each
/// non-blank line's index and text, in order. A skip is a break only when the numbers it skips
/// are written nowhere in its sequence (a record written out of order is no gap: a parallel
/// runner's late result).
pub(crate) fn breaks<'a>(lines: impl Iterator<Item = (usize, &'a str)> + Clone) -> Vec<usize> {
    let mut sequences: HashMap<u64, Sequence, Keyed> = HashMap::default();
    for (index, line) in lines.clone() {
        let Some((prefix, number)) = counter(line) else { continue };
        if let Some(seq) = sequences.get_mut(&prefix) {
            let step = number.checked_sub(seq.last);
            if step == Some(1) {
                seq.run = seq.run.saturating_add(1);
            } else if step == Some(0) {
                // A number written again: the run goes on from its last line.
            } else {
                if step.is_some_and(|step| (2..=MAX_SKIP + 1).contains(&step))
                    && seq.run >= MIN_RUN
                    && seq.breaks.len() <= MAX_BREAKS
                {
                    seq.breaks.push(Break { before: seq.line, after: index, missing: seq.last + 1..number });
                }
                seq.run = 0;
            }
            (seq.last, seq.line) = (number, index);
        } else if sequences.len() < MAX_SEQUENCES {
            sequences.insert(prefix, Sequence { last: number, line: index, run: 0, breaks: Vec::new() });
        }
    }
    sequences.retain(|_, seq| !seq.breaks.is_empty() && seq.breaks.len() <= MAX_BREAKS);
    if sequences.is_empty() {
        return Vec::new();
    }
    // A second pass only when a break was seen: a skipped number written elsewhere voids it.
    for (_, line) in lines {
        let Some((prefix, number)) = counter(line) else { continue };
        if let Some(seq) = sequences.get_mut(&prefix) {
            seq.breaks.retain(|b| !b.missing.contains(&number));
        }
    }
    // Each sequence's first break, then its second…, in the output's order within each round.
    let mut ranked: Vec<(usize, usize, usize)> = sequences
        .into_values()
        .flat_map(|seq| seq.breaks.into_iter().enumerate().map(|(n, b)| (n, b.before, b.after)))
        .collect();
    ranked.sort_unstable();
    let mut kept: Vec<usize> =
        ranked.into_iter().take(MAX_FORCED / 2).flat_map(|(_, before, after)| [before, after]).collect();
    kept.sort_unstable();
    kept.dedup();
    kept
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;
    use proptest::prelude::*;

    fn kept(text: &str) -> Vec<usize> {
        breaks(text.split('\n').enumerate().filter(|(_, l)| !l.is_empty()))
    }

    #[test]
    fn a_skipped_number_keeps_the_records_around_it() {
        let mut text = String::new();
        for n in (1..=300).filter(|&n| n != 212) {
            let _ = writeln!(text, "{{\"firing\":\"F{n:04}\",\"over\":{}}}", n % 7);
            if n == 150 {
                // An error interleaved in the stream, then the rest of its record: no break.
                text.push_str("jq: error (at firings.jsonl:151): cannot be subtracted\n\",\"over\":1}\n");
            }
        }
        let lines: Vec<&str> = text.lines().collect();
        let got: Vec<&str> = kept(&text).into_iter().map(|i| lines[i]).collect();
        assert_eq!(got, ["{\"firing\":\"F0211\",\"over\":1}", "{\"firing\":\"F0213\",\"over\":3}"]);
    }

    #[test]
    fn a_sparse_or_short_or_unordered_sequence_has_no_break() {
        // Ids of a selection: a number skipped every dozen, more often than a run breaks.
        let sparse: String =
            (1..300).filter(|n| n % 12 != 0).map(|n| format!("id {n}\n")).collect::<Vec<_>>().concat();
        assert!(kept(&sparse).is_empty());
        // A skip after a run too short.
        let short: String =
            [1, 2, 3, 5, 6, 7].iter().map(|n| format!("row {n}\n")).collect::<Vec<_>>().concat();
        assert!(kept(&short).is_empty());
        // A new series far from the last number, or counting down.
        let series: String = (1..=20)
            .chain(500..=520)
            .chain((1..=20).rev())
            .map(|n| format!("n {n}\n"))
            .collect::<Vec<_>>()
            .concat();
        assert!(kept(&series).is_empty());
        // A record written out of order (a parallel runner's late result) is no gap.
        let late: String = (1..=30)
            .filter(|&n| n != 15)
            .chain([15])
            .map(|n| format!("ok lot_{n:03}\n"))
            .collect::<Vec<_>>()
            .concat();
        assert!(kept(&late).is_empty());
    }

    proptest! {
        /// Never a panic; every line kept is one given, in order, at most [`MAX_FORCED`].
        #[test]
        fn breaks_are_bounded_and_given_lines(rows in prop::collection::vec(("[a-z{\":]{0,4}", 0u64..40), 0..200)) {
            let text: Vec<String> = rows.iter().map(|(p, n)| format!("{p}{n}")).collect();
            let got = breaks(text.iter().enumerate().map(|(i, l)| (i, l.as_str())));
            prop_assert!(got.windows(2).all(|w| w[0] < w[1]));
            prop_assert!(got.iter().all(|&i| i < text.len()));
            prop_assert!(got.len() <= MAX_FORCED);
        }

        /// Any number of sequences, each counting with breaks: at most [`MAX_FORCED`] records
        /// kept, and every sequence's first break before any second one.
        #[test]
        fn breaks_are_capped_over_the_output(
            sequences in 1usize..40,
            skips in prop::collection::vec(20u64..60, 1..5),
        ) {
            // A sequence's name holds no digit: its first number is its counter.
            let name = |s: usize| {
                let letter = |k: usize| char::from(b'a' + u8::try_from(k % 26).unwrap_or(0));
                format!("seq {}{} ", letter(s / 26), letter(s))
            };
            let mut text = String::new();
            for s in 0..sequences {
                let mut n = 0;
                for &skip in &skips {
                    for _ in 0..skip {
                        n += 1;
                        let _ = writeln!(text, "{}{n}", name(s));
                    }
                    n += 3;
                }
            }
            let lines: Vec<&str> = text.lines().collect();
            let got = kept(&text);
            let breaks = skips.len() - 1;
            prop_assert_eq!(got.len(), (2 * sequences * breaks).min(MAX_FORCED));
            // Every sequence among the first eight met has its first break kept.
            let named = |s: usize| got.iter().any(|&i| lines[i].starts_with(&name(s)));
            prop_assert!(breaks == 0 || (0..sequences.min(MAX_FORCED / 2)).all(named));
        }
    }

    /// A number written again goes on with the run: the repeat is no skip, and the record before
    /// a skip after it is the last written with its number.
    #[test]
    fn a_repeated_number_is_no_break() {
        let numbers = [1, 2, 3, 4, 5, 5, 6, 7, 8, 9, 9, 11, 12];
        let mut text = String::new();
        for (k, n) in numbers.iter().enumerate() {
            let _ = writeln!(text, "item {n} take {k}");
        }
        let lines: Vec<&str> = text.lines().collect();
        let got: Vec<&str> = kept(&text).into_iter().map(|i| lines[i]).collect();
        assert_eq!(got, ["item 9 take 10", "item 11 take 11"]);
        // Repeats alone are no break either.
        let mut flat = String::new();
        for k in 0..40 {
            let _ = writeln!(flat, "item {} take {k}", 1 + k / 4);
        }
        assert!(kept(&flat).is_empty());
    }
}
