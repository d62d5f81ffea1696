//! A record's naming field stays on its line: of records of one shape written as headers over
//! indented bodies, the field that names each record is kept as a line in every record kept.
//!
//! A dump of entries writes each as a header line and under it, indented, one field a line —
//! `<1><2e>: Abbrev Number: 18 (DW_TAG_typedef)` over `<2f>  DW_AT_name : size_t`,
//! `<33>  DW_AT_decl_line : 214`. The name lines of different records share a shape, so a fold
//! keeps one and writes the names in a note, detached from their records: which entry is called
//! what is lost, and the kept lines of a record read as the fields of a nameless one. Here:
//!
//! - the records are the lines at one indent followed by lines indented deeper, the header
//!   indent being the one most such lines share, when there are at least [`MIN_RECORDS`] of
//!   [`MIN_MEAN`] lines on average (fewer, and a record is a line and its continuation) and
//!   their lines are at least half the text's;
//! - a body line's field is its first word, or its second when the first is written on fewer
//!   than [`MIN_RECORDS`] lines (an offset or a line number, which names the line, not a field);
//!   a field is a word of letters without a digit;
//! - the naming field is the field written exactly once in at least half of the records, whose
//!   values are mostly distinct and mostly end on a word that is not a number, with the most
//!   distinct values (a name, not an address or a size);
//! - every record any of whose lines is kept keeps its naming line. Its header is not added: the
//!   naming line carries its own position (`<2f>`), and headers too cost `readelf`'s output a
//!   sixth more tokens (3,755 → 4,391 of 9,821) for no fact.
//!
//! What is added is at most [`MAX_BYTES`] and a quarter of the input, record by record. A text
//! without such records costs a look at each line's cached lead. Chosen with round 12 in view
//! (`readelf --debug-dump=info`), a rule about how records are laid out, for any text.

use std::collections::{HashMap, HashSet};

use ctx_squash_core::Lines;

use crate::additions::Additions;
use crate::separators::first_word;
use crate::squash::Cut;

/// Records there must be at least, and lines a field's first word must be written on to be the
/// field (fewer, and it names the line).
const MIN_RECORDS: usize = 4;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 16 * 1024;
/// Lines a record holds at least on average, its header included: fewer, and a record is a line
/// and its continuation, not fields.
const MIN_MEAN: usize = 4;
/// Indents a header may have (deeper ones are not looked at).
const MAX_INDENT: usize = 16;

/// `kept` (sorted by line) with the naming line of every record kept added (see the module's
/// documentation), sorted.
#[cfg(test)]
pub(crate) fn with_record_names(lines: &Lines<'_>, kept: Vec<(usize, Cut)>) -> Vec<(usize, Cut)> {
    with_read(lines, read(lines).as_ref(), kept)
}

/// The records and each one's naming line: what [`with_read`] reads of the lines alone, kept or
/// not (read beside the miner on two threads).
pub(crate) type Read = (Vec<(usize, usize)>, Vec<Option<usize>>);

/// The records of `lines` and each one's naming line, when they have a naming field (see the
/// module's documentation).
pub(crate) fn read(lines: &Lines<'_>) -> Option<Read> {
    let records = records(lines)?;
    let naming = naming_lines(lines, &records)?;
    Some((records, naming))
}

/// [`with_record_names`] with the records and naming lines [`read`] found.
pub(crate) fn with_read(
    lines: &Lines<'_>,
    read: Option<&Read>,
    kept: Vec<(usize, Cut)>,
) -> Vec<(usize, Cut)> {
    let Some((records, naming)) = read else {
        return kept;
    };
    let mut additions = Additions::new(lines, &kept, MAX_BYTES.min(lines.text().len() / 4));
    for (&(start, end), &name) in records.iter().zip(naming) {
        let Some(name) = name else { continue };
        if (start..end).any(|i| additions.is_kept(i)) {
            additions.add(name, Cut::Normal);
        }
    }
    additions.into_kept(kept)
}

/// The records, each its header's line and the line past its last: the lines at the indent most
/// lines followed by deeper ones share, each up to the next line at that indent or less.
fn records(lines: &Lines<'_>) -> Option<Vec<(usize, usize)>> {
    let n = lines.len();
    let indent = |i: usize| {
        let lead = (i < n).then(|| lines.lead(i))?;
        (!lead.blank).then_some(lead.white)
    };
    let mut heads = [0usize; MAX_INDENT];
    let mut next = indent(0);
    for i in 0..n.saturating_sub(1) {
        let this = next;
        next = indent(i + 1);
        if let (Some(h), Some(b)) = (this, next)
            && b > h
            && h < MAX_INDENT
        {
            heads[h] += 1;
        }
    }
    let (h, &count) = heads.iter().enumerate().max_by_key(|&(h, &c)| (c, std::cmp::Reverse(h)))?;
    if count < MIN_RECORDS {
        return None;
    }
    let mut records = Vec::new();
    let mut i = 0;
    while i < n {
        if indent(i) == Some(h) && indent(i + 1).is_some_and(|b| b > h) {
            let end = (i + 1..n).find(|&j| indent(j).is_none_or(|d| d <= h)).unwrap_or(n);
            records.push((i, end));
            i = end;
        } else {
            i += 1;
        }
    }
    let covered: usize = records.iter().map(|&(s, e)| e - s).sum();
    let enough = records.len() >= MIN_RECORDS && covered >= records.len() * MIN_MEAN;
    (enough && covered * 2 >= n).then_some(records)
}

/// A field's lines, as (record, line), and its values.
type Uses<'a> = Vec<(usize, usize, &'a [u8])>;

/// Per record, the line of its naming field, if it writes one (see the module's documentation);
/// `None` when no field names the records.
fn naming_lines(lines: &Lines<'_>, records: &[(usize, usize)]) -> Option<Vec<Option<usize>>> {
    let body = |&(start, end): &(usize, usize)| start + 1..end;
    let mut firsts: HashMap<&[u8], usize> = HashMap::new();
    for i in records.iter().flat_map(body) {
        *firsts.entry(first_word(lines.bytes(i))).or_default() += 1;
    }
    let mut fields: HashMap<&[u8], Uses<'_>> = HashMap::new();
    for (r, record) in records.iter().enumerate() {
        for i in body(record) {
            let (key, value) = field(lines.bytes(i), &firsts);
            if !key.is_empty() {
                fields.entry(key).or_default().push((r, i, value));
            }
        }
    }
    let (_, uses) = fields
        .into_iter()
        .filter_map(|(key, uses)| {
            let mut per_record: HashMap<usize, usize> = HashMap::new();
            for &(r, _, _) in &uses {
                *per_record.entry(r).or_default() += 1;
            }
            let once = per_record.values().filter(|&&c| c == 1).count();
            let distinct: HashSet<&[u8]> = uses.iter().map(|&(_, _, v)| v).collect();
            let not_numbers = uses.iter().filter(|&&(_, _, v)| !ends_on_number(v)).count();
            let word = !key.iter().any(u8::is_ascii_digit) && key.iter().any(u8::is_ascii_alphabetic);
            let names = word
                && once * 2 >= records.len()
                && distinct.len() * 2 >= uses.len()
                && distinct.len() >= MIN_RECORDS
                && not_numbers * 2 >= uses.len();
            names.then_some(((distinct.len(), std::cmp::Reverse(key)), uses))
        })
        .max_by(|a, b| a.0.cmp(&b.0))?;
    let mut naming = vec![None; records.len()];
    for (r, i, _) in uses {
        if let Some(slot) = naming.get_mut(r) {
            *slot = if slot.is_none() { Some(i) } else { None };
        }
    }
    Some(naming)
}

/// A body line's field and value: its first word and the rest, or its second word and the rest
/// when the first is written on fewer than [`MIN_RECORDS`] lines (`firsts`).
fn field<'a>(line: &'a [u8], firsts: &HashMap<&[u8], usize>) -> (&'a [u8], &'a [u8]) {
    let (first, rest) = split_word(line);
    if firsts.get(first).is_some_and(|&c| c >= MIN_RECORDS) {
        return (first, rest);
    }
    split_word(rest)
}

/// A line's first word past its indent, and what follows it, trimmed.
fn split_word(line: &[u8]) -> (&[u8], &[u8]) {
    let word = first_word(line);
    let at = line.len() - line.trim_ascii_start().len() + word.len();
    (word, line.get(at..).unwrap_or_default().trim_ascii())
}

/// Whether a value's last word, its brackets and punctuation aside, is a number: decimal, or hex
/// with a digit or a `0x`.
fn ends_on_number(value: &[u8]) -> bool {
    let last = value.rsplit(u8::is_ascii_whitespace).next().unwrap_or_default();
    let word = last.trim_ascii();
    let start = word.iter().position(u8::is_ascii_alphanumeric);
    let end = word.iter().rposition(u8::is_ascii_alphanumeric);
    let (Some(start), Some(end)) = (start, end) else {
        return true;
    };
    let core = &word[start..=end];
    let (core, prefixed) = match core.strip_prefix(b"0x") {
        Some(hex) => (hex, true),
        None => (core, false),
    };
    !core.is_empty()
        && core.iter().all(|b| b.is_ascii_hexdigit() || *b == b'.')
        && (prefixed || core.iter().any(u8::is_ascii_digit))
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// The lines kept after the rule, from `kept`.
    #[track_caller]
    fn check(text: &str, kept: &[usize], expected: &[usize]) {
        assert_eq!(crate::squash::kept_after(with_record_names, text, kept), expected, "{text}");
    }

    /// Lines of each entry of [`entries`].
    const STRIDE: usize = 5;

    /// `n` entries: a header at an indent of one naming its offset, then four fields at an indent
    /// of four, each after its own offset: a name, a size, a line and an address.
    fn entries(n: usize) -> String {
        let mut text = String::new();
        for k in 0..n {
            let at = 16 * k;
            write!(
                text,
                " <1><{at:x}>: Entry (kind_{})\n    <{:x}>   name   : thing_{k}\n    <{:x}>   size   : {}\n    <{:x}>   line   : {}\n    <{:x}>   addr   : 0x{:x}\n",
                k % 3,
                at + 1,
                at + 2,
                k % 2 * 4 + 4,
                at + 3,
                10 + k,
                at + 4,
                0x1000 + 64 * k
            )
            .expect("writing to a String cannot fail");
        }
        text
    }

    #[test]
    fn each_kept_record_keeps_its_naming_line() {
        let text = entries(12);
        // The line of the third, the address of the eighth and the header of the tenth kept:
        // their names are added (not the line, numbered, nor the address, numeric); nothing of
        // the others.
        let kept = [2 * STRIDE + 3, 7 * STRIDE + 4, 9 * STRIDE];
        let expected =
            [2 * STRIDE + 1, 2 * STRIDE + 3, 7 * STRIDE + 1, 7 * STRIDE + 4, 9 * STRIDE, 9 * STRIDE + 1];
        check(&text, &kept, &expected);
    }

    #[test]
    fn text_of_no_such_records_is_left_alone() {
        // Too few records.
        check(&entries(3), &[3], &[3]);
        // A log at the margin.
        let log = (0..40).fold(String::new(), |mut text, k| {
            writeln!(text, "INFO step {k} done").expect("writing to a String cannot fail");
            text
        });
        check(&log, &[5], &[5]);
        // Records whose fields are numbers name nothing.
        let numbers = (0..8).fold(String::new(), |mut text, k| {
            write!(text, "item {k}\n  size: {k}\n  line: {}\n", 2 * k)
                .expect("writing to a String cannot fail");
            text
        });
        check(&numbers, &[2], &[2]);
    }

    #[test]
    fn a_number_is_told_from_a_name() {
        for value in ["0x1246", "<0xdd>", "214", "(DW_OP_fbreg: -52)", "2e", "1.5"] {
            assert!(ends_on_number(value.as_bytes()), "{value}");
        }
        for value in ["(indirect string, offset: 0xbc): hole", "int", "bad", "file.c"] {
            assert!(!ends_on_number(value.as_bytes()), "{value}");
        }
    }
}
