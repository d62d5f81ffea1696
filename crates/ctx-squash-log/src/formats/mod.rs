//! The rules no principle expresses, one module per format, each behind the same small table
//! ([`Format`]): the literals that make its lines worth a look, its frames and which of them are
//! a library's, its own headlines and verdicts, and the message it writes below a headline.
//!
//! The principles come first and hold for any output (keywords read as words, findings at a
//! place, counts that make verdicts, diagnostics kept as blocks, repeats folded, headings, ends
//! and identifiers kept: `classify`, `survey`, `fold` and `squash`). A format's module says, in
//! its own documentation, what a principle could not tell and why. Adding a format is one file
//! here and one line in [`FORMATS`]; its recorded fixtures and their snapshots live with the
//! crate's (`tests/snapshots`), and its rules are unit-tested in its module.

use std::ops::Range;
use std::sync::LazyLock;

use ctx_squash_core::Lines;
use memchr::memmem::Finder;

use crate::classify::Level;

mod blame;
mod c;
mod go;
mod jvm;
mod node;
mod python;
mod rust;
mod tap;
mod tools;
mod valgrind;

/// Reads a prefix's length off a line.
type Gutter = fn(&[u8]) -> Option<usize>;
/// Tells a frame from a lowercased line, trimmed, and whether it is indented.
type Frame = fn(lower: &[u8], trimmed: &[u8], indented: bool) -> bool;
/// Gives a line a level by its shape: the whole line, and it lowercased and trimmed.
type Shape = fn(line: &[u8], trimmed: &[u8]) -> Option<Level>;
/// Finds the lines of a headline's message, looking up to a limit.
type Message = fn(lines: &Lines<'_>, idx: usize, limit: usize) -> Option<Range<usize>>;
/// Finds the line that names a frame.
type FrameName = fn(lines: &Lines<'_>, frame: usize) -> Option<usize>;
/// Finds the lines that go with a frame.
type FrameBody = fn(lines: &Lines<'_>, frame: usize) -> Vec<usize>;

/// What one format adds to the principles. Every field is optional: a format fills in only what
/// its output needs.
pub(crate) struct Format {
    /// Its name, for tests and messages.
    #[cfg_attr(not(test), expect(dead_code, reason = "read by the tests, which name each format"))]
    pub name: &'static str,
    /// Lowercase literals: a line holding one is classified even when it holds no error, warning
    /// or verdict word. At least 3 bytes each (the scan's fast path, see `scan`).
    pub triggers: &'static [&'static str],
    /// Places (lowercase, anywhere in a frame) that make a frame a library's.
    pub library_places: &'static [&'static [u8]],
    /// Symbols (lowercase) whose frames are a library's, at the start of a frame's symbol.
    pub library_symbols: &'static [&'static [u8]],
    /// Lowercase openings of a verdict or summary line.
    pub verdict_starts: &'static [&'static [u8]],
    /// Lowercase literals that make a line a verdict wherever they are.
    pub verdict_words: &'static [&'static [u8]],
    /// The length of a prefix the format writes before every line, to read the line without it.
    pub gutter: Option<Gutter>,
    /// Whether a line (lowercased, and trimmed) is one of its frames; `indented` when it starts
    /// with a blank.
    pub frame: Option<Frame>,
    /// The level of a line the format marks by shape rather than by word (a failing test's
    /// header, a note attached to a diagnostic), given the line as written (past any gutter)
    /// and lowercased and trimmed.
    pub level: Option<Shape>,
    /// Whether a lowercased, trimmed line is a verdict by its shape (`# tests 34`).
    pub verdict: Option<fn(trimmed: &[u8]) -> bool>,
    /// Whether a line as written is a status line of the tool (`   Compiling regex v1.13.2`).
    pub status: Option<fn(orig: &[u8]) -> bool>,
    /// The lines below a headline that are its message, when the format writes one its own way
    /// (pytest's `E` run, jest's lines under `●`, TAP's YAML block), looked at up to `limit`.
    pub message: Option<Message>,
    /// The line that names a frame, when the format writes it apart from the frame's place
    /// (Rust's `4: unitconv::parse`, Go's `pkg.parseRule(…)`, pytest's `>` line).
    pub frame_name: Option<FrameName>,
    /// Lines below a frame that go with it (pytest's code and `E` lines under a short frame).
    pub frame_body: Option<FrameBody>,
    /// Lines above the line naming a frame that tell what it reads (pytest's statements binding
    /// the names of its `>` line), kept after every frame while they fit.
    pub frame_context: Option<FrameBody>,
    /// Whether a line below an error is the compiler's note on it, kept with it.
    pub note: Option<fn(line: &[u8]) -> bool>,
    /// Whether a line is a heading in this format's terms (a definition in code under a blame
    /// gutter).
    pub heading: Option<fn(line: &str) -> bool>,
}

impl Format {
    /// A format that adds nothing yet: the start of every table below.
    pub(crate) const NONE: Format = Format {
        name: "",
        triggers: &[],
        library_places: &[],
        library_symbols: &[],
        verdict_starts: &[],
        verdict_words: &[],
        gutter: None,
        frame: None,
        level: None,
        verdict: None,
        status: None,
        message: None,
        frame_name: None,
        frame_body: None,
        frame_context: None,
        note: None,
        heading: None,
    };
}

/// Every format, in the order their rules are asked.
pub(crate) static FORMATS: &[&Format] = &[
    &rust::RUST,
    &python::PYTHON,
    &go::GO,
    &jvm::JVM,
    &node::NODE,
    &tap::TAP,
    &valgrind::VALGRIND,
    &c::C,
    &tools::TOOLS,
    &blame::BLAME,
];

/// Every format's triggers.
pub(crate) fn triggers() -> impl Iterator<Item = &'static str> {
    FORMATS.iter().flat_map(|f| f.triggers.iter().copied())
}

/// The gutter some format writes before `line`, if any.
pub(crate) fn gutter(line: &[u8]) -> Option<usize> {
    FORMATS.iter().filter_map(|f| f.gutter).find_map(|gutter| gutter(line))
}

/// Whether some format reads the line as one of its frames.
pub(crate) fn frame(lower: &[u8], trimmed: &[u8], indented: bool) -> bool {
    FORMATS.iter().filter_map(|f| f.frame).any(|frame| frame(lower, trimmed, indented))
}

/// The level some format gives the line by its shape.
pub(crate) fn level(orig: &[u8], trimmed: &[u8]) -> Option<Level> {
    FORMATS.iter().filter_map(|f| f.level).find_map(|level| level(orig, trimmed))
}

/// Every format's verdict words, each a substring search built once (a search built for every
/// line it reads costs more than the search on most lines).
static VERDICT_WORDS: LazyLock<Vec<Finder<'static>>> =
    LazyLock::new(|| FORMATS.iter().flat_map(|f| f.verdict_words.iter().map(Finder::new)).collect());

/// Whether some format reads the line as a verdict.
pub(crate) fn verdict(lower: &[u8], trimmed: &[u8]) -> bool {
    FORMATS.iter().any(|f| {
        f.verdict_starts.iter().any(|start| trimmed.starts_with(start))
            || f.verdict.is_some_and(|verdict| verdict(trimmed))
    }) || VERDICT_WORDS.iter().any(|word| word.find(lower).is_some())
}

/// Whether some format reads the line as its status line.
pub(crate) fn status(orig: &[u8]) -> bool {
    FORMATS.iter().filter_map(|f| f.status).any(|status| status(orig))
}

/// Whether a (lowercased, trimmed) frame is in library code rather than the user's own.
pub(crate) fn library(trimmed: &[u8]) -> bool {
    if FORMATS.iter().any(|f| f.library_places.iter().any(|place| ctx_squash_core::contains(trimmed, place)))
    {
        return true;
    }
    let symbol = frame_symbol(trimmed);
    FORMATS.iter().any(|f| f.library_symbols.iter().any(|s| symbol.starts_with(s)))
}

/// The symbol of a frame: after a frame number (`12: core::panicking::panic_fmt`, gdb's
/// `#3 0x… in f`) or `at ` (`at java.base/…`).
fn frame_symbol(trimmed: &[u8]) -> &[u8] {
    let body = trimmed.strip_prefix(b"#").unwrap_or(trimmed);
    let digits = body.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits > 0 {
        let rest = body[digits..].strip_prefix(b":").unwrap_or(&body[digits..]).trim_ascii_start();
        match ctx_squash_core::find_all(rest, b" in ").next() {
            Some(i) if rest.starts_with(b"0x") => &rest[i + 4..],
            _ => rest,
        }
    } else {
        trimmed.strip_prefix(b"at ").unwrap_or(trimmed)
    }
}

/// The message some format writes below the headline at `idx`.
pub(crate) fn message(lines: &Lines<'_>, idx: usize, limit: usize) -> Option<Range<usize>> {
    FORMATS.iter().filter_map(|f| f.message).find_map(|message| message(lines, idx, limit))
}

/// The line some format writes to name the frame at `frame`.
pub(crate) fn frame_name(lines: &Lines<'_>, frame: usize) -> Option<usize> {
    FORMATS.iter().filter_map(|f| f.frame_name).find_map(|name| name(lines, frame))
}

/// The lines some format writes below the frame at `frame`.
pub(crate) fn frame_body(lines: &Lines<'_>, frame: usize) -> Vec<usize> {
    first_lines(|f| f.frame_body, lines, frame)
}

/// The lines some format writes above the frame at `frame` that tell what its named line reads.
pub(crate) fn frame_context(lines: &Lines<'_>, frame: usize) -> Vec<usize> {
    first_lines(|f| f.frame_context, lines, frame)
}

/// The lines the first format with the rule `rule` that finds any finds for the frame at `frame`.
fn first_lines(rule: fn(&Format) -> Option<FrameBody>, lines: &Lines<'_>, frame: usize) -> Vec<usize> {
    FORMATS
        .iter()
        .filter_map(|f| rule(f))
        .map(|lines_of| lines_of(lines, frame))
        .find(|found| !found.is_empty())
        .unwrap_or_default()
}

/// Whether some format reads the line as a compiler's note on the error above it.
pub(crate) fn note(line: &[u8]) -> bool {
    FORMATS.iter().filter_map(|f| f.note).any(|note| note(line))
}

/// Whether some format reads the line as a heading.
pub(crate) fn heading(line: &str) -> bool {
    FORMATS.iter().filter_map(|f| f.heading).any(|heading| heading(line))
}

/// The blanks a line starts with, and any tree prefix among them (`│  ├─ `: indentation).
#[inline]
pub(crate) fn indent(line: &[u8]) -> usize {
    let blanks = line.iter().take_while(|b| b.is_ascii_whitespace()).count();
    match line.get(blanks) {
        Some(0xE2 | b'|' | b'+' | b'`' | b'\\') => drawn_indent(line, blanks),
        _ => blanks,
    }
}

/// [`indent`] of a line whose first byte past its `blanks` may open a tree prefix.
#[cold]
#[inline(never)]
fn drawn_indent(line: &[u8], blanks: usize) -> usize {
    let rest = line.get(blanks..).unwrap_or_default();
    match ctx_squash_core::tree_prefix(rest) {
        0 => blanks,
        drawn => {
            let after = rest.get(drawn..).unwrap_or_default();
            blanks + drawn + after.iter().take_while(|b| b.is_ascii_whitespace()).count()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The scan's fast path: every trigger lowercase and at least 3 bytes, and each format named.
    #[test]
    fn formats_keep_the_scan_fast() {
        for format in FORMATS {
            assert!(!format.name.is_empty());
            for trigger in format.triggers {
                assert!(trigger.len() >= 3, "{}: {trigger:?}", format.name);
                assert_eq!(trigger.to_ascii_lowercase(), *trigger, "{}", format.name);
            }
        }
    }

    #[test]
    fn frame_symbols() {
        assert_eq!(frame_symbol(b"12: core::panicking::panic_fmt"), b"core::panicking::panic_fmt");
        assert_eq!(frame_symbol(b"#3 0x0000555 in abort_handler ()"), b"abort_handler ()");
        assert_eq!(frame_symbol(b"at java.base/java.lang.thread.run"), b"java.base/java.lang.thread.run");
    }
}
