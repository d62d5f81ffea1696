//! The odd value of a column is a standout in records too: among the objects of a long array
//! (`sqlite3 -json`, an API's list) or the records of JSON lines (a registry's index), a member
//! holds a column's value, and a value few records hold marks the records a reader looks for
//! (the three `"refunded"` orders among eighty, the three `"yanked": true` versions among 316).
//!
//! A column is a key at the top level of the records whose values are scalars of a few kinds
//! ([`MAX_KINDS`] at most: a state, a flag, a tier, `true`; a name breaks it at its ninth value;
//! a string holding a digit — a date, a version — or over [`MAX_KIND_BYTES`] — a path, prose —,
//! or a number of more than [`MAX_NUMBER_KIND`] bytes — an id, a count — is a value, not a kind,
//! as if the record did not hold the key, as the log squasher's odd values read words; a short
//! number a column writes over and over, `2.1`, is a kind), read over at least [`MIN_ROWS`] records. Each record holding a value
//! that at most one record in [`RARE`] holds is kept whole, and so is the first record holding
//! each value of a column of several: what every kind of record looks like. At most [`MAX_ODD`]
//! records per array or stream, the rare values' first, and only records of a line's size: one
//! squashed to more than [`MAX_RECORD_BYTES`] (a package of `cargo metadata`, with its
//! dependencies and targets) is a document, not a row, and keeps its skeleton.
//!
//! An array is a value too: a member whose value is an array is read as a scalar is, its text as
//! written its kind (at most [`MAX_KIND_BYTES`], no digit) and `array` its type, so the one
//! `"results":["passed","skipped"]` among 259 `["passed"]` is a rare value (jq's `group_by`
//! summaries, round 26).
//!
//! A nested record's odd value is its row's: the kinds of the members of records listed inside a
//! record (a station's lamps, a package's licences) are read as columns of the record too, their
//! rare values only (not their types, the keys few of them hold or the first of each kind); of a
//! lone nested object (a unit's rating), only a value one record alone holds, for
//! [`MAX_LONE_ROWS`] records at most (a package's metadata holds many such); each key apart from
//! the record's own key of that name, [`MAX_NESTED_COLUMNS`] of them besides the record's own, so the
//! one station whose lamp is `"dark"` among 120 `"lit"` is kept whole rather than as its
//! skeleton `{"id":"S-027"}` (`JSON::PP`'s pretty tree, round 26).
//!
//! A column's types are a column too: each key's scalars are read as a string, a number, a flag
//! or null beside their kinds, so a record holding a type few records hold at that key (the one
//! `"zip": "00501"` among numbers, a `null` among names, a string among flags) is kept as a rare
//! value is, and so are the records holding a key few records hold at all (the one `"error"`
//! member among 400 records; a key whose value is an object is not read as a key, its members
//! are, as above), unless the records holding such keys are more than one in [`RARE`] together
//! (records that each write their own optional key). The columns read are the first
//! [`MAX_COLUMNS`] of the record's own keys met, a key's kinds and its types two of them (a key
//! first met past them is not read), and the first [`MAX_NESTED_COLUMNS`] of nested objects'.
//!
//! The squashers read the members as they pass them (one hash of the key and the value each, a
//! few comparisons), in one pass: an array's [`Table`] keeps the squashed text of each record
//! that may turn out odd (one of the first [`MAX_ODD`] records of a value), and where its kept
//! records are in the output, so that when the array closes its odd records are written back
//! between the markers of the records folded around them.

use crate::named::Named;

/// Records a table must have before its columns are read.
pub(crate) const MIN_ROWS: u32 = 20;
/// Values a column may hold and still be a column of kinds.
const MAX_KINDS: usize = 8;
/// Columns read, at most (the first ones met): a key's kinds and its types are two.
const MAX_COLUMNS: usize = 64;
/// Set in a column's key when the column holds the key's types (see [`Columns::add_scalar`]).
const TYPES: u64 = 0x5a5a_0000_0000_0001;
/// Set in a column's key when the key is a nested object's (see [`Columns::add_nested_scalar`]).
const NESTED: u64 = 0x0000_a5a5_0000_0100;
/// A value is rare when at most one record in this many holds it.
const RARE: u32 = 20;
/// Records kept at most per table.
pub(crate) const MAX_ODD: usize = 24;
/// A scalar longer than this (as written) is a value, not a kind.
const MAX_KIND_BYTES: usize = 40;
/// A record squashed to more than this many bytes is not kept for its odd value.
pub(crate) const MAX_RECORD_BYTES: usize = 1024;

/// One column being read: its key, and the kinds it has held with their records (the first
/// [`MAX_ODD`] of each), until it breaks.
struct Column {
    key: u64,
    broken: bool,
    /// The column holds its key's types: each record holding the key counts in it.
    types: bool,
    /// Whose key the column is: the record's own, or a nested object's.
    nesting: Nesting,
    kinds: Vec<Kind>,
}

struct Kind {
    value: u64,
    count: u32,
    rows: Vec<u32>,
}

/// Whose key a column is (see [`Columns::add_nested_scalar`]).
#[derive(Clone, Copy, PartialEq)]
enum Nesting {
    /// The record's own key.
    Own,
    /// A key of the records listed inside the record (a station's lamps): its rare values count.
    Listed,
    /// A key of an object nested alone in the record (a unit's rating, a package's metadata):
    /// only a value one record alone holds counts, for at most [`MAX_LONE_ROWS`] records.
    Lone,
}

/// Columns of nested objects' keys read at most, besides the record's own [`MAX_COLUMNS`].
const MAX_NESTED_COLUMNS: usize = 32;
/// Records kept at most for a value of a lone nested object's key.
const MAX_LONE_ROWS: usize = 4;

/// The columns of one table of records, read record by record.
#[derive(Default)]
pub(crate) struct Columns {
    rows: u32,
    keys: Vec<Column>,
    /// The records squashed to more than [`MAX_RECORD_BYTES`].
    long: Vec<u32>,
    /// The record being read is one of the first [`MAX_ODD`] of some value.
    candidate: bool,
    /// Columns of nested objects' keys among `keys`, [`MAX_NESTED_COLUMNS`] at most.
    nested: usize,
    /// The column after the last one added to: records list their keys in one order, so the
    /// next scalar's column is most often this one.
    next: usize,
}

/// The hash a column is read by: a key's or a kind's bytes as written, by eight-byte words
/// (cheaper than a byte-wise hash on the short texts it takes).
pub(crate) fn hash(bytes: &[u8]) -> u64 {
    let mut h = bytes.len() as u64;
    for chunk in bytes.chunks(8) {
        let mut word = [0u8; 8];
        if let Some(word) = word.get_mut(..chunk.len()) {
            word.copy_from_slice(chunk);
        }
        h = (h ^ u64::from_le_bytes(word)).wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(29);
    }
    h
}

/// A scalar's bytes as a kind (`"refunded"`, `true`, `null`, `2.1`), `None` when it is a value:
/// over [`MAX_KIND_BYTES`], or a string holding a digit — a date, a time, a version in quotes is
/// a value, not a kind (a log's timestamps of a coarse clock take few values and mean nothing by
/// them) —, or a number over [`MAX_NUMBER_KIND`] bytes (an id, a count, a stamp).
pub(crate) fn kind(bytes: &[u8]) -> Option<u64> {
    let number =
        bytes.first().is_some_and(|&b| b.is_ascii_digit() || b == b'-') && bytes.len() <= MAX_NUMBER_KIND;
    (bytes.len() <= MAX_KIND_BYTES && (number || !bytes.iter().any(u8::is_ascii_digit))).then(|| hash(bytes))
}

/// Bytes of a JSON number read as a kind at most (`2.1`, `300`): a short number a column writes
/// over and over — a format's version, a size class — is a kind its column holds, and the one
/// record of another is odd (yq's one `"tables": 1.1` among 240 of 1.9, 2 and 2.1).
const MAX_NUMBER_KIND: usize = 6;

/// A value's type as a kind: a string, a number, a flag (`true`, `false`), `null` or an array.
fn scalar_type(bytes: &[u8]) -> u64 {
    match bytes.first() {
        Some(b'"') => 1,
        Some(b't' | b'f') => 2,
        Some(b'n') => 3,
        Some(b'[') => 5,
        _ => 4,
    }
}

impl Columns {
    /// The record being read holds the scalar `value` (as written: a string with its quotes)
    /// under `key`: its [`kind`], when it is one, in the key's column, and its type in the key's
    /// column of types.
    pub(crate) fn add_scalar(&mut self, key: &[u8], value: &[u8]) {
        let key = hash(key);
        if let Some(kind) = kind(value) {
            self.add(key, kind);
        }
        self.add_to(key ^ TYPES, true, Nesting::Own, scalar_type(value));
    }

    /// [`Columns::add_scalar`] for a member of an object nested in the record — of a record
    /// listed inside it (a station's lamps) when `listed`, else of a lone nested object (a unit's
    /// rating) — its kind only: a nested object's optional keys and types are many (a package's
    /// metadata) and mark nothing. Its key is a column of its own, apart from the record's own
    /// key of that name, and such columns are [`MAX_NESTED_COLUMNS`] at most, besides the
    /// record's own.
    pub(crate) fn add_nested_scalar(&mut self, key: &[u8], value: &[u8], listed: bool) {
        let Some(kind) = kind(value) else { return };
        let nesting = if listed { Nesting::Listed } else { Nesting::Lone };
        self.add_to(hash(key) ^ NESTED ^ u64::from(listed), false, nesting, kind);
    }

    /// Records read so far: the index of the record being read.
    pub(crate) fn row(&self) -> u32 {
        self.rows
    }

    /// The record being read holds `value` (a [`kind`]) under `key`.
    pub(crate) fn add(&mut self, key: u64, value: u64) {
        self.add_to(key, false, Nesting::Own, value);
    }

    /// [`Columns::add`] to the column `key`, a column of types when `types`, whose key is
    /// `nesting`'s.
    fn add_to(&mut self, key: u64, types: bool, nesting: Nesting, value: u64) {
        let row = self.rows;
        let is = |c: &Column| c.key == key && c.types == types;
        let at = if self.keys.get(self.next).is_some_and(is) {
            self.next
        } else {
            match self.keys.iter().position(is) {
                Some(at) => at,
                None if (nesting == Nesting::Own && self.keys.len() - self.nested < MAX_COLUMNS)
                    || (nesting != Nesting::Own && self.nested < MAX_NESTED_COLUMNS) =>
                {
                    self.nested += usize::from(nesting != Nesting::Own);
                    self.keys.push(Column { key, broken: false, types, nesting, kinds: Vec::new() });
                    self.keys.len() - 1
                }
                None => return,
            }
        };
        self.next = at + 1;
        let Some(column) = self.keys.get_mut(at).filter(|c| !c.broken) else { return };
        if let Some(kind) = column.kinds.iter_mut().find(|k| k.value == value) {
            kind.count += 1;
            if kind.rows.len() < MAX_ODD && kind.rows.last() != Some(&row) {
                kind.rows.push(row);
                self.candidate = true;
            }
        } else if column.kinds.len() == MAX_KINDS {
            column.broken = true;
            column.kinds = Vec::new();
        } else {
            column.kinds.push(Kind { value, count: 1, rows: vec![row] });
            self.candidate = true;
        }
    }

    /// The record being read has ended, squashed to `len` bytes. True when it may turn out to
    /// hold an odd value (one of the first [`MAX_ODD`] records of a value) and is short enough
    /// to be kept for it.
    pub(crate) fn end_row(&mut self, len: usize) -> bool {
        let long = len > MAX_RECORD_BYTES;
        if long {
            self.long.push(self.rows);
        }
        self.rows = self.rows.saturating_add(1);
        !long && std::mem::take(&mut self.candidate)
    }

    /// The records to keep whole (see the module's documentation): sorted, unique, at most
    /// [`MAX_ODD`]; none below [`MIN_ROWS`] records.
    pub(crate) fn odd_rows(&self) -> Vec<u32> {
        self.kept_rows(true)
    }

    /// The records that stand out, of those [`Columns::odd_rows`] keeps: each holding a rare
    /// value, type or key, not the first record of each kind (what every kind of record looks
    /// like).
    pub(crate) fn standout_rows(&self) -> Vec<u32> {
        self.kept_rows(false)
    }

    /// [`Columns::odd_rows`], with the first record of each kind when `firsts`.
    fn kept_rows(&self, firsts: bool) -> Vec<u32> {
        if self.rows < MIN_ROWS {
            return Vec::new();
        }
        let columns = || self.keys.iter().filter(|c| !c.broken && c.kinds.len() > 1);
        let rare = columns()
            .filter(|c| c.nesting != Nesting::Lone)
            .flat_map(|c| c.kinds.iter())
            .filter(|k| k.count.saturating_mul(RARE) <= self.rows)
            .flat_map(|k| k.rows.iter().copied());
        // A key few records hold: every record holding it counts in its column of types. When
        // the records holding a rare key are many together (records that each write their own
        // optional key), none stands out; five sparse flags on five records do (review54).
        let holding = |c: &Column| c.kinds.iter().map(|k| k.count).sum::<u32>();
        let rare_key = |c: &&Column| c.types && holding(c).saturating_mul(RARE) <= self.rows;
        let few =
            self.keys.iter().filter(rare_key).map(holding).sum::<u32>().saturating_mul(RARE) <= self.rows;
        let rare_keys = self
            .keys
            .iter()
            .filter(|c| few && rare_key(c))
            .flat_map(|c| c.kinds.iter().flat_map(|k| k.rows.iter().copied()));
        // A nested column shows its rare values only: a nested object's kinds are many (a
        // package's content types), and the first record of each would keep a table's records.
        let firsts = columns()
            .filter(|c| firsts && c.nesting == Nesting::Own)
            .flat_map(|c| c.kinds.iter().filter_map(|k| k.rows.first().copied()));
        // A lone nested object's value one record alone holds (the one pump rated in `l/s`):
        // such objects hold a record's many attributes, so a few of these at most.
        let mut lone: Vec<u32> = columns()
            .filter(|c| c.nesting == Nesting::Lone)
            .flat_map(|c| c.kinds.iter())
            .filter(|k| k.count == 1)
            .filter_map(|k| k.rows.first().copied())
            .collect();
        lone.sort_unstable();
        lone.dedup();
        lone.truncate(MAX_LONE_ROWS);
        let mut rows: Vec<u32> = Vec::with_capacity(MAX_ODD);
        for row in rare.chain(rare_keys).chain(lone).chain(firsts) {
            if rows.len() == MAX_ODD {
                break;
            }
            if !rows.contains(&row) && self.long.binary_search(&row).is_err() {
                rows.push(row);
            }
        }
        rows.sort_unstable();
        rows
    }
}

/// Records a [`Table`] keeps the text of, at most, in case they turn out odd.
const MAX_SAVED: usize = 256;

/// An open array of the JSON squasher read as a table: its columns, and what it needs to write
/// its odd records back when it closes (see the module's documentation). Rows are element
/// indices; the output positions are those of the squasher's output. Only the outermost array
/// of a document is a table (the listing: an API's `items`, a query's rows); the objects nested
/// in its records (a diagnostic's spans) are read as their record's columns, and the records of
/// JSON lines are read by their own top-level members only.
#[derive(Default)]
pub(crate) struct Table {
    pub(crate) columns: Columns,
    /// Where the elements past the ones always written start in the output.
    tail_at: Option<usize>,
    /// The elements past those written in the output as they stand: row, start, end (each with
    /// its leading comma).
    written: Vec<(u32, usize, usize)>,
    /// The squashed text (with its leading comma) of the records that may turn out odd.
    saved: Vec<(u32, String)>,
    /// The rows written as skeletons (ascending), and the one whose skeleton says
    /// [`SKELETON_NOTE`](crate::tokenizer::SKELETON_NOTE): should an odd record's text take its
    /// place, the next skeleton says it instead.
    skeletons: Vec<u32>,
    noted: Option<u32>,
    /// The identifiers its elements write, for the elements a standout names (see
    /// [`crate::named`]).
    pub(crate) named: Named,
}

impl Table {
    /// An element has ended, written as `text` (with its leading comma) when it is past the
    /// ones always written, at `at` in the output.
    pub(crate) fn end_element(&mut self, text: Option<(usize, &str)>) {
        let row = self.columns.row();
        let len = text.map_or(0, |(_, text)| text.len());
        let candidate = self.columns.end_row(len);
        self.named.end_element(row, text.map(|(_, text)| text));
        let Some((at, text)) = text else { return };
        if self.tail_at.is_none() {
            self.tail_at = Some(at);
        }
        if candidate && self.saved.len() < MAX_SAVED {
            self.saved.push((row, text.to_owned()));
        }
    }

    /// Element `row` stands at `start..end` of the output.
    pub(crate) fn written(&mut self, row: u32, start: usize, end: usize) {
        self.written.push((row, start, end));
    }

    /// Element `row`, written, is a skeleton; `noted` when it says the skeleton note.
    pub(crate) fn skeleton(&mut self, row: u32, noted: bool) {
        self.skeletons.push(row);
        if noted {
            self.noted = Some(row);
        }
    }

    /// The output was cut back to `len`: the elements written past it are gone.
    pub(crate) fn truncated(&mut self, len: usize) {
        while let Some(&(row, start, _)) = self.written.last() {
            if start < len {
                break;
            }
            self.written.pop();
            if self.skeletons.last() == Some(&row) {
                self.skeletons.pop();
            }
        }
    }

    /// The array closes: when some of its odd records were folded, rewrites the output from its
    /// tail on, the odd records saved written back among the ones written, `last` (the text of
    /// the last element, when it was folded) written back as the last, and a marker for each run
    /// of the others. True when it did (the squasher then writes no marker of its own).
    pub(crate) fn splice(&self, out: &mut String, first: u32, last: Option<&str>) -> Option<bool> {
        let Some(tail_at) = self.tail_at else { return Some(false) };
        let rows = self.columns.odd_rows();
        let mut odd: Vec<(u32, &str)> = self
            .saved
            .iter()
            .filter(|(row, _)| rows.binary_search(row).is_ok())
            .map(|(row, text)| (*row, text.as_str()))
            .collect();
        // The elements a standout names, but those standing whole in the output already.
        let whole = |row: &u32| {
            self.written.binary_search_by_key(row, |&(r, _, _)| r).is_ok()
                && self.skeletons.binary_search(row).is_err()
        };
        for row in self.named.rows(&self.columns.standout_rows()) {
            if !whole(&row)
                && !odd.iter().any(|&(r, _)| r == row)
                && let Some(text) = self.named.text(row)
            {
                odd.push((row, text));
            }
        }
        odd.sort_unstable_by_key(|&(row, _)| row);
        // Nothing to do when every odd record stands in the output as it is.
        let as_written = |&(row, text): &(u32, &str)| {
            self.written.binary_search_by_key(&row, |&(r, _, _)| r).is_ok_and(|i| {
                self.written.get(i).and_then(|&(_, start, end)| out.get(start..end)) == Some(text)
            })
        };
        if odd.iter().all(as_written) {
            return Some(false);
        }
        let mut tail = String::with_capacity(out.len().saturating_sub(tail_at) + 1024);
        let (mut odd, mut written) = (odd.into_iter().peekable(), self.written.iter().peekable());
        let mut run = 0;
        // Whether the note stands in the tail written so far, or is owed by the next skeleton
        // (its own skeleton was replaced by an odd record's text).
        let mut noted = self.noted.is_none();
        for row in first..self.columns.row() {
            let span = written.next_if(|(r, _, _)| *r == row);
            let end = if row + 1 == self.columns.row() { last } else { None };
            let (text, skeleton) = match (odd.next_if(|(r, _)| *r == row), span, end) {
                (Some((_, text)), _, _) => (text, false),
                (None, Some(&(_, start, end)), _) => {
                    (out.get(start..end)?, self.skeletons.binary_search(&row).is_ok())
                }
                (None, None, Some(last)) => (last, false),
                (None, None, None) => {
                    run += 1;
                    continue;
                }
            };
            if run > 0 {
                tail.push(',');
                ctx_squash_core::push_items_omitted(&mut tail, run);
                run = 0;
            }
            match text.strip_suffix('}') {
                Some(members) if skeleton && !noted && self.noted != Some(row) => {
                    tail.push_str(members);
                    crate::tokenizer::push_skeleton_note(&mut tail);
                    tail.push('}');
                }
                _ => tail.push_str(text),
            }
            noted |= skeleton;
        }
        if run > 0 {
            tail.push(',');
            ctx_squash_core::push_items_omitted(&mut tail, run);
        }
        out.truncate(tail_at);
        out.push_str(&tail);
        Some(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A name of letters for each number: `"aaa"`, `"baa"`, ….
    fn name(i: usize) -> String {
        let letters: String =
            (0..3).map(|k| char::from(b'a' + u8::try_from(i / 26_usize.pow(k) % 26).unwrap_or(0))).collect();
        format!("\"{letters}\"")
    }

    fn table(values: &[&str]) -> Columns {
        let mut columns = Columns::default();
        for (i, value) in values.iter().enumerate() {
            let (id, name) = (i.to_string(), name(i));
            let members =
                [(&b"id"[..], id.as_bytes()), (b"name", name.as_bytes()), (b"status", value.as_bytes())];
            for (key, value) in members {
                if let Some(value) = kind(value) {
                    columns.add(hash(key), value);
                }
            }
            columns.end_row(if i == 68 { MAX_RECORD_BYTES + 1 } else { 100 });
        }
        columns
    }

    #[test]
    fn a_rare_value_keeps_its_records_and_each_value_its_first() {
        let mut values = vec!["\"shipped\""; 80];
        for i in [4, 9, 14, 19, 24] {
            values[i] = "\"pending\"";
        }
        for i in [22, 45, 68] {
            values[i] = "\"refunded\"";
        }
        // `id` holds numbers, values; `name` breaks at its ninth value; `status` keeps its
        // refunded rows and its firsts, but for the record too long to be a row.
        assert_eq!(table(&values).odd_rows(), [0, 4, 22, 45]);
        // The refunded records stand out; the first record of each status does not.
        assert_eq!(table(&values).standout_rows(), [22, 45]);
    }

    #[test]
    fn no_column_of_kinds_keeps_nothing() {
        let values: Vec<String> = (0..50).map(|i| name(i + 7)).collect();
        let values: Vec<&str> = values.iter().map(String::as_str).collect();
        assert!(table(&values).odd_rows().is_empty());
        // Digits make a value, not a kind: a coarse clock's few timestamps are no column.
        let mut times = vec!["\"07:00:00.227Z\""; 60];
        times[30] = "\"07:00:00.229Z\"";
        assert!(table(&times).odd_rows().is_empty());
        // One value everywhere: nothing odd.
        assert!(table(&["true"; 50]).odd_rows().is_empty());
        // Too few records to tell.
        let mut few = vec!["false"; 19];
        few[7] = "true";
        assert!(table(&few).odd_rows().is_empty());
    }

    #[test]
    fn a_short_number_a_column_repeats_is_a_kind() {
        // 1.9, 2 and 2.1 on 80 records each, 1.1 on one: the odd record and each value's first.
        let mut values: Vec<&str> = (0..240).map(|i| ["2", "2.1", "1.9"][i % 3]).collect();
        values[150] = "1.1";
        assert_eq!(table(&values).odd_rows(), [0, 1, 2, 150]);
        assert_eq!(table(&values).standout_rows(), [150]);
        // A number in quotes is a string holding a digit, a value; a long number is a value.
        let mut quoted: Vec<&str> = (0..240).map(|i| ["\"2\"", "\"2.1\""][i % 2]).collect();
        quoted[150] = "\"1.1\"";
        assert!(table(&quoted).odd_rows().is_empty());
        assert_eq!(kind(b"1234567"), None);
        assert!(kind(b"-2.5").is_some());
    }

    #[test]
    fn a_long_scalar_is_no_kind_and_the_records_kept_are_bounded() {
        let long = format!("\"{}\"", "x".repeat(MAX_KIND_BYTES));
        let mut values = vec!["false"; 100];
        values[50] = &long;
        values[60] = "true";
        assert_eq!(table(&values).odd_rows(), [0, 60]);
        let mut columns = Columns::default();
        for i in 0..2000_u32 {
            columns.add(hash(b"flag"), hash(if i % 40 == 7 { b"true" } else { b"false" }));
            columns.end_row(10);
        }
        let rows = columns.odd_rows();
        assert_eq!(rows.len(), MAX_ODD);
        // The rare value's records come first.
        assert_eq!(rows[..2], [7, 47]);
    }

    #[test]
    fn a_type_few_records_hold_at_a_key_keeps_their_records() {
        let mut columns = Columns::default();
        for i in 0..100_u32 {
            let zip = if i == 33 { "\"00501\"".to_owned() } else { (10_000 + i).to_string() };
            columns.add_scalar(b"zip", zip.as_bytes());
            // Half the records hold no owner: a null among names is no rarity then.
            columns.add_scalar(b"owner", if i % 2 == 0 { b"null" } else { b"\"ann\"" });
            columns.end_row(40);
        }
        // The string among numbers, and the first record of each type of each key.
        assert_eq!(columns.odd_rows(), [0, 1, 33]);
    }

    #[test]
    fn an_array_is_a_value_too() {
        let mut columns = Columns::default();
        for i in 0..100_u32 {
            columns.add_scalar(b"lamp", format!("\"L-{i:03}\"").as_bytes());
            let results: &[u8] = if i == 51 { b"[\"passed\",\"skipped\"]" } else { b"[\"passed\"]" };
            columns.add_scalar(b"results", results);
            columns.end_row(40);
        }
        // The odd array and the first record of each value.
        assert_eq!(columns.odd_rows(), [0, 51]);
        assert_eq!(scalar_type(b"[1]"), 5);
    }

    #[test]
    fn five_sparse_keys_on_five_records_keep_them() {
        let mut columns = Columns::default();
        for i in 0..400_u32 {
            columns.add_scalar(b"id", i.to_string().as_bytes());
            let key: &[u8] = match i {
                50 => b"deprecated",
                120 => b"license_file",
                200 => b"homepage",
                260 => b"alias",
                330 => b"yanked",
                _ => b"",
            };
            if !key.is_empty() {
                columns.add_scalar(key, b"true");
            }
            columns.end_row(40);
        }
        assert_eq!(columns.odd_rows(), [50, 120, 200, 260, 330]);
    }

    #[test]
    fn a_key_few_records_hold_keeps_their_records() {
        let mut columns = Columns::default();
        for i in 0..100_u32 {
            columns.add_scalar(b"id", i.to_string().as_bytes());
            if i == 70 || i == 90 {
                columns.add_scalar(b"error", b"\"disk full on /var/lib/x\"");
            }
            columns.end_row(40);
        }
        assert_eq!(columns.odd_rows(), [70, 90]);
        // A key every tenth record holds is no rarity.
        let mut columns = Columns::default();
        for i in 0..100_u32 {
            columns.add_scalar(b"id", i.to_string().as_bytes());
            if i % 10 == 3 {
                columns.add_scalar(b"note", b"\"see the log\"");
            }
            columns.end_row(40);
        }
        assert!(columns.odd_rows().is_empty());
        // Records that each write their own optional key: no key stands out.
        let mut columns = Columns::default();
        for i in 0..100_u32 {
            columns.add_scalar(b"id", i.to_string().as_bytes());
            columns.add_scalar(format!("opt{i}").as_bytes(), b"true");
            columns.end_row(40);
        }
        assert!(columns.odd_rows().is_empty());
    }
}
