//! `count_tokens`: exact o200k counts through one lazily built encoder, total on any input.
//!
//! tiktoken-rs panics on about a megabyte of whitespace without a newline and slows down badly on
//! long unbroken runs. Text is therefore counted in chunks of at most [`CHUNK`] bytes, cut only
//! where o200k's pre-tokenizer always starts a new piece, so the sum of the chunk counts equals the
//! count of the whole text:
//!
//! - right after a `\n` that is followed by anything but `\r` or `\n`: no o200k piece continues
//!   past a newline into a following non-newline character;
//! - right before a space whose preceding character is not whitespace: no piece ends in a space
//!   after a non-space character, and every piece that starts with a space starts a new piece.
//!
//! A chunk with neither (a giant run of one character, a minified line without spaces) is cut at
//! [`CHUNK`] on a character boundary, which can change the count by at most one token per cut. As a
//! last resort a panic inside the encoder is caught and the chunk is estimated, without printing.

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};
use std::sync::{LazyLock, Once};

use tiktoken_rs::CoreBPE;

/// The largest piece of text handed to the encoder at once.
const CHUNK: usize = 64 * 1024;

/// Where a text with no exact boundary is cut: short, because one giant o200k piece costs
/// superlinear time in the encoder, while each cut costs at most one token of accuracy.
const FORCED_CUT: usize = 4 * 1024;

static ENCODER: LazyLock<Option<CoreBPE>> = LazyLock::new(|| tiktoken_rs::o200k_base().ok());

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
    Chunks { rest: text }.map(|chunk| count_chunk(encoder, chunk)).sum()
}

/// Splits text at exact token boundaries into pieces of at most [`CHUNK`] bytes.
struct Chunks<'a> {
    rest: &'a str,
}

impl<'a> Iterator for Chunks<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        if self.rest.is_empty() {
            return None;
        }
        let cut = if self.rest.len() <= CHUNK { self.rest.len() } else { cut_point(self.rest) };
        let (chunk, rest) = self.rest.split_at(cut);
        self.rest = rest;
        Some(chunk)
    }
}

/// Where to end the first chunk of `text` (longer than [`CHUNK`]): the last exact token boundary
/// within the first [`CHUNK`] bytes, or a character boundary at [`CHUNK`] if there is none.
fn cut_point(text: &str) -> usize {
    let bytes = text.as_bytes();
    let window = &bytes[..CHUNK];
    for newline in memchr::memrchr_iter(b'\n', window) {
        let next = bytes[newline + 1];
        if next != b'\n' && next != b'\r' {
            return newline + 1;
        }
    }
    for space in memchr::memrchr_iter(b' ', window) {
        if space > 0 && !text[..space].chars().next_back().is_some_and(char::is_whitespace) {
            return space;
        }
    }
    text.floor_char_boundary(FORCED_CUT)
}

thread_local! {
    static QUIET_PANICS: Cell<bool> = const { Cell::new(false) };
}

/// Counts one chunk; a panic inside the encoder becomes an estimate instead of a crash.
fn count_chunk(encoder: &CoreBPE, chunk: &str) -> usize {
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
    let counted = panic::catch_unwind(AssertUnwindSafe(|| encoder.encode_ordinary(chunk).len()));
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

    #[track_caller]
    fn check_chunked_exactly(text: &str) {
        let whole = ENCODER.as_ref().expect("encoder").encode_ordinary(text).len();
        let chunks: Vec<&str> = Chunks { rest: text }.collect();
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

    #[test]
    fn pathological_runs_do_not_panic() {
        for (byte, len) in [(' ', 1_200_000), ('\t', 1_000_000), ('a', 1_000_000), ('-', 1_000_000)] {
            let text = byte.to_string().repeat(len);
            let count = count_tokens(&text);
            assert!(count > 0 && count <= len, "{byte:?}: {count}");
        }
    }
}
