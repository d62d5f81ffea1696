//! Line classification: level by keyword (a linter's `path:line:col: message` finding by its
//! shape), stack-trace frames, source locations, summary/verdict lines, and the score and
//! identity key used to rank them.
//!
//! Everything here works on one escape-stripped, ASCII-lowercased line.

use std::sync::LazyLock;

use ctx_squash_core::{ERROR_WORDS, Fnv, WARN_WORDS, find_all, is_lines_marker_like, name_byte, occurs};

use crate::formats;
use crate::scan::Literals;

/// Severity found by keyword. Ordered: a line takes its highest level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Level {
    None,
    Debug,
    Info,
    Warn,
    Error,
}

/// What a line is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[expect(clippy::struct_excessive_bools, reason = "independent facts about one line, read by name")]
pub(crate) struct Class {
    pub level: Level,
    /// A stack-trace frame or location line (`at …`, `File "…", line N`, `--> src/x.rs:1:2`,
    /// `goroutine N [...]`, `\t/x/y.go:12`). Frames carry no level of their own: a path such as
    /// `error.rs` in a frame must not make it an error.
    pub frame: bool,
    /// A summary or verdict line (`test result:`, `N passed`, `Finished`, `could not compile`, …).
    pub summary: bool,
    /// A `[N lines omitted]` marker left by an earlier squash.
    pub marker: bool,
    /// A frame in library code (the standard library, `/rustc/`, `.cargo/registry`,
    /// `site-packages`, `node_modules`, `java.*`, Go's runtime…), as opposed to the user's own.
    pub library: bool,
    /// A cargo-style status line: a capitalized verb right-aligned to 12 columns and what it acts
    /// on (`   Compiling regex v1.13.2`, `     Running tests/x.rs (…)`).
    pub status: bool,
    /// Source quoted by a diagnostic (`12 |     let e = …;`): no location of its own.
    snippet: bool,
    /// The length of the format's gutter the line was read past.
    gutter: usize,
    /// The words found in the line past its gutter.
    words: Words,
}

impl Class {
    /// Whether the line (`lower`, the line this class was read from) contains a source location
    /// (`file.ext:LINE`) or is a frame: read only when asked, since only a headline's location
    /// counts and most lines a trigger finds are none (a long trace line has hundreds of colons).
    pub fn location(self, lower: &[u8]) -> bool {
        self.frame
            || (!self.snippet
                && lower.get(self.gutter..).is_some_and(|lower| has_location(lower, self.words)))
    }

    /// The score of docs/spec.md ("Squash"), in hundredths: level (error 100, warn 50, info 10, debug 5),
    /// +30 for a frame or location (`location`: [`Class::location`]), +40 for a summary line.
    pub fn score(self, location: bool) -> u16 {
        let level = match self.level {
            Level::Error => 100,
            Level::Warn => 50,
            Level::Info => 10,
            Level::Debug => 5,
            Level::None => 0,
        };
        level + if location { 30 } else { 0 } + if self.summary { 40 } else { 0 }
    }
}

const INFO_WORDS: &[&[u8]] = &[b"info", b"note:", b"help:"];
const DEBUG_WORDS: &[&[u8]] = &[b"debug", b"trace"];
/// Literals that make a line a summary wherever they are (a format adds its own).
const SUMMARY_WORDS: &[&[u8]] = &[b"exit code", b"exit status"];
/// Words that make a verdict when counted (`2 failed`).
const COUNTED_WORDS: &[&[u8]] = &[b" passed", b" failed", b" errors", b" error", b" warnings", b" warning"];
/// Other literals looked for anywhere in a line.
const OTHER_WORDS: &[&[u8]] = &[b"generated", b"emitted", b"\", line ", b"summary:"];

/// The bit of each word list's first word in [`Words`], in the order [`all_words`] lists them.
const ERROR_AT: usize = 0;
const WARN_AT: usize = ERROR_AT + ERROR_WORDS.len();
const INFO_AT: usize = WARN_AT + WARN_WORDS.len();
const DEBUG_AT: usize = INFO_AT + INFO_WORDS.len();
const SUMMARY_AT: usize = DEBUG_AT + DEBUG_WORDS.len();
const COUNTED_AT: usize = SUMMARY_AT + SUMMARY_WORDS.len();
const GENERATED: usize = COUNTED_AT + COUNTED_WORDS.len();
const EMITTED: usize = GENERATED + 1;
const PY_LINE: usize = GENERATED + 2;
const SUMMARY_LABEL: usize = GENERATED + 3;
const _: () = assert!(SUMMARY_LABEL < 64, "one bit per word in a u64");

/// Every word list, in bit order.
fn all_words() -> impl Iterator<Item = &'static [u8]> {
    [ERROR_WORDS, WARN_WORDS, INFO_WORDS, DEBUG_WORDS, SUMMARY_WORDS, COUNTED_WORDS, OTHER_WORDS]
        .into_iter()
        .flatten()
        .copied()
}

/// All the words as one search: a single pass finds where any of them starts.
static WORD_SCAN: LazyLock<Literals> = LazyLock::new(|| Literals::new(&all_words().collect::<Vec<_>>()));

/// The words in bit order, and for each byte the bits of the words that start with it: a match
/// is checked against those alone.
static WORD_TABLE: LazyLock<(Vec<&'static [u8]>, [u64; 256])> = LazyLock::new(|| {
    let words: Vec<&'static [u8]> = all_words().collect();
    let mut by_first = [0u64; 256];
    for (bit, word) in words.iter().enumerate() {
        if let Some(&first) = word.first() {
            by_first[usize::from(first)] |= 1 << bit;
        }
    }
    (words, by_first)
});

/// Which words occur in a lowercased line, one bit each: the line is scanned once, and only the
/// words found are then looked at one by one (where they are, whether they stand alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Words(u64);

impl Words {
    fn scan(lower: &[u8]) -> Words {
        let (words, by_first) = &*WORD_TABLE;
        let mut bits = 0u64;
        let mut pos = 0;
        // Restarting one byte past each match start finds every position where a word starts,
        // overlapping ones included; the words starting with its byte are then checked.
        while let Some(start) = WORD_SCAN.find_at(lower, pos) {
            let at = &lower[start..];
            let mut candidates = at.first().map_or(0, |&b| by_first[usize::from(b)]);
            while candidates != 0 {
                let bit = candidates.trailing_zeros() as usize;
                candidates &= candidates - 1;
                if words.get(bit).is_some_and(|word| at.starts_with(word)) {
                    bits |= 1 << bit;
                }
            }
            pos = start + 1;
        }
        Words(bits)
    }

    fn has(self, bit: usize) -> bool {
        self.0 & (1 << bit) != 0
    }

    /// Whether any word of the list starting at bit `at` occurs (`any(word)` tells which count).
    fn any(self, at: usize, list: &[&[u8]], mut pred: impl FnMut(&[u8]) -> bool) -> bool {
        list.iter().enumerate().any(|(k, w)| self.has(at + k) && pred(w))
    }
}

/// Classifies one escape-free line, given lowercased (`lower`) and in its original case (`orig`,
/// the same bytes before lowercasing).
pub(crate) fn classify(lower: &[u8], orig: &[u8]) -> Class {
    // A format's gutter (`==1234==    by 0x1094E3: ring_new (ring.c:16)`), or a tree's drawn
    // prefix (`│  │    at Foo.bar(Foo.java:3)`, which is indentation): the line is what follows it.
    let whole = orig;
    let prefix = formats::gutter(orig).unwrap_or_else(|| ctx_squash_core::tree_prefix(orig));
    let (lower, orig) = (&lower[prefix..], &orig[prefix..]);
    let words = Words::scan(lower);
    let trimmed = lower.trim_ascii();
    let marker = is_lines_marker_like(trimmed);
    let indented = lower.first().is_some_and(u8::is_ascii_whitespace);
    let frame = !marker && formats::frame(lower, trimmed, indented);
    // Source shown in a diagnostic (`12 |     let e = StockError::Locked;`) is code, not an event.
    let snippet = !frame && is_snippet(trimmed);
    let level = if frame || marker || snippet {
        Level::None
    } else if let Some(level) = formats::level(whole, trimmed) {
        // What a format marks by its shape: a failing test's header, a note on a diagnostic.
        level
    } else if let Some(level) = low_level(orig) {
        level
    } else if field(orig) {
        Level::None
    } else if words.any(ERROR_AT, ERROR_WORDS, |w| occurs(lower, orig, w)) {
        Level::Error
    } else if words.any(WARN_AT, WARN_WORDS, |w| occurs(lower, orig, w)) || located_diagnostic(orig) {
        // A linter's finding says what is wrong where without naming a level
        // (`catalog/models.py:14:27: E711 Comparison to None`, `queue.go:77:2: unreachable code`).
        Level::Warn
    } else if words.any(INFO_AT, INFO_WORDS, |_| true) {
        Level::Info
    } else if words.any(DEBUG_AT, DEBUG_WORDS, |_| true) {
        Level::Debug
    } else {
        Level::None
    };
    let summary = !frame && !marker && !snippet && is_summary(lower, trimmed, words);
    Class {
        level,
        frame,
        summary,
        marker,
        library: frame && formats::library(trimmed),
        status: !frame && !summary && level < Level::Warn && formats::status(orig),
        snippet,
        gutter: prefix,
        words,
    }
}

/// A line of a table of fields, whose keywords name or set a field rather than report an event:
/// the key of a `Key:      value` table aligned to a column, past its first word (lscpu's
/// `Vulnerability Tsx async abort:      Not affected`; uvicorn's `ERROR:    Exception in ASGI
/// application` is an event), or an indented configuration key set to one word (YAML's `  LOG_LEVEL: warn`).
fn field(orig: &[u8]) -> bool {
    let Some(colon) = memchr::memchr(b':', orig) else { return false };
    let (key, value) = (&orig[..colon], &orig[colon + 1..]);
    let indented = key.first().is_some_and(u8::is_ascii_whitespace);
    let key = key.trim_ascii();
    if key.is_empty() {
        return false;
    }
    // Padding to a column (four blanks or a tab), not a doubled space.
    let aligned = value.starts_with(b"    ") || value.starts_with(b"\t");
    if !indented && aligned {
        // The first word of the key is the line's own level when it is one (`ERROR:    …`).
        let first = key.split(u8::is_ascii_whitespace).next().unwrap_or_default().to_ascii_lowercase();
        return !ERROR_WORDS.iter().chain(WARN_WORDS).any(|w| first.starts_with(w));
    }
    let word = value.trim_ascii();
    indented
        && value.first() == Some(&b' ')
        && key.iter().all(|&b| name_byte(b))
        && !word.is_empty()
        && !word.iter().any(u8::is_ascii_whitespace)
}

/// A finding at a location, as linters and compilers print one: an unindented `path.ext`, a line
/// and column, then `: ` and the message (`catalog/search.py:65:12: E0606: Possibly using …`,
/// `metrics/metrics.go:57:5: comparison of function Record == nil is always false`). A grep hit
/// (`src/a.py:12:    x = 1`, `src/a.py:12:def f():`) has no column or no message after a single
/// space.
pub(crate) fn located_diagnostic(orig: &[u8]) -> bool {
    let Some(path_end) = orig.iter().position(|&b| b == b':') else { return false };
    let path = &orig[..path_end];
    if path.is_empty() || path.iter().any(u8::is_ascii_whitespace) || !location_at(orig, path_end) {
        return false;
    }
    let mut rest = &orig[path_end + 1..];
    for _ in 0..2 {
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 || rest.get(digits) != Some(&b':') {
            return false;
        }
        rest = &rest[digits + 1..];
    }
    // gcc's `a.c:22:9: note: ‘status’ was declared here` explains the finding above it; a
    // column grep of comments (`src/a.js:12:4: * @param x`) is not a finding.
    let message = rest.get(1..).unwrap_or_default();
    if message.first().is_some_and(|b| matches!(b, b'*' | b'#' | b'/' | b'-')) {
        return false;
    }
    let aside = [&b"note:"[..], b"help:", b"info:"]
        .iter()
        .any(|w| message.get(..w.len()).is_some_and(|m| m.eq_ignore_ascii_case(w)));
    rest.first() == Some(&b' ') && message.first().is_some_and(|b| !b.is_ascii_whitespace()) && !aside
}

/// A line of source code quoted by a compiler: an optional line number, then the `|` gutter
/// (rustc, gcc, clang), or rustc's `...` elision.
fn is_snippet(trimmed: &[u8]) -> bool {
    let digits = trimmed.iter().take_while(|b| b.is_ascii_digit()).count();
    trimmed[digits..].trim_ascii_start().starts_with(b"|") || trimmed == b"..."
}

/// A stack frame told by its shape, whatever the language: a line opening with a frame number
/// (`#1 0x55f0933c1c50 in replay src/odometer.cpp:66`), `#`, `from` or `at` (`RSpec`'s
/// `# ./spec/invoice_spec.rb:27:in …`, Ruby's `from /x/lib/tax.rb:9:in …`), or with a place
/// itself (`/x/lib/invoicer/tax.rb:9:in …`), that names a `file.ext:LINE` place and says little
/// else.
pub(crate) fn located_frame(line: &[u8]) -> bool {
    let t = line.trim_ascii();
    if t.len() > 400 {
        return false;
    }
    let mut tokens = t.split(u8::is_ascii_whitespace).filter(|w| !w.is_empty());
    let mut first = tokens.next().unwrap_or_default();
    let numbered = {
        let body = first.strip_prefix(b"#").unwrap_or(first);
        let body = body.strip_suffix(b":").unwrap_or(body);
        !body.is_empty() && body.iter().all(u8::is_ascii_digit)
    };
    let opener = numbered || matches!(first, b"#" | b"from" | b"at");
    if opener {
        first = tokens.next().unwrap_or_default();
    }
    let place = |token: &[u8]| memchr::memchr_iter(b':', token).any(|i| location_at(token, i));
    // The place is the first token, or (numbered frames: address, `in`, function) any after it.
    let located = place(first) || (numbered && tokens.any(place));
    let words = || t.split(u8::is_ascii_whitespace).filter(|w| !w.is_empty()).count();
    located && (opener || place(first) && t.starts_with(first)) && words() <= 12
}

/// A `name.ext:DIGIT` location (`src/lib.rs:8:30`, `a.c:4:10:`, `Foo.java:10)`), or Python's
/// `", line N`.
fn has_location(s: &[u8], words: Words) -> bool {
    words.has(PY_LINE) || memchr::memchr_iter(b':', s).any(|i| location_at(s, i))
}

/// Whether the `:` at `colon` follows `name.ext` and precedes a digit.
pub(crate) fn location_at(s: &[u8], colon: usize) -> bool {
    if !s.get(colon + 1).is_some_and(u8::is_ascii_digit) {
        return false;
    }
    let ext = s[..colon].iter().rev().take_while(|b| b.is_ascii_alphanumeric()).count();
    (1..=6).contains(&ext) && colon > ext && s[colon - ext - 1] == b'.'
}

/// The explicit `TRACE`, `DEBUG` or `INFO` level a line carries (an uppercase word of its own
/// within its first 64 bytes, as structured loggers print it): such a line is never an error or
/// warning, whatever its message says (`DEBUG cargo::util::errors: …`).
fn low_level(orig: &[u8]) -> Option<Level> {
    let head = &orig[..orig.len().min(64)];
    let has = |w: &[u8]| {
        find_all(head, w).any(|i| {
            let before = i == 0 || !head[i - 1].is_ascii_alphanumeric();
            let after = head.get(i + w.len()).is_none_or(|b| !b.is_ascii_alphanumeric());
            before && after
        })
    };
    if has(b"TRACE") || has(b"DEBUG") {
        Some(Level::Debug)
    } else if has(b"INFO") {
        Some(Level::Info)
    } else {
        None
    }
}

fn is_summary(lower: &[u8], trimmed: &[u8], words: Words) -> bool {
    const STARTS: &[&[u8]] = &[b"build success", b"build succeeded", b"build failed"];
    if STARTS.iter().any(|p| trimmed.starts_with(p))
        || words.any(SUMMARY_AT, SUMMARY_WORDS, |_| true)
        || formats::verdict(lower, trimmed)
    {
        return true;
    }
    // `N passed` alone is too common (`request 22 failed`): a count reads as a verdict when there
    // are two of them (`2 failed, 10 passed`), when the line opens with it (`12 passed in 0.3s`,
    // `=== 3 failed ===`, `1 error generated.`) or when something was generated or emitted.
    if words.has(SUMMARY_LABEL) && labelled_summary(trimmed) {
        return true;
    }
    let counts = (0..COUNTED_WORDS.len())
        .filter(|&k| words.has(COUNTED_AT + k) && counted(lower, COUNTED_WORDS[k]))
        .count();
    let opening = trimmed.trim_ascii_start();
    // Past rules and bullets (`===`, `--`, `›`, `•`).
    let opening = &opening[opening.iter().take_while(|b| !b.is_ascii_alphanumeric()).count()..];
    let digits = opening.iter().take_while(|b| b.is_ascii_digit()).count();
    let rest = opening[digits..].strip_prefix(b"%").unwrap_or(&opening[digits..]);
    let noun =
        rest.strip_prefix(b" ").map_or(0, |r| r.iter().take_while(|b| b.is_ascii_alphabetic()).count() + 1);
    let opens_with_count = digits > 0
        && COUNTED_WORDS
            .iter()
            .any(|w| rest.starts_with(w) || rest.get(noun..).is_some_and(|r| r.starts_with(w)));
    counts >= 2 || (counts == 1 && (opens_with_count || words.has(GENERATED) || words.has(EMITTED)))
}

/// Whether the line is labelled a summary: the words before its first `: ` (at most three, after
/// any rule or tag such as `==809==`) include `summary` — `SUMMARY: AddressSanitizer:
/// heap-use-after-free …`, `ERROR SUMMARY: 0 errors from 0 contexts`, `LEAK SUMMARY:`. A sentence
/// that mentions a summary is not one.
fn labelled_summary(trimmed: &[u8]) -> bool {
    let start = trimmed.iter().position(u8::is_ascii_alphabetic).unwrap_or(trimmed.len());
    let opening = &trimmed[start..];
    let Some(colon) =
        memchr::memmem::find(opening, b": ").or_else(|| opening.strip_suffix(b":").map(<[u8]>::len))
    else {
        return false;
    };
    let label = &opening[..colon];
    let words = || label.split(|&b| b == b' ').filter(|w| !w.is_empty());
    words().count() <= 3
        && label.iter().all(|b| b.is_ascii_alphabetic() || matches!(b, b' ' | b'-' | b'_'))
        && words().any(|w| w == b"summary")
}

/// `word` right after a number, as in `12 passed` (`2 failed`, `3 warnings`), or after a number
/// and the one noun it counts (`6 tests failed`, `54% tests passed`, `1 snapshot failed`).
/// The number must stand alone: `07 error` in `00:00:07 error` is a time, not a count.
fn counted(lower: &[u8], word: &[u8]) -> bool {
    let number_before = |end: usize| {
        let end = end - usize::from(end > 0 && lower[end - 1] == b'%');
        let digits = lower[..end].iter().rev().take_while(|b| b.is_ascii_digit()).count();
        digits > 0
            && (digits == end
                || matches!(lower[end - digits - 1], b' ' | b'\t' | b'=' | b'(' | b',' | b';' | b'['))
    };
    find_all(lower, word).any(|i| {
        if number_before(i) {
            return true;
        }
        // One noun between: `6 tests failed`.
        let noun = lower[..i].iter().rev().take_while(|b| b.is_ascii_alphabetic()).count();
        noun > 0 && i > noun && lower[i - noun - 1] == b' ' && number_before(i - noun - 1)
    })
}

/// A hash of the `name.ext:LINE…` location tokens of a line (0 when it has none): the same message
/// at another place is another fact.
pub(crate) fn location_key(lower: &[u8]) -> u64 {
    let mut hash = None;
    for token in lower.split(u8::is_ascii_whitespace) {
        if memchr::memchr_iter(b':', token).any(|i| location_at(token, i)) {
            let h = hash.get_or_insert_with(Fnv::new);
            h.write(token);
            h.separate();
        }
    }
    hash.map_or(0, Fnv::finish)
}

/// Identity of a message for folding repeats: the line with every number (a run of digits not
/// glued to a preceding letter or `_`, so `E0425` and `v20` stay as they are) read as `0` and
/// every `name.ext:LINE…` location token dropped, so the same error at another line, file or
/// time shares a key while a different name (test, symbol, message) does not.
pub(crate) fn key(lower: &[u8]) -> u64 {
    let mut hash = Fnv::new();
    for token in lower.split(u8::is_ascii_whitespace).filter(|t| !t.is_empty()) {
        if memchr::memchr_iter(b':', token).any(|i| location_at(token, i)) {
            continue;
        }
        // 0: not in digits; 1: in a number being folded; 2: in digits that are part of a word.
        let mut state = 0u8;
        for &b in token.iter().chain(b" ") {
            let b = if b.is_ascii_digit() {
                match state {
                    1 => continue,
                    2 => b,
                    _ => {
                        state = 1;
                        b'0'
                    }
                }
            } else {
                state = if b.is_ascii_alphabetic() || b == b'_' { 2 } else { 0 };
                b
            };
            hash.byte(b);
        }
    }
    hash.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Expected class written as a short string: level letter (E/W/I/D/-), then flags
    /// `f` frame, `l` location, `s` summary, `m` marker, `b` library frame, `c` cargo status.
    #[track_caller]
    fn check(line: &str, expected: &str) {
        let lower = line.to_ascii_lowercase();
        let c = classify(lower.as_bytes(), line.as_bytes());
        let mut got = String::from(match c.level {
            Level::Error => "E",
            Level::Warn => "W",
            Level::Info => "I",
            Level::Debug => "D",
            Level::None => "-",
        });
        for (on, flag) in [
            (c.frame, 'f'),
            (c.location(lower.as_bytes()), 'l'),
            (c.summary, 's'),
            (c.marker, 'm'),
            (c.library, 'b'),
            (c.status, 'c'),
        ] {
            if on {
                got.push(flag);
            }
        }
        assert_eq!(got, expected, "{line:?}");
    }

    /// A keyword that names or sets a field of a table is no event; a level that heads its line
    /// is one.
    #[test]
    fn fields_of_a_table() {
        check("Vulnerability Tsx async abort:           Not affected", "-");
        check("  LOG_LEVEL: warn", "-");
        check("    onFailure: abort", "-");
        check("ERROR:    Exception in ASGI application", "E");
        check("error: could not compile `broken` (lib) due to 3 previous errors", "Es");
        check("Build failed:  3 errors", "Es");
    }

    #[test]
    fn rustc() {
        check("error[E0599]: no method named `bar` found for struct `Foo` in the current scope", "E");
        check(" --> src/lib.rs:3:18", "-fl");
        check("  ::: /rustc/x/library/core/src/fmt/mod.rs:12:5", "-flb");
        check("warning: unused variable: `unused`", "W");
        check("error: could not compile `broken` (lib) due to 3 previous errors", "Es");
        check("    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.17s", "Is");
        check("warning: `x` (lib) generated 3 warnings", "Ws");
        // rustc's hint names an error in a sentence: not one itself.
        check("For more information about an error, try `rustc --explain E0308`.", "I");
        // Notes and help belong to the diagnostic above them, whatever words they use.
        check("   = note: this error originates in the macro `uint_impl`", "I");
        check("   = note: clamp will panic if max < min", "I");
        check("   = help: for further information visit https://x/index.html#manual_clamp", "I");
    }

    #[test]
    fn labelled_summaries() {
        check(
            "SUMMARY: AddressSanitizer: heap-use-after-free /usr/include/c++/12/bits/stl_vector.h:988 in f()",
            "-ls",
        );
        check("==12== ERROR SUMMARY: 0 errors from 0 contexts (suppressed: 0 from 0)", "Es");
        check("    then it prints a summary: one line per suite", "-");
        check("pub fn summary(&self) -> Summary {", "-");
        check("summary: see below, it says what the run did", "-s");
    }

    #[test]
    fn cargo_test() {
        check("test tests::bad_eq ... FAILED", "E");
        check("test tests::ok1 ... ok", "-");
        check("thread 'tests::bad_eq' (4993) panicked at src/lib.rs:7:27:", "El");
        check("assertion `left == right` failed", "E");
        check("test result: FAILED. 3 passed; 2 failed; 0 ignored; 0 measured", "Es");
        check("test result: ok. 5 passed; 0 failed; 0 ignored", "-s");
        check("             at ./src/lib.rs:8:30", "-fl");
        check("   1: core::panicking::panic_fmt", "-flb");
        check("  #3 0x00005555 in abort_handler ()", "-fl");
        check("1: error in step one", "E");
        check("             at /rustc/5980/library/std/src/panicking.rs:689:5", "-flb");
    }

    #[test]
    fn python_and_pytest() {
        check("Traceback (most recent call last):", "E");
        check("  File \"/app/error_handler.py\", line 5, in g", "-fl");
        check("ValueError: bad value: 3", "E");
        check("FAILED tests/test_x.py::test_y - AssertionError: assert 3 == 4", "E");
        check("=== 2 failed, 10 passed in 0.12s ===", "Es");
        check("======= 12 passed in 0.30s =======", "-s");
        check("Ran 5 tests in 0.001s", "-s");
        check("FAILED (failures=2)", "Es");
    }

    #[test]
    fn c_go_java_js_npm() {
        check("a.c:4:10: error: ‘y’ undeclared (first use in this function)", "El");
        check("a.c:2:11: warning: initialization of ‘int’ from ‘char *’", "Wl");
        check("goroutine 1 [running]:", "-fl");
        check("\t/home/u/x/main.go:12 +0x1d", "-fl");
        check("--- FAIL: TestParse (0.00s)", "E");
        check("ok  \tgithub.com/u/x\t0.005s", "-s");
        check("Exception in thread \"main\" java.lang.NullPointerException", "E");
        check("\tat com.foo.ErrorHandler.handle(ErrorHandler.java:10)", "-fl");
        check("    at f ([eval]:1:20)", "-fl");
        check("npm error code ENOTCACHED", "Es");
        check("npm ERR! code E404", "Es");
        check("make: *** [Makefile:3: all] Error 1", "Es");
    }

    #[test]
    fn negations() {
        check("compiled with 0 errors", "-s");
        check("no errors found", "-");
        check("errors: 0, warnings: 0", "-");
        check("10 failed", "Es");
        check("ERROR request 22 failed: connection reset", "E");
        check("2024-01-01T00:00:07 ERROR worker 3 failed: reset", "E");
        check("=== 3 failed in 0.5s ===", "Es");
        check("1 error generated.", "Es");
        check("54% tests passed, 6 tests failed out of 13", "-s");
        check(" › 1 snapshot failed from 1 test suite.", "-s");
        check("warning: 1 warning emitted", "Ws");
        check("errors: 10", "E");
        check("test a ... FAILED0a", "E");
        check("failed 0x1f", "E");
        check("   Compiling app v0.1.0 (/tmp/failover/app)", "-c");
        check("GET https://errors.example.com/x 200", "-");
        check("src/error.rs:3:1: error: boom", "El");
    }

    #[test]
    fn words_inside_identifiers_and_options_do_not_count() {
        check("\tHAVE_GAI_STRERROR = \"1\"", "-");
        check("\tCFLAGS = \"-Wall -Werror=implicit-function-declaration\"", "-");
        check("     Running `rustc --crate-name x --error-format=json src/lib.rs`", "-c");
        check("  clap v4.6.9: [\"color\", \"error-context\", \"help\"]", "-");
        check("let on_error = handler;", "-");
        check("   = note: `#[warn(clippy::needless_return)]` on by default", "I");
        check("    panic!(\"boom\");", "-");
        check("Err(ParseError(\"x\"))", "E");
        check("ValueError: bad value: 3", "E");
        check("a number: ParseFloatError { kind: Invalid }", "E");
        check("DeprecationWarning: x is deprecated", "W");
        check("  0.113s TRACE cargo::core::resolver: activate clap error", "D");
        check("2024-01-01 DEBUG retry after failure", "D");
        check("   0.15s  INFO compile{unit=Unit { error: None }}", "I");
        check("INFO:root:nothing failed", "I");
        check("2024-01-01 ERROR retry after failure", "E");
    }

    #[test]
    fn linters_linkers_and_tap() {
        check("src/wav.c: In function ‘wav_write’:", "-");
        check("catalog/models.py:14:27: E711 Comparison to `None` should be `cond is None`", "Wl");
        check("queue/queue.go:77:2: unreachable code", "Wl");
        check("src/wav.c:22:9: note: ‘status’ was declared here", "Il");
        check("src/a.py:12:    x = 1", "-l");
        check("src/a.py:12:5:def f():", "-l");
        check("/tmp/m/src/main.c:18: undefined reference to `registry_init'", "El");
        check("not ok 3 - rejects an unknown tax class", "E");
        check("ok 2 - is zero for an empty invoice", "-");
        check("# tests 34", "-s");
        check("==42==    definitely lost: 0 bytes in 0 blocks", "-");
        check("==42==    definitely lost: 379 bytes in 6 blocks", "E");
        check("==42== Use --track-origins=yes to see where uninitialised values come from", "-");
        check("==42== Invalid read of size 4", "E");
        check("src/a.js:12:4: * @param x the input", "-l");
        check("        remind (/tmp/fixture/node-invoices/lib/due.js:33:18)", "-fl");
        check("        Test.run (node:internal/test_runner/test:796:25)", "-flb");
        check("catalog/importer.py:35: ", "-fl");
    }

    #[test]
    fn frames_by_shape() {
        for frame in [
            "    #1 0x55f0933c1c50 in replay src/odometer.cpp:66",
            "     # ./spec/invoice_spec.rb:27:in `block (3 levels) in <top (required)>'",
            "/tmp/fixture/rb-invoicer/lib/invoicer/tax.rb:9:in `fetch'",
            "\tfrom /tmp/x/lib/invoice.rb:48:in `reminder_text'",
        ] {
            assert!(located_frame(frame.as_bytes()), "{frame}");
        }
        for line in [
            "src/a.c:4:10: error: x undeclared (first use in this function) and a lot more words here",
            "# tests 34",
            "12:30:45 connected to db.local:5432",
        ] {
            assert!(!located_frame(line.as_bytes()), "{line}");
        }
    }

    /// A tree's drawn prefix is indentation: a frame drawn under a test runner's tree is a frame,
    /// the user's and the platform's told apart as without the drawing.
    #[test]
    fn frames_under_a_tree_prefix() {
        check("│  │  │               \tat ScrapTest.emptyShift(ScrapTest.java:26)", "-fl");
        check(
            "│  │  │  │               \tat org.junit.jupiter.api.AssertTrue.failNotTrue(AssertTrue.java:63)",
            "-flb",
        );
        check("|   |   \tat com.acme.Shop.pay(Shop.java:9)", "-fl");
        // Without a blank or a prefix, `at` opens a sentence.
        check("at least one", "-");
    }

    #[test]
    fn snippets_and_library_frames() {
        check("81 |             StockError::Locked => write!(f, \"locked\"),", "-");
        check("   |                         ^^^^^^ not found in `StockError`", "-");
        check("   28 |   stats.count++; /* error */", "-");
        check("   4: unitconv::parse_quantity", "-fl");
        check("             at ./src/lib.rs:53:61", "-fl");
        check("   8: <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold", "-flb");
        check("  File \"/usr/lib/python3.11/json/decoder.py\", line 337, in decode", "-flb");
        check("\tat java.base/java.lang.Thread.run(Thread.java:1583)", "-flb");
        check("    at Module._compile (node:internal/modules/cjs/loader:1364:14)", "-flb");
    }

    #[test]
    fn plain_and_markers() {
        check("   Compiling serde v1.0.200", "-c");
        check("INFO request served", "I");
        check("DEBUG cache miss", "D");
        check("[12 lines omitted]", "-m");
        check("12:30:45 connected to db.local:5432", "-l");
        check("", "-");
    }

    #[test]
    fn scores() {
        let c = |s: &str| {
            let class = classify(s.as_bytes(), s.as_bytes());
            class.score(class.location(s.as_bytes()))
        };
        assert_eq!(c("error: x"), 100);
        assert_eq!(c("a.c:1:2: error: x"), 130);
        assert_eq!(c("error: could not compile `x`"), 140);
        assert_eq!(c("warning: y"), 50);
        assert_eq!(c("info z"), 10);
        assert_eq!(c("debug z"), 5);
    }

    #[test]
    fn keys_fold_numbers_and_locations_only() {
        let k = |s: &str| key(s.as_bytes());
        assert_eq!(k("a.c:4:10: error: ‘y’ undeclared"), k("b.c:9:1: error: ‘y’ undeclared"));
        assert_eq!(k("error: timeout after 30s"), k("error: timeout after 5s"));
        assert_ne!(k("test a::b ... failed"), k("test a::c ... failed"));
        assert_ne!(k("failed tests/t.py::test_y - e"), k("failed tests/t.py::test_z - e"));
        assert_ne!(k("cannot find value `v1`"), k("cannot find value `v2`"));
        assert_ne!(k("error[e0425]: x"), k("error[e0599]: x"));
        assert_eq!(k("12:30:01 worker-3 crashed"), k("12:31:59 worker-12 crashed"));
    }
}
