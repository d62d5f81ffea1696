//! The odd value of a column is a standout in records too: among the objects of a long array
//! (`sqlite3 -json`, an API's list) or the records of JSON lines (a registry's index), a member
//! holds a column's value, and a value few records hold marks the records a reader looks for
//! (the three `"refunded"` orders among eighty, the three `"yanked": true` versions among 316).
//!
//! A column is a key at the top level of the records whose values are scalars of a few kinds
//! ([`MAX_KINDS`] at most: a state, a flag, a tier; not an id, a date or a hash, which break it
//! at their ninth value), read over at least [`MIN_ROWS`] records. Each record holding a value
//! that at most one record in [`RARE`] holds is kept whole, and so is the first record holding
//! each value of a column of several: what every kind of record looks like. At most [`MAX_ODD`]
//! records per array or stream, the rare values' first, and only records of a line's size: one
//! squashed to more than [`MAX_RECORD_BYTES`] (a package of `cargo metadata`, with its
//! dependencies and targets) is a document, not a row, and keeps its skeleton. The squashers read the members as they
//! pass them (one hash of the key and the value each, a few comparisons); a second squash, told
//! which records to keep, runs only when some are not kept already.

use ctx_squash_core::Fnv;

/// Records a table must have before its columns are read.
pub(crate) const MIN_ROWS: u32 = 20;
/// Values a column may hold and still be a column of kinds.
const MAX_KINDS: usize = 8;
/// Keys read as columns, at most (the first ones met).
const MAX_COLUMNS: usize = 16;
/// A value is rare when at most one record in this many holds it.
const RARE: u32 = 20;
/// Records kept at most per table.
pub(crate) const MAX_ODD: usize = 24;
/// A scalar longer than this (as written) is a value, not a kind: it breaks its column.
const MAX_KIND_BYTES: usize = 40;
/// A record squashed to more than this many bytes is not kept for its odd value.
pub(crate) const MAX_RECORD_BYTES: usize = 1024;

/// One column being read: its key, and the kinds it has held with their records (the first
/// [`MAX_ODD`] of each), until it breaks.
struct Column {
    key: u64,
    broken: bool,
    kinds: Vec<Kind>,
}

struct Kind {
    value: u64,
    count: u32,
    rows: Vec<u32>,
}

/// The columns of one table of records, read record by record.
#[derive(Default)]
pub(crate) struct Columns {
    rows: u32,
    keys: Vec<Column>,
    /// The records squashed to more than [`MAX_RECORD_BYTES`].
    long: Vec<u32>,
}

/// The hash a column is read by: a key's or a scalar's bytes as written.
pub(crate) fn hash(bytes: &[u8]) -> u64 {
    let mut fnv = Fnv::new();
    fnv.write(bytes);
    fnv.finish()
}

/// A scalar's bytes as a kind, `None` when too long to be one.
pub(crate) fn kind(bytes: &[u8]) -> Option<u64> {
    (bytes.len() <= MAX_KIND_BYTES).then(|| hash(bytes))
}

impl Columns {
    /// Records read so far: the index of the record being read.
    pub(crate) fn row(&self) -> u32 {
        self.rows
    }

    /// The record being read holds `value` (a [`kind`], `None` for a long scalar) under `key`.
    pub(crate) fn add(&mut self, key: u64, value: Option<u64>) {
        let row = self.rows;
        let at = match self.keys.iter().position(|c| c.key == key) {
            Some(at) => at,
            None if self.keys.len() < MAX_COLUMNS => {
                self.keys.push(Column { key, broken: false, kinds: Vec::new() });
                self.keys.len() - 1
            }
            None => return,
        };
        let Some(column) = self.keys.get_mut(at).filter(|c| !c.broken) else { return };
        let Some(value) = value else {
            column.broken = true;
            column.kinds = Vec::new();
            return;
        };
        if let Some(kind) = column.kinds.iter_mut().find(|k| k.value == value) {
            kind.count += 1;
            if kind.rows.len() < MAX_ODD && kind.rows.last() != Some(&row) {
                kind.rows.push(row);
            }
        } else if column.kinds.len() == MAX_KINDS {
            column.broken = true;
            column.kinds = Vec::new();
        } else {
            column.kinds.push(Kind { value, count: 1, rows: vec![row] });
        }
    }

    /// The record being read has ended, squashed to `len` bytes.
    pub(crate) fn end_row(&mut self, len: usize) {
        if len > MAX_RECORD_BYTES {
            self.long.push(self.rows);
        }
        self.rows = self.rows.saturating_add(1);
    }

    /// The records to keep whole (see the module's documentation): sorted, unique, at most
    /// [`MAX_ODD`]; none below [`MIN_ROWS`] records.
    pub(crate) fn odd_rows(&self) -> Vec<u32> {
        if self.rows < MIN_ROWS {
            return Vec::new();
        }
        let columns = || self.keys.iter().filter(|c| !c.broken && c.kinds.len() > 1);
        let rare = columns()
            .flat_map(|c| c.kinds.iter())
            .filter(|k| k.count.saturating_mul(RARE) <= self.rows)
            .flat_map(|k| k.rows.iter().copied());
        let firsts = columns().flat_map(|c| c.kinds.iter().filter_map(|k| k.rows.first().copied()));
        let mut rows: Vec<u32> = Vec::with_capacity(MAX_ODD);
        for row in rare.chain(firsts) {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn table(values: &[&str]) -> Columns {
        let mut columns = Columns::default();
        for (i, value) in values.iter().enumerate() {
            columns.add(hash(b"id"), kind(i.to_string().as_bytes()));
            columns.add(hash(b"status"), kind(value.as_bytes()));
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
        // `id` breaks at its ninth value; `status` keeps its refunded rows and its firsts, but
        // for the record too long to be a row.
        assert_eq!(table(&values).odd_rows(), [0, 4, 22, 45]);
    }

    #[test]
    fn no_column_of_kinds_keeps_nothing() {
        let values: Vec<String> = (0..50).map(|i| format!("\"v{i}\"")).collect();
        let values: Vec<&str> = values.iter().map(String::as_str).collect();
        assert!(table(&values).odd_rows().is_empty());
        // One value everywhere: nothing odd.
        assert!(table(&["true"; 50]).odd_rows().is_empty());
        // Too few records to tell.
        let mut few = vec!["false"; 19];
        few[7] = "true";
        assert!(table(&few).odd_rows().is_empty());
    }

    #[test]
    fn a_long_scalar_breaks_its_column_and_the_records_kept_are_bounded() {
        let long = format!("\"{}\"", "x".repeat(MAX_KIND_BYTES));
        let mut values = vec!["false"; 100];
        values[50] = &long;
        values[60] = "true";
        assert!(table(&values).odd_rows().is_empty());
        let mut columns = Columns::default();
        for i in 0..2000_u32 {
            columns.add(hash(b"flag"), kind(if i % 40 == 7 { b"true" } else { b"false" }));
            columns.end_row(10);
        }
        let rows = columns.odd_rows();
        assert_eq!(rows.len(), MAX_ODD);
        // The rare value's records come first.
        assert_eq!(rows[..2], [7, 47]);
    }
}
