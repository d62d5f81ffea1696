//! In a run of records with the same keys, a rare value is a standout: a value of one key that
//! few records write where others are written by many is kept, with its record's name.
//!
//! A licence report writes 250 packages as records of the same fields — `│  ├─ licenses: MIT`
//! under each `├─ name@version` —, a configure cache one setting a line — `ac_cv_func_x=yes`
//! ninety times, `=no` seven —, an archive's technical listing one entry a block. Folded or cut
//! by shape, the few records whose value differs from the many (the one `UNLICENSED` package,
//! the missing functions) go with the rest, though they are what the listing is read for. Here,
//! every line is read as a field ([`field`], past its indentation and any tree prefix:
//! `Lines::lead`'s `white`), and the fields' values are read in columns:
//!
//! - the rows of one key, when the text writes it in at least 16 records (records with the same
//!   keys: nodes of a tree, indented blocks, flat blocks between blank lines);
//! - a run of at least 16 consecutive field lines (a listing of settings, whose keys differ).
//!
//! In each column the values are compared with each word holding a digit read as one (a number
//! is a quantity or an id, not a kind: a size, a hash), the rare ones told by [`Rarity::FIELDS`] (a
//! value written once counts only where such values are few: elsewhere it is a row's datum, a
//! path or a name), and at most [`MAX_ROWS`] of its rows, the rarest values first, are standouts.
//! A standout of a key's column keeps its record's name: the nearest line above it that is less
//! deep, no blank between (the tree node, the header), or else the first field line of its block
//! (a flat record's first key); a record stands out once, by its rarest field (a directory's
//! `Folder = +` says it is one without its `Attributes = D` and `Method = Store`), and so does a
//! name written alike (the same record written again, or a head that names a type and not a
//! record: a debug dump's `id: PackageId {`, a trace's `MATCHED REGEX REGISTERS`) — but for an
//! odd value ([`odd_rows`], two a column at most), whose record is told by its line: every
//! record of a dump may open alike (`array(4) {`). A value written below its key line is named
//! by that line too ([`key_above`]). The caller adds them within its budget ([`RARE_FIELD_BYTES`]), rarest first. Linear in
//! the input: each line's key and value are read once. Chosen with round 14 in view
//! (`license-checker`'s tree), a rule about records, for any text.

use std::collections::HashMap;

use crate::field::{arrow_key, gutter, nested_field};
use crate::hash::Fnv;
use crate::keyed::Keyed;
use crate::lines::Lines;
use crate::odd_records::odd_rows;
use crate::rarity::Rarity;
use crate::tree_prefix::columns;

/// Rows one column gives at most.
const MAX_ROWS: usize = 32;
/// Bytes of lines a caller adds at most (and at most a quarter of the input).
pub const RARE_FIELD_BYTES: usize = 4 * 1024;
/// Bytes of a value read for its kind: a kind is written in its first 64 bytes.
const MAX_KIND: usize = 64;
/// Lines looked up above a row for its record's name.
const MAX_REACH: usize = 64;

/// A rare field: its row and the line naming its record, when another line does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RareField {
    /// The line of the field whose value is rare.
    pub row: usize,
    /// The line naming the field's record (its node, its header, its block's first field), or
    /// `None` when the row names itself (a run of distinct keys).
    pub name: Option<usize>,
}

/// The rare fields of `lines` (see the module's documentation), the rarest values first (then
/// in order), each row once.
///
/// ```
/// use ctx_squash_core::{Lines, RareField, rare_fields};
///
/// let mut tree = String::new();
/// for k in 0..40 {
///     let licence = if k == 17 { "UNLICENSED" } else if k % 4 == 0 { "ISC" } else { "MIT" };
///     tree.push_str(&format!("├─ pkg{k}@1.0.{k}\n│  ├─ licenses: {licence}\n│  └─ path: /srv/pkg{k}\n"));
/// }
/// let lines = Lines::new(&tree);
/// assert_eq!(rare_fields(&lines), [RareField { row: 52, name: Some(51) }]);
/// ```
#[must_use]
pub fn rare_fields(lines: &Lines<'_>) -> Vec<RareField> {
    let read = fields(lines);
    // (count of the value, row, name, whether odd_rows found it)
    let mut found: Vec<(usize, usize, Option<usize>, bool)> = Vec::new();
    let mut keys: HashMap<&[u8], Vec<usize>, Keyed> = HashMap::default();
    for (i, (key, _)) in read.iter().enumerate().filter_map(|(i, f)| f.map(|f| (i, f))) {
        keys.entry(key).or_default().push(i);
    }
    for rows in keys.values().filter(|rows| rows.len() >= Rarity::FIELDS.min_rows) {
        let values: Vec<Option<u64>> = rows.iter().map(|&i| kind(read.get(i).copied().flatten())).collect();
        let rare = rarest(Rarity::FIELDS.rare_rows(&values)).into_iter().map(|(k, count)| (k, count, false));
        // Read, the kinds go before the exact values come (a vector a row each: 16 MB a million).
        drop(values);
        // A record's odd value, read exactly: one `int(0)` among 23 `int(30)`s.
        let exact: Vec<Option<u64>> = rows.iter().map(|&i| exact(read.get(i).copied().flatten())).collect();
        for (k, count, odd) in rare.chain(odd_rows(&exact).into_iter().map(|(k, count)| (k, count, true))) {
            if let Some(&row) = rows.get(k) {
                found.push((count, row, name(lines, &read, row), odd));
            }
        }
    }
    let mut i = 0;
    while i < read.len() {
        let end = (i..read.len()).find(|&j| read.get(j).is_none_or(Option::is_none)).unwrap_or(read.len());
        if end - i >= Rarity::FIELDS.min_rows {
            let values: Vec<Option<u64>> = (i..end).map(|j| kind(read.get(j).copied().flatten())).collect();
            found.extend(
                rarest(Rarity::FIELDS.rare_rows(&values))
                    .into_iter()
                    .map(|(k, count)| (count, i + k, None, false)),
            );
        }
        i = end + 1;
    }
    // A total order: `found` comes in the keys map's order, which its hasher's key sets, so no
    // tie may be left to it (a row found both rare and odd comes odd first: its `odd` lets it
    // stand beside a name written alike).
    found.sort_unstable_by_key(|&(count, row, name, odd)| (count, row, name.is_none(), !odd));
    // A record stands out once, and so does a name written alike (one record written again, or
    // a head naming a type, `PackageId {`, not a record) — but for an odd value: odd_rows finds
    // at most two a column, each its record's one value of its own, and every record of a dump
    // may open alike (`array(4) {`, `{`), so an odd value's record is told by its line alone.
    let mut rows = std::collections::HashSet::new();
    let mut at = std::collections::HashSet::new();
    let mut names = std::collections::HashSet::new();
    found
        .into_iter()
        .filter(|&(_, row, name, odd)| {
            rows.insert(row)
                && name.is_none_or(|name| at.insert(name) && (names.insert(named(lines, name)) || odd))
        })
        .map(|(_, row, name, _)| RareField { row, name })
        .collect()
}

/// The kind a field's value writes, hashed: its first [`MAX_KIND`] bytes, each word (a run of
/// letters and digits) that holds a digit read as one `0` (a size, a count, a hash is a quantity or an id, not a
/// kind: `[4092 bits]` is `[4096 bits]`'s kind, `39026C8A` is `1F0B22C4`'s).
fn kind(field: Option<(&[u8], &[u8])>) -> Option<u64> {
    let (_, value) = field?;
    // `kind` is the hash up to the last word's start; `word` goes on from it over the word, and
    // becomes it when the word holds no digit.
    let mut kind = Fnv::new();
    let mut word = kind;
    let mut digit = false;
    for &b in value.iter().take(MAX_KIND) {
        if b.is_ascii_alphanumeric() {
            digit |= b.is_ascii_digit();
            word.byte(b);
        } else {
            kind = if digit { close(kind) } else { word };
            kind.byte(b);
            word = kind;
            digit = false;
        }
    }
    Some(if digit { close(kind) } else { word }.finish())
}

/// A field's value as written, hashed: its first [`MAX_KIND`] bytes, a closing `,` or `;` aside
/// (the last key of a record is written without one); `None` when empty (a key whose value
/// follows on the lines below it — nmap's `References:` — writes no member of a set).
fn exact(field: Option<(&[u8], &[u8])>) -> Option<u64> {
    let (_, value) = field?;
    let value = value.get(..value.len().min(MAX_KIND)).unwrap_or_default();
    let value = value.strip_suffix(b",").or_else(|| value.strip_suffix(b";")).unwrap_or(value);
    (!value.is_empty()).then(|| crate::hash::hash_bytes(value))
}

/// `kind` after a word holding a digit: one `0`.
fn close(mut kind: Fnv) -> Fnv {
    kind.byte(b'0');
    kind
}

/// A column's rare rows (index in the column, count), the rarest first, at most [`MAX_ROWS`].
fn rarest(mut rows: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
    rows.sort_unstable_by_key(|&(k, count)| (count, k));
    rows.truncate(MAX_ROWS);
    rows
}

/// Each line's key and value ([`read_field`]); a line that is no field but the value of the key
/// line above it (`["timeout_s"]=>` over `int(30)`, [`arrow_key`]) reads as that key's field.
fn fields<'a>(lines: &Lines<'a>) -> Vec<Option<(&'a [u8], &'a [u8])>> {
    // From the first field on: lines no field comes after are none (`get` gives none for them as
    // for a line read as none), and a text without fields (a million copies of one line) holds no
    // vector of nothing, two slices a line.
    let mut read: Vec<Option<(&[u8], &[u8])>> = Vec::new();
    for i in 0..lines.len() {
        let field = read_field(lines, i);
        if field.is_some() && read.is_empty() {
            read.resize(i, None);
        }
        if field.is_some() || !read.is_empty() {
            read.push(field);
        }
    }
    if read.is_empty() {
        // An arrow's value (`["timeout_s"]=>` over `int(30)`) is a field too.
        if !(1..lines.len()).any(|i| arrow_field(lines, i).is_some()) {
            return read;
        }
        read.resize(lines.len(), None);
    }
    for i in 1..read.len() {
        if read.get(i).is_some_and(Option::is_some) {
            continue;
        }
        if let (Some(key), Some(slot)) = (arrow_field(lines, i), read.get_mut(i)) {
            *slot = Some((key, named(lines, i)));
        }
    }
    read
}

/// The key of line `i` read as the value of the key line above it (`["timeout_s"]=>` over
/// `int(30)`, [`arrow_key`]): `i` no opener and no shallower than that line, or `None`.
fn arrow_field<'a>(lines: &Lines<'a>, i: usize) -> Option<&'a [u8]> {
    let above = i.checked_sub(1)?;
    // Most lines follow no arrow: the one byte test first.
    if !lines.bytes(above).trim_ascii_end().ends_with(b"=>") || lines.lead(i).blank {
        return None;
    }
    if named(lines, i).last().is_some_and(|b| matches!(b, b'{' | b'[' | b'('))
        || depth(lines, i) < depth(lines, above)
    {
        return None;
    }
    arrow_key(named(lines, above))
}

/// The line writing the key of the rare field on line `row` when its value is written on a line
/// of its own below it (`["timeout_s"]=>` over `int(0)`, [`arrow_key`]): `row − 1`, kept with
/// the row, since a value without its key says nothing of what it is. `None` when `row` writes
/// its own key.
///
/// ```
/// use ctx_squash_core::{Lines, key_above};
///
/// let lines = Lines::new("  k0=>\n  v99\n  a = b\n");
/// assert_eq!(key_above(&lines, 1), Some(0));
/// assert_eq!(key_above(&lines, 2), None);
/// ```
#[must_use]
pub fn key_above(lines: &Lines<'_>, row: usize) -> Option<usize> {
    if row >= lines.len() || read_field(lines, row).is_some() {
        return None;
    }
    arrow_field(lines, row).map(|_| row - 1)
}

/// Line `i`'s key and value, read past its indentation, tree prefix and nesting gutter, its key
/// padded to a column or not ([`nested_field`]), or `None`.
fn read_field<'a>(lines: &Lines<'a>, i: usize) -> Option<(&'a [u8], &'a [u8])> {
    let lead = lines.lead(i);
    if lead.blank {
        return None;
    }
    nested_field(lines.bytes(i).get(lead.white..)?)
}

/// What line `i` writes past its indentation and tree prefix, trailing blanks aside.
fn named<'a>(lines: &Lines<'a>, i: usize) -> &'a [u8] {
    lines.bytes(i).get(lines.lead(i).white..).unwrap_or_default().trim_ascii_end()
}

/// How deep line `i` sits: the columns of its indentation, glyphs and blanks alike, and of the
/// nesting gutter after it (`.. ..$ `, [`gutter`]: each level's marks) (`odd_records.rs`' spans
/// read it too).
pub(crate) fn depth(lines: &Lines<'_>, i: usize) -> usize {
    let white = lines.lead(i).white;
    let bytes = lines.bytes(i);
    columns(bytes.get(..white).unwrap_or_default()) + gutter(bytes.get(white..).unwrap_or_default())
}

/// The line naming the record of the field on line `row`: the nearest line above it, no blank
/// between, that is less deep; else the first field line of the block's first two; `None` when
/// that is `row` itself or no block start is found within [`MAX_REACH`] lines.
fn name(lines: &Lines<'_>, read: &[Option<(&[u8], &[u8])>], row: usize) -> Option<usize> {
    let deep = depth(lines, row);
    let mut start = None;
    for j in (row.saturating_sub(MAX_REACH)..row).rev() {
        if lines.lead(j).blank {
            start = Some(j + 1);
            break;
        }
        if depth(lines, j) < deep {
            return Some(j);
        }
        if j == 0 {
            start = Some(0);
        }
    }
    let start = start?;
    (start..row.min(start + 2)).find(|&j| read.get(j).is_some_and(Option::is_some))
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// `n` packages of a licence report drawn as a tree, their licences `MIT` or every fourth
    /// `ISC`, but for `odd` (package, licence).
    fn report(n: usize, odd: &[(usize, &str)]) -> String {
        let mut text = String::from("├─ root@1.0.0\n");
        for k in 0..n {
            let licence = odd
                .iter()
                .find(|&&(p, _)| p == k)
                .map_or(if k % 4 == 0 { "ISC" } else { "MIT" }, |&(_, l)| l);
            let last = k + 1 == n;
            let (node, bar) = if last { ("└─", " ") } else { ("├─", "│") };
            let _ = write!(
                text,
                "{node} pkg-{k}@2.{k}.0\n{bar}  ├─ licenses: {licence}\n{bar}  ├─ repository: https://x/{k}\n{bar}  └─ path: /srv/m/pkg-{k}\n"
            );
        }
        text
    }

    /// Line of package `k`'s node in [`report`].
    fn node(k: usize) -> usize {
        1 + 4 * k
    }

    #[test]
    fn a_rare_licence_is_kept_with_its_package() {
        let text = report(
            80,
            &[(5, "UNLICENSED"), (40, "0BSD"), (79, "Python-2.0"), (60, "BlueOak"), (70, "BlueOak")],
        );
        let lines = Lines::new(&text);
        let found = rare_fields(&lines);
        let expected: Vec<RareField> = [5, 40, 79, 60, 70]
            .iter()
            .map(|&k| RareField { row: node(k) + 1, name: Some(node(k)) })
            .collect();
        assert_eq!(found, expected, "{text}");
    }

    #[test]
    fn a_row_both_rare_and_odd_stands_beside_a_name_written_alike() {
        // Records that open alike (`item {`), an earlier rare row (record 3's `mode: slow`), then
        // a row both rare and odd (record 5's `status: failed`): found twice at one count, it is
        // kept only when its odd finding comes first — the sort's total order, not the keys
        // map's order or the sort's, decides.
        let mut text = String::new();
        for k in 0..30 {
            let status = if k == 5 { "failed" } else { "ok" };
            let mode = if k == 3 { "slow" } else { "fast" };
            let _ = write!(text, "item {{\n  status: {status}\n  mode: {mode}\n}}\n");
        }
        let lines = Lines::new(&text);
        assert_eq!(
            rare_fields(&lines),
            [
                RareField { row: 4 * 3 + 2, name: Some(4 * 3) },
                RareField { row: 4 * 5 + 1, name: Some(4 * 5) }
            ],
            "{text}"
        );
    }

    #[test]
    fn flat_records_name_a_rare_value_by_their_first_field() {
        let mut text = String::new();
        for k in 0..30 {
            let method = if k == 12 { "Store" } else { "Deflate" };
            let _ = write!(text, "Path = dir/f{k}.class\nMethod = {method}\nCRC = {k:08X}\n\n");
        }
        let lines = Lines::new(&text);
        assert_eq!(rare_fields(&lines), [RareField { row: 4 * 12 + 1, name: Some(4 * 12) }]);
    }

    #[test]
    fn a_kind_reads_a_word_holding_a_digit_as_one() {
        let k = |value: &str| kind(Some((b"k", value.as_bytes())));
        assert_eq!(k("[4092 bits]"), k("[4096 bits]"));
        assert_eq!(k("39026C8A"), k("1F0B22C4"));
        assert_eq!(k("Apache-2.0"), k("Apache-1.1"));
        assert_ne!(k("Apache-2.0"), k("CC-BY-4.0"));
        assert_ne!(k("MIT"), k("MIT OR Apache-2.0"));
        assert_ne!(k("yes"), k("no"));
        assert_eq!(kind(None), None);
    }

    #[test]
    fn a_record_stands_out_once_and_numbers_are_no_kinds() {
        // Entry 12 is a directory: three rare fields, one kept. Sizes and hashes vary by number
        // only: one kind each, whatever their digits (a size written by no other entry among
        // sizes each many write is odd_records.rs' odd value: here no size repeats).
        let mut text = String::new();
        for k in 0..30 {
            let (folder, method) = if k == 12 { ("+", "Store") } else { ("-", "Deflate") };
            let size = 4000 + 3 * k;
            let _ = write!(
                text,
                "Path = dir/f{k}.class\nFolder = {folder}\nMethod = {method}\nData = [{size} bits]\nHash = {}\n\n",
                7 * k
            );
        }
        let lines = Lines::new(&text);
        assert_eq!(rare_fields(&lines), [RareField { row: 6 * 12 + 1, name: Some(6 * 12) }]);
    }

    #[test]
    fn a_key_over_its_value_reads_as_a_field_and_a_sets_odd_value_stands_out() {
        // A `var_dump`: each key on a line, its value on the next; gate 13's timeout is the one
        // `int(0)` among `int(30)`s, a number like the rest (one kind), odd by its value.
        let mut text = String::from("array(24) {\n");
        for k in 0..24 {
            let timeout = if k == 13 { 0 } else { 30 };
            let _ = write!(
                text,
                "  [\"G{k}\"]=>\n  array(2) {{\n    [\"lanes\"]=>\n    int({})\n    [\"timeout_s\"]=>\n    int({timeout})\n  }}\n",
                k % 3 + 2
            );
        }
        text.push_str("}\n");
        let lines = Lines::new(&text);
        let gate = 1 + 7 * 13;
        assert_eq!(rare_fields(&lines), [RareField { row: gate + 5, name: Some(gate + 1) }]);
        assert_eq!(crate::record_span(&lines, gate + 1), Some((gate, gate + 6)));
        // Every timeout alike: nothing.
        let alike = text.replace("int(0)", "int(30)");
        assert!(rare_fields(&Lines::new(&alike)).is_empty());
    }

    /// A `var_dump` of `n` gates, each `array(4) {` of a name, a zone, a timeout and lanes; the
    /// gates in `odd` (gate, key line's index in the record, value) write their own value.
    fn gates(n: usize, odd: &[(usize, usize, &str)]) -> String {
        let mut text = format!("array({n}) {{\n");
        for k in 0..n {
            let mut values = [
                format!("string(9) \"gate-{k:04}\""),
                format!("string(1) \"{}\"", ["A", "B", "C"][k % 3]),
                "int(30)".to_owned(),
                "int(3)".to_owned(),
            ];
            for &(gate, at, value) in odd {
                if let (true, Some(slot)) = (gate == k, values.get_mut(at)) {
                    value.clone_into(slot);
                }
            }
            let _ = write!(text, "  [\"G{k}\"]=>\n  array(4) {{\n");
            for (key, value) in ["name", "zone", "timeout_s", "lanes"].iter().zip(values) {
                let _ = write!(text, "    [\"{key}\"]=>\n    {value}\n");
            }
            text.push_str("  }\n");
        }
        text.push_str("}\n");
        text
    }

    #[test]
    fn two_odd_records_opened_alike_both_stand_out() {
        // Every gate opens `array(4) {`: G25's `int(7)` lanes and G73's `int(0)` timeout are each
        // their record's odd value, both kept (the review of fix18 found the second dropped).
        let text = gates(120, &[(25, 3, "int(7)"), (73, 2, "int(0)")]);
        let lines = Lines::new(&text);
        let gate = |k: usize| 1 + 11 * k;
        let found = rare_fields(&lines);
        assert!(found.contains(&RareField { row: gate(25) + 9, name: Some(gate(25) + 1) }), "{found:?}");
        assert!(found.contains(&RareField { row: gate(73) + 7, name: Some(gate(73) + 1) }), "{found:?}");
        // One record's two odd values: the record stands out once.
        let text = gates(120, &[(25, 3, "int(7)"), (25, 2, "int(0)")]);
        let found = rare_fields(&Lines::new(&text));
        assert_eq!(found.iter().filter(|f| f.name == Some(gate(25) + 1)).count(), 1, "{found:?}");
        // node's records open with a bare `{`: two odd slots, both kept.
        let mut node = String::from("[\n");
        for k in 0..60 {
            let tier = match k {
                11 => 92,
                38 => 7,
                _ => 80 + 2 * (k % 5),
            };
            let _ = write!(node, "  {{\n    bay: {k},\n    tier: {tier},\n  }},\n");
        }
        node.push_str("]\n");
        let rows: Vec<usize> = rare_fields(&Lines::new(&node)).iter().map(|f| f.row).collect();
        assert!(rows.contains(&(1 + 4 * 11 + 2)) && rows.contains(&(1 + 4 * 38 + 2)), "{rows:?}");
    }

    #[test]
    fn fields_behind_a_nesting_gutter_and_padded_keys_are_read() {
        // R's `str()`: 40 blocks, each `..$ :List of 3` over its keys one level deeper by the
        // gutter (`.. ..$ `), keys padded to a column; block 26's `trees` is the one `chr` among
        // `int`s, and is named by its block's head, whose record spans the block.
        let mut text = String::from("List of 1\n $ blocks:List of 40\n");
        for k in 0..40 {
            let trees = if k == 26 { "chr \"212\"".to_owned() } else { format!("int {}", 180 + k) };
            let _ = write!(
                text,
                "  ..$ :List of 3\n  .. ..$ id       : chr \"B{k:02}\"\n  .. ..$ trees    : {trees}\n  .. ..$ irrigated: logi TRUE\n"
            );
        }
        let lines = Lines::new(&text);
        let head = 2 + 4 * 26;
        assert_eq!(rare_fields(&lines), [RareField { row: head + 2, name: Some(head) }]);
        assert_eq!(crate::record_span(&lines, head), Some((head, head + 3)));
        // Every block alike: nothing.
        let alike = text.replace("chr \"212\"", "int 212");
        assert!(rare_fields(&Lines::new(&alike)).is_empty());
    }

    #[test]
    fn a_value_below_its_key_line_names_that_line() {
        let text = "  k0=>\n  v99\n  a = b\n  [\"x\"]=>\n  array(1) {\n";
        let lines = Lines::new(text);
        assert_eq!(key_above(&lines, 1), Some(0));
        // A field of its own, the key line itself, an opener, past the end: none.
        assert_eq!(key_above(&lines, 2), None);
        assert_eq!(key_above(&lines, 0), None);
        assert_eq!(key_above(&lines, 4), None);
        assert_eq!(key_above(&lines, 9), None);
    }

    #[test]
    fn a_value_read_exactly_is_its_text_and_an_empty_one_none() {
        let e = |value: &str| exact(Some((b"k", value.as_bytes())));
        assert_ne!(e("int(30)"), e("int(0)"));
        // The closing comma of all but a record's last key is no part of the value.
        assert_eq!(e("92,"), e("92"));
        assert_eq!(e("x;"), e("x"));
        // A key whose value follows below it (`References:`) writes no member of a set.
        assert_eq!(e(""), None);
        assert_eq!(e(","), None);
        assert_eq!(exact(None), None);
    }

    #[test]
    fn a_name_written_alike_stands_out_once() {
        // Every record's head is `Unit {`: its first rare field alone is kept.
        let mut text = String::new();
        for k in 0..40 {
            let kind = if k == 9 || k == 30 { "Local" } else { "Registry" };
            let _ = write!(text, "Unit {{\n    source: {kind}\n    name: u{k}\n}}\n");
        }
        let lines = Lines::new(&text);
        assert_eq!(rare_fields(&lines), [RareField { row: 4 * 9 + 1, name: Some(4 * 9) }]);
    }

    #[test]
    fn a_run_of_settings_keeps_its_rare_values_alone() {
        let mut text = String::from("## Cache variables. ##\n\n");
        for k in 0..40 {
            let value = if k == 9 || k == 30 {
                "no"
            } else if k % 5 == 0 {
                ""
            } else {
                "yes"
            };
            let _ = writeln!(text, "ac_cv_setting_{k}={value}");
        }
        let lines = Lines::new(&text);
        let rows: Vec<RareField> = [11, 32].iter().map(|&row| RareField { row, name: None }).collect();
        assert_eq!(rare_fields(&lines), rows);
    }

    #[test]
    fn columns_of_data_or_of_no_rare_value_keep_nothing() {
        // Licences of two kinds, none rare; paths and repositories are all distinct.
        assert!(rare_fields(&Lines::new(&report(80, &[]))).is_empty());
        // Too few records.
        assert!(rare_fields(&Lines::new(&report(12, &[(3, "0BSD")]))).is_empty());
        // Many licences written once: data, not kinds.
        let odd: Vec<(usize, String)> = (0..20).map(|k| (3 * k + 1, format!("L{k}"))).collect();
        let odd: Vec<(usize, &str)> = odd.iter().map(|(k, l)| (*k, l.as_str())).collect();
        assert!(rare_fields(&Lines::new(&report(80, &odd))).is_empty());
        assert!(rare_fields(&Lines::new("")).is_empty());
    }

    proptest::proptest! {
        /// On arbitrary lines: no panic, each row once, a field line whose value at least one
        /// other field line of its key or run writes — or, written once, a value among few such —,
        /// its name above it.
        #[test]
        fn rare_fields_are_field_lines_named_above(
            rows in proptest::collection::vec(proptest::sample::select(&["├─ a@1", "│  ├─ licenses: MIT", "│  ├─ licenses: ISC", "│  └─ licenses: 0BSD", "k=v", "x=yes", "y=no", "", "plain words", "  Path = a", "é日: 日", "│  ├─ path: /x"][..]), 0..300),
        ) {
            let text = rows.iter().fold(String::new(), |mut text, row| {
                text.push_str(row);
                text.push('\n');
                text
            });
            let lines = Lines::new(&text);
            let found = rare_fields(&lines);
            let mut seen = std::collections::HashSet::new();
            for f in &found {
                proptest::prop_assert!(seen.insert(f.row), "row {} once", f.row);
                proptest::prop_assert!(fields(&lines).get(f.row).is_some_and(Option::is_some));
                proptest::prop_assert!(f.name.is_none_or(|name| name < f.row));
            }
        }

        /// On arbitrary text: no panic.
        #[test]
        fn never_panics(text in "\\PC{0,600}") {
            let lines = Lines::new(&text);
            for f in rare_fields(&lines) {
                proptest::prop_assert!(f.row < lines.len());
            }
        }
    }
}
