//! A name declared twice keeps both declarations: among lines of one shape that each declare a
//! name once — a list of definitions, of server blocks, of settings — a name written on two of
//! them, in two places, is the conflict, and which of the two wins is read from both.
//!
//! m4's trace defines each macro once, ``define(`RETENTION_DAYS', `30')`` among a dozen, until an
//! included site file defines it again, ``define(`RETENTION_DAYS', `3')``, two hundred lines on;
//! nginx -T dumps 27 server blocks, each with its `server_name`, and two of them name
//! `walnut.north-yard.example` (nginx warns, and serves the first one's `root`). A fold keeps a
//! shape's first lines and counts the others: the second declaration, the one that changes what
//! the rest of the output does, is in a count, and so is the first block's own. Here:
//!
//! - a line's shape is its indent, its first word and how many words it writes, two to
//!   [`MAX_WORDS`] (a declaration is short; a longer line is a sentence or a statement), the first
//!   a word of two letters or more (a directive or a keyword, not a list's bullet nor an error or
//!   warning word: a diagnostic names its subject, declares nothing), and a
//!   shape of [`MIN_ROWS`] to [`MAX_ROWS`] lines is a list; each line is keyed by its first word
//!   that differs between the shape's lines, when that word is an identifier — letters and a mark
//!   (`.`, `_`, `/`, a quote, a bracket), no digit: no word of prose, no place, time or counter;
//! - where no key of a shape is written on more than two lines (a list of declarations, not a log
//!   of events about a few names), and its keys written twice are at most one in [`SHARE`], each
//!   key written twice in two paragraphs (a blank line between: not a step shown before and after
//!   it) keeps both its lines, each with its stanza — the lines around it at its indent, up to a
//!   blank line or a shallower one — when that is at most [`MAX_STANZA`] lines (nginx's `listen`,
//!   `server_name` and `root` of each block), else alone.
//!
//! At most [`MAX_KEYS`] keys over the output and [`MAX_BYTES`] bytes, each line cut short. Lines
//! are read by their words alone, not by the miner's templates: a template joins lines that agree
//! in most words, and two-word lines that differ in their second (`server_name x;`) are each a
//! template of their own. A rule about how a list declares its names, for any text.

use std::collections::HashMap;

use ctx_squash_core::{Keyed, Lines};

use crate::additions::Additions;
use crate::squash::{Cut, Kept};

/// Lines of a shape at least for it to be read as a list of declarations.
const MIN_ROWS: u32 = 6;
/// Lines of a shape at most: a larger one is a log's mass, not a list read by name.
const MAX_ROWS: u32 = 4096;
/// Words of a line at most: a declaration is short (`server_name walnut.example;`, m4's
/// ``m4trace: -1- define(`X', `3')``); a line of more is a sentence or a statement.
const MAX_WORDS: usize = 4;
/// Bytes of a line read at most: a longer one is no declaration.
const MAX_LINE: usize = 512;
/// Bytes of a key at least.
const MIN_KEY: usize = 3;
/// Bytes of a key at most.
const MAX_KEY: usize = 160;
/// The keys written twice are at most one in this many of a shape's keys.
const SHARE: usize = 3;
/// Lines of a declaration's stanza at most, its own included.
const MAX_STANZA: usize = 5;
/// Keys declared twice kept at most over the output.
const MAX_KEYS: usize = 4;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 1024;

/// Whether a value names a declaration: an identifier, two letters at least and a mark among
/// them (`.`, `_`, `/`, a quote, a bracket: a word of letters alone is prose's), no digit (a
/// place's line number, a time, a measure, a counter are no names).
fn is_key(value: &[u8]) -> bool {
    (MIN_KEY..=MAX_KEY).contains(&value.len())
        && value.iter().filter(|c| c.is_ascii_alphabetic()).count() >= 2
        && value.iter().any(u8::is_ascii_punctuation)
        && !value.iter().any(u8::is_ascii_digit)
}

/// A line's shape, the lines a name is declared among: its indent, its first word and how many
/// words it writes (at most [`MAX_WORDS`]); `None` for a line of one word or of more than
/// [`MAX_WORDS`], longer than [`MAX_LINE`] bytes, or whose first word holds fewer than two
/// letters (a list's bullet, a number).
fn shape(line: &[u8]) -> Option<Shape<'_>> {
    if line.len() > MAX_LINE {
        return None;
    }
    let mut all = words(line);
    let first = all.next().filter(|word| word.iter().filter(|b| b.is_ascii_alphabetic()).count() >= 2)?;
    // One word past MAX_WORDS is read: a line of more is none.
    let count = 1 + all.take(MAX_WORDS).count();
    (2..=MAX_WORDS).contains(&count).then_some((indent(line), first, count))
}

/// Whether a shape's first word is an error or a warning word: a diagnostic names its subject
/// (``warning: unused variable: `date` ``, `subject_lines`' reading), it declares nothing.
fn diagnostic(first: &[u8]) -> bool {
    let lower = first.to_ascii_lowercase();
    ctx_squash_core::occurs_any(&lower, first, ctx_squash_core::ERROR_WORDS)
        || ctx_squash_core::occurs_any(&lower, first, ctx_squash_core::WARN_WORDS)
}

/// A line's shape: its indent, its first word and how many words it writes.
type Shape<'a> = (usize, &'a [u8], usize);

/// How the keys of one shape are written: how many keys, how many twice, and whether one is
/// written three times or more.
#[derive(Default)]
struct Tally {
    keys: usize,
    twice: usize,
    spoiled: bool,
}

/// What is known of a shape after the first pass: its first line, how many lines write it, the
/// first of its words that differs between them (none yet: [`MAX_WORDS`]).
struct Form {
    first: usize,
    count: u32,
    differs: usize,
}

/// Where a key is written: its first two lines, how many lines write it, and the paragraph
/// (blank lines counted) of its first two.
struct Written {
    lines: [usize; 2],
    count: u32,
    paragraphs: [usize; 2],
}

/// The lines of each key declared twice, in paragraphs apart (see the module's documentation),
/// in the order of the keys' second lines.
fn declared_twice<'a>(lines: &Lines<'a>) -> Vec<(usize, usize)> {
    // Each line's shape once, as a number; per shape what the first pass learns. A line's words
    // are compared with its shape's first line's only before the first word found to differ:
    // once the second word differs, nothing more is compared.
    let mut numbers: HashMap<Shape<'a>, u32, Keyed> = HashMap::default();
    let mut forms: Vec<Form> = Vec::new();
    let mut of: Vec<u32> = Vec::with_capacity(lines.len());
    for i in 0..lines.len() {
        let line = lines.bytes(i);
        let Some(key) = shape(line) else {
            of.push(u32::MAX);
            continue;
        };
        let next = u32::try_from(forms.len()).unwrap_or(u32::MAX);
        let id = *numbers.entry(key).or_insert(next);
        if id == next {
            forms.push(Form { first: i, count: 0, differs: MAX_WORDS });
        }
        of.push(id);
        let Some(form) = forms.get_mut(id as usize) else { continue };
        form.count = form.count.saturating_add(1);
        if form.differs > 1 && form.first != i {
            let was = lines.bytes(form.first);
            if let Some(k) =
                words(line).zip(words(was)).take(form.differs).position(|(now, then)| now != then)
            {
                form.differs = k;
            }
        }
    }
    // A shape is a list when it is written 6 to 4,096 times, a word differs, and its first word
    // is no diagnostic's (told once a shape).
    let listed: Vec<bool> = forms
        .iter()
        .map(|form| {
            (MIN_ROWS..=MAX_ROWS).contains(&form.count)
                && form.differs < MAX_WORDS
                && shape(lines.bytes(form.first)).is_some_and(|(_, first, _)| !diagnostic(first))
        })
        .collect();
    if !listed.contains(&true) {
        return Vec::new();
    }
    // Per shape and key: where it is written, and per shape its tally.
    let mut seen: HashMap<(u32, &'a [u8]), Written, Keyed> = HashMap::default();
    let mut tallies: HashMap<u32, Tally, Keyed> = HashMap::default();
    let mut paragraph = 0;
    for (i, &id) in of.iter().enumerate() {
        let line = lines.bytes(i);
        if id == u32::MAX {
            if line.trim_ascii().is_empty() {
                paragraph += 1;
            }
            continue;
        }
        let (Some(true), Some(form)) = (listed.get(id as usize).copied(), forms.get(id as usize)) else {
            continue;
        };
        let tally = tallies.entry(id).or_default();
        if tally.spoiled {
            continue;
        }
        let Some(name) = words(line).nth(form.differs).filter(|name| is_key(name)) else { continue };
        let written =
            seen.entry((id, name)).or_insert(Written { lines: [i, i], count: 0, paragraphs: [paragraph; 2] });
        written.count += 1;
        match written.count {
            1 => tally.keys += 1,
            2 => {
                tally.twice += 1;
                written.lines[1] = i;
                written.paragraphs[1] = paragraph;
            }
            _ => tally.spoiled = true,
        }
    }
    let mut pairs: Vec<(usize, usize)> = seen
        .into_iter()
        .filter(|((id, _), written)| {
            // Two lines of one paragraph are a step shown before and after, not a conflict.
            written.count == 2
                && written.paragraphs[0] != written.paragraphs[1]
                && tallies.get(id).is_some_and(|tally| !tally.spoiled && tally.twice * SHARE <= tally.keys)
        })
        .map(|(_, written)| (written.lines[0], written.lines[1]))
        .collect();
    pairs.sort_unstable_by_key(|&(first, second)| (second, first));
    pairs
}

/// A line's words: its runs between blanks.
fn words(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    line.split(u8::is_ascii_whitespace).filter(|word| !word.is_empty())
}

/// A line's indent: its leading blanks and tabs.
fn indent(line: &[u8]) -> usize {
    line.iter().take_while(|&&b| b == b' ' || b == b'\t').count()
}

/// The lines of line `i`'s stanza (see the module's documentation), ascending; `i` alone when the
/// stanza is longer than [`MAX_STANZA`] lines.
fn stanza(lines: &Lines<'_>, i: usize) -> std::ops::Range<usize> {
    let depth = indent(lines.bytes(i));
    let inside = |j: usize| {
        let line = lines.bytes(j);
        !line.trim_ascii().is_empty() && indent(line) == depth
    };
    let start = (0..i).rev().take(MAX_STANZA).take_while(|&j| inside(j)).last().unwrap_or(i);
    let end =
        (i + 1..lines.len()).take(MAX_STANZA).take_while(|&j| inside(j)).last().map_or(i + 1, |j| j + 1);
    if end - start > MAX_STANZA { i..i + 1 } else { start..end }
}

/// `kept` (sorted by line) with both declarations of each name declared twice, each with its
/// stanza (see the module's documentation), sorted.
pub(crate) fn with_both_declarations(lines: &Lines<'_>, kept: Kept) -> Kept {
    if lines.len() < MIN_ROWS as usize {
        return kept;
    }
    let pairs = declared_twice(lines);
    if pairs.is_empty() {
        return kept;
    }
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    for (first, second) in pairs.into_iter().take(MAX_KEYS) {
        for j in stanza(lines, first).chain(stanza(lines, second)) {
            additions.add(j, Cut::Short);
        }
    }
    additions.into_kept(kept)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;

    fn assert_kept_after(text: &str, kept: &[usize], expected: &[usize]) {
        crate::squash::assert_kept_after(with_both_declarations, text, kept, expected);
    }

    /// An m4 trace defining eight macros, then redefining one.
    fn m4() -> String {
        let mut text = String::new();
        for (k, name) in ["PLANT", "DRUM_RPM", "FLOAT", "SALT_KG", "SHIFT", "OWNER", "RETENTION", "SITE"]
            .iter()
            .enumerate()
        {
            let _ = writeln!(text, "m4trace: -1- define(`{name}', `{}')", k * 10);
        }
        text.push_str(
            "\nkeep = 30\n\nm4trace: -1- include(`site.m4')\nm4trace: -1- define(`RETENTION', `3')\n",
        );
        text.push_str(&"keep = 3\n".repeat(8));
        text
    }

    #[test]
    fn a_name_defined_again_keeps_both_definitions() {
        // The second definition stands in a long stanza at the margin: it is kept alone.
        assert_kept_after(&m4(), &[0], &[0, 6, 12]);
    }

    /// nginx -T's dump of `blocks` server blocks, walnut's name written again by a last block.
    fn nginx(blocks: usize) -> String {
        let names =
            ["alum", "indigo", "walnut", "madder", "weld", "sumac", "tara", "woad", "henna", "lichen"];
        let mut text = String::new();
        for name in names.iter().cycle().take(blocks) {
            let _ = writeln!(
                text,
                "server {{\n    listen 8080;\n    server_name {name}.example;\n    root /srv/lots/{name};\n\n    location / {{\n    }}\n}}"
            );
        }
        text.push_str(
            "server {\n    listen 8080;\n    server_name walnut.example;\n    root /srv/legacy/walnut;\n}\n",
        );
        text
    }

    #[test]
    fn a_server_named_twice_keeps_both_blocks_stanzas() {
        let text = nginx(8);
        let lines: Vec<&str> = text.lines().collect();
        let at = |needle: &str| lines.iter().position(|line| line.contains(needle)).unwrap_or(usize::MAX);
        let mut expected = vec![
            0,
            at("/srv/lots/walnut;") - 2,
            at("/srv/lots/walnut;") - 1,
            at("/srv/lots/walnut;"),
            at("legacy") - 2,
            at("legacy") - 1,
            at("legacy"),
        ];
        expected.sort_unstable();
        assert_kept_after(&text, &[0], &expected);
    }

    #[test]
    fn names_written_often_or_all_twice_are_no_declarations() {
        // A name written three times is a log's subject: nothing is added.
        let mut text = nginx(8);
        text.push_str("server {\n    listen 8080;\n    server_name walnut.example;\n}\n");
        assert_kept_after(&text, &[0], &[0]);
        // Every name written twice: a list written out two times, no conflict.
        let twice = nginx(8) + &nginx(8);
        assert_kept_after(&twice, &[0], &[0]);
    }

    #[test]
    fn keys_are_names() {
        for (value, expected) in [
            ("walnut.example;", true),
            ("define(`RETENTION',", true),
            ("pyflakes/checker.py:753:", false),
            ("12ms", false),
            ("2026-12-03T10:00:00Z", false),
            ("ab", false),
            ("Rebuild", false),
            ("a1", false),
            ("x-1", false),
        ] {
            assert_eq!(is_key(value.as_bytes()), expected, "{value}");
        }
    }

    proptest! {
        /// Any lines and selection: what is kept stays kept, sorted, each once, and the lines
        /// added stay within the byte cap.
        #[test]
        fn declarations_only_add(rows in prop::collection::vec("( {0,4})(name|key) [ab]{2,3}c?", 0..50), picks in prop::collection::vec(0usize..50, 0..10)) {
            let (text, kept) = crate::squash::rows_and_selection(&rows.iter().map(String::as_str).collect::<Vec<_>>(), picks);
            let lines = Lines::new(&text);
            let before: Kept = kept.iter().map(|&i| (i, Cut::Normal)).collect();
            let after = with_both_declarations(&lines, before.clone());
            prop_assert!(before.iter().all(|k| after.contains(k)));
            prop_assert!(after.windows(2).all(|pair| pair[0].0 < pair[1].0));
            prop_assert!(after.iter().all(|&(i, _)| i < lines.len()));
            let added: usize = after.iter().filter(|k| !before.contains(k)).map(|&(i, _)| lines.bytes(i).len() + 1).sum();
            prop_assert!(added <= MAX_BYTES);
        }
    }
}
