//! A record's fields stay with their record: a run of records written field by field is kept as
//! records, not folded field by field across them.
//!
//! psql's expanded display (`-x`) prints each row as a header (`-[ RECORD 3 ]-----+---`) and one
//! `field | value` line per column; `systemctl show` of several units, a `key: value` stanza per
//! package, print the same shape. Folding the same field across records (`[n_distinct | <*> ×6]`)
//! keeps the first record whole and parts every later value from the record it belongs to. So
//! runs of `key SEP value` lines, each after one line that is no field (its header), are read as
//! records; when at least [`MIN_RECORDS`] records in a row list the same keys in the same order
//! (at least [`MIN_FIELDS`] of them), their headers and fields are kept, each line cut short, in
//! order while they fit [`MAX_BYTES`].

use ctx_squash_core::Lines;

/// Records in a row, with the same keys, that make a run of records.
const MIN_RECORDS: usize = 3;
/// Fields a record must have (fewer is a pair of lines, not a record).
const MIN_FIELDS: usize = 3;
/// Fields a record has at most.
const MAX_FIELDS: usize = 64;
/// Bytes of a key at most (the separator within them).
const MAX_KEY: usize = 32;
/// Bytes of kept record lines at most, each counted up to [`SHORT`].
const MAX_BYTES: usize = 8 * 1024;
/// A line's bytes counted at most (the squash cuts a record line at its short length).
const SHORT: usize = 180;

/// The headers and fields of the runs of like records (see the module's documentation), in order.
pub(crate) fn record_lines(lines: &Lines<'_>) -> Vec<usize> {
    // Each record: its header line, and its fields' first and one-past-last lines.
    let mut records: Vec<(usize, usize, usize)> = Vec::new();
    let n = lines.len();
    let mut i = 1;
    while i < n {
        if key(lines.bytes(i)).is_some() && key(lines.bytes(i - 1)).is_none() {
            let start = i;
            while i < n && key(lines.bytes(i)).is_some() {
                i += 1;
            }
            if (MIN_FIELDS..=MAX_FIELDS).contains(&(i - start)) {
                records.push((start - 1, start, i));
            }
        } else {
            i += 1;
        }
    }
    let same = |a: (usize, usize, usize), b: (usize, usize, usize)| {
        a.2 - a.1 == b.2 - b.1
            && b.0 <= a.2 + 1
            && (a.1..a.2).zip(b.1..b.2).all(|(x, y)| key(lines.bytes(x)) == key(lines.bytes(y)))
    };
    let mut kept = Vec::new();
    let mut bytes = 0;
    let mut k = 0;
    while k < records.len() {
        let mut end = k + 1;
        while end < records.len() && same(records[end - 1], records[end]) {
            end += 1;
        }
        if end - k >= MIN_RECORDS {
            for &(header, start, stop) in &records[k..end] {
                let cost: usize = (header..stop).map(|l| lines.bytes(l).len().min(SHORT) + 1).sum();
                if bytes + cost > MAX_BYTES {
                    return kept;
                }
                bytes += cost;
                kept.push(header);
                kept.extend(start..stop);
            }
        }
        k = end;
    }
    kept
}

/// A field line's key: the line up to its first ` | `, `: ` or ` = ` within [`MAX_KEY`] bytes, not
/// indented, trimmed, not empty. `None` for any other line.
fn key(line: &[u8]) -> Option<&[u8]> {
    if line.first().is_none_or(|b| !b.is_ascii_alphabetic()) {
        return None;
    }
    let sep = (1..line.len().min(MAX_KEY)).find(|&p| {
        let rest = &line[p..];
        rest.starts_with(b" | ") || rest == b" |" || rest.starts_with(b": ") || rest.starts_with(b" = ")
    })?;
    let key = line[..sep].trim_ascii();
    (!key.is_empty()).then_some(key)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[test]
    fn keys() {
        assert_eq!(key(b"attname           | customer_id"), Some(&b"attname"[..]));
        assert_eq!(key(b"histogram_bounds  | "), Some(&b"histogram_bounds"[..]));
        assert_eq!(key(b"Package: libc6"), Some(&b"Package"[..]));
        assert_eq!(key(b"Id = 3"), Some(&b"Id"[..]));
        assert_eq!(key(b"-[ RECORD 1 ]-----+-----"), None);
        assert_eq!(key(b"  indented: 1"), None);
        assert_eq!(key(b"a|b"), None);
        assert_eq!(key(b"no separator at all in this line"), None);
    }

    #[test]
    fn like_records_are_kept_as_records() {
        let mut text = String::from("preamble\n");
        for r in 1..=6 {
            let _ = write!(
                text,
                "-[ RECORD {r} ]-----+------\nattname    | col_{r}\nn_distinct | {}\ncorrelation | 0.{r}5\n",
                r * 100
            );
        }
        text.push_str("(6 rows)\n");
        let lines = Lines::new(&text);
        let kept = record_lines(&lines);
        assert_eq!(kept, (1..25).collect::<Vec<_>>());
        // Two records, or records of other keys: none.
        let two = "x\n-[ 1 ]\na | 1\nb | 2\nc | 3\n-[ 2 ]\na | 1\nb | 2\nc | 3\n";
        assert!(record_lines(&Lines::new(two)).is_empty());
        let unlike =
            "-[ 1 ]\na | 1\nb | 2\nc | 3\n-[ 2 ]\na | 1\nd | 2\nc | 3\n-[ 3 ]\na | 1\nb | 2\nc | 3\n";
        assert!(record_lines(&Lines::new(unlike)).is_empty());
    }

    #[test]
    fn a_squash_keeps_each_record_whole() {
        // Each record's long array makes the squash worth it; each record's short fields stay
        // with its header, not folded across records.
        let mut text = String::new();
        for r in 1..=8 {
            let bounds: Vec<String> = (0..300).map(|k| (k * r).to_string()).collect();
            let _ = write!(
                text,
                "-[ RECORD {r} ]-----+------\nattname          | col_{r}\nn_distinct       | {}\n\
                 histogram_bounds | {{{}}}\ncorrelation      | 0.{r}5\n",
                r * 100,
                bounds.join(",")
            );
        }
        let out = crate::squash_log(&text);
        assert!(out.len() < text.len() / 2, "{out}");
        for r in 1..=8 {
            let record = format!(
                "-[ RECORD {r} ]-----+------\nattname          | col_{r}\nn_distinct       | {}\n",
                r * 100
            );
            assert!(out.contains(&record), "{out}");
        }
    }
}
