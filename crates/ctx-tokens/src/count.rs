//! `count_tokens`: exact o200k counts through one lazily built encoder, total on any input.
//!
//! tiktoken-rs supplies the vocabulary; the counting itself is done here, because tiktoken-rs's
//! backtracking pre-tokenizer is slow (about 10 MB/s on real text, 0.3–0.6 s per MB on long runs)
//! and panics on about a megabyte of whitespace without a newline. [`pretokenize`] splits text with
//! the same pattern on the `regex` crate's automata, [`Vocab`] looks pieces up in a compact rank
//! table and merges the rare pieces that are not whole tokens, counting without building tokens.
//!
//! Text is still counted in chunks of at most [`CHUNK`] bytes, so a giant piece (a megabyte of
//! spaces) costs bounded merging work. Chunks are cut only where o200k's pre-tokenizer always
//! starts a new piece, so the sum of the chunk counts equals the count of the whole text:
//!
//! - right after a `\n` that is followed by anything but `\r` or `\n`: no o200k piece continues
//!   past a newline into a following non-newline character;
//! - right before a space whose preceding character is not whitespace: no piece ends in a space
//!   after a non-space character, and every piece that starts with a space starts a new piece.
//!
//! A text with neither for [`CHUNK`] bytes (a giant run of one character, a minified line without
//! spaces) is cut every [`FORCED_CUT`] bytes on a character boundary, which can change the count by
//! about one token per cut. As a last resort a panic while counting is caught, without printing,
//! and the chunk is counted by tiktoken-rs itself, or estimated if that panics too.
//!
//! The encoder is built on first use, once per process: tiktoken-rs's own `o200k_base()` (about
//! 0.2 s) plus copying its 199,998 tokens into the rank table and compiling the pattern (about
//! 0.1 s more, measured on a busy two-core machine).

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};
use std::sync::{LazyLock, Once};

use regex::Regex;
use tiktoken_rs::CoreBPE;

use crate::bpe::Vocab;
use crate::pretokenize::{self, Pieces};

/// The largest piece of text counted at once.
const CHUNK: usize = 64 * 1024;

/// Where a text with no exact boundary is cut. Short, because merging a giant piece costs
/// `O(n log n)` with a heap that falls out of the CPU cache beyond a few KiB; each cut costs about
/// one token of accuracy.
const FORCED_CUT: usize = 4 * 1024;

/// The o200k pre-tokenizer and vocabulary, built once per process.
struct Encoder {
    pieces: Regex,
    vocab: Vocab,
    /// tiktoken-rs's own encoder, the vocabulary's source, kept as a second opinion should the
    /// fast path ever panic (and because dropping it would cost more time than keeping it).
    tiktoken: CoreBPE,
}

static ENCODER: LazyLock<Option<Encoder>> = LazyLock::new(Encoder::o200k);

impl Encoder {
    /// Copies o200k's mergeable tokens out of tiktoken-rs: every rank from 0 up to the first
    /// that does not decode or is a special token.
    fn o200k() -> Option<Encoder> {
        let tiktoken = tiktoken_rs::o200k_base().ok()?;
        let specials = tiktoken.special_tokens();
        let tokens = (0..)
            .map_while(|rank| tiktoken.decode_bytes(&[rank]).ok())
            .take_while(|token| !std::str::from_utf8(token).is_ok_and(|text| specials.contains(text)));
        let vocab = Vocab::new(tokens)?;
        Some(Encoder { pieces: pretokenize::regex()?, vocab, tiktoken })
    }

    /// The exact o200k count of `text`.
    fn count(&self, text: &str) -> usize {
        Pieces::new(&self.pieces, text).map(|piece| self.vocab.count(piece.as_bytes())).sum()
    }
}

/// The number of o200k_base tokens in `text`, with special-token text counted as plain text.
///
/// Equal to OpenAI's reference encoding on ordinary text; never panics, linear in the input.
///
/// ```
/// assert_eq!(ctx_tokens::count_tokens("Hello, world!"), 4);
/// assert_eq!(ctx_tokens::count_tokens("<|endoftext|>"), 7);
/// ```
pub fn count_tokens(text: &str) -> usize {
    let Some(encoder) = ENCODER.as_ref() else {
        return estimate(text);
    };
    Chunks::new(text).map(|chunk| count_chunk(encoder, chunk)).sum()
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

thread_local! {
    static QUIET_PANICS: Cell<bool> = const { Cell::new(false) };
}

/// Counts one chunk; a panic inside the encoder becomes an estimate instead of a crash.
fn count_chunk(encoder: &Encoder, chunk: &str) -> usize {
    static QUIET_HOOK: Once = Once::new();
    QUIET_HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !QUIET_PANICS.with(Cell::get) {
                previous(info);
            }
        }));
    });
    QUIET_PANICS.with(|quiet| quiet.set(true));
    let counted = panic::catch_unwind(AssertUnwindSafe(|| encoder.count(chunk)))
        .or_else(|_| panic::catch_unwind(AssertUnwindSafe(|| encoder.tiktoken.encode_ordinary(chunk).len())));
    QUIET_PANICS.with(|quiet| quiet.set(false));
    counted.unwrap_or_else(|_| estimate(chunk))
}

/// A rough count for text the encoder could not take: about four bytes a token.
fn estimate(text: &str) -> usize {
    text.len().div_ceil(4)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reference() -> &'static CoreBPE {
        static REFERENCE: LazyLock<CoreBPE> =
            LazyLock::new(|| tiktoken_rs::o200k_base().expect("tiktoken-rs builds o200k"));
        &REFERENCE
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

    #[test]
    fn the_vocabulary_is_o200k_without_special_tokens() {
        let encoder = ENCODER.as_ref().expect("o200k builds");
        assert_eq!(encoder.vocab.len(), 199_998);
        assert_eq!(encoder.vocab.count(b"<|endoftext|>"), 7);
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
