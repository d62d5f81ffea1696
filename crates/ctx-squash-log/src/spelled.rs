//! A note as long as its lines prints the lines: a fold that would name every line it left out,
//! at about the cost of those lines, shows them instead.
//!
//! A fold note earns its place by saying many lines in few tokens: `[Compiling <*> <*> ×300]`.
//! When a template folds only a few lines whose varying part is most of what they say, the note
//! lists each value and costs nearly what the lines would —
//! `[Successfully remade target file <*> ×4: 'build/dump.o'., 'build/hash.o'., 'build/persist.o'.]`
//! — while the lines, the text an agent searches for, are gone. So, for each template with a line
//! kept (the one a note would follow), the cost of the note is reckoned as the fold writes it (the
//! template, then each line's values that name something and differ from the line before)
//! against the cost of its left-out lines with the marker each adds, both counted in pieces (a
//! run of letters or digits, or one other non-blank character: roughly a token each); when the
//! lines cost at most [`RATIO`] times the note, they are kept instead.
//!
//! The note is reckoned naming every line, past the cap at which the fold stops listing and only
//! counts (`… +3`): a fold of a few rows is worth making only when it saves while keeping each
//! row's distinguishing values, and one that saves only by dropping them is not made — the rows
//! are kept (issue #15: gpg's nine `:user ID packet: "…"` rows, whose note listed three phrases
//! and counted the rest).

use ctx_squash_core::{Lines, Templates};

use crate::fold::NOTE_TEMPLATE;
use crate::squash::{Cut, Part, SHORT_LINE};

/// Left-out lines a template may have and still be printed rather than noted.
const MAX_SPELLED: usize = 12;
/// The lines are printed when they cost at most this many times the note (in tenths).
const RATIO: usize = 15;
/// Pieces a `[N lines omitted]` marker costs.
const MARKER: usize = 6;
/// Pieces of a note's frame: its brackets, `×N` and colon.
const FRAME: usize = 5;

/// `kept` (sorted line indices and cuts) with the lines of each fold whose note would cost about
/// as much as the lines themselves (see the module's documentation), sorted.
pub(crate) fn spelled_out(
    lines: &Lines<'_>,
    templates: &Templates,
    kept: Vec<(usize, Cut)>,
    in_block: &[Part],
) -> Vec<(usize, Cut)> {
    let n = lines.len();
    let mut is_kept = vec![false; n];
    for &(i, _) in &kept {
        if let Some(slot) = is_kept.get_mut(i) {
            *slot = true;
        }
    }
    // Per template: whether a line is kept, whether one is a diagnostic's headline (its note
    // names headline and place as written: another reckoning), and how many lines are left out
    // (counted to one past [`MAX_SPELLED`]: a template with more is noted whatever they cost).
    let mut has_kept = vec![false; templates.len()];
    let mut diagnostic = vec![false; templates.len()];
    let mut left = vec![0u8; templates.len()];
    // The lines left out, in order, while their template has no more than that many (template,
    // line): one list for all templates.
    let mut first_left: Vec<(usize, usize)> = Vec::new();
    for (i, &kept_here) in is_kept.iter().enumerate() {
        let t = templates.of(i) as usize;
        let part = in_block.get(i).copied().unwrap_or(Part::Free);
        diagnostic[t] |= part == Part::Headline;
        if kept_here {
            has_kept[t] = true;
        } else if part != Part::Body && usize::from(left[t]) <= MAX_SPELLED {
            left[t] += 1;
            first_left.push((t, i));
        }
    }
    // The templates whose left-out lines may be printed, and those lines.
    let mut slot = vec![usize::MAX; templates.len()];
    let mut spelled: Vec<(usize, Vec<usize>)> = Vec::new();
    for t in 0..templates.len() {
        if has_kept[t] && !diagnostic[t] && (2..=MAX_SPELLED).contains(&usize::from(left[t])) {
            slot[t] = spelled.len();
            spelled.push((t, Vec::with_capacity(usize::from(left[t]))));
        }
    }
    if spelled.is_empty() {
        return kept;
    }
    for (t, i) in first_left {
        if let Some((_, out)) = slot.get(t).and_then(|&k| spelled.get_mut(k)) {
            out.push(i);
        }
    }
    let mut added = Vec::new();
    for (t, out) in &spelled {
        let t = *t;
        let Some(first) = out.first().map(|&i| lines.get(i)) else { continue };
        if first.trim().is_empty() {
            continue;
        }
        let id = t as u32;
        let mut note = FRAME + pieces(cut(&templates.render(id, first), NOTE_TEMPLATE));
        let mut previous: Vec<&str> = Vec::new();
        let mut cost = 0;
        for &i in out {
            let line = lines.get(i);
            cost += pieces(cut(line.trim(), SHORT_LINE)) + MARKER;
            let values: Vec<&str> = templates.values_at(lines, i).collect();
            for (k, value) in values.iter().enumerate() {
                let named = value.bytes().any(|b| b.is_ascii_alphabetic());
                if named && previous.get(k) != Some(value) {
                    note += pieces(value) + 1;
                }
            }
            previous = values;
        }
        if cost * 10 <= note * RATIO {
            added.extend_from_slice(out);
        }
    }
    if added.is_empty() {
        return kept;
    }
    let mut kept = kept;
    kept.extend(added.into_iter().map(|i| (i, Cut::Short)));
    kept.sort_unstable_by_key(|&(i, _)| i);
    kept
}

/// At most `max` bytes of `text`, cut at a char boundary.
fn cut(text: &str, max: usize) -> &str {
    let mut end = text.len().min(max);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// Roughly the tokens of `text`: its runs of letters and digits, and its other non-blank
/// characters one each. ASCII text (most lines) is read byte by byte, as [`pieces_of_chars`]
/// reads it.
fn pieces(text: &str) -> usize {
    if !text.is_ascii() {
        return pieces_of_chars(text);
    }
    let mut count = 0;
    let mut in_word = false;
    for &b in text.as_bytes() {
        let word = b.is_ascii_alphanumeric() || b == b'_';
        // `char::is_whitespace` of an ASCII character: tab to carriage return, and space.
        if (word && !in_word) || (!word && !matches!(b, b'\t'..=b'\r' | b' ')) {
            count += 1;
        }
        in_word = word;
    }
    count
}

/// [`pieces`] of any text, a character at a time.
fn pieces_of_chars(text: &str) -> usize {
    let mut count = 0;
    let mut in_word = false;
    for c in text.chars() {
        let word = c.is_alphanumeric() || c == '_';
        if (word && !in_word) || (!word && !c.is_whitespace()) {
            count += 1;
        }
        in_word = word;
    }
    count
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    fn spelled(text: &str, kept: &[usize]) -> Vec<usize> {
        let lines = Lines::new(text);
        let templates = Templates::mine(&lines);
        let kept = kept.iter().map(|&i| (i, Cut::Normal)).collect();
        let in_block = vec![Part::Free; lines.len()];
        spelled_out(&lines, &templates, kept, &in_block).into_iter().map(|(i, _)| i).collect()
    }

    /// ASCII text is counted byte by byte as it is character by character, each blank (the
    /// vertical tab and form feed too) parting pieces.
    #[test]
    fn ascii_pieces_are_counted_as_characters_are() {
        let mut all = String::new();
        for b in 0u8..0x80 {
            all.push(char::from(b));
            all.push_str("ab_1");
        }
        for text in ["", "a b", "x\u{b}y\u{c}z", "[Compiling <*> ×300]", "a-b.c_d  (e)", all.as_str()] {
            assert_eq!(pieces(text), pieces_of_chars(text), "{text:?}");
        }
        assert_eq!(pieces("x\u{b}y"), 2);
        assert_eq!(pieces("foo.bar(1)"), 6);
    }

    /// Four targets remade, one kept: the note would name the other three at about their cost.
    #[test]
    fn a_note_naming_every_line_prints_them() {
        let mut text = String::new();
        for target in ["build", "build/dump.o", "build/hash.o", "build/persist.o"] {
            let _ = writeln!(text, "Considering target file '{target}'.\n Pruning file 'Makefile'.");
            let _ = writeln!(text, "Successfully remade target file '{target}'.");
        }
        // Lines 2, 5, 8, 11 are the `Successfully remade` lines; 2 is kept.
        assert_eq!(spelled(&text, &[2]), [2, 5, 8, 11]);
    }

    /// Lines that vary by numbers only fold into a short note: they stay folded.
    #[test]
    fn a_note_shorter_than_its_lines_stays() {
        let mut text = String::new();
        for n in 0..6 {
            let _ = writeln!(text, "INFO request {n} served from the cache in {n}ms on the first try");
        }
        assert_eq!(spelled(&text, &[0]), [0]);
    }

    /// Eight rows whose phrases are most of them, one kept: a note naming them all would cost
    /// about what they do, though the fold would list only the first few and count the rest.
    #[test]
    fn a_note_that_would_count_rows_it_cannot_name_prints_them() {
        let mut text = String::new();
        for (n, key) in [
            "Archive",
            "Security Archive",
            "Stable Release",
            "Ports",
            "Backports",
            "Debug",
            "Media",
            "Source",
        ]
        .iter()
        .enumerate()
        {
            let _ = writeln!(
                text,
                ":user ID packet: \"Debian {key} Signing Key ({n}/release{n}) <keys-{n}@debian.org>\""
            );
            let _ = writeln!(text, "# off={n}00 ctb=89 tag=2");
        }
        assert_eq!(spelled(&text, &[0]), [0, 2, 4, 6, 8, 10, 12, 14]);
    }

    #[test]
    fn pieces_of_text() {
        assert_eq!(pieces("Successfully remade target file 'build/dump.o'."), 12);
        assert_eq!(pieces(""), 0);
    }
}
