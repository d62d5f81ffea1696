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
//! - a record's naming line is the line of a template, at an offset from the record's top, that
//!   is written once in the whole text (a name, not a kind) — the template and offset most
//!   records write such a line at, the nearest the top of those, when three records in four do;
//! - the separator read is the least indented (the outermost records), then the most written
//!   (the line every record writes, not one most write: a part's `Content-Transfer-Encoding:
//!   7bit`, missing from the one base64 part, would run two parts into one), then the one most
//!   often written after a blank line (a blank ends a record: the `--boundary` line opens a part,
//!   not the `MIME-Version: 1.0` each part also writes, over the blank before its body), then the
//!   one whose naming lines stand in the most records, then the nearest their top;
//! - each kept line written once in the text (a line of its own kind) inside a record, at an
//!   offset where at most one record in [`MIN_RECORDS`] writes such a line of its template (a
//!   standout, not the body line every part writes), keeps that record's naming line — of its lines written once of the naming template, the nearest
//!   the naming offset (a part writing its headers in another order names itself all the same) —,
//!   cut short.
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

/// How many lines write each line's text.
type Counts<'a> = HashMap<&'a [u8], u32, Keyed>;

/// The records read: each record's first line (a separator), and the naming line's template and
/// offset from the record's top.
struct Records {
    starts: Vec<usize>,
    template: u32,
    offset: usize,
    /// Per template and offset, how many records write a line written once there.
    holding: HashMap<(u32, usize), usize, Keyed>,
}

impl Records {
    /// The naming line of the record holding line `i` (not `i` itself): of the record's lines of
    /// the naming template written once in the text, the one nearest the naming offset. `None`
    /// too when line `i` is no standout: a line written once where many records write one of
    /// its template (a part's own body line, which names it already).
    fn name_of(
        &self,
        lines: &Lines<'_>,
        templates: &Templates,
        counts: &Counts<'_>,
        i: usize,
    ) -> Option<usize> {
        let at = self.starts.partition_point(|&start| start <= i).checked_sub(1)?;
        let start = *self.starts.get(at)?;
        let end = self.starts.get(at + 1).copied().unwrap_or(lines.len());
        let like = self.holding.get(&(templates.of(i), i - start)).copied().unwrap_or(0);
        if end - start > MAX_BLOCK || like * MIN_RECORDS > self.starts.len() {
            return None;
        }
        (start + 1..end)
            .filter(|&j| j != i && templates.of(j) == self.template && counts.get(lines.bytes(j)) == Some(&1))
            .min_by_key(|&j| (j - start).abs_diff(self.offset))
    }
}

/// `kept` (sorted by line) with the naming line of each record holding a kept line of its own
/// kind added (see the module's documentation), sorted.
pub(crate) fn with_named_blocks(
    lines: &Lines<'_>,
    templates: &Templates,
    kept: Vec<(usize, Cut)>,
) -> Vec<(usize, Cut)> {
    if kept.is_empty() || lines.len() < MIN_RECORDS * MIN_MEAN {
        return kept;
    }
    let counts = text_counts(lines);
    let own_kind =
        |i: usize| counts.get(lines.bytes(i)) == Some(&1) && !lines.bytes(i).trim_ascii().is_empty();
    // Without a kept line of its own kind, nothing to name.
    if !kept.iter().any(|&(i, _)| own_kind(i)) {
        return kept;
    }
    let Some(records) = read(lines, templates, &counts) else { return kept };
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    for &(i, _) in &kept {
        if additions.count() == MAX_LINES {
            break;
        }
        if own_kind(i)
            && let Some(name) = records.name_of(lines, templates, &counts, i)
        {
            additions.add(name, Cut::Short);
        }
    }
    additions.into_kept(kept)
}

/// How many lines write each line's text.
fn text_counts<'a>(lines: &Lines<'a>) -> Counts<'a> {
    let mut counts: Counts<'a> = HashMap::default();
    for i in 0..lines.len() {
        let count = counts.entry(lines.bytes(i)).or_insert(0);
        *count = count.saturating_add(1);
    }
    counts
}

/// A line's indent: its leading blanks and tabs.
fn indent(line: &[u8]) -> usize {
    line.iter().take_while(|&&b| b == b' ' || b == b'\t').count()
}

/// How a separator ranks, the least first: its indent, then the most records, then the most
/// written after a blank line, then the most records named, then the nearest their top.
type Score = (usize, Reverse<usize>, Reverse<usize>, Reverse<usize>, usize);

/// The records of the text (see the module's documentation), when it holds some.
fn read(lines: &Lines<'_>, templates: &Templates, counts: &Counts<'_>) -> Option<Records> {
    let mut separators: Vec<(&[u8], u32)> = counts
        .iter()
        .filter(|&(text, &count)| {
            count as usize >= MIN_RECORDS
                && text.len() <= MAX_SEPARATOR
                && text.iter().any(|b| !b.is_ascii_whitespace())
        })
        .map(|(&text, &count)| (text, count))
        .collect();
    separators.sort_unstable_by(|a, b| indent(a.0).cmp(&indent(b.0)).then(b.1.cmp(&a.1)).then(a.0.cmp(b.0)));
    separators.truncate(MAX_SEPARATORS);
    let mut best: Option<(Score, Records)> = None;
    for &(separator, _) in &separators {
        let starts: Vec<usize> = (0..lines.len()).filter(|&i| lines.bytes(i) == separator).collect();
        let (Some(&first), Some(&last)) = (starts.first(), starts.last()) else { continue };
        if last.saturating_sub(first) < (starts.len() - 1) * MIN_MEAN {
            continue;
        }
        let blank =
            |i: usize| i.checked_sub(1).is_none_or(|above| lines.bytes(above).trim_ascii().is_empty());
        let after_blank = starts.iter().filter(|&&i| blank(i)).count();
        let Some((named, records)) = read_records(lines, templates, counts, starts) else { continue };
        let score = (
            indent(separator),
            Reverse(records.starts.len()),
            Reverse(after_blank),
            Reverse(named),
            records.offset,
        );
        if best.as_ref().is_none_or(|(seen, _)| score < *seen) {
            best = Some((score, records));
        }
    }
    best.map(|(_, records)| records)
}

/// Of the records starting at `starts`, the template and offset most of them write a line
/// written once in the text at (the nearest their top of those), and how many do. `None` when
/// fewer than three records in four do.
fn read_records(
    lines: &Lines<'_>,
    templates: &Templates,
    counts: &Counts<'_>,
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
    let alike = by_length.iter().max().copied().unwrap_or(0);
    if alike * 10 < lengths.len() * 9 {
        return None;
    }
    let mut holding: HashMap<(u32, usize), usize, Keyed> = HashMap::default();
    for (k, &start) in starts.iter().enumerate() {
        let end = starts.get(k + 1).copied().unwrap_or(lines.len());
        if end - start > MAX_BLOCK {
            continue;
        }
        for i in start + 1..end {
            if counts.get(lines.bytes(i)) == Some(&1) && !lines.bytes(i).trim_ascii().is_empty() {
                *holding.entry((templates.of(i), i - start)).or_insert(0) += 1;
            }
        }
    }
    let (&(template, offset), &named) =
        holding.iter().max_by(|a, b| a.1.cmp(b.1).then(b.0.1.cmp(&a.0.1)).then(b.0.0.cmp(&a.0.0)))?;
    (named >= MIN_RECORDS && named * 4 >= starts.len() * 3)
        .then_some((named, Records { starts, template, offset, holding }))
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

    #[test]
    fn a_kept_standout_keeps_its_rows_name() {
        let text = html_rows();
        let lines = Lines::new(&text);
        let odd = (0..lines.len()).find(|&i| lines.get(i).contains("none")).unwrap_or(0);
        let name = (0..lines.len()).find(|&i| lines.get(i).contains("K-012")).unwrap_or(0);
        assert_eq!(name + 1, odd);
        crate::squash::assert_kept_after(with_names, &text, &[0, odd], &[0, name, odd]);
        // A kept line written more than once (`<TD>middle</TD>`) is no standout: nothing added.
        crate::squash::assert_kept_after(with_names, &text, &[0, odd + 1], &[0, odd + 1]);
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
        let (odd, name) = (find("base64"), find("S-009.txt"));
        crate::squash::assert_kept_after(with_names, &text, &[0, odd], &[0, odd, name]);
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
            let kept = crate::squash::selection(&text, picks);
            let out = crate::squash::kept_after(with_names, &text, &kept);
            for i in &kept {
                prop_assert!(out.contains(i));
            }
            prop_assert!(out.len() <= kept.len() + MAX_LINES);
            prop_assert!(out.windows(2).all(|w| w[0] < w[1]));
        }
    }
}
