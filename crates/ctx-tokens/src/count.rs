//! `count_tokens`: exact o200k counts, total on any input by construction, with no side effects.
//!
//! The counting is done here rather than by tiktoken-rs, whose backtracking pre-tokenizer is slow
//! (about 10 MB/s on real text, 0.3–0.6 s per MB on long runs), panics on about a megabyte of
//! whitespace without a newline, and takes a fifth of a second to build its encoder.
//! [`pretokenize`] splits text with the same pattern on a forward lazy DFA — or [`scan`] reads
//! the pieces straight off a text whose every character's class it knows (ASCII, common
//! punctuation and symbols), the same pieces with nothing compiled —, and
//! [`O200K`], a rank table built at compile time, looks pieces up and merges the rare pieces that
//! are not whole tokens, counting without building tokens.
//!
//! Text is pre-tokenized whole (the lazy DFA is linear), so every piece is exactly the piece
//! tiktoken would see, and each piece is merged on its own. A piece longer than [`GIANT`] bytes
//! (a run of one letter, of spaces or of punctuation: real text and even base64 split into small
//! pieces) is merged [`FORCED_CUT`] bytes at a time, which bounds the merging work and can change
//! its count by about one token per cut; every other count is exact.
//!
//! Nothing here can panic on any input: pieces are slices of the text, the merge indexes only
//! within a piece, and a lookup in the table probes a bounded number of slots. So there is no
//! `catch_unwind` and no panic hook: the host's panic hook and output are left alone. The one
//! thing built at run time is the compiled pattern, once per process, by the first count of a
//! text [`scan`] does not read (a few milliseconds, see docs/benchmarks.md).

use std::sync::OnceLock;

use crate::bpe::O200K;
use crate::pretokenize::{Pieces, Splitter};
use crate::scan;

/// The longest piece merged whole.
const GIANT: usize = 64 * 1024;

/// How a giant piece is cut. Short, because merging a giant piece costs `O(n log n)` with a heap
/// that falls out of the CPU cache beyond a few KiB; each cut costs about one token of accuracy.
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
    count_tokens_with_progress(text, &mut |_| {})
}

/// [`count_tokens`], telling `progress` how many bytes were counted so far, about once a
/// megabyte (for a progress bar over a large input).
///
/// ```
/// let text = "fn main() {}\n".repeat(200_000);
/// let mut reported = 0;
/// let count = ctx_tokens::count_tokens_with_progress(&text, &mut |done| reported = done);
/// assert_eq!((count, reported), (ctx_tokens::count_tokens(&text), text.len()));
/// ```
pub fn count_tokens_with_progress(text: &str, progress: &mut dyn FnMut(usize)) -> usize {
    const EVERY: usize = 1 << 20;
    // The empty text has no piece, so it compiles nothing.
    if text.is_empty() {
        return 0;
    }
    let (mut tokens, mut done, mut reported) = (0, 0, 0);
    for piece in split(text) {
        tokens += count_piece(piece);
        done += piece.len();
        if done - reported >= EVERY {
            progress(done);
            reported = done;
        }
    }
    if reported < done {
        progress(done);
    }
    tokens
}

/// [`count_tokens`] of `text` when it is at most `limit`, else `None`: the counting stops at the
/// first piece past `limit`, so weighing a long text against a short one costs about the short
/// one's count, whatever the long one's length.
///
/// ```
/// use ctx_tokens::{count_tokens, count_tokens_within};
///
/// let text = "fn main() {}\n".repeat(100_000);
/// assert_eq!(count_tokens_within("Hello, world!", 4), Some(4));
/// assert_eq!(count_tokens_within("Hello, world!", 3), None);
/// assert_eq!(count_tokens_within(&text, 10), None);
/// assert_eq!(count_tokens_within(&text, usize::MAX), Some(count_tokens(&text)));
/// ```
pub fn count_tokens_within(text: &str, limit: usize) -> Option<usize> {
    let mut tokens = 0usize;
    if text.is_empty() {
        return Some(0);
    }
    for piece in split(text) {
        tokens = tokens.saturating_add(count_piece(piece));
        if tokens > limit {
            return None;
        }
    }
    Some(tokens)
}

/// True when `count_tokens(left + right)` is certainly `count_tokens(left) + count_tokens(right)`:
/// the text joined splits into `left`'s pieces and `right`'s, so a text that grows by `right`
/// counts only `right`. Two joins are known to: `left` ends with an ASCII letter or digit and
/// `right` starts with ASCII white space (no piece of letters or digits takes in white space),
/// and `left` ends with a line break and `right` starts with anything but white space or `/` (a
/// piece that ends with a line break takes in only more white space, line breaks and slashes).
/// Any other join answers `false`, and the caller counts the whole text.
///
/// ```
/// use ctx_tokens::{adds_up, count_tokens};
///
/// assert!(adds_up("[done]\n\n", "Summary of 3 messages"));
/// assert_eq!(count_tokens("[done]\n\nSummary"), count_tokens("[done]\n\n") + count_tokens("Summary"));
/// assert!(adds_up("## Names\n", "- src/a.rs parse_config"));
/// assert!(!adds_up("summary", "ies")); // one word: a piece straddles the join
/// assert!(!adds_up("end.\n", "\n## Next")); // the line breaks make one piece
/// ```
pub fn adds_up(left: &str, right: &str) -> bool {
    let (Some(&last), Some(first)) = (left.as_bytes().last(), right.chars().next()) else {
        return true;
    };
    (last.is_ascii_alphanumeric() && first.is_ascii_whitespace())
        || (matches!(last, b'\n' | b'\r') && !first.is_whitespace() && first != '/')
}

/// The o200k count of one pre-tokenized piece: exact up to [`GIANT`] bytes.
fn count_piece(piece: &str) -> usize {
    if piece.len() <= GIANT {
        return O200K.count(piece.as_bytes());
    }
    let mut rest = piece;
    let mut tokens = 0;
    while !rest.is_empty() {
        let mut cut = rest.floor_char_boundary(FORCED_CUT.min(rest.len()));
        if cut == 0 {
            cut = rest.ceil_char_boundary(1);
        }
        let (head, tail) = rest.split_at(cut);
        tokens += O200K.count(head.as_bytes());
        rest = tail;
    }
    tokens
}

/// The pieces of `text`: read straight off it when every character's class is known
/// ([`scan`]), else by the pre-tokenizer's DFA, compiled on first use.
fn split(text: &str) -> Pieces<'static, '_> {
    if scan::reads(text) { Pieces::scanned(text) } else { Pieces::new(pieces(), text) }
}

/// The pre-tokenizer, compiled on first use.
fn pieces() -> &'static Splitter {
    static PIECES: OnceLock<Splitter> = OnceLock::new();
    #[cfg(test)]
    tests::PIECES_USED.set(true);
    PIECES.get_or_init(|| Splitter::new().expect("o200k's pattern compiles (every test compiles it)"))
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
        check("é", 1);
        assert!(PIECES_USED.get());
    }

    /// Text of known characters — a log line, a capture's marker with its dash — is counted
    /// without compiling the pattern (a 1 MB capture weighs its markers so, issue #16), and
    /// counts as the reference does.
    #[test]
    fn known_characters_build_nothing() {
        let texts = [
            "   0.016581755s TRACE main:exec:workspace: cargo::core::workspace: find_root - found!\n",
            "[1 lines omitted — recall f927090c lines 12-12]",
            "[… 535 bytes omitted — recall f927090c line 8] ×12 ✓ ─┼─",
        ];
        for text in texts {
            PIECES_USED.set(false);
            let counted = count_tokens(text);
            assert!(!PIECES_USED.get(), "{text:?} asked for the pre-tokenizer");
            assert_eq!(count_tokens_within(text, counted), Some(counted));
            assert!(!PIECES_USED.get(), "{text:?} asked for the pre-tokenizer");
            assert_eq!(counted, reference().encode_ordinary(text).len(), "{text:?}");
        }
    }

    /// Texts of known characters where the pattern's alternatives meet — contractions in every
    /// case after letters, digits, white space and punctuation, runs of white space before line
    /// breaks and at the end, digits in runs of one to ten, punctuation before line breaks and
    /// slashes — count as the reference counts them, with nothing compiled; the same texts with
    /// a character outside the known ones added anywhere ask for the pre-tokenizer and count as
    /// the reference too.
    #[test]
    fn texts_where_the_alternatives_meet_count_as_the_reference() {
        let mut texts = Vec::new();
        let contractions = [
            "'s", "'t", "'re", "'ve", "'m", "'ll", "'d", "'S", "'T", "'RE", "'Re", "'rE", "'VE", "'vE", "'M",
            "'LL", "'Ll", "'lL", "'D", "'", "''", "'x", "'r", "'v", "'l",
        ];
        for before in ["", "a", "A", "aB", "Ab", "1", " ", "  ", "\t", "\n", ".", "—", "'", "/"] {
            for contraction in contractions {
                for after in ["", "a", "A", "1", " ", "\n", ".", "e", "l", "E", "—"] {
                    texts.push(format!("{before}{contraction}{after}"));
                    texts.push(format!("{before}{contraction}{contraction}{after}"));
                }
            }
        }
        let blanks = [" ", "\t", "\n", "\r", "\r\n", "\u{b}", "\u{c}"];
        let mut runs = Vec::new();
        for first in blanks {
            for second in blanks {
                runs.extend(blanks.map(|third| format!("{first}{second}{third}")));
            }
        }
        for run in &runs {
            for edge in ["", "a", ".", "1", "/", "—"] {
                texts.push(format!("{edge}{run}"));
                texts.push(format!("{run} {edge}"));
                texts.push(format!("{edge}{run}{edge}"));
            }
        }
        for len in 1..=10 {
            let digits = &"1234567890"[..len];
            for edge in ["", "a", "A", " ", ".", "'s", "\n", "—"] {
                texts.push(format!("{edge}{digits}{edge}"));
                texts.push(format!("{digits}{edge}{digits}"));
            }
        }
        for marks in ["-", "->", "...", "—", "──", "//", "\\\\", "|", "'''", "\"", "`"] {
            for tail in ["\n", "\r\n", "\n\n", "/", "\n/", "/\n/", " \n", "\n ", "\n\t", "a", "\u{b}", " /"] {
                for head in ["", " ", "  ", "\t", "a", "\n"] {
                    texts.push(format!("{head}{marks}{tail}"));
                    texts.push(format!("{head}{marks}{tail}x"));
                }
            }
        }
        for text in &texts {
            PIECES_USED.set(false);
            let counted = count_tokens(text);
            assert!(!PIECES_USED.get(), "{text:?} asked for the pre-tokenizer");
            assert_eq!(counted, reference().encode_ordinary(text).len(), "{text:?}");
        }
        for unknown in ["é", "\u{301}", "\u{a0}", "\u{3000}", "ſ", "日", "½"] {
            for text in texts.iter().step_by(7) {
                for mixed in
                    [format!("{unknown}{text}"), format!("{text}{unknown}"), format!("{text}{unknown}{text}")]
                {
                    PIECES_USED.set(false);
                    let counted = count_tokens(&mixed);
                    assert!(PIECES_USED.get(), "{mixed:?} did not ask for the pre-tokenizer");
                    assert_eq!(counted, reference().encode_ordinary(&mixed).len(), "{mixed:?}");
                }
            }
        }
    }

    #[track_caller]
    fn check_exact(text: &str) {
        assert_eq!(
            count_tokens(text),
            reference().encode_ordinary(text).len(),
            "{:?}…",
            &text[..40.min(text.len())]
        );
    }

    #[test]
    fn long_texts_count_exactly() {
        check_exact(&"let x = foo(bar);   // comment\n\n\t  indented line\r\n".repeat(4000));
        check_exact(&"word, 123 456.7 'quoted' don't x\u{3000}y ".repeat(5000));
        check_exact(&"a\n\n\n\n \n".repeat(20_000));
        check_exact(&"Ünïcödé  wörds  ünd  ｆｕｌｌ ".repeat(5000));
        // Newlines followed by blanks or by `/` join the next piece: no cut may fall there.
        check_exact(&"x\n \ny;\n/z ".repeat(20_000));
        // An unbroken 100 KB base64 line (an image inside JSON) splits into small pieces.
        let base64: String = (0..100_000u32).map(|i| b"AbC+/9xYz0="[(i * 7 % 11) as usize] as char).collect();
        check_exact(&base64);
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

    /// Forced cuts (inside one giant piece only) cost about one token each, never more than a few.
    #[test]
    fn forced_cuts_stay_close_to_exact() {
        for unit in ["a", "-", " ", "\u{3000}"] {
            let text = format!("{}x", unit.repeat(80_000 / unit.len()));
            let cuts = text.len() / FORCED_CUT;
            let exact = reference().encode_ordinary(&text).len();
            assert!(count_tokens(&text).abs_diff(exact) <= 2 * cuts, "{unit:?}");
        }
        // Mixed units are not one piece: exact.
        check_exact(&"ab1".repeat(30_000));
    }
}
