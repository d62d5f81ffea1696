//! An identifier a standout element writes keeps the few other elements that write it: the
//! element a kept error names is what ties the error to its cause.
//!
//! Among the objects of a long array (a bulk API's `items`), an element kept whole for standing
//! out — one that carries an error, or a record holding a column's rare value, type or key (see
//! [`crate::columns`]; not the first record of each kind, kept to show what it looks like) —
//! often names another element by an identifier it writes as a value: item 116's 409 says its lot
//! `L-0412` is `"held_by": "C-023"`, and item 22, which writes `"cask": "C-023"` and
//! `"lot": "L-0412"`, is where the agent looks next. An identifier is a member's string value of
//! [`MIN_ID_BYTES`] to [`MAX_ID_BYTES`] bytes, no blank, holding an ASCII letter and an ASCII
//! digit (`C-023`, `L-0412`, a UUID, a commit); a name, a word, a number or a version (`1.2.3`)
//! is none. An identifier of a standout that one to [`MAX_HOLDERS`] other elements write keeps
//! them whole (an identifier more elements write — a region, a day — names nothing); at most
//! [`MAX_NAMED`] elements per array, the standouts' first identifiers first, and only elements of
//! a line's size (squashed to at most [`MAX_RECORD_BYTES`]).
//!
//! One pass, as the table reads its columns: each element's first [`MAX_ROW_IDS`] identifiers are
//! hashed, and the squashed text of an element writing one is held back (as written, one buffer
//! for the array), so that when the array closes the elements named are written back between the
//! markers of the elements folded around them. Linear in the array's size.

use crate::columns::{MAX_RECORD_BYTES, hash};

/// Bytes of an identifier at least (`C-23`; not `v2`, `f64`).
const MIN_ID_BYTES: usize = 4;
/// Bytes of an identifier at most (a commit, a UUID; longer is a blob).
const MAX_ID_BYTES: usize = 64;
/// Identifiers read per element at most.
const MAX_ROW_IDS: usize = 16;
/// Identifiers of the standouts looked for at most.
const MAX_WANTED: usize = 32;
/// Other elements an identifier may be written by and still name them.
const MAX_HOLDERS: usize = 3;
/// Elements kept per array at most for being named.
const MAX_NAMED: usize = 8;

/// Whether a string value (its bytes between the quotes) is an identifier: see the module's
/// documentation.
pub(crate) fn is_identifier(raw: &[u8]) -> bool {
    (MIN_ID_BYTES..=MAX_ID_BYTES).contains(&raw.len())
        && !raw.iter().any(|&b| b.is_ascii_whitespace() || b == b'\\')
        && raw.iter().any(u8::is_ascii_alphabetic)
        && raw.iter().any(u8::is_ascii_digit)
}

/// The identifiers an array's elements write, and the texts of those that write one.
#[derive(Default)]
pub(crate) struct Named {
    /// The hash of each identifier written, with its element (ascending), [`MAX_ROW_IDS`] per
    /// element at most.
    ids: Vec<(u64, u32)>,
    /// The elements that stand out for an error (ascending).
    standouts: Vec<u32>,
    /// The squashed texts (with their leading commas) of the elements writing an identifier,
    /// one after another, and where each is: element, start, end.
    held: String,
    spans: Vec<(u32, usize, usize)>,
}

impl Named {
    /// Element `row` writes the string value `raw` (between its quotes).
    pub(crate) fn add(&mut self, row: u32, raw: &[u8]) {
        if !is_identifier(raw) {
            return;
        }
        let written = self.ids.iter().rev().take_while(|&&(_, r)| r == row).count();
        if written < MAX_ROW_IDS {
            self.ids.push((hash(raw), row));
        }
    }

    /// Element `row` carries an error: it stands out.
    pub(crate) fn standout(&mut self, row: u32) {
        if self.standouts.last() != Some(&row) {
            self.standouts.push(row);
        }
    }

    /// Element `row` has ended, written as `text` (with its leading comma) when it is past the
    /// ones always written: held back when it writes an identifier and is of a line's size.
    pub(crate) fn end_element(&mut self, row: u32, text: Option<&str>) {
        let Some(text) = text.filter(|text| text.len() <= MAX_RECORD_BYTES) else { return };
        if self.ids.last().is_some_and(|&(_, r)| r == row) {
            let start = self.held.len();
            self.held.push_str(text);
            self.spans.push((row, start, self.held.len()));
        }
    }

    /// The text element `row` was written as, when it was held back.
    pub(crate) fn text(&self, row: u32) -> Option<&str> {
        let i = self.spans.binary_search_by_key(&row, |&(r, _, _)| r).ok()?;
        let &(_, start, end) = self.spans.get(i)?;
        self.held.get(start..end)
    }

    /// The elements named by the standouts (those carrying an error, and the records `odd` that
    /// hold a column's rare value: both sorted):
    /// each element other than a standout that writes an identifier a standout writes, when one
    /// to [`MAX_HOLDERS`] such elements write it; sorted, at most [`MAX_NAMED`].
    pub(crate) fn rows(&self, odd: &[u32]) -> Vec<u32> {
        let is_standout =
            |row: u32| self.standouts.binary_search(&row).is_ok() || odd.binary_search(&row).is_ok();
        // The standouts' identifiers, in the order they are written.
        let mut wanted: Vec<u64> = Vec::new();
        for &(id, row) in &self.ids {
            if is_standout(row) && !wanted.contains(&id) {
                if wanted.len() == MAX_WANTED {
                    break;
                }
                wanted.push(id);
            }
        }
        if wanted.is_empty() {
            return Vec::new();
        }
        let mut sorted: Vec<(u64, usize)> = wanted.iter().enumerate().map(|(i, &id)| (id, i)).collect();
        sorted.sort_unstable();
        // Each identifier's other elements, up to one more than may name them.
        let mut holders: Vec<Vec<u32>> = vec![Vec::new(); wanted.len()];
        for &(id, row) in &self.ids {
            if is_standout(row) {
                continue;
            }
            let Ok(at) = sorted.binary_search_by_key(&id, |&(id, _)| id) else { continue };
            let Some(rows) = sorted.get(at).and_then(|&(_, i)| holders.get_mut(i)) else { continue };
            if rows.len() <= MAX_HOLDERS && rows.last() != Some(&row) {
                rows.push(row);
            }
        }
        let mut named: Vec<u32> = Vec::with_capacity(MAX_NAMED);
        for row in holders.iter().filter(|rows| rows.len() <= MAX_HOLDERS).flatten() {
            if named.len() == MAX_NAMED {
                break;
            }
            if !named.contains(row) {
                named.push(*row);
            }
        }
        named.sort_unstable();
        named
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_hold_a_letter_and_a_digit() {
        for id in ["C-023", "L-0412", "3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b", "60c6f33", "us-east-1"] {
            assert!(is_identifier(id.as_bytes()), "{id}");
        }
        for not in ["v2", "1.2.3", "allocate", "1234", "lot L-0412", "C-0\\n23", ""] {
            assert!(!is_identifier(not.as_bytes()), "{not}");
        }
        assert!(!is_identifier("a1".repeat(40).as_bytes()));
    }

    /// An array of `n` elements, each writing its own cask and a lot, element `error` writing
    /// `held_by` (a standout); `lots` gives each element's lot.
    fn array(n: u32, error: u32, held_by: &str, lot: impl Fn(u32) -> String) -> Named {
        let mut named = Named::default();
        for row in 0..n {
            named.add(row, format!("C-{:03}", row + 1).as_bytes());
            named.add(row, b"allocate");
            named.add(row, lot(row).as_bytes());
            if row == error {
                named.add(row, held_by.as_bytes());
                named.standout(row);
            }
            named.end_element(row, Some(&format!(",{{\"cask\":\"C-{:03}\"}}", row + 1)));
        }
        named
    }

    #[test]
    fn an_identifier_a_standout_writes_keeps_the_elements_writing_it() {
        // Item 116 names C-023 and its lot, which item 22 holds.
        let named = array(180, 116, "C-023", |row| format!("L-{:04}", if row == 22 { 116 } else { row }));
        assert_eq!(named.rows(&[]), [22]);
        assert_eq!(named.text(22), Some(",{\"cask\":\"C-023\"}"));
        // A standout before the element it names, and an odd record as a standout.
        let named = array(40, 5, "C-031", |row| format!("L-{row:04}"));
        assert_eq!(named.rows(&[]), [30]);
        let named = array(40, 5, "none", |row| format!("L-{row:04}"));
        assert!(named.rows(&[]).is_empty());
    }

    #[test]
    fn an_identifier_many_elements_write_names_none() {
        // Every tenth element shares one lot with the standout: four others are too many.
        let named =
            array(50, 0, "none", |row| if row % 10 == 0 { "L-9999".into() } else { format!("L-{row:04}") });
        assert!(named.rows(&[]).is_empty());
        // Three others are few enough.
        let named =
            array(30, 0, "none", |row| if row % 10 == 0 { "L-9999".into() } else { format!("L-{row:04}") });
        assert_eq!(named.rows(&[]), [10, 20]);
        // Bounded: a standout naming many identifiers keeps MAX_NAMED elements at most.
        let mut named = Named::default();
        for row in 0..100 {
            named.add(row, format!("C-{row:03}").as_bytes());
            named.end_element(row, Some(",{}"));
        }
        for row in 0..20 {
            named.add(100, format!("C-{row:03}").as_bytes());
        }
        named.standout(100);
        assert_eq!(named.rows(&[]).len(), MAX_NAMED);
        assert_eq!(named.rows(&[0, 1]).first(), Some(&2));
    }
}
