//! `count_tokens`: exact o200k counts, total on any input by construction, with no side effects.
//!
//! The counting is done here rather than by tiktoken-rs, whose backtracking pre-tokenizer is slow
//! (about 10 MB/s on real text, 0.3–0.6 s per MB on long runs), panics on about a megabyte of
//! whitespace without a newline, and takes a fifth of a second to build its encoder.
//! [`pretokenize`] splits text with the same pattern on a forward lazy DFA, and
//! [`O200K`], a rank table built at compile time, looks pieces up and merges the rare pieces that
//! are not whole tokens, counting without building tokens.
//!
//! Text is counted in chunks of at most [`CHUNK`] bytes, so a giant piece (a megabyte of spaces)
//! costs bounded merging work. Chunks are cut only where o200k's pre-tokenizer always starts a
//! new piece, so the sum of the chunk counts equals the count of the whole text:
//!
//! - right after a `\n` that is followed by anything but `\r` or `\n`: no o200k piece continues
//!   past a newline into a following non-newline character;
//! - right before a space whose preceding character is not whitespace: no piece ends in a space
//!   after a non-space character, and every piece that starts with a space starts a new piece.
//!
//! A text with neither for [`CHUNK`] bytes (a giant run of one character, a minified line without
//! spaces) is cut every [`FORCED_CUT`] bytes on a character boundary, which can change the count by
//! about one token per cut.
//!
//! Nothing here can panic on any input: pieces are slices of the text, the merge indexes only
//! within a piece, and a lookup in the table probes a bounded number of slots. So there is no
//! `catch_unwind` and no panic hook: the host's panic hook and output are left alone. The one
//! thing built at run time is the compiled pattern, once per process, by the first count of a
//! non-empty text (a few milliseconds, see docs/benchmarks.md).

use std::sync::OnceLock;

use crate::bpe::O200K;
use crate::pretokenize::{Pieces, Splitter};

/// The largest piece of text counted at once.
const CHUNK: usize = 64 * 1024;

/// Where a text with no exact boundary is cut. Short, because merging a giant piece costs
/// `O(n log n)` with a heap that falls out of the CPU cache beyond a few KiB; each cut costs about
/// one token of accuracy.
const FORCED_CUT: usize = 4 * 1024;

/// The number of o200k_base tokens in `text`, with special-token text counted as plain text.
///
/// Equal to OpenAI's reference encoding on ordinary text; never panics, linear in the input.
///
/// ```
/// assert_eq!(ctx_tokens::count_tokens("Hello, world!"), 4);
/// assert_eq!(ctx_tokens::count_tokens("<|endoftext|>"), 7);
/// ```
pub fn count_tokens(text: &str) -> usize {
    // The empty text has no chunk, so it compiles nothing.
    Chunks::new(text).map(count_chunk).sum()
}

/// The exact o200k count of one chunk.
fn count_chunk(chunk: &str) -> usize {
    Pieces::new(pieces(), chunk).map(|piece| O200K.count(piece.as_bytes())).sum()
}

/// The pre-tokenizer, compiled on first use.
fn pieces() -> &'static Splitter {
    static PIECES: OnceLock<Splitter> = OnceLock::new();
    #[cfg(test)]
    tests::PIECES_USED.set(true);
    PIECES.get_or_init(|| Splitter::new().expect("o200k's pattern compiles (every test compiles it)"))
}

/// Splits text at exact token boundaries into pieces of at most [`CHUNK`] bytes.
struct Chunks<'a> {
    rest: &'a str,
    /// How many bytes at the start of `rest` are known to hold no exact boundary, so that a long
    /// unbroken run is scanned for boundaries once per [`CHUNK`], not once per forced cut.
    unbroken: usize,
}

impl<'a> Chunks<'a> {
    fn new(text: &'a str) -> Self {
        Chunks { rest: text, unbroken: 0 }
    }
}

impl<'a> Iterator for Chunks<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        if self.rest.is_empty() {
            return None;
        }
        let forced = || self.rest.floor_char_boundary(FORCED_CUT);
        let cut = if self.rest.len() <= CHUNK {
            self.rest.len()
        } else if self.unbroken > FORCED_CUT {
            forced()
        } else if let Some(cut) = boundary(self.rest) {
            cut
        } else {
            self.unbroken = CHUNK;
            forced()
        };
        self.unbroken = self.unbroken.saturating_sub(cut);
        let (chunk, rest) = self.rest.split_at(cut);
        self.rest = rest;
        Some(chunk)
    }
}

/// The last exact token boundary within the first [`CHUNK`] bytes of `text` (longer than
/// [`CHUNK`]), if there is one.
fn boundary(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let window = &bytes[..CHUNK];
    for newline in memchr::memrchr_iter(b'\n', window) {
        let next = bytes[newline + 1];
        if next != b'\n' && next != b'\r' {
            return Some(newline + 1);
        }
    }
    memchr::memrchr_iter(b' ', window)
        .find(|&space| space > 0 && !text[..space].chars().next_back().is_some_and(char::is_whitespace))
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use tiktoken_rs::CoreBPE;

    use super::*;

    thread_local! {
        /// Whether this thread asked for the pre-tokenizer since it last reset the flag.
        pub(super) static PIECES_USED: Cell<bool> = const { Cell::new(false) };
    }

    fn reference() -> &'static CoreBPE {
        tiktoken_rs::o200k_base_singleton()
    }

    #[track_caller]
    fn check(text: &str, expected: usize) {
        assert_eq!(count_tokens(text), expected, "{text:?}");
    }

    /// Expected values come from OpenAI's reference implementation (Python `tiktoken`).
    #[test]
    fn known_strings_have_known_counts() {
        check("", 0);
        check("hello world", 2);
        check("The quick brown fox jumps over the lazy dog.", 10);
        check("fn main() {\n    println!(\"hi\");\n}\n", 10);
        check("日本語のテキストを数える", 9);
        check("🎉🚀 emoji", 5);
        check("<|endoftext|>", 7);
        check("error[E0599]: no method named `foo` found for struct `Bar`", 17);
    }

    /// `ctx count` of an empty input must not pay for compiling the pattern.
    #[test]
    fn the_empty_text_builds_nothing() {
        PIECES_USED.set(false);
        check("", 0);
        assert!(!PIECES_USED.get(), "counting the empty text asked for the pre-tokenizer");
        check(" ", 1);
        assert!(PIECES_USED.get());
    }

    #[track_caller]
    fn check_chunked_exactly(text: &str) {
        let whole = reference().encode_ordinary(text).len();
        let chunks: Vec<&str> = Chunks::new(text).collect();
        assert!(chunks.len() > 1, "the test text must be cut");
        assert_eq!(chunks.concat(), text);
        assert_eq!(count_tokens(text), whole);
    }

    #[test]
    fn cuts_at_newlines_and_spaces_keep_counts_exact() {
        check_chunked_exactly(&"let x = foo(bar);   // comment\n\n\t  indented line\r\n".repeat(4000));
        check_chunked_exactly(&"word, 123 456.7 'quoted' don't x\u{3000}y ".repeat(5000));
        check_chunked_exactly(&"a\n\n\n\n \n".repeat(20_000));
        check_chunked_exactly(&"Ünïcödé  wörds  ünd  ｆｕｌｌ ".repeat(5000));
    }

    /// Far beyond one chunk: tiktoken-rs itself panics on about 1,000,000 spaces. (ctx-tokens is
    /// optimized in test builds, see the workspace Cargo.toml, so these sizes stay quick.)
    #[test]
    fn pathological_runs_do_not_panic() {
        for (unit, len) in
            [(" ", 1_200_000), ("\t", 1_000_000), ("a", 1_000_000), ("-", 1_000_000), ("é", 500_000)]
        {
            let text = unit.repeat(len);
            let count = count_tokens(&text);
            assert!(count > 0 && count <= len, "{unit:?}: {count}");
        }
    }

    /// Forced cuts cost about one token each, never more than a few.
    #[test]
    fn forced_cuts_stay_close_to_exact() {
        for unit in ["a", "-", " ", "ab1", "\u{3000}"] {
            let text = format!("{}x", unit.repeat(80_000 / unit.len()));
            let cuts = Chunks::new(&text).count() - 1;
            assert!(cuts >= 3, "{unit:?}: the test text must be force-cut");
            let exact = reference().encode_ordinary(&text).len();
            assert!(count_tokens(&text).abs_diff(exact) <= 2 * cuts, "{unit:?}");
        }
    }
}
