//! The recall tool: anything ctx removed, given back when the agent asks, in bounded pages.
//!
//! Every marker and placeholder ctx writes while an archive is attached names the original's
//! handle and says how to get it back (`[412 lines omitted — recall a1b2c3d4 lines 120-531]`).
//! The host registers [`recall_tool`] with its model and answers its calls with
//! [`Pipeline::recall`](crate::Pipeline::recall); `ctx recall` answers the same words on the
//! command line.

use std::fmt::Write as _;

use ctx_archive::{Archive, Error, LineRange, MAX_HITS, MAX_MATCHES};
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
                `[412 lines omitted — recall a1b2c3d4 lines 120-531]` or `[… — recall a1b2c3d4]` name a handle: \
                call recall with that handle (and the lines, if the marker names them) to read the original. \
                Give `pattern` to list the lines of one original that match a regular expression, or `query` \
                alone to find the originals where a phrase occurs. Answers come a page at a time and say how \
                to ask for the next page.",
            "parameters": {
                "type": "object",
                "properties": {
                    "handle": {"type": "string", "description": "The handle from a marker, such as a1b2c3d4."},
                    "lines": {"type": "string", "description": "Which lines, such as 120-531 or 500- (to the end)."},
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
                Some(Value::Number(number)) if key == "lines" => Ok(Some(number.to_string())),
                Some(_) => Err(format!("recall: `{key}` must be a string.")),
            }
        };
        Ok(RecallRequest {
            handle: text("handle")?,
            lines: text("lines")?,
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
/// that is not a range is [`Error::InvalidRange`] from 0 to 0).
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
        "{} archived original{} contain \"{query}\"{}:\n",
        found.total,
        if found.total == 1 { "" } else { "s" },
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

/// `squashed` (a squash of an original, with the `[N lines omitted]` markers its squasher wrote)
/// with every omission marker saying `note`. Each of those markers names the original's lines it
/// stands for: `[412 lines omitted]` becomes `[412 lines omitted — recall a1b2c3d4 lines
/// 120-531]`, the lines `recall` gives back. `[N items omitted]`, `[… N bytes omitted]` and, in
/// JSON, a long string's `[N lines omitted]` say the handle alone. A line of the original that
/// merely reads like a marker is left as it is (outside JSON). A squash with no marker (strings
/// elided in JSON, terminal noise removed) says it once: in its first elided JSON string
/// (`"… [recall a1b2c3d4]"`, so JSON stays JSON), else on a last line of its own.
pub(crate) fn annotate(squashed: &str, markers: &[crate::Marker], note: &str, json: bool) -> String {
    static MARKER: std::sync::LazyLock<Option<regex::Regex>> =
        std::sync::LazyLock::new(|| regex::Regex::new(r"\[(\d+ lines|\d+ items|… \d+ bytes) omitted\]").ok());
    let Some(marker) = MARKER.as_ref() else { return squashed.to_owned() };
    let mut out = String::with_capacity(squashed.len() + 64);
    let (mut copied, mut annotated) = (0, false);
    let mut written = markers.iter().peekable();
    for found in marker.captures_iter(squashed) {
        let (Some(whole), Some(what)) = (found.get(0), found.get(1)) else { continue };
        // The squasher's markers before this match were not matched: they do not exist.
        while written.next_if(|m| m.at < whole.start()).is_some() {}
        let suffix = match written.next_if(|m| m.at == whole.start()) {
            Some(m) if note.starts_with(RECALL) => {
                let (first, last) = m.lines();
                format!("{note} lines {first}-{last}")
            }
            // Original text that reads like a marker of lines.
            None if what.as_str().ends_with(" lines") && !json => continue,
            // A marker that names no lines, or a note that names no handle.
            Some(_) | None => note.to_owned(),
        };
        out.push_str(&squashed[copied..whole.start()]);
        let _ = write!(out, "[{} omitted — {suffix}]", what.as_str());
        copied = whole.end();
        annotated = true;
    }
    if annotated {
        out.push_str(&squashed[copied..]);
        return out;
    }
    if json {
        if let Some(at) = squashed.find("\"…\"") {
            return format!("{}\"… [{note}]\"{}", &squashed[..at], &squashed[at + "\"…\"".len()..]);
        }
        return squashed.to_owned();
    }
    let newline = if squashed.ends_with('\n') || squashed.is_empty() { "" } else { "\n" };
    format!("{squashed}{newline}[squashed — {note}]\n")
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
            r#"{"query":"parser::nested"}"#,
            &format!("1 archived original contain \"parser::nested\":\n{handle} (cargo test) line 501"),
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

    /// The marker a squasher wrote at `at` for the 0-based lines `first..=last`.
    fn marker(at: usize, first: usize, last: usize) -> crate::Marker {
        crate::Marker { at, omitted: crate::Omitted { first, last } }
    }

    #[test]
    fn markers_name_the_handle_and_their_lines() {
        let note = "recall a1b2c3d4";
        assert_eq!(
            annotate(
                "a\n[412 lines omitted]\nb\n[… 90 bytes omitted]\n",
                &[marker(2, 119, 530)],
                note,
                false
            ),
            "a\n[412 lines omitted — recall a1b2c3d4 lines 120-531]\nb\n[… 90 bytes omitted — recall a1b2c3d4]\n"
        );
        // A kept line of the original that reads like a marker is text.
        assert_eq!(
            annotate("[7 lines omitted]\nb\n[2 lines omitted]\n", &[marker(20, 2, 3)], note, false),
            "[7 lines omitted]\nb\n[2 lines omitted — recall a1b2c3d4 lines 3-4]\n"
        );
        assert_eq!(
            annotate("[7 lines omitted]\nb\n", &[], note, false),
            "[7 lines omitted]\nb\n[squashed — recall a1b2c3d4]\n"
        );
        assert_eq!(
            annotate(r#"[1,"[9 items omitted]"]"#, &[], note, true),
            r#"[1,"[9 items omitted — recall a1b2c3d4]"]"#
        );
        assert_eq!(
            annotate(r#"{"log":"a\n[3 lines omitted]"}"#, &[], note, true),
            r#"{"log":"a\n[3 lines omitted — recall a1b2c3d4]"}"#
        );
        assert_eq!(
            annotate(r#"{"a":"…","b":"…"}"#, &[], note, true),
            r#"{"a":"… [recall a1b2c3d4]","b":"…"}"#
        );
        assert_eq!(annotate("clean text", &[], note, false), "clean text\n[squashed — recall a1b2c3d4]\n");
        assert_eq!(
            annotate("x\n[3 lines omitted]\n", &[marker(2, 1, 3)], "original not kept", false),
            "x\n[3 lines omitted — original not kept]\n"
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
