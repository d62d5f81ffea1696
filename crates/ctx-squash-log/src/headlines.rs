//! A headline is never cut mid-line: a kept line that heads one of several records of one shape
//! is kept whole, up to [`MAX_HEADLINE`] bytes, even where it was kept only to be cut short.
//!
//! An output of records writes a headline over each — `0be4527 … perf(ctx-pipeline): a JSON
//! string marker's anchor is checked …` over a commit's files — and the selection keeps many of
//! them cut short ([`SHORT_LINE`](crate::squash::SHORT_LINE)), as it cuts a status line: the
//! middle of the sentence that says what the record is goes, and the record reads as something
//! else. The headlines are the lines at the margin whose first word has one shape: the same word,
//! or an id (hex digits, a digit among them) of the same length — a commit's hash, a record's
//! number. A shape heads records when at least [`MIN_RECORDS`] lines have it, three in four of
//! them are followed by a line of another shape (a run of like lines is a listing, not headed
//! records), its lines are at most a third of the output, and they say something beyond their
//! first word (a letter); of such shapes the records start at the one met first, since each field
//! of a record (`Install:`, `Upgrade:` under `Start-Date:`) is such a shape too. A headline kept cut short is kept whole when it is at most
//! [`MAX_HEADLINE`] bytes, while what is added stays within [`MAX_BYTES`] and an eighth of the
//! input. Like `separators`, a rule about how lines are laid out, for any text; chosen with
//! round 11 in view (`git log --numstat`), not at first contact.

use std::collections::HashMap;

use ctx_squash_core::Lines;

use crate::formats::indent;
use crate::separators::first_word;
use crate::squash::{Cut, SHORT_LINE};

/// Lines of one shape that head records at least.
const MIN_RECORDS: usize = 4;
/// Bytes of a headline kept whole at most: a longer line is cut as before.
const MAX_HEADLINE: usize = 512;
/// Bytes added at most, over what the cut lines cost.
const MAX_BYTES: usize = 8 * 1024;

/// The shape of a line's first word: the word itself, or an id's length.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Shape<'a> {
    Word(&'a [u8]),
    Id(usize),
}

/// `kept` (sorted by line) with the headlines it cuts short kept whole (see the module's
/// documentation).
#[cfg(test)]
pub(crate) fn whole_headlines(lines: &Lines<'_>, kept: Vec<(usize, Cut)>) -> Vec<(usize, Cut)> {
    whole_headlines_with(lines, kept, || heading_shape(lines))
}

/// `whole_headlines`, asking `head` for the [`heading_shape`] only when a kept line is cut
/// short (a two-thread squash reads it beside the miner).
pub(crate) fn whole_headlines_with<'a>(
    lines: &Lines<'a>,
    mut kept: Vec<(usize, Cut)>,
    head: impl FnOnce() -> Option<Shape<'a>>,
) -> Vec<(usize, Cut)> {
    // Only lines kept short and long enough to be cut are looked at, and most outputs have none.
    let cut: Vec<usize> = kept
        .iter()
        .enumerate()
        .filter(|&(_, &(i, c))| {
            c == Cut::Short && (SHORT_LINE..=MAX_HEADLINE).contains(&lines.bytes(i).len())
        })
        .map(|(k, _)| k)
        .collect();
    if cut.is_empty() {
        return kept;
    }
    let Some(head) = head() else {
        return kept;
    };
    let mut budget = MAX_BYTES.min(lines.text().len() / 8);
    for k in cut {
        let Some(&(i, _)) = kept.get(k) else { continue };
        let line = lines.bytes(i);
        let grows = line.len() - SHORT_LINE.min(line.len());
        if shape(line) == Some(head) && grows <= budget {
            budget -= grows;
            if let Some(slot) = kept.get_mut(k) {
                slot.1 = Cut::Normal;
            }
        }
    }
    kept
}

/// The shape whose lines head records, if any (see the module's documentation): of the shapes
/// that could, the one met first, as a record's fields each could too.
pub(crate) fn heading_shape<'a>(lines: &Lines<'a>) -> Option<Shape<'a>> {
    // Per shape: its first line, its lines, how many are followed by a line of another shape,
    // and whether all say something beyond their first word.
    let mut shapes: HashMap<Shape<'a>, (usize, usize, usize, bool)> = HashMap::new();
    let n = lines.len();
    let mut previous: Option<Shape<'a>> = None;
    for i in 0..n {
        let line = lines.bytes(i);
        let here = shape(line);
        if let Some(entry) = previous.filter(|&p| Some(p) != here).and_then(|p| shapes.get_mut(&p)) {
            entry.2 += 1;
        }
        if let Some(s) = here {
            let says = line
                .get(first_word(line).len()..)
                .is_some_and(|rest| rest.iter().any(u8::is_ascii_alphabetic));
            let entry = shapes.entry(s).or_insert((i, 0, 0, true));
            entry.1 += 1;
            entry.3 &= says;
        }
        previous = here;
    }
    shapes
        .into_iter()
        .filter(|&(_, (_, count, apart, says))| {
            count >= MIN_RECORDS && apart * 4 >= count * 3 && count * 3 <= n && says
        })
        .min_by_key(|&(_, (first, ..))| first)
        .map(|(s, _)| s)
}

/// A line's shape, when it is at the margin and not blank.
fn shape(line: &[u8]) -> Option<Shape<'_>> {
    if indent(line) != 0 {
        return None;
    }
    let word = first_word(line);
    if word.is_empty() {
        return None;
    }
    let id = word.iter().all(u8::is_ascii_hexdigit) && word.iter().any(u8::is_ascii_digit);
    Some(if id { Shape::Id(word.len()) } else { Shape::Word(word) })
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// The cuts of `kept` (all short) after the rule: whether each is whole.
    #[track_caller]
    fn check(text: &str, kept: &[usize], expected: &[bool]) {
        let lines = Lines::new(text);
        let kept = kept.iter().map(|&i| (i, Cut::Short)).collect();
        let out: Vec<bool> =
            whole_headlines(&lines, kept).into_iter().map(|(_, c)| c == Cut::Normal).collect();
        assert_eq!(out, expected, "{text}");
    }

    /// `n` commits of a long subject each, a blank line and three files changed.
    fn commits(n: usize, subject: &str) -> String {
        let mut text = String::new();
        for k in 0..n {
            writeln!(text, "{:07x} Seed maintainers {subject} {k}\n", 0x1a2_b3c0 + k * 7919)
                .expect("writing to a String cannot fail");
            for j in 0..3 {
                writeln!(text, "{j}\t{k}\tcrates/ctx-squash-log/src/file{j}.rs")
                    .expect("writing to a String cannot fail");
            }
        }
        text
    }

    #[test]
    fn a_kept_headline_is_kept_whole() {
        let text = commits(12, &"a commit subject that says what changed and why ".repeat(5));
        // Commits 0 and 7's headlines (lines 0 and 35), and a file of commit 7 (line 37, short).
        check(&text, &[0, 35, 37], &[true, true, false]);
    }

    #[test]
    fn lines_that_head_no_records_are_cut_as_before() {
        let long = "a commit subject that says what changed and why ".repeat(5);
        // Too few records.
        check(&commits(3, &long), &[0], &[false]);
        // A run of like lines is a listing: no line of it heads a record.
        let mut run = String::new();
        for k in 0..40 {
            writeln!(run, "INFO step {k} {long}").expect("writing to a String cannot fail");
        }
        check(&run, &[5], &[false]);
        // A record's field is no headline: the records start at the shape met first.
        let mut history = String::new();
        for k in 0..8 {
            writeln!(
                history,
                "Start-Date: 2026-05-{k:02}\nInstall: {long}\nUpgrade: {long}\nEnd-Date: 2026-05-{k:02}\n"
            )
            .expect("writing to a String cannot fail");
        }
        check(&history, &[0, 2], &[false, false]);
        // A headline longer than MAX_HEADLINE is cut as before.
        let longer = "a commit subject that says what changed and why ".repeat(12);
        check(&commits(12, &longer), &[0], &[false]);
    }
}
