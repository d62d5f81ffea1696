//! An odd record is kept whole: among records of the same keys, a key whose values are a small
//! set each member of which many records write, and which one record writes with a value of its
//! own, makes that record the standout — kept from its key to its closing bracket.
//!
//! A dump of records — PHP's `var_dump`, node's `util.inspect`, Perl's `Data::Dumper`, a YAML or
//! JSON listing — writes the same keys once per record: 24 gates' `["timeout_s"]=>` over
//! `int(30)`, 120 slots' `tier:` over five values. The one record that differs (a timeout of
//! `int(0)`, a `tier: 92` outside the five) is what the dump is read for, but its value is a
//! number like its siblings', so [`rare_fields`](crate::rare_fields)' kinds (a word holding a
//! digit read as one) see nothing, and a fold of the key's lines lists it, past a cut, without
//! the record it belongs to. Here a key's values are read exactly ([`odd_rows`]): a value written
//! once where every other value of the key is written by at least [`MIN_SET_ROWS`] rows is odd
//! (a count, a size or an id whose values are mostly distinct is no set and has no odd one). The
//! record is the bracketed block its name opens ([`record_span`]), with the key line above that
//! names it (`["G13"]=>`, `"G13":`), kept whole when its block spans at most [`MAX_RECORD`] lines (the key line a 49th): its
//! identifying keys and its other values are what says which record it is. Chosen with round
//! 17's PHP and node dumps in view, a rule about records, for any text.

use std::collections::HashMap;
use std::hash::Hash;

use crate::keyed::Keyed;
use crate::lines::Lines;
use crate::rare_fields::depth;

/// Rows a key's column has at least.
const MIN_ROWS: usize = 16;
/// Rows every value of the set but the odd ones is written on at least.
pub const MIN_SET_ROWS: usize = 8;
/// Values written once a column has at most for them to be odd (more are data, not a set's odd
/// members).
const MAX_ODD: usize = 2;
/// Lines a record's block spans at most, its opening line to its closing one (the key line
/// above it, when there is one, is a 49th).
pub const MAX_RECORD: usize = 48;

/// The rows of a column whose value is odd (see the module's documentation), in order, each with
/// its count (1).
///
/// ```
/// use ctx_squash_core::odd_rows;
///
/// let mut values = vec![Some("int(30)"); 23];
/// values.insert(12, Some("int(0)"));
/// assert_eq!(odd_rows(&values), [(12, 1)]);
/// // Values mostly distinct: no set.
/// let ids: Vec<Option<String>> = (0..40).map(|k| Some(k.to_string())).collect();
/// assert!(odd_rows(&ids).is_empty());
/// ```
#[must_use]
pub fn odd_rows<K: Eq + Hash>(values: &[Option<K>]) -> Vec<(usize, usize)> {
    let mut counts: HashMap<&K, usize, Keyed> = HashMap::default();
    for value in values.iter().flatten() {
        *counts.entry(value).or_insert(0) += 1;
    }
    let rows: usize = counts.values().sum();
    let singles = counts.values().filter(|&&n| n == 1).count();
    let set_ok = counts.values().all(|&n| n == 1 || n >= MIN_SET_ROWS);
    if rows < MIN_ROWS || singles == 0 || singles > MAX_ODD || !set_ok || counts.len() == singles {
        return Vec::new();
    }
    values
        .iter()
        .enumerate()
        .filter(|(_, value)| value.as_ref().and_then(|v| counts.get(v)) == Some(&1))
        .map(|(i, _)| (i, 1))
        .collect()
}

/// The lines of the record that line `name` opens, first and last: `name` ends with an opening
/// bracket, `{`, `[` or `(`, closed by the next line no deeper than it that starts with a closing
/// one, within [`MAX_RECORD`] lines; the record starts one line above when that line, as deep,
/// ends with `=>` or `:` (the key whose value the block is). A record written without brackets is
/// its head and the lines under it, deeper (by indentation, tree prefix or nesting gutter: R's
/// `..$ :List of 7` over its `.. ..$ id : chr "B27"`), up to the next line no deeper or a blank,
/// within [`MAX_RECORD`] lines. `None` when `name` opens no such block.
///
/// ```
/// use ctx_squash_core::{Lines, record_span};
///
/// let text = "  [\"G13\"]=>\n  array(2) {\n    [\"a\"]=>\n    int(0)\n  }\n";
/// assert_eq!(record_span(&Lines::new(text), 1), Some((0, 4)));
/// let text = "  ..$ :List of 2\n  .. ..$ id   : chr \"B27\"\n  .. ..$ trees: chr \"212\"\n  ..$ :List of 2\n";
/// assert_eq!(record_span(&Lines::new(text), 0), Some((0, 2)));
/// ```
#[must_use]
pub fn record_span(lines: &Lines<'_>, name: usize) -> Option<(usize, usize)> {
    let text = |i: usize| lines.bytes(i).get(lines.lead(i).white..).unwrap_or_default().trim_ascii_end();
    if name >= lines.len() {
        return None;
    }
    let deep = depth(lines, name);
    if !text(name).last().is_some_and(|b| matches!(b, b'{' | b'[' | b'(')) {
        return indented_span(lines, name, deep);
    }
    let end = (name + 1..lines.len().min(name + MAX_RECORD))
        .filter(|&j| !lines.lead(j).blank)
        .find(|&j| depth(lines, j) <= deep)
        .filter(|&j| text(j).first().is_some_and(|b| matches!(b, b'}' | b']' | b')')))?;
    let keyed = name.checked_sub(1).filter(|&above| {
        !lines.lead(above).blank
            && depth(lines, above) == deep
            && (text(above).ends_with(b"=>") || text(above).ends_with(b":"))
    });
    Some((keyed.unwrap_or(name), end))
}

/// The record line `name` (at `deep`) heads without brackets: it and the lines deeper than it
/// after it, no blank between, when they end within [`MAX_RECORD`] lines (before a line no
/// deeper, a blank or the text's end); `None` when no line under it is deeper.
fn indented_span(lines: &Lines<'_>, name: usize, deep: usize) -> Option<(usize, usize)> {
    let reach = lines.len().min(name + MAX_RECORD);
    let end = (name + 1..reach)
        .find(|&j| lines.lead(j).blank || depth(lines, j) <= deep)
        .or_else(|| (reach == lines.len()).then_some(reach))?;
    (end > name + 1).then_some((name, end - 1))
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[test]
    fn a_value_one_record_writes_among_a_set_is_odd() {
        // Five tiers, 24 rows each, and one 92.
        let mut values: Vec<Option<u32>> = (0..120).map(|k| Some(80 + 2 * (k % 5))).collect();
        values.insert(75, Some(92));
        assert_eq!(odd_rows(&values), [(75, 1)]);
        // Two odd values: both.
        values.insert(3, Some(7));
        assert_eq!(odd_rows(&values), [(3, 1), (76, 1)]);
        // Three: data, not a set's odd members.
        values.insert(0, Some(9));
        assert!(odd_rows(&values).is_empty());
    }

    #[test]
    fn a_set_of_thin_members_or_few_rows_has_no_odd_one() {
        // Member values written on fewer than 8 rows: a long tail, not a set.
        let mut values: Vec<Option<&str>> = vec![Some("0.00"); 40];
        values.extend([Some("0.01"); 5]);
        values.push(Some("0.02"));
        assert!(odd_rows(&values).is_empty());
        // Under 16 rows.
        let mut few = vec![Some("int(30)"); 12];
        few.push(Some("int(0)"));
        assert!(odd_rows(&few).is_empty());
        // Every value once.
        assert!(odd_rows(&[Some(1), Some(2)]).is_empty());
        assert!(odd_rows::<u8>(&[]).is_empty());
    }

    #[test]
    fn a_record_spans_its_key_to_its_closing_bracket() {
        let mut text = String::from("array(3) {\n");
        for k in 0..3 {
            let _ = write!(
                text,
                "  [\"G{k}\"]=>\n  array(2) {{\n    [\"lanes\"]=>\n    int(3)\n    [\"t\"]=>\n    int(30)\n  }}\n"
            );
        }
        text.push_str("}\n");
        let lines = Lines::new(&text);
        assert_eq!(record_span(&lines, 2), Some((1, 7)));
        assert_eq!(record_span(&lines, 9), Some((8, 14)));
        // The dump's own opener: no key above, closed at the end.
        assert_eq!(record_span(&lines, 0), Some((0, 22)));
        // A line that opens nothing.
        assert_eq!(record_span(&lines, 4), None);
        // A bare `{` after a sibling's `},`: the record alone.
        let node = "[\n  {\n    bay: 1,\n  },\n  {\n    bay: 2,\n  }\n]\n";
        assert_eq!(record_span(&Lines::new(node), 4), Some((4, 6)));
        // Unclosed within reach, or past the end.
        assert_eq!(record_span(&Lines::new("{\n  a: 1\n"), 0), None);
        assert_eq!(record_span(&Lines::new("{\n"), 9), None);
    }

    #[test]
    fn a_record_without_brackets_spans_the_lines_under_its_head() {
        // R's `str()`: each block's head `..$ :List of 3` over its fields, one level deeper by
        // the nesting gutter, a nested list deeper again.
        let text = " $ blocks:List of 2\n  ..$ :List of 3\n  .. ..$ id   : chr \"B01\"\n  .. ..$ picking:List of 1\n  .. .. ..$ crews: num 3\n  ..$ :List of 3\n  .. ..$ id   : chr \"B02\"\n $ store: int 8\n";
        let lines = Lines::new(text);
        assert_eq!(record_span(&lines, 1), Some((1, 4)));
        assert_eq!(record_span(&lines, 5), Some((5, 6)));
        assert_eq!(record_span(&lines, 0), Some((0, 6)));
        // A field heads nothing; a blank ends a block; YAML's indented mapping.
        assert_eq!(record_span(&lines, 2), None);
        assert_eq!(record_span(&Lines::new("a:\n\n  b: 1\n"), 0), None);
        assert_eq!(record_span(&Lines::new("web:\n  image: x\n  ports: 80\ndb:\n"), 0), Some((0, 2)));
        // Deeper lines past the reach: no record.
        let long = format!("head\n{}tail\n", "  x\n".repeat(MAX_RECORD + 2));
        assert_eq!(record_span(&Lines::new(&long), 0), None);
    }

    proptest::proptest! {
        /// On arbitrary values: no panic, each odd row's value written once, in a column of at
        /// least 16 rows.
        #[test]
        fn odd_rows_are_values_written_once(values in proptest::collection::vec(proptest::option::of(0u8..6), 0..80)) {
            let odd = odd_rows(&values);
            for &(i, n) in &odd {
                proptest::prop_assert_eq!(n, 1);
                let value = values.get(i).copied().flatten();
                proptest::prop_assert!(value.is_some());
                proptest::prop_assert_eq!(values.iter().filter(|v| **v == value).count(), 1);
            }
            proptest::prop_assert!(odd.is_empty() || values.iter().flatten().count() >= MIN_ROWS);
        }

        /// A set of values each written by 8 rows or more, and one value written once anywhere:
        /// exactly that row is odd.
        #[test]
        fn the_one_odd_value_of_a_set(members in 2usize..6, per in 8usize..20, at in 0usize..100) {
            let mut values: Vec<Option<usize>> = (0..members * per).map(|k| Some(k % members)).collect();
            let at = at.min(values.len());
            values.insert(at, Some(99));
            proptest::prop_assert_eq!(odd_rows(&values), vec![(at, 1)]);
        }

        /// On arbitrary text: no panic; a span starts at or one above its name, ends after it,
        /// within reach.
        #[test]
        fn record_spans_hold_their_name(text in "[ {}\\[\\]():=>a\n]{0,300}", name in 0usize..40) {
            let lines = Lines::new(&text);
            if let Some((start, end)) = record_span(&lines, name) {
                proptest::prop_assert!(start == name || start + 1 == name);
                proptest::prop_assert!(name < end && end < lines.len() && end < name + MAX_RECORD);
            }
        }
    }
}
