//! A delimited table's columns are its fields: a CSV row has no blank between its values, so
//! every reader that splits a line at blanks sees one word per row (one template `<*>` for the
//! whole table) and no column at all. A run of at least [`MIN_ROWS`] lines that each hold the same
//! number (two at least) of one separator — `,`, `;`, `|` or a tab, outside double quotes, and
//! at most twice as many spaces (more make a sentence with commas, not a row) — is read
//! by that separator (`sqlite3 -csv`, a TSV export, `psql -A`'s `|`), and in each of its first
//! [`MAX_COLUMNS`] fields two standouts are looked for, as [`crate::odd_values`] reads
//! blank-separated columns and the JSON squasher a record's members:
//!
//! - the odd word: one word (letters, no digit) on all rows but at most one in [`RARE`] — a
//!   status, a currency — and a row holding another value there (`refunded` among `shipped`);
//! - the odd shape: each field is empty, a number (a date is one), a negative number, or text;
//!   one shape on all rows but at most one in [`RARE`], and a row of another shape there — an
//!   empty amount, a negative total, `N/A` among numbers. (Text is not told apart further: a
//!   path or a name with a digit among those without is no standout.)
//!
//! Each such row is kept, up to [`MAX_ODD`] over the output. A run's first line that holds no
//! number is its header, no standout (it differs from the rows in every column of numbers). The commonest shape and word of each column are
//! found by a majority vote as the rows come, then counted in a second pass over that run only;
//! a line longer than [`MAX_LINE`] bytes ends a run unread.

use ctx_squash_core::Lines;

/// Lines a run must have before its columns are read.
const MIN_ROWS: usize = 20;
/// Fields of a row read as its columns.
const MAX_COLUMNS: usize = 16;
/// At most one row in this many may differ from a column's common shape or word.
const RARE: usize = 20;
/// Odd rows kept at most over the output.
const MAX_ODD: usize = 16;
/// A longer line is no table row (a minified document, a wrapped record).
const MAX_LINE: usize = 2048;
/// Lines apart of those read first: half of [`MIN_ROWS`], so every run holds one.
const STRIDE: usize = MIN_ROWS / 2;
/// The separators a table's fields may be divided by.
const SEPARATORS: [u8; 4] = [b',', b';', b'|', b'\t'];

/// What a field holds, told apart by its characters alone.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
enum Shape {
    #[default]
    Empty,
    Number,
    Negative,
    Text,
}

/// A column's majority vote: the candidate shape and word, each with its lead.
#[derive(Clone, Copy, Default)]
struct Vote<'a> {
    shape: (Shape, usize),
    word: (&'a [u8], usize),
}

/// The rows of the delimited tables' odd fields (see the module's documentation), in order.
pub(crate) fn odd_fields(lines: &Lines<'_>) -> Vec<usize> {
    let mut odd = Vec::new();
    let signature_of = |i: usize| signature(lines.bytes(i));
    // Every run of MIN_ROWS lines holds a line at a multiple of STRIDE: only those are read
    // first, and a run is followed from one of them (a log with no table costs a tenth of it).
    let mut probe = STRIDE - 1;
    let mut read_up_to = 0;
    while probe < lines.len() {
        let Some(run) = signature_of(probe) else {
            probe += STRIDE;
            continue;
        };
        let mut start = probe;
        while start > read_up_to && signature_of(start - 1) == Some(run) {
            start -= 1;
        }
        let mut end = probe + 1;
        while end < lines.len() && signature_of(end) == Some(run) {
            end += 1;
        }
        if end - start >= MIN_ROWS {
            let mut found = Vec::new();
            odd_rows(lines, start..end, run.0, &votes(lines, start..end, run.0), &mut found);
            found.sort_unstable();
            found.dedup();
            // A header above its rows differs from them in every column of numbers: it is no
            // standout (review52: twelve results with headers filled the cap by the fourth).
            if found.first() == Some(&start) && is_header(lines.bytes(start), run.0) {
                found.remove(0);
            }
            odd.extend(found);
            if odd.len() >= MAX_ODD {
                break;
            }
        }
        // A run starting where this one ends holds the line STRIDE - 1 further.
        read_up_to = end;
        probe = end + STRIDE - 1;
    }
    odd.sort_unstable();
    odd.dedup();
    odd.truncate(MAX_ODD);
    odd
}

/// Each column's majority vote over the rows `rows`, read at `separator`.
fn votes<'a>(lines: &Lines<'a>, rows: std::ops::Range<usize>, separator: u8) -> [Vote<'a>; MAX_COLUMNS] {
    let mut votes = [Vote::default(); MAX_COLUMNS];
    for i in rows {
        let mut fields = [&b""[..]; MAX_COLUMNS];
        let n = fields_of(lines.bytes(i), separator, &mut fields);
        for (vote, &field) in votes.iter_mut().zip(&fields[..n]) {
            tally(&mut vote.shape, shape(field));
            tally(&mut vote.word, if is_word(field) { field } else { &[] });
        }
    }
    votes
}

/// Whether a run's first line is its header: no field of it is a number.
fn is_header(line: &[u8], separator: u8) -> bool {
    let mut fields = [&b""[..]; MAX_COLUMNS];
    let n = fields_of(line, separator, &mut fields);
    fields[..n].iter().all(|&field| !matches!(shape(field), Shape::Number | Shape::Negative))
}

/// One ballot of a majority vote.
fn tally<T: PartialEq>(vote: &mut (T, usize), value: T) {
    if vote.1 == 0 {
        *vote = (value, 1);
    } else if vote.0 == value {
        vote.1 += 1;
    } else {
        vote.1 -= 1;
    }
}

/// Adds to `odd` the rows of the run `rows` whose field differs from a column's common shape or
/// word.
fn odd_rows(
    lines: &Lines<'_>,
    rows: std::ops::Range<usize>,
    separator: u8,
    votes: &[Vote<'_>; MAX_COLUMNS],
    odd: &mut Vec<usize>,
) {
    let allowed = rows.len() / RARE;
    // A value on all rows but `allowed` leads the vote by at least all rows but twice that.
    let leads = |lead: usize| lead + 2 * allowed >= rows.len();
    // Each column's common shape and word, when one leads so, and the rows holding another:
    // `None` once more than `allowed` do.
    let mut checks: Vec<(usize, Check<'_>, Option<Vec<usize>>)> = Vec::new();
    for (k, vote) in votes.iter().enumerate() {
        if leads(vote.shape.1) {
            checks.push((k, Check::Shape(vote.shape.0), Some(Vec::new())));
        }
        if !vote.word.0.is_empty() && leads(vote.word.1) {
            checks.push((k, Check::Word(vote.word.0), Some(Vec::new())));
        }
    }
    for i in rows {
        if checks.iter().all(|(_, _, others)| others.is_none()) {
            return;
        }
        let mut fields = [&b""[..]; MAX_COLUMNS];
        let n = fields_of(lines.bytes(i), separator, &mut fields);
        for (k, check, others) in &mut checks {
            let field = fields.get(*k).filter(|_| *k < n).copied().unwrap_or_default();
            let differs = match *check {
                Check::Shape(common) => shape(field) != common,
                Check::Word(common) => field != common,
            };
            if differs && let Some(list) = others {
                list.push(i);
                if list.len() > allowed {
                    *others = None;
                }
            }
        }
    }
    odd.extend(checks.into_iter().filter_map(|(_, _, others)| others).flatten());
}

/// What a column's fields are checked against: the shape or the word nearly all of them hold.
#[derive(Clone, Copy)]
enum Check<'a> {
    Shape(Shape),
    Word(&'a [u8]),
}

/// The separator a line's fields are divided by and how many times it holds it outside double
/// quotes: the most frequent of [`SEPARATORS`], when it is there twice at least (`None` for a
/// line longer than [`MAX_LINE`] or with an unclosed quote).
fn signature(line: &[u8]) -> Option<(u8, usize)> {
    if line.len() > MAX_LINE {
        return None;
    }
    // One table look-up a byte: 1–4 a separator's count, 5 a double quote's, 6 a blank's, 0 any
    // other byte.
    let mut counts = [0usize; 8];
    for &b in line {
        counts[usize::from(CLASS[usize::from(b)] & 7)] += 1;
    }
    if counts[5] > 0 {
        // Quotes: count again, only outside them.
        counts = [0; 8];
        let mut quoted = false;
        for &b in line {
            match CLASS[usize::from(b)] & 7 {
                5 => quoted = !quoted,
                class if !quoted => counts[usize::from(class)] += 1,
                _ => {}
            }
        }
        if quoted {
            return None;
        }
    }
    let (k, &count) =
        counts[1..=SEPARATORS.len()].iter().enumerate().max_by_key(|&(k, &count)| (count, usize::MAX - k))?;
    // More blanks than twice its separators make a line a sentence with commas, not a row.
    (count >= 2 && counts[6] <= 2 * count).then(|| (SEPARATORS[k], count))
}

/// Each byte's class for [`signature`]: a separator's place in [`SEPARATORS`] plus one, 5 for a
/// double quote, 6 for a space, 0 for any other byte.
const CLASS: [u8; 256] = {
    let mut class = [0u8; 256];
    let mut k = 0;
    while k < SEPARATORS.len() {
        class[SEPARATORS[k] as usize] = k as u8 + 1;
        k += 1;
    }
    class[b'"' as usize] = 5;
    class[b' ' as usize] = 6;
    class
};

/// Splits a line at `separator` outside double quotes into its first [`MAX_COLUMNS`] fields,
/// each without the blanks and quotes around it; returns how many.
fn fields_of<'a>(line: &'a [u8], separator: u8, fields: &mut [&'a [u8]; MAX_COLUMNS]) -> usize {
    let (mut n, mut from, mut quoted) = (0, 0, false);
    for (at, &b) in line.iter().enumerate().chain(std::iter::once((line.len(), &separator))) {
        if b == b'"' && at < line.len() {
            quoted = !quoted;
        } else if b == separator && (!quoted || at == line.len()) {
            let Some(slot) = fields.get_mut(n) else { break };
            *slot = trim(line.get(from..at).unwrap_or_default());
            n += 1;
            from = at + 1;
        }
    }
    n
}

/// A field without the blanks and the double quotes around it.
fn trim(field: &[u8]) -> &[u8] {
    let field = field.trim_ascii();
    field.strip_prefix(b"\"").and_then(|f| f.strip_suffix(b"\"")).unwrap_or(field)
}

/// What a field holds (see [`Shape`]).
fn shape(field: &[u8]) -> Shape {
    let Some(&first) = field.first() else { return Shape::Empty };
    let numeric = |rest: &[u8]| {
        rest.first().is_some_and(u8::is_ascii_digit)
            && rest
                .iter()
                .all(|&b| b.is_ascii_digit() || matches!(b, b'.' | b',' | b':' | b'/' | b'-' | b'+' | b'%'))
    };
    if numeric(field) || (first == b'+' && numeric(&field[1..])) {
        Shape::Number
    } else if first == b'-' && numeric(&field[1..]) {
        Shape::Negative
    } else {
        Shape::Text
    }
}

/// Whether a field names a kind: at least two letters, and no digit.
fn is_word(field: &[u8]) -> bool {
    field.iter().filter(|b| b.is_ascii_alphabetic()).nth(1).is_some() && !field.iter().any(u8::is_ascii_digit)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;

    /// A CSV export of `n` orders, every one shipped in EUR but for the rows `odd` changes.
    fn orders(n: usize, odd: impl Fn(usize, &mut [String; 5])) -> String {
        let mut text = String::from("order_id,customer,amount,currency,status\n");
        for i in 0..n {
            let mut row = [
                format!("A{i:05}"),
                format!("cust{:03}", i % 97),
                format!("{}.25", 10 + i % 290),
                "EUR".into(),
                "shipped".into(),
            ];
            odd(i, &mut row);
            let _ = writeln!(text, "{}", row.join(","));
        }
        text
    }

    fn kept(text: &str) -> Vec<String> {
        let lines = Lines::new(text);
        odd_fields(&lines).into_iter().map(|i| lines.get(i).to_owned()).collect()
    }

    #[test]
    fn the_odd_word_and_the_odd_shape_of_a_delimited_column() {
        let text = orders(500, |i, row| match i {
            123 => row[4] = "refunded".into(),
            301 => row[3] = "USD".into(),
            377 => row[2] = String::new(),
            420 => row[2] = "-15.00".into(),
            _ => {}
        });
        let kept = kept(&text);
        for id in ["A00123,", "A00301,", "A00377,", "A00420,"] {
            assert!(kept.iter().any(|row| row.starts_with(id)), "{id} not in {kept:?}");
        }
        assert_eq!(kept.len(), 4, "the header is no standout: {kept:?}");
    }

    #[test]
    fn a_table_without_a_standout_keeps_nothing() {
        // Two statuses half and half: no common word; ids and names differ on every row.
        let text = orders(200, |i, row| {
            if i % 2 == 0 {
                row[4] = "pending".into();
            }
        });
        assert!(kept(&text).is_empty());
        // Too few rows to tell.
        let few = orders(15, |i, row| {
            if i == 7 {
                row[4] = "refunded".into();
            }
        });
        assert!(kept(&few).is_empty());
        // Prose with commas is no table: its lines hold different counts.
        let prose = "a, b, c\n".repeat(10) + &"one, two\n".repeat(10) + &"x, y, z, w\n".repeat(10);
        assert!(kept(&prose).is_empty());
        // Nor are a log's lines that list things: more blanks than separators.
        let mut log = String::new();
        for i in 0..60 {
            let level = if i == 30 { "WARN" } else { "INFO" };
            let _ = writeln!(log, "{level} worker {i} took jobs a, b and c from the queue, then slept");
        }
        assert!(kept(&log).is_empty());
    }

    #[test]
    fn quoted_separators_and_other_separators() {
        // A quoted name holds a comma; a tab-separated export; a pipe-separated one.
        for separator in [",", "\t", "|"] {
            let mut text = String::new();
            for i in 0..60 {
                let status = if i == 41 { "failed" } else { "passed" };
                let _ = writeln!(text, "{i}{separator}\"Doe, J. {i}\"{separator}{status}");
            }
            let kept = kept(&text);
            assert_eq!(kept.len(), 1, "{separator:?}: {kept:?}");
            assert!(kept[0].contains("failed"));
        }
    }

    #[test]
    fn tables_after_tables_are_read() {
        // Twelve results with headers, the odd row in the last: headers fill no cap.
        let mut text = String::new();
        for table in 0..12 {
            text.push_str(&orders(60, |i, row| {
                if table == 11 && i == 30 {
                    row[2] = String::new();
                }
            }));
            text.push('\n');
        }
        let kept = kept(&text);
        assert_eq!(kept, ["A00030,cust030,,EUR,shipped"]);
    }

    #[test]
    fn shapes() {
        assert!(shape(b"") == Shape::Empty);
        assert!(shape(b"2026-11-03") == Shape::Number);
        assert!(shape(b"1,234.50") == Shape::Number);
        assert!(shape(b"-15.00") == Shape::Negative);
        assert!(shape(b"N/A") == Shape::Text);
        assert!(shape(b"A00123") == Shape::Text);
        assert!(shape(b"-") == Shape::Text);
        assert!(is_word(b"refunded") && is_word(b"N/A") && !is_word(b"r7-gpg.sh") && !is_word(b"-"));
    }

    #[test]
    fn a_squashed_export_keeps_its_odd_rows() {
        let text = orders(500, |i, row| match i {
            123 => row[4] = "refunded".into(),
            377 => row[2] = String::new(),
            _ => {}
        });
        let out = crate::squash_log(&text);
        assert!(out.len() < text.len() / 2, "{out}");
        assert!(out.contains("\nA00123,cust026,133.25,EUR,refunded\n"), "{out}");
        assert!(out.contains("\nA00377,cust086,,EUR,shipped\n"), "{out}");
    }

    proptest! {
        #[test]
        fn odd_fields_are_sorted_rows_of_a_table(text in "([a-c0-9 \"-]{0,4}[,;|\t]){0,5}[a-c0-9]{0,3}(\n([a-c0-9 \"-]{0,4}[,;|\t]){0,5}[a-c0-9]{0,3}){0,80}") {
            let lines = Lines::new(&text);
            let rows = odd_fields(&lines);
            prop_assert!(rows.len() <= MAX_ODD);
            prop_assert!(rows.windows(2).all(|w| w[0] < w[1]));
            prop_assert!(rows.iter().all(|&i| i < lines.len() && signature(lines.bytes(i)).is_some()));
        }

        #[test]
        fn a_table_of_one_separator_count_keeps_at_most_its_rare_rows(rows in prop::collection::vec("([a-c0-9-]{0,3},){3}[a-c0-9 ]{0,3}", 20..90)) {
            let text = rows.join("\n");
            let lines = Lines::new(&text);
            let odd = odd_fields(&lines);
            // At most one row in 20 differs in a column, for each of its checks (two a field).
            prop_assert!(odd.len() <= (rows.len() / RARE) * 2 * 4);
            prop_assert!(odd.windows(2).all(|w| w[0] < w[1]) && odd.iter().all(|&i| i < rows.len()));
        }
    }
}
