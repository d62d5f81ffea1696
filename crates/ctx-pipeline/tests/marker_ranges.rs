//! Every `[N lines omitted]` marker a squash writes names the lines it stands for: captured with
//! an archive, on every recorded fixture, each marker reads `[N lines omitted — recall HANDLE
//! lines A-B]`, and recalling `A-B` (as `ctx recall HANDLE --lines A-B` does) gives back exactly
//! the N lines the squash dropped: the kept lines around the marker are the original's lines
//! A-1 and B+1.

use std::sync::Arc;

use ctx_message::ToolCall;
use ctx_pipeline::{Archive, MemoryArchive, Pipeline, RecallRequest, Strategy, recall_text};
use ctx_testdata::fixtures::{self, Fixture};

/// An annotated marker: its line in the output, N, the handle and the range.
struct Found<'a> {
    line: usize,
    count: usize,
    handle: &'a str,
    first: usize,
    last: usize,
}

/// The markers of `text` that name a range: `[N lines omitted — recall H lines A-B]`.
fn markers(text: &str) -> Vec<Found<'_>> {
    let mut found = Vec::new();
    for (line, body) in text.split('\n').enumerate() {
        let Some(rest) = body.strip_prefix('[').and_then(|b| b.strip_suffix(']')) else { continue };
        let Some((count, rest)) = rest.split_once(" lines omitted — recall ") else { continue };
        let Some((handle, range)) = rest.split_once(" lines ") else { continue };
        let Some((first, last)) = range.split_once('-') else { continue };
        let number = |s: &str| s.parse::<usize>().unwrap_or_else(|_| panic!("a number in {body:?}"));
        found.push(Found { line, count: number(count), handle, first: number(first), last: number(last) });
    }
    found
}

/// Lines `first..=last` (1-based) of the original, as `recall` pages them.
fn recall(archive: &dyn Archive, handle: &str, first: usize, last: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut from = first;
    while from <= last {
        let request = RecallRequest::handle(handle).lines(format!("{from}-{last}"));
        let page = recall_text(archive, &request)
            .unwrap_or_else(|error| panic!("recall {handle} {from}-{last}: {error}"));
        let (header, body) = page.split_once('\n').expect("a header line");
        let range = header.split(" lines ").nth(1).and_then(|r| r.split(" of ").next()).expect("a range");
        let (page_first, page_last) = range.split_once('-').expect("first-last");
        let (page_first, page_last): (usize, usize) =
            (page_first.parse().expect("first"), page_last.parse().expect("last"));
        assert_eq!(page_first, from, "the page starts where asked");
        lines.extend(body.split('\n').take(page_last - page_first + 1).map(str::to_owned));
        from = page_last + 1;
    }
    lines
}

#[track_caller]
fn check(Fixture { entry, text }: &Fixture) -> usize {
    let archive = Arc::new(MemoryArchive::new());
    let pipeline = Pipeline::new(128_000).with_archive(archive.clone(), "markers");
    let arguments = serde_json::json!({ "command": entry.command }).to_string();
    let call = ToolCall::function("call_1", &entry.tool, arguments);
    let captured = pipeline.capture_squashed(&call, text);
    let out = &captured.text;
    let original: Vec<&str> = text.split('\n').map(|l| l.trim_end_matches('\r')).collect();
    let clean = ctx_squash_text::clean_terminal(text);
    let clean: Vec<&str> = clean.split('\n').collect();
    let out_lines: Vec<&str> = out.split('\n').collect();
    let found = markers(out);
    for marker in &found {
        let what = format!("{}: marker on output line {}", entry.name, marker.line + 1);
        assert_eq!(marker.last + 1 - marker.first, marker.count, "{what}: N is the range's length");
        let recalled = recall(&*archive, marker.handle, marker.first, marker.last);
        assert_eq!(
            recalled,
            original[marker.first - 1..marker.last],
            "{what}: recall gives the dropped lines"
        );
        // The lines around it, when they are kept lines as they were, are the range's neighbours.
        // A note over lines shown above (`(11 lines repeat lines 17-27)`) is no line of the output.
        let verbatim = |line: &str| {
            !(line.contains(" bytes omitted")
                || (line.starts_with('[') && line.ends_with(']'))
                || (line.starts_with('(') && line.contains(" lines repeat lines ")))
        };
        // An NDJSON record is kept re-rendered (compact, a long array elided to `"…"`: round 6's
        // `json-structured-log`), not as its line was, so only the recall above holds for it.
        if captured.strategy == Strategy::Ndjson {
            continue;
        }
        if let Some(before) = marker.line.checked_sub(1).map(|i| out_lines[i]).filter(|l| verbatim(l)) {
            assert!(marker.first > 1, "{what}: a kept line before line 1");
            assert_eq!(
                before,
                clean[marker.first - 2],
                "{what}: the line before is line {}",
                marker.first - 1
            );
        }
        if let Some(after) = out_lines.get(marker.line + 1).filter(|l| verbatim(l) && !l.is_empty()) {
            assert_eq!(*after, clean[marker.last], "{what}: the line after is line {}", marker.last + 1);
        }
    }
    // Outside JSON, every other marker-shaped line is a line of the original, kept as it was.
    if !matches!(captured.strategy, Strategy::Json) {
        for line in out_lines.iter().filter(|l| l.starts_with('[') && l.ends_with(" lines omitted]")) {
            assert!(clean.contains(line), "{}: unannotated marker {line:?}", entry.name);
        }
    }
    found.len()
}

#[test]
fn every_marker_recalls_exactly_the_lines_it_stands_for() {
    let all = fixtures::fixtures();
    let mut checked = 0;
    let mut fixtures_with_markers = 0;
    for fixture in &all {
        let n = check(fixture);
        checked += n;
        fixtures_with_markers += usize::from(n > 0);
    }
    assert!(fixtures_with_markers >= 50, "only {fixtures_with_markers} fixtures have markers");
    assert!(checked >= 1_500, "only {checked} markers checked");
}

#[test]
fn without_an_archive_a_marker_says_its_count_alone() {
    let log = format!("start\n{}error: boom\nend\n", "INFO tick of the clock\n".repeat(500));
    let squashed = ctx_pipeline::squash("bash", &log);
    assert!(squashed.text.contains("\n[1 lines omitted]\n") || squashed.text.contains(" lines omitted]\n"));
    assert!(!squashed.text.contains("recall"), "{}", squashed.text);
    for marker in &squashed.markers {
        assert!(
            squashed.text[marker.at..].starts_with(&format!("[{} lines omitted]\n", marker.omitted.count()))
        );
    }
}
