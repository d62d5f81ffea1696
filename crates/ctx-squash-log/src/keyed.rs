//! A listing read by key keeps every key with its value: a table of distinct keys has no
//! redundancy to squash.
//!
//! A settings dump (`SHOW VARIABLES`, `SHOW ALL`, `ansible-config dump`, `php -i`), a status
//! table (`mariadb-admin extended-status`) or an options page (`gcc --help=warnings`) is read for
//! one row, the one the agent asked about, which ctx cannot know. Its rows are alike in shape but
//! each names a different thing, so folding them by template drops exactly the row wanted
//! (`max_connections 151` in a note listing keys). So, where most lines from the first row to the
//! last are rows of one shape (comment lines aside: `make -p`'s `# default` above each variable;
//! a dump may open with a banner and close with other sections, as `perl -V` does) — a key (a
//! name of at most a few words) set apart from its value by a tab, a `|`, `=>`, ` = `, ` := `, a
//! bare `=` (`ivtype='long'`) or column padding — and nearly every key is distinct (a key with
//! the first word of its value when that holds two letters in a row: `getent services` names
//! `echo 7/tcp` and `echo 7/udp`, a logfmt log's `ts=2026-…T10:00:00Z` names nothing), every such
//! row is kept as written (padding and all, so a row quoted from the output is found in the
//! squash) — but for the rows of a routine value (one that most rows write, a verdict or a state
//! with a word in it: `OK`), which fold into one note naming each of their keys (see
//! `shared_values`; in a listing under `MAX_BYTES` only). Only the other lines (headings,
//! descriptions, continuation lines) are left to the rest of the squash.
//!
//! A catalogue written as records is read the same way (`apache2 -L`'s `Name (module.c)` over a
//! tab-indented description and its `Allowed in` line, `nmap --script-help`'s name,
//! `Categories:` and page over an indented description): when at least as many records each
//! start with an unindented head under distinct keys, the head and the first line of the body
//! (what the entry is, in one line) are kept, the rest of each record (the rest of its
//! description) left to the rest of the squash, each run of it behind its `[N lines omitted]`
//! marker — unless that rest is a line or two no longer than the markers that would stand for
//! it (apache's `Allowed in` line): then the record is kept whole, since dropping it would cost
//! as many tokens as it saves once the archive's markers name where it is.
//!
//! A record's head may be indented, when the heads of most records share one indent and their
//! bodies are deeper (node's `--v8-options`: `  --jitless (…)` over `        type: bool  default:
//! --no-jitless`, a man page's option column).
//!
//! A reference dump read by key keeps every key even over the cap: when its records kept so are
//! longer together than the cap, each keeps less — the head and the first line of its body
//! without the short rest, then the head with that line only when it is short (a value, not a
//! description), then the head alone — the same for every record, at the first of those that
//! fits; only the descriptions and continuations are left to the rest of the squash.
//!
//! Above a cap rows, or records' heads alone, are not forced: the listing is left to the other
//! principles, and a note
//! under its first line says how many entries it lists by key, that those not shown are in the
//! omissions, and that recall finds one by name (each omission names, with an archive, the
//! handle and lines it gives back) — and names every entry by its key (a row's key, a record's
//! first word), each written whole, once, when the keys fit `LISTING_ROWS`: a table too big to
//! keep whole still names every row, so the one asked about is known to be there and recalled
//! by name. A row is read by ctx-squash-core's `key_row`, which its `named_by_key` shares: a
//! separated table over 80 KiB is no prose to ctx-squash-text only when this note names its
//! every row. Like `odd_keys`, this is a rule about how a line is written, not about what it
//! says.

use std::collections::{HashMap, HashSet};

use ctx_squash_core::{KeySep, LISTING_ROWS, Lines, Listed, Routine, RoutineRow, key_row, routine_fold};

/// Rows a listing must have before it is read as one.
const MIN_ROWS: usize = ctx_squash_core::MIN_KEY_ROWS;
/// Share (in percent) of the non-blank lines the rows of the commonest separator must make.
const ROWS_PERCENT: usize = 50;
/// Share (in percent) of those rows whose key must be distinct.
const DISTINCT_PERCENT: usize = 90;
/// Share (in percent) of padded rows whose value must start in one column.
const ALIGNED_PERCENT: usize = 80;
/// Bytes of rows kept at most: above this, the listing is too long to keep whole.
const MAX_BYTES: usize = ctx_squash_core::KEYED_LISTING_WHOLE;
/// Lines a record's head has at most (nmap's name, `Categories:` and page).
const MAX_HEAD: usize = 4;
/// Bytes the first line of a record's head has at most.
const MAX_HEAD_LINE: usize = 120;
/// The heads and first body lines of the records must be at least one non-blank line in this
/// many: else the records are a few among other text (a log's findings with their source).
const RECORD_SHARE: usize = 4;
/// Bytes of the rest of a record (below the first line of its body) kept with it rather than
/// left out behind a marker: about three markers naming where the archive holds what they stand
/// for.
const MIN_REST: usize = 160;
/// Bytes (trimmed) of the first line of a record's body that make it a value rather than a
/// description (node's `type: int  default: --stack-size=984`), kept when the whole is not.
const MAX_VALUE: usize = 48;
/// Findings make at least one line in this many of a listing that is a report, not read by key
/// (see [`Keyed::unless_report`]).
const REPORT_SHARE: usize = 8;
/// Bytes of indent (or of a table's left border) a row may start with.
const MAX_INDENT: usize = ctx_squash_core::MAX_ROW_INDENT;

/// What a listing read by key keeps: its lines, or, for a listing too long to keep them, how many
/// entries it has.
#[derive(Debug, Default)]
pub(crate) struct Keyed {
    /// The lines kept whatever the budget, in order.
    pub(crate) lines: Vec<usize>,
    /// The notes naming the keys of rows that share their value (see [`shared_values`]), each
    /// after the row of that value kept, in order; those rows are no lines of `lines`.
    pub(crate) shared: Vec<crate::fold::Note>,
    /// The rows those notes name, in order.
    pub(crate) folded: Vec<usize>,
    /// A listing read by key whose lines are over [`MAX_BYTES`].
    over: Option<Over>,
}

/// A listing read by key too long to keep: how many entries, their keys as the note lists them
/// (empty when they are over [`LISTING_ROWS`]) and the line of each.
#[derive(Debug, PartialEq, Eq)]
struct Over {
    /// Entries listed.
    entries: usize,
    /// Their keys, as the note lists them ([`key_list`]).
    keys: String,
    /// The line of each entry, in order.
    rows: Vec<usize>,
}

impl Keyed {
    /// No listing read by key when findings (the output's error and warning lines, sorted) make
    /// at least one in [`REPORT_SHARE`] of its lines: a report read for its findings (a
    /// compiler's errors each over its source line, a formatter's warnings, a test run's warnings
    /// under their test ids), which the findings' principles keep and fold, as `keys` leaves a
    /// listing among whose rows a finding stands. A row whose value is one word (`=WARN`,
    /// ` = error`, ` = fail`: a logger's level, a lint rule's setting) is no finding here: its
    /// error or warning word is what its key is set to, a fact of the listing, not an event. A
    /// value of a level and a message (`volume_003 = error: no such host`) is an event the key
    /// names the place of, a finding still (review42): the findings' principles keep each such
    /// row as written, and the rows between fold.
    pub(crate) fn unless_report(self, lines: &Lines<'_>, findings: &[usize]) -> Keyed {
        let found = self
            .lines
            .iter()
            .filter(|&&i| findings.binary_search(&i).is_ok() && !set_to_one_word(lines, i))
            .count();
        if found > 0 && found.saturating_mul(REPORT_SHARE) >= self.lines.len() {
            Keyed::default()
        } else {
            self
        }
    }

    /// The note a listing too long to keep says under the first kept line (of `kept`, in order):
    /// that the entries not shown are in the omissions, that recall finds one by name, and every
    /// entry's key — unless `named` (a line's name is in a fold note already, rows.rs' listing
    /// named in full) holds for half its rows: their names are written there.
    pub(crate) fn note(
        &self,
        kept: &[(usize, crate::squash::Cut)],
        named: impl Fn(usize) -> bool,
    ) -> Option<crate::fold::Note> {
        let (first, _) = kept.first()?;
        self.over.as_ref().map(|Over { entries: n, keys, rows }| {
            let over = MAX_BYTES / 1024;
            let named_already = rows.iter().filter(|&&i| named(i)).count() * 2 >= rows.len();
            let note = if keys.is_empty() || named_already {
                format!("[{n} entries listed by key, over {over} KiB: the rest are in the omissions; recall finds one by name]")
            } else {
                format!("[{n} entries listed by key, over {over} KiB: the rest are in the omissions; recall finds one by name: {keys}]")
            };
            (*first, note)
        })
    }
}

/// Whether line `i` is a key row (read as `keyed_rows` reads it) whose value is one word, its
/// separator (` = `, `=>`, a table's bars), blanks and quotes around it aside: the value a key is
/// set to (`logging.level.app=WARN`, `mode = warn`).
fn set_to_one_word(lines: &Lines<'_>, i: usize) -> bool {
    let row = crate::progress::without_progress(lines.bytes(i));
    key_row(row, lines.lead(i).blanks).is_some_and(|(_, _, column)| {
        let separator = |b: &u8| matches!(b, b'=' | b':' | b'>' | b'|') || b.is_ascii_whitespace();
        let value = row.get(column..).unwrap_or_default();
        let start = value.iter().position(|b| !separator(b)).unwrap_or(value.len());
        let end = value.iter().rposition(|b| !separator(b)).map_or(start, |e| e + 1);
        let value = value.get(start..end).unwrap_or_default();
        let value = value.strip_prefix(b"\"").and_then(|v| v.strip_suffix(b"\"")).unwrap_or(value);
        !value.is_empty() && !value.iter().any(u8::is_ascii_whitespace)
    })
}

/// The lines of a listing read by key (see the module's documentation) — its rows, else the
/// heads of its records and the first line of each body — in order; none, and the count of its
/// entries, when those lines are longer together than [`MAX_BYTES`]; none when the output is no
/// such listing.
pub(crate) fn keyed(lines: &Lines<'_>) -> Keyed {
    // Each line read once: how deep it is indented (its lead, shared with the other readers).
    let indents: Vec<Option<usize>> = (0..lines.len())
        .map(|i| {
            let lead = lines.lead(i);
            (!lead.blank).then_some(lead.blanks)
        })
        .collect();
    let written = indents.iter().filter(|d| d.is_some()).count();
    match keyed_rows(lines, &indents) {
        Found::None => keyed_records(lines, &starts_at(&indents, head_indent(&indents)), written),
        found => found,
    }
    .into()
}

/// What a reading finds.
enum Found {
    /// No listing.
    None,
    /// The lines to keep, and the rows that share a value folded into notes.
    Lines(Vec<usize>, Routine),
    /// A listing of this many entries, too long to keep, their keys ([`key_list`]) and lines.
    Over(usize, String, Vec<usize>),
}

/// The keys of a listing too long to keep, as its note lists them: each written whole, once,
/// in order, after `, `; empty when they are longer together than [`LISTING_ROWS`], or when
/// under [`DISTINCT_PERCENT`] of them are distinct on their own (a key told apart by its value's
/// first word, `dpkg -l`'s `ii`, names no row alone).
fn key_list<'a>(keys: impl Iterator<Item = &'a [u8]>) -> String {
    let mut listed = Listed::default();
    let (mut all, mut distinct) = (0usize, 0usize);
    for key in keys {
        all += 1;
        distinct += usize::from(listed.push(&String::from_utf8_lossy(key), ", ", false));
        if listed.as_str().len() > LISTING_ROWS {
            return String::new();
        }
    }
    if distinct * 100 < all * DISTINCT_PERCENT {
        return String::new();
    }
    listed.as_str().to_owned()
}

impl From<Found> for Keyed {
    fn from(found: Found) -> Self {
        match found {
            Found::None => Keyed::default(),
            Found::Lines(lines, Routine { notes, folded }) => {
                Keyed { lines, shared: notes, folded, over: None }
            }
            Found::Over(entries, keys, rows) => Keyed {
                lines: Vec::new(),
                shared: Vec::new(),
                folded: Vec::new(),
                over: Some(Over { entries, keys, rows }),
            },
        }
    }
}

/// How a line starts, against the indent the records' heads are written at.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Start {
    /// Blank, or nothing but blanks.
    Blank,
    /// Indented deeper than a head (a record's body), and not blank.
    Indented,
    /// At a head's indent.
    Flush,
    /// Indented less than a head: no record's line (`Options:` above node's indented flags).
    Shallower,
}

/// How each line starts against heads written at `at` bytes of indent.
fn starts_at(indents: &[Option<usize>], at: usize) -> Vec<Start> {
    indents
        .iter()
        .map(|&d| match d {
            None => Start::Blank,
            Some(d) if d > at => Start::Indented,
            Some(d) if d == at => Start::Flush,
            Some(_) => Start::Shallower,
        })
        .collect()
}

/// The indent records' heads are written at: the one of most lines, at most [`MAX_INDENT`] deep,
/// directly above a deeper line (the margin for `apache2 -L`, two blanks for node's
/// `--v8-options`, a man page's option column).
fn head_indent(indents: &[Option<usize>]) -> usize {
    let mut counts = [0usize; MAX_INDENT + 1];
    for pair in indents.windows(2) {
        if let [Some(d), Some(below)] = *pair
            && d <= MAX_INDENT
            && below > d
        {
            counts[d] += 1;
        }
    }
    counts.iter().enumerate().max_by_key(|&(d, &n)| (n, std::cmp::Reverse(d))).map_or(0, |(d, _)| d)
}

/// The rows of a listing of `key value` rows (see the module's documentation), of an output of
/// `written` non-blank lines.
fn keyed_rows(lines: &Lines<'_>, indents: &[Option<usize>]) -> Found {
    let mut counts = [0usize; 6];
    // A row is read without its progress mark (`[  6%]`: see `progress`).
    let row = |i: usize| crate::progress::without_progress(lines.bytes(i));
    for i in 0..lines.len() {
        if let Some((_, sep, _)) = key_row(row(i), lines.lead(i).blanks) {
            counts[sep as usize] += 1;
        }
    }
    let Some((common, &count)) = counts.iter().enumerate().max_by_key(|&(s, &n)| (n, std::cmp::Reverse(s)))
    else {
        return Found::None;
    };
    if count < MIN_ROWS {
        return Found::None;
    }
    let mut rows: Vec<(usize, &[u8], usize)> = (0..lines.len())
        .filter_map(|i| {
            key_row(row(i), lines.lead(i).blanks)
                .filter(|&(_, sep, _)| sep as usize == common)
                .map(|(k, _, c)| (i, k, c))
        })
        .collect();
    // The rows make most of the lines from the first to the last of them (a dump may open with a
    // banner and close with other sections: `perl -V`'s patches, `make -p`'s rules), not counting
    // the comments that annotate them (`make -p`'s `# default` above each variable).
    let (first, last) = (rows.first().map_or(0, |r| r.0), rows.last().map_or(0, |r| r.0));
    let written =
        (first..=last).filter(|&i| indents[i].is_some_and(|d| lines.bytes(i).get(d) != Some(&b'#'))).count();
    if count * 100 < written * ROWS_PERCENT {
        return Found::None;
    }
    // A key may be qualified by the first word of its value when that word names something (it
    // holds two letters in a row: `getent services`' `echo 7/tcp` and `echo 7/udp`, `ldap
    // 1389/udp`; a size names nothing, nor does a time written with letters — logfmt's
    // `ts=2026-12-06T10:00:00Z` on every line of a log is no listing of 400 keys): the row is
    // then named by both.
    let keys: HashSet<(&[u8], &[u8])> = rows
        .iter()
        .map(|&(i, key, column)| {
            let value = row(i).get(column..).unwrap_or_default();
            let word = value.split(u8::is_ascii_whitespace).next().unwrap_or_default();
            (key, if names_something(word) { word } else { &[] })
        })
        .collect();
    if keys.len() * 100 < rows.len() * DISTINCT_PERCENT {
        return Found::None;
    }
    // Padding makes a column only when the values line up: else it is indent (a grep hit's code).
    if common == KeySep::Padding as usize {
        let mut columns: HashMap<usize, usize> = HashMap::new();
        for &(_, _, column) in &rows {
            *columns.entry(column).or_insert(0) += 1;
        }
        let Some((&column, &n)) = columns.iter().max_by_key(|&(&c, &n)| (n, std::cmp::Reverse(c))) else {
            return Found::None;
        };
        if n * 100 < rows.len() * ALIGNED_PERCENT {
            return Found::None;
        }
        // A key that fills the column to one blank is a row too (see `filled_keys`).
        let (first, last) = (rows.first().map_or(0, |r| r.0), rows.last().map_or(0, |r| r.0));
        let filled: Vec<(usize, &[u8], usize)> = (first..=last)
            .filter(|i| rows.binary_search_by_key(i, |r| r.0).is_err())
            .filter_map(|i| {
                crate::filled_keys::filled_key(row(i), lines.lead(i).blanks, column)
                    .map(|key| (i, key, column))
            })
            .collect();
        rows.extend(filled);
        rows.sort_unstable_by_key(|r| r.0);
    }
    let bytes: usize = rows.iter().map(|&(i, _, _)| lines.bytes(i).len() + 1).sum();
    if bytes > MAX_BYTES {
        let keys = key_list(rows.iter().map(|&(_, key, _)| key));
        return Found::Over(rows.len(), keys, rows.iter().map(|&(i, _, _)| i).collect());
    }
    let shared = shared_values(lines, &rows);
    let kept =
        rows.into_iter().map(|(i, _, _)| i).filter(|i| shared.folded.binary_search(i).is_err()).collect();
    Found::Lines(kept, shared)
}

/// The rows of a listing read by key that share their routine value, folded by the core's
/// [`routine_fold`]: the value (from the value's column to the row's end, as written, blanks at
/// the end aside) that at least 10 rows and 80% of the rows write, with a letter in it, keeps its
/// first row, with a note after it naming every other row's key once beside the row's template
/// (its key as `<*>`, its runs of blanks as one): `[<*> OK ×298 more: testing:
/// orders/2025-01/order-0002..0100.json, …]`. A value fewer rows write (the odd verdict, `bad
/// CRC`; a reference listing's options, each asked about alone) or a bare number (a reading of
/// its key) stays a row of its own.
fn shared_values(lines: &Lines<'_>, rows: &[(usize, &[u8], usize)]) -> Routine {
    let routine: Vec<RoutineRow<'_>> = rows
        .iter()
        .map(|&(line, name, column)| {
            let text = lines.bytes(line);
            RoutineRow {
                line,
                name,
                value: crate::progress::without_progress(text)
                    .get(column..)
                    .unwrap_or_default()
                    .trim_ascii_end(),
                bytes: text.len() + 1,
            }
        })
        .collect();
    routine_fold(&routine, &|first| template(lines.bytes(first.line), first.name))
}

/// A row as a note writes its template: its key (a part of it) as `<*>`, each run of blanks as
/// one blank, none at either end.
fn template(row: &[u8], key: &[u8]) -> String {
    let at = (key.as_ptr() as usize).wrapping_sub(row.as_ptr() as usize);
    let (before, after) = match (row.get(..at), row.get(at.saturating_add(key.len())..)) {
        (Some(before), Some(after)) if at <= row.len() => (before, after),
        _ => (&b""[..], row),
    };
    let mut out = String::new();
    for word in String::from_utf8_lossy(before).split_ascii_whitespace() {
        out.push_str(word);
        out.push(' ');
    }
    out.push_str("<*>");
    let after = String::from_utf8_lossy(after);
    // What is glued to the key (`:` after it) stays glued.
    if after.starts_with(|c: char| !c.is_ascii_whitespace()) {
        let glued = after.split_ascii_whitespace().next().unwrap_or_default();
        out.push_str(glued);
        for word in after.split_ascii_whitespace().skip(1) {
            out.push(' ');
            out.push_str(word);
        }
    } else {
        for word in after.split_ascii_whitespace() {
            out.push(' ');
            out.push_str(word);
        }
    }
    out
}

/// The heads and first body lines of a catalogue of records under distinct keys (see the
/// module's documentation), of an output of `written` non-blank lines that start as `starts`.
fn keyed_records(lines: &Lines<'_>, starts: &[Start], written: usize) -> Found {
    let mut records: Vec<Record> = Vec::new();
    let mut keys = HashSet::new();
    let mut i = 0;
    while i < starts.len() {
        // A record starts at a head's line after a line of another indent (or the first).
        if starts[i] != Start::Flush || (i > 0 && starts[i - 1] == Start::Flush) {
            i += 1;
            continue;
        }
        let head = starts[i..].iter().take_while(|&&s| s == Start::Flush).count();
        let body = i + head;
        if head <= MAX_HEAD && starts.get(body) == Some(&Start::Indented) {
            let first = lines.bytes(i).trim_ascii_start();
            let key = first.split(u8::is_ascii_whitespace).next().unwrap_or_default();
            if first.len() <= MAX_HEAD_LINE && key.iter().any(u8::is_ascii_alphabetic) {
                keys.insert(key);
                // The rest of the record runs up to the next line at a head's indent or less.
                let end = (body + 1..starts.len())
                    .find(|&j| matches!(starts[j], Start::Flush | Start::Shallower))
                    .unwrap_or(starts.len());
                records.push(Record { start: i, body, end });
            }
        }
        i = body;
    }
    let n = records.len();
    let kept_lines: usize = records.iter().map(|r| r.body + 1 - r.start).sum();
    if n < MIN_ROWS || keys.len() * 100 < n * DISTINCT_PERCENT || kept_lines * RECORD_SHARE < written {
        return Found::None;
    }
    // Each record as whole as the cap allows, the same for all: with a short rest, with the first
    // line of its body, with that line when it is short (a value), or its head alone.
    for level in [Keep::ShortRest, Keep::First, Keep::ShortFirst, Keep::Head] {
        let kept: Vec<usize> = records.iter().flat_map(|r| r.kept(lines, level)).collect();
        let bytes: usize = kept.iter().map(|&i| lines.bytes(i).len() + 1).sum();
        if bytes <= MAX_BYTES {
            return Found::Lines(kept, Routine::default());
        }
    }
    let heads = records.iter().map(|r| {
        let first = lines.bytes(r.start).trim_ascii_start();
        first.split(u8::is_ascii_whitespace).next().unwrap_or_default()
    });
    Found::Over(n, key_list(heads), records.iter().map(|r| r.start).collect())
}

/// How much of each record a catalogue keeps: as much as its cap allows, the same for each record.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Keep {
    /// The head, the first line of the body, and the rest when it is too short to be worth the
    /// marker that would stand for it (with an archive, a marker names its handle and lines:
    /// about as long as a line of `Allowed in *.conf anywhere`).
    ShortRest,
    /// The head and the first line of the body.
    First,
    /// The head, and the first line of the body when it is short: a value, not a description.
    ShortFirst,
    /// The head alone.
    Head,
}

/// A record of a catalogue: its head's lines, the first line of its body, the end of its rest.
struct Record {
    start: usize,
    body: usize,
    end: usize,
}

impl Record {
    /// The lines of the record kept at `level`.
    fn kept(&self, lines: &Lines<'_>, level: Keep) -> std::ops::Range<usize> {
        let rest: usize = (self.body + 1..self.end).map(|j| lines.bytes(j).len() + 1).sum();
        let end = match level {
            Keep::ShortRest if rest <= MIN_REST => self.end,
            Keep::ShortRest | Keep::First => self.body + 1,
            Keep::ShortFirst if lines.bytes(self.body).trim_ascii().len() <= MAX_VALUE => self.body + 1,
            Keep::ShortFirst | Keep::Head => self.body,
        };
        self.start..end
    }
}

/// Whether a value's first word names something: it holds two letters in a row (`7/tcp`,
/// `1389/udp`, `ii`; not `216K`'s size nor a timestamp's `2026-12-06T10:00:00Z`, whose letters
/// stand alone between digits).
fn names_something(word: &[u8]) -> bool {
    word.windows(2).any(|pair| pair.iter().all(u8::is_ascii_alphabetic))
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    fn dump(n: usize, with: impl Fn(usize) -> String) -> String {
        let mut text = String::from("Variable_name\tValue\n");
        for k in 0..n {
            let _ = writeln!(text, "{}", with(k));
        }
        text
    }

    #[test]
    fn a_listing_whose_lines_are_findings_is_a_report() {
        // javac's errors, each a catalogue's head over its quoted source line.
        let mut text = String::new();
        for k in 0..120 {
            let _ = write!(
                text,
                "Tariffs.java:{}: error: cannot find symbol\n    static BigDecimal rate{k:03}() {{}}\n",
                k + 5
            );
        }
        let lines = Lines::new(&text);
        let read = keyed(&lines);
        assert!(!read.lines.is_empty());
        let errors: Vec<usize> = (0..120).map(|k| 2 * k).collect();
        assert!(read.unless_report(&lines, &errors).lines.is_empty());
        // A settings dump with a row or two the classifier reads as a finding stays a listing.
        let settings = dump(300, |k| format!("setting_number_{k}\t{}", k * 7));
        let lines = Lines::new(&settings);
        assert_eq!(keyed(&lines).unless_report(&lines, &[5, 40]).lines.len(), 301);
    }

    #[test]
    fn a_level_a_key_is_set_to_is_no_finding() {
        // A logger-level listing: every third row set to WARN or ERROR, which the classifier
        // reads as findings; they are what each key is set to, and every row stays a row.
        let levels = ["INFO", "WARN", "ERROR"];
        for sep in ["=", " = "] {
            let mut text = String::new();
            for k in 0..120 {
                let _ = writeln!(text, "logging.level.org.pkg{k}.m{k}{sep}{}", levels[k % 3]);
            }
            let lines = Lines::new(&text);
            let findings: Vec<usize> = (0..120).filter(|k| k % 3 != 0).collect();
            assert_eq!(keyed(&lines).unless_report(&lines, &findings).lines.len(), 120, "{sep:?}");
            // In a squash, the row asked about is kept as written.
            let out = crate::squash_log(&format!("$ ./gradlew -q printLoggers\n{text}"));
            for k in 0..120 {
                assert!(
                    out.contains(&format!("\nlogging.level.org.pkg{k}.m{k}{sep}{}\n", levels[k % 3])),
                    "{k}: {out}"
                );
            }
        }
        // A finding that says more than one word is still one: a report.
        let mut report = String::new();
        for k in 0..120 {
            let _ = writeln!(report, "check_{k} = error: missing field {k}");
        }
        let lines = Lines::new(&report);
        let read = keyed(&lines);
        assert!(!read.lines.is_empty());
        let all: Vec<usize> = (0..120).collect();
        assert!(read.unless_report(&lines, &all).lines.is_empty());
        // Statuses with a level and a message (`volume_003 = error: no such host`) are findings
        // too, one in seven here: the findings' principles keep every one of them as written.
        let messages = ["disk full", "permission denied", "timed out", "no such host"];
        let mut volumes = String::new();
        for k in 0..1000 {
            let status =
                if k % 7 == 3 { format!("error: {}", messages[k % 4]) } else { "ok: mounted".into() };
            let _ = writeln!(volumes, "volume_{k:03} = {status}");
        }
        let out = crate::squash_log(&volumes);
        assert!(out.len() < volumes.len() / 2, "{out}");
        for row in volumes.lines().filter(|row| row.contains("error:")) {
            assert!(out.contains(&format!("\n{row}\n")), "{row} lost: {out}");
        }
    }

    #[test]
    fn a_progress_mark_is_no_value() {
        // pytest -v: each verdict padded out to its `[ N%]`. Read with the mark, every row is a
        // key (the test and its verdict) over a distinct value, and the run was kept whole.
        let run = |n: usize| {
            let mut text = String::new();
            for k in 0..n {
                let verdict = format!("tests/test_gates.py::test_lane[{k}] PASSED");
                let _ = writeln!(text, "{verdict:<60}[{:>3}%]", k * 100 / n);
            }
            text
        };
        assert!(keyed(&Lines::new(&run(160))).lines.is_empty());
        // A value before the mark is still read as one: the mark is set aside, not the row.
        let mut settings = String::new();
        for k in 0..160 {
            let _ = writeln!(settings, "setting_{k:<20}{:<10}[{:>3}%]", k * 7, k * 100 / 160);
        }
        assert_eq!(keyed(&Lines::new(&settings)).lines.len(), 160);
    }

    #[test]
    fn a_listing_of_distinct_keys_keeps_every_row() {
        let text = dump(300, |k| format!("setting_number_{k}\t{}", k * 7));
        let lines = Lines::new(&text);
        assert_eq!(keyed(&lines).lines, (0..=300).collect::<Vec<_>>());
        // Keys that repeat (a log's levels), too few rows, or rows too long together: none.
        let levels = dump(300, |k| format!("INFO\trequest {k} served"));
        assert!(keyed(&Lines::new(&levels)).lines.is_empty());
        assert!(keyed(&Lines::new(&dump(20, |k| format!("key_{k}\t{k}")))).lines.is_empty());
        let long = dump(2000, |k| format!("setting_number_{k}\t{}", "v".repeat(40)));
        let over = keyed(&Lines::new(&long));
        assert!(over.lines.is_empty());
        // It says so in a note below its first line, and that recall finds an entry by name.
        // Its 2,001 keys are over `LISTING_ROWS` together: counted, not named.
        assert_eq!(over.over.as_ref().map(|o| (o.entries, o.keys.as_str())), Some((2001, "")));
        let out = crate::squash_log(&long);
        assert!(out.starts_with("Variable_name\tValue\n[2001 entries listed by key, over 80 KiB: "), "{out}");
        assert!(out.contains("recall finds one by name]"), "{out}");
        // Padding that lines no values up is indent, not a column: none.
        let ragged = dump(300, |k| format!("key_{k}{}value {k}", " ".repeat(2 + k % 7)));
        assert!(keyed(&Lines::new(&ragged)).lines.is_empty());
        let aligned = dump(300, |k| format!("{:<12}value {k}", format!("key_{k}")));
        assert_eq!(keyed(&Lines::new(&aligned)).lines.len(), 300);
        // Rows a minority of the output: none.
        let prose = dump(60, |k| format!("key_{k}\t{k}\nsome words of prose about it\nand more words"));
        assert!(keyed(&Lines::new(&prose)).lines.is_empty());
    }

    #[test]
    fn a_listing_over_the_cap_names_every_row_by_its_key() {
        // 1,200 rows of nine tab-separated fields, a sentence among them: 130 KB, too long to
        // keep, but the note names every row by its key, each written whole.
        let table = dump(1200, |k| {
            format!(
                "param_{k:04}\tuser\tResource Usage / Memory\tinteger\t{k}\t\tSets what setting {k} does, in a sentence.\t"
            )
        });
        assert!(table.len() > MAX_BYTES);
        // ctx-squash-text reads it as a table (no prose) for that: core's `named_by_key`.
        assert!(ctx_squash_core::named_by_key(&table));
        let found = keyed(&Lines::new(&table));
        let Over { entries, keys, .. } = found.over.as_ref().expect("over the cap");
        assert_eq!(*entries, 1201);
        assert!(keys.starts_with("Variable_name, param_0000, param_0001, "), "{keys}");
        let out = crate::squash_log(&table);
        for k in 0..1200 {
            assert!(out.contains(&format!("param_{k:04}")), "row {k}");
        }
        assert!(out.len() < table.len() / 3, "{} bytes", out.len());
    }

    #[test]
    fn a_key_named_once_per_qualifier_is_distinct() {
        // `getent services`: a service once per protocol, the first word of its value.
        let text = dump(150, |k| format!("service{k:<14}{}/tcp\nservice{k:<14}{}/udp", k + 1, k + 1));
        assert_eq!(keyed(&Lines::new(&text)).lines.len(), 300);
        // High ports too: more digits than letters, still a protocol's name (review54).
        let high = dump(150, |k| format!("service{k:<14}{}/tcp\nservice{k:<14}{}/udp", k + 1389, k + 1389));
        assert_eq!(keyed(&Lines::new(&high)).lines.len(), 300);
        // The same value under the same key (a log's levels) is no qualifier.
        let levels = dump(300, |k| format!("INFO        request {k} served"));
        assert!(keyed(&Lines::new(&levels)).lines.is_empty());
        // Nor is a number (`tar -tv`'s sizes after its mode and owner).
        let sizes = dump(300, |k| format!("-rw-r--r-- 0/0     {:>5} 2006-07-24 a.rs", 10000 + k));
        assert!(keyed(&Lines::new(&sizes)).lines.is_empty());
        // Nor a time written with letters: a logfmt log's `ts=…` opens every line.
        let logfmt = dump(300, |k| {
            format!("ts=2026-12-06T10:{:02}:{:02}Z level=info msg=served path=/items/{k}", k / 60, k % 60)
        });
        assert!(keyed(&Lines::new(&logfmt)).lines.is_empty());
        let out = crate::squash_log(&logfmt);
        assert!(out.len() < logfmt.len() / 4, "{out}");
    }

    #[test]
    fn a_catalogue_of_records_keeps_each_head_and_what_it_is() {
        let more = "\tand a long description of what it does, line after line, with the details\n".repeat(3);
        let mut text = String::from("Starting the catalogue\n\n");
        for k in 0..80 {
            let _ = write!(text, "Directive{k} (mod_{k}.c)\n\tWhat directive {k} sets, in one line\n{more}");
        }
        let lines = Lines::new(&text);
        let kept = keyed(&lines).lines;
        assert_eq!(kept.len(), 160);
        assert!(kept.iter().all(|&i| !lines.get(i).contains("long description")));
        assert!(kept.iter().any(|&i| lines.get(i) == "\tWhat directive 79 sets, in one line"));
        // A rest no longer than the markers that would stand for it is kept with its record.
        let short = text.replace(&more, "\tAllowed in *.conf only\n");
        assert_eq!(keyed(&Lines::new(&short)).lines.len(), 240);
        // Heads under one key (a log's findings), or few records among other text: none.
        let same = text.replace("Directive", "Directive ");
        assert!(keyed(&Lines::new(&same)).lines.is_empty());
        let few = format!("{text}{}", "a line of some other text\n".repeat(2000));
        assert!(keyed(&Lines::new(&few)).lines.is_empty());
        // Blank lines between records and heads of a few lines (nmap's script help) are records.
        let mut nmap = String::new();
        for k in 0..60 {
            let _ = writeln!(nmap, "script-{k}\nCategories: safe\nhttps://x/{k}.html\n  Does {k}.\n\n{more}");
        }
        let lines = Lines::new(&nmap);
        let kept: Vec<&str> = keyed(&lines).lines.into_iter().map(|i| lines.get(i)).collect();
        assert_eq!(kept[..4], ["script-0", "Categories: safe", "https://x/0.html", "  Does 0."]);
        assert_eq!(kept.len(), 240);
    }

    #[test]
    fn rows_that_make_a_part_of_the_output_are_read_by_key() {
        // `perl -V`: sections of `name=value` rows, then a longer list of something else.
        let mut text = String::from("Summary of my perl5 configuration:\n");
        for k in 0..60 {
            if k % 15 == 0 {
                let _ = writeln!(text, "  Section {k}:");
            }
            let _ = writeln!(text, "    setting{k}='value {k}'");
        }
        for k in 0..200 {
            let _ = writeln!(text, "    DEBPKG:fixes/patch-{k} - what patch {k} does");
        }
        let lines = Lines::new(&text);
        let kept = keyed(&lines).lines;
        assert_eq!(kept.len(), 60);
        assert_eq!(lines.get(kept[37]), "    setting37='value 37'");
        // `make -p`: a comment above each variable does not count against the rows.
        let mut make = String::from("# Variables\n\n");
        for k in 0..60 {
            let _ = writeln!(make, "# default\nVARIABLE_{k} := value {k}");
        }
        make.push_str(&"%.o: %.c\n\t$(COMPILE.c) $(OUTPUT_OPTION) $<\n\n".repeat(100));
        assert_eq!(keyed(&Lines::new(&make)).lines.len(), 60);
    }

    #[test]
    fn a_catalogue_over_the_cap_keeps_every_head_and_folds_only_the_rest() {
        // 1,000 records of a head, a description and a short `Allowed in` rest: 115 KB in all,
        // too long to keep whole, but every head and description fit without the rests.
        let mut text = String::new();
        for k in 0..1000 {
            let _ = write!(
                text,
                "Directive{k} (mod_{k}.c)\n\tWhat directive {k} sets, in one line of its own\n\tAllowed in *.conf only\n"
            );
        }
        let lines = Lines::new(&text);
        let kept = keyed(&lines);
        assert_eq!(kept.over, None);
        assert_eq!(kept.lines.len(), 2000);
        assert!(kept.lines.iter().all(|&i| !lines.get(i).contains("Allowed")));
        // Descriptions too long together: the heads alone, every one.
        let long = text.replace("in one line of its own", &"and more words ".repeat(6));
        let lines = Lines::new(&long);
        let kept = keyed(&lines).lines;
        assert_eq!(kept.len(), 1000);
        assert!(kept.iter().all(|&i| lines.get(i).starts_with("Directive")));
    }

    #[test]
    fn indented_records_are_a_catalogue_and_keep_their_short_values() {
        // node's `--v8-options`: an indented flag with its description over a deeper `type:` line.
        let mut text = String::from("Options:\n");
        for k in 0..700 {
            let _ = write!(
                text,
                "  --flag-number-{k} (what flag {k} does)\n        type: int  default: --flag-number-{k}={k}\n"
            );
        }
        let lines = Lines::new(&text);
        let kept = keyed(&lines).lines;
        assert_eq!(kept.len(), 1400);
        assert_eq!(lines.get(kept[0]), "  --flag-number-0 (what flag 0 does)");
        assert_eq!(lines.get(kept[755]), "        type: int  default: --flag-number-377=377");
    }

    #[test]
    fn a_squashed_settings_dump_keeps_the_row_asked_about() {
        // Rows alike in shape fold by template; a listing read by key keeps them all.
        let mut text = dump(600, |k| format!("setting_{k}\t{}", 1000 + k));
        text.push_str("error: this line makes the output a log\nwarning: and this\nerror: and this\n");
        let out = crate::squash_log(&text);
        assert!(out.contains("\nsetting_321\t1321\n"), "{out}");
        for k in 0..600 {
            assert!(out.contains(&format!("\nsetting_{k}\t{}\n", 1000 + k)), "setting_{k}");
        }
    }

    #[test]
    fn rows_of_the_routine_value_fold_into_a_note_naming_every_key() {
        // `unzip -t`: 300 archive members tested, one bad; each key with the verdict `OK`.
        let mut text = String::from("Archive:  crates.zip\n");
        for k in 1..=300 {
            let verdict = if k == 187 { "bad CRC 0bb1e009  (should be e3a670a8)" } else { "OK" };
            let _ = writeln!(text, "    testing: orders/order-{k:04}.json   {verdict}");
        }
        text.push_str("At least one error was detected in crates.zip.\n");
        let found = keyed(&Lines::new(&text));
        assert_eq!(
            found.shared,
            vec![(1, "[<*> OK ×298 more: testing: orders/order-0002..0186.json, testing: orders/order-0188..0300.json]".to_owned())]
        );
        // The odd verdict stays a row read by key; the routine ones are the note's.
        assert!(found.lines.contains(&187) && found.lines.contains(&1));
        assert_eq!(found.folded.len(), 298);
        assert!(found.lines.iter().all(|i| found.folded.binary_search(i).is_err()));
        let out = crate::squash_log(&text);
        assert!(out.contains("\n[<*> OK ×298 more: testing: orders/order-0002..0186.json, "), "{out}");
        assert!(
            out.contains("\n    testing: orders/order-0187.json   bad CRC 0bb1e009  (should be e3a670a8)\n")
        );
        // The template's fold note does not name them again.
        assert!(!out.contains("×299"), "{out}");
        assert!(out.len() * 2 < text.len(), "{out}");
    }

    #[test]
    fn a_reference_listing_or_a_bare_number_does_not_fold() {
        // Options enabled or disabled, each asked about alone: no value is the routine one.
        let options = dump(300, |k| {
            format!("  -mopt-{k:03}    \t\t[{}]", if k % 3 == 0 { "enabled" } else { "disabled" })
        });
        let found = keyed(&Lines::new(&options));
        assert_eq!((found.shared.len(), found.lines.len()), (0, 301));
        // A counter at 0 is a reading of its key, however many rows read 0.
        let status = dump(300, |k| format!("| Com_stmt_{k:03} | {} |", if k == 7 { 3 } else { 0 }));
        let found = keyed(&Lines::new(&status));
        assert_eq!((found.shared.len(), found.lines.len()), (0, 300));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

        /// Any listing of keyed rows with few values: no panic, no row both kept and folded, the
        /// notes count every folded row, and a folded row's value is its note's.
        #[test]
        fn folded_rows_are_counted_in_a_note(
            values in proptest::collection::vec(proptest::sample::select(&["OK", "OK", "OK", "OK", "OK", "OK", "FAILED", "7"][..]), 50..200),
            sep in proptest::sample::select(&["\t", " = ", " | ", "=>"][..]),
            word in "[a-z]{1,6}",
        ) {
            let mut text = String::new();
            for (k, value) in values.iter().enumerate() {
                let _ = writeln!(text, "{word}_key_{k}{sep}{value}");
            }
            let found = keyed(&Lines::new(&text));
            proptest::prop_assert!(found.lines.iter().all(|i| found.folded.binary_search(i).is_err()));
            let counted: usize = found
                .shared
                .iter()
                .filter_map(|(_, note)| note.split(" ×").nth(1)?.split(' ').next()?.parse::<usize>().ok())
                .sum();
            proptest::prop_assert_eq!(counted, found.folded.len());
            for &i in &found.folded {
                proptest::prop_assert_eq!(values.get(i).copied(), Some("OK"));
            }
            proptest::prop_assert!(found.shared.iter().all(|(row, note)| values.get(*row) == Some(&"OK") && note.contains("OK ×")));
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(12))]

        /// A separated table of distinct keys too big to keep whole, of any shape (its separator,
        /// its fields, its cells' words): the squash names every row by its key, and saves.
        #[test]
        fn a_table_over_the_cap_names_every_key(
            sep in proptest::sample::select(&["\t", " | "][..]),
            fields in 3usize..9,
            rows in 700usize..1400,
            seed in 0u64..1_000_000,
            word in "[a-z]{3,9}",
        ) {
            let mut state = seed;
            let mut next = || {
                state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                state >> 33
            };
            let mut table = String::new();
            let mut keys = Vec::new();
            for k in 0..rows {
                let key = format!("{word}_{}_{k}", next() % 1000);
                let mut row = vec![key.clone()];
                for f in 1..fields {
                    row.push(match f % 3 {
                        0 => format!("{}", next() % 100_000),
                        1 => ["user", "postmaster", "sighup", "superuser"][(next() % 4) as usize].to_owned(),
                        _ => format!("Sets how {word} {} behaves when the server {} starts, in words.", next() % 97, k % 13),
                    });
                }
                table.push_str(&row.join(sep));
                table.push('\n');
                keys.push(key);
            }
            proptest::prop_assume!(table.len() > MAX_BYTES);
            proptest::prop_assert!(ctx_squash_core::named_by_key(&table));
            let out = crate::squash_log(&table);
            for key in &keys {
                proptest::prop_assert!(out.contains(key.as_str()), "{key}");
            }
            proptest::prop_assert!(out.len() < table.len(), "{} of {} bytes", out.len(), table.len());
        }
    }
}
