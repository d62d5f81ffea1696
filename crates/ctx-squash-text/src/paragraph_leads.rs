//! A paragraph opens with what it is about: under a definition whose first sentence is kept,
//! each later paragraph's first sentence is kept too, from an allowance of its own.
//!
//! A manual's option or section often says what it does in its first paragraph and what to
//! beware of in the next (`--offline`: "Prevents Cargo from accessing the network …", then
//! "Beware that this may result in different dependency resolution …"; githooks'
//! prepare-commit-msg: "The purpose of the hook is to edit the message file in place, and it is
//! not suppressed by the --no-verify option"). The sections' shares (shares.rs) hand out a
//! section's sentences front to back, so a budget spent across many sections keeps each one's
//! first sentence and none of its later paragraphs. This pass runs after the shares and the
//! sentences' ends (`whole_sentences.rs`), so it takes nothing they keep: in a section whose first
//! line of words is kept, a paragraph at the section's margin that opens with a capital (it
//! starts a sentence, it is no example set in) and has no line kept keeps its first sentence —
//! the lines up to the one where a sentence ends, [`MAX_LEAD_LINES`] at most, and on to the line
//! that closes a sentence it opens there, [`MAX_LEAD_LINES`] more at most — or no lead at all
//! when that sentence runs on longer: a lead is whole sentences (review72). A lead ending in a
//! colon says that what follows matters, and is offered only when the next line of words is kept
//! (git-rebase's `the following pairs of options are incompatible:` over a list left out is not).
//! A lead is worth its bytes by what it says that the document does not say elsewhere: its words
//! written on at most [`RARE_LINES`] lines of the document. A lead of common words only (githooks'
//! `This hook is meant primarily for notification, and cannot affect the outcome of git am.`, for
//! hook after hook) is left out; the others are kept while they fit an allowance of an eighth of
//! the budget, taken in turns as the shares hand out sentences — every section's best lead (the
//! fewest bytes per rare word) in the first round, its next in the second, the densest first
//! within a round, so one section's many leads (ssh's four RFC citations) do not take the
//! others' — and a lead whose very words another lead kept is kept once.

use std::collections::HashSet;

use ctx_squash_core::{Fnv, Keyed, Lines};

use crate::shares::ends_sentence;
use crate::whole_sentences::closes_here;

/// The most lines a paragraph's lead takes: a sentence longer than this is cut where a step of
/// the shares would be, at the first line where a sentence ends.
const MAX_LEAD_LINES: usize = 4;
/// The leads' allowance: this share of the budget (an eighth), on top of what the rest keeps.
const ALLOWANCE_SHARE: usize = 8;

/// Whether a blank or a gutter alone (pydoc's `    |  `) is all the line holds.
fn blank(line: &str) -> bool {
    line.trim_matches([' ', '\t', '|']).is_empty()
}

/// The indentation of a line, `|` counted as a blank (pydoc's class bodies).
fn indent(line: &str) -> usize {
    line.bytes().take_while(|b| matches!(b, b' ' | b'\t' | b'|')).count()
}

/// Whether the line's words open with a capital: a sentence starts there.
fn opens_sentence(line: &str) -> bool {
    line.trim_start_matches([' ', '\t', '|']).starts_with(char::is_uppercase)
}

/// The lines of a paragraph's lead from `start`, its first line: up to the first line where a
/// sentence ends, within [`MAX_LEAD_LINES`] lines, and, when that line opens the next sentence,
/// on to the line that closes it, within [`MAX_LEAD_LINES`] more lines (a line ending a sentence
/// inside it opens another, itself to be closed), past no blank line. `None` when no sentence
/// ends that soon, or the one the line opens does not close that soon: a lead is whole sentences
/// or nothing (review72: 13 of 40 leads on the fixtures ended mid-sentence).
fn lead(lines: &Lines<'_>, start: usize) -> Option<usize> {
    let within = |j: &usize| !blank(lines.get(*j));
    let reach = (start + MAX_LEAD_LINES).min(lines.len());
    let first_end = (start..reach).take_while(within).find(|&j| ends_sentence(lines.get(j)))?;
    if closes(lines, first_end) {
        return Some(first_end);
    }
    let reach = (first_end + 1 + MAX_LEAD_LINES).min(lines.len());
    (first_end + 1..reach).take_while(within).find(|&j| closes(lines, j))
}

/// Whether a sentence closes at the end of line `j`: its stop ends the line and the paragraph's
/// next line does not go on in lower case (review74: `… the opposite of git add -p, i.e.` went on
/// below; a stop after an abbreviation is no sentence's end).
fn closes(lines: &Lines<'_>, j: usize) -> bool {
    // An example set in below the stop (`    git reset -p`) is no continuation.
    let goes_on = j + 1 < lines.len() && {
        let next = lines.get(j + 1);
        indent(next) <= indent(lines.get(j))
            && next.trim_start_matches([' ', '\t', '|']).starts_with(char::is_lowercase)
    };
    closes_here(lines.get(j)) && !goes_on
}

/// Keeps, in `keep`, the first sentence of each later paragraph of a section whose first line of
/// words is kept (see the module's documentation), the sections being what lies between the
/// lines `outline` holds, while the lines added stay within an eighth of `budget`.
pub(crate) fn keep_leads(lines: &Lines<'_>, keep: &mut [bool], outline: &[bool], budget: usize) {
    let n = lines.len().min(keep.len()).min(outline.len());
    // The candidates: (section, bytes, first line, last line).
    let mut leads: Vec<(usize, usize, usize, usize)> = Vec::new();
    // The section being read (how many outline lines came before it), and its margin when its
    // first line of words is kept.
    let mut section = 0;
    let mut margin: Option<usize> = None;
    let mut first_of_section = true;
    let mut after_blank = false;
    for i in 0..n {
        let line = lines.get(i);
        if outline.get(i) == Some(&true) {
            section += 1;
            margin = None;
            first_of_section = true;
            after_blank = false;
            continue;
        }
        if blank(line) {
            after_blank = true;
            continue;
        }
        if first_of_section {
            first_of_section = false;
            margin = (keep.get(i) == Some(&true)).then(|| indent(line));
        } else if after_blank
            && margin == Some(indent(line))
            && opens_sentence(line)
            && let Some(end) = lead(lines, i)
            && keep.get(i..=end).is_some_and(|run| run.iter().all(|k| !k))
            && (!introduces(lines.get(end)) || next_words_kept(lines, keep, end + 1))
        {
            let bytes = (i..=end).map(|j| lines.get(j).len() + 1).sum();
            leads.push((section, bytes, i, end));
        }
        after_blank = false;
    }
    if leads.is_empty() {
        return;
    }
    // What each lead says that the document says nowhere else: its words written on at most
    // [`RARE_LINES`] lines of it. A lead of common words only (githooks' `This hook is meant
    // primarily for notification, and cannot affect the outcome of git am.`, once a hook) says
    // what the document says all along and is left out; the others go by how much of them is
    // rare, the densest first.
    let lines_of = lines_by_word(lines, n);
    let mut ranked: Vec<(usize, usize, usize, usize, usize)> = leads
        .into_iter()
        .filter_map(|(section, bytes, start, end)| {
            let rare = rare_words(lines, start, end, &lines_of);
            (rare > 0).then(|| (section, bytes * RARE_WEIGHT / rare, bytes, start, end))
        })
        .collect();
    // Taken in turns, as the shares hand out sentences: each section's best lead in the first
    // round, its second best in the next, and so on, the densest first within a round — so one
    // section's many leads (ssh's four RFC citations under STANDARDS) do not take the allowance
    // from the others' one.
    ranked.sort_unstable();
    let mut turns: Vec<(usize, usize, usize, usize, usize)> = Vec::with_capacity(ranked.len());
    let mut previous: Option<usize> = None;
    let mut turn = 0;
    for (section, rank, bytes, start, end) in ranked {
        turn = if previous == Some(section) { turn + 1 } else { 0 };
        previous = Some(section);
        turns.push((turn, rank, bytes, start, end));
    }
    turns.sort_unstable();
    let mut allowance = budget / ALLOWANCE_SHARE;
    let mut said: HashSet<u64, Keyed> = HashSet::default();
    for (_, _, bytes, start, end) in turns {
        if bytes > allowance {
            continue;
        }
        let mut words = Fnv::new();
        for j in start..=end {
            words.write(lines.get(j).trim_matches([' ', '\t', '|']).as_bytes());
            words.separate();
        }
        if !said.insert(words.finish()) {
            continue;
        }
        if let Some(run) = keep.get_mut(start..=end) {
            allowance -= bytes;
            run.fill(true);
        }
    }
}

/// Whether the line ends with a colon (a closing bracket or quote after it allowed): what it
/// says is what follows.
fn introduces(line: &str) -> bool {
    line.trim_end().trim_end_matches([')', '"', '\'', '’', '”', ']']).ends_with(':')
}

/// Whether the first line of words from `from` on is kept: a lead ending in a colon
/// (git-rebase's `the following pairs of options are incompatible:`, gitattributes' `… a number
/// of pitfalls:`) is worth its bytes only with what it introduces (review72).
fn next_words_kept(lines: &Lines<'_>, keep: &[bool], from: usize) -> bool {
    (from..lines.len().min(keep.len()))
        .find(|&j| !blank(lines.get(j)))
        .is_some_and(|j| keep.get(j) == Some(&true))
}

/// A word is rare when at most this many lines of the document write it.
const RARE_LINES: usize = 2;
/// The scale of a lead's bytes per rare word, its rank: the fewer, the sooner kept.
pub(crate) const RARE_WEIGHT: usize = 16;
/// Shorter words (`the`, `and`, `not`) are no word a document is read for.
const MIN_WORD: usize = 4;

/// Hands `each` the words of a line worth counting — runs of letters of [`MIN_WORD`] or more —,
/// each as the hash of its letters lowercased: no word is copied, and an ASCII line is read as
/// bytes.
fn words(line: &str, mut each: impl FnMut(u64)) {
    if line.is_ascii() {
        for word in line.as_bytes().split(|b| !b.is_ascii_alphabetic()).filter(|w| w.len() >= MIN_WORD) {
            let mut hash = Fnv::new();
            for b in word {
                hash.byte(b.to_ascii_lowercase());
            }
            each(hash.finish());
        }
        return;
    }
    let mut buf = [0; 4];
    for word in line.split(|c: char| !c.is_alphabetic()).filter(|w| w.chars().count() >= MIN_WORD) {
        let mut hash = Fnv::new();
        for c in word.chars().flat_map(char::to_lowercase) {
            hash.write(c.encode_utf8(&mut buf).as_bytes());
        }
        each(hash.finish());
    }
}

/// The words a document writes on at most [`RARE_LINES`] lines, as their hashes, sorted. Read off
/// one sorted list of every word each line writes, a line's words once each, rather than counted in
/// a hash table: review of the memory bench found a table of 64-bit words to line counts, copied
/// into a second table as it was returned, holding 44 MB for a 4 MB line of distinct words (11× the
/// input), and a hash table of any entry needs several times a short word's bytes. The list needs
/// eight bytes a word written, a word being four letters and a separator at least: under twice the
/// text's bytes. A word is its whole 64-bit hash, as in the table (review80: a 32-bit fingerprint
/// above the line's place counted `abwsw` and `ahwcd` together).
pub(crate) struct WordLines(Vec<u64>);

impl WordLines {
    /// Whether the word of hash `word` is written on one line and at most [`RARE_LINES`].
    fn is_rare(&self, word: u64) -> bool {
        self.0.binary_search(&word).is_ok()
    }
}

/// The first distinct values of `sorted`, each once, moved to its start: how many there are.
fn dedup_sorted(sorted: &mut [u64]) -> usize {
    let mut kept = 0;
    for at in 0..sorted.len() {
        let Some(&value) = sorted.get(at) else { break };
        if kept == 0 || sorted.get(kept - 1) != Some(&value) {
            if let Some(slot) = sorted.get_mut(kept) {
                *slot = value;
            }
            kept += 1;
        }
    }
    kept
}

/// The words of the first `n` lines written on at most [`RARE_LINES`] of them, a line counted once
/// a word.
pub(crate) fn lines_by_word(lines: &Lines<'_>, n: usize) -> WordLines {
    // Every word each line writes, once a line: sorted, a word's run is the lines that write it.
    // Room for the most words the lines can hold, reserved, not touched: a word is MIN_WORD
    // letters and a separator at least.
    let bytes: usize = (0..n).map(|i| lines.get(i).len() + 1).sum();
    let mut written: Vec<u64> = Vec::with_capacity(bytes / (MIN_WORD + 1) + 1);
    for i in 0..n {
        let start = written.len();
        words(lines.get(i), |word| written.push(word));
        let line = written.get_mut(start..).unwrap_or_default();
        line.sort_unstable();
        let distinct = dedup_sorted(line);
        written.truncate(start + distinct);
    }
    written.sort_unstable();
    // Each word of a short run kept once, in place.
    let mut kept = 0;
    let mut at = 0;
    while let Some(&word) = written.get(at) {
        let run = written.get(at..).unwrap_or_default().iter().take_while(|&&w| w == word).count();
        if run <= RARE_LINES
            && let Some(slot) = written.get_mut(kept)
        {
            *slot = word;
            kept += 1;
        }
        at += run;
    }
    written.truncate(kept);
    WordLines(written)
}

/// How many distinct words of lines `start..=end` the document writes on at most
/// [`RARE_LINES`] lines.
pub(crate) fn rare_words(lines: &Lines<'_>, start: usize, end: usize, lines_of: &WordLines) -> usize {
    let mut distinct = Vec::new();
    for j in start..=end {
        words(lines.get(j), |word| distinct.push(word));
    }
    distinct.sort_unstable();
    distinct.dedup();
    distinct.iter().filter(|&&w| lines_of.is_rare(w)).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stop_the_next_line_goes_on_from_closes_no_lead() {
        // review74: `i.e.` at a line's end with the sentence going on below is no lead's end.
        let lines = Lines::new("Resets the index, the opposite of add -p, i.e.\nthe changes are undone.\n");
        assert_eq!(lead(&lines, 0), Some(1));
        let lines = Lines::new("Resets the index.\nThe changes stay.\n");
        assert_eq!(lead(&lines, 0), Some(0));
        // An example set in below the stop does not go on from it (review75).
        let lines = Lines::new("Reset as follows.\n    git reset -p\n");
        assert_eq!(lead(&lines, 0), Some(0));
    }

    #[test]
    fn a_word_counts_once_a_line_however_often_the_line_writes_it() {
        let text = "alpha alpha beta alpha\ngamma alpha\nbeta\nbeta";
        let lines = Lines::new(text);
        let counts = lines_by_word(&lines, lines.len());
        let rare = |word: &str| {
            let mut hash = None;
            words(word, |h| hash = Some(h));
            hash.is_some_and(|h| counts.is_rare(h))
        };
        // `alpha` written four times on two lines, `beta` on three, `gamma` on one.
        assert_eq!((rare("alpha"), rare("beta"), rare("gamma")), (true, false, true));
        // Every line counts, a word absent is none.
        let lines = Lines::new("delta\ndelta\n");
        assert!(lines_by_word(&lines, lines.len()).is_rare({
            let mut hash = 0;
            words("delta", |h| hash = h);
            hash
        }));
        let lines = Lines::new("delta\ndelta\ndelta delta\n");
        let counts = lines_by_word(&lines, lines.len());
        let mut hash = 0;
        words("delta", |h| hash = h);
        assert!(!counts.is_rare(hash));
        words("omega", |h| hash = h);
        assert!(!counts.is_rare(hash));
    }

    #[test]
    fn two_words_of_one_folded_fingerprint_are_counted_apart() {
        // `abwsw` and `ahwcd` fold to one 32-bit fingerprint (FNV-1a's halves xored): written on
        // one line and on four, the first is rare all the same (review80: counted together, it
        // was not; a document of 100,000 distinct words holds about one such pair).
        let lines = Lines::new("the abwsw\nahwcd\nahwcd\nahwcd\nahwcd\n");
        let lines_of = lines_by_word(&lines, lines.len());
        assert_eq!(rare_words(&lines, 0, 0, &lines_of), 1);
        assert_eq!(rare_words(&lines, 1, 4, &lines_of), 0);
    }

    /// The lines kept after [`keep_leads`] of `text`, the lines starting at its margin the
    /// outline, `kept` the lines of words kept before, with `budget`.
    fn kept_after(text: &str, kept: &[usize], budget: usize) -> Vec<usize> {
        let lines = Lines::new(text);
        let outline: Vec<bool> = (0..lines.len()).map(|i| lines.get(i).starts_with('-')).collect();
        let mut keep: Vec<bool> = (0..lines.len()).map(|i| outline[i] || kept.contains(&i)).collect();
        keep_leads(&lines, &mut keep, &outline, budget);
        keep.iter().enumerate().filter(|(_, k)| **k).map(|(i, _)| i).collect()
    }

    const MANUAL: &str = "--offline
    Prevents the tool from reaching the network. Without
    this flag it stops with an error.

    Beware that this may resolve other versions than
    online mode. It keeps to what is stored locally.

        tool build --offline

--frozen
    Equivalent to both --locked and --offline.

    Also keeps the lock file as it is.
";

    #[test]
    fn a_later_paragraph_keeps_its_first_sentence_under_a_kept_first_one() {
        // `Beware …` (lines 4-5) is kept; the example set in (line 7) is no sentence's start.
        assert_eq!(kept_after(MANUAL, &[1, 10], 8_000), [0, 1, 4, 5, 9, 10, 12]);
    }

    #[test]
    fn a_section_whose_first_sentence_is_not_kept_takes_no_lead() {
        assert_eq!(kept_after(MANUAL, &[10], 8_000), [0, 9, 10, 12]);
    }

    #[test]
    fn leads_past_the_allowance_are_left_out() {
        // An eighth of 400 bytes holds `Also keeps …` (36 bytes), not `Beware …` as well.
        assert_eq!(kept_after(MANUAL, &[1, 10], 400), [0, 1, 9, 10, 12]);
        assert_eq!(kept_after(MANUAL, &[1, 10], 200), [0, 1, 9, 10]);
    }

    #[test]
    fn a_lead_goes_on_to_close_the_sentence_it_opens() {
        let text = "-e
    Sets the escape character.

    A tilde is sent as two tildes or before a
    character not listed.  The escape character must
    always follow a newline to be special.
    More here.
";
        assert_eq!(kept_after(text, &[1], 8_000), [0, 1, 3, 4, 5]);
    }

    #[test]
    fn a_lead_closes_the_sentence_its_last_line_opens_past_its_first_lines() {
        // Cargo's `--offline`: the first sentence ends inside line 4, and the one it opens there
        // closes four lines on, past the lead's first four lines (review72: the lead ended
        // `… Cargo will restrict itself to crates that are`).
        let text = "-o
    Prevents the tool from reaching the network.

    Beware that this may result in different resolution than
    online mode. The tool will restrict itself to crates that are
    downloaded locally, even if there might be a newer version as
    indicated in the local copy of the index. See the fetch
    command to download them before going offline.
";
        assert_eq!(kept_after(text, &[1], 8_000), [0, 1, 3, 4, 5, 6, 7]);
    }

    #[test]
    fn a_lead_whose_second_sentence_does_not_close_soon_is_no_lead() {
        // The sentence line 4 opens runs on past four more lines: part of it would be kept.
        let text = "-o
    Prevents the tool from reaching the network.

    Beware that this may result in different resolution than
    online mode. The tool will restrict itself to crates that are
    downloaded locally, even if there might be a newer version as
    indicated in the local copy of the index, and even if
    another version were listed there, or in any other
    listing whatever
";
        assert_eq!(kept_after(text, &[1], 8_000), [0, 1]);
    }

    #[test]
    fn a_lead_ending_in_a_colon_is_kept_only_with_what_it_introduces() {
        // Line 3 introduces a list left out; line 9 a line kept.
        let text = "-a
    Does a thing.

    The following pairs of options are incompatible:

        --one and --two
-b
    Does b.

    Note these pitfalls:
        Something kept.
";
        assert_eq!(kept_after(text, &[1, 7, 10], 8_000), [0, 1, 6, 7, 9, 10]);
    }

    #[test]
    fn leads_are_taken_in_turns_a_section_at_a_time() {
        // Section `-a` offers three dense leads, `-b` one less dense; the allowance (100 bytes)
        // holds three of them: `-b`'s is kept with `-a`'s best, not after all of `-a`'s.
        let text = "-a
    Does a.

    Xylo qwerty zorba.

    Plumb vortex kiwis.

    Quasar mango tulip.
-b
    Does b.

    Also this one sentence is somewhat longer than the others here.
";
        assert_eq!(kept_after(text, &[1, 9], 800), [0, 1, 3, 8, 9, 11]);
        // With room for all, all are kept.
        assert_eq!(kept_after(text, &[1, 9], 8_000), [0, 1, 3, 5, 7, 8, 9, 11]);
    }

    #[test]
    fn the_densest_lead_is_kept_first() {
        // Each lead fits the allowance (70 bytes), not both: the later one, longer but with nine
        // rare words to the other's one, is kept.
        let text = "-a
    Does a.

    It is so, as we said it.
-b
    Does b.

    Xylo qwerty zorba plumb vortex kiwis quasar mango tulip.
";
        assert_eq!(kept_after(text, &[1, 5], 560), [0, 1, 4, 5, 7]);
        assert_eq!(kept_after(text, &[1, 5], 8_000), [0, 1, 3, 4, 5, 7]);
    }

    #[test]
    fn an_example_set_in_is_no_lead_though_it_opens_with_a_capital() {
        let text = "-a
    Does a.

        Example usage goes here.
";
        assert_eq!(kept_after(text, &[1], 8_000), [0, 1]);
    }

    #[test]
    fn a_paragraph_with_no_sentence_end_in_its_first_lines_is_no_lead() {
        let text = "-a
    Does a.

    First line of words
    second line of words
    third line of words
    fourth line of words
    fifth line ends here.
";
        assert_eq!(kept_after(text, &[1], 8_000), [0, 1]);
    }

    #[test]
    fn a_lead_of_common_words_only_is_left_out() {
        // Every word of four letters or more is written on three lines: the leads say nothing
        // the document does not say all along.
        let text = "-a
    Does the first thing.

    Like every other flag, for a.
-b
    Does the second thing.

    Like every other flag, for b.
-c
    Does the third thing.

    Like every other flag, for c.
";
        assert_eq!(kept_after(text, &[1, 5, 9], 8_000), [0, 1, 4, 5, 8, 9]);
    }

    #[test]
    fn a_lead_written_twice_is_kept_once() {
        let text = "-a
    Does a.

    Like every other flag.
-b
    Does b.

    Like every other flag.
";
        assert_eq!(kept_after(text, &[1, 5], 8_000), [0, 1, 3, 4, 5]);
    }
}
