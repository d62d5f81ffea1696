//! A caveat is the sentence an agent opens a manual for: in every section of a document cut to
//! its budget, a whole sentence that restricts what the section says is kept, from an allowance
//! of its own.
//!
//! The sections' shares (shares.rs) keep each section's beginning and `paragraph_leads.rs` a later
//! paragraph's first sentence; what a manual warns of is often neither. `--vacuum-size=`'s note
//! ("Note that running --vacuum-size= … only operates on archived journal files") is a five-line
//! first sentence, longer than a lead may be; ssh's `-J` says "Note that configuration directives
//! supplied on the command-line generally apply to the destination host and not any specified
//! jump hosts" in the middle of its one paragraph, none of which is kept; systemd.timer's
//! DESCRIPTION spends its one lead on "This man page lists …" and leaves "Note that … it is not
//! restarted, but simply left running". What those sentences share is how they are written, in
//! any document: a word that negates or restricts (`not`, `never`, `only`, `unless`, `except`,
//! `cannot`, a `n't`, `instead`, `incompatible`) or flags a warning (`note`, `beware`, `warning`,
//! `caution`, `must`), read as a word of the sentence itself — and (fix77) a word that bounds the
//! entry by what it does unasked or how it fails: `default` (`If dirs_exist_ok is false (the
//! default) and dst already exists …`, `(the default is 32)`) and `raised`/`raises` (`… an
//! exception is raised`), the restriction a reference states without a negation.
//!
//! So, after the shares, the sentences' ends and the leads (review70's mend of fix57, which gave
//! every such line the shares' spare and cut kept sentences short): every section offers each
//! whole sentence of its own that holds such a word, none of whose lines is kept, within
//! [`MAX_CAVEAT_LINES`] lines — one that opens its first line (a sentence opening mid-line would
//! bring the end of the one before, a fragment) to the line it ends on — and that writes a word the
//! document writes on two lines at most (`paragraph_leads.rs`' rare words: a sentence of common
//! words only says what the document says all along). They are kept from an allowance of their
//! own, an eighth of the budget, by tiers: first a sentence its writer flags (`Note that …`,
//! `Warning:`; an info manual's `*Note` cross-reference is none) in a section whose first line of
//! words is kept, then one flagged in a section that keeps only its term (ssh's `-J destination`
//! over its omitted paragraph: the term is the note's context), then the others likewise; within
//! a tier in turns — each section's cheapest in the first round, its next in the second —, the
//! cheapest first within a round, and the same words once. Measured after first contact with
//! rounds 31 and 32 (fix71): a sentence that only restricts rarely wins the allowance, the flagged
//! ones do.
//!
//! A caveat kept whole may end on a line that opens the next sentence (`… only operates on
//! archived journal files. Similarly, --vacuum-files= might not actually reduce`): that sentence
//! is kept to the line that closes it, within `whole_sentences.rs`' reach (`closing_line`, four
//! lines), from the same allowance when it holds the rest whole, as a kept line opening a sentence
//! is everywhere in prose (fix73). A sentence opening mid-line is kept only so, as the rest of a
//! kept line: offered on its own — its first line bringing the end of the sentence before it, in
//! the same tiers, after every other, or flagged ones in their tier —, it won no fact on the
//! corpus and cost 830 to 910 tokens, the allowance being spent on the sentences that open their
//! lines.

use std::collections::HashSet;

use ctx_squash_core::{Fnv, Keyed, Lines};

use crate::paragraph_leads::{lines_by_word, rare_words};
use crate::whole_sentences::closing_line;

/// The most lines a caveat takes: a longer sentence is a block, not a caveat.
const MAX_CAVEAT_LINES: usize = 6;
/// The caveats' allowance: this share of the budget (an eighth), on top of what the rest keeps.
const ALLOWANCE_SHARE: usize = 8;

/// Whether a blank or a gutter alone (pydoc's `    |  `) is all the line holds.
fn blank(line: &str) -> bool {
    line.trim_matches([' ', '\t', '|']).is_empty()
}

/// Whether `text` holds a caveat word as a word (the core's [`ctx_squash_core::restricts`]), an
/// info manual's cross-references aside.
fn restricts(text: &str) -> bool {
    ctx_squash_core::restricts(&uncited(text))
}

/// The text without an info manual's cross-references (`*Note File timestamps::`, `(*note
/// Symbolic Modes::)`): a `note` after a `*` points elsewhere, it flags nothing.
fn uncited(text: &str) -> String {
    text.replace("*Note", "*").replace("*note", "*")
}

/// The words a writer flags a caveat with, lower-cased.
const FLAG_WORDS: &[&str] = &["note", "beware", "warning", "caution", "important"];

/// Whether the sentence's first word flags it as a caveat (`Note that …`, `Beware: …`).
fn flagged(words: &str) -> bool {
    uncited(words)
        .split(|c: char| !c.is_alphabetic())
        .find(|w| !w.is_empty())
        .is_some_and(|w| FLAG_WORDS.contains(&w.to_lowercase().as_str()))
}

/// Where sentences end inside a line's text: the byte after a `.`, `?` or `!` followed by a
/// blank and a capital or a second blank (`… the server.  The`, `running. There`), as
/// shares.rs' `ends_sentence` reads a line.
fn stops(text: &str) -> impl Iterator<Item = usize> + '_ {
    let b = text.as_bytes();
    b.windows(3).enumerate().filter_map(|(i, w)| {
        (matches!(w[0], b'.' | b'?' | b'!') && w[1] == b' ' && (w[2] == b' ' || w[2].is_ascii_uppercase()))
            .then_some(i + 1)
    })
}

/// A sentence of a paragraph: its first and last lines, and its own words.
struct Sentence {
    first: usize,
    last: usize,
    words: String,
    /// Whether it opens its first line: no other sentence's end stands before it there.
    opens_line: bool,
}

impl Sentence {
    /// A sentence opening on line `i` (at its start when `opens_line`), no words yet.
    fn opening(i: usize, opens_line: bool) -> Self {
        Sentence { first: i, last: i, words: String::new(), opens_line }
    }

    /// The sentence goes on with `piece`, on line `i`.
    fn take_up(&mut self, i: usize, piece: &str) {
        self.words.push(' ');
        self.words.push_str(piece);
        self.last = i;
    }
}

/// The sentences of the paragraph on lines `start..end` (no blank among them): a sentence ends
/// where a line ends with a stop (shares.rs' `closes_sentence`), where a stop inside a line is
/// followed by a capital or a second blank, and where the paragraph ends.
fn sentences(lines: &Lines<'_>, start: usize, end: usize) -> Vec<Sentence> {
    let mut out = Vec::new();
    let mut current: Option<Sentence> = None;
    for i in start..end {
        let text = lines.get(i).trim_matches([' ', '\t', '|']);
        let mut from = 0;
        for stop in stops(text) {
            let mut sentence = current.take().unwrap_or_else(|| Sentence::opening(i, from == 0));
            sentence.take_up(i, text.get(from..stop).unwrap_or_default());
            out.push(sentence);
            from = stop;
        }
        let rest = text.get(from..).unwrap_or_default().trim();
        if rest.is_empty() {
            continue;
        }
        current.get_or_insert_with(|| Sentence::opening(i, from == 0)).take_up(i, rest);
        if crate::shares::closes_sentence(rest) {
            out.extend(current.take());
        }
    }
    out.extend(current);
    out
}

/// A sentence offered as a caveat: its rank's tier (see [`keep_caveats`]), its section, what its
/// lines cost, its first and last lines, and its own words.
struct Caveat {
    tier: usize,
    section: usize,
    bytes: usize,
    first: usize,
    last: usize,
    words: String,
}

/// Keeps, in `keep`, the caveats of each section (see the module's documentation), the sections
/// being what lies between the lines `outline` holds, while the lines added stay within an eighth
/// of `budget`. The tiers, in order: a caveat its writer flags in a section whose first line of
/// words is kept, one flagged under a term alone, then one that only restricts, likewise.
pub(crate) fn keep_caveats(lines: &Lines<'_>, keep: &mut [bool], outline: &[bool], budget: usize) {
    let n = lines.len().min(keep.len()).min(outline.len());
    let mut caveats: Vec<Caveat> = Vec::new();
    let mut section = 0;
    // Whether the section's first line of words is kept; `None` before it is read.
    let mut headed: Option<bool> = None;
    let mut i = 0;
    while i < n {
        if outline.get(i) == Some(&true) {
            section += 1;
            headed = None;
            i += 1;
            continue;
        }
        if blank(lines.get(i)) {
            i += 1;
            continue;
        }
        // A paragraph: the lines up to a blank or the next outline line.
        let start = i;
        while i < n && outline.get(i) != Some(&true) && !blank(lines.get(i)) {
            i += 1;
        }
        let headed = *headed.get_or_insert(keep.get(start) == Some(&true));
        for Sentence { first, last, words, opens_line } in sentences(lines, start, i) {
            // A sentence that opens mid-line would bring the end of the one before it, a
            // fragment (review70: 89 of fix57's 131 runs started mid-sentence).
            if !opens_line {
                continue;
            }
            let unkept = keep.get(first..=last).is_some_and(|run| run.iter().all(|k| !k));
            if unkept && last - first < MAX_CAVEAT_LINES && restricts(&words) {
                let bytes = (first..=last).map(|j| lines.get(j).len() + 1).sum();
                let tier = 2 * usize::from(!flagged(&words)) + usize::from(!headed);
                caveats.push(Caveat { tier, section, bytes, first, last, words });
            }
        }
    }
    if caveats.is_empty() {
        return;
    }
    // A caveat of common words only says what the document says all along.
    let lines_of = lines_by_word(lines, n);
    caveats.retain(|c| rare_words(lines, c.first, c.last, &lines_of) > 0);
    // In turns within a tier, as the leads: each section's cheapest caveat in the first round,
    // its next in the second; the cheapest first within a round, so the allowance holds the most.
    caveats.sort_unstable_by_key(|c| (c.section, c.tier, c.bytes, c.first));
    let mut turns: Vec<(usize, usize, usize, usize)> = Vec::with_capacity(caveats.len());
    let mut previous: Option<(usize, usize)> = None;
    let mut turn = 0;
    for (k, c) in caveats.iter().enumerate() {
        turn = if previous == Some((c.section, c.tier)) { turn + 1 } else { 0 };
        previous = Some((c.section, c.tier));
        turns.push((c.tier, turn, c.bytes, k));
    }
    turns.sort_unstable();
    let mut allowance = budget / ALLOWANCE_SHARE;
    let mut said: HashSet<u64, Keyed> = HashSet::default();
    for (_, _, _, k) in turns {
        let Some(c) = caveats.get(k) else { continue };
        // Lines an earlier caveat took (two sentences on one line) are paid once.
        let bytes: usize =
            (c.first..=c.last).filter(|&j| keep.get(j) == Some(&false)).map(|j| lines.get(j).len() + 1).sum();
        if bytes > allowance {
            continue;
        }
        // The same words kept once (a manual's repeated `Note that …`).
        let mut hash = Fnv::new();
        hash.write(c.words.trim().as_bytes());
        if !said.insert(hash.finish()) {
            continue;
        }
        if let Some(run) = keep.get_mut(c.first..=c.last) {
            allowance -= bytes;
            run.fill(true);
        }
        // The sentence its last line opens, to the line that closes it (whole_sentences.rs), when
        // the allowance holds it whole: a caveat kept is not left opening a sentence it cuts
        // (`… archived journal files. Similarly, --vacuum-files= might not actually reduce`).
        let Some(end) = closing_line(lines, keep, c.last) else { continue };
        let rest: usize = (c.last + 1..=end).map(|j| lines.get(j).len() + 1).sum();
        if rest <= allowance
            && let Some(run) = keep.get_mut(c.last + 1..=end)
        {
            allowance -= rest;
            run.fill(true);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_caveat_word_is_a_whole_word() {
        for (text, expected) in [
            ("Note that it is left running.", true),
            ("it does not operate on compressed archives", true),
            ("Powers of 1024 are used, not 1000;", true),
            ("If dirs_exist_ok is false (the default) and dst exists, an error is raised.", true),
            ("The string limit is 32 by default.", true),
            ("Raises OSError when the path is missing.", true),
            ("The defaults file is read at start.", false),
            ("This hook doesn't run.", true),
            ("It can’t be undone.", true),
            ("See the notes, which denote nothing.", false),
            ("Another option among many, nothing more.", false),
            ("to the birth time.  *Note File timestamps::.", false),
        ] {
            assert_eq!(restricts(text), expected, "{text}");
        }
    }

    #[test]
    fn sentences_open_and_close_inside_lines() {
        let lines = Lines::new(
            "    Traces forks as created.  Note that -p PID -f attaches\n    all threads, not only one.\n    The end\n",
        );
        let found: Vec<(usize, usize)> = sentences(&lines, 0, 3).iter().map(|s| (s.first, s.last)).collect();
        assert_eq!(found, [(0, 0), (0, 1), (2, 2)]);
        assert!(flagged(&sentences(&lines, 0, 3)[1].words));
    }

    /// A manual of 150 options, each a term over two sentences of common words, and option 75's
    /// paragraph holding a caveat in its middle.
    fn manual() -> String {
        use std::fmt::Write as _;

        let mut text = String::from("NAME\n    tool - does things\n\nOPTIONS\n");
        for i in 0..450 {
            let _ = writeln!(
                text,
                "    --option-{i}\n        Sets the value the tool uses for the thing it does."
            );
            if i == 75 {
                text.push_str("        Note that the vessel setting is ignored on glazed cask heads.\n");
            }
            text.push_str("        The value is read when the tool starts and kept after.\n\n");
        }
        text
    }

    #[test]
    fn a_sections_caveat_is_kept_from_its_allowance() {
        let text = manual();
        let out = crate::prose::squash_prose(&text, 12 * 1024);
        assert!(text.len() > crate::prose::PROSE_WHOLE && out.len() < text.len() * 3 / 4, "{}", out.len());
        assert!(
            out.contains("\n        Note that the vessel setting is ignored on glazed cask heads.\n"),
            "{out}"
        );
    }

    #[test]
    fn a_caveat_opening_mid_line_is_not_offered() {
        // The note opens after `ends.` on its first line: kept, that line would show a fragment.
        let text =
            "TERM\n    Sets it.\n    The first sentence ends.  Note that glazed heads are\n    not read.\n";
        let lines = Lines::new(text);
        let mut keep = vec![true, true, false, false];
        let outline = vec![true, false, false, false];
        keep_caveats(&lines, &mut keep, &outline, 8 * 200);
        assert_eq!(keep, [true, true, false, false]);
    }

    /// A section whose caveat's last line opens the next sentence, which ends two lines later.
    const RUN_ON: &str = "TERM\n    Sets it.\n\n    Note that glazed heads are read only once, from the\n    yard's ledger. Similarly, staves might not\n    be counted twice, as the press\n    will not read them.\n\n    The end of it all.\n";

    /// The lines `keep_caveats` keeps of [`RUN_ON`] with an allowance of `allowance` bytes.
    fn run_on_kept(allowance: usize) -> Vec<bool> {
        let lines = Lines::new(RUN_ON);
        let mut keep: Vec<bool> = (0..lines.len()).map(|i| i <= 1).collect();
        let outline: Vec<bool> = (0..lines.len()).map(|i| i == 0).collect();
        keep_caveats(&lines, &mut keep, &outline, ALLOWANCE_SHARE * allowance);
        keep
    }

    #[test]
    fn a_caveat_keeps_the_sentence_its_last_line_opens() {
        // `Similarly, staves might not` opens on the note's last line: kept to `read them.`, as
        // whole_sentences.rs keeps a sentence a kept line opens, when the allowance holds it.
        let lens: Vec<usize> = RUN_ON.lines().map(|l| l.len() + 1).collect();
        let (note, rest) = (lens[3] + lens[4], lens[5] + lens[6]);
        assert_eq!(run_on_kept(note + rest), [true, true, false, true, true, true, true, false, false]);
        // Whole or not at all: the note alone when its rest does not fit.
        assert_eq!(run_on_kept(note + rest - 1), [true, true, false, true, true, false, false, false, false]);
    }

    #[test]
    fn a_term_alone_keeps_its_flagged_caveat() {
        // Nothing of `-J`'s paragraph is kept: its note is offered under the term all the same.
        let text = "-J destination\n    Connects by a jump host.\n    Note that options apply to the destination, not the jump hosts.\n";
        let lines = Lines::new(text);
        let mut keep = vec![true, false, false];
        let outline = keep.clone();
        keep_caveats(&lines, &mut keep, &outline, 8 * 80);
        assert_eq!(keep, [true, false, true]);
    }

    #[test]
    fn a_flagged_caveat_goes_before_one_that_only_restricts() {
        // Room for one of the two: the writer's `Note that` is kept, the cheaper plain `not` is not.
        let text = "TERM\n    Sets it.\n\n    It does not apply to glazed heads, ever again.\n\n    Note that a vessel setting is ignored on barrels.\n";
        let lines = Lines::new(text);
        let mut keep: Vec<bool> = (0..lines.len()).map(|i| i <= 1).collect();
        let outline: Vec<bool> = (0..lines.len()).map(|i| i == 0).collect();
        keep_caveats(&lines, &mut keep, &outline, 8 * 55);
        assert_eq!(keep, [true, true, false, false, false, true]);
    }
}
