//! A reference's terms are its outline: in a definition list, the lines that name each entry are
//! kept, their descriptions left to the fold — but for each entry's caveats (fix77, below).
//!
//! A man page, a `--help` of many options or a module's documentation is a list of entries, each a
//! term (`-f filename`, `--set=assignment`, `\gexec`, `\pset [ option [ value ] ]`) above its
//! description, indented further. What an agent asks of such a page is one entry — the option it
//! means to pass — and a squash that keeps the page's sections and first entries and omits the rest
//! by position drops the very name it needs. So the terms are read by how the page is laid out:
//! after a blank line, a run of at most [`MAX_RUN`] short lines at one indent, followed by a
//! line of prose (a sentence's worth of words) indented further. When one indent holds at least
//! [`MIN_TERMS`] such terms, they are kept, up to [`MAX_BYTES`]; an entry's description stays
//! for the recall tool. Like `unmarked`, a rule about how the lines are written, for any text.
//!
//! What the term alone does not say is what restricts it, and that is what an agent opens the
//! entry for (round 31: tar's `--delete` kept, "This option does not operate on compressed
//! archives." omitted; strace's `-f`, `-ff` and `-s` kept, "not only thread with `thread_id` = PID",
//! "This is incompatible with -c" and "(the default is 32)" omitted; gzip's `-n` "This option is
//! the default when decompressing." omitted). So each entry's description is read as sentences,
//! and a sentence that holds a word negating, limiting or bounding (`not`, `only`, `incompatible`,
//! `default`, `Note` …: ctx-squash-text's caveats.rs reads prose by the same words) is offered
//! with its lines, whole or not at all ([`caveats`]), after every other line is chosen, from an
//! allowance of its own on top of them — an eighth of the log squash's budget, 3 KiB —, so a
//! caveat takes no line's place (offered before the filler, they cost psql's `-V` term); every
//! entry's first caveat before any entry's second, the cheapest first within a turn, the same words once, and none written to a template four lines or more
//! share (a linter's `'x' is never reassigned.` under every file is a tool's record, not a
//! caveat). A sentence is closed by its stop: words a paragraph ends without one are a row, not a
//! sentence.

use ctx_squash_core::Lines;

/// Entries (terms) an indent must hold before they are kept: fewer make no reference.
const MIN_TERMS: usize = 20;
/// Lines a term runs to at most (`-v assignment`, `--set=assignment`, `--variable=assignment`).
const MAX_RUN: usize = 4;
/// Bytes of a term line at most (trimmed).
const MAX_TERM: usize = 100;
/// Bytes of terms kept at most.
const MAX_BYTES: usize = 8 * 1024;
/// Bytes a line of prose has at least (trimmed).
const PROSE_BYTES: usize = 40;
/// Words (of at least two letters) a line of prose has at least.
const PROSE_WORDS: usize = 6;

/// The term lines of the output's definition list (see the module's documentation), in order;
/// none when it has no such list.
pub(crate) fn terms(lines: &Lines<'_>) -> Vec<usize> {
    let n = lines.len();
    // Each line's indent, read once; `None` for a blank line.
    let indents: Vec<Option<usize>> = (0..n)
        .map(|i| {
            let lead = lines.lead(i);
            (!lead.blank).then_some(lead.spaces)
        })
        .collect();
    let indent = |i: usize| indents.get(i).copied().flatten();
    // Term lines by their indent, and how many entries they are.
    let mut by_indent: Vec<(usize, Vec<usize>, usize)> = Vec::new();
    let mut i = 0;
    while i < n {
        let Some(depth) = indent(i).filter(|_| i == 0 || indent(i - 1).is_none()) else {
            i += 1;
            continue;
        };
        let mut j = i;
        while j < n && indent(j) == Some(depth) && lines.bytes(j).trim_ascii().len() <= MAX_TERM {
            j += 1;
        }
        if j > i && j - i <= MAX_RUN && j < n && indent(j).is_some_and(|d| d > depth) && prose(lines.bytes(j))
        {
            match by_indent.iter_mut().find(|(d, _, _)| *d == depth) {
                Some((_, found, entries)) => {
                    found.extend(i..j);
                    *entries += 1;
                }
                None => by_indent.push((depth, (i..j).collect(), 1)),
            }
        }
        i = j.max(i + 1);
    }
    let Some((_, found, entries)) =
        by_indent.into_iter().max_by_key(|(d, _, entries)| (*entries, std::cmp::Reverse(*d)))
    else {
        return Vec::new();
    };
    if entries < MIN_TERMS {
        return Vec::new();
    }
    let mut bytes = 0;
    found
        .into_iter()
        .take_while(|&i| {
            bytes += lines.bytes(i).trim_ascii().len() + 1;
            bytes <= MAX_BYTES
        })
        .collect()
}

/// The caveats' allowance: this share of the log squash's budget (an eighth, 3 KiB), on top of
/// every other line kept.
pub(crate) const CAVEAT_SHARE: usize = 8;

/// Lines of one template (the miner's) at least for a sentence written to it to be a tool's
/// record rather than an entry's caveat (ctx-squash-text's prose.rs reads records by the same
/// count).
pub(crate) const RECORD_LINES: usize = 4;

/// The most lines a caveat's sentence takes: a longer one is a block, not a caveat.
const MAX_CAVEAT_LINES: usize = 4;

/// Where sentences end inside a line's text: after a `.`, `?` or `!` followed by a blank and a
/// capital or a second blank (`… system calls.  Note that`), and at its end after one.
fn sentence_ends(text: &str) -> impl Iterator<Item = usize> + '_ {
    let b = text.as_bytes();
    let inside = b.windows(3).enumerate().filter_map(|(i, w)| {
        (matches!(w[0], b'.' | b'?' | b'!') && w[1] == b' ' && (w[2] == b' ' || w[2].is_ascii_uppercase()))
            .then_some(i + 1)
    });
    let closes = text.trim_end().trim_end_matches([')', '"', '\'']).ends_with(['.', '?', '!']);
    inside.chain(closes.then_some(b.len()))
}

/// The caveats of a reference's entries (fix77): under each entry's term lines (`terms`), the lines
/// of each sentence of its description that holds a word negating, limiting or bounding it —
/// `not`, `only`, `incompatible`, `default`, `Note` … — each sentence its lines, from the line it
/// opens on to the line it ends on, [`MAX_CAVEAT_LINES`] at most; in turns, each entry's first
/// caveat before any entry's second. An agent opens a reference for one entry, and the sentence
/// that restricts it (`This option does not operate on compressed archives.`, `This is
/// incompatible with -c`) is what the term alone does not say.
pub(crate) fn caveats(lines: &Lines<'_>, terms: &[usize]) -> Vec<Vec<usize>> {
    let n = lines.len();
    let indent = |i: usize| {
        let lead = lines.lead(i);
        (!lead.blank).then_some(lead.spaces)
    };
    let mut entries: Vec<Vec<Vec<usize>>> = Vec::new();
    let mut t = 0;
    while let Some(&first) = terms.get(t) {
        // The entry's term lines: a run of consecutive lines.
        let mut last = first;
        while terms.get(t + 1) == Some(&(last + 1)) {
            t += 1;
            last += 1;
        }
        t += 1;
        let Some(depth) = indent(first) else { continue };
        let next_term = terms.get(t).copied().unwrap_or(n);
        let mut found: Vec<Vec<usize>> = Vec::new();
        // The sentence being read: its lines, its words.
        let mut open: Option<(Vec<usize>, String)> = None;
        for i in last + 1..next_term.min(n) {
            let Some(at) = indent(i) else {
                // A paragraph's end ends its words, no sentence: a caveat is closed by its stop.
                open = None;
                continue;
            };
            if at <= depth {
                break;
            }
            let text = String::from_utf8_lossy(lines.bytes(i).trim_ascii()).into_owned();
            let mut from = 0;
            for end in sentence_ends(&text) {
                let (mut run, mut words) = open.take().unwrap_or_default();
                run.push(i);
                words.push(' ');
                words.push_str(text.get(from..end).unwrap_or_default());
                if run.len() <= MAX_CAVEAT_LINES && ctx_squash_core::restricts(&words) {
                    found.push(run);
                }
                from = end;
            }
            let rest = text.get(from..).unwrap_or_default().trim();
            if !rest.is_empty() {
                let (run, words) = open.get_or_insert_with(Default::default);
                if run.last() != Some(&i) {
                    run.push(i);
                }
                words.push(' ');
                words.push_str(rest);
            }
        }
        found.dedup();
        entries.push(found);
    }
    // In turns: every entry's first caveat, then every entry's second, and so on, the cheapest
    // first within a turn; the same words once (a tool's records repeat theirs). Each caveat by
    // its turn and cost, entry by entry, sorted stably: one sort, where a pass over every entry
    // for each turn read entries times turns (review82: one entry of 400,000 caveats among 2,500
    // took 6 s).
    let cost = |run: &Vec<usize>| run.iter().map(|&i| lines.bytes(i).len() + 1).sum::<usize>();
    let mut turns: Vec<(usize, usize, &Vec<usize>)> = entries
        .iter()
        .flat_map(|found| found.iter().enumerate().map(|(k, run)| (k, cost(run), run)))
        .collect();
    turns.sort_by_key(|&(k, cost, _)| (k, cost));
    let mut said = std::collections::HashSet::new();
    let mut out = Vec::new();
    for (_, _, run) in turns {
        let text: Vec<&[u8]> = run.iter().map(|&i| lines.bytes(i).trim_ascii()).collect();
        if said.insert(text.concat()) {
            out.push(run.clone());
        }
    }
    out
}

/// Whether a line reads as prose: long enough, with enough words of letters.
fn prose(line: &[u8]) -> bool {
    let line = line.trim_ascii();
    if line.len() < PROSE_BYTES {
        return false;
    }
    let words = line
        .split(|b| !(b.is_ascii_alphanumeric() || *b == b'_'))
        .filter(|word| word.len() >= 2 && word.iter().all(u8::is_ascii_alphabetic))
        .count();
    words >= PROSE_WORDS
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    fn page(entries: usize) -> String {
        let mut text = String::from("OPTIONS\n");
        for n in 0..entries {
            let _ = write!(
                text,
                "\n       -o{n}\n       --option-{n}=value\n           Sets the option number {n} of the program to the value given here.\n           It is read once at start-up.\n"
            );
        }
        text
    }

    /// Every option's term lines, and none of their descriptions.
    #[test]
    fn a_reference_keeps_its_terms() {
        let text = page(25);
        let lines = Lines::new(&text);
        let kept = terms(&lines);
        assert_eq!(kept.len(), 50);
        assert!(kept.iter().all(|&i| lines.get(i).trim_start().starts_with('-')));
    }

    /// Each entry's sentences that restrict it, from the line each opens on to the line it ends
    /// on, every entry's first before any second; a paragraph ended without a stop is none.
    #[test]
    fn an_entrys_caveats_are_its_restricting_sentences() {
        let mut text = page(24);
        text.push_str("\n       -x\n           Traces forks as they are created.  Note that it attaches\n           to all threads, not only one.\n\n           This option does not operate on compressed archives.\n           A row that ends not\n");
        let lines = Lines::new(&text);
        let found = caveats(&lines, &terms(&lines));
        let at = |needle: &str| (0..lines.len()).find(|&i| lines.get(i).contains(needle)).unwrap_or(0);
        assert_eq!(found, [vec![at("Traces forks"), at("to all threads")], vec![at("This option does not")]]);
    }

    /// Caveats are put in turns by one sort: an entry of many caveats among many entries is read
    /// once (review82: a pass over every entry for each turn, 2,500 entries times 400,000 turns,
    /// took 6 s).
    #[test]
    fn many_caveats_among_many_entries_are_read_once() {
        let mut text = String::from(
            "OPTIONS\n\n       -x\n           Sets the option of the program to the value given here.\n",
        );
        for k in 0..400_000 {
            let _ = writeln!(text, "           Not one {k}.");
        }
        for _ in 0..2_500 {
            text.push_str(
                "\n       -y\n           Sets the option of the program to the value given here.\n",
            );
        }
        let lines = Lines::new(&text);
        let terms = terms(&lines);
        assert_eq!(terms.len(), 2_501);
        let found = caveats(&lines, &terms);
        assert_eq!(found.len(), 400_000);
        assert_eq!(found.first(), Some(&vec![4]));
    }

    /// A short list is no reference; nor is code or a table without prose below its lines.
    #[test]
    fn few_entries_or_no_prose_keep_nothing() {
        assert!(terms(&Lines::new(&page(19))).is_empty());
        let mut code = String::new();
        for n in 0..40 {
            let _ = write!(code, "\nfn f{n}() {{\n    let x = {n};\n    x + 1\n}}\n");
        }
        assert!(terms(&Lines::new(&code)).is_empty());
    }
}
