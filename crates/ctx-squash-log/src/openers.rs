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
//! differently — opens a block, as does a label (a line ending in `:`) right above a written line
//! (`objdump -S`'s `0000000000001199 <heddles_per_shaft>:` over `heddles_per_shaft():`), when it names something (holds [`MIN_NAME`] letters or digits). When most lines of a repeated template open blocks, and not all of
//! them are alike word for word, that template is headings; templates whose sections are longest (the outline before its sub-sections) are kept
//! first, whole, up to [`MAX_LINES`] lines and [`MAX_BYTES`] bytes.
//!
//! A section heading is never omitted: a line of a template of its own, at the margin after a
//! blank and above a written line, names its section even when its block is not indented
//! (yosys's `2.13. Executing ALUMACC pass (create $alu and $macc cells).` over
//! `Extracting $alu and $macc cells in module fares:`). When an output has at least
//! [`MIN_SECTIONS`] of them, those opening the longest sections are kept whatever the budget, up
//! to [`MAX_LONE`] lines and [`MAX_LONE_BYTES`] bytes; when [`MIN_SECTIONS`] of them or more are
//! labels (ending in `:`: `objdump -S`'s `0000000000001199 <heddles_per_shaft>:`, each a template
//! of its own since each names another function), the labels are all kept, in order, within what
//! the repeated headings left of [`MAX_LINES`] and [`MAX_BYTES`]. A heading repeated in shape is left to the
//! rule above, and a line indented under a blank (`git log --stat`'s file rows) is no heading at
//! the margin. Like `terms`, a rule about how lines are written, for any text.
//!
//! A heading is read by its shape, not only by the blanks around it: a short line of title-cased
//! words (at least [`MIN_TITLE_WORDS`], every word of four letters or more capitalised, a comment
//! mark before them allowed), at the margin and written once, above a written line (past at most
//! one blank), names a section wherever it stands — a linker map's `Memory Configuration` over
//! its table, `make -p`'s `# VPATH Search Paths` right under the stats of the section before.
//! Such titles are kept whatever the budget, each with its section's first written line (what a
//! title alone would leave unsaid: `# No 'vpath' search paths.`), up to [`MAX_LONE`] titles and
//! [`MAX_LONE_BYTES`] bytes of their own, the first ones first.

use ctx_squash_core::{Lines, Templates};

/// Bytes of a heading at most (trimmed): a longer line is a row, not a name.
const MAX_HEAD: usize = 160;
/// Heading lines kept at most.
const MAX_LINES: usize = 48;
/// Bytes of heading lines kept at most.
const MAX_BYTES: usize = 3 * 1024;
/// Lone headings (of a template of their own) kept at most.
const MAX_LONE: usize = 8;
/// Bytes of lone headings kept at most.
const MAX_LONE_BYTES: usize = 512;
/// Lone headings an output must have to be read as written in sections.
const MIN_SECTIONS: usize = 4;
/// Title-cased words a title holds at least: one capitalised word is as often a status (`Done`).
const MIN_TITLE_WORDS: usize = 2;
/// Title-cased words a title holds at most: a longer line is a sentence in capitals.
const MAX_TITLE_WORDS: usize = 6;
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
    // Lines of a template of their own that open a block at the margin.
    let mut alone: Vec<usize> = Vec::new();
    // Of those, the labels (ending in `:`).
    let mut labeled: Vec<usize> = Vec::new();
    let mut above_blank = true;
    for i in 0..n {
        let line = lines.bytes(i);
        let blank = blankish(line);
        if above_blank
            && !blank
            && line.trim_ascii().len() <= MAX_HEAD
            && line.iter().filter(|b| b.is_ascii_alphanumeric()).take(MIN_NAME).count() == MIN_NAME
        {
            let t = templates.of(i);
            if templates.count(t) >= 2 && opens_block(lines, templates, i) {
                found.push((t, i));
            } else if templates.count(t) == 1 && opens_at_margin(lines, i) {
                alone.push(i);
                if labels(line) {
                    labeled.push(i);
                }
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
    // Labels at the margin, each of a template of its own, are headings however many there are
    // (`objdump -S`'s `0000000000001199 <heddles_per_shaft>:`, a name in each): kept whole, in
    // order, within what the repeated headings left of the same budget.
    if labeled.len() >= MIN_SECTIONS {
        for &i in &labeled {
            let size = lines.bytes(i).trim_ascii().len() + 1;
            if kept.len() < MAX_LINES && bytes + size <= MAX_BYTES {
                kept.push(i);
                bytes += size;
            }
        }
    }
    kept.extend(lone_headings(lines, &alone));
    kept.extend(titles(lines, templates));
    kept.sort_unstable();
    kept.dedup();
    kept
}

/// Of the lines of a template of their own that open a block at the margin, those opening the
/// longest sections, up to [`MAX_LONE`] lines and [`MAX_LONE_BYTES`] bytes: a section's name
/// stays whatever omission it falls into (yosys's `2.13. Executing ALUMACC pass (…)`), when the
/// output is written in sections (at least [`MIN_SECTIONS`] of them).
fn lone_headings(lines: &Lines<'_>, lone: &[usize]) -> Vec<usize> {
    if lone.len() < MIN_SECTIONS {
        return Vec::new();
    }
    // Each heading with the lines up to the next one.
    let mut spans: Vec<(usize, usize)> =
        lone.iter().zip(lone.iter().skip(1).chain([&lines.len()])).map(|(&i, &next)| (next - i, i)).collect();
    spans.sort_unstable_by_key(|&(span, i)| (std::cmp::Reverse(span), i));
    let (mut kept, mut bytes) = (Vec::new(), 0);
    for (_, i) in spans {
        let size = lines.bytes(i).trim_ascii().len() + 1;
        if kept.len() < MAX_LONE && bytes + size <= MAX_LONE_BYTES {
            kept.push(i);
            bytes += size;
        }
    }
    kept
}

/// The lines shaped as titles (see the module's documentation), written once and above a
/// written line, each with that line (its section's first: `# No 'vpath' search paths.`, a
/// table's column heads), the first [`MAX_LONE`] of them within [`MAX_LONE_BYTES`] bytes.
fn titles(lines: &Lines<'_>, templates: &Templates) -> Vec<usize> {
    let (mut kept, mut bytes) = (Vec::new(), 0);
    for i in 0..lines.len() {
        let line = lines.bytes(i);
        // Most lines of a log share their template: the cheap test first.
        if templates.count(templates.of(i)) != 1 || !titled(line) {
            continue;
        }
        let Some(next) = (i + 1..lines.len().min(i + 3)).find(|&j| !blankish(lines.bytes(j))) else {
            continue;
        };
        let size = line.trim_ascii().len() + lines.bytes(next).trim_ascii().len() + 2;
        if kept.len() + 2 > 2 * MAX_LONE || bytes + size > MAX_LONE_BYTES {
            break;
        }
        kept.extend([i, next]);
        bytes += size;
    }
    kept
}

/// Whether a line is shaped as a title: at the margin, perhaps past a comment mark and a blank,
/// [`MIN_TITLE_WORDS`] to [`MAX_TITLE_WORDS`] words of letters (a `-` or `'` within), one blank
/// apart, the first capitalised and every one of four letters or more too, nothing else
/// (`Memory Configuration`, `# VPATH Search Paths`; not `Discarded input sections`, `START
/// GROUP` is one).
fn titled(line: &[u8]) -> bool {
    let Some(&first) = line.first() else { return false };
    let rest = if mark(first) {
        let marked = line.iter().take_while(|&&b| mark(b)).count();
        match line.get(marked..) {
            Some([b' ', rest @ ..]) => rest,
            _ => return false,
        }
    } else {
        line
    };
    let rest = rest.strip_suffix(b"\r").unwrap_or(rest);
    let mut words = 0;
    for word in rest.split(|&b| b == b' ') {
        let letters = word.iter().filter(|b| b.is_ascii_alphabetic()).count();
        let capital = word.first().is_some_and(u8::is_ascii_uppercase);
        let of_letters = word.iter().all(|&b| b.is_ascii_alphabetic() || b == b'-' || b == b'\'');
        if !of_letters || letters == 0 || (words == 0 && !capital) || (letters >= 4 && !capital) {
            return false;
        }
        words += 1;
        if words > MAX_TITLE_WORDS {
            return false;
        }
    }
    words >= MIN_TITLE_WORDS
}

/// Whether line `i`, at the margin and unmarked, opens a block: the next line is written, at the
/// margin or deeper.
fn opens_at_margin(lines: &Lines<'_>, i: usize) -> bool {
    let shape = Shape::of(lines.bytes(i));
    shape.indent == 0
        && lines.bytes(i).first().is_some_and(u8::is_ascii_alphanumeric)
        && i + 1 < lines.len()
        && !blankish(lines.bytes(i + 1))
}

/// Whether line `i` opens a block: its next line, past at most one blank, is of another template
/// and of another shape (see [`Shape::opens`]) — or line `i` is a label, ending in `:`, and the
/// line right under it is written (`objdump -S`'s `0000000000001199 <heddles_per_shaft>:` over
/// `heddles_per_shaft():` at the margin).
fn opens_block(lines: &Lines<'_>, templates: &Templates, i: usize) -> bool {
    let next = (i + 1..lines.len().min(i + 3)).find(|&j| !blankish(lines.bytes(j)));
    next.is_some_and(|j| {
        templates.of(j) != templates.of(i)
            && (Shape::of(lines.bytes(i)).opens(&Shape::of(lines.bytes(j)))
                || (j == i + 1 && labels(lines.bytes(i))))
    })
}

/// Whether a line is a label: it ends in `:` (blanks aside), after a letter, a digit or a
/// closing bracket — a name over what it names.
fn labels(line: &[u8]) -> bool {
    match line.trim_ascii_end() {
        [.., before, b':'] => before.is_ascii_alphanumeric() || matches!(before, b'>' | b')' | b']'),
        _ => false,
    }
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

    /// `objdump -S -l`: every function's header is a label of a template of its own over a line
    /// at the margin, each kept while the headings' budget lasts; a colon after a mark or a
    /// number alone is no label.
    #[test]
    fn labels_at_the_margin() {
        let names = ["_init", "_start", "frame_dummy", "heddles_per_shaft", "reed_dents", "main", "_fini"];
        let mut text = String::from("\nheddle:     file format elf64-x86-64\n");
        for (n, name) in names.iter().enumerate() {
            let _ = write!(
                text,
                "\n00000000000011{n}9 <{name}>:\n{name}():\n/src/heddle.c:{n}\n    11{n}9:\t55\tpush   %rbp\n"
            );
        }
        let heads = headings(&text);
        for (n, name) in names.iter().enumerate() {
            assert!(heads.contains(&format!("00000000000011{n}9 <{name}>:")), "{name}: {heads:?}");
        }
        assert!(labels(b"0000000000001199 <heddles_per_shaft>:"));
        assert!(labels(b"Disassembly of section .text:"));
        assert!(!labels(b"see below: -"));
        assert!(!labels(b"12:30"));
        assert!(!labels(b"::"));
    }

    /// Labels and the budget: 40 functions' headers of one shape fit and are all kept; 500 are
    /// one group too large for [`MAX_LINES`] and [`MAX_BYTES`], left whole to the other
    /// principles — never more than the budget.
    #[test]
    fn labels_stay_within_the_budget() {
        let dump = |count: usize| {
            let mut text = String::from("\nheddle:     file format elf64-x86-64\n");
            for n in 0..count {
                let _ = write!(text, "\n{n:016x} <shaft_{n}>:\nshaft_{n}():\n    {n:x}:\t55\tpush   %rbp\n");
            }
            headings(&text)
        };
        let heads = dump(40);
        assert!((0..40).all(|n| heads.contains(&format!("{n:016x} <shaft_{n}>:"))), "{heads:?}");
        let heads = dump(500);
        assert!(heads.len() <= MAX_LINES, "{} headings", heads.len());
        assert!(heads.iter().map(|h| h.len() + 1).sum::<usize>() <= MAX_BYTES);
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

    /// yosys's passes: headings of a template of their own open blocks at the margin; a section
    /// keeps its name, those of the longest sections first. Rows indented under a blank (`git log
    /// --stat`'s file rows) and an output of few sections have none.
    #[test]
    fn lone_headings_at_the_margin() {
        let heads = [
            "1. Executing Verilog-2005 frontend: fares.v",
            "Top module:  \\fares",
            "2.13. Executing ALUMACC pass (create $alu and $macc cells).",
            "3. Printing statistics.",
        ];
        let mut text = String::new();
        for (k, head) in heads.iter().enumerate() {
            let _ = write!(text, "\n{head}\n");
            for n in 0..=k {
                let _ = writeln!(text, "Removed {n} unused cells and {k} unused wires.");
            }
        }
        assert_eq!(headings(&text), heads);
        let few = text.split("\n3. ").next().unwrap_or_default().to_owned();
        assert!(headings(&few).is_empty());
        let mut stat = String::new();
        for n in 0..6 {
            let _ = write!(stat, "\n src/file_{n}.rs | {n} +-\n 1 file changed, {n} insertions(+)\n");
        }
        assert!(headings(&stat).is_empty());
    }

    /// A title opens its section wherever it stands: under the last line of the section before
    /// (`make -p`'s stats) or between blanks over a table (a linker map); sentences, rows,
    /// a status word and a title written twice are none.
    #[test]
    fn titles_by_their_shape() {
        let mut text = String::from("# files hash-table stats:\n# Load=73/1024=7%\n# VPATH Search Paths\n\n");
        text.push_str("# No 'vpath' search paths.\n\nMemory Configuration\n\nName   Origin   Length\n");
        text.push_str("*default*  0x0  0xffff\n\nDiscarded input sections\n\nSTART GROUP\nLOAD a.so\n");
        text.push_str("END GROUP\nSTART GROUP\nLOAD b.so\nEND GROUP\nDone\nlater lines\n");
        let (vpath, none) = ("# VPATH Search Paths", "# No 'vpath' search paths.");
        assert_eq!(headings(&text), [vpath, none, "Memory Configuration", "Name   Origin   Length"]);
        assert!(titled(b"## Results Summary"));
        for line in [
            "Discarded input sections",
            "A sentence that is long And Title Cased ends now",
            "Took 3 Seconds",
            "#No Space",
            "  Indented Title",
            "Done",
            "Title Case.",
            "",
        ] {
            assert!(!titled(line.as_bytes()), "{line}");
        }
    }

    proptest::proptest! {
        /// Any text: no panic, and every title kept is shaped as one, written once, with the
        /// written line under it, within the bounds.
        #[test]
        fn titles_on_any_text(text in "([A-Za-z#' -]{0,24}\n?){0,40}") {
            let lines = Lines::new(&text);
            let templates = Templates::mine(&lines);
            let kept = titles(&lines, &templates);
            proptest::prop_assert!(kept.len() <= 2 * MAX_LONE);
            for pair in kept.chunks(2) {
                proptest::prop_assert!(titled(lines.bytes(pair[0])) && templates.count(templates.of(pair[0])) == 1);
                proptest::prop_assert!(pair.len() == 2 && pair[1] > pair[0] && pair[1] <= pair[0] + 2);
            }
            let _ = openers(&lines, &templates);
        }

        /// A title of any words, between a stats line and a blank over its line, is kept with it.
        #[test]
        fn any_title_is_kept(words in proptest::collection::vec("[A-Z][a-z]{3,9}", 2..=6)) {
            let title = words.join(" ");
            let text = format!("# Load=73/1024=7%\n{title}\n\nnothing found here.\nrow 1\nrow 2\n");
            proptest::prop_assert_eq!(headings(&text), [title, "nothing found here.".to_owned()]);
        }
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
