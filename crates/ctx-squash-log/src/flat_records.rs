//! A flat record is named by its first key: a blank-separated block of `key = value` (or
//! `key: value`) lines is a record, and every record any of whose lines is kept keeps its first
//! key's line, its name, beside them.
//!
//! An archive's technical listing, a package database, a device inventory write one entry as a
//! block of fields, one a line, at the margin, blocks between blank lines: `Path = a/B.class`
//! over `Size = 50441`, `CRC = 39026C8A`. Nothing is indented, so `record_names.rs` (headers over
//! indented fields) sees no record; the fields fold by key, and what the selection keeps of a
//! record — a standout size, a checksum — stands without the line saying which entry it is. Here:
//!
//! - a field line is a key (a letter or `_` first, then letters, digits, `_-./()[]` and at most
//!   3 single blanks, at most 64 bytes) then `=` or `:` and a blank or the line's end (or, for
//!   `=`, a value straight after a key without blanks: `name=value`): ctx-squash-core's
//!   [`field`], the reading `rare_values.rs` shares;
//! - a record is a block of non-blank lines of which three in four are field lines and at least
//!   [`MIN_FIELDS`] are, whose first or second line is one (a separator may open the block); its
//!   name is its first field line;
//! - there are at least [`MIN_RECORDS`] records whose names share one key, their lines half the
//!   text's and their names half distinct (a name, not a kind);
//! - every such record any of whose lines is kept keeps its name, the records keeping the most
//!   lines first (a standout's record before one whose one kept line many records keep alike).
//!
//! What is added is at most [`MAX_BYTES`] and a quarter of the input. A text without blank
//! lines costs a look at each line's cached lead. Chosen with round 13 in view (`7z l -slt`), a
//! rule about how records are laid out, for any text.

use std::collections::{HashMap, HashSet};

use ctx_squash_core::{Lines, field};

use crate::additions::Additions;
use crate::squash::Cut;

/// Records there must be at least.
const MIN_RECORDS: usize = 4;
/// Field lines a record holds at least.
const MIN_FIELDS: usize = 2;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 16 * 1024;

/// `kept` (sorted by line) with the name of every flat record kept added (see the module's
/// documentation), sorted.
#[cfg(test)]
pub(crate) fn with_flat_record_names(lines: &Lines<'_>, kept: Vec<(usize, Cut)>) -> Vec<(usize, Cut)> {
    with_records(lines, records(lines).as_deref(), kept)
}

/// [`with_flat_record_names`] with the records [`records`] found (read beside the miner on two
/// threads: they read the lines alone, kept or not).
pub(crate) fn with_records(
    lines: &Lines<'_>,
    records: Option<&[Record]>,
    kept: Vec<(usize, Cut)>,
) -> Vec<(usize, Cut)> {
    let Some(records) = records else {
        return kept;
    };
    let mut additions = Additions::new(lines, &kept, MAX_BYTES.min(lines.text().len() / 4));
    let mut wanted: Vec<(usize, usize)> = records
        .iter()
        .filter(|record| !additions.is_kept(record.name))
        .filter_map(|record| {
            let count = (record.start..record.end).filter(|&i| additions.is_kept(i)).count();
            (count > 0).then_some((count, record.name))
        })
        .collect();
    wanted.sort_unstable_by_key(|&(count, name)| (std::cmp::Reverse(count), name));
    for (_, name) in wanted {
        additions.add(name, Cut::Normal);
    }
    additions.into_kept(kept)
}

/// A flat record: its lines and the line of its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Record {
    start: usize,
    end: usize,
    name: usize,
}

/// The flat records whose names share the key most names have, when they are the text's
/// records (see the module's documentation).
pub(crate) fn records(lines: &Lines<'_>) -> Option<Vec<Record>> {
    let n = lines.len();
    let mut found: Vec<(Record, &[u8])> = Vec::new();
    let mut outside = 0;
    let mut i = 0;
    while i < n {
        if lines.lead(i).blank {
            i += 1;
            continue;
        }
        let start = i;
        while i < n && !lines.lead(i).blank {
            i += 1;
        }
        match record(lines, start, i) {
            Some(record) => found.push(record),
            None => outside += i - start,
        }
        // Lines outside records, blanks aside, past half the text: no need to read on.
        if outside * 2 > n {
            return None;
        }
    }
    let covered: usize = found.iter().map(|(r, _)| r.end - r.start).sum();
    if found.len() < MIN_RECORDS || covered * 2 < n {
        return None;
    }
    let mut keys: HashMap<&[u8], usize> = HashMap::new();
    for &(_, key) in &found {
        *keys.entry(key).or_default() += 1;
    }
    let (&key, &count) = keys.iter().max_by_key(|&(key, count)| (*count, std::cmp::Reverse(*key)))?;
    if count < MIN_RECORDS || count * 2 < found.len() {
        return None;
    }
    let records: Vec<Record> = found.into_iter().filter(|&(_, k)| k == key).map(|(r, _)| r).collect();
    let names: HashSet<&[u8]> = records.iter().map(|r| lines.bytes(r.name).trim_ascii()).collect();
    (names.len() * 2 >= records.len()).then_some(records)
}

/// The block of lines `start..end` as a record with the key of its name, if it is one.
fn record<'a>(lines: &Lines<'a>, start: usize, end: usize) -> Option<(Record, &'a [u8])> {
    let (name, key) =
        (start..end.min(start + 2)).find_map(|i| field_key(lines.bytes(i)).map(|key| (i, key)))?;
    // At most a quarter of the block is not a field: read on only while that can hold.
    let allowed = (end - start) / 4;
    let mut others = 0;
    for i in (start..end).filter(|&i| i != name) {
        if field_key(lines.bytes(i)).is_none() {
            others += 1;
            if others > allowed {
                return None;
            }
        }
    }
    (end - start - others >= MIN_FIELDS).then_some((Record { start, end, name }, key))
}

/// The key of a field line (see the module's documentation), or `None`.
fn field_key(line: &[u8]) -> Option<&[u8]> {
    field(line).map(|(key, _)| key)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// The lines kept after the rule, from `kept`.
    #[track_caller]
    fn check(text: &str, kept: &[usize], expected: &[usize]) {
        assert_eq!(crate::squash::kept_after(with_flat_record_names, text, kept), expected, "{text}");
    }

    /// Lines of each entry of [`entries`], its blank included.
    const STRIDE: usize = 5;

    /// `n` entries written as `sep`-separated fields at the margin between blank lines: a path,
    /// a size, a checksum and a kind of two values.
    fn entries(n: usize, sep: &str) -> String {
        let mut text = String::new();
        for k in 0..n {
            write!(
                text,
                "Path{sep}dir/file_{k}.class\nPacked Size{sep}{}\nCRC{sep}{:08X}\nFolder{sep}{}\n\n",
                100 + k,
                0x1234_5678 + 977 * k,
                if k % 2 == 0 { "-" } else { "+" }
            )
            .expect("writing to a String cannot fail");
        }
        text
    }

    #[test]
    fn each_kept_record_keeps_its_name() {
        for sep in [" = ", ": ", "="] {
            let text = entries(12, sep);
            // The checksum of the third, the size of the eighth and the name of the tenth kept:
            // the names of the third and eighth are added, nothing of the others.
            let kept = [2 * STRIDE + 2, 7 * STRIDE + 1, 9 * STRIDE];
            let expected = [2 * STRIDE, 2 * STRIDE + 2, 7 * STRIDE, 7 * STRIDE + 1, 9 * STRIDE];
            check(&text, &kept, &expected);
        }
    }

    #[test]
    fn a_separator_may_open_the_first_record() {
        let text = format!("Listing:\n\n----------\n{}", entries(6, " = "));
        // Line 3 is the first record's name, under the separator; its checksum is line 5.
        check(&text, &[5, 3 + STRIDE + 2], &[3, 5, 3 + STRIDE, 3 + STRIDE + 2]);
    }

    #[test]
    fn the_records_keeping_most_are_named_first() {
        // 300 records of long names: their names do not all fit in a quarter of the input, and
        // the one record keeping two lines is named whatever its place.
        let mut text = String::new();
        for k in 0..300 {
            let _ = write!(text, "Name = {}/{k}\nSize = {k}\nCRC = {:x}\n\n", "long/path".repeat(6), 77 * k);
        }
        let mut kept: Vec<usize> = (0..300).map(|k| 4 * k + 2).collect();
        kept.push(4 * 299 + 1);
        kept.sort_unstable();
        let after = crate::squash::kept_after(with_flat_record_names, &text, &kept);
        assert!(after.contains(&(4 * 299)), "the record keeping most is named");
        assert!(after.len() < kept.len() + 300, "the budget holds");
        assert!(after.len() > kept.len() + 10, "names are added");
    }

    #[test]
    fn text_of_no_such_records_is_left_alone() {
        // Too few records.
        check(&entries(3, " = "), &[2], &[2]);
        // A log of prose paragraphs.
        let prose = (0..10).fold(String::new(), |mut text, k| {
            let _ = write!(text, "The step {k} ran.\nIt wrote a file.\nThen it stopped.\n\n");
            text
        });
        check(&prose, &[5], &[5]);
        // Records whose first field is a kind, not a name.
        let kinds = (0..10).fold(String::new(), |mut text, k| {
            let _ = write!(text, "Type = zip\nSize = {k}\nCRC = {:x}\n\n", 31 * k);
            text
        });
        check(&kinds, &[6], &[6]);
        // Findings located in a file are no fields.
        let found = (0..10).fold(String::new(), |mut text, k| {
            let _ = write!(text, "src/a.rs:{k}: unused\nsrc/b.rs:{k}: unused\n\n");
            text
        });
        check(&found, &[4], &[4]);
    }

    proptest::proptest! {
        /// On arbitrary blocks of lines and any selection: nothing kept is dropped, nothing is
        /// added twice, every added line is a record's name whose record keeps a line, and the
        /// additions stay within the budget.
        #[test]
        fn adds_only_the_names_of_kept_records(
            rows in proptest::collection::vec(proptest::sample::select(&["Path = a", "Path = b/c", "Size = 1", "Kind: x", "", "----", "plain words", "é日 = ", "k=v", "  CRC = 0F"][..]), 0..160),
            picks in proptest::collection::vec(0usize..160, 0..40),
        ) {
            let (text, kept) = crate::squash::rows_and_selection(&rows, picks);
            let lines = Lines::new(&text);
            let after = crate::squash::kept_after(with_flat_record_names, &text, &kept);
            proptest::prop_assert!(after.windows(2).all(|w| w[0] < w[1]), "sorted, once each");
            proptest::prop_assert!(kept.iter().all(|i| after.contains(i)), "nothing dropped");
            let records = records(&lines).unwrap_or_default();
            let mut bytes = 0;
            for &j in after.iter().filter(|i| !kept.contains(i)) {
                bytes += lines.bytes(j).len() + 1;
                let named = records.iter().any(|r| r.name == j && (r.start..r.end).any(|i| kept.contains(&i)));
                proptest::prop_assert!(named, "line {} names a kept record", j);
            }
            proptest::prop_assert!(bytes <= text.len() / 4);
        }

        /// On arbitrary text: no panic, and every added line is a field line.
        #[test]
        fn never_panics(text in "\\PC{0,400}", picks in proptest::collection::vec(0usize..40, 0..10)) {
            let lines = Lines::new(&text);
            let kept = crate::squash::selection(&text, picks);
            let after = crate::squash::kept_after(with_flat_record_names, &text, &kept);
            for &j in after.iter().filter(|i| !kept.contains(i)) {
                proptest::prop_assert!(field_key(lines.bytes(j)).is_some());
            }
        }
    }
}
