//! A tally is a verdict: a line that is nothing but counts, each a number and the words it counts,
//! written once, is kept.
//!
//! A tool closes on what it did in numbers — apt's `1 upgraded, 365 newly installed, 0 to remove
//! and 122 not upgraded.`, a linter's `12 files inspected, 29 offenses detected` — in words no
//! keyword names: the scan, which looks for `passed`, `failed`, `error`, never sees it. So a line
//! of at least [`MIN_COUNTS`] clauses joined by `, ` or ` and `, each a number and at most
//! [`MAX_WORDS`] words of letters, is a tally; one whose words, its numbers aside, no other tally
//! of the output writes is a verdict (a disassembler's `3 params, 15 slots, …` above every
//! function is a header, not a verdict), and the last [`MAX_TALLIES`] of them are kept. A
//! sentence of one count whose last word says what was done to what it counts (a word ending in
//! `ed`, the line in `.`) states a total the same way — pylint's `112 statements analysed.` over
//! its closing report — and is a tally too. The look
//! at each line stops at its first bytes unless it opens on a number, a space and a letter. Like `heads`, a rule about
//! how lines are written, for any text.

use std::collections::HashMap;

use ctx_squash_core::Lines;

use crate::squash::Cut;

/// Counts a tally holds at least.
const MIN_COUNTS: usize = 3;
/// Words a count's clause holds at most.
const MAX_WORDS: usize = 3;
/// Tallies kept at most (the last ones).
const MAX_TALLIES: usize = 3;
/// Bytes of a tally at most.
const MAX_LEN: usize = 200;

/// `kept` (sorted by line) with the output's verdict tallies added (see the module's
/// documentation), sorted.
#[cfg(test)]
pub(crate) fn with_tallies(lines: &Lines<'_>, kept: Vec<(usize, Cut)>) -> Vec<(usize, Cut)> {
    with_found(&found(lines), kept)
}

/// The tallies of `lines`, each with its words (its text but for the digits): what
/// `with_tallies` reads of the lines alone, which a two-thread squash reads beside the miner.
pub(crate) fn found(lines: &Lines<'_>) -> Vec<(usize, Vec<u8>)> {
    let mut found: Vec<(usize, Vec<u8>)> = Vec::new();
    for i in 0..lines.len() {
        // Each line's lead is counted once for every pass: most lines are done at their first byte
        // past it.
        let lead = lines.lead(i);
        let bytes = lines.bytes(i);
        if !bytes.get(lead.blanks).is_some_and(u8::is_ascii_digit) {
            continue;
        }
        let line = bytes.get(lead.white..).unwrap_or_default();
        if opens_with_count(line) && line.len() <= MAX_LEN && tally(line.trim_ascii_end()) {
            found.push((i, line.iter().copied().filter(|b| !b.is_ascii_digit()).collect()));
        }
    }
    found
}

/// `with_tallies` given the tallies [`found`].
pub(crate) fn with_found(found: &[(usize, Vec<u8>)], mut kept: Vec<(usize, Cut)>) -> Vec<(usize, Cut)> {
    if found.is_empty() {
        return kept;
    }
    let mut times: HashMap<&[u8], usize> = HashMap::new();
    for (_, words) in found {
        *times.entry(words).or_default() += 1;
    }
    let verdicts: Vec<usize> =
        found.iter().filter(|(_, words)| times.get(&words[..]) == Some(&1)).map(|&(i, _)| i).collect();
    let mut added = false;
    for &i in verdicts.iter().rev().take(MAX_TALLIES) {
        if kept.binary_search_by_key(&i, |&(k, _)| k).is_err() {
            kept.push((i, Cut::Normal));
            added = true;
        }
    }
    if added {
        kept.sort_unstable_by_key(|&(i, _)| i);
    }
    kept
}

/// Whether a trimmed line opens on a number, a space and a letter: the one look at most lines.
fn opens_with_count(line: &[u8]) -> bool {
    let digits = line.iter().take_while(|b| b.is_ascii_digit()).count();
    digits > 0 && line.get(digits) == Some(&b' ') && line.get(digits + 1).is_some_and(u8::is_ascii_alphabetic)
}

/// Whether a trimmed line is a tally: [`MIN_COUNTS`] or more clauses, each a number and one to
/// [`MAX_WORDS`] words of letters, joined by `, ` or ` and `, a final `.` aside; or a sentence
/// stating a total, one such clause of two words or more ending in a word ending in `ed` and a `.`.
fn tally(line: &[u8]) -> bool {
    let sentence = line.strip_suffix(b".");
    if let Some(clause) = sentence
        && counted(clause)
        && clause.split(|&b| b == b' ').count() > 2
        && clause.ends_with(b"ed")
    {
        return true;
    }
    let line = sentence.unwrap_or(line);
    let mut counts = 0;
    for part in line.split(|&b| b == b',') {
        let part = part.strip_prefix(b" ").unwrap_or(part);
        // `0 to remove and 122 not upgraded`: two clauses.
        let mut rest = part;
        loop {
            let (clause, next) = match memchr::memmem::find(rest, b" and ") {
                Some(at) => (&rest[..at], Some(&rest[at + 5..])),
                None => (rest, None),
            };
            if !counted(clause) {
                return false;
            }
            counts += 1;
            match next {
                Some(next) => rest = next,
                None => break,
            }
        }
    }
    counts >= MIN_COUNTS
}

/// Whether a clause is a number, a space and one to [`MAX_WORDS`] words of letters.
fn counted(clause: &[u8]) -> bool {
    let digits = clause.iter().take_while(|b| b.is_ascii_digit()).count();
    let Some(words) = clause.get(digits..).and_then(|r| r.strip_prefix(b" ")) else {
        return false;
    };
    digits > 0
        && !words.is_empty()
        && words.iter().all(|&b| b.is_ascii_alphabetic() || b == b' ')
        && words.split(|&b| b == b' ').all(|w| !w.is_empty())
        && words.split(|&b| b == b' ').count() <= MAX_WORDS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, kept: &[usize], expected: &[usize]) {
        crate::squash::assert_kept_after(with_tallies, text, kept, expected);
    }

    #[test]
    fn a_tally_written_once_is_kept() {
        let apt = "Inst a (1)\nInst b (2)\n1 upgraded, 365 newly installed, 0 to remove and 122 not upgraded.\nInst c (3)\n";
        check(apt, &[0, 3], &[0, 2, 3]);
        check("x\n12 files inspected, 29 offenses detected, 20 offenses autocorrectable\ny\n", &[0], &[0, 1]);
        // A sentence stating a total.
        check("Report\n======\n112 statements analysed.\n\nx\n", &[0], &[0, 2]);
    }

    #[test]
    fn what_is_no_verdict_tally_is_left_alone() {
        // Two counts are no tally; a line of other words neither; nor a time.
        check("a\n3 passed, 1 failed\nb\n", &[0], &[0]);
        // One count is a total only as a sentence of what was done: not a bare count, not
        // without its `.`, not twice alike.
        check("a\n3 files\nb\n", &[0], &[0]);
        check("a\n3 files.\nb\n", &[0], &[0]);
        check("a\n3 files checked\nb\n", &[0], &[0]);
        check("a\n3 files checked.\nb\n4 files checked.\n", &[0], &[0]);
        check("a\n1 file changed, 3 insertions(+), 2 deletions(-)\nb\n", &[0], &[0]);
        check("a\n0.001s TRACE x, 2 y, 3 z\nb\n", &[0], &[0]);
        // A tally above every function is a header.
        let luac = "f\n3 params, 15 slots, 2 upvalues\ng\n3 params, 8 slots, 2 upvalues\n";
        check(luac, &[0], &[0]);
    }
}
