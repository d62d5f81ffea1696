//! A recurring finding is named once: among findings that hold a bracketed key, a key one finding
//! holds keeps that finding as a line, and a key several findings hold is written once, in a note
//! with how many findings hold it and their places, instead of as one of its findings.
//!
//! [`each_key`](crate::each_key) shows the first finding of each key: diction's report of the GPL
//! keeps 60 sentences of hundreds of bytes each, one for each flagged phrase, so that the phrase
//! written once (`[in order to -> to]`) is seen — but a phrase written thirty times (`[may -> =
//! Do not confuse with "can".]`) is not told by its first sentence better than by its count and
//! its places, and the places of its other findings were shown nowhere. So, of the same findings
//! and under the same conditions as [`each_key`](crate::each_key), a key that one finding holds
//! keeps its finding as written (the standout), and every other key gets a note — `[[may -> = Do
//! not confuse with "can".] ×31: /usr/share/common-licenses/GPL-3:81, 197, 210, …]` — the key cut
//! to [`KEY_BYTES`], each place once, the path written only where it changes (from the place
//! before it, in its note or the note before), up to [`PLACE_BYTES`] of places and then only
//! counted (`… +12`): the findings themselves are in the omissions, which recall gives back.

use std::fmt::Write as _;
use std::ops::Range;

use crate::Lines;
use crate::bracketed::{keys, rows_by_key};
use crate::located::Findings;

/// Bytes of a key a note writes at most (cut at a char boundary, `…]` after it).
pub const KEY_BYTES: usize = 80;
/// Bytes of places a note lists before it only counts the rest.
pub const PLACE_BYTES: usize = 240;

/// What [`recurring_keys`] keeps of a report's findings: the rows kept as lines, and the notes,
/// each after the row of the first finding holding its key.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct KeyNotes {
    /// The findings holding a key no other finding holds, in order, each with where in its line
    /// such keys are, from the first one's start to the last one's end (for a cut that keeps
    /// them: `push_cut_around`).
    pub rows: Vec<(usize, Range<usize>)>,
    /// `(row of the key's first finding, note)`, in the order of those rows.
    pub notes: Vec<(usize, String)>,
    /// The rows of the findings the notes stand for, each note's first finding aside, in order.
    pub folded: Vec<usize>,
    /// Bytes of the findings holding a key, newlines included.
    pub keyed_bytes: usize,
}

/// The findings of an output holding a key no other finding holds, and a note for each key that
/// several findings hold, when the output's findings hold few bracketed keys (see the module's
/// documentation); nothing otherwise.
///
/// ```
/// use ctx_squash_core::{Lines, recurring_keys};
///
/// let mut text = String::new();
/// for i in 1..=60 {
///     let flag = if i == 40 { "-Wshadow" } else { ["-Wunused-variable", "-Wsign-compare"][i % 2] };
///     text.push_str(&format!("src/m.c:{i}:5: warning: something about v{i} [{flag}]\n"));
/// }
/// let found = recurring_keys(&Lines::new(&text));
/// assert_eq!(found.rows, [(39, 43..53)]);
/// assert_eq!(found.notes.len(), 2);
/// assert!(found.notes[0].1.starts_with("[[-Wsign-compare] ×30: src/m.c:1:5, 3:5, 5:5, "));
/// // The next note's places are in the same file: its path is not written again.
/// assert!(found.notes[1].1.starts_with("[[-Wunused-variable] ×29: 2:5, 4:5, "));
/// ```
#[must_use]
pub fn recurring_keys(lines: &Lines<'_>) -> KeyNotes {
    recurring_keys_held(lines, &Findings::read(lines), |_| 1)
}

/// [`recurring_keys`], but a key that at most `few(findings holding a key)` findings hold keeps
/// each of its findings as a row, and a finding's key is its rule code when its message's first
/// words name one (`error TS7006: …`, `E501 …`), else its bracketed parts: the rare kinds of a
/// findings flood kept whole, the kinds many findings share each written once in a note.
/// `findings` are those of `lines` ([`Findings::read`]), read once for every reader of them.
#[must_use]
pub fn recurring_keys_held<'a>(
    lines: &Lines<'a>,
    findings: &Findings<'a>,
    few: impl Fn(usize) -> usize,
) -> KeyNotes {
    // Each key's rows (each row once), in the order keys are first met: a finding's rule code,
    // else its bracketed keys.
    let read = |message| {
        let code = crate::code::message_code(message);
        code.into_iter().chain(keys(message).filter(move |_| code.is_none()))
    };
    let Some(rows_of) = rows_by_key(findings.all(), read) else { return KeyNotes::default() };
    let mut keyed_rows: Vec<usize> = rows_of.iter().flat_map(|(_, rows)| rows.iter().copied()).collect();
    keyed_rows.sort_unstable();
    keyed_rows.dedup();
    let keyed = keyed_rows.len();
    let keyed_bytes = keyed_rows.iter().map(|&i| lines.bytes(i).len() + 1).sum();
    let mut found = KeyNotes { keyed_bytes, ..KeyNotes::default() };
    // Keys are met in the order of their first findings: the notes are written in that order,
    // each path only where it changes from the last one written.
    let mut path = None;
    let few = few(keyed).max(1);
    for (key, rows) in &rows_of {
        match rows.as_slice() {
            [] => {}
            held if held.len() <= few => {
                found.rows.extend(held.iter().map(|&row| (row, within(lines.bytes(row), key))));
            }
            [first, rest @ ..] => {
                found.notes.push((*first, note(lines, key, rows, &mut path)));
                found.folded.extend(rest);
            }
        }
    }
    found.folded.sort_unstable();
    found.folded.dedup();
    // A row holding several such keys is kept once, its range running from the first to the last.
    found.rows.sort_by_key(|(row, key)| (*row, key.start));
    found.rows.dedup_by(|(row, key), (kept_row, kept)| {
        let same = row == kept_row;
        if same {
            kept.end = kept.end.max(key.end);
        }
        same
    });
    found
}

/// Where `part`, a slice of `line`, lies in it.
fn within(line: &[u8], part: &[u8]) -> Range<usize> {
    let start = (part.as_ptr() as usize).saturating_sub(line.as_ptr() as usize).min(line.len());
    start..(start + part.len()).min(line.len())
}

/// The note of `key`, held by the findings on `rows`: the key (cut to [`KEY_BYTES`]), their
/// count, and their places.
fn note<'a>(lines: &Lines<'a>, key: &[u8], rows: &[usize], path: &mut Option<&'a [u8]>) -> String {
    let mut out = String::from("[");
    let key = String::from_utf8_lossy(key);
    if key.len() <= KEY_BYTES {
        out.push_str(&key);
    } else {
        let mut end = KEY_BYTES;
        while !key.is_char_boundary(end) {
            end -= 1;
        }
        let _ = write!(out, "{}…]", key.get(..end).unwrap_or_default());
    }
    let _ = write!(out, " ×{}: ", rows.len());
    let start = out.len();
    for (n, &row) in rows.iter().enumerate() {
        let Some((file, at)) = place(lines.bytes(row)) else { continue };
        if out.len() > start {
            out.push_str(", ");
        }
        if out.len() - start > PLACE_BYTES {
            let _ = write!(out, "… +{}", rows.len() - n);
            break;
        }
        if *path != Some(file) {
            out.push_str(&String::from_utf8_lossy(file));
            // `path:12:5`, or `path(12,5)` in the spelling that writes its parentheses.
            if !at.starts_with(b"(") {
                out.push(':');
            }
            *path = Some(file);
        }
        out.push_str(&String::from_utf8_lossy(at));
    }
    out.push(']');
    out
}

/// The place of a finding (`located::place`): its path, and its line (and column) as written;
/// `None` for a line that is no finding.
fn place(line: &[u8]) -> Option<(&[u8], &[u8])> {
    crate::located::place(line).map(|(path, at, _)| (path, at))
}

#[cfg(test)]
mod tests {
    use std::collections::{HashMap, HashSet};
    use std::fmt::Write as _;

    use super::*;

    #[test]
    fn places() {
        assert_eq!(place(b"src/a.c:12:5: warning: x [y]"), Some((&b"src/a.c"[..], &b"12:5"[..])));
        assert_eq!(
            place(b"doc/GPL-3:437: You are [in order to -> to]"),
            Some((&b"doc/GPL-3"[..], &b"437"[..]))
        );
        assert_eq!(place(b"no place here"), None);
    }

    /// A style checker's sentences, all distinct, each with one of a few flagged phrases, and
    /// one phrase flagged once.
    fn report(n: usize, phrases: usize) -> String {
        let mut text = String::from("checking GPL-3\n");
        for i in 0..n {
            let phrase = if i == 50 { "rare".to_owned() } else { format!("phrase{}", (i * 7) % phrases) };
            let _ = writeln!(text, "doc/GPL-3:{}: sentence number {i} has [{phrase} -> advice]", i + 1);
        }
        text
    }

    #[test]
    fn the_key_written_once_is_a_line_the_others_are_notes() {
        let text = report(200, 30);
        let lines = Lines::new(&text);
        let found = recurring_keys(&lines);
        assert_eq!(found.rows.len(), 1);
        let (row, key) = found.rows[0].clone();
        assert_eq!(row, 51);
        assert_eq!(lines.get(51).get(key), Some("[rare -> advice]"));
        assert_eq!(found.notes.len(), 30);
        // Each note after its key's first finding, naming its count and its places, the path
        // once; a long list only counted past its budget.
        let (row, note) = &found.notes[0];
        assert_eq!(*row, 1);
        assert!(note.starts_with("[[phrase0 -> advice] ×7: doc/GPL-3:1, 31, 61, "), "{note}");
        assert!(note.len() < KEY_BYTES + PLACE_BYTES + 40, "{note}");
        let long = report(3000, 30);
        let found = recurring_keys(&Lines::new(&long));
        // The count of places past the budget is a place of the list, after its comma.
        assert!(
            found.notes.iter().all(|(_, n)| n.contains(", … +") && n.ends_with(']')),
            "{:?}",
            found.notes
        );
        // Keys that hardly recur, too many keys, or too few findings: nothing.
        assert_eq!(recurring_keys(&Lines::new(&report(200, 139))), KeyNotes::default());
        assert_eq!(recurring_keys(&Lines::new(&report(400, 97))), KeyNotes::default());
        assert_eq!(recurring_keys(&Lines::new(&report(15, 3))), KeyNotes::default());
    }

    #[test]
    fn a_long_key_is_cut_at_a_char_boundary() {
        let mut text = String::new();
        for i in 0..40 {
            let _ = writeln!(text, "doc/a.txt:{i}: x [{} -> yes{}]", "é".repeat(60), i % 2);
        }
        let found = recurring_keys(&Lines::new(&text));
        assert_eq!(found.notes.len(), 2);
        assert!(found.notes.iter().all(|(_, n)| n.starts_with("[[éé") && n.contains("…] ×20: ")));
    }

    proptest::proptest! {
        /// Arbitrary findings: no panic; the rows are in order and distinct; every key of the
        /// findings is either held by a kept row or named by a note (written once, on one line),
        /// and a kept row holds a key no other finding holds.
        #[test]
        fn every_key_is_a_line_or_a_note(
            rows in proptest::collection::vec((0usize..8, 0usize..3, "[a-z \\[\\]-]{0,12}"), 0..200),
        ) {
            let text = crate::bracketed::keyed_findings(&rows);
            let lines = Lines::new(&text);
            let found = recurring_keys(&lines);
            proptest::prop_assert!(found.rows.windows(2).all(|w| w[0].0 < w[1].0));
            // Each kept row's range runs from a key's start to a key's end.
            for (row, key) in &found.rows {
                let part = lines.bytes(*row).get(key.clone()).unwrap_or_default();
                proptest::prop_assert!(part.starts_with(b"[") && part.ends_with(b"]"));
            }
            proptest::prop_assert!(found.notes.iter().all(|(_, n)| !n.contains('\n')));
            if found == KeyNotes::default() {
                return Ok(());
            }
            let mut count: HashMap<&[u8], usize> = HashMap::new();
            for i in 0..lines.len() {
                let Some(message) = crate::located::message(lines.bytes(i)) else { continue };
                for key in keys(message).collect::<HashSet<_>>() {
                    *count.entry(key).or_default() += 1;
                }
            }
            for (key, n) in &count {
                let shown = String::from_utf8_lossy(key);
                if *n == 1 {
                    proptest::prop_assert!(found.rows.iter().any(|(i, _)| lines.get(*i).contains(&*shown)), "{shown}");
                } else {
                    let head = format!("[{shown} ×{n}: ");
                    proptest::prop_assert_eq!(found.notes.iter().filter(|(_, t)| t.starts_with(&head)).count(), 1);
                }
            }
        }

        /// Arbitrary text never panics.
        #[test]
        fn any_text(text in "(?s).{0,2000}") {
            let lines = Lines::new(&text);
            let found = recurring_keys(&lines);
            proptest::prop_assert!(found.rows.iter().map(|(i, _)| i).chain(found.notes.iter().map(|(i, _)| i)).all(|&i| i < lines.len()));
            for (row, key) in &found.rows {
                proptest::prop_assert!(lines.bytes(*row).get(key.clone()).is_some());
            }
        }
    }
}
