//! Python: tracebacks, pytest and unittest.
//!
//! What no principle tells: a traceback's frame is `File "…", line N, in f` (no `file.ext:N`
//! place); pytest writes a failure's explanation as a run of lines opening with `E` (most of
//! which name no error: `E        +  where 3 = f()`), its frames as `path.py:N:` or
//! `path.py:N: in name` below the code they point at (marked `>`), and unittest's verdicts are
//! `Ran N tests` and `FAILED (failures=2)`; the installed packages' and interpreter's frames are
//! noise.

use std::ops::Range;

use ctx_squash_core::{Lines, contains};

use super::{Format, indent};
use crate::classify::location_at;

/// The most lines of a pytest explanation kept with its headline.
pub(crate) const MAX_EXPLANATION: usize = 24;

pub(super) static PYTHON: Format = Format {
    name: "python",
    triggers: &["file \"", ".py:", "ran "],
    library_places: &[b"site-packages/", b"dist-packages/", b"/lib/python", b"<frozen "],
    verdict_starts: &[b"failed (", b"ran "],
    frame: Some(frame),
    message: Some(message),
    frame_name: Some(marked_line),
    frame_body: Some(short_body),
    ..Format::NONE
};

/// A traceback's `File "…", line N, in f`, or pytest's frame line: the path and line of a frame
/// with nothing after (`--tb=long`, `catalog/importer.py:35: `) or the function's name
/// (`--tb=short`, `telemetry/stats.py:49: in summarize`).
fn frame(_lower: &[u8], trimmed: &[u8], indented: bool) -> bool {
    (trimmed.starts_with(b"file \"") && contains(trimmed, b"\", line "))
        || (!indented && pytest_frame(trimmed))
}

fn pytest_frame(trimmed: &[u8]) -> bool {
    let named = memchr::memmem::rfind(trimmed, b": in ").filter(|&i| {
        let name = &trimmed[i + 5..];
        !name.is_empty() && !name.iter().any(u8::is_ascii_whitespace)
    });
    let trimmed = named.map_or(trimmed, |i| &trimmed[..=i]);
    let Some(body) = trimmed.strip_suffix(b":") else { return false };
    let digits = body.iter().rev().take_while(|b| b.is_ascii_digit()).count();
    let colon = body.len().wrapping_sub(digits + 1);
    digits > 0
        && body.get(colon) == Some(&b':')
        && !body.iter().any(u8::is_ascii_whitespace)
        && location_at(body, colon)
}

/// A line of pytest's explanation of a failure: `E` in the first column, then indentation.
pub(crate) fn explanation_line(line: &[u8]) -> bool {
    line == b"E" || line.starts_with(b"E  ")
}

/// pytest's explanation around a headline that is one of its `E` lines: the whole run, to
/// [`MAX_EXPLANATION`] lines; or, of a failure's closing line (`tests/test_x.py:29:
/// AssertionError`), the run it closes: a failure whose `E` lines name no error (`E   assert 845
/// == 850`) keeps its crux with its location, as one whose `E` lines do.
fn message(lines: &Lines<'_>, idx: usize, _limit: usize) -> Option<Range<usize>> {
    if !explanation_line(lines.bytes(idx)) {
        return closed_run(lines, idx);
    }
    let total = lines.len();
    let mut start = idx;
    while start > 0 && idx - start < MAX_EXPLANATION / 2 && explanation_line(lines.bytes(start - 1)) {
        start -= 1;
    }
    let mut end = idx + 1;
    while end < total && end - start < MAX_EXPLANATION && explanation_line(lines.bytes(end)) {
        end += 1;
    }
    Some(start..end)
}

/// The run of `E` lines right above a failure's closing line, `path.py:N: Name` at the margin
/// (past one blank line), to [`MAX_EXPLANATION`] lines.
fn closed_run(lines: &Lines<'_>, idx: usize) -> Option<Range<usize>> {
    let line = lines.bytes(idx);
    let split = memchr::memmem::find(line, b": ")?;
    let (place, name) = (&line[..split], line[split + 2..].trim_ascii_end());
    let colon = memchr::memrchr(b':', place)?;
    let closes = !name.is_empty()
        && !name.iter().any(u8::is_ascii_whitespace)
        && !place.iter().any(u8::is_ascii_whitespace)
        && place[colon + 1..].iter().all(u8::is_ascii_digit)
        && location_at(place, colon);
    if !closes {
        return None;
    }
    let end = if idx > 0 && lines.bytes(idx - 1).trim_ascii().is_empty() { idx - 1 } else { idx };
    let mut start = end;
    while start > 0 && end - start < MAX_EXPLANATION && explanation_line(lines.bytes(start - 1)) {
        start -= 1;
    }
    (start < end).then_some(start..end)
}

/// Below a frame of pytest's `--tb=short` (`tests/test_stats.py:32: in test_rolling_mean`): its
/// line of code and, under the innermost frame, the `E` lines of the failure.
fn short_body(lines: &Lines<'_>, frame: usize) -> Vec<usize> {
    let line = lines.bytes(frame);
    if line.first().is_none_or(u8::is_ascii_whitespace) || memchr::memmem::find(line, b": in ").is_none() {
        return Vec::new();
    }
    let total = lines.len();
    let code = (frame + 1..(frame + 3).min(total)).take_while(|&i| indent(lines.bytes(i)) > 0);
    let after = code.clone().last().map_or(frame + 1, |i| i + 1);
    let message =
        (after..(after + MAX_EXPLANATION).min(total)).take_while(|&i| explanation_line(lines.bytes(i)));
    code.chain(message).collect()
}

/// The line pytest marks with `>` in the code above a frame's `path:line: ` (at most 16 lines
/// up, past a blank line).
fn marked_line(lines: &Lines<'_>, frame: usize) -> Option<usize> {
    let line = lines.bytes(frame);
    if line.first().is_none_or(u8::is_ascii_whitespace) || !line.trim_ascii_end().ends_with(b":") {
        return None;
    }
    (frame.saturating_sub(16)..frame).rev().find(|&i| lines.bytes(i).starts_with(b">"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_shapes() {
        assert!(frame(b"", b"file \"/app/x.py\", line 5, in g", true));
        assert!(frame(b"", b"catalog/importer.py:35:", false));
        assert!(frame(b"", b"telemetry/stats.py:49: in summarize", false));
        assert!(!frame(b"", b"src/a.py:12:    x = 1", false));
        assert!(explanation_line(b"E       assert 3 == 4") && !explanation_line(b"Error: x"));
        let lines = Lines::new("x\nE   a\nE   b\ny\n");
        assert_eq!(message(&lines, 1, 4), Some(1..3));
        assert_eq!(message(&lines, 0, 4), None);
        // A failure's closing line explains itself by the run above it, past a blank.
        let closed = Lines::new(
            "x\nE   assert 845 == 850\nE    +  where 845 = f()\n\nt/test_a.py:29: AssertionError\n",
        );
        assert_eq!(message(&closed, 4, 5), Some(1..3));
        let unexplained = Lines::new("x\ny\n\nt/test_a.py:29: AssertionError\n");
        assert_eq!(message(&unexplained, 3, 4), None);
        let prose = Lines::new("E   a\nsee t/test_a.py:29: two words\n");
        assert_eq!(message(&prose, 1, 2), None);
    }
}
