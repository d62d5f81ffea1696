//! A kept standout keeps its paragraph's name: of paragraphs that nearly all name themselves on a
//! line of one kind, a line the selection kept out of a mass of its kind keeps its paragraph's
//! naming line, above it or below.
//!
//! A dump writes its records as paragraphs between blank lines — zipdetails' `LOCAL HEADER #25`
//! and `CENTRAL HEADER #25`, each field a line — and inside each, somewhere, the line that names
//! it: `20F3 Filename 'tickets/ticket-37.txt'`. No line separates the records word for word (each
//! header writes its offset and number; `named_blocks` reads none), their lengths vary (a payload
//! wraps over more or fewer lines), and the name may stand below the line that stands out: the
//! selection keeps the one `20DD Compression Method 0000 'Stored'` among 119 `'Deflated'`, seven
//! lines above the file name it is about, and which file is stored is nowhere. Here:
//!
//! - a paragraph is a run of lines between blank lines, at most [`MAX_PARAGRAPH`] lines; there
//!   are at least [`MIN_PARAGRAPHS`];
//! - a paragraph's naming line is its one line of a template holding a path or a file's name
//!   (`subject_lines`' reading: `tickets/ticket-37.txt`) — the template most paragraphs write
//!   such a line of exactly once, when three paragraphs in four do;
//! - a standout is a kept line of a template at least [`MIN_PARAGRAPHS`] lines write, of which
//!   the selection kept at most one in [`STANDOUT_SHARE`] (not the `Last Mod Time` every kept
//!   record shows), holding a word of letters the output writes on at most [`MAX_ELSEWHERE`]
//!   other lines — an odd value, the `'Stored'` method, not a length of its own;
//! - a standout keeps its paragraph's naming line, cut short, unless the paragraph keeps it
//!   already, a kept line writes its text word for word (a stack's frame every trace writes), or
//!   no kept line shows its template (it would open a fold's note of its own).
//!
//! What is added is at most [`MAX_LINES`] lines and [`MAX_BYTES`] bytes. A rule about how records
//! are laid out, for any text: it names no format.

use std::collections::HashSet;

use ctx_squash_core::{Lines, Templates};

use crate::additions::Additions;
use crate::squash::{Cut, Kept};

/// Paragraphs a text must hold, and paragraphs a naming template must name, at least; and lines
/// a standout's template must have.
const MIN_PARAGRAPHS: usize = 8;
/// Lines of a paragraph at most: a longer block is no record.
const MAX_PARAGRAPH: usize = 64;
/// A standout's template has at most one line in this many kept.
const STANDOUT_SHARE: usize = 8;
/// Kept lines read as standouts at most, in order.
const MAX_CANDIDATES: usize = 32;
/// Letters of a standout's odd word at least.
const MIN_WORD: usize = 3;
/// Of a standout's line, the bytes read for its words, and the words read at most.
const MAX_READ: usize = 512;
const MAX_WORDS: usize = 32;
/// Lines besides the standouts an odd word is written on at most.
const MAX_ELSEWHERE: usize = 2;
/// Lines added at most.
const MAX_LINES: usize = 4;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 1024;

/// The paragraphs of the text: each run of non-blank lines, as `start..end`, at most
/// [`MAX_PARAGRAPH`] lines.
fn paragraphs(lines: &Lines<'_>) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    for i in 0..=lines.len() {
        // Each line's lead is counted once for every principle: its blankness is read, not found.
        let blank = i == lines.len() || lines.lead(i).blank;
        match (blank, start) {
            (true, Some(s)) => {
                if i - s <= MAX_PARAGRAPH {
                    out.push((s, i));
                }
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    out
}

/// Whether line `i` holds a path or a file's name.
fn naming(lines: &Lines<'_>, i: usize) -> bool {
    // A path's `/` or an extension's `.` first, found a vector at a time.
    let line = lines.bytes(i);
    memchr::memchr2(b'/', b'.', line).is_some() && crate::subject_lines::names(line).next().is_some()
}

/// The template most paragraphs write exactly one naming line of, when three in four and at
/// least [`MIN_PARAGRAPHS`] do.
fn naming_template(lines: &Lines<'_>, templates: &Templates, paragraphs: &[(usize, usize)]) -> Option<u32> {
    // Per template, the paragraphs writing exactly one naming line of it.
    let mut once = vec![0usize; templates.len()];
    let mut seen: Vec<(u32, usize)> = Vec::new();
    // Paragraphs that write no template's naming line exactly once: past a quarter of them no
    // template can name three in four, and the rest is not read.
    let mut unnamed = 0usize;
    for &(start, end) in paragraphs {
        seen.clear();
        for i in (start..end).filter(|&i| naming(lines, i)) {
            let t = templates.of(i);
            match seen.iter_mut().find(|(s, _)| *s == t) {
                Some((_, n)) => *n += 1,
                None => seen.push((t, 1)),
            }
        }
        let mut named = false;
        for &(t, n) in &seen {
            if n == 1
                && let Some(count) = once.get_mut(t as usize)
            {
                *count += 1;
                named = true;
            }
        }
        unnamed += usize::from(!named);
        if (paragraphs.len() - unnamed) * 4 < paragraphs.len() * 3 {
            return None;
        }
    }
    let (t, &named) = once.iter().enumerate().max_by_key(|&(t, n)| (*n, std::cmp::Reverse(t)))?;
    (named >= MIN_PARAGRAPHS && named * 4 >= paragraphs.len() * 3).then(|| u32::try_from(t).ok()).flatten()
}

/// Of `candidates` (sorted), those holding a word of letters alone, [`MIN_WORD`] at least, that
/// the output writes on at most [`MAX_ELSEWHERE`] other lines: an odd value (`'Stored'` among
/// `'Deflated'`), not a length or an offset of its own.
fn odd_worded(lines: &Lines<'_>, candidates: &[usize]) -> Vec<usize> {
    let word_byte = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut wanted: Vec<&[u8]> = Vec::new();
    let mut owners: Vec<usize> = Vec::new();
    // Each word once, from a line's first bytes, a few per line: a line of distinct words as long
    // as the output costs no more than a short one (review63: the list's scan made it quadratic).
    let mut seen: HashSet<&[u8]> = HashSet::new();
    for &i in candidates {
        let line = lines.bytes(i);
        // Cut back to a word's start: a word's first letters are no odd word (review64).
        let read = match line.get(..MAX_READ) {
            Some(head) if line.len() > MAX_READ => {
                head.get(..head.iter().rposition(|&b| !word_byte(b)).map_or(0, |at| at + 1)).unwrap_or(head)
            }
            _ => line,
        };
        let words = read.split(|&b| !word_byte(b));
        for word in words
            .filter(|word| word.len() >= MIN_WORD && word.iter().all(u8::is_ascii_alphabetic))
            .take(MAX_WORDS)
        {
            if seen.insert(word) {
                wanted.push(word);
                owners.push(i);
            }
        }
    }
    if wanted.is_empty() {
        return Vec::new();
    }
    let text = lines.text().as_bytes();
    let whole = |start: usize, end: usize| crate::quoted::whole_word(text, start, end);
    // Its own line among them.
    let found = crate::quoted::holders(lines, &wanted, whole, |_| false, MAX_ELSEWHERE + 1);
    let mut odd: Vec<usize> =
        owners.iter().zip(&found).filter(|(_, at)| at.is_some()).map(|(&i, _)| i).collect();
    odd.sort_unstable();
    odd.dedup();
    odd
}

/// `kept` (sorted by line) with the naming line of each paragraph holding a kept standout added
/// (see the module's documentation), sorted.
/// The paragraphs and the template of their naming lines (see [`read`]).
pub(crate) type Read = (Vec<(usize, usize)>, u32);

/// The paragraphs and the template of their naming lines, when there are at least
/// [`MIN_PARAGRAPHS`] and a template names them: what [`with_paragraph_names`] reads of the lines
/// and templates alone, whatever was kept, so two threads read it beside the miner (`jobs`).
pub(crate) fn read(lines: &Lines<'_>, templates: &Templates) -> Option<Read> {
    let paragraphs = paragraphs(lines);
    if paragraphs.len() < MIN_PARAGRAPHS {
        return None;
    }
    let name_template = naming_template(lines, templates, &paragraphs)?;
    Some((paragraphs, name_template))
}

/// `read` gives what [`read`] reads (asked only once a kept line is a candidate).
pub(crate) fn with_paragraph_names<'r>(
    lines: &Lines<'_>,
    templates: &Templates,
    read: impl FnOnce() -> Option<&'r Read>,
    kept: Kept,
) -> Kept {
    if kept.is_empty() {
        return kept;
    }
    // Per template, its lines kept; the kept lines of a mass of their kind, read first: without
    // one, the paragraphs are not read.
    let mut kept_of = vec![0usize; templates.len()];
    for &(i, _) in &kept {
        if let Some(n) = kept_of.get_mut(templates.of(i) as usize) {
            *n += 1;
        }
    }
    let of_a_mass = |i: usize| {
        let t = templates.of(i);
        let count = templates.count(t) as usize;
        count >= MIN_PARAGRAPHS && kept_of.get(t as usize).is_some_and(|&n| n * STANDOUT_SHARE <= count)
    };
    let mut candidates: Vec<usize> = kept.iter().map(|&(i, _)| i).filter(|&i| of_a_mass(i)).collect();
    if candidates.is_empty() {
        return kept;
    }
    let Some((paragraphs, name_template)) = read() else { return kept };
    let name_template = *name_template;
    let shown = crate::additions::shown_templates(templates, &kept);
    if shown.binary_search(&name_template).is_err() {
        return kept;
    }
    candidates.retain(|&i| templates.of(i) != name_template);
    candidates.truncate(MAX_CANDIDATES);
    let standouts = odd_worded(lines, &candidates);
    // A name written word for word on a kept line is shown already (a trace's frame kept once).
    let mut shown_texts: Vec<&[u8]> = Vec::new();
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    for i in standouts {
        if additions.count() == MAX_LINES {
            break;
        }
        let at = paragraphs.partition_point(|&(start, _)| start <= i);
        let Some(&(start, end)) = at.checked_sub(1).and_then(|p| paragraphs.get(p)) else { continue };
        if i >= end {
            continue;
        }
        let names: Vec<usize> =
            (start..end).filter(|&j| templates.of(j) == name_template && naming(lines, j)).collect();
        let [name] = names[..] else { continue };
        if additions.is_kept(name) || shown_texts.contains(&lines.bytes(name)) {
            continue;
        }
        if shown_texts.is_empty() {
            shown_texts = kept.iter().map(|&(k, _)| lines.bytes(k)).collect();
        }
        if additions.fits(name, Cut::Short) {
            additions.add(name, Cut::Short);
            shown_texts.push(lines.bytes(name));
        }
    }
    additions.into_kept(kept)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;

    fn with_names(lines: &Lines<'_>, kept: Kept) -> Kept {
        let templates = Templates::mine(lines);
        let read = read(lines, &templates);
        with_paragraph_names(lines, &templates, || read.as_ref(), kept)
    }

    /// A zip dump's local headers: one stored among deflated ones, its file name below it, and
    /// the deflated ones writing one more line (their flags) so that lengths and offsets vary.
    fn headers() -> String {
        let mut text = String::new();
        for k in 1..=30 {
            let at = k * 0x100;
            let _ = writeln!(text, "{at:04X} LOCAL HEADER #{k}      04034B50");
            let method = if k == 12 { "0000 'Stored'" } else { "0008 'Deflated'" };
            if k != 12 {
                let _ = writeln!(text, "     [Bits 1-2]            0 'Normal Compression'");
            }
            let _ = writeln!(text, "{:04X} Compression Method    {method}", at + 8);
            let _ = writeln!(text, "{:04X} CRC                   {:08X}", at + 14, k * 7919);
            let _ = writeln!(text, "{:04X} Filename              'tickets/ticket-{k:02}.txt'", at + 30);
            text.push('\n');
        }
        text
    }

    /// Asserts that of `text` (a dump of [`headers`] changed), the first line, the first name and
    /// the stored header kept keep nothing more.
    #[track_caller]
    fn keeps_the_stored_line_alone(text: &str) {
        let (first_name, stored) = (line_of(text, "ticket-01"), line_of(text, "'Stored'"));
        crate::squash::assert_kept_after(
            with_names,
            text,
            &[0, first_name, stored],
            &[0, first_name, stored],
        );
    }

    /// The line of `text` holding `needle` (0 when none).
    fn line_of(text: &str, needle: &str) -> usize {
        text.lines().position(|line| line.contains(needle)).unwrap_or(0)
    }

    #[test]
    fn a_kept_standout_keeps_its_paragraphs_name_below_it() {
        let text = headers();
        let (first_name, stored, name) =
            (line_of(&text, "ticket-01"), line_of(&text, "'Stored'"), line_of(&text, "ticket-12"));
        assert!(stored < name);
        crate::squash::assert_kept_after(
            with_names,
            &text,
            &[0, first_name, stored],
            &[0, first_name, stored, name],
        );
    }

    /// Only a line's first bytes are read for its words (review63: a kept line of tens of
    /// thousands of distinct words made the reading quadratic): an odd word past them is unseen.
    #[test]
    fn a_standouts_words_are_read_from_its_first_bytes() {
        let padding = "0 ".repeat(MAX_READ / 2);
        let text = headers().replace("Compression Method    ", &format!("Compression Method    {padding}"));
        keeps_the_stored_line_alone(&text);
    }

    #[test]
    fn a_line_kept_with_many_of_its_kind_is_no_standout() {
        let text = headers();
        let first_name = line_of(&text, "ticket-01");
        // Every CRC kept: the twelfth's is one of them, not a standout.
        let crcs: Vec<usize> = (0..Lines::new(&text).len())
            .filter(|&i| text.lines().nth(i).is_some_and(|l| l.contains(" CRC ")))
            .collect();
        let mut kept = vec![0, first_name];
        kept.extend(&crcs);
        kept.sort_unstable();
        crate::squash::assert_kept_after(with_names, &text, &kept, &kept);
    }

    #[test]
    fn a_name_whose_template_no_kept_line_shows_is_not_added() {
        let text = headers();
        let stored = line_of(&text, "'Stored'");
        crate::squash::assert_kept_after(with_names, &text, &[0, stored], &[0, stored]);
    }

    #[test]
    fn text_without_paragraphs_keeps_what_it_kept() {
        let text = headers().replace("\n\n", "\n");
        keeps_the_stored_line_alone(&text);
        crate::squash::assert_kept_after(with_names, "", &[], &[]);
    }

    /// The naming template as every paragraph counted tells it, none left unread.
    fn naming_template_counting_all(
        lines: &Lines<'_>,
        templates: &Templates,
        paragraphs: &[(usize, usize)],
    ) -> Option<u32> {
        let mut once = vec![0usize; templates.len()];
        for &(start, end) in paragraphs {
            let named: Vec<u32> =
                (start..end).filter(|&i| naming(lines, i)).map(|i| templates.of(i)).collect();
            for &t in &named {
                if named.iter().filter(|&&s| s == t).count() == 1 {
                    once[t as usize] += 1;
                }
            }
        }
        let (t, &named) = once.iter().enumerate().max_by_key(|&(t, n)| (*n, std::cmp::Reverse(t)))?;
        (named >= MIN_PARAGRAPHS && named * 4 >= paragraphs.len() * 3)
            .then(|| u32::try_from(t).ok())
            .flatten()
    }

    #[test]
    fn a_naming_template_is_found_among_paragraphs_a_quarter_of_which_name_none() {
        // Of 40 paragraphs, the first 10 write no name: the other 30 are three in four.
        let text = headers();
        let unnamed = "0100 CRC                   0000FFFF\n\n".repeat(10);
        for (text, found) in
            [(format!("{unnamed}{text}"), true), (format!("{unnamed}0200 CRC 1\n\n{text}"), false)]
        {
            let lines = Lines::new(&text);
            let templates = Templates::mine(&lines);
            let paragraphs = paragraphs(&lines);
            let expected = naming_template_counting_all(&lines, &templates, &paragraphs);
            assert_eq!(expected.is_some(), found);
            assert_eq!(naming_template(&lines, &templates, &paragraphs), expected);
        }
    }

    proptest! {
        /// Reading stops once too many paragraphs name nothing, as counting them all tells.
        #[test]
        fn the_naming_template_is_the_one_counting_every_paragraph_finds(
            text in "((k/[a-z]{1,2}\\.txt|[A-Z]{1,2} [0-9]|)\n){0,80}",
        ) {
            let lines = Lines::new(&text);
            let templates = Templates::mine(&lines);
            let paragraphs = paragraphs(&lines);
            prop_assert_eq!(
                naming_template(&lines, &templates, &paragraphs),
                naming_template_counting_all(&lines, &templates, &paragraphs)
            );
        }

        #[test]
        fn any_text(text in "((k/[a-z]{1,3}\\.txt|[A-Z]{1,3} [0-9]{1,2}|)\n){0,80}", picks in proptest::collection::vec(0usize..90, 0..12)) {
            crate::squash::adds_at_most(with_names, &text, picks, MAX_LINES)?;
        }
    }
}
