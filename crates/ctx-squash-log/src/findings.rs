//! A finding is its message at its place: in a report of findings, each finding is a fact of its
//! own, kept as written while the report's findings fit the listing budget.
//!
//! A lint report, a security scanner's hits, an integrity check's complaints are lists of things
//! to fix, each told by where it is: perlcritic's `Magic punctuation variable $\ used at line
//! 142, column 11.`, flawfinder's `c-kvstore/src/persist.c:21:  [2] (buffer) char:`, SQLite's
//! `row 150 missing from index loads_by_lorry`. Lines that share a template fold, and a fold's
//! note names only some values of one slot (`"if", "unless"`, never the line numbers), so a
//! finding whose message another finding also writes is gone with its place: the agent that
//! reads the report to fix it cannot. So a line at the margin that names a place of its own — a
//! path with a line after it (`src/a.c:21`, the path holding a `/` or a `.` and a letter), or a
//! line or row number (`line 142`, `lines 12--13`, `row 150`) — beside words of its own (at least
//! [`MIN_WORDS`] words in all) is a finding; a stack frame names a place too, but it tells where
//! something ran, not what is wrong, and is left to the frames' rules. When at least
//! [`MIN_FINDINGS`] lines are findings, making half the lines at the margin from the first of
//! them to the last (a log quoting a few places is no report), three in four of them name a place
//! no other names (a trace log's lines name the few places that log, again and again) and all of
//! them fit in
//! [`MAX_BYTES`] (`ctx_squash_core::LISTING_ROWS`, the size every reference listing's rows are
//! kept up to), every finding is kept as written, whatever the budget, with the listing read by
//! key. The findings' budget is their own: an output that is both a keyed listing and a report of
//! findings (none is recorded) may keep up to twice `LISTING_ROWS`.
//! A longer report is left to the fold and to recall, as a longer listing is.

use std::collections::HashSet;

use ctx_squash_core::Lines;

/// Findings an output must have before they are kept each.
pub(crate) const MIN_FINDINGS: usize = 20;
/// Words (runs of non-blanks) a finding has at least: its place and a message.
pub(crate) const MIN_WORDS: usize = 3;
/// Share (in percent) of the findings whose place no other finding names.
const DISTINCT_PERCENT: usize = 75;
/// Share (in percent) of the lines at the margin, from the first finding to the last, the
/// findings must make.
const ROWS_PERCENT: usize = 50;
/// Bytes of findings kept at most.
const MAX_BYTES: usize = ctx_squash_core::LISTING_ROWS;
/// Bytes of a line searched for its place.
const REACH: usize = 256;

/// Adds to `kept` (sorted) the findings of a report of findings (see the module's documentation);
/// `frames` (sorted) are the output's stack frames, no findings.
pub(crate) fn add_rows(lines: &Lines<'_>, frames: &[usize], kept: &mut Vec<usize>) {
    let rows = findings(lines, frames);
    if rows.is_empty() {
        return;
    }
    kept.extend(rows);
    kept.sort_unstable();
    kept.dedup();
}

/// The findings of a report of findings, in order; none when the output is no such report or its
/// findings are over [`MAX_BYTES`].
pub(crate) fn findings(lines: &Lines<'_>, frames: &[usize]) -> Vec<usize> {
    let mut rows = Vec::new();
    let mut places: HashSet<&[u8]> = HashSet::new();
    let mut bytes = 0;
    for i in 0..lines.len() {
        let lead = lines.lead(i);
        if lead.blank || lead.white > 0 || frames.binary_search(&i).is_ok() {
            continue;
        }
        let line = lines.bytes(i);
        let Some(place) = place(line) else { continue };
        bytes += line.len() + 1;
        if bytes > MAX_BYTES {
            return Vec::new();
        }
        places.insert(place);
        rows.push(i);
    }
    let (Some(&first), Some(&last)) = (rows.first(), rows.last()) else {
        return Vec::new();
    };
    // The lines at the margin from the first finding to the last (a finding's details are
    // indented under it): most of them are findings in a report, few in a log quoting places.
    let written = (first..=last).filter(|&i| !lines.lead(i).blank && lines.lead(i).white == 0).count();
    if rows.len() < MIN_FINDINGS
        || places.len() * 100 < rows.len() * DISTINCT_PERCENT
        || rows.len() * 100 < written * ROWS_PERCENT
    {
        return Vec::new();
    }
    rows
}

/// The place a finding names (see the module's documentation), its first in the line's first
/// [`REACH`] bytes; `None` for a line that names none or has fewer than [`MIN_WORDS`] words.
pub(crate) fn place(line: &[u8]) -> Option<&[u8]> {
    let head = line.get(..line.len().min(REACH)).unwrap_or(line);
    if head.split(u8::is_ascii_whitespace).filter(|w| !w.is_empty()).take(MIN_WORDS).count() < MIN_WORDS {
        return None;
    }
    let mut words = words(head);
    while let Some((at, word)) = words.next() {
        if let Some(place) = path_line(word) {
            return Some(place);
        }
        if numbered(word) {
            let mut ahead = words.clone();
            let Some(end) = number_end(ahead.next()) else { continue };
            // A column after the line is part of the place: `line 19, column 9`.
            let column = ahead.next().filter(|&(_, w)| column(w)).and_then(|_| number_end(ahead.next()));
            return head.get(at..column.unwrap_or(end));
        }
    }
    None
}

/// The words of `head` with where each starts: runs of bytes between blanks, quotes and brackets.
fn words(head: &[u8]) -> impl Iterator<Item = (usize, &[u8])> + Clone {
    let split =
        |b: &u8| b.is_ascii_whitespace() || matches!(b, b'(' | b')' | b'[' | b']' | b'"' | b'\'' | b'`');
    let mut at = 0;
    head.split(split).filter_map(move |word| {
        let start = at;
        at += word.len() + 1;
        (!word.is_empty()).then_some((start, word))
    })
}

/// Where the number leading `word` (with where it starts) ends, when it leads with one.
fn number_end(word: Option<(usize, &[u8])>) -> Option<usize> {
    let (at, word) = word?;
    let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
    (digits > 0).then_some(at + digits)
}

/// A word naming a column, its number the next word: `column`, `col`, in any case, a comma after
/// the line's number before it.
fn column(word: &[u8]) -> bool {
    ["column", "col"].iter().any(|w| word.eq_ignore_ascii_case(w.as_bytes()))
}

/// A word naming a line or a row by number, the number the next word: `line`, `lines`, `row`, in
/// any case.
fn numbered(word: &[u8]) -> bool {
    ["line", "lines", "row"].iter().any(|w| word.eq_ignore_ascii_case(w.as_bytes()))
}

/// A path with a line number after it, `src/a.c:21` of `src/a.c:21:4:`: the path holds a `/` or a
/// `.` and a letter, the number follows its first `:`; what it returns ends after the digits
/// (and a column's, when one follows).
pub(crate) fn path_line(word: &[u8]) -> Option<&[u8]> {
    let colon = memchr::memchr(b':', word)?;
    let (path, rest) = word.split_at(colon);
    if !path.iter().any(|&b| b == b'/' || b == b'.') || !path.iter().any(u8::is_ascii_alphabetic) {
        return None;
    }
    let digits = |s: &[u8]| s.iter().take_while(|b| b.is_ascii_digit()).count();
    let line = digits(rest.get(1..)?);
    if line == 0 {
        return None;
    }
    let mut end = colon + 1 + line;
    if word.get(end) == Some(&b':') {
        let column = digits(word.get(end + 1..).unwrap_or_default());
        if column > 0 {
            end += 1 + column;
        }
    }
    word.get(..end)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;

    #[test]
    fn places() {
        let place = |line: &str| place(line.as_bytes()).map(|p| String::from_utf8_lossy(p).into_owned());
        assert_eq!(
            place("Magic punctuation variable $\\ used at line 142, column 11.").as_deref(),
            Some("line 142, column 11")
        );
        assert_eq!(
            place("c-kvstore/src/persist.c:21:  [2] (buffer) char:").as_deref(),
            Some("c-kvstore/src/persist.c:21")
        );
        assert_eq!(place("src/main.rs:2:28: warning: unused").as_deref(), Some("src/main.rs:2:28"));
        assert_eq!(place("row 150 missing from index loads_by_lorry").as_deref(), Some("row 150"));
        assert_eq!(place("Overfull \\hbox in paragraph at lines 12--13").as_deref(), Some("lines 12"));
        // No place: a clock, an address, a URL, a word `line` without a number, a place alone.
        assert_eq!(place("12:00:01 INFO request served"), None);
        assert_eq!(place("0x1094E3: main (in /usr/bin/x)"), None);
        assert_eq!(place("fetching https://example.com/a now"), None);
        assert_eq!(place("the command line is long"), None);
        assert_eq!(place("src/main.rs:12"), None);
    }

    fn kept(text: &str) -> Vec<usize> {
        findings(&Lines::new(text), &[])
    }

    #[test]
    fn a_report_of_findings_keeps_every_finding() {
        let finding = |i: usize| {
            format!(
                "Postfix control \"{}\" used at line {}, column {}.  See page 96 of PBP.",
                ["if", "unless"][i % 2],
                i * 3 + 1,
                i % 7
            )
        };
        let mut text = String::from("checking 40 files\n");
        for i in 0..300 {
            let _ = writeln!(text, "{}", finding(i));
        }
        assert_eq!(kept(&text).len(), 300);
        // In a squash, each finding is a line of its own, its place with it (the proptest below
        // and the recorded reports in tests/snapshots.rs are where a fold would hide them).
        let out = crate::squash_log(&format!("{text}{}", "INFO tick\n".repeat(400)));
        for i in 0..300 {
            assert!(out.contains(&format!("\n{}\n", finding(i))), "{i}: {out}");
        }
    }

    #[test]
    fn a_trace_log_few_findings_frames_and_long_reports_keep_none() {
        // The few places a trace log writes from, again and again.
        let mut trace = String::new();
        for i in 0..300 {
            let _ = writeln!(trace, "DEBUG worker.py:{} handled request {i}", 40 + i % 3);
        }
        assert!(kept(&trace).is_empty());
        // Too few findings.
        let mut few = String::new();
        for i in 0..10 {
            let _ = writeln!(few, "src/a.c:{i}: unused variable");
        }
        assert!(kept(&few).is_empty());
        // Frames are no findings.
        let mut frames = String::new();
        for i in 0..40 {
            let _ = writeln!(frames, "src/a.c:{i}: called from here");
        }
        let lines = Lines::new(&frames);
        assert!(findings(&lines, &(0..40).collect::<Vec<_>>()).is_empty());
        assert_eq!(findings(&lines, &[]).len(), 40);
        // Over the budget.
        let mut long = String::new();
        for i in 0..2000 {
            let _ =
                writeln!(long, "src/module/file_{i}.c:{i}: a rather long message about something wrong here");
        }
        assert!(kept(&long).is_empty());
    }

    proptest! {
        #[test]
        fn never_panics_and_keeps_only_placed_lines(text in "([a-z./: 0-9]{0,30}\n){0,60}") {
            let lines = Lines::new(&text);
            let rows = findings(&lines, &[]);
            for &i in &rows {
                prop_assert!(place(lines.bytes(i)).is_some());
            }
            let bytes: usize = rows.iter().map(|&i| lines.bytes(i).len() + 1).sum();
            prop_assert!(bytes <= MAX_BYTES);
        }

        #[test]
        fn every_finding_of_a_report_is_kept(n in 20usize..80, shift in 1usize..50) {
            let mut text = String::new();
            for i in 0..n {
                let _ = writeln!(text, "lib/File/Copy.pm:{}: Magic punctuation variable used", i * shift + 1);
            }
            let out = crate::squash_log(&format!("{text}{}", "INFO tick\n".repeat(400)));
            for i in 0..n {
                let finding = format!("lib/File/Copy.pm:{}: Magic punctuation variable used\n", i * shift + 1);
                prop_assert!(out.contains(&finding), "{}", finding);
            }
        }
    }
}
