//! A change the diff writes once outranks one it restates: which of a file's changed lines are
//! offered first.
//!
//! A file's changes are offered a few at a time, every file's turn in a round before any file's
//! next round (see `generic`'s `diff_candidates`). Read front to back, a hunk spends its turns on
//! its first lines, and a long history spends the budget on rows every commit rewrites — a
//! schedule's `-10,40,heat` removed from twelve files, a rewrite's keys removed and added back in
//! another order, blank lines — while the line that says something new (a function defined once,
//! the one misspelt key of a sorted rewrite, a call with its own values) waits behind them. So
//! each changed line is read against the diff's other changed lines, its gutter and surrounding
//! blanks aside, and put in one of three [`Tier`]s, each with its own turns in each file:
//!
//! 0. **Its own kind** — no other changed line writes its text, and few (fewer than a table's
//!    rows, below) write it with other numbers: a definition, a docstring, a condition, a key
//!    spelt once (`+soak_mins = 60`), a value and the value it replaces (`-version = "0.10.9"`).
//! 1. **Its own value** — no other changed line writes its text, but its kind (the text, digits
//!    folded) fills the diff: at least one changed line in [`ROWS_SHARE`] and [`MIN_ROWS`] write
//!    it, a table's rows (`+250,549,anneal`). In each round a file's turn in this tier comes after
//!    its turn in the first.
//! 2. **Restated** — another changed line writes the same text (moved text, a value removed here
//!    and added there, a row every file writes), or the line writes no letter or digit at all
//!    (`+`, `+}`): offered once every change of the tiers above has had all its turns.
//!
//! The tiers order a history's changes (`git log -p`, whose commits rewrite the same lines again
//! and again); another diff's changes are offered as they come — a copy it adds (a `build/lib`
//! tree beside its sources) is all restated lines, and the pipeline names the second copy when
//! both keep the same lines.
//!
//! Only changed lines are counted: a context line is never offered on its own, so the text it
//! repeats is no reason to put a change off. Counting is one pass over the changed lines, one
//! hash of each line and one of it with its digits folded.

use std::collections::HashMap;

use ctx_squash_core::{Keyed, hash_bytes, hash_digits_folded};

/// How telling a changed line is against the diff's other changed lines (see the module's
/// documentation); lower is offered first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Tier {
    /// No other changed line writes its text, digits folded.
    OwnKind = 0,
    /// No other changed line writes its text, but some write it with other numbers.
    OwnValue = 1,
    /// Another changed line writes its text, or it writes no letter or digit.
    Restated = 2,
}

/// The tiers there are.
pub(crate) const TIERS: usize = 3;
/// A kind of changed line (its text, digits folded) written on at least one changed line in this
/// many fills the diff: its lines are a table's rows.
pub(crate) const ROWS_SHARE: usize = 16;
/// And on at least this many.
pub(crate) const MIN_ROWS: usize = 32;

/// How often the diff's changed lines write each text and each text with its digits folded.
#[derive(Default)]
pub(crate) struct RareChanges {
    texts: HashMap<u64, u32, Keyed>,
    kinds: HashMap<u64, u32, Keyed>,
    /// The changed lines a kind is written on at least to fill the diff.
    rows: usize,
}

impl RareChanges {
    /// Counts `changes`, the diff's changed lines with their gutters (`+`, `-`, `!`, `<`, `>`).
    pub(crate) fn count<'a>(changes: impl IntoIterator<Item = &'a [u8]>) -> Self {
        let mut counts = Self::default();
        let mut total = 0;
        for line in changes {
            let text = past_gutter(line);
            *counts.texts.entry(hash_bytes(text)).or_default() += 1;
            *counts.kinds.entry(hash_digits_folded(text)).or_default() += 1;
            total += 1;
        }
        counts.rows = (total / ROWS_SHARE).max(MIN_ROWS);
        counts
    }

    /// The tier of `line`, one of the changed lines counted.
    pub(crate) fn tier(&self, line: &[u8]) -> Tier {
        let text = past_gutter(line);
        let count = |map: &HashMap<u64, u32, Keyed>, key| map.get(&key).copied().unwrap_or(0);
        if !text.iter().any(u8::is_ascii_alphanumeric) || count(&self.texts, hash_bytes(text)) > 1 {
            Tier::Restated
        } else if count(&self.kinds, hash_digits_folded(text)) as usize >= self.rows {
            Tier::OwnValue
        } else {
            Tier::OwnKind
        }
    }
}

/// The turns a diff's changes take: each file's changes counted in each tier as they come.
pub(crate) struct Turns {
    rare: RareChanges,
    /// Whether the diff's changes are offered as they come, each its own kind: a word diff's
    /// (whose lines carry no gutter), and any diff that is no history.
    flat: bool,
    /// The current file's changes in each tier so far.
    taken: [usize; TIERS],
}

impl Turns {
    /// The turns of `bytes`'s changes, the lines `is_change` tells (by index and text); `flat`:
    /// every change its own kind, in the order it comes.
    pub(crate) fn read(bytes: &[u8], flat: bool, is_change: impl Fn(usize, &[u8]) -> bool) -> Self {
        let rare = if flat {
            RareChanges::default()
        } else {
            let lines = bytes.split(|&b| b == b'\n').enumerate();
            RareChanges::count(lines.filter(|&(idx, line)| is_change(idx, line)).map(|(_, line)| line))
        };
        Turns { rare, flat, taken: [0; TIERS] }
    }

    /// A file's diff opens: its changes' turns start again.
    pub(crate) fn next_file(&mut self) {
        self.taken = [0; TIERS];
    }

    /// The tier and turn of the next change, `line`.
    pub(crate) fn take(&mut self, line: &[u8]) -> (Tier, usize) {
        let tier = if self.flat { Tier::OwnKind } else { self.rare.tier(line) };
        let taken = &mut self.taken[tier as usize];
        *taken += 1;
        (tier, *taken - 1)
    }
}

/// A changed line's text: past its one-byte gutter, blanks around it aside.
fn past_gutter(line: &[u8]) -> &[u8] {
    line.get(1..).unwrap_or_default().trim_ascii()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(changes: &[&str], line: &str, expected: Tier) {
        let counts = RareChanges::count(changes.iter().map(|c| c.as_bytes()));
        assert_eq!(counts.tier(line.as_bytes()), expected, "{line:?}");
    }

    #[test]
    fn a_text_written_once_of_its_own_kind_comes_first() {
        let mut changes =
            vec!["-10,40,heat", "+10,40,heat", "+def round(value):", "+anneal_c = 445", "+anneal_c = 530"];
        let rows: Vec<String> = (0..40).map(|n| format!("+{n}0,{},cool", 400 - n)).collect();
        changes.extend(rows.iter().map(String::as_str));
        check(&changes, "+def round(value):", Tier::OwnKind);
        // A value and another of its kind are changes of their own; the rows fill the diff.
        check(&changes, "+anneal_c = 445", Tier::OwnKind);
        check(&changes, "+30,397,cool", Tier::OwnValue);
        check(&changes, "-10,40,heat", Tier::Restated);
        check(&changes, "+10,40,heat", Tier::Restated);
        // Rows fill a diff at one changed line in 16: among 2,045 changed lines, 40 do not.
        let letters = |n: usize| {
            (0..3)
                .map(|k| char::from(b'a' + u8::try_from(n / 26_usize.pow(k) % 26).unwrap_or(0)))
                .collect::<String>()
        };
        let other: Vec<String> = (0..2000).map(|n| format!("+line {}", letters(n))).collect();
        changes.extend(other.iter().map(String::as_str));
        check(&changes, "+30,397,cool", Tier::OwnKind);
    }

    #[test]
    fn blanks_and_punctuation_say_nothing() {
        let changes = ["+", "+}", "+    ", "+x = 1"];
        check(&changes, "+", Tier::Restated);
        check(&changes, "+}", Tier::Restated);
        check(&changes, "+    ", Tier::Restated);
        check(&changes, "+x = 1", Tier::OwnKind);
    }

    #[test]
    fn indentation_and_side_do_not_tell_texts_apart() {
        let changes =
            ["-    return x", "+        return x", "+soak_min = 60", "-soak_min = 60", "+soak_mins = 60"];
        check(&changes, "+        return x", Tier::Restated);
        check(&changes, "+soak_min = 60", Tier::Restated);
        check(&changes, "+soak_mins = 60", Tier::OwnKind);
    }
}
