//! Newline-delimited JSON (`cargo --message-format=json`, `rg --json`, JSON logs): each record
//! squashed on its own line, error and summary records kept, repeated record shapes folded;
//! both records of a key written twice and a reference to no key kept (see [`crate::relations`]);
//! ripgrep's `begin`/`end`/`context` frames folded and its match records kept whole; in a kept
//! record, long members equal to the record above's and the structured restatement of a
//! diagnostic's `rendered` text are not written again (see [`crate::record`]).

use std::borrow::Cow;
use std::collections::HashMap;

use ctx_squash_core::{Marker, Squash};

use crate::columns::Columns;
use crate::{classify, record, tokenizer};

/// Records of one shape kept before later ones are folded.
const PER_SHAPE: u32 = 3;

/// Record kinds (`"reason"`, `"type"`, … values) that carry a final verdict.
const SUMMARY_KINDS: &[&[u8]] =
    &[b"summary", b"finish", b"complete", b"done", b"suite", b"verdict", b"total"];

/// Share of non-blank lines, in percent, that must be JSON records for a text that mixes records
/// and plain lines (cargo's JSON on stdout with its stderr) to be NDJSON.
const MIN_RECORD_PERCENT: usize = 60;

/// Squashes newline-delimited JSON. See the crate documentation for the rules.
pub fn squash_ndjson(input: &str) -> Option<String> {
    squash_ndjson_marked(input).map(|squash| squash.text)
}

/// [`squash_ndjson`], with the `[N lines omitted]` markers it wrote between records: where each
/// stands in the text and the original lines (0-based) it stands for, in order. (Markers inside
/// a record's strings stand for lines of that string, not of the input, and are not listed.)
///
/// ```
/// let input = "{\"reason\":\"compiler-artifact\",\"id\":1}\n".repeat(50);
/// let squash = ctx_squash_json::squash_ndjson_marked(&input).expect("NDJSON");
/// assert_eq!(squash.markers.len(), 1);
/// assert_eq!(squash.markers[0].lines(), (4, 49));
/// assert!(squash.text[squash.markers[0].at..].starts_with("[46 lines omitted]\n"));
/// ```
pub fn squash_ndjson_marked(input: &str) -> Option<Squash> {
    if fewer_than_two_lines(input) {
        // JSON lines are two records at least; one huge line is not copied on the way to `None`.
        return None;
    }
    let mut cache = Vec::new();
    let (squash, mut odd) = fold_records(input, &[], &mut cache)?;
    // The records on each side of a break in a counted sequence (see `breaks`).
    let lines = input.split('\n').enumerate().map(|(i, line)| (i, line.trim_matches([' ', '\t', '\r'])));
    odd.extend(crate::breaks::breaks(lines.clone().filter(|(_, line)| !line.is_empty())));
    // Both records of a key written twice, and a record whose reference names no key (see
    // `relations`).
    odd.extend(crate::relations::related(lines.filter(|(_, line)| line.starts_with(['{', '[']))));
    if odd.is_empty() {
        return Some(squash);
    }
    odd.sort_unstable();
    odd.dedup();
    // Some records holding a column's odd value, beside a break or in a relation were folded:
    // fold the records squashed again, keeping them.
    fold_records(input, &odd, &mut cache).map(|(squash, _)| squash)
}

/// Whether `input` has fewer than two lines that are not blank (stops at the second).
fn fewer_than_two_lines(input: &str) -> bool {
    input.split('\n').filter(|line| !line.trim_matches([' ', '\t', '\r']).is_empty()).nth(1).is_none()
}

/// The folded records since the last one written: how many, the lines the first, the last and
/// the one before the last are on (blank lines between them are folded with them), and the last
/// one's text (when `has_text`).
#[derive(Default)]
struct Gap {
    n: usize,
    first: usize,
    last: usize,
    before_last: usize,
    text: String,
    has_text: bool,
}

impl Gap {
    fn fold(&mut self, index: usize, text: &str) {
        self.first = if self.n == 0 { index } else { self.first };
        (self.before_last, self.last) = (self.last, index);
        self.n += 1;
        self.text.clear();
        self.text.push_str(text);
        self.has_text = true;
    }

    /// Writes the gap's marker before a line that is kept.
    fn flush(&mut self, out: &mut String, markers: &mut Vec<Marker>) {
        push_gap(out, markers, self.first, self.last, self.n);
        self.n = 0;
        self.has_text = false;
    }
}

/// The squash, keeping the records on the lines `keep` (sorted) too; and, when `keep` is empty,
/// the lines of the records holding a column's odd value ([`crate::columns`]) that were folded.
/// With `keep` empty, each non-blank line's squash is left in `cache`, and else read from it.
fn fold_records(
    input: &str,
    keep: &[usize],
    cache: &mut Vec<Option<tokenizer::Outcome>>,
) -> Option<(Squash, Vec<usize>)> {
    let mut out = String::with_capacity(input.len() / 2);
    let mut markers = Vec::new();
    let mut seen: HashMap<u64, u32> = HashMap::new();
    let mut records = 0usize;
    let mut plain = 0usize;
    let mut gap = Gap::default();
    // The members of the last record written, before their repeats were elided.
    let mut above = record::Above::default();
    let mut shown_rendered = false;
    // The records' columns, each record's line, and the lines kept (only when `keep` is empty).
    let mut columns = Columns::default();
    let (mut record_lines, mut kept) = (Vec::new(), Vec::new());
    let mut nonblank = 0;
    for (index, line) in input.split('\n').enumerate() {
        let record = line.trim_matches([' ', '\t', '\r']);
        if record.is_empty() {
            continue;
        }
        if keep.is_empty() {
            let outcome = if record.starts_with(['{', '[']) {
                let outcome = tokenizer::squash_record(record, &mut columns);
                // A record's row ends (one that is not JSON is never kept, and its values go).
                let len = outcome.as_ref().map_or(usize::MAX, |o| o.text.len().min(record.len()));
                columns.end_row(len);
                record_lines.push(index);
                outcome
            } else {
                None
            };
            cache.push(outcome);
        }
        let squashed = cache.get(nonblank).and_then(Option::as_ref);
        nonblank += 1;
        let Some(squashed) = squashed else {
            // A plain line among the records: kept when it says something (an error, a
            // warning, a verdict), else folded with the other noise.
            plain += 1;
            // Control characters are binary output, not a tool's plain lines.
            if record.bytes().any(|b| b < 0x20 && b != b'\t') {
                return None;
            }
            if plain > 16 && plain * 100 > (100 - MIN_RECORD_PERCENT) * (records + plain) {
                return None;
            }
            if is_notable_line(record) {
                gap.flush(&mut out, &mut markers);
                out.push_str(line.trim_end_matches('\r'));
                out.push('\n');
            } else {
                gap.fold(index, line.trim_end_matches('\r'));
            }
            continue;
        };
        records += 1;
        let count = seen.entry(squashed.shape).or_insert(0);
        *count += 1;
        let kind = squashed.kind.and_then(|(start, end)| record.as_bytes().get(start..end));
        let summary = kind.is_some_and(is_summary_kind);
        let rg = kind.and_then(|kind| ripgrep(record, kind));
        let keep = rg != Some(Ripgrep::Frame)
            && (squashed.notable || summary || *count <= PER_SHAPE || keep.binary_search(&index).is_ok());
        let text = if rg == Some(Ripgrep::Match) && record.len() <= MAX_VERBATIM_MATCH {
            // The matched line is what the search was for: not prose to elide.
            record
        } else if squashed.text.len() < record.len() {
            &squashed.text
        } else {
            record
        };
        if keep {
            let text = text.to_owned();
            let text = if rg.is_none() { restate(text, &mut above, &mut shown_rendered) } else { text };
            gap.flush(&mut out, &mut markers);
            kept.push(index);
            out.push_str(&text);
            out.push('\n');
        } else {
            gap.fold(index, text);
        }
    }
    if records < 2 || plain * 100 > (100 - MIN_RECORD_PERCENT) * (records + plain) {
        return None;
    }
    // The last line is always kept: it is where tools put their verdict.
    if gap.has_text {
        kept.push(gap.last);
        push_gap(&mut out, &mut markers, gap.first, gap.before_last, gap.n - 1);
        out.push_str(&gap.text);
        out.push('\n');
    } else {
        push_gap(&mut out, &mut markers, gap.first, gap.last, gap.n);
    }
    if !input.ends_with('\n') {
        out.pop();
    }
    let mut odd: Vec<usize> =
        columns.odd_rows().iter().filter_map(|&row| record_lines.get(row as usize).copied()).collect();
    odd.retain(|line| !kept.contains(line));
    Some((Squash { text: out, markers }.or_unchanged(input), odd))
}

/// A kept record as the reader gets it: after the first diagnostic with a `rendered` text, the
/// structured arrays beside such a text are folded, and long members equal to the record
/// above's become `"[same as above]"`.
fn restate(text: String, above: &mut record::Above, shown_rendered: &mut bool) -> String {
    let Some(members) = record::members(&text) else {
        above.clear();
        return text;
    };
    let folded = record::fold_restatement(&members);
    let current = match folded {
        Some(folded) if *shown_rendered => folded,
        found => {
            *shown_rendered |= found.is_some();
            members.iter().map(|&(key, value)| (key, Cow::Borrowed(value))).collect()
        }
    };
    let rewritten = record::object(&above.elide_repeats(current));
    if rewritten.len() < text.len() { rewritten } else { text }
}

/// A ripgrep `--json` record of a file's search, told apart by the record kind and rg's
/// `"data":{"path":…}` layout.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ripgrep {
    /// `match`: the path, line number and matched line.
    Match,
    /// `begin`, `end` and `context`: the path again, timing statistics, lines around a match.
    /// Folded like repeated records; the final `summary` keeps the totals.
    Frame,
}

/// A ripgrep match record up to this many bytes is kept as it is, matched line included.
const MAX_VERBATIM_MATCH: usize = 1024;

fn ripgrep(record: &str, kind: &[u8]) -> Option<Ripgrep> {
    if !record.contains(r#""data":{"path":{"#) {
        return None;
    }
    match kind {
        b"match" => Some(Ripgrep::Match),
        b"begin" | b"end" | b"context" => Some(Ripgrep::Frame),
        _ => None,
    }
}

/// A plain line worth keeping among records: an error, a warning or a verdict.
fn is_notable_line(line: &str) -> bool {
    let b = line.as_bytes();
    classify::is_errorish(b)
        || memchr::memmem::find(&b.to_ascii_lowercase(), b"warn").is_some()
        || line.trim_start().starts_with("Finished")
        || line.contains("test result")
}

/// Appends the `[N lines omitted]` marker line for `n` folded records, the first on line
/// `first` and the last on line `last` (nothing for 0). N counts the lines from `first` to
/// `last`: blank lines between folded records are folded with them.
fn push_gap(out: &mut String, markers: &mut Vec<Marker>, first: usize, last: usize, n: usize) {
    if n > 0 {
        markers.push(ctx_squash_core::push_omitted(out, first, last));
        out.push('\n');
    }
}

fn is_summary_kind(kind: &[u8]) -> bool {
    SUMMARY_KINDS.iter().any(|needle| kind.windows(needle.len()).any(|w| w.eq_ignore_ascii_case(needle)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fewer_than_two_lines_counts_only_lines_that_are_not_blank() {
        assert!(fewer_than_two_lines(""));
        assert!(fewer_than_two_lines("{\"a\":1}"));
        assert!(fewer_than_two_lines("\n \t\r\n{\"a\":1}\n\n"));
        assert!(!fewer_than_two_lines("{\"a\":1}\n\n{\"a\":2}"));
    }

    #[track_caller]
    fn check(input: &str, expected: Option<&str>) {
        let out = squash_ndjson(input);
        assert_eq!(out.as_deref(), expected);
        if let Some(out) = out {
            assert!(out.len() <= input.len());
            for line in out.lines() {
                let marker = line.starts_with('[') && line.ends_with(" omitted]");
                assert!(marker || serde_json::from_str::<serde_json::Value>(line).is_ok(), "{line}");
            }
        }
    }

    fn artifact(name: &str) -> String {
        format!(
            r#"{{"reason":"compiler-artifact","package_id":"registry+https://github.com/rust-lang/crates.io-index#{name}@1.0.219","manifest_path":"/home/u/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/{name}-1.0.219/Cargo.toml","target":{{"kind":["lib"],"crate_types":["lib"],"name":"{name}","src_path":"/home/u/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/{name}-1.0.219/src/lib.rs","edition":"2018","doc":true,"doctest":true,"test":true}},"profile":{{"opt_level":"0","debuginfo":2,"debug_assertions":true,"overflow_checks":true,"test":false}},"features":["default","std"],"filenames":["/work/target/debug/deps/lib{name}-1a2b3c4d5e6f7a8b.rlib"],"executable":null,"fresh":true}}"#
        )
    }

    const RENDERED: &str = r"error[E0599]: no method named `foo` found for struct `String` in the current scope\n --> src/main.rs:4:7\n  |\n4 |     s.foo();\n  |       ^^^ method not found in `String`\n\n";

    fn diagnostic(level: &str) -> String {
        format!(
            r#"{{"reason":"compiler-message","package_id":"path+file:///tmp/fixture/ndjson-demo#ndjson-demo@0.1.0","manifest_path":"/tmp/ndj/Cargo.toml","target":{{"kind":["bin"],"name":"ndj","src_path":"/tmp/ndj/src/main.rs"}},"message":{{"rendered":"{RENDERED}","$message_type":"diagnostic","children":[],"code":{{"code":"E0599","explanation":"You tried to call a method on a type which does not implement it, which is a long explanation."}},"level":"{level}","message":"no method named `foo` found for struct `String` in the current scope","spans":[]}}}}"#
        )
    }

    #[test]
    fn cargo_keeps_diagnostics_and_verdict_and_folds_artifacts() {
        let mut lines: Vec<String> = (0..10).map(|i| artifact(&format!("crate{i}"))).collect();
        lines.push(diagnostic("warning"));
        lines.push(diagnostic("error"));
        lines.extend((10..15).map(|i| artifact(&format!("crate{i}"))));
        lines.push(r#"{"reason":"build-finished","success":false}"#.to_owned());
        let input = lines.join("\n") + "\n";
        let out = squash_ndjson(&input).expect("is NDJSON");
        let got: Vec<&str> = out.lines().collect();
        assert_eq!(got.len(), 8, "{out}");
        assert!(got[0].contains("crate0") && got[2].contains("crate2"));
        assert_eq!(got[3], "[7 lines omitted]");
        for diag in [got[4], got[5]] {
            assert!(diag.contains(RENDERED), "the rendered diagnostic is kept whole: {diag}");
            assert!(diag.contains(r#""explanation":"…""#), "{diag}");
        }
        assert_eq!(got[6], "[5 lines omitted]");
        assert_eq!(got[7], r#"{"reason":"build-finished","success":false}"#);
        assert!(out.ends_with('\n'));
        check(&input, Some(&out));
        // What the record above already said is not said again.
        assert!(!got[0].contains("[same as above]"));
        assert!(got[1].contains(r#""profile":"[same as above]""#), "{}", got[1]);
        assert!(got[5].contains(r#""package_id":"[same as above]""#), "{}", got[5]);
        assert!(got[5].contains(r#""target":"[same as above]""#), "{}", got[5]);
        // Shorter than 48 bytes: cheap, and what a reader matches records by.
        assert!(got[5].contains(r#""manifest_path":"/tmp/ndj/Cargo.toml""#), "{}", got[5]);
    }

    #[test]
    fn a_rendered_diagnostic_after_the_first_folds_its_spans_and_children() {
        let record = |line: u32| {
            format!(
                r#"{{"reason":"compiler-message","package_id":"path+file:///tmp/fixture/ndjson-demo#ndjson-demo@0.1.0","message":{{"rendered":"error[E0308]: mismatched types\n --> src/main.rs:{line}:5\n","children":[{{"level":"note","message":"expected `u32`, found `&str`","spans":[]}}],"level":"error","spans":[{{"byte_start":10,"file_name":"src/lib.rs","is_primary":false,"line_start":2,"column_start":1,"label":"expected due to this"}},{{"byte_start":90,"file_name":"src/main.rs","is_primary":true,"line_start":{line},"column_start":5,"label":"expected `u32`"}}]}}}}"#
            )
        };
        let input = [record(4), record(9), record(12)].join("\n");
        let out = squash_ndjson(&input).expect("is NDJSON");
        let got: Vec<&str> = out.lines().collect();
        // The first diagnostic shows every member, as written.
        assert_eq!(got[0], record(4));
        for (line, n) in [(got[1], 9), (got[2], 12)] {
            let expected = format!(
                r#"{{"reason":"compiler-message","package_id":"[same as above]","message":{{"rendered":"error[E0308]: mismatched types\n --> src/main.rs:{n}:5\n","children":["[1 items omitted]"],"level":"error","spans":[{{"file_name":"src/main.rs","line_start":{n},"column_start":5}},"[1 items omitted]"]}}}}"#
            );
            assert_eq!(line, expected);
        }
        check(&input, Some(&out));
    }

    #[test]
    fn rg_summary_and_last_record_are_kept() {
        let mut lines = Vec::new();
        for f in 0..20 {
            lines.push(format!(r#"{{"type":"begin","data":{{"path":{{"text":"src/file{f}.rs"}}}}}}"#));
            lines.push(format!(
                r#"{{"type":"match","data":{{"path":{{"text":"src/file{f}.rs"}},"lines":{{"text":"    let value = compute_something_long(argument);\n"}},"line_number":{f},"submatches":[]}}}}"#
            ));
            lines.push(format!(
                r#"{{"type":"end","data":{{"path":{{"text":"src/file{f}.rs"}},"stats":{{"matches":1}}}}}}"#
            ));
        }
        lines.push(
            r#"{"data":{"elapsed_total":{"human":"0.01s"},"stats":{"matches":20}},"type":"summary"}"#.into(),
        );
        let out = squash_ndjson(&lines.join("\r\n")).expect("is NDJSON");
        let got: Vec<&str> = out.lines().collect();
        // begin/end frames are folded, the first matches are kept whole, the summary too.
        assert_eq!(got.len(), 8, "{out}");
        assert_eq!(got[0], "[1 lines omitted]");
        assert_eq!(got[1], lines[1]);
        assert_eq!(got[2], "[2 lines omitted]");
        assert_eq!(got[5], lines[7]);
        assert_eq!(got[6], "[52 lines omitted]");
        assert_eq!(
            got[7],
            r#"{"data":{"elapsed_total":{"human":"0.01s"},"stats":{"matches":20}},"type":"summary"}"#
        );
        assert!(got[1].contains(r#""lines":{"text":"    let value = compute_something_long(argument);\n"}"#));
        assert!(!out.ends_with('\n'));
    }

    #[test]
    fn folded_tail_keeps_the_last_record() {
        let lines: Vec<String> = (0..10).map(|i| format!(r#"{{"n":{i},"msg":"ok"}}"#)).collect();
        let input = lines.join("\n");
        let expected = format!("{}\n[6 lines omitted]\n{}", lines[..3].join("\n"), lines[9]);
        check(&input, Some(&expected));
    }

    #[test]
    fn a_record_holding_a_columns_odd_value_is_kept() {
        let record = |i: usize| {
            let yanked = i == 17 || i == 29;
            format!(r#"{{"vers":"1.0.{i}","yanked":{yanked},"cksum":"{:064x}"}}"#, i * 7919)
        };
        let lines: Vec<String> = (0..60).map(record).collect();
        let input = lines.join("\n");
        let expected = [
            &lines[..3].join("\n"),
            "[14 lines omitted]",
            &lines[17],
            "[11 lines omitted]",
            &lines[29],
            "[29 lines omitted]",
            &lines[59],
        ]
        .join("\n");
        check(&input, Some(&expected));
    }

    /// jq's `.lots[]` (round 29): a lot id written twice and a parent that is no lot's id keep
    /// their records, which look like every other lot.
    #[test]
    fn a_key_written_twice_and_a_reference_to_no_key_keep_their_records() {
        let lot = |i: usize, id: usize, parent: Option<usize>| {
            let parent = parent.map_or("null".to_owned(), |p| format!(r#""L-{p}""#));
            format!(r#"{{"id":"L-{id}","vat":"vat-{}","hides":{},"parent":{parent}}}"#, i % 4, 10 + i % 7)
        };
        let mut lines: Vec<String> =
            (0..80).map(|i| lot(i, 3000 + i, (i % 2 == 1).then_some(3000 + i - 1))).collect();
        lines[20] = lot(20, 3050, None);
        lines[61] = lot(61, 3061, Some(2993));
        let squashed = squash_ndjson(&lines.join("\n")).unwrap_or_default();
        for kept in [&lines[20], &lines[50], &lines[61]] {
            assert!(squashed.contains(kept.as_str()), "{kept} in {squashed}");
        }
        assert!(!squashed.contains(&lines[40]), "{squashed}");
    }

    /// jq's `group_by` summaries: the one record whose array of results differs is kept.
    #[test]
    fn a_record_holding_an_odd_array_is_kept() {
        let record = |i: usize| {
            let results = if i == 40 { r#"["passed","skipped"]"# } else { r#"["passed"]"# };
            format!(r#"{{"lamp":"L-{i:03}","checks":2,"results":{results}}}"#)
        };
        let lines: Vec<String> = (0..60).map(record).collect();
        let squashed = squash_ndjson(&lines.join("\n")).unwrap_or_default();
        assert!(squashed.contains(&lines[40]), "{squashed}");
        assert!(!squashed.contains(&lines[39]), "{squashed}");
    }

    #[test]
    fn a_record_holding_a_type_or_a_key_few_records_hold_is_kept() {
        // Every zip is a number but one, a string; one record alone says `"recalled"`.
        let record = |i: usize| {
            let zip = if i == 21 { "\"00501\"".to_owned() } else { (10_000 + i * 97).to_string() };
            let extra = if i == 40 { r#","recalled":1"# } else { "" };
            format!(r#"{{"id":{i},"zip":{zip},"score":{}.5{extra}}}"#, i * 3)
        };
        let lines: Vec<String> = (0..60).map(record).collect();
        let input = lines.join("\n");
        let expected = [
            &lines[..3].join("\n"),
            "[18 lines omitted]",
            &lines[21],
            "[18 lines omitted]",
            &lines[40],
            "[18 lines omitted]",
            &lines[59],
        ]
        .join("\n");
        check(&input, Some(&expected));
    }

    #[test]
    fn error_records_are_never_folded() {
        let mut lines: Vec<String> = (0..6).map(|i| format!(r#"{{"level":"info","n":{i}}}"#)).collect();
        lines.insert(5, r#"{"level":"error","n":99}"#.into());
        let input = lines.join("\n");
        let expected = [&lines[..3].join("\n"), "[2 lines omitted]", &lines[5], &lines[6]].join("\n");
        check(&input, Some(&expected));
    }

    #[test]
    fn mixed_records_and_plain_lines() {
        // cargo --message-format=json: records on stdout, its progress and verdict on stderr.
        let mut lines = vec!["   Compiling demo v0.1.0 (/tmp/demo)".to_owned()];
        lines.extend((0..6).map(|i| artifact(&format!("crate{i}"))));
        lines.push(diagnostic("error"));
        lines.push(r#"{"reason":"build-finished","success":false}"#.to_owned());
        lines.push("error: could not compile `demo` (bin \"demo\") due to 1 previous error".to_owned());
        let input = lines.join("\n");
        let out = squash_ndjson(&input).expect("mostly records: NDJSON");
        let got: Vec<&str> = out.lines().collect();
        assert_eq!(got[0], "[1 lines omitted]");
        assert!(got[1].contains("crate0"));
        assert_eq!(got[4], "[3 lines omitted]");
        assert!(got[5].contains(RENDERED));
        assert_eq!(got[6], r#"{"reason":"build-finished","success":false}"#);
        assert_eq!(got[7], lines[9]);
        assert_eq!(got.len(), 8);
        // Mostly plain lines: not NDJSON.
        let mostly_text = format!("{{\"a\":1}}\n{{\"a\":2}}\n{}", "some text line\n".repeat(3));
        check(&mostly_text, None);
    }

    #[test]
    fn blank_lines_are_dropped_and_not_counted() {
        check("{\"a\":1}\n\n  \n{\"a\":2}\n", Some("{\"a\":1}\n{\"a\":2}\n"));
        check("[1, 2]\n[3, 4]", Some("[1,2]\n[3,4]"));
    }

    #[test]
    fn not_ndjson() {
        check("", None);
        check("{\"a\":1}\n", None);
        check("{\"a\":1}\n42\n", None);
        check("{\"a\":1}\nplain text\n", None);
        check("{\n  \"a\": 1\n}\n", None);
        check("{\"a\":1}\n{\"a\":\n", None);
        check("\"x\"\n\"y\"\n", None);
        check("{\"a\":1}\n{\"a\":2}\u{0}\n", None);
    }

    #[test]
    fn never_longer() {
        check("{\"a\":1}\n{\"a\":2}", Some("{\"a\":1}\n{\"a\":2}"));
    }
}
