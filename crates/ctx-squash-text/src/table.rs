//! `squash_table`: flat key-value tables (`getconf -a`, `env`, `sysctl -a`), whose identifiers are
//! their keys.
//!
//! A table is text whose non-blank lines are, nearly all, rows starting at column 0 with a key and
//! either padding up to an aligned value column (`PAGESIZE      4096`), `=` (`HOME=/root`,
//! `vm.swappiness = 60`) or nothing (an empty value). An agent asks for a whole table to look one
//! key up, so squashing keeps every key name and compacts the values instead: the padding becomes
//! one space, a long value is cut in the middle, and keys sharing one value (three or more) are
//! listed on one line, `[44 keys = 200809] _POSIX_FSYNC _POSIX_MEMLOCK …` or
//! `[12 keys, empty] SOCK_MAXBUF …`, where the first of them stood. No line is dropped, so no
//! `[N lines omitted]` marker is needed.
//!
//! A key written on more than one row is news (an unsorted `groupby`'s group split in two, a
//! setting defined twice): each of its rows stays on its own line, in no group.
//!
//! A row kept on its own line is kept byte for byte, its padding as written (an agent copies,
//! greps or diffs a kept row against what the command printed); only a value over `MAX_VALUE` is
//! cut, after the row's own bytes up to it. The table's last row is one of its ends and is kept
//! so too, never folded into a group.

use std::collections::{HashMap, HashSet};

use ctx_squash_core::{Counted, name_byte, push_cut};

/// Fewer rows than this is not worth a table mode.
const MIN_ROWS: usize = 20;
/// More rows than this and even the keys alone are too long to keep: not a table to squash here.
const MAX_ROWS: usize = 5_000;
/// Lines looked at before the whole input is parsed.
const PROBE_LINES: usize = 64;
/// Share of non-blank lines, in percent, that must be rows.
const SHAPED_PERCENT: usize = 95;
/// Share of padded rows, in percent, whose value starts in the most common column.
const ALIGNED_PERCENT: usize = 80;
/// A kept value longer than this is cut in the middle.
const MAX_VALUE: usize = 64;
/// Keys sharing one value are listed together from this many on.
const MIN_GROUP: usize = 3;

/// How a row separates its key from its value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Sep {
    /// Whitespace padding; the byte column where the value starts.
    Padded(usize),
    /// `=`, with or without spaces around it.
    Equals,
    /// No value at all (the key alone, maybe with trailing padding).
    Empty,
}

#[derive(Clone, Copy, Debug)]
struct Row<'a> {
    key: &'a str,
    value: &'a str,
    sep: Sep,
    /// Where `value` starts in its line: the row's bytes before it are kept as written.
    start: usize,
}

/// One line of the input: a row, a blank line, or something else.
enum Line<'a> {
    Row(Row<'a>),
    Blank,
    Other,
}

fn parse(line: &str) -> Line<'_> {
    let bytes = line.as_bytes();
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Line::Blank;
    }
    if !(bytes[0].is_ascii_alphabetic() || bytes[0] == b'_') {
        return Line::Other;
    }
    let key_end = bytes.iter().position(|&b| !name_byte(b)).unwrap_or(bytes.len());
    let key = &line[..key_end];
    let rest = &line[key_end..];
    let spaces = rest.bytes().take_while(|&b| b == b' ' || b == b'\t').count();
    let after = &rest[spaces..];
    let row = if after.is_empty() {
        Row { key, value: "", sep: Sep::Empty, start: line.len() }
    } else if let Some(value) = after.strip_prefix('=') {
        let value = value.trim_start_matches(' ');
        Row { key, value, sep: Sep::Equals, start: line.len() - value.len() }
    } else if spaces > 0 {
        Row { key, value: after, sep: Sep::Padded(key_end + spaces), start: key_end + spaces }
    } else {
        return Line::Other;
    };
    Line::Row(row)
}

/// Squashes a flat key-value table, keeping every key; `None` when `input` is not such a table or
/// squashing it would not make it shorter.
///
/// ```
/// use ctx_squash_text::squash_table;
///
/// let mut input = String::new();
/// for i in 0..40 {
///     let value = if i % 2 == 0 { "200809".to_owned() } else { format!("{}", i * 1000) };
///     input.push_str(&format!("_POSIX_KEY_{i:<24}{value}\n"));
/// }
/// let out = squash_table(&input).expect("a table");
/// assert!((0..40).all(|i| out.contains(&format!("_POSIX_KEY_{i} ")) || out.contains(&format!("_POSIX_KEY_{i}\n"))));
/// assert!(out.contains("[20 keys = 200809] _POSIX_KEY_0 _POSIX_KEY_2 "));
/// // A row kept on its own line is kept as written, padding and all.
/// assert!(out.contains(&format!("_POSIX_KEY_{:<24}1000\n", 1)));
/// ```
pub fn squash_table(input: &str) -> Option<String> {
    squash_table_counted(input, &Counted::new(input))
}

/// [`squash_table`], with `input`'s newlines counted already (the dispatch counts them once for
/// every probe); a count of another text than `input` is not read.
pub fn squash_table_counted(input: &str, counted: &Counted<'_>) -> Option<String> {
    // Cheap refusals first, so that a large output of another shape costs a newline count and a
    // look at its first lines, not a parse of every line.
    if counted.newlines_of(input) > 2 * MAX_ROWS {
        return None;
    }
    let head_others =
        input.lines().take(PROBE_LINES).filter(|line| matches!(parse(line), Line::Other)).count();
    if head_others * 100 > PROBE_LINES * (100 - SHAPED_PERCENT) {
        return None;
    }
    let lines: Vec<Line<'_>> = input.lines().map(parse).collect();
    let rows: Vec<&Row<'_>> =
        lines.iter().filter_map(|line| if let Line::Row(row) = line { Some(row) } else { None }).collect();
    let non_blank = lines.iter().filter(|line| !matches!(line, Line::Blank)).count();
    if rows.len() < MIN_ROWS || rows.len() > MAX_ROWS || rows.len() * 100 < non_blank * SHAPED_PERCENT {
        return None;
    }
    if !is_tabular(&rows) {
        return None;
    }

    // Values shared by MIN_GROUP keys or more: their keys, in order. The last row, an end of the
    // table, is kept on its own line and listed in no group.
    let last = lines.iter().rposition(|line| matches!(line, Line::Row(_)));
    let repeated = repeated_keys(&rows);
    let mut by_value: HashMap<&str, Vec<&str>> = HashMap::new();
    for row in rows.iter().take(rows.len().saturating_sub(1)).filter(|row| !repeated.contains(row.key)) {
        by_value.entry(row.value).or_default().push(row.key);
    }
    by_value.retain(|_, keys| keys.len() >= MIN_GROUP);

    let mut listed: HashSet<&str> = HashSet::new();
    let mut out = String::with_capacity(input.len() / 2);
    for (at, (line, text)) in lines.iter().zip(input.lines()).enumerate() {
        match line {
            Line::Row(row) => {
                if Some(at) != last
                    && !repeated.contains(row.key)
                    && let Some(keys) = by_value.get(row.value)
                {
                    if listed.insert(row.value) {
                        push_group(&mut out, row.value, keys);
                        out.push('\n');
                    }
                    continue;
                }
                // As written: the row's own bytes, its value cut only when over MAX_VALUE.
                match text.get(..row.start) {
                    Some(head) if row.value.len() > MAX_VALUE => {
                        out.push_str(head);
                        push_cut(&mut out, row.value, MAX_VALUE);
                    }
                    _ => out.push_str(text),
                }
            }
            Line::Blank => {}
            Line::Other => push_cut(&mut out, text, 4 * MAX_VALUE),
        }
        out.push('\n');
    }
    if !input.ends_with('\n') {
        out.pop();
    }
    (out.len() < input.len()).then_some(out)
}

/// The keys written on more than one row. A table's keys name its rows, so a key written twice
/// is news — an unsorted `groupby`'s group split in two, a setting defined twice — and each of
/// its rows is kept on its own line as written, in no group: `[70 keys = 8  63] … K-037 …` would
/// say K-037's value once where the table wrote two.
fn repeated_keys<'a>(rows: &[&Row<'a>]) -> HashSet<&'a str> {
    let mut seen: HashSet<&str> = HashSet::with_capacity(rows.len());
    rows.iter().filter(|row| !seen.insert(row.key)).map(|row| row.key).collect()
}

/// `[N keys = VALUE] K1 K2 …`, or `[N keys, empty] K1 K2 …`.
fn push_group(out: &mut String, value: &str, keys: &[&str]) {
    out.push('[');
    out.push_str(&keys.len().to_string());
    if value.is_empty() {
        out.push_str(" keys, empty]");
    } else {
        out.push_str(" keys = ");
        push_cut(out, value, MAX_VALUE);
        out.push(']');
    }
    for key in keys {
        out.push(' ');
        out.push_str(key);
    }
}

/// Whether the rows read as one table: mostly distinct keys, half of them with a value, one kind
/// of separator, and padded values aligned in one column after at least two spaces.
fn is_tabular(rows: &[&Row<'_>]) -> bool {
    let mut keys: Vec<&str> = rows.iter().map(|row| row.key).collect();
    keys.sort_unstable();
    keys.dedup();
    if keys.len() * 10 < rows.len() * 9 {
        return false;
    }
    let mut columns: HashMap<usize, usize> = HashMap::new();
    let (mut padded, mut equals, mut wide) = (0, 0, 0);
    for row in rows {
        match row.sep {
            Sep::Padded(column) => {
                padded += 1;
                *columns.entry(column).or_default() += 1;
                wide += usize::from(column >= row.key.len() + 2);
            }
            Sep::Equals => equals += 1,
            Sep::Empty => {}
        }
    }
    let valued = padded + equals;
    if valued * 2 < rows.len() {
        return false;
    }
    if equals * 10 >= valued * 9 {
        return true;
    }
    let aligned = columns.values().copied().max().unwrap_or(0);
    padded * 10 >= valued * 9 && aligned * 100 >= padded * ALIGNED_PERCENT && wide * 2 >= padded
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// A count of another text (here one of more lines than a table may have) is not read.
    #[test]
    fn a_count_of_another_text_is_not_read() {
        let mut input = String::new();
        for i in 0..40 {
            let _ = writeln!(input, "_POSIX_KEY_{i:<24}{}", if i % 2 == 0 { 200_809 } else { i * 1000 });
        }
        let many = "\n".repeat(2 * MAX_ROWS + 1);
        let expected = squash_table(&input);
        assert!(expected.is_some());
        assert_eq!(squash_table_counted(&input, &Counted::new(&many)), expected);
        assert_eq!(squash_table_counted(&input, &Counted::new(&input)), expected);
        assert_eq!(squash_table_counted(&many, &Counted::new(&input)), None);
    }

    #[track_caller]
    fn check(input: &str, expected: Option<&str>) {
        assert_eq!(squash_table(input).as_deref(), expected);
    }

    fn build(n: usize, line: impl Fn(usize) -> String) -> String {
        (0..n).fold(String::new(), |mut s, i| {
            s.push_str(&line(i));
            s
        })
    }

    fn padded(rows: &[(&str, &str)]) -> String {
        rows.iter().fold(String::new(), |mut s, (k, v)| {
            let _ = writeln!(s, "{k:<24}{v}");
            s
        })
    }

    #[test]
    fn groups_shared_values_and_keeps_every_key() {
        let mut rows = Vec::new();
        let names: Vec<String> = (0..30).map(|i| format!("KEY_{i}")).collect();
        for (i, name) in names.iter().enumerate() {
            rows.push((
                name.as_str(),
                if i < 10 {
                    ""
                } else if i < 20 {
                    "1"
                } else {
                    "x"
                },
            ));
        }
        rows[25].1 = "unique value";
        let out = squash_table(&padded(&rows)).expect("a table");
        let expected = "[10 keys, empty] KEY_0 KEY_1 KEY_2 KEY_3 KEY_4 KEY_5 KEY_6 KEY_7 KEY_8 KEY_9\n\
                        [10 keys = 1] KEY_10 KEY_11 KEY_12 KEY_13 KEY_14 KEY_15 KEY_16 KEY_17 KEY_18 KEY_19\n\
                        [8 keys = x] KEY_20 KEY_21 KEY_22 KEY_23 KEY_24 KEY_26 KEY_27 KEY_28\n\
                        KEY_25                  unique value\n\
                        KEY_29                  x\n";
        assert_eq!(out, expected);
    }

    /// An unsorted `groupby` writes K-007's group twice: both rows stay as written, in no group.
    #[test]
    fn a_key_written_twice_keeps_both_rows() {
        let mut input = build(30, |i| format!("K-{i:03}  shifts  8  lamp hours  63\n"));
        input.push_str("K-007  shifts  1  lamp hours   9\n");
        input.push_str("K-099  shifts  2  lamp hours  12\n");
        let out = squash_table(&input).unwrap_or_default();
        assert!(out.contains("K-007  shifts  8  lamp hours  63\n"), "{out}");
        assert!(out.contains("K-007  shifts  1  lamp hours   9\n"), "{out}");
        assert!(out.contains("[29 keys = shifts  8  lamp hours  63]"), "{out}");
    }

    #[test]
    fn env_style_rows_keep_their_equals_sign() {
        let input: String = build(25, |i| format!("VAR_{i}=/opt/tool-{i}/bin\n"));
        // Nothing to group, nothing to pad away: no shorter.
        check(&input, None);
        let long: String =
            build(25, |i| format!("VAR_{i}=/opt/{}/bin\n", "very-long-directory-name".repeat(4)));
        let out = squash_table(&long).expect("a table");
        assert!(out.starts_with("[24 keys = /opt/very-long"), "{out}");
        // The last row, an end of the table, stands on its own line as written.
        assert!(
            out.ends_with(long.lines().last().map(|l| format!("{l}\n")).unwrap_or_default().as_str()),
            "{out}"
        );
    }

    #[test]
    fn long_values_are_cut() {
        let rows: Vec<(String, String)> =
            (0..25).map(|i| (format!("K{i}"), format!("{i}{}", "v".repeat(300)))).collect();
        let input = rows.iter().fold(String::new(), |mut s, (k, v)| {
            let _ = writeln!(s, "{k:<10}{v}");
            s
        });
        let out = squash_table(&input).expect("a table");
        assert!(out.lines().all(|l| l.len() < 200), "{out}");
        assert_eq!(out.lines().count(), 25);
        assert!(out.contains("bytes omitted]"));
    }

    #[test]
    fn prose_logs_and_short_tables_are_not_tables() {
        check("KEY 1\nOTHER 2\n", None);
        let prose: String = build(30, |i| format!("Compiling crate-{i} v0.1.{i}\n"));
        check(&prose, None);
        let oneline: String = build(30, |i| format!("abc{i:04} Fix the thing number {i}\n"));
        check(&oneline, None);
        let indented: String = build(30, |i| format!("\tKEY_{i} = \"value {i}\"\n"));
        check(&indented, None);
        let bare: String = build(30, |i| format!("word{i}\n"));
        check(&bare, None);
    }

    #[test]
    fn no_trailing_newline_stays_so() {
        let rows: Vec<String> = (0..30).map(|i| format!("KEY_{i:<20}{}", i % 2)).collect();
        let out = squash_table(&rows.join("\n")).expect("a table");
        assert!(!out.ends_with('\n'));
        assert!(out.ends_with(rows[29].as_str()), "{out}");
    }
}
