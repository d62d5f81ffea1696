//! o200k's pre-tokenizer on the `regex` crate's automata instead of a backtracking engine.
//!
//! o200k splits text into pieces with a pattern of seven alternatives, tried in order at each
//! position (leftmost-first, which the `regex` crate shares with the backtracking engine tiktoken
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

use regex::Regex;

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

/// Compiles [`PATTERN`].
pub(crate) fn regex() -> Option<Regex> {
    Regex::new(PATTERN).ok()
}

/// The pieces of `text`, in order; together they are exactly `text`.
pub(crate) struct Pieces<'r, 't> {
    regex: &'r Regex,
    text: &'t str,
    at: usize,
}

impl<'r, 't> Pieces<'r, 't> {
    pub(crate) fn new(regex: &'r Regex, text: &'t str) -> Self {
        Pieces { regex, text, at: 0 }
    }
}

impl<'t> Iterator for Pieces<'_, 't> {
    type Item = &'t str;

    fn next(&mut self) -> Option<&'t str> {
        if self.at >= self.text.len() {
            return None;
        }
        let start = self.at;
        // The pattern matches every character, so the match starts here; if it somehow does not,
        // the text up to the next match (or the end) is one piece, keeping the pieces a partition.
        let mut end = match self.regex.find_at(self.text, start) {
            Some(found) if found.start() == start && found.end() > start => found.end(),
            Some(found) if found.start() > start => found.start(),
            _ => self.text.len(),
        };
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
