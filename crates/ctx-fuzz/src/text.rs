//! Checkers for the text entry points: the squashers, `apply` and `count_tokens`.

use std::borrow::Cow;

use ctx_pipeline::{SQUASH_FLOOR, Strategy};
use serde_json::Value;

/// The fuzzer's bytes as text: invalid UTF-8 becomes U+FFFD, as a tool's output would after lossy
/// decoding.
pub(crate) fn text(data: &[u8]) -> Cow<'_, str> {
    String::from_utf8_lossy(data)
}

/// The N of a `[N lines omitted]` marker line.
fn line_marker(line: &str) -> Option<usize> {
    line.strip_prefix('[')?.strip_suffix(" lines omitted]")?.parse().ok()
}

/// True when some line of `input` already looks like a marker: then markers cannot be audited
/// by counting, as the output may legitimately keep that line.
fn has_marker_lines(input: &str) -> bool {
    input.split('\n').any(|line| {
        let line = line.trim_matches([' ', '\t', '\r']);
        line.ends_with(" omitted]") || ctx_squash_core::is_fold_note(line)
    })
}

/// Kept lines plus the N of every marker; a fold note (`[<template> ×N: …]`) stands for no line.
fn accounted_lines(out: &str) -> usize {
    out.split_terminator('\n')
        .filter(|line| !ctx_squash_core::is_fold_note(line))
        .map(|line| line_marker(line).unwrap_or(1))
        .sum()
}

/// The line-squasher promises on a changed output: markers exact, never two markers in a row,
/// the final newline kept as it was.
#[track_caller]
fn assert_markers_exact(input: &str, out: &str) {
    if out == input || has_marker_lines(input) {
        return;
    }
    assert_eq!(
        accounted_lines(out),
        input.split_terminator('\n').count(),
        "markers inexact: kept lines plus omitted counts differ from the input's lines"
    );
    let lines: Vec<&str> = out.split_terminator('\n').collect();
    assert!(
        lines.windows(2).all(|pair| line_marker(pair[0]).is_none() || line_marker(pair[1]).is_none()),
        "two markers in a row"
    );
    assert_eq!(out.ends_with('\n'), input.ends_with('\n'), "the final newline changed");
}

#[track_caller]
fn assert_not_longer(input: &str, out: &str, what: &str) {
    assert!(out.len() <= input.len(), "{what} grew the output: {} > {} bytes", out.len(), input.len());
}

/// The values of a stream of at least two JSON objects or arrays with only whitespace between
/// them (`jq`'s output), as `serde_json` reads them; `None` for anything else.
fn json_stream(input: &str) -> Option<Vec<Value>> {
    let values: Vec<Value> =
        serde_json::Deserializer::from_str(input).into_iter::<Value>().collect::<Result<_, _>>().ok()?;
    (values.len() >= 2 && values.iter().all(|v| v.is_object() || v.is_array())).then_some(values)
}

/// `squash_json` and `squash_ndjson`: never longer, deterministic; a JSON input gives JSON whose
/// every element is kept or counted by an exact `"[N items omitted]"` marker; a stream of JSON
/// objects and arrays gives one corresponding value a line; any other non-JSON input that
/// `serde_json` rejects for its syntax comes back unchanged; NDJSON markers are exact.
pub fn check_squash_json(data: &[u8]) {
    let input = text(data);
    let input = input.as_ref();
    let out = ctx_squash_json::squash_json(input);
    assert_not_longer(input, &out, "squash_json");
    assert_eq!(out, ctx_squash_json::squash_json(input), "squash_json is not deterministic");
    match serde_json::from_str::<Value>(input) {
        Ok(value) => {
            let parsed: Value =
                serde_json::from_str(&out).unwrap_or_else(|e| panic!("JSON in, not JSON out ({e}): {out:?}"));
            if !input.contains(" omitted]")
                && let Err(why) = ctx_testdata::json::corresponds(&value, &parsed, "$")
            {
                panic!("output does not correspond to the input: {why}\n{out}");
            }
        }
        // A stream of objects and arrays (`jq`'s output) comes out one squashed value a line, each
        // corresponding to its value.
        Err(_) if let Some(values) = json_stream(input) => {
            if out != input {
                let lines: Vec<&str> = out.split('\n').collect();
                assert_eq!(lines.len(), values.len(), "a stream, not one value a line: {out:?}");
                for (line, value) in lines.iter().zip(&values) {
                    let parsed: Value = serde_json::from_str(line)
                        .unwrap_or_else(|e| panic!("a stream's value, not JSON out ({e}): {line:?}"));
                    if !input.contains(" omitted]")
                        && let Err(why) = ctx_testdata::json::corresponds(value, &parsed, "$")
                    {
                        panic!("a stream's value does not correspond: {why}\n{line}");
                    }
                }
            }
            return;
        }
        // serde_json also refuses valid JSON nested deeper than 128 levels and numbers too large
        // for an f64 (`5E5555`), which squash_json handles; anything else it refuses is not JSON
        // and must come back unchanged.
        Err(e) if !is_beyond_serde(&e) => assert_eq!(out, input, "not JSON ({e}), yet changed"),
        Err(_) => {}
    }
    if out != input
        && let Err(e) = serde_json::from_str::<serde::de::IgnoredAny>(&out)
    {
        assert!(is_beyond_serde(&e), "changed, yet not JSON ({e}): {out:?}");
    }
    if let Some(nd) = ctx_squash_json::squash_ndjson(input) {
        assert_not_longer(input, &nd, "squash_ndjson");
        assert_eq!(
            Some(&nd),
            ctx_squash_json::squash_ndjson(input).as_ref(),
            "squash_ndjson is not deterministic"
        );
        if nd != input && !has_marker_lines(input) {
            let non_blank =
                input.split('\n').filter(|line| !line.trim_matches([' ', '\t', '\r']).is_empty()).count();
            assert_eq!(accounted_lines(&nd), non_blank, "NDJSON markers inexact");
        }
    }
}

/// Valid JSON that `serde_json` cannot hold: nested deeper than its limit, or a number out of an
/// f64's range.
fn is_beyond_serde(e: &serde_json::Error) -> bool {
    let message = e.to_string();
    message.starts_with("number out of range") || is_recursion_limit(e)
}

fn is_recursion_limit(e: &serde_json::Error) -> bool {
    e.to_string().starts_with("recursion limit exceeded")
}

/// `squash_log` (and `looks_like_log`): never longer, deterministic, markers exact, and squashing
/// the output again never grows it.
pub fn check_squash_log(data: &[u8]) {
    let input = text(data);
    let input = input.as_ref();
    let _ = ctx_squash_log::looks_like_log(input);
    let out = ctx_squash_log::squash_log(input);
    assert_not_longer(input, &out, "squash_log");
    assert_eq!(out, ctx_squash_log::squash_log(input), "squash_log is not deterministic");
    assert_markers_exact(input, &out);
    assert_not_longer(&out, &ctx_squash_log::squash_log(&out), "squash_log on its own output");
}

/// `clean_terminal`, `squash_generic` (budget from the first two bytes) and `squash_listing`:
/// never longer, deterministic, markers exact; cleaning leaves no ESC or CR, keeps the newlines and
/// is idempotent; a generic output within its budget is a fixed point.
pub fn check_squash_generic(data: &[u8]) {
    let (budget, rest) = match data {
        [a, b, rest @ ..] => (usize::from(u16::from_le_bytes([*a, *b])) % 8192, rest),
        _ => (0, data),
    };
    let raw = text(rest);
    let raw = raw.as_ref();

    let clean = ctx_squash_text::clean_terminal(raw);
    assert_not_longer(raw, &clean, "clean_terminal");
    assert!(!clean.contains(['\x1b', '\r']), "clean_terminal left an ESC or a CR: {clean:?}");
    assert_eq!(
        clean.matches('\n').count(),
        raw.matches('\n').count(),
        "clean_terminal changed the line count"
    );
    assert_eq!(ctx_squash_text::clean_terminal(&clean), clean, "clean_terminal is not idempotent");
    if !raw.contains(['\x1b', '\r']) {
        assert!(matches!(clean, Cow::Borrowed(_)), "clean_terminal copied a clean input");
    }

    for input in [raw, clean.as_ref()] {
        let out = ctx_squash_text::squash_generic(input, budget);
        assert_not_longer(input, &out, "squash_generic");
        assert_eq!(
            out,
            ctx_squash_text::squash_generic(input, budget),
            "squash_generic is not deterministic"
        );
        if out.len() <= budget && !has_marker_lines(input) {
            assert_eq!(
                ctx_squash_text::squash_generic(&out, budget),
                out,
                "a fitting output is not a fixed point"
            );
        }
        let listing = ctx_squash_text::squash_listing(input);
        let _ = ctx_squash_text::looks_like_listing(input);
        assert_not_longer(input, &listing, "squash_listing");
        assert_eq!(listing, ctx_squash_text::squash_listing(input), "squash_listing is not deterministic");
    }
    let out = ctx_squash_text::squash_generic(&clean, budget);
    assert_markers_exact(&clean, &out);
    assert_markers_exact(&clean, &ctx_squash_text::squash_listing(&clean));
}

/// Tool names `apply` is fuzzed with; the first byte picks one.
const TOOLS: &[&str] = &["bash", "read", "Read", "grep", "shell", ""];

/// `apply`/`squash`: never longer, deterministic, `read` and outputs under the floor byte-exact,
/// JSON in → JSON out, and `apply` equal to `squash`'s text.
pub fn check_apply(data: &[u8]) {
    let (tool, rest) = match data {
        [first, rest @ ..] => (TOOLS[usize::from(*first) % TOOLS.len()], rest),
        [] => ("bash", data),
    };
    let output = text(rest);
    let output = output.as_ref();
    let squashed = ctx_pipeline::squash(tool, output);
    let applied = ctx_pipeline::apply(tool, output);
    assert_eq!(applied, squashed.text, "apply differs from squash");
    assert_eq!(applied, ctx_pipeline::apply(tool, output), "apply is not deterministic");
    assert_not_longer(output, &applied, "apply");
    if tool.eq_ignore_ascii_case("read") || output.len() < SQUASH_FLOOR {
        assert_eq!(applied, output, "a read result or a small output changed");
    }
    if squashed.strategy == Strategy::Json {
        assert!(
            serde_json::from_str::<serde::de::IgnoredAny>(&applied).is_ok(),
            "JSON in, not JSON out: {applied:?}"
        );
    }
}

/// Inputs up to this size are also counted by tiktoken-rs, whose count must be equal (beyond
/// 64 KiB without a boundary, ctx-tokens cuts and may differ by a token per cut, by design).
const REFERENCE_LIMIT: usize = 4 * 1024;

/// `count_tokens`: deterministic, zero exactly for the empty text, never more tokens than bytes,
/// and equal to tiktoken-rs's `o200k_base` on inputs small enough to be counted in one chunk.
pub fn check_count_tokens(data: &[u8]) {
    let input = text(data);
    let input = input.as_ref();
    let count = ctx_tokens::count_tokens(input);
    assert_eq!(count, ctx_tokens::count_tokens(input), "count_tokens is not deterministic");
    assert_eq!(count == 0, input.is_empty(), "zero tokens iff empty");
    assert!(count <= input.len(), "more tokens ({count}) than bytes ({})", input.len());
    if input.len() <= REFERENCE_LIMIT {
        let reference = tiktoken_rs::o200k_base_singleton().encode_ordinary(input).len();
        assert_eq!(count, reference, "count differs from tiktoken-rs o200k_base");
    }
    let message = ctx_message::ChatMessage::tool_result("id", input);
    assert!(ctx_tokens::count_message_tokens(&message) >= count, "a message counts less than its text");
}
