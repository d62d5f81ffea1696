//! Severity ranks findings: when an output's findings carry a level, the most severe level is
//! kept before any less severe one is.
//!
//! A linter or a server log writes each finding's level on its line — perlcritic's
//! `(Severity: 5)`, a scanner's `severity: high`, `mariadbd`'s `[ERROR]` / `[Warning]` / `[Note]`, a
//! logger's `ERROR` / `INFO` — and the reader of a long list of them looks at the most severe
//! first. Position says nothing about it: perlcritic prints its findings by line number, so a
//! squash that keeps the ends and the first of each shape keeps severity-2 lines and omits the
//! severity-5 ones in the middle. So each line's level is read, by how it is written (never by
//! the tool), and when an output holds enough leveled lines of at least two levels:
//! - the lines of the most severe level are kept whatever the budget, when that level is rare
//!   (at most a quarter of the leveled lines: a level most lines carry is no standout), up to a
//!   count;
//! - among the lines the filler offers, the leveled ones are offered most severe first, each
//!   level in the filler's own order (nearest an end first); lines without a level keep their
//!   places.
//!
//! A level is read from, in order: a bracketed level word (`[ERROR]`, `[Warning]`, `[note]`), the
//! word `severity` followed by a number or a level word (`(Severity: 5)`, `severity=high`), or an
//! upper-case level word among a line's first two words (`ERROR:root:…`, `WARN  [main] …`). Numbered
//! severities rank by number, the larger the more severe (perlcritic, CVSS), and above every word.
//! Only the first [`SAMPLE`] lines are read first: an output without leveled lines there costs
//! nothing more.

use ctx_squash_core::{Lines, bracket_spans};

/// Lines read first: the output is read through only when they hold [`MIN_SAMPLED`] leveled ones.
const SAMPLE: usize = 256;
/// Leveled lines the sample must hold.
const MIN_SAMPLED: usize = 3;
/// Leveled lines an output must have before its levels rank anything.
const MIN_FINDINGS: usize = 12;
/// The most severe level is kept only when at most one leveled line in this many carries it.
const RARE: usize = 4;
/// Lines of the most severe level kept at most.
pub(crate) const MAX_SEVERE: usize = 40;
/// Bytes from a line's start within which a bracketed or bare level word is looked for.
const REACH: usize = 64;
/// Rank of a numbered severity 0; numbers rank above every word.
const NUMBERED: u8 = 16;

/// The rank of a level word, lower-case (the larger, the more severe).
fn word_rank(word: &[u8]) -> Option<u8> {
    Some(match word {
        b"trace" | b"debug" | b"verbose" => 1,
        b"info" | b"information" | b"notice" | b"note" => 2,
        b"low" | b"minor" => 3,
        b"warn" | b"warning" | b"medium" | b"moderate" => 4,
        b"error" | b"err" | b"high" | b"major" | b"severe" => 5,
        b"critical" | b"crit" | b"fatal" | b"alert" | b"emerg" | b"emergency" | b"blocker" => 6,
        _ => return None,
    })
}

/// Each line's level (0: none), when the output holds at least [`MIN_FINDINGS`] leveled lines
/// of at least two levels; `None` otherwise. Past the sample, a line is read only in the ways the
/// sample's levels were written.
pub(crate) fn levels(lines: &Lines<'_>) -> Option<Vec<u8>> {
    let (mut sampled, mut forms) = (0, 0);
    for i in 0..lines.len().min(SAMPLE) {
        let (rank, form) = level(lines.bytes(i), lines.lead(i).white, ALL);
        sampled += usize::from(rank > 0);
        forms |= form;
    }
    if sampled < MIN_SAMPLED {
        return None;
    }
    let levels: Vec<u8> =
        (0..lines.len()).map(|i| level(lines.bytes(i), lines.lead(i).white, forms).0).collect();
    let mut leveled = levels.iter().filter(|&&l| l > 0);
    let first = *leveled.next()?;
    let (count, mixed) = leveled.fold((1, false), |(n, mixed), &l| (n + 1, mixed || l != first));
    (count >= MIN_FINDINGS && mixed).then_some(levels)
}

/// The lines of the most severe level, in order, when that level is rare (see the module's
/// documentation), up to [`MAX_SEVERE`].
pub(crate) fn most_severe(levels: &[u8]) -> Vec<usize> {
    let Some(&top) = levels.iter().max() else { return Vec::new() };
    let (leveled, severe) = levels
        .iter()
        .fold((0, 0), |(leveled, severe), &l| (leveled + usize::from(l > 0), severe + usize::from(l == top)));
    if top == 0 || severe * RARE > leveled {
        return Vec::new();
    }
    levels.iter().enumerate().filter(|&(_, &l)| l == top).map(|(i, _)| i).take(MAX_SEVERE).collect()
}

/// Reorders a queue of lines so that its leveled lines come most severe first, each level in
/// the queue's order, in the places the leveled lines held; the others stay where they are.
pub(crate) fn most_severe_first(queue: &mut [usize], levels: &[u8]) {
    let level = |i: usize| levels.get(i).copied().unwrap_or(0);
    let slots: Vec<usize> = (0..queue.len()).filter(|&k| level(queue[k]) > 0).collect();
    let mut leveled: Vec<usize> = slots.iter().map(|&k| queue[k]).collect();
    // Stable: within a level the queue's own order holds.
    leveled.sort_by_key(|&i| std::cmp::Reverse(level(i)));
    for (&k, i) in slots.iter().zip(leveled) {
        queue[k] = i;
    }
}

/// Ways a level is written, as bits: a bracketed word, a `severity` field, a bare upper-case word.
const BRACKETED: u8 = 1;
/// See [`BRACKETED`].
const FIELD: u8 = 2;
/// See [`BRACKETED`].
const BARE: u8 = 4;
/// Every way.
const ALL: u8 = BRACKETED | FIELD | BARE;

/// A line's level, 0 when it writes none in the ways `forms` allows (see the module's
/// documentation), and the way it was written; `white` is the whitespace the line opens with
/// (no level word's part, nor a bracket).
fn level(line: &[u8], white: usize, forms: u8) -> (u8, u8) {
    let head = &line[..line.len().min(REACH)];
    let head = &head[white.min(head.len())..];
    if forms & BRACKETED != 0
        && let Some(rank) = bracketed(head)
    {
        return (rank, BRACKETED);
    }
    if forms & FIELD != 0
        && let Some(rank) = severity_field(line)
    {
        return (rank, FIELD);
    }
    if forms & BARE != 0
        && let Some(rank) = bare_word(head)
    {
        return (rank, BARE);
    }
    (0, 0)
}

/// The rank of the first bracketed word of `head` when it is a level word (`[ERROR]`, `[Note]`):
/// its first `[…]` span (brackets nested in it make it no word).
fn bracketed(head: &[u8]) -> Option<u8> {
    let span = bracket_spans(head).next()?;
    rank(head.get(span.start + 1..span.end - 1)?.trim_ascii())
}

/// The rank the word `severity` (any case) gives with what follows it: a number or a level word.
fn severity_field(line: &[u8]) -> Option<u8> {
    // `severity` is rare: look for its tail, then check the letter before it.
    let at = ctx_squash_core::find_all(line, b"everity").find(|&at| at > 0 && line[at - 1] | 0x20 == b's')?;
    let rest = &line[at + 7..];
    let start = rest.iter().position(|&b| !matches!(b, b':' | b'=' | b' ' | b'"' | b'\''))?;
    let value = &rest[start..];
    let digits = value.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits > 0 {
        let n = value[..digits].iter().fold(0u32, |n, &d| (n * 10 + u32::from(d - b'0')).min(200));
        return Some(NUMBERED.saturating_add(u8::try_from(n).unwrap_or(u8::MAX - NUMBERED)));
    }
    let word = value.iter().take_while(|b| b.is_ascii_alphabetic()).count();
    rank(&value[..word])
}

/// The rank of an upper-case level word among the first two words of `head` (`ERROR:root:x`,
/// `WARN  [main] x`, `2026-12-04 10:00:01 INFO x`, `12:00:01 [main] INFO x`): words are runs of
/// letters, of two or more.
fn bare_word(head: &[u8]) -> Option<u8> {
    let mut rest = head.trim_ascii_start();
    let mut words = 0;
    while words < 2 {
        let tail = &rest[rest.iter().position(u8::is_ascii_alphabetic)?..];
        let (word, after) =
            tail.split_at(tail.iter().position(|b| !b.is_ascii_alphabetic()).unwrap_or(tail.len()));
        rest = after;
        if word.len() < 2 {
            continue;
        }
        if word.iter().all(u8::is_ascii_uppercase) {
            return rank(word);
        }
        words += 1;
    }
    None
}

/// The rank of a level word (any case); `level_gutter` reads a code's level with it.
pub(crate) fn rank(word: &[u8]) -> Option<u8> {
    if word.len() < 3 || word.len() > 11 {
        return None;
    }
    let mut lower = [0u8; 11];
    for (to, from) in lower.iter_mut().zip(word) {
        *to = from.to_ascii_lowercase();
    }
    word_rank(&lower[..word.len()])
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[track_caller]
    fn check(line: &str, expected: u8) {
        let white = line.len() - line.trim_ascii_start().len();
        assert_eq!(level(line.as_bytes(), white, ALL).0, expected, "{line}");
    }

    #[test]
    fn levels_by_how_they_are_written() {
        check("Magic at line 1, column 2.  See page 79 of PBP.  (Severity: 5)", NUMBERED + 5);
        check("Magic at line 1, column 2.  (Severity: 2)", NUMBERED + 2);
        check("x.py:3: B602 subprocess call, severity: high", 5);
        check("2026-12-04 10:00:00 0 [ERROR] mariadbd: unknown option", 5);
        check("2026-12-04 10:00:00 0 [Note] Starting", 2);
        check("[warning] something", 4);
        check("ERROR:root:boom", 5);
        check("INFO  [alembic.runtime.migration] Running upgrade", 2);
        // Not levels: words in prose, lower-case bare words, unknown brackets, far brackets.
        check("the error was handled", 0);
        check("error: cannot find value `x`", 0);
        check("[1/3] Building", 0);
        check("Severity is unknown here", 0);
        check("one two INFO three", 0);
    }

    /// A perlcritic-like report: many severity-2 findings, few severity-4, and two severity-5.
    fn report() -> String {
        let mut text = String::new();
        for k in 0..60 {
            let severity = match k {
                17 | 41 => 5,
                k if k % 10 == 3 => 4,
                _ => 2,
            };
            let _ =
                writeln!(text, "Finding number {k} of kind {} at line {k}.  (Severity: {severity})", k % 7);
        }
        text
    }

    #[test]
    fn the_most_severe_level_when_rare() {
        let text = report();
        assert_eq!(most_severe(&levels_of(&text)), [17, 41]);
        // A level most lines carry is no standout; one level only ranks nothing.
        let (mut common, mut one) = (String::new(), String::new());
        for k in 0..40 {
            let _ = writeln!(common, "f{k} (Severity: {})", 5 - k % 2);
            let _ = writeln!(one, "f{k} (Severity: 3)");
        }
        assert_eq!(most_severe(&levels_of(&common)), Vec::<usize>::new());
        assert!(levels(&Lines::new(&one)).is_none());
        // Too few leveled lines in the sample: none read.
        let late = format!("{}{text}", "plain line\n".repeat(SAMPLE));
        assert!(levels(&Lines::new(&late)).is_none());
    }

    fn levels_of(text: &str) -> Vec<u8> {
        levels(&Lines::new(text)).unwrap_or_default()
    }

    #[test]
    fn the_queue_is_reordered_in_the_leveled_places() {
        let levels = [0, 2, 5, 0, 4, 2];
        let mut queue = [0, 1, 5, 3, 4, 2];
        most_severe_first(&mut queue, &levels);
        assert_eq!(queue, [0, 2, 4, 3, 1, 5]);
    }

    #[test]
    fn a_squashed_report_keeps_its_most_severe_findings() {
        // 600 findings of severity 2 and 3 that fold into one note, and three of severity 5 in the
        // middle: the squash keeps the three as lines.
        let mut text = String::new();
        let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"];
        for k in 0..600 {
            let severity = if [250, 300, 350].contains(&k) { 5 } else { 2 + u8::from(k % 50 == 7) };
            let kind = format!("{} {} {}", words[k % 8], words[(k / 8) % 8], words[(k / 64) % 8]);
            let _ = writeln!(text, "Rule {kind} broken at line {k}, column 3.  (Severity: {severity})");
        }
        let out = crate::squash_log(&text);
        assert!(out.len() < text.len() / 2, "{out}");
        for k in [250, 300, 350] {
            assert!(out.contains(&format!("at line {k}, column 3.  (Severity: 5)")), "{out}");
        }
    }
}
