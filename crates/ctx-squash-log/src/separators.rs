//! A record's separator is a heading: the line that starts each of several records of one shape
//! is kept for every record whose body keeps anything, with the fields that name the record.
//!
//! An output of records of one shape writes a separator line at the top of each — `== name.crt`
//! over a certificate, `commit <hash>` over a commit — and under it the record's fields: `Owner:
//! …`, `Valid from: … until: …`, `Signature algorithm name: …`. The separators share a shape, so
//! a fold keeps the first and names the others in a note; the selection keeps scattered lines of
//! the bodies (a serial number, a fingerprint), and without their separator each reads as part
//! of the record kept above it, which is silently wrong. The separators are the lines at the
//! margin that open on the first word of the output's first line, when they are at least
//! [`MIN_RECORDS`], no two in a row, over records of [`MIN_MEAN`] lines on average, not all
//! written alike, and most records open on a line of the same first word or the same rule (they
//! are of one shape). Records of one shape are found wherever they start: when the first line
//! opens none, a line at the margin after a blank one in the first [`PREAMBLE_REACH`] lines may
//! (`sed --debug`'s cycles after its program, `zipinfo -v`'s entries after the archive's header),
//! and what is above the first record is its own part, a preamble kept as a heading block (its
//! first [`PREAMBLE_LINES`] lines). Then:
//!
//! - the separator of each record whose body keeps a line is kept;
//! - a field is a first word at the margin that three records in four write exactly once. A
//!   field of at most [`MAX_KINDS`] values keeps the first line of each value (the rare
//!   `SHA1withRSA (weak)` among `SHA256withRSA`): rarity, not a value known to matter. A first
//!   word indented deeper that three records in four write once, at one indent, of mostly
//!   distinct values, names its record too (a commit's subject under its `Date:`);
//! - a record whose body keeps one line in [`WHOLE`] or more is kept as a record: the fields whose
//!   values are mostly distinct, which name it (`Owner:`, `Valid from:`), are kept in it too,
//!   unless the record already shows that value (an `Issuer:` the same as its `Owner:`). A record
//!   the selection keeps a line or two of is left to its separator.
//!
//! - a kept record is kept whole, and a record that differs is the standout record (see
//!   `whole_records`): such records are kept whole, up to [`RECORD_LINES`] lines each.
//!
//! What is added is at most [`MAX_BYTES`] and a quarter of the input: the separators first, then
//! the kinds, then the naming fields record by record, then the preamble, then whole records. An output whose first line starts no
//! records costs one comparison of each line's first bytes, stopped at two like lines in a row.
//! Like `heads`, a rule about how lines are laid out, for any text.

use std::collections::{HashMap, HashSet};

use ctx_squash_core::Lines;

use crate::additions::Additions;
use crate::formats::indent;
use crate::squash::Cut;

/// Records a separator must start at least.
const MIN_RECORDS: usize = 4;
/// Lines a record holds at least on average, its separator included.
const MIN_MEAN: usize = 3;
/// Bytes of a separator line at most: a longer line is a row, not a name.
const MAX_SEPARATOR: usize = 160;
/// Values a field of kinds holds at most (more, and its values are neither names nor kinds).
const MAX_KINDS: usize = 8;
/// A record whose body keeps at least one line in this many is kept as a record.
const WHOLE: usize = 6;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 16 * 1024;
/// Lines from the top within which records may start after a preamble.
const PREAMBLE_REACH: usize = 64;
/// Lines tried as the first separator at most (the first line, then lines after a blank).
const MAX_TRIES: usize = 4;
/// Lines of a preamble kept at most.
const PREAMBLE_LINES: usize = 32;
/// Lines of a record kept whole at most, its separator included.
const RECORD_LINES: usize = 48;

/// `kept` (sorted by line) with the separators and fields of records of one shape added (see the
/// module's documentation), sorted.
#[cfg(test)]
pub(crate) fn with_separators(lines: &Lines<'_>, kept: Vec<(usize, Cut)>) -> Vec<(usize, Cut)> {
    with_read(lines, read(lines).as_ref(), kept)
}

/// The records of one shape and their fields: what [`with_read`] reads of the lines alone, kept
/// or not (read beside the miner on two threads).
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Read {
    records: Vec<Record>,
    fields: Vec<Field>,
}

/// The records of one shape of `lines` and their fields, if it has any (see the module's
/// documentation).
pub(crate) fn read(lines: &Lines<'_>) -> Option<Read> {
    let records = records(lines)?;
    let fields = fields(lines, &records);
    Some(Read { records, fields })
}

/// [`with_separators`] with the records and fields [`read`] found.
pub(crate) fn with_read(
    lines: &Lines<'_>,
    read: Option<&Read>,
    kept: Vec<(usize, Cut)>,
) -> Vec<(usize, Cut)> {
    let Some(Read { records, fields }) = read else {
        return kept;
    };
    let mut adder = Additions::new(lines, &kept, MAX_BYTES.min(lines.text().len() / 4));
    let is_kept = adder.mask();
    // Per record, how many lines of its body are kept: one, and its separator is; a sixth,
    // and it is kept as a record, its naming fields too.
    let body_kept: Vec<usize> = records
        .iter()
        .map(|r| is_kept.get(r.start + 1..r.end).map_or(0, |body| body.iter().filter(|&&k| k).count()))
        .collect();
    let live: Vec<bool> = body_kept.iter().map(|&k| k > 0).collect();
    let spans: Vec<(usize, usize)> = records.iter().map(|r| (r.start, r.end)).collect();
    let one_offs = crate::whole_records::kept_one_offs(lines, &spans, is_kept);
    let read_more = crate::whole_records::read_more(&body_kept);
    let whole: Vec<bool> = records
        .iter()
        .zip(&body_kept)
        .zip(&read_more)
        .map(|((r, &k), &more)| more || k * WHOLE >= r.end - r.start - 1)
        .collect();
    for (record, _) in records.iter().zip(&live).filter(|(_, live)| **live) {
        adder.add(record.start, Cut::Normal);
    }
    for field in fields.iter().filter(|f| f.kind == Kind::Kinds) {
        let mut seen = HashSet::new();
        for &(r, i) in &field.lines {
            if live[r] && seen.insert(value(lines.bytes(i))) {
                adder.add(i, Cut::Normal);
            }
        }
    }
    let mut naming: Vec<(usize, usize)> =
        fields.iter().filter(|f| f.kind == Kind::Names).flat_map(|f| f.lines.iter().copied()).collect();
    naming.sort_unstable();
    let mut shown: Vec<&[u8]> = Vec::new();
    let mut current = usize::MAX;
    for (r, i) in naming {
        if r != current {
            current = r;
            shown.clear();
        }
        let v = value(lines.bytes(i));
        if whole[r] && !shown.contains(&v) {
            shown.push(v);
            adder.add(i, Cut::Normal);
        }
    }
    let first = records.first().map_or(0, |r| r.start);
    let preamble = (0..first).filter(|&i| !lines.bytes(i).trim_ascii().is_empty());
    for i in preamble.take(PREAMBLE_LINES) {
        adder.add(i, Cut::Normal);
    }
    for r in crate::whole_records::whole(lines, &spans, &body_kept, &one_offs) {
        adder.add_whole((spans[r].0..spans[r].1).take(RECORD_LINES));
    }
    adder.into_kept(kept)
}

/// One record: its separator's line and the line past its last.
#[derive(Debug, PartialEq, Eq)]
struct Record {
    start: usize,
    end: usize,
}

/// The records of one shape the output is written in, when its first non-blank line is a
/// separator, or else a line at the margin after a blank one near the top (see the module's
/// documentation).
fn records(lines: &Lines<'_>) -> Option<Vec<Record>> {
    let n = lines.len();
    let blank = |i: usize| lines.bytes(i).trim_ascii().is_empty();
    let top = (0..n).find(|&i| !blank(i))?;
    let after_blank = (top + 1..n.min(PREAMBLE_REACH))
        .filter(|&i| blank(i - 1) && !blank(i) && indent(lines.bytes(i)) == 0);
    let mut tried: Vec<&[u8]> = Vec::new();
    std::iter::once(top).chain(after_blank).take(MAX_TRIES).find_map(|first| {
        let word = first_word(lines.bytes(first));
        if tried.contains(&word) {
            return None;
        }
        tried.push(word);
        records_from(lines, first)
    })
}

/// The records whose first separator is line `first`.
fn records_from(lines: &Lines<'_>, first: usize) -> Option<Vec<Record>> {
    let n = lines.len();
    let word = first_word(lines.bytes(first));
    // The separators: the lines at the margin opening on the first line's first word (the
    // miner may split them over templates of their own when their names share no token). Two
    // in a row start no record: a run of like lines is no separated text.
    let mut starts = vec![first];
    for i in first + 1..n {
        let line = lines.bytes(i);
        if line.starts_with(word) && line.get(word.len()).is_none_or(u8::is_ascii_whitespace) {
            if starts.last().is_some_and(|&last| last + 1 == i) {
                return None;
            }
            starts.push(i);
        }
    }
    let separator = |&i: &usize| {
        let line = lines.bytes(i);
        line.len() <= MAX_SEPARATOR && names(line)
    };
    // Separators name their records: not all written alike.
    if starts.len() < MIN_RECORDS
        || starts.len() * MIN_MEAN > n - first
        || indent(lines.bytes(first)) != 0
        || !starts.iter().all(separator)
        || starts.iter().all(|&i| lines.bytes(i) == lines.bytes(first))
    {
        return None;
    }
    // One shape: most records open on a line of the same first word.
    let mut opening: HashMap<&[u8], usize> = HashMap::new();
    for &i in &starts {
        if i + 1 < n {
            *opening.entry(first_word(lines.bytes(i + 1))).or_default() += 1;
        }
    }
    // A rule under each separator (`-----`) is one opening too.
    let rule = |word: &[u8]| !word.is_empty() && word.iter().all(u8::is_ascii_punctuation);
    let most =
        opening.iter().filter(|(word, _)| names(word) || rule(word)).map(|(_, &c)| c).max().unwrap_or(0);
    if most * 4 < starts.len() * 3 {
        return None;
    }
    let ends = starts.iter().skip(1).copied().chain([n]);
    Some(starts.iter().zip(ends).map(|(&start, end)| Record { start, end }).collect())
}

/// What a field's values are.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// Mostly distinct: they name the record.
    Names,
    /// At most [`MAX_KINDS`] values.
    Kinds,
    /// Neither.
    Other,
}

/// A field of the records: its kind and its lines, as (record, line), in order.
#[derive(Debug, PartialEq, Eq)]
struct Field {
    kind: Kind,
    lines: Vec<(usize, usize)>,
}

/// A word's lines, as (record, line), and how many records write it exactly once.
type Uses = (Vec<(usize, usize)>, usize);

/// The fields of `records`: the first words at the margin that at least three records in four
/// write exactly once, in the order of their first line; and the naming fields written deeper —
/// a first word at one indent past the margin that three records in four write exactly once, of
/// mostly distinct values: a commit's indented subject, `    recipes: batch 88`, names it as its
/// `Date:` does.
fn fields(lines: &Lines<'_>, records: &[Record]) -> Vec<Field> {
    // Per word and its indent: its lines, and how many records write it exactly once.
    let mut words: HashMap<(usize, &[u8]), Uses> = HashMap::new();
    // Fields are written at the margin, or all at one indent (`  compressed size:`): the least
    // indent of the first record's body lines that open on a word.
    let margin = records.first().map_or(0, |r| {
        (r.start + 1..r.end)
            .map(|i| lines.bytes(i))
            .filter(|line| names(first_word(line)))
            .map(indent)
            .min()
            .unwrap_or(0)
    });
    for (r, record) in records.iter().enumerate() {
        let mut here: HashMap<(usize, &[u8]), usize> = HashMap::new();
        for i in record.start + 1..record.end {
            let line = lines.bytes(i);
            if indent(line) < margin || !names(first_word(line)) {
                continue;
            }
            let word = (indent(line), first_word(line));
            *here.entry(word).or_default() += 1;
            words.entry(word).or_default().0.push((r, i));
        }
        for (word, _) in here.into_iter().filter(|&(_, times)| times == 1) {
            if let Some(entry) = words.get_mut(&word) {
                entry.1 += 1;
            }
        }
    }
    let mut fields: Vec<Field> = words
        .into_iter()
        .filter(|(_, (_, once))| once * 4 >= records.len() * 3)
        .map(|((at_indent, _), (at, _))| {
            let values: HashSet<&[u8]> = at.iter().map(|&(_, i)| value(lines.bytes(i))).collect();
            let kind = if values.len() * 2 >= at.len() && values.len() > MAX_KINDS {
                Kind::Names
            } else if values.len() > 1 && values.len() <= MAX_KINDS && at_indent == margin {
                Kind::Kinds
            } else {
                Kind::Other
            };
            Field { kind, lines: at }
        })
        .collect();
    fields.sort_unstable_by_key(|f| f.lines.first().map_or(0, |&(_, i)| i));
    fields
}

/// A line's first word, past its indent (up to its first space or tab).
pub(crate) fn first_word(line: &[u8]) -> &[u8] {
    let start = indent(line);
    let rest = line.get(start..).unwrap_or_default();
    let end = rest.iter().position(u8::is_ascii_whitespace).unwrap_or(rest.len());
    rest.get(..end).unwrap_or_default()
}

/// What a field's line says after its first word, trimmed.
fn value(line: &[u8]) -> &[u8] {
    line.get(first_word(line).len() + indent(line)..).unwrap_or_default().trim_ascii()
}

/// Whether some bytes name something: they hold a letter.
fn names(bytes: &[u8]) -> bool {
    bytes.iter().any(u8::is_ascii_alphabetic)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// `n` pieces of text, the `k`th written by `piece(k)`, joined.
    fn joined(n: usize, piece: impl Fn(usize) -> String) -> String {
        let mut text = String::new();
        for k in 0..n {
            text.push_str(&piece(k));
        }
        text
    }

    /// The lines kept after the rule, from `kept`.
    #[track_caller]
    fn check(text: &str, kept: &[usize], expected: &[usize]) {
        assert_eq!(crate::squash::kept_after(with_separators, text, kept), expected, "{text}");
    }

    /// Lines of each certificate of [`certificates`].
    const STRIDE: usize = 10;

    /// `n` certificates of [`STRIDE`] lines written alike: a separator, an owner naming it, an
    /// issuer the same, a serial, an algorithm of two kinds (the weak one in the third), a
    /// constant version and an indented body of four lines.
    fn certificates(n: usize) -> String {
        let mut text = String::new();
        for k in 0..n {
            let algorithm = if k == 2 { "SHA1withRSA (weak)" } else { "SHA256withRSA" };
            write!(
                text,
                "== Root_{k}.crt\nOwner: CN=Root {k}, O=Org{k}\nIssuer: CN=Root {k}, O=Org{k}\nSerial: {k:08x}\nSignature: {algorithm}\nVersion: 3\n"
            )
            .expect("writing to a String cannot fail");
            for j in 0..4 {
                writeln!(text, "  data {k} {j}: 00 11 22 33 44 55 66 77 88 99 aa bb cc dd ee ff")
                    .expect("writing to a String cannot fail");
            }
        }
        text
    }

    #[test]
    fn each_kept_record_keeps_its_separator_and_the_fields_that_name_it() {
        let text = certificates(12);
        // The serial and two body lines of each record kept, but none of the sixth's and only the
        // serial of the eighth: a record kept as one keeps its separator, its owner (not its
        // issuer, which repeats the owner); the eighth its separator alone; the sixth nothing;
        // and the first line of each algorithm is kept.
        let at = |k: usize, lines: &[usize]| lines.iter().map(|j| k * STRIDE + j).collect::<Vec<_>>();
        let mut kept = Vec::new();
        let mut expected = vec![4, 2 * STRIDE + 4];
        for k in 0..12 {
            match k {
                5 => {}
                7 => {
                    kept.extend(at(k, &[3]));
                    expected.extend(at(k, &[0, 3]));
                }
                _ => {
                    kept.extend(at(k, &[3, 6, 7]));
                    expected.extend(at(k, &[0, 1, 3, 6, 7]));
                }
            }
        }
        expected.sort_unstable();
        check(&text, &kept, &expected);
    }

    #[test]
    fn records_after_a_preamble_keep_their_separators_and_the_preamble() {
        // A header of four lines (one indented) and a blank, then the certificates.
        let preamble = "Store: roots\n  listed by: tool 1.0\nEntries: 12\nDigest: none\n\n";
        let text = format!("{preamble}{}", certificates(12));
        let at = |k: usize, j: usize| 5 + k * STRIDE + j;
        // One body line of each record kept (the serial): its separator too, and the preamble.
        let kept: Vec<usize> = (0..12).map(|k| at(k, 3)).collect();
        let mut expected: Vec<usize> = (0..4).chain((0..12).flat_map(|k| [at(k, 0), at(k, 3)])).collect();
        // The first line of each algorithm.
        expected.extend([at(0, 4), at(2, 4)]);
        expected.sort_unstable();
        check(&text, &kept, &expected);
    }

    #[test]
    fn the_record_read_keeps_its_naming_fields_written_at_one_indent() {
        // 10 entries of 27 lines, under a rule, fields at an indent of two: a name, an offset, a
        // CRC, a size, a method and twenty flags.
        let entries = joined(10, |k| {
            let flags = joined(20, |j| format!("  flag{j}: no\n"));
            format!(
                "Entry #{k}:\n---------\n  name: file{k}.class\n  offset: {}\n  crc: {k:08x}\n  size: {}\n  method: deflated\n{flags}",
                1000 + 37 * k,
                10 * k
            )
        });
        // Every entry keeps its name and CRC, the sixth its size and method too (less than a
        // sixth of its body, but two lines more than the others): it is read, and keeps its
        // offset (a field of distinct values); every separator is kept.
        let mut kept: Vec<usize> = (0..10).flat_map(|k| [27 * k + 2, 27 * k + 4]).collect();
        kept.extend([27 * 5 + 5, 27 * 5 + 6]);
        kept.sort_unstable();
        let mut expected: Vec<usize> = kept.iter().copied().chain((0..10).map(|k| 27 * k)).collect();
        expected.push(27 * 5 + 3);
        expected.sort_unstable();
        check(&entries, &kept, &expected);
    }

    #[test]
    fn a_commit_kept_as_a_record_keeps_its_indented_subject() {
        // Commits of 7 lines: `commit`, `Author:`, `Date:`, a blank, the indented subject, a
        // blank and one raw line; the fifth and the tenth change two files (no record stands out
        // by its shape), the tenth's both kept.
        let text = joined(20, |k| {
            let extra =
                if k == 5 || k == 10 { ":100644 100755 cce83dd cce83dd M\tscripts/mash.sh\n" } else { "" };
            format!(
                "commit {k:040x}\nAuthor: Ada <ada@example.com>\nDate:   Nov {k} 11:29:00 2025\n\n    recipes: batch {k}\n\n:100644 100644 3b6f687 33d0660 M\trecipes/ale-{k}.yml\n{extra}"
            )
        });
        // Record 10 starts at line 71: its two raw lines (77, 78) kept, a sixth of its body and
        // more: its separator, its `Date:` and its subject join them, the author (one value) not.
        check(&text, &[77, 78], &[71, 73, 75, 77, 78]);
    }

    #[test]
    fn text_of_no_such_records_is_left_alone() {
        // Too few records.
        let text = certificates(3);
        check(&text, &[3, 13], &[3, 13]);
        // A log whose first line's first word opens line after line: no record has a body.
        let log = joined(40, |k| format!("INFO step {k} done\n"));
        check(&log, &[5], &[5]);
        // Records of no one shape: the lines after the separators start differently.
        let mixed = joined(8, |k| format!("== part {k}\nword{k} x\nmore{k} y\n"));
        check(&mixed, &[1], &[1]);
        // A separator written alike every time names nothing.
        let same = joined(8, |k| format!("== part\nOwner: {k}\nSerial: {k}\n"));
        check(&same, &[2], &[2]);
    }
}
