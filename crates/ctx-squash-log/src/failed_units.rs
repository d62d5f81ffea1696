//! A failed unit keeps the block it opened: a kept failure verdict that names a unit (a test, a
//! subtest path) keeps the lines that unit wrote under its opener earlier, as an error keeps its
//! location.
//!
//! A test runner opens a unit's block with a start word and the unit's name (`=== RUN
//! TestDue/D-12`, `[ RUN      ] Suite.Case`, `# Subtest: parse`) and writes whatever the unit
//! prints under it; the verdict comes later and apart (`--- FAIL: TestDue/D-12 (0.00s)` in the
//! results block, `[  FAILED  ] Suite.Case`, `not ok 3 - parse`). A failing unit's message is
//! written in the very shape every passing unit's log line is (go's indented `file_test.go:N:`
//! lines for `t.Errorf` and `t.Logf` alike), so nothing marks it; the selection keeps the verdict
//! and folds the message among its likes — the one answer to *why* the unit failed. So, after the
//! selection, a kept line holding a failure word in capitals as a word of its own (`FAIL`,
//! `FAILED`, `FAILURE`; `not ok` at its start) names units by its tokens; one pass over the lines finds the
//! openers — a line whose first word past punctuation is a start word ([`START_WORDS`]), the
//! unit's name its next token — of those names written before the verdict, and the first of them
//! whose block holds a line keeps its block: the opener and the lines after it up to the next
//! opener of any unit, a line writing the name again (its own verdict) or the verdict line, whole
//! lines, [`BLOCK_LINES`] and [`BLOCK_BYTES`] at most (the fold's note tells the rest). A unit
//! whose block is its opener alone (a parent test whose subtests opened their own) adds nothing.
//! At most [`MAX_UNITS`] units and [`MAX_BYTES`] bytes in all; nothing is read past the kept lines
//! when none is a failure verdict. A rule about how test runners frame units, for any runner: it
//! names no tool but by its start words.

use std::collections::HashMap;

use ctx_squash_core::Lines;

use crate::additions::Additions;
use crate::squash::{Cut, Kept};

/// The words that open a unit's block, the unit's name the token after: go test's `=== RUN` and
/// `=== CONT` (a paused parallel test's block goes on there), googletest's `[ RUN      ]`, TAP's
/// `# Subtest:`.
const START_WORDS: [&[u8]; 3] = [b"RUN", b"CONT", b"Subtest"];
/// Lines of a block kept at most, its opener included.
const BLOCK_LINES: usize = 24;
/// Bytes of a block kept at most.
const BLOCK_BYTES: usize = 2048;
/// Failed units whose blocks are kept at most.
const MAX_UNITS: usize = 8;
/// Bytes added at most in all.
const MAX_BYTES: usize = 4096;
/// Verdict lines read at most: more is a flood of failures the selection tells otherwise.
const MAX_VERDICTS: usize = 64;
/// Openers of one name remembered, at most (a parallel test's `RUN`, then its `CONT`s).
const MAX_OPENERS: usize = 4;

/// `kept` (sorted by line) with the blocks of the failed units its verdicts name added (see the
/// module's documentation), sorted.
pub(crate) fn with_failed_units(lines: &Lines<'_>, kept: Kept) -> Kept {
    // The names each kept failure verdict writes, with the verdict's line: few, so cheap to match.
    let mut named: HashMap<&[u8], usize> = HashMap::new();
    let mut verdicts = 0;
    for &(v, _) in &kept {
        let line = lines.bytes(v);
        if !is_verdict(line) {
            continue;
        }
        verdicts += 1;
        if verdicts > MAX_VERDICTS {
            break;
        }
        for name in tokens(line).filter(|t| !is_failure_word(t)) {
            // A name verdicts write twice (a summary repeating one) points at its first verdict.
            named.entry(name).or_insert(v);
        }
    }
    if named.is_empty() {
        return kept;
    }
    // One pass: every opener's line, and those of the names the verdicts write.
    let openers = opener_lines(lines);
    let mut opened: HashMap<&[u8], Vec<usize>> = HashMap::new();
    for &i in &openers {
        let Some(name) = opener(lines.bytes(i)) else { continue };
        if named.get(name).is_some_and(|&v| i < v) {
            let at = opened.entry(name).or_default();
            if at.len() < MAX_OPENERS {
                at.push(i);
            }
        }
    }
    if opened.is_empty() {
        return kept;
    }
    // The units in the order of their verdicts, then of their names' first openers.
    let mut units: Vec<(usize, &[u8], Vec<usize>)> =
        opened.into_iter().map(|(name, at)| (named[name], name, at)).collect();
    units.sort_unstable_by_key(|(v, _, at)| (*v, at[0]));
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    let mut added_units = 0;
    for (verdict, name, at) in units {
        if added_units >= MAX_UNITS {
            break;
        }
        let Some(block) = at.iter().map(|&o| block(lines, &openers, o, verdict, name)).find(|b| b.len() > 1)
        else {
            continue;
        };
        for i in block {
            additions.add(i, Cut::Normal);
        }
        added_units += 1;
    }
    additions.into_kept(kept)
}

/// The block the opener on line `at` opens: it and the lines after it up to the next opener (in
/// `openers`, sorted), a line writing `name` again, or the `verdict` line, whole lines within
/// [`BLOCK_LINES`] and [`BLOCK_BYTES`].
fn block(
    lines: &Lines<'_>,
    openers: &[usize],
    at: usize,
    verdict: usize,
    name: &[u8],
) -> std::ops::Range<usize> {
    let next = openers.get(openers.partition_point(|&o| o <= at)).copied().unwrap_or(usize::MAX);
    let mut end = at + 1;
    let mut bytes = lines.bytes(at).len() + 1;
    while end < next.min(verdict).min(lines.len()) && end - at < BLOCK_LINES {
        let line = lines.bytes(end);
        bytes += line.len() + 1;
        if bytes > BLOCK_BYTES || tokens(line).any(|t| t == name) {
            break;
        }
        end += 1;
    }
    at..end
}

/// The lines that open a unit ([`opener`]), sorted: only lines where a start word is written are
/// read, found by one substring search of the text a start word (a line holds none mostly).
fn opener_lines(lines: &Lines<'_>) -> Vec<usize> {
    let text = lines.text().as_bytes();
    let mut openers: Vec<usize> = Vec::new();
    for word in START_WORDS {
        // The line last read for this word: a line writing it many times is read once.
        let mut read = None;
        for at in memchr::memmem::find_iter(text, word) {
            // The line holding byte `at`: the last whose start is at or before it.
            let (mut low, mut high) = (0, lines.len());
            while low < high {
                let mid = low + (high - low) / 2;
                if lines.start(mid) <= at {
                    low = mid + 1;
                } else {
                    high = mid;
                }
            }
            let i = low.saturating_sub(1);
            if read.replace(i) == Some(i) {
                continue;
            }
            if openers.last() != Some(&i) && opener(lines.bytes(i)).is_some() {
                openers.push(i);
            }
        }
    }
    openers.sort_unstable();
    openers.dedup();
    openers
}

/// The unit a line opens: a line whose first word past blanks and punctuation (`===`, `[`, `#`)
/// is a start word, a `:` after it aside, and its next token the name.
fn opener(line: &[u8]) -> Option<&[u8]> {
    let start = line.iter().position(|b| !(b.is_ascii_whitespace() || b.is_ascii_punctuation()))?;
    let rest = line.get(start..)?;
    let end = rest.iter().position(|&b| b.is_ascii_whitespace() || b == b':').unwrap_or(rest.len());
    if !START_WORDS.contains(&rest.get(..end)?) {
        return None;
    }
    let name = trim_name(
        rest.get(end..)?.split(u8::is_ascii_whitespace).find(|w| w.iter().any(u8::is_ascii_alphanumeric))?,
    );
    (!name.is_empty()).then_some(name)
}

/// Whether a line is a failure verdict: a failure word as a word of its own, or `not ok` (TAP)
/// at its start.
fn is_verdict(line: &[u8]) -> bool {
    let trimmed = line.trim_ascii_start();
    // A line without `FAIL` is read no further (most kept lines).
    trimmed.starts_with(b"not ok ")
        || memchr::memmem::find(line, b"FAIL").is_some()
            && line.split(|b| !b.is_ascii_alphanumeric()).any(is_failure_word)
}

/// A word that tells a failure as a runner's verdict does, in capitals: `FAIL`, `FAILED`,
/// `FAILURE` (a bare level word is read in capitals only, as severity.rs reads one; `connection
/// failed` is prose, no verdict).
fn is_failure_word(word: &[u8]) -> bool {
    [&b"FAIL"[..], b"FAILED", b"FAILURE"].contains(&word)
}

/// The tokens of a line that may name a unit: its words between blanks, the punctuation around
/// them (`:`, brackets, quotes, commas) aside, those holding a letter.
fn tokens(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    line.split(u8::is_ascii_whitespace).map(trim_name).filter(|t| t.iter().any(u8::is_ascii_alphabetic))
}

/// A token without the punctuation around it that no name ends with.
fn trim_name(token: &[u8]) -> &[u8] {
    let edge = |b: &u8| matches!(b, b':' | b',' | b';' | b'(' | b')' | b'[' | b']' | b'"' | b'\'' | b'`');
    let start = token.iter().position(|b| !edge(b)).unwrap_or(token.len());
    let end = token.iter().rposition(|b| !edge(b)).map_or(start, |e| e + 1);
    token.get(start..end).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;
    use crate::squash::{assert_kept_after, kept_after};

    /// go test -v: D-2's message is written as its siblings' logs are; its verdict comes later.
    const GO: &str = "\
=== RUN   TestDue
=== RUN   TestDue/D-1
    due_test.go:9: D-1: 2 due
=== RUN   TestDue/D-2
    due_test.go:9: D-2: 5 due
    due_test.go:11: queue of D-2:
        got: [A B C]
        want: [A C]
=== RUN   TestDue/D-3
    due_test.go:9: D-3: 1 due
--- FAIL: TestDue (0.00s)
    --- PASS: TestDue/D-1 (0.00s)
    --- FAIL: TestDue/D-2 (0.00s)
    --- PASS: TestDue/D-3 (0.00s)
FAIL
";

    #[test]
    fn a_kept_failure_verdict_keeps_its_units_block() {
        // The verdicts kept: D-2's block (its opener and four lines), not TestDue's opener alone
        // nor a passing sibling's.
        assert_kept_after(with_failed_units, GO, &[10, 12, 14], &[3, 4, 5, 6, 7, 10, 12, 14]);
        // A passing verdict kept: nothing added.
        assert_kept_after(with_failed_units, GO, &[11, 13], &[11, 13]);
    }

    #[test]
    fn a_block_ends_at_the_units_own_verdict_and_its_cap() {
        // googletest: the block ends at its own verdict; the summary's verdict points back at it.
        let text = "[ RUN      ] Kiln.Heat\nkiln.cc:4: Failure\n  Expected: 5\n[  FAILED  ] Kiln.Heat (0 ms)\n[ RUN      ] Kiln.Cool\n[       OK ] Kiln.Cool (0 ms)\n[  FAILED  ] Kiln.Heat\n";
        assert_kept_after(with_failed_units, text, &[6], &[0, 1, 2, 6]);
        // A long block: its first `BLOCK_LINES` lines.
        let mut text = String::from("# Subtest: parse\n");
        for k in 0..40 {
            let _ = writeln!(text, "    # line {k}");
        }
        text.push_str("not ok 1 - parse\n");
        let expected: Vec<usize> = (0..BLOCK_LINES).chain([41]).collect();
        assert_kept_after(with_failed_units, &text, &[41], &expected);
    }

    #[test]
    fn openers_and_verdicts() {
        assert_eq!(opener(b"=== RUN   TestDue/D-12"), Some(&b"TestDue/D-12"[..]));
        assert_eq!(opener(b"[ RUN      ] Kiln.Heat"), Some(&b"Kiln.Heat"[..]));
        assert_eq!(opener(b"    # Subtest: parse dates"), Some(&b"parse"[..]));
        assert_eq!(opener(b"RUNNING tests"), None);
        assert_eq!(opener(b"we RUN TestX"), None);
        assert!(is_verdict(b"    --- FAIL: TestDue/D-12 (0.00s)"));
        assert!(is_verdict(b"not ok 3 - parse"));
        assert!(!is_verdict(b"    --- PASS: TestDue/D-12 (0.00s)"));
        assert!(!is_verdict(b"failover complete"));
        assert!(!is_verdict(b"connection to the vault failed"));
        assert_eq!(
            tokens(b"--- FAIL: TestDue/D-12 (0.00s)").collect::<Vec<_>>(),
            [&b"FAIL"[..], b"TestDue/D-12", b"0.00s"]
        );
    }

    /// A line that writes a start word many times is read as an opener once, not once a start
    /// word: each read scans its first word, so 50,000 `RUN`s in one 150 KB word took 7.5 G byte
    /// steps (review80: quadratic on one huge line).
    #[test]
    fn a_line_of_many_start_words_is_read_once() {
        let text = format!("{}\n--- FAIL: TestA (0.00s)\n", "RUN".repeat(50_000));
        let started = std::time::Instant::now();
        assert_kept_after(with_failed_units, &text, &[1], &[1]);
        let lines = Lines::new(&text);
        assert!(opener_lines(&lines).is_empty());
        assert!(started.elapsed() < std::time::Duration::from_secs(2), "took {:?}", started.elapsed());
    }

    proptest! {
        /// Any runner-like lines: every kept line stays, at most `MAX_UNITS` blocks' lines are
        /// added, sorted, without a panic.
        #[test]
        fn any_units(rows in proptest::collection::vec("(=== RUN   T[ab]|--- FAIL: T[ab]|    [a-z ]{0,6}|# Subtest: [ab]|not ok 1 - [ab])", 0..60),
                     picks in proptest::collection::vec(0usize..60, 0..12)) {
            let (text, kept) = crate::squash::rows_and_selection(&rows.iter().map(String::as_str).collect::<Vec<_>>(), picks);
            crate::squash::adds_at_most(with_failed_units, &text, kept, MAX_UNITS * BLOCK_LINES)?;
        }

        /// Any text at all: no panic, every kept line stays.
        #[test]
        fn any_text(text in "(\\PC|\n){0,200}", picks in proptest::collection::vec(0usize..20, 0..6)) {
            let kept = crate::squash::selection(&text, picks);
            let out = kept_after(with_failed_units, &text, &kept);
            for i in kept {
                prop_assert!(out.contains(&i));
            }
        }
    }
}
