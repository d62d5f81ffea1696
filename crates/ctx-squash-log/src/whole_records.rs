//! A kept record is kept whole, and a record that differs is the standout record: of records of
//! one shape (see `separators`), the ones to keep whole, and the ones read.
//!
//! A record's lines are its fields: keeping most of a record's fields but a few loses the one
//! asked about (the first `sed --debug` cycle kept but for a register line), and among records
//! written alike the one written otherwise is the news (the cycle whose command deletes its line,
//! so that the cycle has no output, and the next cycle's). A record's shape is the run of its
//! lines' first words that at least a quarter of the records write (so a value at the margin, a
//! name, is not part of it), a word with a digit read as one word: the records of a shape no
//! other record has are standouts, when they are at most a quarter of the records and
//! [`MAX_STANDOUTS`] (more, and no shape is news). The records kept whole are the standouts, then
//! the records whose body keeps three lines in four already (the rest cost little).
//!
//! A record is a standout too when the selection kept a line of it whose first word no other
//! record writes, its line written as a quarter of the records write one but for that word (its
//! second word, a word of letters, theirs: a `--stat` row's `|` is no word) — `git log --summary`'s one `delete mode …` among commits that each
//! `create mode …` a file —: the line is news only with its record, the commit's subject and the file it created
//! beside it. Such records, as the standouts of a shape, are kept when they are at most a quarter
//! of the records and [`MAX_STANDOUTS`] (records that each write words of their own, a message's
//! free text, have none).
//!
//! A record the selection kept more of than of the others — at least two body lines more than the
//! median record it keeps any of (the entry whose sizes stand out keeps its name, CRC and sizes,
//! the others their name and CRC) — is the record read: `separators` keeps the fields that name it
//! (its offset), as in a record it kept much of, rather than the whole record.
//!
//! Chosen with round 11 in view (`sed --debug`, `zipinfo -v`), a rule about records, for any text.

use std::collections::HashMap;

use ctx_squash_core::Lines;

use crate::formats::indent;
use crate::separators::first_word;

/// Standouts are kept only when at most one record in this many is one.
const STANDOUT_SHARE: usize = 4;
/// Standouts kept at most: more, and no shape is news.
const MAX_STANDOUTS: usize = 8;

/// The records of `spans` (each its first line and the line past its last) to keep whole, in the
/// order to keep them, given how many lines of each body the selection kept (`body_kept`): the
/// standouts, then the records whose body keeps three lines in four or more.
pub(crate) fn whole(
    lines: &Lines<'_>,
    spans: &[(usize, usize)],
    body_kept: &[usize],
    one_offs: &[usize],
) -> Vec<usize> {
    let mut order = standouts(lines, spans);
    for &r in one_offs {
        if !order.contains(&r) {
            order.push(r);
        }
    }
    // Only the standouts (at most `MAX_STANDOUTS`) can already be in the order.
    let standing = order.len();
    for (r, (&(start, end), &k)) in spans.iter().zip(body_kept).enumerate() {
        if k * 4 >= (end - start - 1) * 3 && k > 0 && !order[..standing].contains(&r) {
            order.push(r);
        }
    }
    order
}

/// Per record, whether the selection kept more of its body than of most records' (at least two
/// lines more than the median record whose body keeps any): the record read.
pub(crate) fn read_more(body_kept: &[usize]) -> Vec<bool> {
    let mut live: Vec<usize> = body_kept.iter().copied().filter(|&k| k > 0).collect();
    live.sort_unstable();
    let median = live.get(live.len() / 2).copied().unwrap_or(usize::MAX);
    body_kept.iter().map(|&k| k > median.saturating_add(1)).collect()
}

/// A line's first word as a record's shape reads it: a word with a digit is one word, `#`.
fn shape_word<'a>(lines: &Lines<'a>, i: usize) -> &'a [u8] {
    let w = first_word(lines.bytes(i));
    if w.iter().any(u8::is_ascii_digit) { b"#".as_slice() } else { w }
}

/// A line's second word, a word with a digit read as one word, `#` (none: empty).
fn second_word<'a>(lines: &Lines<'a>, i: usize) -> &'a [u8] {
    let line = lines.bytes(i);
    let past = line.get(indent(line) + first_word(line).len()..).unwrap_or_default().trim_ascii_start();
    let w =
        past.get(..past.iter().position(u8::is_ascii_whitespace).unwrap_or(past.len())).unwrap_or_default();
    if w.iter().any(u8::is_ascii_digit) { b"#".as_slice() } else { w }
}

/// Per first word of the records' bodies, how many records write it.
fn writers<'a>(lines: &Lines<'a>, spans: &[(usize, usize)]) -> HashMap<&'a [u8], usize> {
    words_written(lines, spans, shape_word)
}

/// Per word `word` reads of a line of the records' bodies, how many records write it.
fn words_written<'a>(
    lines: &Lines<'a>,
    spans: &[(usize, usize)],
    word: fn(&Lines<'a>, usize) -> &'a [u8],
) -> HashMap<&'a [u8], usize> {
    let mut writers: HashMap<&[u8], usize> = HashMap::new();
    for &(start, end) in spans {
        let mut here: Vec<&[u8]> = (start + 1..end).map(|i| word(lines, i)).collect();
        here.sort_unstable();
        here.dedup();
        for w in here {
            *writers.entry(w).or_default() += 1;
        }
    }
    writers
}

/// The records whose body holds a kept line (`is_kept`, by line) whose first word no other record
/// writes, when they are few (see the module's documentation).
pub(crate) fn kept_one_offs(lines: &Lines<'_>, spans: &[(usize, usize)], is_kept: &[bool]) -> Vec<usize> {
    let writers = writers(lines, spans);
    let seconds = words_written(lines, spans, second_word);
    // A line written as other records' lines are but for its first word: `delete mode` among
    // `create mode` (a headline of its own, an error's, is no such variant).
    let one_off = |i: usize| {
        let w = shape_word(lines, i);
        let second = second_word(lines, i);
        !w.is_empty()
            && writers.get(w) == Some(&1)
            && second.iter().any(u8::is_ascii_alphabetic)
            && seconds.get(second).is_some_and(|&c| c * STANDOUT_SHARE >= spans.len())
    };
    let found: Vec<usize> = spans
        .iter()
        .enumerate()
        .filter(|&(_, &(start, end))| {
            (start + 1..end).any(|i| is_kept.get(i).copied().unwrap_or(false) && one_off(i))
        })
        .map(|(r, _)| r)
        .collect();
    if found.len() * STANDOUT_SHARE > spans.len() || found.len() > MAX_STANDOUTS { Vec::new() } else { found }
}

/// The records of a shape no other record has, when they are few (see the module's
/// documentation).
fn standouts(lines: &Lines<'_>, spans: &[(usize, usize)]) -> Vec<usize> {
    let word = |i: usize| shape_word(lines, i);
    let writers = writers(lines, spans);
    let common = |w: &[u8]| writers.get(w).is_some_and(|&c| c * 4 >= spans.len());
    let shapes: Vec<Vec<&[u8]>> = spans
        .iter()
        .map(|&(start, end)| (start + 1..end).map(word).filter(|w| common(w)).collect())
        .collect();
    let mut counts: HashMap<&[&[u8]], usize> = HashMap::new();
    for shape in &shapes {
        *counts.entry(shape.as_slice()).or_default() += 1;
    }
    let alone: Vec<usize> =
        (0..shapes.len()).filter(|&r| counts.get(shapes[r].as_slice()) == Some(&1)).collect();
    if alone.len() * STANDOUT_SHARE > spans.len() || alone.len() > MAX_STANDOUTS { Vec::new() } else { alone }
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// `n` records of five lines (`== item k`, `Size: k`, `Kind: file`, `  data k`, `End: k`),
    /// the `odd`th with a second `Kind:` line.
    fn records(n: usize, odd: usize) -> (String, Vec<(usize, usize)>) {
        let mut text = String::new();
        let mut spans = Vec::new();
        let mut line = 0;
        for k in 0..n {
            let extra = if k == odd { "Kind: link\n" } else { "" };
            write!(text, "== item {k}\nSize: {k}\nKind: file\n{extra}  data {k}\nEnd: {k}\n")
                .expect("writing to a String cannot fail");
            let len = if k == odd { 6 } else { 5 };
            spans.push((line, line + len));
            line += len;
        }
        (text, spans)
    }

    #[test]
    fn the_record_written_otherwise_and_the_records_kept_more_are_whole() {
        let (text, spans) = records(12, 7);
        let lines = Lines::new(&text);
        // Most records keep one body line of four, the fourth three: it and the odd one are whole.
        let mut kept = vec![1; 12];
        kept[3] = 3;
        assert_eq!(whole(&lines, &spans, &kept, &[]), vec![7, 3]);
        // Nothing kept, nothing read: only the standout.
        assert_eq!(whole(&lines, &spans, &[0; 12], &[]), vec![7]);
    }

    #[test]
    fn the_record_kept_more_than_most_is_read() {
        // Most keep two lines, one four: it is read; one line more is not enough.
        let read = read_more(&[2, 0, 2, 3, 4, 2, 0, 2]);
        assert_eq!(read, [false, false, false, false, true, false, false, false]);
        assert!(read_more(&[0, 0, 0]).iter().all(|&r| !r));
    }

    #[test]
    fn records_all_written_otherwise_have_no_standout() {
        // Every record differs (the `k`th has `k` flags): none is news.
        let mut text = String::new();
        for k in 0..8 {
            write!(text, "== item {k}\nSize: {k}\n{}End: {k}\n", "Flag: x\n".repeat(k))
                .expect("writing to a String cannot fail");
        }
        let lines = Lines::new(&text);
        let mut spans = Vec::new();
        let mut line = 0;
        for k in 0..8 {
            spans.push((line, line + 3 + k));
            line += 3 + k;
        }
        assert_eq!(whole(&lines, &spans, &[1; 8], &[]), Vec::<usize>::new());
    }

    #[test]
    fn a_kept_line_of_a_word_no_other_record_writes_makes_its_record_a_standout() {
        // Twelve records alike, the seventh with a `Gone: file` line of its own, written as
        // `Kind: file`.
        let mut text = String::new();
        for k in 0..12 {
            let extra = if k == 7 { "Gone: file\n" } else { "" };
            write!(text, "== item {k}\nKind: file\n{extra}End: {k}\n")
                .expect("writing to a String cannot fail");
        }
        let lines = Lines::new(&text);
        let spans: Vec<(usize, usize)> = (0..12)
            .map(|k| match k.cmp(&7) {
                std::cmp::Ordering::Less => (k * 3, k * 3 + 3),
                std::cmp::Ordering::Equal => (21, 25),
                std::cmp::Ordering::Greater => (k * 3 + 1, k * 3 + 4),
            })
            .collect();
        let mut is_kept = vec![false; lines.len()];
        // Not kept: no standout; kept: its record is one.
        assert_eq!(kept_one_offs(&lines, &spans, &is_kept), Vec::<usize>::new());
        is_kept[23] = true;
        assert_eq!(kept_one_offs(&lines, &spans, &is_kept), vec![7]);
        assert_eq!(whole(&lines, &spans, &[0; 12], &[7]), vec![7]);
        // Every record writing a word of its own: none stands out.
        let mut text = String::new();
        for k in 0..8 {
            write!(text, "== item {k}\nw{}x: a\n", char::from(b'a' + k as u8))
                .expect("writing to a String cannot fail");
        }
        let lines = Lines::new(&text);
        let spans: Vec<(usize, usize)> = (0..8).map(|k| (k * 2, k * 2 + 2)).collect();
        assert_eq!(kept_one_offs(&lines, &spans, &[true; 16]), Vec::<usize>::new());
    }
}
