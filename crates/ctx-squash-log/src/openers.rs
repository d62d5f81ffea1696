//! A heading is not a repeat: a line that opens a block of lines of another shape is kept as a
//! line, even when other headings share its template.
//!
//! A report in sections names each section on the line that opens it — SBCL's `; in: DEFUN TARE`
//! above its notes, yosys's `2.13. Executing ALUMACC pass (…)` above what the pass did, `python -m
//! dis`'s `Disassembly of <code object apply at …, line 24>:` above a function's bytecode, bison's
//! `shift/reduce conflict on token ELSE:` above its derivations. Those lines share a template, so
//! a fold would keep the first and put every other section's name in a note: the reader sees the
//! sections' contents without what they belong to. So the lines are read by how the text is laid
//! out: a line after a blank one (or the first line) whose next line (past at most one blank) is
//! of another shape — indented deeper past the line's own mark (`;`, `#`, `//`), or marked
//! differently — opens a block, when it names something (holds [`MIN_NAME`] letters or digits). When most lines of a repeated template open blocks, and not all of
//! them are alike word for word, that template is headings; templates whose sections are longest (the outline before its sub-sections) are kept
//! first, whole, up to [`MAX_LINES`] lines and [`MAX_BYTES`] bytes. Like `terms`, a rule about
//! how lines are written, for any text.

use ctx_squash_core::{Lines, Templates};

/// Bytes of a heading at most (trimmed): a longer line is a row, not a name.
const MAX_HEAD: usize = 160;
/// Heading lines kept at most.
const MAX_LINES: usize = 48;
/// Bytes of heading lines kept at most.
const MAX_BYTES: usize = 3 * 1024;
/// Letters or digits a heading holds at least: `(` or `{` opens a block but names nothing.
const MIN_NAME: usize = 3;
/// Bytes of a line that may still count as blank when it holds no letter or digit (SBCL's `; `).
const BLANKISH: usize = 8;

/// The heading lines of the output (see the module's documentation), in order; none when no
/// repeated template opens blocks.
pub(crate) fn openers(lines: &Lines<'_>, templates: &Templates) -> Vec<usize> {
    let n = lines.len();
    // (template, line) of every line that opens a block.
    let mut found: Vec<(u32, usize)> = Vec::new();
    let mut above_blank = true;
    for i in 0..n {
        let line = lines.bytes(i);
        let blank = blankish(line);
        if above_blank && !blank {
            let t = templates.of(i);
            if templates.count(t) >= 2
                && line.trim_ascii().len() <= MAX_HEAD
                && line.iter().filter(|b| b.is_ascii_alphanumeric()).take(MIN_NAME).count() == MIN_NAME
                && opens_block(lines, templates, i)
            {
                found.push((t, i));
            }
        }
        above_blank = blank;
    }
    found.sort_unstable();
    // Each heading template with the mean length of its sections.
    let mut heads = Vec::new();
    for group in found.chunk_by(|a, b| a.0 == b.0) {
        let t = group[0].0;
        let count = templates.count(t) as usize;
        // Lines alike word for word are repeats, not the names of sections.
        let named = group.iter().any(|&(_, i)| lines.bytes(i) != lines.bytes(group[0].1));
        if named && group.len() * 2 > count {
            let first = templates.first(t);
            heads.push(((n - first) / count, group));
        }
    }
    heads.sort_unstable_by_key(|&(span, group)| (std::cmp::Reverse(span), group[0].1));
    let (mut kept, mut bytes) = (Vec::new(), 0);
    for (_, group) in heads {
        let size: usize = group.iter().map(|&(_, i)| lines.bytes(i).trim_ascii().len() + 1).sum();
        if kept.len() + group.len() <= MAX_LINES && bytes + size <= MAX_BYTES {
            kept.extend(group.iter().map(|&(_, i)| i));
            bytes += size;
        }
    }
    kept.sort_unstable();
    kept
}

/// Whether line `i` opens a block: its next line, past at most one blank, is of another template
/// and of another shape (see [`Shape::opens`]).
fn opens_block(lines: &Lines<'_>, templates: &Templates, i: usize) -> bool {
    let next = (i + 1..lines.len().min(i + 3)).find(|&j| !blankish(lines.bytes(j)));
    next.is_some_and(|j| {
        templates.of(j) != templates.of(i) && Shape::of(lines.bytes(i)).opens(&Shape::of(lines.bytes(j)))
    })
}

/// Whether a line is blank, or a comment mark alone (SBCL's `; `).
fn blankish(line: &[u8]) -> bool {
    line.len() <= BLANKISH && line.iter().all(|&b| matches!(b, b' ' | b'\t' | b'\r') || mark(b))
}

/// A byte of a comment or quote mark opening a line (`;`, `#`, `//`, `*`, `>`, `|`, `%`, `!`).
fn mark(b: u8) -> bool {
    matches!(b, b';' | b'#' | b'/' | b'*' | b'>' | b'|' | b'%' | b'!')
}

/// How a line opens: its mark (a run of comment or quote punctuation) and the blanks around it.
#[derive(PartialEq, Eq)]
struct Shape<'a> {
    mark: &'a [u8],
    indent: usize,
}

impl<'a> Shape<'a> {
    fn of(line: &'a [u8]) -> Shape<'a> {
        let start = line.iter().take_while(|&&b| matches!(b, b' ' | b'\t')).count();
        let marked = line[start..].iter().take_while(|&&b| mark(b)).count();
        let blanks = line[start + marked..].iter().take_while(|&&b| matches!(b, b' ' | b'\t')).count();
        Shape { mark: &line[start..start + marked], indent: start + marked + blanks }
    }

    /// Whether a line of this shape opens a block whose first line has shape `next`: indented
    /// deeper, or marked differently.
    fn opens(&self, next: &Shape<'_>) -> bool {
        next.indent > self.indent || next.mark != self.mark
    }
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    fn headings(text: &str) -> Vec<String> {
        let lines = Lines::new(text);
        let templates = Templates::mine(&lines);
        openers(&lines, &templates).into_iter().map(|i| lines.get(i).to_owned()).collect()
    }

    /// SBCL's notes: each function's `; in: DEFUN NAME` opens a block indented past the `;`.
    #[test]
    fn each_section_keeps_its_name() {
        let mut text = String::from("; compiling file \"scales.lisp\"\n");
        for name in ["TARE", "TO-GRAMS", "SPIKE-P", "DESPIKE", "CHECKSUM"] {
            let _ = write!(
                text,
                "\n; in: DEFUN {name}\n;     (LENGTH SCALES::READINGS)\n; \n; note: unable to\n;   optimize\n"
            );
        }
        assert_eq!(
            headings(&text),
            ["TARE", "TO-GRAMS", "SPIKE-P", "DESPIKE", "CHECKSUM"].map(|name| format!("; in: DEFUN {name}"))
        );
    }

    /// Through the whole squash: every section's name is a line of the output, not a fold note.
    #[test]
    fn a_squash_keeps_every_section_name() {
        let names = ["TARE", "TO-GRAMS", "SPIKE-P", "DESPIKE", "CHECKSUM", "MOVING-AVERAGE"];
        let mut text = String::from("; compiling file \"scales.lisp\"\n");
        for name in names {
            let _ = write!(text, "\n; in: DEFUN {name}\n;     (LENGTH SCALES::READINGS)\n");
            for n in 0..40 {
                let _ = write!(text, "; \n; note: unable to\n;   optimize {n}\n; due to type uncertainty:\n");
            }
        }
        text.push_str("; compilation unit finished\n;   printed 240 notes\n");
        let out = crate::squash_log(&text);
        assert!(out.len() < text.len() / 2);
        for name in names {
            assert!(out.contains(&format!("\n; in: DEFUN {name}\n")), "{name}:\n{out}");
        }
    }

    /// Code objects above indented bytecode; a bracket opening an indented dump names nothing.
    #[test]
    fn indented_blocks() {
        let mut text = String::new();
        for n in 1..6 {
            let _ = write!(text, "\n    (\n        field_{n}: {n},\n    )\n");
        }
        assert!(headings(&text).is_empty());
        let mut text = String::new();
        for n in 1..6 {
            let _ = write!(
                text,
                "\nDisassembly of <code object f{n} at 0x{n}>:\n {n}  0 RESUME  0\n    2 RETURN_VALUE\n"
            );
        }
        assert_eq!(headings(&text).len(), 5);
    }

    /// Rows of one shape, paragraphs of prose and a repeated line followed by its own kind are
    /// no headings.
    #[test]
    fn rows_and_prose_are_no_headings() {
        let mut text = String::new();
        for n in 0..40 {
            let _ = writeln!(text, "request {n} served in {n} ms");
        }
        assert!(headings(&text).is_empty());
        let mut text = String::new();
        for n in 0..10 {
            let _ = write!(text, "\nThe paragraph {n} starts here.\nand goes on here.\n");
        }
        assert!(headings(&text).is_empty());
        let mut text = String::new();
        for n in 0..10 {
            let _ = write!(text, "\nstep {n} done\nstep {n} checked\n");
        }
        assert!(headings(&text).is_empty());
    }
}
