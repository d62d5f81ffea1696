//! A reference's terms are its outline: in a definition list, the lines that name each entry are
//! kept, their descriptions left to the fold.
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
