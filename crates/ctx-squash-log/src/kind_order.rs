//! A table's rare kinds come before its common ones: in a table with a column whose values come
//! from a closed vocabulary (a few words recurring down the rows: a kind, a status, a level), the
//! rows of the rare words are what a reader looks for among the routine ones, so the filler keeps
//! them before it keeps rows by their place.
//!
//! `ctags -x` writes `name kind line file source` sorted by name: its 31 `struct`, 8 `enum` and
//! 3 `interface` rows sit among hundreds of `method` and `field` rows, and a filler that keeps the
//! alphabetical head and the ends never reached `Hir … struct` or `Visitor … interface`. The
//! principle holds for any table: `git status --short`'s rare `D`, a state column's rare `failed`.
//!
//! A table is a run of at least [`MIN_ROWS`] lines with no blank line between them, each of at
//! least three words; its columns are the first [`MAX_COLUMNS`] blank-separated words of each line
//! (within its first [`REACH`] bytes; a word the reach cuts is none). A column is of a closed
//! vocabulary when its words (letters, no digit) are of at most [`MAX_KINDS`] kinds, at least two,
//! the commonest on at least one row in [`COMMON`], and at most one row in [`OTHERS`] holds no
//! such word there (a number, a name the reach cut). A kind at most one row in [`RARE`] holds, and
//! at most a quarter as many as the commonest, is rare; its rows are offered, the rarest kinds
//! first, at most [`MAX_ROWS`] over the output, within an allowance of their own (a
//! twelfth of the input, at most 6 KiB) before the filler's (each row cut short).
//!
//! Only a line's first words are read, and only near a table (issue #16): a run of [`MIN_ROWS`]
//! rows covers one line in every [`MIN_ROWS`], so only those lines are probed, a run is walked out
//! from a probe that is a row, and only a run long enough has its columns read, once a row; a
//! line's head is split by a mask of its blanks read eight bytes at a time. A log of long lines
//! and short dumps is never read down (1 MB of cargo's trace log: 5.7 M instructions to 0.8 M).

use ctx_squash_core::{Lines, Rarity, bytes_in};

/// Lines a run must have before its columns are read.
const MIN_ROWS: usize = 50;
/// Words of a line read as its columns.
const MAX_COLUMNS: usize = 4;
/// Bytes of a line read.
const REACH: usize = 64;
/// Kinds a closed vocabulary has at most.
const MAX_KINDS: usize = 16;
/// The commonest kind is on at least one row in this many.
const COMMON: usize = 4;
/// At most one row in this many may hold no word of the vocabulary.
const OTHERS: usize = 20;
/// A kind on at most one row in this many is rare.
const RARE: usize = 8;
/// Rows offered at most over the output.
pub(crate) const MAX_ROWS: usize = 96;
/// Bytes the rows offered may add, on top of the filler's allowance: one in this many of the
/// input, up to [`MAX_BYTES`].
const SHARE: usize = 12;
const MAX_BYTES: usize = 6 * 1024;

/// The bytes the rows offered may add to an output of `input` bytes (see [`SHARE`]).
pub(crate) fn allowance(input: usize) -> usize {
    (input / SHARE).min(MAX_BYTES)
}

/// A row's kind in each column read: its index among the column's kinds, or [`NO_KIND`].
type RowKinds = [u8; MAX_COLUMNS];
/// A row holds no kind of the column there (a number, a name the reach cut, a broken column).
const NO_KIND: u8 = u8::MAX;

/// One column of a run read as a vocabulary: its kinds, and how many rows hold none (what each
/// row holds is its [`RowKinds`]).
#[derive(Default)]
struct Vocabulary<'a> {
    kinds: Vec<&'a [u8]>,
    others: usize,
    broken: bool,
}

impl<'a> Vocabulary<'a> {
    /// Reads a row's word in this column; returns the index of its kind, or [`NO_KIND`].
    fn add(&mut self, word: Option<&'a [u8]>) -> u8 {
        if self.broken {
            return NO_KIND;
        }
        let Some(word) = word else {
            self.others += 1;
            return NO_KIND;
        };
        // A kind already met is a word: it is matched before the word is looked at.
        if let Some(k) = self.kinds.iter().position(|&kind| kind == word) {
            return k as u8;
        }
        if !is_word(word) {
            self.others += 1;
            return NO_KIND;
        }
        if self.kinds.len() == MAX_KINDS {
            self.broken = true;
            return NO_KIND;
        }
        self.kinds.push(word);
        (self.kinds.len() - 1) as u8
    }

    /// Whether the column, read over all its rows, is of a closed vocabulary as far as its own
    /// words tell: never broken, at least two kinds, at most one row in [`OTHERS`] holding none.
    /// (Whether the commonest kind is common, and which kinds are rare, is [`KINDS`]' to say.)
    fn closed(&self, rows: usize) -> bool {
        !self.broken && self.kinds.len() >= 2 && self.others * OTHERS <= rows
    }
}

/// When a kind is rare: the one rule of rare values ([`Rarity`]) over a column's kinds, a row
/// holding none of them ([`NO_KIND`]) counted as a value of its own, so every row of the run
/// counts. The commonest kind is on at least one row in [`COMMON`] (a value of no kind, on at
/// most one row in [`OTHERS`], is never the commonest then); a kind is rare on at most one row in
/// [`RARE`] and a quarter as many as the commonest; a kind one row holds is as rare as any.
const KINDS: Rarity = Rarity {
    min_rows: MIN_ROWS,
    dominant_percent: 100 / COMMON,
    repeated_percent: 0,
    rare: RARE,
    singles_rare: 0,
};

/// The rows of the rare kinds of every closed-vocabulary column (see the module's
/// documentation), the rarest kinds first, each row once.
pub(crate) fn rare_kind_rows(lines: &Lines<'_>) -> Vec<usize> {
    // (count of the row's kind, row), over every table.
    let mut found: Vec<(usize, usize)> = Vec::new();
    let mut kinds: Vec<RowKinds> = Vec::new();
    // A run of at least `MIN_ROWS` rows covers one line in every `MIN_ROWS`: only those lines are
    // probed, and a run is walked out from a probe that is a row (`first` is the first line past
    // the runs walked so far; the next probe is the last line a run opening there would cover).
    let mut first = 0;
    let mut probe = MIN_ROWS - 1;
    while probe < lines.len() {
        if !is_row(lines.bytes(probe)) {
            probe += MIN_ROWS;
            continue;
        }
        let mut start = probe;
        while start > first && is_row(lines.bytes(start - 1)) {
            start -= 1;
        }
        let mut end = probe + 1;
        while end < lines.len() && is_row(lines.bytes(end)) {
            end += 1;
        }
        if end - start >= MIN_ROWS {
            read_run(lines, start..end, &mut kinds, &mut found);
        }
        // Line `end` is no row: the next run opens past it.
        first = end + 1;
        probe = end + MIN_ROWS;
    }
    found.sort_by_key(|&(count, row)| (count, row));
    let mut seen = std::collections::HashSet::new();
    found.into_iter().map(|(_, row)| row).filter(|&row| seen.insert(row)).take(MAX_ROWS).collect()
}

/// Whether a line is a row of a table: it has a third word (see [`split`]).
fn is_row(line: &[u8]) -> bool {
    split(line, &mut [&b""[..]; MAX_COLUMNS], 3) == 3
}

/// Reads the columns of the run `rows` (each a row) and adds to `found` its rows of rare kinds;
/// `kinds` is room for each row's kinds, read once.
fn read_run(
    lines: &Lines<'_>,
    rows: std::ops::Range<usize>,
    kinds: &mut Vec<RowKinds>,
    found: &mut Vec<(usize, usize)>,
) {
    let mut columns: [Vocabulary<'_>; MAX_COLUMNS] = Default::default();
    kinds.clear();
    // One past the last column still read: a line is split no further (but for its third word,
    // which tells whether it is a row).
    let mut live = MAX_COLUMNS;
    for i in rows.clone() {
        let mut words = [&b""[..]; MAX_COLUMNS];
        let n = split(lines.bytes(i), &mut words, live.max(3));
        let mut row = [NO_KIND; MAX_COLUMNS];
        for (k, (column, kind)) in columns.iter_mut().zip(&mut row).enumerate().take(live) {
            *kind = column.add(words.get(k).copied().filter(|_| k < n));
        }
        kinds.push(row);
        while live > 0 && columns.get(live - 1).is_some_and(|column| column.broken) {
            live -= 1;
        }
    }
    rows_of_rare_kinds(rows.start, &columns, kinds, found);
}

/// Adds to `found` the rows of the run from `start`, whose rows' kinds are `kinds`, holding a
/// rare kind of one of its columns, each with its kind's count. (A column never broken was read
/// on every row.)
fn rows_of_rare_kinds(
    start: usize,
    columns: &[Vocabulary<'_>],
    kinds: &[RowKinds],
    found: &mut Vec<(usize, usize)>,
) {
    for (k, column) in columns.iter().enumerate() {
        if !column.closed(kinds.len()) {
            continue;
        }
        let values: Vec<Option<u8>> = kinds.iter().map(|row| row.get(k).copied()).collect();
        for (i, count) in KINDS.rare_rows(&values) {
            if values.get(i) != Some(&Some(NO_KIND)) {
                found.push((count, start + i));
            }
        }
    }
}

/// Splits the first [`REACH`] bytes of a line into its blank-separated words, at most `max` (and
/// [`MAX_COLUMNS`]), but for a word the reach cuts; returns how many.
fn split<'a>(line: &'a [u8], words: &mut [&'a [u8]; MAX_COLUMNS], max: usize) -> usize {
    let head = line.get(..REACH).unwrap_or(line);
    let cut = line.len() > REACH;
    let len = head.len();
    let within = if len >= 64 { u64::MAX } else { (1 << len) - 1 };
    // The bytes of words still to read, one bit a byte.
    let mut rest = !blanks(head) & within;
    let mut n = 0;
    for slot in words.iter_mut().take(max) {
        if rest == 0 {
            break;
        }
        let from = rest.trailing_zeros() as usize;
        // The first blank after the word (the head's end when none: no bit of `rest` is set there).
        let end = ((!rest) & (u64::MAX << from)).trailing_zeros() as usize;
        // A word the reach cuts is not read: its cut part would differ from row to row.
        if end >= len && cut {
            break;
        }
        *slot = head.get(from..end.min(len)).unwrap_or_default();
        n += 1;
        rest &= u64::MAX.checked_shl(end as u32).unwrap_or(0);
    }
    n
}

/// The blanks (spaces, tabs) among the first 64 bytes of `head`, one bit a byte (bit `j` for byte
/// `j`), read eight bytes at a time.
fn blanks(head: &[u8]) -> u64 {
    let head = head.get(..64).unwrap_or(head);
    let mut mask = 0u64;
    let mut chunks = head.chunks_exact(8);
    for (c, chunk) in (&mut chunks).enumerate() {
        let x = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8]));
        let high = bytes_in(x, b' ', b' ') | bytes_in(x, b'\t', b'\t');
        // Byte j's bit (at 8j) moves to bit 49 + j: the products 2^(8j + 7k) never overlap.
        let bits = ((high >> 7).wrapping_mul(0x0002_0408_1020_4081) >> 49) & 0xff;
        mask |= bits << (8 * c);
    }
    let base = head.len() - chunks.remainder().len();
    for (j, &b) in chunks.remainder().iter().enumerate() {
        mask |= u64::from(b == b' ' || b == b'\t') << (base + j);
    }
    mask
}

/// Whether a word names a kind: at least two letters, and no digit; a weekday's or a month's
/// name is part of a date, a value like its numbers.
fn is_word(word: &[u8]) -> bool {
    !word.iter().any(u8::is_ascii_digit)
        && word.iter().filter(|b| b.is_ascii_alphabetic()).nth(1).is_some()
        && !is_calendar(word)
}

/// Whether a word is an English weekday's or month's name, abbreviated to three letters or not
/// (`Sun`, `Mar`, `Monday`), in any case.
fn is_calendar(word: &[u8]) -> bool {
    const NAMES: [&[u8]; 19] = [
        b"monday",
        b"tuesday",
        b"wednesday",
        b"thursday",
        b"friday",
        b"saturday",
        b"sunday",
        b"january",
        b"february",
        b"march",
        b"april",
        b"may",
        b"june",
        b"july",
        b"august",
        b"september",
        b"october",
        b"november",
        b"december",
    ];
    let word = word.strip_suffix(b",").unwrap_or(word);
    word.len() >= 3
        && NAMES.iter().any(|name| {
            (word.len() == 3 || word.len() == name.len())
                && name.get(..word.len()).is_some_and(|prefix| prefix.eq_ignore_ascii_case(word))
        })
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// A `ctags -x`-like index: `n` rows of common kinds, with a few rows of rarer kinds spread
    /// among them.
    fn index(n: usize) -> String {
        let mut text = String::new();
        for k in 0..n {
            let kind = match k {
                _ if k % 97 == 13 => "interface",
                _ if k % 41 == 7 => "struct",
                _ if k % 3 == 0 => "field",
                _ => "method",
            };
            let _ = writeln!(text, "name{k:<8} {kind:<10} {:>5} src/file{}.rs fn name{k}() {{", k * 7, k % 5);
        }
        text
    }

    #[test]
    fn the_rarest_kinds_come_first() {
        let text = index(400);
        let lines = Lines::new(&text);
        let rows = rare_kind_rows(&lines);
        let kinds: Vec<&str> =
            rows.iter().map(|&i| lines.get(i).split_whitespace().nth(1).unwrap_or("")).collect();
        let interfaces = kinds.iter().filter(|&&k| k == "interface").count();
        let structs = kinds.iter().filter(|&&k| k == "struct").count();
        assert_eq!((interfaces, structs, kinds.len()), (4, 10, 14), "{kinds:?}");
        assert!(kinds[..4].iter().all(|&k| k == "interface"), "{kinds:?}");
    }

    #[test]
    fn a_date_is_no_kind() {
        for word in ["Sun", "MAR", "sep", "Monday", "December", "May,"] {
            assert!(is_calendar(word.as_bytes()), "{word}");
        }
        for word in ["struct", "Sunday2", "mayor", "Ma", "method"] {
            assert!(!is_calendar(word.as_bytes()), "{word}");
        }
        // zdump's transitions: weekdays and months recur, and are no kinds.
        let mut text = String::new();
        for k in 0..200 {
            let (day, month) =
                if k == 77 { ("Wed", "Dec") } else { (["Sun", "Mon"][k % 2], ["Mar", "Oct"][k % 2]) };
            let _ = writeln!(text, "Europe/London  {day} {month} {:>2} 01:59:59 {} UT", k % 28 + 1, 1900 + k);
        }
        assert!(rare_kind_rows(&Lines::new(&text)).is_empty());
    }

    #[test]
    fn no_closed_vocabulary_keeps_nothing() {
        // Too few rows; a column of two common kinds; names that never recur.
        assert!(rare_kind_rows(&Lines::new(&index(40))).is_empty());
        let mut two = String::new();
        for k in 0..200 {
            let _ = writeln!(two, "row{k} {} x", if k % 3 == 0 { "COVERED" } else { "MISSED" });
        }
        assert!(rare_kind_rows(&Lines::new(&two)).is_empty());
        let mut names = String::new();
        for k in 0..200 {
            let _ = writeln!(
                names,
                "item {} value",
                ["alpha", "beta", "gamma", "delta"][k % 4].repeat(k % 7 + 1)
            );
        }
        // Column 1 holds 28 distinct words: no closed vocabulary.
        assert!(rare_kind_rows(&Lines::new(&names)).is_empty());
    }

    #[test]
    fn a_squashed_index_keeps_its_rare_kinds() {
        let text = index(2000);
        let out = crate::squash_log(&text);
        assert!(out.len() < text.len() / 2);
        for line in text.lines().filter(|line| line.contains(" interface ")) {
            assert!(out.contains(line), "{line}");
        }
    }

    /// The first words of a line read plainly, byte by byte (what [`split`] reads by its mask).
    fn split_plainly(line: &[u8], max: usize) -> Vec<&[u8]> {
        let head = &line[..line.len().min(REACH)];
        let mut words = Vec::new();
        for word in head.split(|&b| b == b' ' || b == b'\t').filter(|word| !word.is_empty()) {
            // The word the reach cuts ends the reading.
            let end = word.as_ptr() as usize - head.as_ptr() as usize + word.len();
            if words.len() == max.min(MAX_COLUMNS) || (end == head.len() && line.len() > REACH) {
                break;
            }
            words.push(word);
        }
        words
    }

    /// [`rare_kind_rows`] read plainly: every line split, every run of rows read down.
    fn rare_kind_rows_plainly(lines: &Lines<'_>) -> Vec<usize> {
        let mut found = Vec::new();
        let mut kinds = Vec::new();
        let mut start = 0;
        for i in 0..=lines.len() {
            if i < lines.len() && split_plainly(lines.bytes(i), 3).len() == 3 {
                continue;
            }
            if i - start >= MIN_ROWS {
                read_run(lines, start..i, &mut kinds, &mut found);
            }
            start = i + 1;
        }
        found.sort_by_key(|&(count, row)| (count, row));
        let mut seen = std::collections::HashSet::new();
        found.into_iter().map(|(_, row)| row).filter(|&row| seen.insert(row)).take(MAX_ROWS).collect()
    }

    proptest::proptest! {
        /// A line's words by its blank mask are its words read byte by byte, whatever its bytes.
        #[test]
        fn the_mask_splits_as_bytes_do(
            line in proptest::collection::vec(proptest::sample::select(vec![b' ', b'\t', b'a', b'7', b'-', 0x80, b'\r', 0]), 0..140),
            max in 0usize..6,
        ) {
            let mut words = [&b""[..]; MAX_COLUMNS];
            let n = split(&line, &mut words, max);
            proptest::prop_assert_eq!(words[..n].to_vec(), split_plainly(&line, max));
        }

        /// Probing one line in [`MIN_ROWS`] finds the rows reading every line finds: tables of
        /// any length broken by short, blank and long lines anywhere.
        #[test]
        fn probing_finds_what_reading_all_finds(
            drawn in proptest::collection::vec((0usize..1000, 0usize..30), 0..700),
        ) {
            let mut text = String::new();
            for &(d, name) in &drawn {
                let d100 = d % 100;
                let kind = ["method", "field", "struct", "enum"][usize::from(d100 >= 70) + usize::from(d100 >= 90) + usize::from(d100 >= 96)];
                // About one line in 60 breaks a run: runs of 50 rows and more are common.
                let _ = match d {
                    0..=5 => writeln!(text),
                    6..=10 => writeln!(text, "  {kind}:"),
                    11..=16 => writeln!(text, "{:>70} {kind} x", format!("n{name}")),
                    _ => writeln!(text, "n{name}\t{kind} {name} tail"),
                };
            }
            let lines = Lines::new(&text);
            let found = rare_kind_rows(&lines);
            proptest::prop_assert_eq!(&found, &rare_kind_rows_plainly(&lines));
        }

        /// Any table of one run: no panic, each row once, at most the cap, and every row offered holds a
        /// kind rarer than the commonest of its column.
        #[test]
        fn rows_are_rare_and_distinct(
            drawn in proptest::collection::vec((0usize..100, 0usize..40), 0..400),
        ) {
            // Kinds of skewed shares: two common, three rare, one not a word (`x9`).
            let rows: Vec<(usize, usize)> = drawn
                .iter()
                .map(|&(d, name)| ([(60, 0), (88, 1), (95, 2), (98, 3), (99, 4)].iter().find(|&&(at, _)| d < at).map_or(5, |&(_, k)| k), name))
                .collect();
            let kinds = ["method", "field", "struct", "enum", "trait", "x9"];
            let mut text = String::new();
            for (kind, name) in &rows {
                let _ = writeln!(text, "n{name} {} {name} tail", kinds[*kind]);
            }
            let lines = Lines::new(&text);
            let found = rare_kind_rows(&lines);
            proptest::prop_assert!(found.len() <= MAX_ROWS);
            let mut sorted = found.clone();
            sorted.sort_unstable();
            sorted.dedup();
            proptest::prop_assert_eq!(sorted.len(), found.len());
            // (Each row is one line: the text holds no blank line.)
            for &i in &found {
                let kind = lines.get(i).split_whitespace().nth(1).unwrap_or("");
                let same = (0..lines.len()).filter(|&j| lines.get(j).split_whitespace().nth(1) == Some(kind)).count();
                proptest::prop_assert!(same * RARE <= lines.len(), "{kind} on {same} of {} rows", lines.len());
            }
            // Read plainly: only the kind column can be a vocabulary (the others hold digits or
            // one word); every row of a rare kind of it is offered.
            let n = rows.len();
            let mut counts = [0usize; 6];
            for (kind, _) in &rows {
                counts[*kind] += 1;
            }
            let commonest = counts[..5].iter().copied().max().unwrap_or(0);
            let kinds = counts[..5].iter().filter(|&&c| c > 0).count();
            let closed = n >= MIN_ROWS && kinds >= 2 && commonest * COMMON >= n && counts[5] * OTHERS <= n;
            let expected: Vec<usize> = (0..n)
                .filter(|&i| {
                    let c = counts[rows[i].0];
                    closed && rows[i].0 < 5 && c * RARE <= n && c * 4 <= commonest
                })
                .collect();
            if expected.len() <= MAX_ROWS {
                proptest::prop_assert_eq!(sorted, expected);
            }
        }

        /// Arbitrary text never panics.
        #[test]
        fn any_text(text in "(?s).{0,2000}") {
            let lines = Lines::new(&text);
            let found = rare_kind_rows(&lines);
            proptest::prop_assert!(found.iter().all(|&i| i < lines.len()));
        }
    }
}
