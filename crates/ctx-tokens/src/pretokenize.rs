//! o200k's pre-tokenizer on a lazy DFA (regex-automata) instead of a backtracking engine.
//!
//! o200k splits text into pieces with a pattern of seven alternatives, tried in order at each
//! position (leftmost-first, which regex-automata shares with the backtracking engine tiktoken
//! uses). Only the sixth, `\s+(?!\S)`, needs a lookahead; [`PATTERN`] drops it and [`Pieces`]
//! emulates it:
//!
//! - a match of the last alternative, `\s+`, is the only kind of match that ends in whitespace other
//!   than `\r` or `\n` (letters, digits, punctuation or line breaks end every other kind);
//! - where `\s+(?!\S)` would have matched, the run has no `\r` or `\n` (else `\s*[\r\n]+` matched
//!   first), so `\s+` matches the same whole run;
//! - `\s+(?!\S)` backs off the run's last character when more text follows (that text is not
//!   whitespace, or the run would be longer), and fails on a one-character run, leaving it to `\s+`.
//!
//! So a `\s+` match of two or more characters followed by more text is shortened by its last
//! character, and the search resumes at that character.
//!
//! Every piece starts where the previous one ended, so [`Splitter`] searches anchored there, for
//! the piece's end only: a forward lazy DFA and no reverse one. That halves both the compile time
//! (the first count of a process) and the instructions per byte of a search, compared with the
//! `regex` crate's unanchored `find_at`, which builds and runs a reverse automaton to find where
//! the match starts (measured in docs/benchmarks.md).

use std::panic::{RefUnwindSafe, UnwindSafe};
use std::sync::OnceLock;

use regex_automata::hybrid::dfa::{self, Cache, DFA};
use regex_automata::nfa::thompson::pikevm::PikeVM;
use regex_automata::util::pool::{Pool, PoolGuard};
use regex_automata::{Anchored, Input};

use crate::scan;

/// tiktoken-rs's `O200K_BASE_PAT_STR` without its lookahead alternative `\s+(?!\S)`.
pub(crate) const PATTERN: &str = concat!(
    r"[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?",
    "|",
    r"[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?",
    "|",
    r"\p{N}{1,3}",
    "|",
    r" ?[^\s\p{L}\p{N}]+[\r\n/]*",
    "|",
    r"\s*[\r\n]+",
    "|",
    r"\s+",
);

/// Makes a lazy DFA's cache for one thread at a time.
type MakeCache = Box<dyn Fn() -> Cache + Send + Sync + UnwindSafe + RefUnwindSafe>;

/// [`PATTERN`] compiled to a forward-only lazy DFA for anchored searches, with a pool of the
/// DFA's caches (one per thread at a time, as the `regex` crate keeps them).
pub(crate) struct Splitter {
    dfa: DFA,
    caches: Pool<Cache, MakeCache>,
    /// The same pattern on a `PikeVM`, compiled should the lazy DFA ever fail (it has its own
    /// NFA: the DFA's has no capture states, which the `PikeVM` needs to report a match).
    fallback: OnceLock<Option<PikeVM>>,
}

impl Splitter {
    /// Compiles [`PATTERN`].
    pub(crate) fn new() -> Option<Splitter> {
        Splitter::with(dfa::Config::new())
    }

    fn with(config: dfa::Config) -> Option<Splitter> {
        let dfa = DFA::builder().configure(config).build(PATTERN).ok()?;
        let maker = dfa.clone();
        Some(Splitter {
            dfa,
            caches: Pool::new(Box::new(move || maker.create_cache())),
            fallback: OnceLock::new(),
        })
    }

    /// The end of the leftmost-first match of [`PATTERN`] that starts at `start` (a character
    /// boundary before the end of `text`).
    fn end(&self, cache: &mut Cache, text: &str, start: usize) -> Option<usize> {
        let input = Input::new(text).range(start..).anchored(Anchored::Yes);
        if let Ok(found) = self.dfa.try_search_fwd(cache, &input) {
            return found.map(|found| found.offset());
        }
        // The lazy DFA fails only when told to: it gives up on a thrashing cache only with a
        // minimum clear count, and quits only on quit bytes or a Unicode word boundary, none of
        // which is configured (a test quits on every byte to reach this line). The PikeVM never
        // fails.
        let vm = self.fallback.get_or_init(|| PikeVM::new(PATTERN).ok()).as_ref()?;
        vm.find(&mut vm.create_cache(), input).map(|found| found.end())
    }
}

/// The pieces of `text`, in order; together they are exactly `text`.
pub(crate) struct Pieces<'s, 't> {
    /// The DFA and its cache, or `None` for a text [`scan`] reads.
    splitter: Option<(&'s Splitter, PoolGuard<'s, Cache, MakeCache>)>,
    text: &'t str,
    at: usize,
}

impl<'s, 't> Pieces<'s, 't> {
    /// `text` split by the DFA.
    pub(crate) fn new(splitter: &'s Splitter, text: &'t str) -> Self {
        Pieces { splitter: Some((splitter, splitter.caches.get())), text, at: 0 }
    }

    /// `text`, which [`scan::reads`] accepts, split by reading it ([`scan::end`]): the same
    /// pieces as the DFA's, with no pattern compiled.
    pub(crate) fn scanned(text: &'t str) -> Self {
        Pieces { splitter: None, text, at: 0 }
    }
}

impl<'t> Iterator for Pieces<'_, 't> {
    type Item = &'t str;

    fn next(&mut self) -> Option<&'t str> {
        if self.at >= self.text.len() {
            return None;
        }
        let start = self.at;
        // The pattern matches every character, so a piece ends past `start`; if it somehow did
        // not, the rest of the text is one piece, keeping the pieces a partition.
        let found = match &mut self.splitter {
            Some((splitter, cache)) => splitter.end(cache, self.text, start),
            None => Some(scan::end(self.text, start)),
        };
        let mut end = match found {
            Some(end) if end > start => end,
            _ => self.text.len(),
        };
        // A match of a UTF-8 pattern ends on a character boundary; rounding up costs nothing and
        // keeps the slicing below total by construction.
        end = self.text.ceil_char_boundary(end);
        if end < self.text.len() {
            let piece = &self.text[start..end];
            let mut chars = piece.chars();
            if let Some(last) = chars.next_back()
                && last.is_whitespace()
                && last != '\r'
                && last != '\n'
                && chars.next().is_some()
            {
                end -= last.len_utf8();
            }
        }
        self.at = end;
        Some(&self.text[start..end])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A splitter whose lazy DFA quits on every byte, so that every piece comes from the
    /// `PikeVM`.
    fn quitting() -> Splitter {
        let config = (0..=u8::MAX).fold(DFA::config(), |config, byte| config.quit(byte, true));
        let splitter = Splitter::with(config).expect("the pattern compiles");
        let input = Input::new("Hello").anchored(Anchored::Yes);
        assert!(splitter.dfa.try_search_fwd(&mut splitter.dfa.create_cache(), &input).is_err());
        splitter
    }

    /// Expected pieces are those of tiktoken's own pattern, lookahead included (`regex.findall`
    /// in Python's `regex` module, which has look-arounds), from the splitter and from its
    /// fallback alike.
    #[track_caller]
    fn check(text: &str, expected: &[&str]) {
        for splitter in [Splitter::new().expect("the pattern compiles"), quitting()] {
            assert_eq!(Pieces::new(&splitter, text).collect::<Vec<_>>(), expected, "{text:?}");
        }
    }

    #[test]
    fn text_splits_as_o200k_splits_it() {
        check("", &[]);
        check("Hello, world!", &["Hello", ",", " world", "!"]);
        check("don't STOP'S", &["don't", " STOP'S"]);
        check("HTTPRequest", &["HTTPRequest"]);
        check("1234567", &["123", "456", "7"]);
        check("  x", &[" ", " x"]);
        check("x  \n\n  y", &["x", "  \n\n", " ", " y"]);
        check("a\t\t", &["a", "\t\t"]);
        check("->\n/x", &["->\n/", "x"]);
        check("日本語 テキスト", &["日本語", " テキスト"]);
    }
}
