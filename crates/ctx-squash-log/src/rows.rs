//! Rows of a table are named by what identifies them: in a template whose lines are mostly what
//! varies (a listing, a table: `ls -la`, `du`, `tree`, a symbol table — lines that do not fold,
//! see [`crate::fold::folds`]), a column whose values differ from row to row and hold a letter
//! (a name, a path, `216K`; not a month, a permission string or a count) names each row, and a
//! row is named by the text from the first such column through the last column whose values
//! differ from row to row, as it is written (`python3 -> python3.11`, `216K\tsrc/dfa/dense.rs`,
//! a key with its value): only what stands before the name (a size, a count) goes unsaid.
//!
//! A digest is no name on its own (issue #15, chosen with the over-10-KiB outputs in view): a
//! column whose values are hashes (`9e3779b1`, an object id: [`ctx_squash_core::is_hash`]) tells
//! rows apart but says what each row *has*, not what it is — a checksum on every line of a log's
//! 1,872 `block N: … checksum 9e3779b1 ok` rows is what varies, not a name an agent looks a row up
//! by. So the rows are named only when a column holds letters that are not a hash in half the
//! rows; a digest column before it is then part of the name as before (`git ls-tree`'s object id
//! beside its path, a commit's hash beside its subject). Rows a digest alone would name are
//! counted in their note, which lists their first values (recall gives back the rest). But a
//! hash that is the row's first varying field is the row's own name (review48, review49: `git
//! log --oneline`'s commit, `docker images`' `<none> <none> 747ff451c79f`, `pick 1a2b3c4`; see
//! [`crate::routine_ids::hash_names_row`]): its column names the rows like a word's. A value is
//! read as a hash without the brackets and punctuation at its ends (`(9e3779b1)`, `9e3779b1,`).
//!
//! When the names of every row of such a template fit the output's allowance (a third of the
//! input, within [`ALLOWANCE`]) and are at most half the bytes of the rows they stand for, its fold note lists them all and the squash keeps no more of
//! its rows than it must (the first, and those kept for another reason): an agent asking about
//! any entry finds it, in far fewer bytes than a sample of whole rows. Larger templates are
//! named as before, while a note's values fit.
//!
//! A column of a closed vocabulary distinguishes rows too (issue #15, chosen with round 14 in
//! view): a column outside the name whose values, over its first 64 rows, are words (letters, no
//! digit) of two to [`MAX_CLOSED`] kinds — a status, a kind, a level: interrogate's
//! `COVERED`/`MISSED` — is written in the note beside the names, once where it changes down the
//! rows (`COVERED: Environment (L144), Environment.__init__ (L290); MISSED: …`), so a row's name
//! never parts from its status.

use std::collections::HashSet;

use ctx_squash_core::{Keyed, Lines, Templates, hash_bytes};

use crate::fold;

/// The bytes all complete listings may take together, at least and at most; between them a
/// third of the input.
pub(crate) const ALLOWANCE: (usize, usize) = (2 * 1024, 32 * 1024);
/// Names must be at most this fraction (one in …) of their rows' bytes to stand for them.
const SHORTER: usize = 2;
/// Templates looked at: the largest, as only those get a note.
const MAX_TEMPLATES: usize = 48;
/// Rows of a template sampled to tell which columns identify its rows.
const SAMPLE: usize = 256;
/// Variable positions looked at as columns.
const MAX_COLUMNS: usize = 16;
/// Kinds a closed-vocabulary column holds at most.
pub(crate) const MAX_CLOSED: usize = 4;
/// Rows of a template named in full read to find its column of a closed vocabulary.
const CLOSED_SAMPLE: usize = 64;

/// Which templates are named row by row, and by which columns.
#[derive(Debug, Default)]
pub(crate) struct Listing {
    /// Per template: the first and last identifying column (indices among its variable
    /// positions), for the templates named in full.
    columns: Vec<Option<(usize, usize)>>,
    /// Per template named in full: its column of a closed vocabulary, if any.
    closed: Vec<Option<usize>>,
}

impl Listing {
    /// Decides, for the largest templates, whether every row's name fits the allowance, the
    /// shortest listings first.
    pub(crate) fn of(lines: &Lines<'_>, templates: &Templates) -> Listing {
        let mut columns = vec![None; templates.len()];
        let mut candidates: Vec<u32> =
            (0..templates.len() as u32).filter(|&t| templates.count(t) >= fold::MIN_TO_FOLD).collect();
        candidates.sort_unstable_by_key(|&t| (std::cmp::Reverse(templates.count(t)), t));
        candidates.truncate(MAX_TEMPLATES);
        if candidates.is_empty() {
            return Listing { closed: vec![None; columns.len()], columns };
        }
        let mut slot = vec![usize::MAX; templates.len()];
        for (k, &t) in candidates.iter().enumerate() {
            slot[t as usize] = k;
        }
        // Which columns tell rows apart and which name them, over a sample of each template's
        // rows (its first [`SAMPLE`]).
        let mut samples: Vec<Sample> = candidates
            .iter()
            .map(|&t| {
                let width = templates.values_at(lines, templates.first(t)).take(MAX_COLUMNS).count();
                Sample::new((templates.count(t) as usize).min(SAMPLE), width)
            })
            .collect();
        let mut open = samples.iter().filter(|sample| sample.left > 0).count();
        for i in 0..lines.len() {
            if open == 0 {
                break;
            }
            let t = templates.of(i);
            let Some(sample) = slot.get(t as usize).and_then(|&k| samples.get_mut(k)) else { continue };
            if sample.left == 0 {
                continue;
            }
            sample.read(lines.get(i), templates.values_at(lines, i));
            open -= usize::from(sample.left == 0);
        }
        let identifying: Vec<Option<(usize, usize)>> = samples.iter().map(Sample::identifying).collect();
        // The bytes of every row's name, and of the rows, per template; a template whose names
        // pass the largest allowance cannot be named in full, and is read no further.
        let mut bytes = vec![0usize; candidates.len()];
        let mut whole = vec![0usize; candidates.len()];
        let mut open = identifying.iter().filter(|range| range.is_some()).count();
        for i in 0..lines.len() {
            if open == 0 {
                break;
            }
            let k = slot[templates.of(i) as usize];
            if let Some(Some(range)) = identifying.get(k)
                && bytes[k] <= ALLOWANCE.1
            {
                bytes[k] += name(lines, i, templates, *range).map_or(0, |n| n.len() + 2);
                whole[k] += lines.get(i).len() + 1;
                open -= usize::from(bytes[k] > ALLOWANCE.1);
            }
        }
        // The shortest listings first: as many templates named in full as the allowance holds.
        let mut order: Vec<usize> = (0..candidates.len()).collect();
        order.sort_by_key(|&k| (bytes[k], k));
        let mut left = (lines.text().len() / 3).clamp(ALLOWANCE.0, ALLOWANCE.1);
        for (k, t) in order.into_iter().map(|k| (k, candidates[k])) {
            // A name that is most of its row is no shorter way to tell it.
            if let Some(range) = identifying[k]
                && bytes[k] <= left
                && bytes[k] * SHORTER <= whole[k]
            {
                left -= bytes[k];
                columns[t as usize] = Some(range);
            }
        }
        let closed = closed_columns(lines, templates, &columns);
        Listing { columns, closed }
    }

    /// The column of a closed vocabulary of template `t` when it is named in full (see the
    /// module's documentation).
    pub(crate) fn closed(&self, t: u32) -> Option<usize> {
        self.closed.get(t as usize).copied().flatten()
    }

    /// The identifying columns of template `t` when it is named in full.
    pub(crate) fn columns(&self, t: u32) -> Option<(usize, usize)> {
        self.columns.get(t as usize).copied().flatten()
    }

    /// Whether every row of template `t` is named in its note.
    pub(crate) fn named(&self, t: u32) -> bool {
        self.columns(t).is_some()
    }
}

/// For each template named in full, the first column outside its name whose values over its first
/// [`CLOSED_SAMPLE`] rows are words of 2 to [`MAX_CLOSED`] kinds.
fn closed_columns(
    lines: &Lines<'_>,
    templates: &Templates,
    named: &[Option<(usize, usize)>],
) -> Vec<Option<usize>> {
    // Per named template: rows left to read, and per column its kinds (hashed), or `None` once
    // it is no closed vocabulary.
    struct Reading {
        left: usize,
        kinds: Vec<Option<Vec<u64>>>,
    }
    let mut readings: Vec<Option<Reading>> = named
        .iter()
        .enumerate()
        .map(|(t, range)| {
            range.map(|_| {
                let width = templates.values_at(lines, templates.first(t as u32)).take(MAX_COLUMNS).count();
                Reading {
                    left: (templates.count(t as u32) as usize).min(CLOSED_SAMPLE),
                    kinds: vec![Some(Vec::new()); width],
                }
            })
        })
        .collect();
    let mut open = readings.iter().flatten().count();
    for i in 0..lines.len() {
        if open == 0 {
            break;
        }
        let t = templates.of(i) as usize;
        let (Some(Some(reading)), Some(Some((first, last)))) = (readings.get_mut(t), named.get(t)) else {
            continue;
        };
        if reading.left == 0 {
            continue;
        }
        reading.left -= 1;
        open -= usize::from(reading.left == 0);
        // Split no further than the last column still read.
        let width = reading.kinds.iter().rposition(Option::is_some).map_or(0, |c| c + 1);
        for (c, value) in templates.values_at(lines, i).take(width).enumerate() {
            let Some(slot) = reading.kinds.get_mut(c) else { break };
            let Some(kinds) = slot else { continue };
            let word =
                value.bytes().any(|b| b.is_ascii_alphabetic()) && !value.bytes().any(|b| b.is_ascii_digit());
            if (*first..=*last).contains(&c) || !word {
                *slot = None;
                continue;
            }
            let hash = hash_bytes(value.as_bytes());
            if !kinds.contains(&hash) {
                kinds.push(hash);
                if kinds.len() > MAX_CLOSED {
                    *slot = None;
                }
            }
        }
        // No column left to read: the template is settled.
        if reading.left > 0 && reading.kinds.iter().all(Option::is_none) {
            reading.left = 0;
            open -= 1;
        }
    }
    readings
        .into_iter()
        .map(|reading| {
            reading?.kinds.iter().position(|kinds| kinds.as_ref().is_some_and(|kinds| kinds.len() >= 2))
        })
        .collect()
}

/// A row's value in column `c`, as written.
pub(crate) fn value<'a>(lines: &Lines<'a>, i: usize, templates: &Templates, c: usize) -> Option<&'a str> {
    templates.values_at(lines, i).nth(c)
}

/// What a sample of a template's rows tells of its columns. A column tells rows apart when its
/// values differ often (at least one distinct value in four rows); it names them when they also
/// hold letters (in at least half the rows). The name runs from the first naming column through
/// every later column that tells rows apart (a value after its key, a link's target): only what
/// stands before the name (a size, a count) goes unsaid.
///
/// The number of rows sampled is known before the first is read, so a column is settled as soon
/// as the rows left cannot change its answer, and the sample ends (`left` is 0) once every
/// column is settled or none can name the rows: a row is split no further than its last column
/// still open.
struct Sample<'a> {
    /// Rows sampled in all, and rows left to read.
    rows: usize,
    left: usize,
    columns: [Column<'a>; MAX_COLUMNS],
    /// One past the last column still open.
    open: usize,
}

/// One column of a [`Sample`]: its distinct values while that count is open (the values
/// themselves, slices of the text, so no value is hashed twice nor two counted as one), how many
/// rows held a letter there, and the answers settled so far.
#[derive(Default)]
struct Column<'a> {
    seen: HashSet<&'a str, Keyed>,
    lettered: usize,
    /// Rows holding a letter there that is no hash, and whether they are half the rows: a
    /// column that names the rows on its own, not by digests (see the module's documentation).
    worded: usize,
    apart: Option<bool>,
    names: Option<bool>,
    own: Option<bool>,
}

impl<'a> Sample<'a> {
    /// A sample of `rows` rows of a template with `width` columns (its variable positions, at
    /// most [`MAX_COLUMNS`]; every row of a template has as many): a column past them holds no
    /// value, so neither tells rows apart nor names them, and a template with none is not read.
    fn new(rows: usize, width: usize) -> Sample<'a> {
        let columns = std::array::from_fn(|c| {
            let settled = (c >= width).then_some(false);
            Column { apart: settled, names: settled, own: settled, ..Column::default() }
        });
        Sample { rows, left: if width == 0 { 0 } else { rows }, columns, open: width }
    }

    /// Reads one more row's values (of `line`).
    fn read(&mut self, line: &str, values: impl Iterator<Item = &'a str>) {
        self.left -= 1;
        let (rows, left) = (self.rows, self.left);
        for (c, (column, value)) in self.columns.iter_mut().zip(values).take(self.open).enumerate() {
            if column.apart.is_none() {
                column.seen.insert(value);
            }
            if (column.names.is_none() || column.own.is_none())
                && value.bytes().any(|b| b.is_ascii_alphabetic())
            {
                column.lettered += 1;
                column.worded += usize::from(own_name(line, c, value));
            }
        }
        for column in &mut self.columns[..self.open] {
            // Settled: enough distinct values or lettered rows already, or too few rows left to
            // reach them.
            if column.apart.is_none() {
                let distinct = column.seen.len();
                if distinct * 4 >= rows {
                    column.apart = Some(true);
                } else if (distinct + left) * 4 < rows {
                    column.apart = Some(false);
                }
                if column.apart.is_some() {
                    column.seen = HashSet::default();
                }
            }
            if column.names.is_none() {
                if column.lettered * 2 >= rows {
                    column.names = Some(true);
                } else if (column.lettered + left) * 2 < rows {
                    column.names = Some(false);
                }
            }
            if column.own.is_none() {
                if column.worded * 2 >= rows {
                    column.own = Some(true);
                } else if (column.worded + left) * 2 < rows {
                    column.own = Some(false);
                }
            }
        }
        // No column can name the rows: the template is not named, whatever the rest say.
        if self.columns.iter().all(|c| c.apart == Some(false) || c.own == Some(false)) {
            self.left = 0;
        }
        while self.open > 0 && {
            let last = &self.columns[self.open - 1];
            last.apart.is_some() && last.names.is_some() && last.own.is_some()
        } {
            self.open -= 1;
        }
        if self.open == 0 {
            self.left = 0;
        }
    }

    /// The first and last identifying column, if the rows are named.
    fn identifying(&self) -> Option<(usize, usize)> {
        let apart = |c: usize| self.columns[c].apart == Some(true);
        // A digest names no row on its own: some column must hold words that are no hash.
        let own = (0..MAX_COLUMNS).find(|&c| apart(c) && self.columns[c].own == Some(true))?;
        let first = (0..MAX_COLUMNS).find(|&c| apart(c) && self.columns[c].names == Some(true));
        let last = (0..MAX_COLUMNS).rev().find(|&c| apart(c));
        first.zip(last).filter(|&(first, last)| first <= own && own <= last)
    }
}

/// Whether `value`, in column `c` of `line` and holding a letter, names the row on its own: it
/// is no hash, or a hash that is the row's first varying field (see
/// [`crate::routine_ids::hash_names_row`]).
fn own_name(line: &str, c: usize, value: &str) -> bool {
    !ctx_squash_core::is_hash(value) || (c == 0 && crate::routine_ids::hash_names_row(line, value))
}

/// A row's name: its text from the value of the first identifying column to the end of the
/// last's, as written.
pub(crate) fn name<'a>(
    lines: &Lines<'a>,
    i: usize,
    templates: &Templates,
    (first, last): (usize, usize),
) -> Option<&'a str> {
    let line = lines.get(i);
    let mut values = templates.values_at(lines, i).skip(first);
    let start = values.next()?;
    let end = if last > first { values.nth(last - first - 1)? } else { start };
    fold::written(line, start, end)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// The identifying columns of template `t` read plainly: every column of its first
    /// [`SAMPLE`] rows, to the end.
    fn plain_identifying(lines: &Lines<'_>, templates: &Templates, t: u32) -> Option<(usize, usize)> {
        let rows: Vec<usize> = (0..lines.len()).filter(|&i| templates.of(i) == t).take(SAMPLE).collect();
        let mut seen = vec![HashSet::new(); MAX_COLUMNS];
        let mut lettered = [0; MAX_COLUMNS];
        let mut worded = [0; MAX_COLUMNS];
        for &i in &rows {
            for (c, value) in templates.values(lines.get(i), t).take(MAX_COLUMNS).enumerate() {
                seen[c].insert(hash_bytes(value.as_bytes()));
                let letter = value.bytes().any(|b| b.is_ascii_alphabetic());
                lettered[c] += usize::from(letter);
                worded[c] += usize::from(letter && own_name(lines.get(i), c, value));
            }
        }
        let apart = |c: usize| seen[c].len() * 4 >= rows.len();
        (0..MAX_COLUMNS).find(|&c| apart(c) && worded[c] * 2 >= rows.len())?;
        let first = (0..MAX_COLUMNS).find(|&c| apart(c) && lettered[c] * 2 >= rows.len());
        let last = (0..MAX_COLUMNS).rev().find(|&c| apart(c));
        first.zip(last).filter(|(first, last)| first <= last)
    }

    proptest::proptest! {
        /// A sample that settles its columns early names the same columns as the plain reading,
        /// on tables whose columns repeat, vary, hold letters or not.
        #[test]
        fn a_settled_sample_names_what_the_plain_reading_names(
            rows in proptest::collection::vec(
                proptest::collection::vec(proptest::sample::select(&["a", "b", "x1", "7", "9", "q", "9e3779b1", "c0ffee42"][..]), 4),
                3..300,
            ),
            seed in 0usize..1000,
        ) {
            let mut text = String::new();
            for (i, row) in rows.iter().enumerate() {
                // Some columns change with the row (a name, a number), some come from the sample.
                let name = match seed % 3 {
                    0 => format!("n{}", i % (seed % 7 + 1)),
                    // A checksum: a digest, no name of its own.
                    1 => crate::routine_ids::checksum(i as u64),
                    _ => format!("file{i}.rs"),
                };
                let _ = writeln!(text, "lrw {} {} {name} {} {} {}", i * (seed % 5), row[0], row[1], row[2], row[3]);
            }
            let lines = Lines::new(&text);
            let templates = Templates::mine(&lines);
            for t in 0..templates.len() as u32 {
                if templates.count(t) < fold::MIN_TO_FOLD {
                    continue;
                }
                let first = templates.first(t);
                let width = templates.values(lines.get(first), t).take(MAX_COLUMNS).count();
                let mut sample = Sample::new((templates.count(t) as usize).min(SAMPLE), width);
                for i in (0..lines.len()).filter(|&i| templates.of(i) == t) {
                    if sample.left == 0 {
                        break;
                    }
                    sample.read(lines.get(i), templates.values(lines.get(i), t));
                }
                proptest::prop_assert_eq!(sample.identifying(), plain_identifying(&lines, &templates, t));
            }
        }
    }

    /// A coverage table: each row's name and its status from a closed vocabulary, padded as
    /// interrogate pads it (over the 80 KiB a listing read by key is kept whole up to, from 1,300
    /// rows).
    fn coverage(statuses: &[usize]) -> String {
        let words = ["COVERED", "MISSED", "SKIPPED"];
        let mut text = String::from("| Name | Status |\n");
        for (k, &status) in statuses.iter().enumerate() {
            let name = format!("q{k}x (L{})", k * 3 + 1);
            let _ = writeln!(text, "| {name:<48} | {:>8} |", words[status % words.len()]);
        }
        text
    }

    /// The names a fold note lists, each with the kind the label before it gives.
    fn labelled(note: &str) -> Vec<(String, String)> {
        let Some((_, list)) = note.split_once(": ") else { return Vec::new() };
        let list = list.strip_suffix(']').unwrap_or(list);
        let mut out = Vec::new();
        for segment in list.split("; ") {
            let Some((kind, names)) = segment.split_once(": ") else { continue };
            out.extend(names.split(", ").map(|name| (name.to_owned(), kind.to_owned())));
        }
        out
    }

    #[test]
    fn a_closed_column_is_written_beside_the_names() {
        let statuses: Vec<usize> = (0..1400).map(|k| usize::from(k % 7 == 2 || k % 11 == 0)).collect();
        let text = coverage(&statuses);
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        let listing = Listing::of(&lines, &templates);
        let t = templates.of(5);
        assert!(listing.named(t));
        assert_eq!(listing.closed(t).and_then(|c| value(&lines, 5, &templates, c)), Some("COVERED"));
        let out = crate::squash_log(&text);
        let note = out.lines().find(|line| line.contains(" ×")).unwrap_or_default();
        assert!(note.contains("; MISSED: q9x (L28); COVERED: q10x (L31); MISSED: q11x (L34)"), "{note}");
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(12))]

        /// Every name a note lists reads back with its own row's status.
        #[test]
        fn each_listed_name_reads_back_with_its_status(
            statuses in proptest::collection::vec(0usize..3, 1300..1500),
            seed in 0usize..4,
        ) {
            // Statuses in runs as well as at random.
            let statuses: Vec<usize> = statuses.iter().enumerate().map(|(k, &s)| if seed == 0 { s } else { (k / (seed * 9)) % 3 }).collect();
            let text = coverage(&statuses);
            let out = crate::squash_log(&text);
            let truth: std::collections::HashMap<String, &str> = text
                .lines()
                .skip(1)
                .filter_map(|line| {
                    let mut cells = line.split('|').map(str::trim).filter(|c| !c.is_empty());
                    Some((cells.next()?.to_owned(), cells.next()?))
                })
                .collect();
            let mut read = 0;
            for note in out.lines().filter(|line| line.starts_with('[') && line.contains(" ×")) {
                for (name, kind) in labelled(note) {
                    read += 1;
                    if let Some(&status) = truth.get(&name) {
                        proptest::prop_assert_eq!(status, kind.as_str(), "{} in {}", name, note);
                    }
                }
            }
            proptest::prop_assert!(read >= statuses.len() / 2, "{read} names read back in\n{out}");
        }
    }

    #[test]
    fn rows_are_named_by_their_identifying_columns() {
        let mut text = String::new();
        for (name, target, size) in [
            ("python3", "python3.11", 10),
            ("g++", "g++-12", 6),
            ("gcc", "gcc-12", 6),
            ("java", "/etc/alternatives/java", 22),
        ] {
            let _ = writeln!(text, "lrwxrwxrwx  1 root root {size:>3} Jan 14  2023 {name} -> {target}");
        }
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        let listing = Listing::of(&lines, &templates);
        let t = templates.of(0);
        let columns = listing.columns(t).expect("named in full");
        let names: Vec<&str> = (0..4).filter_map(|i| name(&lines, i, &templates, columns)).collect();
        assert_eq!(
            names,
            ["python3 -> python3.11", "g++ -> g++-12", "gcc -> gcc-12", "java -> /etc/alternatives/java"]
        );
    }

    /// A digest names no row on its own: a log's checksum on every row is what varies, and its
    /// rows are not named in full; beside a name (an object id and its path) it is part of it,
    /// and as the row's first field, after no word (a commit of `git log --oneline`), it is one.
    #[test]
    fn a_digest_alone_names_no_row() {
        use crate::routine_ids::{checksum, routine_log};
        let log = routine_log(40);
        let mut tree = String::new();
        for i in 0..40 {
            let _ = writeln!(
                tree,
                "{:<60} 100644 blob {}{} src/mod{i}.rs",
                "a tracked file of the tree at the head of main:",
                checksum(i),
                checksum(i + 99)
            );
        }
        // Bracketed or followed by a comma, a checksum is read as one (review48).
        let paren = log.replace("checksum ", "checksum (").replace(" ok\n", ") ok\n");
        let comma = log.replace(" ok\n", ", ok\n");
        for log in [&log, &paren, &comma] {
            let lines = Lines::new(log);
            let templates = Templates::mine(&lines);
            assert!(!Listing::of(&lines, &templates).named(templates.of(0)), "{log}");
        }
        // A hash that is the row's first field, after no word, is its name (review48).
        let mut oneline = String::new();
        for i in 0..100 {
            let _ = writeln!(oneline, "{} Update data.json", checksum(i));
        }
        let lines = Lines::new(&oneline);
        let templates = Templates::mine(&lines);
        let columns = Listing::of(&lines, &templates).columns(templates.of(0)).expect("named in full");
        assert_eq!(name(&lines, 7, &templates, columns), Some(checksum(7).as_str()));
        let lines = Lines::new(&tree);
        let templates = Templates::mine(&lines);
        let columns = Listing::of(&lines, &templates).columns(templates.of(0)).expect("named in full");
        let named = name(&lines, 3, &templates, columns).expect("a name");
        assert!(named.starts_with(&checksum(3)) && named.ends_with("src/mod3.rs"), "{named}");
    }

    /// Repeats that differ in a number, or whose names are most of their rows, are not named.
    #[test]
    fn repeats_and_long_names_are_not_rows() {
        for text in [
            "INFO request 1 served\nINFO request 2 served\nINFO request 3 served\n",
            "src/a.rs | 12 ++\nsrc/b.rs | 3 +\nsrc/c.rs | 40 +++++\n",
        ] {
            let lines = Lines::new(text);
            let templates = Templates::mine(&lines);
            assert!(!Listing::of(&lines, &templates).named(templates.of(0)), "{text}");
        }
    }
}
