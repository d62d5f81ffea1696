//! The recall tool: anything ctx removed, given back when the agent asks, in bounded pages.
//!
//! Every marker and placeholder ctx writes while an archive is attached names the original's
//! handle and says how to get it back (`[412 lines omitted — recall a1b2c3d4 lines 120-531]`).
//! The host registers [`recall_tool`] with its model and answers its calls with
//! [`Pipeline::recall`](crate::Pipeline::recall); `ctx recall` answers the same words on the
//! command line.

mod locate;
mod strings;
mod weigh;

use std::fmt::Write as _;

use ctx_archive::{Archive, Error, LineRange, MAX_HITS, MAX_MATCHES, PAGE_BYTES};
use serde_json::{Value, json};

/// The recall tool's name.
pub const RECALL_TOOL: &str = "recall";

/// The recall tool's definition in the OpenAI function-calling format (`{"type": "function",
/// "function": {...}}`), for the host to send with its tools.
///
/// ```
/// let tool = ctx_pipeline::recall_tool();
/// assert_eq!(tool["function"]["name"], "recall");
/// assert!(tool["function"]["parameters"]["properties"]["lines"].is_object());
/// ```
pub fn recall_tool() -> Value {
    json!({
        "type": "function",
        "function": {
            "name": RECALL_TOOL,
            "description": "Get back text that was shortened or removed from this conversation. Markers such as \
                `[412 lines omitted — recall a1b2c3d4 lines 120-531]` or `[… 900 bytes omitted — recall a1b2c3d4 line 7]` \
                name a handle: call recall with that handle and the lines (or bytes) the marker names to read the \
                original. \
                Give `pattern` to list the lines of one original that match a regular expression, or `query` \
                alone to find the originals where a phrase occurs. Answers come a page at a time and say how \
                to ask for the next page.",
            "parameters": {
                "type": "object",
                "properties": {
                    "handle": {"type": "string", "description": "The handle from a marker, such as a1b2c3d4."},
                    "lines": {"type": "string", "description": "Which lines, such as 120-531 or 500- (to the end)."},
                    "bytes": {"type": "string", "description": "Which bytes, such as 5001-6304 (numbered from 1), when a marker names bytes: text inside a line too long for a page."},
                    "pattern": {"type": "string", "description": "A regular expression: list the matching lines of the original."},
                    "query": {"type": "string", "description": "A phrase to find across every archived original."}
                },
                "additionalProperties": false
            }
        }
    })
}

/// What a recall asks for: the recall tool's arguments, or `ctx recall`'s.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct RecallRequest {
    /// The handle a marker names.
    pub handle: Option<String>,
    /// Which lines: `120-531`, `500-` (to the end), `42`.
    pub lines: Option<String>,
    /// Which bytes (numbered from 1): `5001-6304`, `5001-` (to the end).
    pub bytes: Option<String>,
    /// A regular expression: the original's matching lines.
    pub pattern: Option<String>,
    /// A phrase to find across every archived original (without a handle).
    pub query: Option<String>,
}

impl RecallRequest {
    /// A request for the first page of `handle`.
    pub fn handle(handle: impl Into<String>) -> Self {
        RecallRequest { handle: Some(handle.into()), ..RecallRequest::default() }
    }

    /// A search across every original for `query`.
    pub fn search(query: impl Into<String>) -> Self {
        RecallRequest { query: Some(query.into()), ..RecallRequest::default() }
    }

    /// The same request for these lines.
    #[must_use]
    pub fn lines(mut self, lines: impl Into<String>) -> Self {
        self.lines = Some(lines.into());
        self
    }

    /// The same request for these bytes.
    #[must_use]
    pub fn bytes(mut self, bytes: impl Into<String>) -> Self {
        self.bytes = Some(bytes.into());
        self
    }

    /// The same request for the lines matching `pattern`.
    #[must_use]
    pub fn pattern(mut self, pattern: impl Into<String>) -> Self {
        self.pattern = Some(pattern.into());
        self
    }

    /// Reads a call's arguments (a JSON object); `Err` is the sentence to answer with.
    fn parse(arguments: &str) -> Result<RecallRequest, String> {
        let value: Value = serde_json::from_str(arguments)
            .map_err(|error| format!("recall: the arguments are not a JSON object ({error})."))?;
        let Value::Object(fields) = value else {
            return Err(
                "recall: the arguments must be a JSON object such as {\"handle\": \"a1b2c3d4\"}.".to_owned()
            );
        };
        let text = |key: &str| -> Result<Option<String>, String> {
            match fields.get(key) {
                None | Some(Value::Null) => Ok(None),
                Some(Value::String(text)) if text.trim().is_empty() => Ok(None),
                Some(Value::String(text)) => Ok(Some(text.trim().to_owned())),
                Some(Value::Number(number)) if key == "lines" || key == "bytes" => {
                    Ok(Some(number.to_string()))
                }
                Some(_) => Err(format!("recall: `{key}` must be a string.")),
            }
        };
        Ok(RecallRequest {
            handle: text("handle")?,
            lines: text("lines")?,
            bytes: text("bytes")?,
            pattern: text("pattern")?,
            query: text("query")?,
        })
    }
}

/// Answers a recall call with text for the model: never an error, never unbounded.
pub(crate) fn answer(archive: &dyn Archive, arguments: &str) -> String {
    recall_answer(archive, arguments).unwrap_or_else(|sentence| sentence)
}

/// Answers a call of the [`recall_tool`] (its JSON arguments) as [`Pipeline::recall`](crate::Pipeline::recall)
/// does, telling a request that could not be answered apart: `Err` holds the sentence saying what
/// to ask instead (arguments that are not an object, neither a handle nor a query, an unknown or
/// ambiguous handle, lines past the end, an invalid pattern, …), for hosts that flag tool errors
/// (an MCP tool result's `isError`). A search that finds nothing is an answer, not an error.
///
/// ```
/// use ctx_pipeline::{Archive, MemoryArchive, recall_answer};
///
/// let archive = MemoryArchive::new();
/// let handle = archive.put(b"one\ntwo\n", Some("bash")).expect("kept");
/// let page = recall_answer(&archive, &format!(r#"{{"handle": "{handle}", "lines": "2"}}"#));
/// assert_eq!(page, Ok(format!("{handle} lines 2-2 of 2:\ntwo\n")));
/// let unknown = recall_answer(&archive, r#"{"handle": "00000000"}"#).unwrap_err();
/// assert!(unknown.starts_with("recall: no original with handle 00000000"), "{unknown}");
/// ```
pub fn recall_answer(archive: &dyn Archive, arguments: &str) -> Result<String, String> {
    let request = RecallRequest::parse(arguments)?;
    if request.handle.is_none() && request.query.is_none() {
        return Err(ASK_FOR_A_HANDLE.to_owned());
    }
    recall_text(archive, &request).map_err(|error| format!("recall: {}.", hint(&error)))
}

/// The answer to a recall that names neither a handle nor a query.
const ASK_FOR_A_HANDLE: &str = "recall: give the `handle` a marker names (such as a1b2c3d4), or a `query` to search every archived original.";

/// The answer to a recall, as the recall tool and `ctx recall` give it: a page of an original
/// (`a1b2c3d4 lines 120-319 of 2496:` then the lines, and how to ask for the next page), its
/// lines matching a pattern, or the originals where a phrase occurs. The archive's error
/// otherwise (an unknown or ambiguous handle, lines past the end, an invalid regex, …; a `lines`
/// that is not a range is [`Error::InvalidRange`] from 0 to 0, a `bytes` that is not a range
/// [`Error::BytesOutside`] byte 0 of 0). `bytes` (a span of the original, numbered from 1, for
/// text inside a line too long for a page) answers `a1b2c3d4 bytes 5001-6304 of 90211:` then
/// the text, at most [`PAGE_BYTES`] of it, and says how to ask for the rest.
pub fn recall_text(archive: &dyn Archive, request: &RecallRequest) -> Result<String, Error> {
    let Some(typed) = &request.handle else {
        return match &request.query {
            Some(query) => search(archive, query),
            None => Ok(ASK_FOR_A_HANDLE.to_owned()),
        };
    };
    let handle = archive.resolve(typed)?;
    if let Some(pattern) = &request.pattern {
        let matches = archive.grep(&handle, pattern, MAX_MATCHES)?;
        let mut out = format!(
            "{} of {} lines of {handle} match /{pattern}/{}:\n",
            matches.total,
            matches.total_lines,
            if matches.lines.len() < matches.total {
                format!(" (the first {} shown)", matches.lines.len())
            } else {
                String::new()
            }
        );
        for line in &matches.lines {
            let _ = writeln!(out, "{}: {}", line.line, line.text);
        }
        return Ok(out);
    }
    if let Some(bytes) = &request.bytes {
        let range = parse_lines(bytes)
            .filter(|range| range.last.is_none_or(|last| last >= range.first))
            .ok_or(Error::BytesOutside { first: 0, total: 0 })?;
        let (first, last) = (range.first, range.last.unwrap_or(usize::MAX));
        let span = archive.bytes(&handle, first, (last - first).saturating_add(1).min(PAGE_BYTES))?;
        let end = last.min(span.total);
        let mut shown = &span.bytes[..];
        // A page that stops short of the range ends before a character it would cut.
        if span.last() < end
            && let Err(error) = std::str::from_utf8(shown)
            && error.error_len().is_none()
            && error.valid_up_to() > 0
        {
            shown = &shown[..error.valid_up_to()];
        }
        let shown_last = span.first + shown.len() - 1;
        let text = String::from_utf8_lossy(shown);
        let mut out = format!("{handle} bytes {}-{shown_last} of {}:\n{text}", span.first, span.total);
        if !text.ends_with('\n') {
            out.push('\n');
        }
        if shown_last < end {
            let _ = writeln!(out, "[more: recall {handle} bytes {}-{end}]", shown_last + 1);
        }
        return Ok(out);
    }
    let range = match &request.lines {
        Some(lines) => parse_lines(lines).ok_or(Error::InvalidRange { first: 0, last: 0 })?,
        None => LineRange::default(),
    };
    let page = archive.lines(&handle, &range)?;
    let mut out =
        format!("{handle} lines {}-{} of {}:\n{}", page.first, page.last, page.total_lines, page.text);
    if page.cut {
        let _ = writeln!(out, "[line {} is longer than a page and cut here]", page.first);
    }
    if let Some(next) = page.next {
        let _ = writeln!(out, "[more: recall {handle} lines {next}-{}]", range_end(&range, page.total_lines));
    }
    Ok(out)
}

/// Where the range asked for ends (the original's last line when it was open).
fn range_end(range: &LineRange, total: usize) -> usize {
    range.last.unwrap_or(total).min(total)
}

fn search(archive: &dyn Archive, query: &str) -> Result<String, Error> {
    let found = archive.search(query, MAX_HITS)?;
    if found.total == 0 {
        return Ok(format!("recall: no archived original contains \"{query}\"."));
    }
    let mut out = format!(
        "{} archived {} \"{query}\"{}:\n",
        found.total,
        if found.total == 1 { "original contains" } else { "originals contain" },
        if found.hits.len() < found.total {
            format!(" (the best {} shown)", found.hits.len())
        } else {
            String::new()
        }
    );
    for hit in &found.hits {
        let label = hit.label.as_deref().map(|label| format!(" ({label})")).unwrap_or_default();
        let _ = writeln!(out, "{}{label} line {}: {}", hit.handle, hit.line, hit.snippet.trim_end());
    }
    Ok(out)
}

/// How a note that names a handle starts.
const RECALL: &str = "recall ";

/// How a marker reads once its original is archived (`recall a1b2c3d4`), or when it could not be
/// (`original not kept`).
pub(crate) fn note(handle: Option<&ctx_archive::Handle>) -> String {
    match handle {
        Some(handle) => format!("{RECALL}{handle}"),
        None => "original not kept".to_owned(),
    }
}

/// What a squash's text is, for [`annotate`]: JSON's markers are elements and strings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shape {
    /// Lines of text.
    Text,
    /// A JSON document, or a stream of them.
    Json,
    /// Newline-delimited JSON records, with the squasher's `[N lines omitted]` between them.
    Ndjson,
}

/// The kinds of marker a squash writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// `[N lines omitted]`.
    Lines,
    /// `[N items omitted]`, a JSON array's elements.
    Items,
    /// `[… N bytes omitted]`, the middle of a line.
    Bytes,
}

/// The marker starting at `at` (a `[`) of `text`: where it ends, its kind and its count.
fn marker_at(text: &str, at: usize) -> Option<(usize, Kind, usize)> {
    let after = at + 1;
    let (cut, digits_at) = match text.get(after..)?.strip_prefix("… ") {
        Some(_) => (true, after + "… ".len()),
        None => (false, after),
    };
    let digits = text[digits_at..].bytes().take_while(u8::is_ascii_digit).count();
    let count = text[digits_at..digits_at + digits].parse().ok()?;
    let rest = &text[digits_at + digits..];
    let (kind, words) = if cut {
        (Kind::Bytes, " bytes omitted]")
    } else if rest.starts_with(" lines omitted]") {
        (Kind::Lines, " lines omitted]")
    } else {
        (Kind::Items, " items omitted]")
    };
    rest.starts_with(words).then_some((digits_at + digits + words.len(), kind, count))
}

/// `squashed` (a squash of `original`, with the `[N lines omitted]` markers its squasher wrote)
/// with every omission marker saying `note` and, when `note` names a handle, where in the
/// original the omitted text is, as `recall` takes it:
///
/// - `[412 lines omitted]` becomes `[412 lines omitted — recall a1b2c3d4 lines 120-531]`, the
///   lines the squasher says it stands for;
/// - `[… 900 bytes omitted]` becomes `[… 900 bytes omitted — recall a1b2c3d4 line 7]`, the line
///   it was cut from (found again by the kept head and tail around the cut and the exact count
///   between them), or `… bytes 5001-5900` (numbered from 1) when that line is longer than a
///   page;
/// - JSON's `"[12 items omitted]"` becomes `"[12 items omitted — recall a1b2c3d4 lines 40-63]"`,
///   the lines holding those elements when they span several, else `bytes A-B`, their exact
///   span (found by walking the squashed JSON beside the original: keys by name, elements by
///   count).
///
/// - a `[N lines omitted]` line inside a long JSON string becomes `[N lines omitted — recall
///   a1b2c3d4 bytes 5001-9120]`, the bytes of the N escaped lines it stands for, as written (found
///   between the kept line before it and the kept line after it, N lines apart).
///
/// A marker whose place cannot be found for certain says the handle alone. A line of the original that merely reads like a marker of
/// lines is left as it is (outside JSON). A squash with no marker (strings elided in JSON,
/// terminal noise removed) says it once: in its first elided JSON string (`"… [recall
/// a1b2c3d4]"`, so JSON stays JSON), else on a last line of its own.
pub(crate) fn annotate(
    original: &str,
    squashed: &str,
    markers: &[crate::Marker],
    note: &str,
    shape: Shape,
) -> String {
    annotate_with(original, squashed, markers, note, shape, None)
}

/// What [`annotate_with`] reads of the original whatever its squash: the line index a cut's line
/// is looked for in. Built beforehand where a core is free — at capture, on the put's thread
/// beside the squash ([`Pipeline::capture_squashed`](crate::Pipeline::capture_squashed)) — so
/// that the command's path after the squash does not index the original's lines (0.8 M
/// instructions of a 1 MB log's capture).
pub(crate) struct Indexed<'a> {
    original: &'a str,
    lines: locate::Lines<'a>,
}

impl<'a> Indexed<'a> {
    /// Indexes `original`'s lines.
    pub(crate) fn new(original: &'a str) -> Self {
        Indexed { original, lines: locate::Lines::new(original) }
    }
}

/// A cell for the original's line index: holding `indexed`'s when that indexes `original` itself,
/// else empty (filled on first use).
fn index_cell<'a>(indexed: Option<Indexed<'a>>, original: &'a str) -> std::cell::OnceCell<locate::Lines<'a>> {
    match indexed {
        Some(indexed) if std::ptr::eq(indexed.original, original) => std::cell::OnceCell::from(indexed.lines),
        _ => std::cell::OnceCell::new(),
    }
}

/// [`annotate`], given the original's line index already built ([`Indexed`]). An index of any
/// other text than `original` (another slice, even of equal bytes) is not read: the original is
/// indexed anew, as without one.
pub(crate) fn annotate_with(
    original: &str,
    squashed: &str,
    markers: &[crate::Marker],
    note: &str,
    shape: Shape,
    indexed: Option<Indexed<'_>>,
) -> String {
    let named = note.starts_with(RECALL);
    let lines = index_cell(indexed, original);
    let lines = || lines.get_or_init(|| locate::Lines::new(original));
    let cleaned = std::cell::OnceCell::new();
    let cleaned = || cleaned.get_or_init(|| ctx_squash_text::clean_terminal(original));
    // The cleaned original's lines, built once, and only when cleaning changed something.
    let cleaned_lines = std::cell::OnceCell::new();
    let cleaned_lines = || {
        let changed = matches!(cleaned(), std::borrow::Cow::Owned(_));
        cleaned_lines.get_or_init(|| changed.then(|| locate::Lines::new(cleaned()))).as_ref()
    };
    let items = if named && shape != Shape::Text && squashed.contains(" items omitted]\"") {
        let ndjson = (shape == Shape::Ndjson).then(|| locate::ndjson_lines(squashed, markers));
        locate::items(original, squashed, ndjson.as_deref())
    } else {
        std::collections::HashMap::new()
    };
    let mut out = String::with_capacity(squashed.len() + 64);
    let (mut copied, mut annotated) = (0, false);
    let mut written = markers.iter().peekable();
    // The original line after the last place found: where the next cut is looked for first.
    let mut next_line = 0;
    // The original byte after the last long string's dropped lines found.
    let mut next_string = 0;
    for at in memchr::memchr_iter(b'[', squashed.as_bytes()) {
        let Some((end, kind, count)) = marker_at(squashed, at) else { continue };
        // The squasher's markers before this one were not found: they do not exist.
        while let Some(marker) = written.next_if(|marker| marker.at < at) {
            next_line = next_line.max(marker.omitted.last + 1);
        }
        // The lines a text's marker stands for: written instead when no longer than it.
        let mut spellable = None;
        let mut cut_bytes: Option<&str> = None;
        let place = match kind {
            Kind::Lines => match written.next_if(|marker| marker.at == at) {
                Some(marker) => {
                    next_line = next_line.max(marker.omitted.last + 1);
                    if shape == Shape::Text {
                        spellable = Some((marker.omitted.first, marker.omitted.last));
                    }
                    let (first, last) = marker.lines();
                    named.then(|| format!("lines {first}-{last}"))
                }
                // Original text that reads like a marker of lines.
                None if shape == Shape::Text => continue,
                // A long JSON string's dropped lines: their bytes.
                None if named => string_place(original, squashed, (at, end, count), &mut next_string),
                None => None,
            },
            Kind::Bytes if named => {
                let (place, bytes) =
                    byte_place(squashed, (at, end, count), lines(), cleaned_lines, &mut next_line);
                cut_bytes = bytes;
                place
            }
            Kind::Items if named => {
                at.checked_sub(1).and_then(|quote| items.get(&quote)).map(|&(from, to)| {
                    let lines = lines();
                    let (first, last) = (lines.line_of(from), lines.line_of(to.saturating_sub(1)));
                    if first < last && lines.longest(first, last) <= PAGE_BYTES {
                        format!("lines {}-{}", first + 1, last + 1)
                    } else {
                        format!("bytes {}-{to}", from + 1)
                    }
                })
            }
            Kind::Bytes | Kind::Items => None,
        };
        out.push_str(&squashed[copied..at]);
        let marked = out.len();
        let _ = match place {
            Some(place) => write!(out, "{} — {note} {place}]", &squashed[at..end - 1]),
            None => write!(out, "{} — {note}]", &squashed[at..end - 1]),
        };
        copied = end;
        // (Raw bytes the terminal cleaning would change are left to the marker.)
        if let Some(bytes) = cut_bytes.filter(|bytes| {
            !bytes.bytes().any(|byte| byte == 0x1b || byte == b'\r')
                && weigh::no_dearer(bytes, &out[marked..])
        }) {
            out.truncate(marked);
            out.push_str(bytes);
            continue;
        }
        if spellable
            .filter(|_| on_own_line(squashed, at, end))
            .is_some_and(|range| spell_out(&mut out, marked, lines(), cleaned_lines, range))
        {
            continue;
        }
        annotated = true;
    }
    out.push_str(&squashed[copied..]);
    if annotated {
        return out;
    }
    // No marker left (none written, or each written out as its lines): said once.
    said_once(&out, note, shape)
}

/// What a capture stores in place of `annotated`, the squash of `output` with its markers
/// annotated ([`annotate_with`]), when that costs no fewer tokens than the whole: `None` keeps the
/// squash. The whole is the cleaned output the squash started from (terminal noise removed, as
/// the squasher read it, saying `note` once as a squash with no marker does: what cleaning removed
/// is recalled by it) when cleaning changed something and that costs fewer tokens than the output,
/// else the output itself. Weighed by [`weigh::cheaper`]: counted only where the bytes are close.
pub(crate) fn whole_instead<'a>(
    output: &'a str,
    annotated: &str,
    note: &str,
    shape: Shape,
) -> Option<std::borrow::Cow<'a, str>> {
    use std::borrow::Cow;
    match ctx_squash_text::clean_terminal(output) {
        Cow::Borrowed(_) => (!weigh::cheaper(annotated, output)).then_some(Cow::Borrowed(output)),
        Cow::Owned(cleaned) => {
            let said = said_once(&cleaned, note, shape);
            // Kept when cheaper than the cheaper of the two wholes (review53: cheaper than the
            // cleaned text with its note, yet dearer than the output, when cleaning saved less
            // than the note costs). The squash against the output first: most often a shortcut,
            // where the two wholes would be counted in full.
            if weigh::cheaper(annotated, &said)
                && (weigh::cheaper(annotated, output) || weigh::cheaper(&said, output))
            {
                return None;
            }
            Some(if weigh::cheaper(&said, output) { Cow::Owned(said) } else { Cow::Borrowed(output) })
        }
    }
}

/// Where the byte cut whose marker spans `at..end` of `squashed` (omitting `count` bytes) is in
/// the original — `line N`, or `bytes A-B` in a line longer than a page — and the bytes it cut,
/// when they stand in an original line as they are; the line is looked for from `next_line` on,
/// which moves past it.
fn byte_place<'o, 'c>(
    squashed: &str,
    (at, end, count): (usize, usize, usize),
    lines: &locate::Lines<'o>,
    cleaned_lines: impl FnOnce() -> Option<&'c locate::Lines<'c>>,
    next_line: &mut usize,
) -> (Option<String>, Option<&'o str>) {
    let cut = locate::Cut::at(squashed, at, end, count);
    if let Some((index, offset)) = cut.find(lines, *next_line) {
        *next_line = index + 1;
        let Some((start, line)) = lines.get(index) else { return (None, None) };
        let place = if line.len() <= PAGE_BYTES {
            format!("line {}", index + 1)
        } else {
            format!("bytes {}-{}", start + offset + 1, start + offset + count)
        };
        return (Some(place), line.get(offset..offset + count));
    }
    // Cut from a line the terminal cleaning changed: its line, if a page holds it.
    let place = cleaned_lines()
        .and_then(|cleaned| cut.find(cleaned, *next_line))
        .filter(|(index, _)| lines.get(*index).is_some_and(|(_, line)| line.len() <= PAGE_BYTES))
        .map(|(index, _)| {
            *next_line = index + 1;
            format!("line {}", index + 1)
        });
    (place, None)
}

/// A squash with no marker (strings elided in JSON, terminal noise removed, every marker written
/// out as its lines) saying `note` once: in its first elided JSON string, else on a last line.
fn said_once(squashed: &str, note: &str, shape: Shape) -> String {
    if shape != Shape::Text {
        // An elided value, not the skeleton note's key `"…":`.
        let elided = squashed
            .match_indices("\"…\"")
            .map(|(at, _)| at)
            .find(|&at| squashed.as_bytes().get(at + "\"…\"".len()) != Some(&b':'));
        if let Some(at) = elided {
            return format!("{}\"… [{note}]\"{}", &squashed[..at], &squashed[at + "\"…\"".len()..]);
        }
        // Else a skeleton's note that its members were left out (ctx-squash-json).
        let skeleton = format!("\"{}\"", ctx_squash_json::SKELETON_NOTE);
        if let Some(at) = squashed.find(&skeleton) {
            let end = at + skeleton.len() - 1;
            return format!("{} [{note}]{}", &squashed[..end], &squashed[end..]);
        }
        return squashed.to_owned();
    }
    let newline = if squashed.ends_with('\n') || squashed.is_empty() { "" } else { "\n" };
    format!("{squashed}{newline}[squashed — {note}]\n")
}

/// Whether the marker at `at..end` of `squashed` is a line of its own (nothing before it on its
/// line, nothing after it but the line's end).
fn on_own_line(squashed: &str, at: usize, end: usize) -> bool {
    let starts = at == 0 || squashed.as_bytes().get(at - 1) == Some(&b'\n');
    let ends = matches!(squashed.as_bytes().get(end), None | Some(b'\n'));
    starts && ends
}

/// Writes lines `first..=last` (0-based) of the original in place of the marker `out` holds from
/// byte `marked` on, when they cost no more tokens or bytes than it ([`spelled`]): whether it did.
fn spell_out<'c>(
    out: &mut String,
    marked: usize,
    lines: &locate::Lines<'_>,
    cleaned: impl FnOnce() -> Option<&'c locate::Lines<'c>>,
    (first, last): (usize, usize),
) -> bool {
    let Some(text) = spelled(lines, cleaned, first, last, &out[marked..]) else { return false };
    out.truncate(marked);
    // A note over lines shown above (`(4 lines repeat lines 86-89)`) tells what its marker stands
    // for: the lines written out instead, it goes too.
    if let Some(line) = out.strip_suffix('\n') {
        let start = line.rfind('\n').map_or(0, |newline| newline + 1);
        if line.get(start..).is_some_and(ctx_squash_core::is_repeat_note) {
            out.truncate(start);
        }
    }
    out.push_str(&text);
    true
}

/// Lines `first..=last` (0-based) of the original, joined by `\n`, when they cost no more tokens
/// or bytes than `marker` — the marker, handle and place included, that would stand for them: a
/// marker is never written where the lines it stands for cost no more ([`weigh::no_dearer`]). A line that
/// holds what the terminal cleaning changes (an escape, a bare `\r`) is written as the squasher
/// read it, from `cleaned`, the cleaned original's lines (the same lines: cleaning keeps every
/// newline). `None` when a line is missing, or the lines hold more words than
/// [`weigh::most_words`] allows for the marker (dearer, never counted).
fn spelled<'c>(
    lines: &locate::Lines<'_>,
    cleaned: impl FnOnce() -> Option<&'c locate::Lines<'c>>,
    first: usize,
    last: usize,
    marker: &str,
) -> Option<String> {
    // Each line but a blank one holds a word at least: more words than that are never weighed.
    let marker_tokens = ctx_tokens::count_tokens(marker);
    let most = weigh::most_words(marker_tokens);
    if last < first {
        return None;
    }
    let mut cleaned = Some(cleaned);
    let mut cleaned_lines = None;
    let mut text = String::new();
    let mut words = 0;
    for index in first..=last {
        let (_, mut line) = lines.get(index)?;
        if line.bytes().any(|byte| byte == 0x1b || byte == b'\r') {
            if let Some(clean) = cleaned.take() {
                cleaned_lines = clean();
            }
            line = cleaned_lines?.get(index)?.1;
        }
        words += weigh::words(line);
        if words > most {
            return None;
        }
        if index > first {
            text.push('\n');
        }
        text.push_str(line);
    }
    weigh::no_dearer_counted(&text, marker, marker_tokens).then_some(text)
}

/// Where the lines a `[N lines omitted]` marker at `at..end` of a long JSON string dropped are in
/// the original (`bytes A-B`), looked for from byte `from` on, which it moves past them.
fn string_place(
    original: &str,
    squashed: &str,
    (at, end, count): (usize, usize, usize),
    from: &mut usize,
) -> Option<String> {
    let (start, stop) = strings::StringCut::at(squashed, at, end, count)?.find(original, *from)?;
    *from = stop;
    Some(format!("bytes {}-{stop}", start + 1))
}

/// `120-531`, `500-`, `42`; `None` for anything else.
pub(crate) fn parse_lines(text: &str) -> Option<LineRange> {
    let text = text.trim();
    match text.split_once('-') {
        Some((first, "")) => Some(LineRange::starting_at(first.trim().parse().ok()?)),
        Some((first, last)) => Some(LineRange::new(first.trim().parse().ok()?, last.trim().parse().ok()?)),
        None => {
            let line = text.parse().ok()?;
            Some(LineRange::new(line, line))
        }
    }
}

/// The archive's error as a sentence that says what to do next.
fn hint(error: &Error) -> String {
    match error {
        Error::BytesOutside { first: 0, total: 0 } => {
            "`bytes` must be a range of bytes such as 5001-6304 (numbered from 1) or 5001- (to the end)"
                .to_owned()
        }
        Error::InvalidRange { first: 0, last: 0 } => {
            "`lines` must be a line or a range of lines such as 120-531 or 500- (to the end)".to_owned()
        }
        Error::UnknownHandle(_) => {
            format!("{error}; it may have been evicted, or mistyped: copy the handle from the marker")
        }
        Error::AmbiguousHandle { .. } => format!("{error}; give more of its digits"),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ctx_archive::MemoryArchive;

    fn archive_with_log() -> (MemoryArchive, String) {
        let archive = MemoryArchive::new();
        let mut log: String = (1..=500).fold(String::new(), |mut log, n| {
            let _ = writeln!(log, "test case_{n} ... ok");
            log
        });
        log.push_str("test parser::nested ... FAILED\n");
        let handle = archive.put(log.as_bytes(), Some("cargo test")).expect("put").to_string();
        (archive, handle)
    }

    #[track_caller]
    fn check(archive: &dyn Archive, arguments: &str, expected_start: &str) -> String {
        let text = answer(archive, arguments);
        assert!(text.starts_with(expected_start), "{arguments}: {text}");
        text
    }

    #[test]
    fn pages_greps_and_searches() {
        let (archive, handle) = archive_with_log();
        let page = check(
            &archive,
            &format!(r#"{{"handle":"{handle}","lines":"499-501"}}"#),
            &format!("{handle} lines 499-501 of 501:\n"),
        );
        assert!(page.ends_with("test parser::nested ... FAILED\n"));
        let first = check(
            &archive,
            &format!(r#"{{"handle":"{handle}"}}"#),
            &format!("{handle} lines 1-200 of 501:\n"),
        );
        assert!(first.ends_with(&format!("[more: recall {handle} lines 201-501]\n")), "{first}");
        check(
            &archive,
            &format!(r#"{{"handle":"{handle}","pattern":"FAILED"}}"#),
            &format!("1 of 501 lines of {handle} match /FAILED/:\n501: "),
        );
        check(
            &archive,
            &format!(r#"{{"handle":"{handle}","bytes":"6-14"}}"#),
            &format!("{handle} bytes 6-14 of 10423:\ncase_1 ..\n"),
        );
        let rest = check(
            &archive,
            &format!(r#"{{"handle":"{handle}","bytes":"10400-"}}"#),
            &format!("{handle} bytes 10400-10423 of 10423:\n"),
        );
        assert!(rest.ends_with("::nested ... FAILED\n"), "{rest}");
        // A page of bytes holds at most PAGE_BYTES, ends before a character it would cut, and
        // says where the rest starts.
        let wide = archive.put(format!("a{}", "é".repeat(20_000)).as_bytes(), None).expect("put");
        let page = check(
            &archive,
            &format!(r#"{{"handle":"{wide}","bytes":"1-"}}"#),
            &format!("{wide} bytes 1-16383 of 40001:\na"),
        );
        assert!(page.ends_with(&format!("é\n[more: recall {wide} bytes 16384-40001]\n")), "{page}");
        check(
            &archive,
            r#"{"query":"parser::nested"}"#,
            &format!("1 archived original contains \"parser::nested\":\n{handle} (cargo test) line 501"),
        );
    }

    #[test]
    fn bad_requests_get_a_sentence_back() {
        let (archive, handle) = archive_with_log();
        check(&archive, "not json", "recall: the arguments are not a JSON object");
        check(&archive, "[1]", "recall: the arguments must be a JSON object");
        check(&archive, "{}", "recall: give the `handle`");
        check(&archive, r#"{"handle":"00000000"}"#, "recall: no original with handle 00000000");
        check(&archive, r#"{"handle":"xyz"}"#, "recall: \"xyz\" is not a handle");
        check(
            &archive,
            &format!(r#"{{"handle":"{handle}","lines":"900-"}}"#),
            "recall: line 900 is past the end: the original has 501 lines",
        );
        check(
            &archive,
            &format!(r#"{{"handle":"{handle}","lines":"a-b"}}"#),
            "recall: `lines` must be a line or a range",
        );
        check(&archive, &format!(r#"{{"handle":"{handle}","pattern":"("}}"#), "recall: invalid regex");
        for bad in ["x", "9-3", "0-"] {
            check(
                &archive,
                &format!(r#"{{"handle":"{handle}","bytes":"{bad}"}}"#),
                if bad == "0-" {
                    "recall: byte 0 is outside the original"
                } else {
                    "recall: `bytes` must be a range of bytes"
                },
            );
        }
        check(
            &archive,
            &format!(r#"{{"handle":"{handle}","bytes":"20000-20001"}}"#),
            "recall: byte 20000 is outside the original: it has 10423 bytes, numbered from 1",
        );
        check(
            &archive,
            &format!(r#"{{"handle":"{handle}","lines":[1]}}"#),
            "recall: `lines` must be a string",
        );
        check(&archive, r#"{"query":"no such phrase anywhere"}"#, "recall: no archived original contains");
    }

    #[test]
    fn answers_tell_errors_apart() {
        let (archive, handle) = archive_with_log();
        for bad in ["not json", "{}", r#"{"handle":"00000000"}"#, r#"{"query":" -- "}"#] {
            let error = recall_answer(&archive, bad).expect_err(bad);
            assert_eq!(answer(&archive, bad), error, "the same sentence either way");
        }
        assert!(
            recall_answer(&archive, r#"{"query":"no such phrase anywhere"}"#).is_ok(),
            "nothing found is an answer"
        );
        assert!(recall_answer(&archive, &format!(r#"{{"handle":"{handle}"}}"#)).is_ok());
    }

    /// A line that costs more tokens than any marker standing for it (a SHA-256 in hex).
    const DIGEST: &str = "3f9a0c7be41d52a86f0e9c3b7d18a4e25c6b90f13a7e4d82b5c09f6e1a3d7b48";

    /// The marker a squasher wrote at `at` for the 0-based lines `first..=last`.
    fn marker(at: usize, first: usize, last: usize) -> crate::Marker {
        crate::Marker { at, omitted: crate::Omitted { first, last } }
    }

    /// A marker written out as its lines (they cost no more) takes the note over lines shown
    /// above that stood before it.
    #[test]
    fn a_marker_written_out_takes_its_repeat_note_with_it() {
        let original = "head of the report\n\n\n-\n\nhead of the report\n\n\n-\n\nend\n";
        let squashed = "head of the report\n\n\n-\n\nhead of the report\n(4 lines repeat lines 2-5)\n[4 lines omitted]\nend\n";
        let at = squashed.find("[4 lines").unwrap_or_default();
        let markers = [crate::Marker { at, omitted: ctx_squash_core::omitted(6, 9) }];
        let out = annotate(original, squashed, &markers, "recall a1b2c3d4", Shape::Text);
        assert!(!out.contains("lines repeat"), "{out:?}");
        assert!(
            out.starts_with("head of the report\n\n\n-\n\nhead of the report\n\n\n-\n\nend\n"),
            "{out:?}"
        );
    }

    #[track_caller]
    fn check_wording(
        original: &str,
        squashed: &str,
        markers: &[crate::Marker],
        shape: Shape,
        expected: &str,
    ) {
        assert_eq!(annotate(original, squashed, markers, "recall a1b2c3d4", shape), expected);
        // The same with the original's lines indexed beforehand (a capture's put's thread), and
        // with an index of another text, which is not read: a copy, and a text of other lines.
        let copy = original.to_owned();
        for other in [original, copy.as_str(), "other\nlines\n"] {
            let indexed = Some(Indexed::new(other));
            assert_eq!(
                annotate_with(original, squashed, markers, "recall a1b2c3d4", shape, indexed),
                expected
            );
        }
    }

    /// A marker is never written where the lines it stands for cost no more tokens than it does,
    /// its handle and place included: the lines are written instead, and a squash left with no
    /// marker says once that it was squashed.
    #[test]
    fn lines_no_dearer_than_their_marker_are_written_instead() {
        // A digest's hex digits cost more tokens than the marker; `short one` fewer.
        let digest = DIGEST;
        let annotated = "[2 lines omitted — recall a1b2c3d4 lines 3-4]";
        assert!(
            ctx_tokens::count_tokens(&format!("{digest}\nshort two")) > ctx_tokens::count_tokens(annotated)
        );
        let original = format!("head\nshort one\n{digest}\nshort two\ntail\n");
        check_wording(
            &original,
            "head\n[1 lines omitted]\n[2 lines omitted]\ntail\n",
            &[marker(5, 1, 1), marker(23, 2, 3)],
            Shape::Text,
            &format!("head\nshort one\n{annotated}\ntail\n"),
        );
        // Weighed in tokens, not bytes: indented words longer than the marker cost fewer tokens.
        let indent = " ".repeat(24);
        let indented = format!("{indent}alpha\n{indent}beta");
        assert!(indented.len() > annotated.len());
        check_wording(
            &format!("head\n{indented}\n{digest}\ntail\n"),
            "head\n[2 lines omitted]\n[1 lines omitted]\ntail\n",
            &[marker(5, 1, 2), marker(23, 3, 3)],
            Shape::Text,
            &format!("head\n{indented}\n[1 lines omitted — recall a1b2c3d4 lines 4-4]\ntail\n"),
        );
        // Every marker written out: the squash says it once, as one with no marker.
        check_wording(
            "head\nshort one\ntail\n",
            "head\n[1 lines omitted]\ntail\n",
            &[marker(5, 1, 1)],
            Shape::Text,
            "head\nshort one\ntail\n[squashed — recall a1b2c3d4]\n",
        );
        // The same when the original was not kept: the lines cost less than saying so.
        assert_eq!(
            annotate(
                "head\nshort one\ntail\n",
                "head\n[1 lines omitted]\ntail\n",
                &[marker(5, 1, 1)],
                "original not kept",
                Shape::Text
            ),
            "head\nshort one\ntail\n[squashed — original not kept]\n"
        );
        // A line the terminal cleaning changes is written as the squasher read it, cleaned (its
        // escapes are the original's, which the note recalls); a marker sharing its line with
        // text is not replaced.
        check_wording(
            "head\n\x1b[31mred\x1b[0m\ntail\n",
            "head\n[1 lines omitted]\ntail\n",
            &[marker(5, 1, 1)],
            Shape::Text,
            "head\nred\ntail\n[squashed — recall a1b2c3d4]\n",
        );
        check_wording(
            "head\nshort one\ntail\n",
            "head  [1 lines omitted]\ntail\n",
            &[marker(6, 1, 1)],
            Shape::Text,
            "head  [1 lines omitted — recall a1b2c3d4 lines 2-2]\ntail\n",
        );
    }

    /// The capture's guard: an annotated squash that costs no fewer tokens than the output gives
    /// way to the cleaned output the squash started from, saying its handle once, or to the
    /// output when cleaning changed nothing or its note costs more than it saved.
    #[test]
    fn a_squash_no_cheaper_than_its_output_gives_way_to_it() {
        let note = "recall a1b2c3d4";
        // A text's last 20 bytes (four words) replaced by a marker: fewer bytes than the text
        // with its note, more tokens.
        let dear =
            |text: &str| format!("{}[9 lines omitted — {note} lines 2-10]\n", &text[..text.len() - 20]);
        let output = "alpha beta gamma delta epsilon\n".repeat(60);
        let said = format!("{output}[squashed — {note}]\n");
        assert!(dear(&output).len() < output.len() + 30 && dear(&output).len() < said.len());
        assert!(ctx_tokens::count_tokens(&dear(&output)) >= ctx_tokens::count_tokens(&said));
        // Annotated, the squash costs more than the output: the output, borrowed.
        let whole = whole_instead(&output, &dear(&output), note, Shape::Text);
        assert!(matches!(whole, Some(std::borrow::Cow::Borrowed(text)) if text == output), "{whole:?}");
        // A squash that costs fewer tokens is kept.
        let cheap = format!("alpha beta gamma delta epsilon\n[59 lines omitted — {note} lines 2-60]\n");
        assert_eq!(whole_instead(&output, &cheap, note, Shape::Text), None);
        // With terminal noise: the cleaned output, its note naming the handle (the escapes are
        // recalled by it), never the raw bytes.
        let colored = "\x1b[32mok\x1b[0m alpha beta gamma delta epsilon\n".repeat(60);
        let cleaned = ctx_squash_text::clean_terminal(&colored).into_owned();
        let whole = whole_instead(&colored, &dear(&cleaned), note, Shape::Text).expect("the whole");
        assert_eq!(whole, format!("{cleaned}[squashed — {note}]\n"));
        assert!(!whole.contains('\x1b'));
        // Cleaning that saves less than its note costs (one CRLF): the output itself.
        let one_crlf = format!("{}\r\n", &output[..output.len() - 1]);
        assert_eq!(
            whole_instead(&one_crlf, &dear(&output), note, Shape::Text).as_deref(),
            Some(one_crlf.as_str())
        );
        // A squash cheaper than the cleaned text with its note but dearer than the output (one
        // CRLF saved, the note dearer): the output, not the squash (review53).
        let between = format!("{}gamma 7f3a9c epsilon\n", &output[..output.len() - 20]);
        let (tokens, raw) = (ctx_tokens::count_tokens(&between), ctx_tokens::count_tokens(&one_crlf));
        let with_note = ctx_tokens::count_tokens(&format!("{output}[squashed — {note}]\n"));
        assert!(raw < tokens && tokens < with_note, "{raw} {tokens} {with_note}");
        assert_eq!(whole_instead(&one_crlf, &between, note, Shape::Text).as_deref(), Some(one_crlf.as_str()));
    }

    /// The wording of every marker, pinned: what was left out, then `recall HANDLE` and where.
    #[test]
    fn markers_name_the_handle_and_where_the_text_is() {
        let long = format!("head {} tail", "x".repeat(900));
        let original: String =
            (1..=600).map(|n| if n == 540 { format!("{long}\n") } else { format!("line {n}\n") }).collect();
        let cut = format!("head {}[… 885 bytes omitted]{} tail", "x".repeat(10), "x".repeat(5));
        check_wording(
            &original,
            &format!("line 1\n[412 lines omitted]\nline 414\n{cut}\n"),
            &[marker(7, 1, 412)],
            Shape::Text,
            &format!(
                "line 1\n[412 lines omitted — recall a1b2c3d4 lines 2-413]\nline 414\n{}\n",
                cut.replace("omitted]", "omitted — recall a1b2c3d4 line 540]")
            ),
        );
        // A line longer than a page: its cut names the omitted bytes themselves.
        let huge = format!("start {} end\n", "y".repeat(40_000));
        let squashed = "start yyyy[… 39990 bytes omitted]yyyyyy end\n".to_owned();
        check_wording(
            &format!("first\n{huge}"),
            &squashed,
            &[],
            Shape::Text,
            &squashed.replace("omitted]", "omitted — recall a1b2c3d4 bytes 17-40006]"),
        );
        // A kept line of the original that reads like a marker is text.
        check_wording(
            &format!("[7 lines omitted]\nb\n{DIGEST}\n{DIGEST}\n"),
            "[7 lines omitted]\nb\n[2 lines omitted]\n",
            &[marker(20, 2, 3)],
            Shape::Text,
            "[7 lines omitted]\nb\n[2 lines omitted — recall a1b2c3d4 lines 3-4]\n",
        );
        check_wording(
            "[7 lines omitted]\nb\n",
            "[7 lines omitted]\nb\n",
            &[],
            Shape::Text,
            "[7 lines omitted]\nb\n[squashed — recall a1b2c3d4]\n",
        );
        // JSON: the elements' lines when they span several, else their bytes.
        check_wording(
            "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]",
            r#"[1,2,3,"[9 items omitted]"]"#,
            &[],
            Shape::Json,
            r#"[1,2,3,"[9 items omitted — recall a1b2c3d4 bytes 11-38]"]"#,
        );
        check_wording(
            "[\n  1,\n  2,\n  3,\n  4,\n  5\n]\n",
            r#"[1,2,3,"[2 items omitted]"]"#,
            &[],
            Shape::Json,
            r#"[1,2,3,"[2 items omitted — recall a1b2c3d4 lines 5-6]"]"#,
        );
        // A long string's lines: their bytes; when they do not add up, and a marker whose
        // elements cannot be found: the handle alone.
        check_wording(
            r#"{"log":"a\nb\nc\nd"}"#,
            r#"{"log":"a\n[3 lines omitted]"}"#,
            &[],
            Shape::Json,
            r#"{"log":"a\n[3 lines omitted — recall a1b2c3d4 bytes 12-18]"}"#,
        );
        check_wording(
            r#"{"log":"a\nb\nc\nd"}"#,
            r#"{"log":"a\n[2 lines omitted]"}"#,
            &[],
            Shape::Json,
            r#"{"log":"a\n[2 lines omitted — recall a1b2c3d4]"}"#,
        );
        check_wording(
            "[1, 2]",
            r#"[1,"[5 items omitted]"]"#,
            &[],
            Shape::Json,
            r#"[1,"[5 items omitted — recall a1b2c3d4]"]"#,
        );
        check_wording(
            r#"{"a":"long","b":"text"}"#,
            r#"{"a":"…","b":"…"}"#,
            &[],
            Shape::Json,
            r#"{"a":"… [recall a1b2c3d4]","b":"…"}"#,
        );
        check_wording(
            "clean text",
            "clean text",
            &[],
            Shape::Text,
            "clean text\n[squashed — recall a1b2c3d4]\n",
        );
        // Without a handle, a marker says the original was not kept, and names no place.
        assert_eq!(
            annotate(
                &format!("x\n{DIGEST}\nb\nc\n"),
                "x\n[3 lines omitted]\n",
                &[marker(2, 1, 3)],
                "original not kept",
                Shape::Text
            ),
            "x\n[3 lines omitted — original not kept]\n"
        );
        assert_eq!(
            annotate(&original, &cut, &[], "original not kept", Shape::Text),
            cut.replace("omitted]", "omitted — original not kept]")
        );
    }

    /// A skeleton's note (ctx-squash-json) is no elided value: a squash with no marker says its
    /// handle in the first elided value, else in the note itself.
    #[test]
    fn a_skeleton_note_carries_the_handle_when_nothing_else_does() {
        let note = ctx_squash_json::SKELETON_NOTE;
        check_wording(
            r#"[{"id":"a","x":"long"}]"#,
            &format!(r#"[{{"id":"a","…":"{note}"}},{{"id":"b","x":"…"}}]"#),
            &[],
            Shape::Json,
            &format!(r#"[{{"id":"a","…":"{note}"}},{{"id":"b","x":"… [recall a1b2c3d4]"}}]"#),
        );
        check_wording(
            r#"[{"id":"a","x":1}]"#,
            &format!(r#"[{{"id":"a","…":"{note}"}},{{"id":"b"}}]"#),
            &[],
            Shape::Json,
            &format!(r#"[{{"id":"a","…":"{note} [recall a1b2c3d4]"}},{{"id":"b"}}]"#),
        );
    }

    #[test]
    fn line_ranges_are_read_as_written() {
        assert_eq!(parse_lines("120-531"), Some(LineRange::new(120, 531)));
        assert_eq!(parse_lines(" 500- "), Some(LineRange::starting_at(500)));
        assert_eq!(parse_lines("42"), Some(LineRange::new(42, 42)));
        assert_eq!(parse_lines("x"), None);
        assert_eq!(parse_lines("1-2-3"), None);
    }
}
