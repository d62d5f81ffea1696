//! A key row — `key<tab>value`, `| key | value |`, `key => value`, `key = value`, `name=value`,
//! `key      value` — read once for both readers of listings by key: ctx-squash-log's keyed.rs
//! keeps or names every row of such a listing, and ctx-squash-text's separated.rs asks
//! [`named_by_key`] whether a separated table too big to keep whole is one the log squasher
//! names row by row (else it is read as its words say).

use std::collections::HashSet;

use crate::{Keyed, LISTING_ROWS, field, name_byte};

/// Bytes a key has at most.
const MAX_KEY: usize = 64;
/// Blanks a key holds at most (`Additional .ini files parsed`).
const MAX_KEY_BLANKS: usize = 4;
/// Bytes of indent (or of a table's left border) a row may start with.
pub const MAX_ROW_INDENT: usize = 8;

/// How a row sets its key apart from its value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum KeySep {
    /// A tab (`max_connections\t151`).
    Tab,
    /// A column bar (`| Com_insert   | 1 |`, psql's ` port | 5432 | …`).
    Bar,
    /// `=>` (`memory_limit => -1 => -1`).
    Arrow,
    /// ` = ` (`DEFAULT_FORKS(default) = 5`).
    Equals,
    /// Padding of at least two blanks up to a value column (`-Wabi      [disabled]`).
    Padding,
    /// `=` between a name and its value, no blank around it (`perl -V`'s `ivtype='long'`, `env`).
    Assign,
}

/// A row's key and separator: after at most [`MAX_ROW_INDENT`] bytes of blanks or a table's `|`
/// border, a key that starts with a letter, `-` or `_` and holds a letter, at most
/// [`MAX_KEY`] bytes and [`MAX_KEY_BLANKS`] single blanks, and is no place in a file (grep's
/// `src/x.rs:12:`), then its separator (see [`KeySep`]); with the column its value starts in.
#[must_use]
pub fn key_row(line: &[u8], blanks: usize) -> Option<(&[u8], KeySep, usize)> {
    // The line opens with `blanks` spaces or tabs (its lead): a border is looked for only when a
    // `|` follows them.
    let bordered = line.get(blanks) == Some(&b'|');
    let indent = if bordered {
        line.iter().take(MAX_ROW_INDENT + 1).take_while(|&&b| matches!(b, b' ' | b'\t' | b'|')).count()
    } else {
        blanks.min(MAX_ROW_INDENT + 1)
    };
    if indent > MAX_ROW_INDENT
        || (bordered && memchr::memchr_iter(b'|', line.get(..indent).unwrap_or_default()).count() > 1)
    {
        return None;
    }
    // `blanks` is the caller's count: a wrong one is no row, never a panic.
    let rest = line.get(indent..)?;
    if !rest.first().is_some_and(|b| b.is_ascii_alphabetic() || matches!(b, b'-' | b'_')) {
        return None;
    }
    if let Some(assigned) = assignment(rest) {
        return Some((assigned, KeySep::Assign, indent + assigned.len() + 1));
    }
    // The key ends at the first tab, or at a blank followed by a blank, `|`, `=` or `:=`.
    let end = (0..rest.len().min(MAX_KEY + 1)).find(|&p| {
        rest[p] == b'\t'
            || (rest[p] == b' '
                && (matches!(rest.get(p + 1), Some(b' ' | b'|' | b'=' | b'\t'))
                    || rest.get(p + 1..p + 4) == Some(b":= ")))
    })?;
    let key = &rest[..end];
    if memchr::memchr_iter(b' ', key).count() > MAX_KEY_BLANKS
        || !key.iter().any(u8::is_ascii_alphabetic)
        || key.iter().any(|&b| matches!(b, b'|' | b'=' | b'"' | b'\''))
        || located_key(key)
    {
        return None;
    }
    let blanks = rest[end..].iter().take_while(|&&b| matches!(b, b' ' | b'\t')).count();
    let (gap, after) = rest[end..].split_at(blanks);
    let sep = match after {
        [b'|', ..] => KeySep::Bar,
        [b'=', b'>', b' ', ..] | [b'=', b'>'] => KeySep::Arrow,
        [b'=' | b':', ..]
            if gap == b" " && (after.starts_with(b"= ") || after == b"=" || after.starts_with(b":= ")) =>
        {
            KeySep::Equals
        }
        _ if gap.contains(&b'\t') => KeySep::Tab,
        _ if gap.len() >= 2 => KeySep::Padding,
        _ => return None,
    };
    Some((key, sep, indent + end + blanks))
}

/// The name of a `name=value` row: a [field line](field) written `name=value` — a name of
/// [name bytes](name_byte) that starts with a letter or `_`, then `=` and a value that starts
/// with no blank and no second `=`.
fn assignment(rest: &[u8]) -> Option<&[u8]> {
    let (name, _) = field(rest)?;
    let value = rest.get(name.len() + 1).filter(|b| !matches!(b, b' ' | b'\t'));
    (rest.get(name.len()) == Some(&b'=') && value.is_some() && name.iter().all(|&b| name_byte(b)))
        .then_some(name)
}

/// Whether a key holds a place in a file, a line number between two colons (`src/x.rs:12:`).
#[must_use]
pub fn located_key(key: &[u8]) -> bool {
    key.split(|&b| b == b':').skip(1).any(|part| !part.is_empty() && part.iter().all(u8::is_ascii_digit))
        && memchr::memchr_iter(b':', key).count() >= 2
}

/// Fewest rows a listing read by key has (ctx-squash-log's keyed.rs reads none shorter).
pub const MIN_KEY_ROWS: usize = 50;
/// Share (in tenths) of a table's non-blank lines that must be key rows of one separator, and of
/// their keys that must be distinct.
const KEYED_TENTHS: usize = 9;

/// Whether the log squasher reads `input`, a separated table, by key and names every row in its
/// note: nine in ten of its non-blank lines (and [`MIN_KEY_ROWS`] at least) are [key rows](key_row)
/// set apart by a tab or a `|` (the separators of a table, the one a row's first field ends at),
/// nine in ten of their keys are distinct, and the keys written once each with `, ` fit
/// [`LISTING_ROWS`] — the list keyed.rs' note writes. A first field of a sentence (more than a
/// few blanks), one parted by `;` or `,`, or keys too long together name no row there.
#[must_use]
pub fn named_by_key(input: &str) -> bool {
    let (mut written, mut tab, mut bar, mut rows) = (0usize, 0usize, 0usize, 0usize);
    let mut keys: HashSet<&[u8], Keyed> = HashSet::default();
    let mut listed = 0usize;
    for line in input.lines() {
        let bytes = line.as_bytes();
        if bytes.trim_ascii().is_empty() {
            continue;
        }
        written += 1;
        let blanks = bytes.iter().take_while(|&&b| matches!(b, b' ' | b'\t')).count();
        let Some((key, sep, _)) =
            key_row(bytes, blanks).filter(|(_, sep, _)| matches!(sep, KeySep::Tab | KeySep::Bar))
        else {
            continue;
        };
        rows += 1;
        tab += usize::from(sep == KeySep::Tab);
        bar += usize::from(sep == KeySep::Bar);
        if keys.insert(key) {
            listed += key.len() + 2;
            if listed > LISTING_ROWS {
                return false;
            }
        }
    }
    let common = tab.max(bar);
    common >= MIN_KEY_ROWS && common * 10 >= written * KEYED_TENTHS && keys.len() * 10 >= rows * KEYED_TENTHS
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[track_caller]
    fn check(line: &str, expected: Option<(&str, KeySep)>) {
        assert_eq!(
            key_row(line.as_bytes(), line.bytes().take_while(|&b| b == b' ' || b == b'\t').count())
                .map(|(k, s, _)| (k, s)),
            expected.map(|(k, s)| (k.as_bytes(), s)),
            "{line:?}"
        );
    }

    #[test]
    fn rows() {
        check("max_connections\t151", Some(("max_connections", KeySep::Tab)));
        check("| Com_insert                 | 1   |", Some(("Com_insert", KeySep::Bar)));
        check(" port                   | 15432   | Sets the port.", Some(("port", KeySep::Bar)));
        check("memory_limit => -1 => -1", Some(("memory_limit", KeySep::Arrow)));
        check("PHP Version => 8.2.36", Some(("PHP Version", KeySep::Arrow)));
        check("DEFAULT_FORKS(default) = 5", Some(("DEFAULT_FORKS(default)", KeySep::Equals)));
        check("  -Wabi                       \t\t[disabled]", Some(("-Wabi", KeySep::Tab)));
        check("  -Wlong-long                 \t\t", Some(("-Wlong-long", KeySep::Tab)));
        check("sched:sched_switch      [Tracepoint event]", Some(("sched:sched_switch", KeySep::Padding)));
        check("    ivtype='long'", Some(("ivtype", KeySep::Assign)));
        check("LANG=C.UTF-8", Some(("LANG", KeySep::Assign)));
        check("CURDIR := /tmp/fixture", Some(("CURDIR", KeySep::Equals)));
        check("COMPILE.c = $(CC) $(CFLAGS) -c", Some(("COMPILE.c", KeySep::Equals)));
        check("a==b", None);
        check("x= 1", None);
        // Prose, a log line, a clock, a border, a deep indent: no row.
        check("The following options control compiler warning messages:", None);
        check("2026-12-04 13:26 UTC  started", None);
        check("+----------+--------+", None);
        check("INFO request served", None);
        check("              deeply indented  text", None);
        check("x == y", None);
        check("main:src/ext.rs:8:    unsafe fn distance(self) -> usize;", None);
        check("src/dfa.rs=154=impl DFA {", None);
    }

    fn table(rows: usize, sep: &str, first: impl Fn(usize) -> String) -> String {
        (0..rows).fold(String::new(), |mut text, k| {
            let _ = writeln!(
                text,
                "{}{sep}Sets what setting {k} does, in a sentence of some words{sep}user{sep}{k}",
                first(k)
            );
            text
        })
    }

    #[test]
    fn a_wrong_count_of_blanks_is_no_row() {
        assert_eq!(key_row(b"  ab", 7), None);
        assert_eq!(key_row(b"", 3), None);
        assert!(key_row(b"  max_connections\t151", 2).is_some());
    }

    #[test]
    fn a_table_is_named_by_key_only_as_the_log_squasher_names_it() {
        assert!(named_by_key(&table(1200, "\t", |k| format!("param_{k:04}"))));
        assert!(named_by_key(&table(1200, " | ", |k| format!("| param_{k:04}"))));
        // Too few rows, a sentence for a key, `;` or `,` between fields, keys that repeat, or
        // keys too long together to list: not named.
        assert!(!named_by_key(&table(40, "\t", |k| format!("param_{k:04}"))));
        assert!(!named_by_key(&table(700, "\t", |k| format!(
            "the setting number {k} is one of many we keep"
        ))));
        assert!(!named_by_key(&table(1200, ";", |k| format!("param_{k:04}"))));
        assert!(!named_by_key(&table(1200, "\t", |k| format!("param_{}", k % 100))));
        assert!(!named_by_key(&table(1200, "\t", |k| format!("{}_{k:04}", "long_name".repeat(5)))));
    }

    proptest::proptest! {
        /// On any text, no panic.
        #[test]
        fn any_text(text in "[a-z |\t=>:;,\n-]{0,400}") {
            let _ = named_by_key(&text);
        }
    }
}
