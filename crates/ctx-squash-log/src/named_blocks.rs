//! A kept line keeps its record's naming line: of records that a repeated line separates, the
//! line naming the record is kept with any line of its own kind kept inside it.
//!
//! A dump writes its records between lines its siblings share — sqlite3's `.mode html` closes
//! each row with `</TR>`, a plist opens each entry with `<dict>`, a MIME message opens each part
//! with its `--boundary` line — and inside each record, somewhere, the line that names it:
//! `<TR><TD>K-121</TD>`, `<string>B-091</string>`, `Content-Disposition: attachment;
//! filename="S-038.txt"`. The selection keeps the one line that stands out (`<TD>&lt;none&gt;</TD>`,
//! `<string>true</string>` where every other record writes `<true/>`, `Content-Transfer-Encoding:
//! base64`), but that line's record is told only by its naming line, which a fold names in a note
//! or hides in a count: the standout is read without whose it is. Here:
//!
//! - a separator is a line written word for word on at least [`MIN_RECORDS`] lines, at most
//!   [`MAX_SEPARATOR`] bytes; the records are the blocks from each of its lines to the next, of
//!   [`MIN_MEAN`] lines at least on average, nine in ten of one length (records of one shape: a
//!   log's commits of any length are no such records; a block over [`MAX_BLOCK`] lines is none);
//!   a record's lines stop at that length: what follows the last record (a verdict, a summary)
//!   is not its, nor is a record opened by another line (a fuzzy catalogue entry's `#, fuzzy,
//!   c-format`), which the record above it runs on into;
//! - a record's naming line is the line of a template, at an offset from the record's top, that
//!   is written once in the whole text (a name, not a kind) and names something — a word of
//!   letters and digits mixed, a path or a quoted name, not a date's or an offset's numbers
//!   alone — the template and offset most records write such a line at, the nearest the top of
//!   those, when three records in four do;
//! - the separator read is the least indented (the outermost records), then the most written
//!   (the line every record writes, not one most write: a part's `Content-Transfer-Encoding:
//!   7bit`, missing from the one base64 part, would run two parts into one), then the one most
//!   often written after a blank line (a blank ends a record: the `--boundary` line opens a part,
//!   not the `MIME-Version: 1.0` each part also writes, over the blank before its body), then the
//!   one whose naming lines stand in the most records, then the nearest their top;
//! - each kept line written once in the text (a line of its own kind) inside a record, at an
//!   offset where at most one record in [`MIN_RECORDS`] writes such a line of its template (a
//!   standout, not the body line every part writes), keeps that record's naming line — of its
//!   lines written once of the naming template, the nearest the naming offset (a part writing
//!   its headers in another order names itself all the same) —, cut short; not when the record
//!   shows such a line of the naming template already or its name on a kept line (a patch's
//!   `|+++ b/stages/stage-41.txt` names the file its `|---` line would), nor when no kept line
//!   shows the naming line's template (it would open a fold's note of its own, a cost the
//!   budget does not see).
//!
//! What is added is at most [`MAX_LINES`] lines and [`MAX_BYTES`] bytes. A rule about how records
//! are laid out, for any text: it names no format.

use std::cmp::Reverse;
use std::collections::HashMap;

use ctx_squash_core::{Keyed, Lines, Templates};

use crate::additions::Additions;
use crate::squash::Cut;

/// Records a separator must open, and records a naming line must stand in, at least.
const MIN_RECORDS: usize = 8;
/// Lines a record holds at least on average, its separator included.
const MIN_MEAN: usize = 3;
/// Lines a record holds at most: a longer block is no record of a dump.
const MAX_BLOCK: usize = 64;
/// Bytes of a separator line at most.
const MAX_SEPARATOR: usize = 160;
/// Separators weighed at most (the least indented, then the most written, first).
const MAX_SEPARATORS: usize = 8;
/// Lines added at most.
const MAX_LINES: usize = 4;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 1024;

/// Each line's text as a number, and how many lines write each: read in one pass, so that a
/// separator's lines and a line written once are told by reading a `Vec`, not by hashing again.
struct Texts {
    /// Per line, its text's number.
    ids: Vec<u32>,
    /// Per text, how many lines write it, and the first of them.
    counts: Vec<(u32, usize)>,
    /// Per line, whether it is of its own kind: not blank, its text written once in the text.
    own: Vec<bool>,
}

impl Texts {
    /// The texts, given the lines sorted by their text ([`Lines::by_text`]: each line as its
    /// text's hash's high half above its place, so the lines of one text follow one another, in
    /// order; eight bytes a line where a map of texts took some fifty — review of the memory
    /// bench: 78 MB for a million distinct lines).
    fn read(lines: &Lines<'_>, by_text: &[u64]) -> Texts {
        let place = |entry: u64| usize::try_from(entry & u64::from(u32::MAX)).unwrap_or(usize::MAX);
        let mut ids = vec![u32::MAX; lines.len()];
        let mut counts: Vec<(u32, usize)> = Vec::new();
        let mut number = |same: &[usize], ids: &mut Vec<u32>| {
            let id = u32::try_from(counts.len()).unwrap_or(u32::MAX);
            counts.push((
                u32::try_from(same.len()).unwrap_or(u32::MAX),
                same.first().copied().unwrap_or_default(),
            ));
            for &i in same {
                if let Some(slot) = ids.get_mut(i) {
                    *slot = id;
                }
            }
        };
        let mut at = 0;
        while let Some(&first) = by_text.get(at) {
            let run =
                by_text.get(at..).unwrap_or_default().iter().take_while(|&&e| e >> 32 == first >> 32).count();
            if run == 1 {
                number(&[place(first)], &mut ids);
            } else {
                // Texts whose hashes share their high half: grouped by their bytes, each group
                // in order (the sort is stable), when they are not all one text.
                let mut group: Vec<usize> =
                    by_text.get(at..at + run).unwrap_or_default().iter().map(|&e| place(e)).collect();
                let text = |i: usize| lines.bytes(i);
                let head = text(place(first));
                if group.iter().any(|&i| text(i) != head) {
                    group.sort_by(|&a, &b| text(a).cmp(text(b)));
                }
                for same in group.chunk_by(|&a, &b| text(a) == text(b)) {
                    number(same, &mut ids);
                }
            }
            at += run;
        }
        let own = (0..lines.len())
            .map(|i| {
                let once = ids.get(i).and_then(|&id| counts.get(id as usize)).is_some_and(|&(n, _)| n == 1);
                once && !lines.bytes(i).trim_ascii().is_empty()
            })
            .collect();
        Texts { ids, counts, own }
    }

    /// Whether line `i` is of its own kind (see [`Texts::own`]).
    fn own(&self, i: usize) -> bool {
        self.own.get(i) == Some(&true)
    }
}

/// The words of a line that name something: of its runs of letters, digits, `-`, `_` and `.`,
/// those mixing letters and digits (`K-121`, `S-038.txt`) but for a number written in hex
/// (`0x1F`, `0108h`).
fn names(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    line.split(|&b| !(b.is_ascii_alphanumeric() || b == b'-' || b == b'_' || b == b'.'))
        .filter(|word| word.iter().any(u8::is_ascii_alphabetic) && word.iter().any(u8::is_ascii_digit))
        .filter(|word| !hex_number(word) && !stamp_or_measure(word))
}

/// Whether a word is a time stamp's or a measure's: a digit first, then letters only as an ISO
/// stamp's `T` and `Z` (`2025-12-17T10`) or as one unit of three letters at most at its end
/// (`12ms`, `10KB`, `3.5s`) — review60.
fn stamp_or_measure(word: &[u8]) -> bool {
    if !word.first().is_some_and(u8::is_ascii_digit) {
        return false;
    }
    let stamp = word.iter().filter(|b| b.is_ascii_alphabetic()).all(|&b| b == b'T' || b == b'Z');
    let unit = word.iter().rev().take_while(|b| b.is_ascii_alphabetic()).count();
    let measure = unit <= 3 && word.iter().rev().skip(unit).all(|b| !b.is_ascii_alphabetic());
    stamp || measure
}

/// Whether a word is a number written in hex: `0x` then hex digits, or hex digits then `h`.
fn hex_number(word: &[u8]) -> bool {
    let ([b'0', b'x' | b'X', digits @ ..] | [digits @ .., b'h' | b'H']) = word else { return false };
    !digits.is_empty() && digits.iter().all(u8::is_ascii_hexdigit)
}

/// Whether a line holds what names something: a word of [`names`], a path, or a quoted name — not
/// a date's or an offset's numbers alone.
fn identifies(line: &[u8]) -> bool {
    line.iter().any(|&b| b == b'"' || b == b'\'' || b == b'`')
        || names(line).next().is_some()
        || line
            .split(u8::is_ascii_whitespace)
            .any(|word| word.contains(&b'/') && word.iter().any(u8::is_ascii_alphabetic))
}

/// Whether `line` holds `word` whole: not inside a longer word of letters, digits, `-`, `_` or
/// `.` (`K-12` is not told by a kept `K-121`; review60's low).
fn holds(line: &[u8], word: &[u8]) -> bool {
    let name_byte = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.');
    !word.is_empty()
        && line.windows(word.len()).enumerate().any(|(at, window)| {
            window == word
                && !at.checked_sub(1).and_then(|b| line.get(b)).is_some_and(name_byte)
                && !line.get(at + word.len()).is_some_and(|b| name_byte(b) && b != &b'.')
        })
}

/// The records read: each record's first line (a separator), their most common length, and the
/// naming line's template and offset from the record's top.
struct Records {
    starts: Vec<usize>,
    length: usize,
    template: u32,
    offset: usize,
    /// Per template and offset, how many records write a line written once there.
    holding: HashMap<(u32, usize), usize, Keyed>,
}

impl Records {
    /// The record holding line `i`: its first line and the end of its lines, when it is a
    /// record's. A record's lines stop at its records' most common length: what follows the last
    /// (a verdict, a summary) is not the record's, nor is a neighbour whose own separator differs
    /// and so runs on from the record above it.
    fn around(&self, lines: &Lines<'_>, i: usize) -> Option<(usize, usize)> {
        let at = self.starts.partition_point(|&start| start <= i).checked_sub(1)?;
        let start = *self.starts.get(at)?;
        let next = self.starts.get(at + 1).copied().unwrap_or(lines.len());
        let end = next.min(start + self.length);
        (next - start <= MAX_BLOCK && i < end).then_some((start, end))
    }

    /// The naming line of the record holding line `i` (not `i` itself): of the record's lines of
    /// the naming template written once in the text, the one nearest the naming offset. `None`
    /// too when line `i` is no standout (a line written once where many records write one of
    /// its template: a part's own body line, which names it already), or when the record shows
    /// a line of the naming template written once already (a name kept), or a kept line of the
    /// record writes the naming line's name.
    fn name_of(
        &self,
        lines: &Lines<'_>,
        templates: &Templates,
        texts: &Texts,
        kept: &[bool],
        i: usize,
    ) -> Option<usize> {
        let (start, end) = self.around(lines, i)?;
        let like = self.holding.get(&(templates.of(i), i - start)).copied().unwrap_or(0);
        if like * MIN_RECORDS > self.starts.len() {
            return None;
        }
        let naming = |j: usize| templates.of(j) == self.template;
        if (start + 1..end).any(|j| j != i && naming(j) && texts.own(j) && kept.get(j) == Some(&true)) {
            return None;
        }
        let name = (start + 1..end)
            .filter(|&j| j != i && naming(j) && texts.own(j) && identifies(lines.bytes(j)))
            .min_by_key(|&j| (j - start).abs_diff(self.offset))?;
        // A name a kept line of the record writes already (`|+++ b/stages/stage-41.txt` over
        // `|--- a/stages/stage-41.txt`) is told.
        let told = names(lines.bytes(name)).any(|word| {
            (start..end).any(|k| k != i && kept.get(k) == Some(&true) && holds(lines.bytes(k), word))
        });
        (!told).then_some(name)
    }
}

/// `kept` (sorted by line) with the naming line of each record holding a kept line of its own
/// kind added (see the module's documentation), sorted.
#[cfg(test)]
pub(crate) fn with_named_blocks(
    lines: &Lines<'_>,
    templates: &Templates,
    kept: Vec<(usize, Cut)>,
) -> Vec<(usize, Cut)> {
    if kept.is_empty() || lines.len() < MIN_RECORDS * MIN_MEAN {
        return kept;
    }
    with_blocks(lines, templates, Blocks::read(lines, templates).as_ref(), kept)
}

/// The texts of the lines and the records they hold (see the module's documentation), read of
/// the lines and their templates alone: a two-thread squash reads them beside the miner.
pub(crate) struct Blocks {
    texts: Texts,
    records: Option<Records>,
}

impl Blocks {
    /// The blocks of `lines`, none read when they are too few to hold records.
    pub(crate) fn read(lines: &Lines<'_>, templates: &Templates) -> Option<Blocks> {
        Blocks::read_by_text(lines, templates, || lines.by_text())
    }

    /// [`Blocks::read`], the lines sorted by their text ([`Lines::by_text`]) asked of `by_text`
    /// when they are read: a two-thread squash hands over those `restated_pairs` read.
    pub(crate) fn read_by_text(
        lines: &Lines<'_>,
        templates: &Templates,
        by_text: impl FnOnce() -> Vec<u64>,
    ) -> Option<Blocks> {
        if lines.len() < MIN_RECORDS * MIN_MEAN {
            return None;
        }
        let mut texts = Texts::read(lines, &by_text());
        let records = read(lines, templates, &texts);
        // Only which lines are of their own kind is read past here: the texts' numbers and
        // counts are let go, not held through the selection (a two-thread squash reads the
        // blocks before it).
        (texts.ids, texts.counts) = (Vec::new(), Vec::new());
        Some(Blocks { texts, records })
    }
}

/// [`with_named_blocks`], the blocks read (a [`Blocks::read`]).
pub(crate) fn with_blocks(
    lines: &Lines<'_>,
    templates: &Templates,
    blocks: Option<&Blocks>,
    kept: Vec<(usize, Cut)>,
) -> Vec<(usize, Cut)> {
    let Some(Blocks { texts, records }) = blocks else { return kept };
    if kept.is_empty() {
        return kept;
    }
    // Without a kept line of its own kind, nothing to name.
    if !kept.iter().any(|&(i, _)| texts.own(i)) {
        return kept;
    }
    let Some(records) = records else { return kept };
    // A naming line whose template no kept line shows would open a fold's note of its own, a
    // cost its budget does not see: only a template shown already takes a line out of its note.
    let shown = crate::additions::shown_templates(templates, &kept);
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    for &(i, _) in &kept {
        if additions.count() == MAX_LINES {
            break;
        }
        if texts.own(i)
            && let Some(name) = records.name_of(lines, templates, texts, additions.mask(), i)
            && shown.binary_search(&templates.of(name)).is_ok()
        {
            additions.add(name, Cut::Short);
        }
    }
    additions.into_kept(kept)
}

/// A line's indent: its leading blanks and tabs.
fn indent(line: &[u8]) -> usize {
    line.iter().take_while(|&&b| b == b' ' || b == b'\t').count()
}

/// How a separator ranks, the least first: its indent, then the most records, then the most
/// written after a blank line, then the most records named, then the nearest their top.
type Score = (usize, Reverse<usize>, Reverse<usize>, Reverse<usize>, usize);

/// The part of a separator's [`Score`] told before its records are read.
type Rank = (usize, Reverse<usize>, Reverse<usize>);

/// The records of the text (see the module's documentation), when it holds some.
fn read(lines: &Lines<'_>, templates: &Templates, texts: &Texts) -> Option<Records> {
    // (text number, its first line, how many lines write it)
    let mut separators: Vec<(u32, usize, u32)> = (0u32..)
        .zip(&texts.counts)
        .filter(|&(_, &(count, first))| {
            let text = lines.bytes(first);
            count as usize >= MIN_RECORDS
                && text.len() <= MAX_SEPARATOR
                && text.iter().any(|b| !b.is_ascii_whitespace())
        })
        .map(|(id, &(count, first))| (id, first, count))
        .collect();
    let text = |first: usize| lines.bytes(first);
    separators.sort_unstable_by(|a, b| {
        indent(text(a.1)).cmp(&indent(text(b.1))).then(b.2.cmp(&a.2)).then(text(a.1).cmp(text(b.1)))
    });
    separators.truncate(MAX_SEPARATORS);
    // Each separator's lines, read in one pass over the lines.
    let mut all_starts: Vec<Vec<usize>> = vec![Vec::new(); separators.len()];
    for (i, id) in texts.ids.iter().enumerate() {
        if let Some(k) = separators.iter().position(|s| s.0 == *id)
            && let Some(starts) = all_starts.get_mut(k)
        {
            starts.push(i);
        }
    }
    // What ranks a separator before its records are read: its indent, its records, those after
    // a blank. Read in that order, a separator ranked below the best read so far cannot beat it:
    // its records are not read.
    let blank = |i: usize| i.checked_sub(1).is_none_or(|above| lines.bytes(above).trim_ascii().is_empty());
    let mut ranked: Vec<(Rank, Vec<usize>)> = separators
        .iter()
        .zip(all_starts)
        .filter(|(_, starts)| match (starts.first(), starts.last()) {
            (Some(&first), Some(&last)) => last.saturating_sub(first) >= (starts.len() - 1) * MIN_MEAN,
            _ => false,
        })
        .map(|(&(_, first_line, _), starts)| {
            let after_blank = starts.iter().filter(|&&i| blank(i)).count();
            ((indent(text(first_line)), Reverse(starts.len()), Reverse(after_blank)), starts)
        })
        .collect();
    ranked.sort_by_key(|&(rank, _)| rank);
    let mut best: Option<(Score, Records)> = None;
    for (rank, starts) in ranked {
        if best.as_ref().is_some_and(|(seen, _)| (seen.0, seen.1, seen.2) < rank) {
            break;
        }
        let Some((named, records)) = read_records(lines, templates, texts, starts) else { continue };
        let score = (rank.0, rank.1, rank.2, Reverse(named), records.offset);
        if best.as_ref().is_none_or(|(seen, _)| score < *seen) {
            best = Some((score, records));
        }
    }
    best.map(|(_, records)| records)
}

/// Of the records starting at `starts`, the template and offset most of them write a line
/// written once in the text at, one that names (the nearest their top of those), and how many
/// do. `None` when fewer than three records in four do.
fn read_records(
    lines: &Lines<'_>,
    templates: &Templates,
    texts: &Texts,
    starts: Vec<usize>,
) -> Option<(usize, Records)> {
    // Records of one shape: nine in ten of one length.
    let lengths: Vec<usize> = starts.windows(2).map(|pair| pair[1] - pair[0]).collect();
    let mut by_length = vec![0usize; MAX_BLOCK + 1];
    for &length in &lengths {
        if let Some(n) = by_length.get_mut(length) {
            *n += 1;
        }
    }
    let (length, &alike) = by_length.iter().enumerate().max_by_key(|&(length, n)| (n, Reverse(length)))?;
    if alike * 10 < lengths.len() * 9 {
        return None;
    }
    let mut holding: HashMap<(u32, usize), usize, Keyed> = HashMap::default();
    let mut naming: HashMap<(u32, usize), usize, Keyed> = HashMap::default();
    for (k, &start) in starts.iter().enumerate() {
        let next = starts.get(k + 1).copied().unwrap_or(lines.len());
        if next - start > MAX_BLOCK {
            continue;
        }
        for i in start + 1..next.min(start + length) {
            if texts.own(i) {
                let place = (templates.of(i), i - start);
                *holding.entry(place).or_insert(0) += 1;
                if identifies(lines.bytes(i)) {
                    *naming.entry(place).or_insert(0) += 1;
                }
            }
        }
    }
    let (&(template, offset), &named) =
        naming.iter().max_by(|a, b| a.1.cmp(b.1).then(b.0.1.cmp(&a.0.1)).then(b.0.0.cmp(&a.0.0)))?;
    (named >= MIN_RECORDS && named * 4 >= starts.len() * 3)
        .then_some((named, Records { starts, length, template, offset, holding }))
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;
    use crate::squash::Kept;

    fn with_names(lines: &Lines<'_>, kept: Kept) -> Kept {
        with_named_blocks(lines, &Templates::mine(lines), kept)
    }

    /// sqlite3's `.mode html`: a row's cells one a line, closed by `</TR>`; row 12 holds the
    /// one `&lt;none&gt;` name.
    fn html_rows() -> String {
        let mut text = String::from("<TR><TH>id</TH>\n<TH>name</TH>\n<TH>watch</TH>\n</TR>\n");
        for k in 1..=30 {
            let name = if k == 12 { "&lt;none&gt;".to_owned() } else { format!("Keeper {k:03}") };
            let watch = ["middle", "morning", "first"][k % 3];
            let _ = write!(text, "<TR><TD>K-{k:03}</TD>\n<TD>{name}</TD>\n<TD>{watch}</TD>\n</TR>\n");
        }
        text
    }

    /// The line of `text` holding `needle` (0 when none).
    fn line_of(text: &str, needle: &str) -> usize {
        let lines = Lines::new(text);
        (0..lines.len()).find(|&i| lines.get(i).contains(needle)).unwrap_or(0)
    }

    #[test]
    fn a_kept_standout_keeps_its_rows_name() {
        let text = html_rows();
        let (first, odd, name) = (line_of(&text, "K-001"), line_of(&text, "none"), line_of(&text, "K-012"));
        assert_eq!(name + 1, odd);
        crate::squash::assert_kept_after(with_names, &text, &[0, first, odd], &[0, first, name, odd]);
        // A kept line written more than once (`<TD>middle</TD>`) is no standout: nothing added.
        crate::squash::assert_kept_after(with_names, &text, &[0, first, odd + 1], &[0, first, odd + 1]);
    }

    #[test]
    fn a_name_whose_template_no_kept_line_shows_is_not_added() {
        // `<TR><TD>K-012</TD>` would open a note for the rows it stands among: a cost unseen.
        let text = html_rows();
        let odd = line_of(&text, "none");
        crate::squash::assert_kept_after(with_names, &text, &[0, odd], &[0, odd]);
    }

    /// A plist's entries, each opened by `<dict>` (entry `odd` by `opener` instead), then what
    /// follows the last: the array's close and a verdict.
    fn plist_entries(odd: usize, opener: &str) -> String {
        let mut text = String::from("<plist>\n<array>\n");
        for k in 1..=30 {
            let open = if k == odd { opener } else { "<dict>" };
            let flag = if k == odd { "<string>true</string>" } else { "<true/>" };
            let _ = write!(text, "{open}\n<key>id</key>\n<string>B-{k:03}</string>\n{flag}\n</dict>\n");
        }
        text.push_str("</array>\n</plist>\nread 30 entries from registry.plist\n");
        text
    }

    #[test]
    fn lines_after_the_last_record_are_not_its() {
        let text = plist_entries(12, "<dict>");
        let (first, odd, name) =
            (line_of(&text, "B-001"), line_of(&text, "<string>true"), line_of(&text, "B-012"));
        crate::squash::assert_kept_after(with_names, &text, &[0, first, odd], &[0, first, name, odd]);
        // The verdict, written once below the last entry, names no entry: `B-030` is not added.
        let verdict = line_of(&text, "read 30");
        crate::squash::assert_kept_after(with_names, &text, &[0, first, verdict], &[0, first, verdict]);
    }

    #[test]
    fn a_record_opened_otherwise_does_not_take_the_name_above_it() {
        // A catalogue's entries, each opened by `#, c-format` but entry 12, marked fuzzy: the
        // separator runs entry 11 on into entry 12, whose standout sits past an entry's length —
        // not entry 11's line, so `msgid "Spool 11 wound"` is not added.
        let mut text = String::from("msgid \"\"\nmsgstr \"\"\n\n");
        for k in 1..=30 {
            if k == 12 {
                let _ = write!(
                    text,
                    "#: src/spool.c:{}\n#, fuzzy, c-format\n#| msgid \"Spool {k} wound\"\nmsgid \"Spool {k} wound at %s\"\nmsgstr \"Spule {k}\"\n\n",
                    100 + k
                );
            } else {
                let _ = write!(
                    text,
                    "#: src/spool.c:{}\n#, c-format\nmsgid \"Spool {k} wound\"\nmsgstr \"Spule {k}\"\n\n",
                    100 + k
                );
            }
        }
        let (first, odd, above) = (
            line_of(&text, "\"Spool 1 wound\""),
            line_of(&text, "#| msgid"),
            line_of(&text, "\"Spool 11 wound\""),
        );
        assert!(above < odd);
        crate::squash::assert_kept_after(with_names, &text, &[0, first, odd], &[0, first, odd]);
    }

    #[test]
    fn a_line_of_dates_alone_names_no_record() {
        // Commits under one author: each record's line written once at a fixed place is its
        // date, which names nothing the kept line does not.
        let mut text = String::from("log of the ropewalk\n");
        for k in 1..=30 {
            let subject = if k == 12 { "revert spool sizes" } else { "wind the spools" };
            let _ = write!(
                text,
                "Author: Keeper <keeper@ropewalk>\nDate:   Wed Dec {} 10:{k:02}:00 2025 +0000\n\n    {subject}\n\n",
                k % 28 + 1
            );
        }
        let (date, odd) = (line_of(&text, "Dec 2 "), line_of(&text, "revert"));
        crate::squash::assert_kept_after(with_names, &text, &[0, date, odd], &[0, date, odd]);
    }

    /// Parts opened by a boundary line after a blank, whose header lines come in varying order,
    /// each part writing `MIME-Version: 1.0` too, and all but the odd one `7bit`: the boundary
    /// opens the parts, so the standout's own part's name is kept, not the next part's, nor the
    /// one before it.
    #[test]
    fn a_separator_after_a_blank_opens_the_records() {
        let mut text = String::from("Subject: notice\nMIME-Version: 1.0\n\n--boundary-w02\n");
        text.push_str("Content-Transfer-Encoding: 7bit\n\nChanges follow, one part per station.\n\n");
        for k in 1..=20 {
            text.push_str("--boundary-w02\n");
            if k == 9 {
                text.push_str("Content-Transfer-Encoding: base64\n");
                let _ = writeln!(text, "Content-Disposition: attachment; filename=\"S-{k:03}.txt\"");
                text.push_str("Content-Type: text/plain; charset=\"latin-1\"\n");
            } else {
                text.push_str(
                    "Content-Type: text/plain; charset=\"utf-8\"\nContent-Transfer-Encoding: 7bit\n",
                );
                let _ = writeln!(text, "Content-Disposition: attachment; filename=\"S-{k:03}.txt\"");
            }
            // The base64 part's body names nothing a reader sees: its header names it.
            let body = if k == 9 {
                "U3RhdGlvbiBTLTAwOTogbGlnaHQgZXh0aW5ndWlzaGVk".to_owned()
            } else {
                format!("Station S-{k:03}: light Fl({}) unchanged.", k % 4)
            };
            let _ = write!(text, "MIME-Version: 1.0\n\n{body}\n\n");
        }
        let lines = Lines::new(&text);
        let find = |needle: &str| (0..lines.len()).find(|&i| lines.get(i).contains(needle)).unwrap_or(0);
        let (first, odd, name) = (find("S-001.txt"), find("base64"), find("S-009.txt"));
        crate::squash::assert_kept_after(with_names, &text, &[0, first, odd], &[0, first, odd, name]);
    }

    #[test]
    fn a_name_is_held_whole_not_inside_a_longer_one() {
        assert!(!holds(b"<TR><TD>K-121</TD>", b"K-12"));
        assert!(!holds(b"stage-41.txt.orig", b"stage-41.txt.o"));
        assert!(holds(b"|+++ b/stages/stage-41.txt", b"stage-41.txt"));
        assert!(holds(b"kept K-12.", b"K-12"));
        assert!(holds(b"K-12", b"K-12"));
        assert!(!holds(b"K-12", b""));
    }

    #[test]
    fn a_name_is_letters_and_digits_a_path_or_a_quote_not_a_number() {
        for line in [
            "<TR><TD>K-121</TD>",
            "\t\t\t<string>B-091</string>",
            "msgid \"Spool\"",
            "src/spool",
            "commit d4ef04b",
            "2nd-stage v1.2",
        ] {
            assert!(identifies(line.as_bytes()), "{line}");
        }
        for line in [
            "Date:   Wed Dec 17 10:12:00 2025 +0000",
            "  offset of local header from start of archive:   10053",
            "                                                  (0000000000000108h) bytes",
            "flags 0x1F set",
            "Date:   2025-12-17T10:12:00+00:00",
            "took 12ms, 10KB, 3.5s",
        ] {
            assert!(!identifies(line.as_bytes()), "{line}");
        }
    }

    #[test]
    fn text_without_records_keeps_what_it_kept() {
        let mut text = String::new();
        for k in 0..40 {
            let _ = writeln!(text, "line {k} of a log");
        }
        crate::squash::assert_kept_after(with_names, &text, &[0, 5, 39], &[0, 5, 39]);
        crate::squash::assert_kept_after(with_names, "", &[], &[]);
    }

    proptest! {
        #[test]
        fn any_text(text in "((</?r>|k-[0-9]{1,2}|[a-z ]{0,6})\n){0,60}", picks in proptest::collection::vec(0usize..70, 0..12)) {
            crate::squash::adds_at_most(with_names, &text, picks, MAX_LINES)?;
        }
    }
}
