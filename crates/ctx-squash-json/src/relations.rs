//! A relation between records is a standout too: JSON lines whose records each open with an
//! identifier (`{"id":"L-3406",…}`, jq's `.lots[]`) hold a key column, and a key written twice
//! or a reference to a key no record holds is what a reader looks for, though each of the
//! records involved looks like its neighbours (round 29's jq stream: lot `L-3406` listed twice,
//! one lot whose `parent` is no lot's id).
//!
//! The key column is the records' first member, the same key in each of at least
//! [`MIN_ROWS`] records, each value an identifier (a string of at most [`MAX_ID_BYTES`] holding
//! no whitespace and no time of day: a clock's value repeats by chance); a value written twice
//! keeps both records, and a column where more than [`MAX_REPEATED`] values repeat, or one value
//! is written more than twice, is no key (a record's kind, a state). A reference column is any
//! other top-level column whose identifiers name at least [`MIN_REFERENCES`] of the key's values;
//! its value that names no key's value keeps its record when at most one reference in [`RARE`]
//! is such (a column of names from another list names none). At most [`MAX_KEPT`] records per
//! stream, the repeated keys' first.

use std::collections::HashMap;

use crate::record::{self, Members};

/// Records a stream must have before its relations are read.
const MIN_ROWS: usize = crate::columns::MIN_ROWS as usize;
/// Records kept at most for the relations of one stream.
const MAX_KEPT: usize = 8;
/// Values a key column may write twice and still be a key.
const MAX_REPEATED: usize = 2;
/// A string longer than this (as written, with its quotes) is a text, not an identifier.
const MAX_ID_BYTES: usize = 66;
/// Key values a column must name before a name of no key's value counts.
const MIN_REFERENCES: usize = 5;
/// A reference to no key's value counts when at most one reference in this many is one.
const RARE: usize = 20;
/// Reference columns read at most (the first keys met).
const MAX_COLUMNS: usize = 32;

/// The lines of the records a relation keeps: both records of a key written twice, and each
/// record whose reference names no record's key. `records` are each record's line and text.
pub(crate) fn related<'a>(records: impl IntoIterator<Item = (usize, &'a str)>) -> Vec<usize> {
    let Some((rows, keys)) = key_column(records) else { return Vec::new() };
    let mut sorted: Vec<&str> = keys.clone();
    sorted.sort_unstable();
    let mut kept: Vec<usize> = rows
        .iter()
        .zip(&keys)
        .filter(|(_, key)| sorted.get(sorted.partition_point(|other| other < key) + 1) == Some(key))
        .map(|((line, _), _)| *line)
        .collect();
    sorted.dedup();
    kept.extend(dangling(&rows, &sorted));
    kept.truncate(MAX_KEPT);
    kept
}

/// The records (line and members) and their key column's values, when their first members are
/// one key column: `None` when a record is no object, opens with another key or no identifier,
/// or when the column writes more than [`MAX_REPEATED`] values twice or one more than twice.
#[allow(clippy::type_complexity)]
fn key_column<'a>(
    records: impl IntoIterator<Item = (usize, &'a str)>,
) -> Option<(Vec<(usize, Members<'a>)>, Vec<&'a str>)> {
    let mut rows = Vec::new();
    let mut keys = Vec::new();
    let mut seen: HashMap<&str, u32> = HashMap::new();
    let mut repeated = 0;
    let mut name = None;
    for (line, text) in records {
        let members = record::members(text)?;
        let &(key, value) = members.first()?;
        if *name.get_or_insert(key) != key || !is_identifier(value) {
            return None;
        }
        let count = seen.entry(value).or_insert(0);
        *count += 1;
        repeated += usize::from(*count == 2);
        if *count > 2 || repeated > MAX_REPEATED {
            return None;
        }
        keys.push(value);
        rows.push((line, members));
    }
    (rows.len() >= MIN_ROWS).then_some((rows, keys))
}

/// A string value that can be a record's identifier: short, no whitespace, no time of day.
fn is_identifier(value: &str) -> bool {
    let b = value.as_bytes();
    b.len() > 2
        && b.len() <= MAX_ID_BYTES
        && b.first() == Some(&b'"')
        && b.last() == Some(&b'"')
        && !b.iter().any(u8::is_ascii_whitespace)
        && !b.windows(3).any(|w| matches!(w, [a, b':', c] if a.is_ascii_digit() && c.is_ascii_digit()))
}

/// One column read for references: its key, the key values it names, and the lines of the
/// records whose value names none.
struct References<'a> {
    key: &'a str,
    named: usize,
    dangling: Vec<usize>,
}

/// The lines of the records whose reference names no key (`keys` sorted and deduplicated).
fn dangling(rows: &[(usize, Members<'_>)], keys: &[&str]) -> Vec<usize> {
    let mut columns: Vec<References<'_>> = Vec::new();
    for (line, members) in rows {
        for &(key, value) in members.iter().skip(1) {
            if !is_identifier(value) {
                continue;
            }
            let at = match columns.iter().position(|c| c.key == key) {
                Some(at) => at,
                None if columns.len() < MAX_COLUMNS => {
                    columns.push(References { key, named: 0, dangling: Vec::new() });
                    columns.len() - 1
                }
                None => continue,
            };
            let Some(column) = columns.get_mut(at) else { continue };
            if keys.binary_search(&value).is_ok() {
                column.named += 1;
            } else {
                column.dangling.push(*line);
            }
        }
    }
    columns
        .into_iter()
        .filter(|c| c.named >= MIN_REFERENCES && c.dangling.len() * RARE <= c.named + c.dangling.len())
        .flat_map(|c| c.dangling)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lot(i: usize, id: &str, parent: Option<&str>) -> String {
        let parent = parent.map_or("null".to_owned(), |p| format!("\"{p}\""));
        format!(
            r#"{{"id":"{id}","vat":"vat-{}","hides":{},"parent":{parent}}}"#,
            ["a", "b", "c"][i % 3],
            10 + i
        )
    }

    fn lots(n: usize) -> Vec<String> {
        (0..n)
            .map(|i| {
                let parent = (i % 2 == 1).then(|| format!("L-{}", 3000 + i - 1));
                lot(i, &format!("L-{}", 3000 + i), parent.as_deref())
            })
            .collect()
    }

    fn related_lines(lines: &[String]) -> Vec<usize> {
        related(lines.iter().enumerate().map(|(i, line)| (i, line.as_str())))
    }

    #[test]
    fn a_key_written_twice_keeps_both_records() {
        let mut lines = lots(60);
        lines[41] = lot(41, "L-3007", None);
        assert_eq!(related_lines(&lines), vec![7, 41]);
    }

    #[test]
    fn a_reference_to_no_key_keeps_its_record() {
        let mut lines = lots(60);
        lines[33] = lot(33, "L-3033", Some("L-2993"));
        assert_eq!(related_lines(&lines), vec![33]);
    }

    #[test]
    fn a_stream_without_a_relation_keeps_nothing() {
        assert!(related_lines(&lots(60)).is_empty());
        // Too few records to read a key.
        let mut lines = lots(12);
        lines[9] = lot(9, "L-3002", None);
        assert!(related_lines(&lines).is_empty());
    }

    #[test]
    fn a_column_of_kinds_or_times_is_no_key() {
        let kinds: Vec<String> = (0..60).map(|i| format!(r#"{{"reason":"artifact","n":{i}}}"#)).collect();
        assert!(related_lines(&kinds).is_empty());
        let mut times: Vec<String> =
            (0..60).map(|i| format!(r#"{{"time":"2026-12-06T10:{i:02}:00Z","msg":"ok"}}"#)).collect();
        times[30] = r#"{"time":"2026-12-06T10:29:00Z","msg":"ok"}"#.to_owned();
        assert!(related_lines(&times).is_empty());
        // Three values written twice: the column is no key.
        let mut lines = lots(60);
        for (at, copy) in [(40, 1), (45, 2), (50, 3)] {
            lines[at] = lot(at, &format!("L-{}", 3000 + copy), None);
        }
        assert!(related_lines(&lines).is_empty());
    }

    #[test]
    fn a_column_naming_no_key_is_no_reference() {
        // Every `vat` names no lot: a column of another list, not a reference.
        let lines = lots(60);
        assert!(related_lines(&lines).is_empty());
        // References that miss often are no reference column either.
        let mut lines = lots(60);
        for at in [14, 19, 24] {
            lines[at] = lot(at, &format!("L-{}", 3000 + at), Some("X-1"));
        }
        assert!(related_lines(&lines).is_empty());
    }

    proptest::proptest! {
        /// On any records (ids and references from a small pool, so that they meet, or any
        /// text): no panic, at most [`MAX_KEPT`] lines, each a record's, each once.
        #[test]
        fn bounded_on_arbitrary_records(
            rows in proptest::collection::vec(("[A-C]-[0-9]{1,2}", proptest::option::of("[A-C]-[0-9]{1,2}"), ".{0,12}"), 0..90),
            garbage in proptest::bool::ANY,
        ) {
            let lines: Vec<String> = rows
                .iter()
                .map(|(id, parent, text)| match parent {
                    Some(parent) if !garbage => format!(r#"{{"id":"{id}","parent":"{parent}"}}"#),
                    None if !garbage => format!(r#"{{"id":"{id}","parent":null}}"#),
                    _ => format!(r#"{{"id":"{id}","{text}"#),
                })
                .collect();
            let kept = related_lines(&lines);
            proptest::prop_assert!(kept.len() <= MAX_KEPT);
            proptest::prop_assert!(kept.iter().all(|&line| line < lines.len()));
            let mut unique = kept.clone();
            unique.sort_unstable();
            unique.dedup();
            proptest::prop_assert_eq!(unique.len(), kept.len());
        }
    }

    #[test]
    fn identifiers() {
        assert!(is_identifier(r#""L-3406""#));
        assert!(!is_identifier("12"));
        assert!(!is_identifier(r#""""#));
        assert!(!is_identifier(r#""two words""#));
        assert!(!is_identifier(r#""10:42""#));
        assert!(!is_identifier(&format!("\"{}\"", "x".repeat(70))));
    }
}
