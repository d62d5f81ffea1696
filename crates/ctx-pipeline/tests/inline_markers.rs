//! Every in-line marker a squash writes says where its text is: captured with an archive, on
//! every recorded fixture and every tool output of the 19 trajectories, a cut line's `[… N bytes
//! omitted — recall H line L]` (or `bytes A-B` when the line is longer than a page) and JSON's
//! `"[N items omitted — recall H lines A-B]"` (or `bytes A-B`) recall text that holds exactly what
//! was omitted: the line the cut was made in (its kept head, then N bytes, then its kept tail),
//! the N bytes themselves, or the N elements; and a long JSON string's `[N lines omitted — recall
//! H bytes A-B]` recalls exactly its N dropped lines as written, between the kept ones.

use std::collections::HashMap;
use std::sync::Arc;

use ctx_message::{Conversation, Role, ToolCall};
use ctx_pipeline::{Archive, MemoryArchive, Pipeline, RecallRequest, recall_text};
use ctx_testdata::fixtures;

/// What a marker says where its text is.
#[derive(Debug)]
enum Place {
    Line(usize),
    Lines(usize, usize),
    Bytes(usize, usize),
    /// The handle alone.
    Nowhere,
}

/// The kinds of in-line marker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// `[… N bytes omitted …]`.
    Cut,
    /// `[N items omitted …]`.
    Items,
    /// `[N lines omitted …]` (in-line: inside a JSON string).
    Lines,
}

/// An in-line marker found in a captured output.
#[derive(Debug)]
struct Inline<'a> {
    kind: Kind,
    count: usize,
    handle: &'a str,
    place: Place,
    /// The output's text before the marker on its line, and after it.
    head: &'a str,
    tail: &'a str,
}

fn number(text: &str) -> usize {
    text.parse().unwrap_or_else(|_| panic!("a number: {text:?}"))
}

/// The annotated in-line markers of `text`.
fn inline_markers(text: &str) -> Vec<Inline<'_>> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices('[') {
        let rest = &text[at + 1..];
        let (kind, rest) = match rest.strip_prefix("… ") {
            Some(rest) => (Kind::Cut, rest),
            None if rest.split(' ').nth(1) == Some("lines") => (Kind::Lines, rest),
            None => (Kind::Items, rest),
        };
        let words = match kind {
            Kind::Cut => " bytes omitted — recall ",
            Kind::Items => " items omitted — recall ",
            Kind::Lines => " lines omitted — recall ",
        };
        let Some((count, rest)) = rest.split_once(words) else { continue };
        let Ok(count) = count.parse::<usize>() else { continue };
        let end = at + text[at..].find(']').expect("a closing bracket") + 1;
        let body = &text[text.len() - rest.len()..end - 1];
        let (handle, place) = body.split_once(' ').unwrap_or((body, ""));
        let range = |range: &str| {
            let (first, last) = range.split_once('-').expect("a range");
            (number(first), number(last))
        };
        let place = match place.split_once(' ') {
            Some(("line", line)) => Place::Line(number(line)),
            Some(("lines", lines)) => {
                let (first, last) = range(lines);
                Place::Lines(first, last)
            }
            Some(("bytes", bytes)) => {
                let (first, last) = range(bytes);
                Place::Bytes(first, last)
            }
            _ => Place::Nowhere,
        };
        let line_start = text[..at].rfind('\n').map_or(0, |newline| newline + 1);
        let line_end = text[end..].find('\n').map_or(text.len(), |newline| end + newline);
        found.push(Inline {
            kind,
            count,
            handle,
            place,
            head: &text[line_start..at],
            tail: &text[end..line_end],
        });
    }
    found
}

/// The text `recall` gives for lines or bytes `first..=last`, every page of it (the header lines
/// and the notes after them dropped).
fn recall_all(archive: &dyn Archive, handle: &str, bytes: bool, (first, last): (usize, usize)) -> String {
    let mut text = String::new();
    let mut from = first;
    while from <= last {
        let range = format!("{from}-{last}");
        let request = RecallRequest::handle(handle);
        let request = if bytes { request.bytes(range) } else { request.lines(range) };
        let page =
            recall_text(archive, &request).unwrap_or_else(|error| panic!("recall {request:?}: {error}"));
        let (header, body) = page.split_once('\n').expect("a header line");
        let range = header.split(if bytes { " bytes " } else { " lines " }).nth(1).expect("a range");
        let (page_first, page_last) =
            range.split(" of ").next().and_then(|r| r.split_once('-')).expect("A-B");
        let (page_first, page_last) = (number(page_first), number(page_last));
        assert_eq!(page_first, from, "the page starts where asked");
        if bytes {
            text.push_str(&body[..page_last + 1 - page_first]);
        } else {
            text.extend(body.split_inclusive('\n').take(page_last + 1 - page_first));
        }
        from = page_last + 1;
    }
    text
}

/// The last `max` bytes of `text` (from a char boundary).
fn last_bytes(text: &str, max: usize) -> &str {
    let mut from = text.len().saturating_sub(max);
    while !text.is_char_boundary(from) {
        from += 1;
    }
    &text[from..]
}

/// Whether `line` is one a cut of `count` bytes between `head` and `tail` was made in.
fn cut_from(line: &str, head: &str, count: usize, tail: &str) -> bool {
    let line = line.strip_suffix('\n').unwrap_or(line);
    let Some(before) = line.len().checked_sub(tail.len() + count) else { return false };
    line.ends_with(tail) && line.is_char_boundary(before) && line[..before].ends_with(last_bytes(head, 24))
}

/// The lines of a JSON string's contents as written: its `\n` escapes, plus one.
fn escaped_lines(text: &str) -> usize {
    let (bytes, mut at, mut lines) = (text.as_bytes(), 0, 1);
    while let Some(offset) = bytes[at..].iter().position(|&byte| byte == b'\\') {
        at += offset;
        lines += usize::from(bytes.get(at + 1) == Some(&b'n'));
        at += 2;
        if at >= bytes.len() {
            break;
        }
    }
    lines
}

/// How many markers of each kind were checked, and how many named no place.
#[derive(Debug, Default)]
struct Tally {
    cuts: usize,
    items: usize,
    /// Long JSON strings' dropped lines.
    strings: usize,
    /// Markers that name bytes rather than lines.
    bytes: usize,
    nowhere: Vec<String>,
}

fn check(name: &str, tool: &str, command: &str, original: &str, tally: &mut Tally) {
    let archive = Arc::new(MemoryArchive::new());
    let pipeline = Pipeline::new(128_000).with_archive(archive.clone(), "");
    let call = ToolCall::function("call_1", tool, serde_json::json!({ "command": command }).to_string());
    let captured = pipeline.capture_squashed(&call, original);
    let clean = ctx_squash_text::clean_terminal(original);
    for marker in inline_markers(&captured.text) {
        let what = format!("{name}: {marker:?}");
        match (&marker.place, marker.kind) {
            // A marker line of text: marker_ranges checks it.
            (Place::Lines(..), Kind::Lines) => continue,
            (Place::Bytes(first, last), Kind::Lines) => {
                let recalled = recall_all(&*archive, marker.handle, true, (*first, *last));
                assert_eq!(recalled, original[first - 1..*last], "{what}");
                assert_eq!(escaped_lines(&recalled), marker.count, "{what}: N escaped lines");
                let before = &original[..first - 1];
                assert!(before.ends_with("\\n") || before.ends_with('"'), "{what}: starts a line");
                assert!(original[*last..].starts_with(['\\', '"']), "{what}: ends a line");
                // The kept lines around it, up to a cut's `…` or another marker.
                let head = marker.head.rsplit(['"', '…', ']']).next().unwrap_or_default();
                assert!(before.ends_with(last_bytes(head, 24)), "{what}: the kept line before");
                let tail = marker.tail.split(['"', '…', '[']).next().unwrap_or_default();
                assert!(original[*last..].starts_with(tail), "{what}: the kept line after");
                tally.strings += 1;
            }
            (Place::Line(line), Kind::Cut) => {
                let recalled = recall_all(&*archive, marker.handle, false, (*line, *line));
                let cleaned = clean.split('\n').nth(line - 1).expect("the line exists");
                assert!(
                    cut_from(&recalled, marker.head, marker.count, marker.tail)
                        || cut_from(cleaned.trim_end_matches('\r'), marker.head, marker.count, marker.tail),
                    "{what}: the recalled line {recalled:?}"
                );
            }
            (Place::Bytes(first, last), Kind::Cut) => {
                assert_eq!(last + 1 - first, marker.count, "{what}: the range is N bytes");
                let recalled = recall_all(&*archive, marker.handle, true, (*first, *last));
                assert_eq!(recalled, original[first - 1..*last], "{what}");
                assert!(
                    original[..first - 1].ends_with(last_bytes(marker.head, 24)),
                    "{what}: the head before"
                );
                assert!(original[*last..].starts_with(marker.tail), "{what}: the tail after");
            }
            (Place::Bytes(first, last), Kind::Items) => {
                let recalled = recall_all(&*archive, marker.handle, true, (*first, *last));
                assert_eq!(recalled, original[first - 1..*last], "{what}");
                let elements: Vec<serde_json::Value> = serde_json::from_str(&format!("[{recalled}]"))
                    .unwrap_or_else(|error| {
                        panic!("{what}: the recalled elements parse: {error}: {recalled}")
                    });
                assert_eq!(elements.len(), marker.count, "{what}: N elements");
            }
            (Place::Lines(first, last), Kind::Items) => {
                let recalled = recall_all(&*archive, marker.handle, false, (*first, *last));
                let lines: String =
                    original.split_inclusive('\n').skip(first - 1).take(last + 1 - first).collect();
                let lines = lines.replace("\r\n", "\n");
                assert_eq!(recalled, lines, "{what}");
                // The lines hold the elements: whole lines of them, or the elements between an
                // opening bracket's line and a closing one.
                let trimmed = recalled.trim().trim_end_matches(',');
                let parsed = serde_json::from_str::<Vec<serde_json::Value>>(&format!("[{trimmed}]"));
                if let Ok(elements) = parsed {
                    assert_eq!(elements.len(), marker.count, "{what}: N elements");
                }
            }
            (Place::Nowhere, _) => tally.nowhere.push(what.clone()),
            (place, kind) => panic!("{what}: a {kind:?} marker names {place:?}"),
        }
        tally.bytes += usize::from(matches!(marker.place, Place::Bytes(..)));
        match marker.kind {
            Kind::Cut => tally.cuts += 1,
            Kind::Items => tally.items += 1,
            Kind::Lines => {}
        }
    }
}

#[test]
fn every_inline_marker_recalls_the_text_it_stands_for() {
    let mut tally = Tally::default();
    for fixture in fixtures::fixtures() {
        let (entry, text) = (&fixture.entry, &fixture.text);
        check(&entry.name, &entry.tool, &entry.command, text, &mut tally);
    }
    for path in ctx_testdata::trajectory_paths() {
        let conversation = Conversation::parse(&ctx_testdata::read(&path)).expect("parses");
        let mut calls: HashMap<String, ToolCall> = HashMap::new();
        for (index, message) in conversation.messages.iter().enumerate() {
            for call in message.calls() {
                calls.insert(call.id.clone(), call.clone());
            }
            if message.role != Role::Tool {
                continue;
            }
            let id = message.tool_call_id.as_deref().unwrap_or_default();
            let call = calls.get(id).cloned().unwrap_or_else(|| ToolCall::function(id, "bash", "{}"));
            let name = format!("{} message {index}", ctx_testdata::file_name(&path));
            let command = serde_json::from_str::<serde_json::Value>(&call.function.arguments)
                .ok()
                .and_then(|arguments| arguments["command"].as_str().map(str::to_owned))
                .unwrap_or_default();
            check(&name, &call.function.name, &command, &message.content.text(), &mut tally);
        }
    }
    assert!(tally.nowhere.is_empty(), "markers naming no place: {:#?}", tally.nowhere);
    // 30 cuts and 65 items markers on 2026-12-03, 40 of them naming bytes (minified JSON); 10
    // long JSON strings' dropped lines on 2026-12-04.
    assert!(
        tally.cuts >= 25 && tally.items >= 50 && tally.bytes >= 30 && tally.strings >= 8,
        "too few checked: {tally:?}"
    );
}
