//! A kept line keeps the lines that open the blocks enclosing it: its outline.
//!
//! Text with a structure of its own — code, a linker script, a debug dump, a parser's report —
//! says what a line belongs to by the lines above it that are less indented and open a block: a
//! linker script's `  .text           :` over the `{` and the input sections it gathers, a
//! function's `def f(x):` or `fn f() {` over its body, a pretty-printed value's `features: {`. A
//! line kept without them is read as part of whatever block is kept above it, which is silently
//! wrong. So, after the selection, every kept indented line that names something (three letters
//! or digits) keeps, at each shallower depth up to the margin, the nearest line above it at that
//! depth when that line opens a block — it ends with `:` or an opening bracket, it leaves a
//! bracket open (a pretty-printed dict's `'FV-23': {'cip': {…},` over the rest of its members), or
//! the line after it is `{`, `(` or `[` alone —, within a reach and with no blank between. A
//! change mark before indented text (`-                  'temp_c': 19.5},`, a test runner's diff
//! of two dumps) is a gutter: the line's depth is its text's. A line of brackets
//! alone is passed over (the line above it names the block); a shallower line that opens nothing
//! (a table's row over its wrapped second row, a disassembly's right-aligned address over a source
//! line) is walked past, not kept. At most [`MAX_OPENERS`] lines and [`MAX_BYTES`] bytes are
//! added, each cut short; one written word for word as a kept line is not kept again. `heads`
//! does the margin's case for a record's headline and `ancestry` an indented error's ancestors;
//! this is the rule for a block's opener above any kept line, at any depth.

use std::collections::HashSet;

use ctx_squash_core::{Keyed, Lines};

use crate::additions::Additions;
use crate::heads::names;
use crate::squash::Cut;

/// Lines looked at above a kept line for the lines opening its blocks.
const REACH: usize = 32;
/// Lines added at most.
const MAX_OPENERS: usize = 48;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 4 * 1024;

/// `kept` (sorted by line) with the lines opening the blocks that enclose each kept indented line
/// added when they are not kept (see the module's documentation), sorted.
pub(crate) fn with_openers(lines: &Lines<'_>, kept: Vec<(usize, Cut)>) -> Vec<(usize, Cut)> {
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    // The kept lines' texts, read only once an opener is found (most outputs have none).
    let mut shown: Option<HashSet<&[u8], Keyed>> = None;
    let mut openers = Vec::new();
    for &(i, _) in &kept {
        if additions.count() >= MAX_OPENERS {
            break;
        }
        if i >= lines.len()
            || depth_past_mark(lines.bytes(i)).is_none() && lines.lead(i).white == 0
            || !names(lines.bytes(i))
        {
            continue;
        }
        openers.clear();
        enclosing(lines, i, &mut openers);
        for &opener in &openers {
            if additions.count() < MAX_OPENERS && additions.fits(opener, Cut::Short) {
                // Only the lines kept by the selection: an opener added for one block, written
                // like another block's, is added for that block too.
                let shown = shown.get_or_insert_with(|| {
                    kept.iter().filter(|&&(k, _)| k < lines.len()).map(|&(k, _)| lines.bytes(k)).collect()
                });
                if !shown.contains(lines.bytes(opener)) {
                    additions.add(opener, Cut::Short);
                }
            }
        }
    }
    additions.into_kept(kept)
}

/// The lines opening the blocks that enclose line `i`, nearest first, into `found`: walking up at
/// most [`REACH`] lines and no further than a blank line, each line that names something and is
/// less indented than the last one met (line `i` first), up to one at the margin, is an enclosing
/// line, kept when it [`opens`] a block. A line of brackets alone is passed over.
fn enclosing(lines: &Lines<'_>, i: usize, found: &mut Vec<usize>) {
    if i >= lines.len() {
        return;
    }
    // Each line's lead (its indent, and whether it is blank) is counted once for all principles.
    // Depths in columns: a tree's glyphs (`│  ├─ `) are indentation, one column each.
    let width = |k: usize| {
        if let Some(depth) = depth_past_mark(lines.bytes(k)) {
            return depth;
        }
        let lead = lines.lead(k);
        if lead.white == lead.blanks {
            lead.white
        } else {
            ctx_squash_core::columns(lines.bytes(k).get(..lead.white).unwrap_or_default())
        }
    };
    let mut depth = width(i);
    for j in (i.saturating_sub(REACH)..i).rev() {
        if depth == 0 {
            return;
        }
        let lead = lines.lead(j);
        if lead.blank {
            return;
        }
        let d = width(j);
        if d < depth && names(lines.bytes(j)) {
            if opens(lines, j) {
                found.push(j);
            }
            depth = d;
        }
    }
}

/// The depth of a line whose text follows a change mark and two blanks at least (`-`, `+`, then
/// the text's own indentation): its text's column. `None` for any other line.
fn depth_past_mark(line: &[u8]) -> Option<usize> {
    let rest = line.strip_prefix(b"-").or_else(|| line.strip_prefix(b"+"))?;
    let blanks = rest.iter().take_while(|&&b| b == b' ').count();
    (blanks >= 2 && rest.get(blanks).is_some_and(|b| !b.is_ascii_whitespace())).then_some(1 + blanks)
}

/// Whether a line leaves a bracket open: more `{`, `(` and `[` than closing ones outside quotes
/// (`'FV-23': {'cip': {'acid_pct': 1.0},`).
fn leaves_open(line: &[u8]) -> bool {
    let (mut open, mut quote) = (0isize, None);
    for &b in line {
        match (quote, b) {
            (Some(q), _) if b == q => quote = None,
            (None, b'\'' | b'"') => quote = Some(b),
            (None, b'{' | b'(' | b'[') => open += 1,
            (None, b'}' | b')' | b']') => open -= 1,
            // Inside quotes, and any other byte: nothing opens or closes.
            _ => {}
        }
    }
    open > 0
}

/// Whether line `j` opens a block: it ends with `:` or an opening bracket (`.text :`,
/// `def f(x):`, `fn f() {`, `x = [`), it leaves a bracket open, or the next line is an opening
/// bracket alone (a linker script's or C's `{` under the name of what it opens).
fn opens(lines: &Lines<'_>, j: usize) -> bool {
    let ends = lines.bytes(j).trim_ascii_end().last().is_some_and(|b| matches!(b, b':' | b'{' | b'(' | b'['));
    ends || leaves_open(lines.bytes(j))
        || ctx_squash_core::branches(lines.bytes(j))
        || (j + 1 < lines.len() && matches!(lines.bytes(j + 1).trim_ascii(), b"{" | b"(" | b"["))
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[track_caller]
    fn check(text: &str, kept: &[usize], expected: &[usize]) {
        crate::squash::assert_kept_after(with_openers, text, kept, expected);
    }

    #[test]
    fn a_kept_line_keeps_the_lines_opening_its_blocks() {
        let script = "SECTIONS\n{\n  .init :\n  {\n    KEEP (*(.init))\n  }\n  .text :\n  {\n    *(.text.unlikely)\n    *(.text .stub)\n  }\n}\n";
        // The input section kept: its block's `.text :` (over the brace) and `SECTIONS` join it.
        check(script, &[9], &[0, 6, 9]);
        // Already kept: nothing added twice.
        check(script, &[0, 6, 9], &[0, 6, 9]);
        // A line at the margin, or a brace, encloses nothing of its own.
        check(script, &[1, 11], &[1, 11]);
        // A shallower line that opens no block (a table's row over its wrapped second row) is
        // passed over, and the walk goes on to the heading it is under.
        let table = "Section Headers:\n  [14] .plt.got  PROGBITS  0000000000001050\n       0000000000000008  AX\n  [15] .text  PROGBITS  0000000000001060\n       0000000000000250  AX\n";
        check(table, &[4], &[0, 4]);
        // A line ending with an opening bracket opens a block, nested ones too.
        check(
            "impl Foo {\n    fn f(&self) {\n        let x = 1;\n        call(x);\n    }\n}\n",
            &[3],
            &[0, 1, 3],
        );
    }

    /// A tree's drawn prefix is indentation, a glyph one column: a failure kept under a test
    /// runner's tree keeps the branch it failed in (`├─ 9 scrapped …`, which opens the block
    /// drawn below it), not the passing branch above it, nor the shallower fields between.
    #[test]
    fn a_kept_line_under_a_tree_keeps_its_branch() {
        let tree = "├─ rates\n│  ├─ 6 scrapped of 40 is 0.15\n│  │     status: ok\n│  ├─ 9 scrapped of 40 is 0.2\n│  │   uniqueId: [engine:junit]/[#3]\n│  │     caught: expected: <0.2> but was: <0.225>\n";
        check(tree, &[5], &[0, 3, 5]);
        // ASCII trees alike.
        check("root\n|-- src\n|   |-- lib.rs\n|   |     fn parse() fails here\n", &[3], &[1, 2, 3]);
    }

    /// A pretty-printed dump's owner key leaves its bracket open, and a test runner's diff of two
    /// dumps writes its changed lines after a mark: the kept `-`/`+` lines keep the key that owns
    /// them (unittest's `'FV-07': {'batch': 'B-4007',` eight lines up).
    #[test]
    fn a_kept_changed_value_keeps_the_key_that_owns_it() {
        let dump = "  {'cellar': {'FV-06': {'batch': 'B-4006',\n                        'temp_c': 18.5},\n              'FV-07': {'batch': 'B-4007',\n                        'schedule': {'days': 9},\n-                       'temp_c': 19.5},\n?                                ^\n+                       'temp_c': 18.5},\n";
        check(dump, &[4, 6], &[0, 2, 4, 6]);
        // A bracket closed on its line, or one inside quotes, leaves nothing open.
        assert!(!leaves_open(b"'schedule': {'days': 9},"));
        assert!(!leaves_open(b"'note': 'a ( b',"));
        assert!(leaves_open(b"'FV-07': {'batch': 'B-4007',"));
        // A mark is a gutter only before indented text: a list item is at the margin.
        assert_eq!(depth_past_mark(b"-   'temp_c': 19.5},"), Some(4));
        assert_eq!(depth_past_mark(b"- item"), None);
        assert_eq!(depth_past_mark(b"+  "), None);
    }

    #[test]
    fn no_opener_past_a_blank_or_the_reach() {
        check("head line:\n\n  indented after a blank\n", &[2], &[2]);
        check("head line:\n  indented under it\n", &[1], &[0, 1]);
        let deep = format!("head:\n{}", "  body line\n".repeat(REACH + 4));
        let last = REACH + 4;
        // The nearest shallower line is past the reach: none.
        check(&deep, &[last], &[last]);
        // A line written as a kept line is not kept again.
        check("same head:\n  body one\nsame head:\n  body two\n", &[0, 1, 3], &[0, 1, 3]);
    }

    proptest::proptest! {
        /// On arbitrary indented text and any selection: nothing kept is dropped, nothing is
        /// added twice, and every added line opens a block enclosing a kept line, within the
        /// bounds.
        #[test]
        fn adds_only_the_openers_of_kept_lines(
            rows in proptest::collection::vec((0usize..4, proptest::sample::select(&["name :", "fn f() {", "{", "}", "x", "body line", "", "é日 (", "  \t:", "-   'key': 1},", "'FV-1': {'a': 1,", "+  x", "'q(': 2"][..])), 0..120),
            picks in proptest::collection::vec(0usize..120, 0..30),
        ) {
            let mut text = String::new();
            for (depth, row) in &rows {
                text.push_str(&"  ".repeat(*depth));
                text.push_str(row);
                text.push('\n');
            }
            let lines = Lines::new(&text);
            let mut kept: Vec<usize> = picks.into_iter().filter(|&i| i < lines.len()).collect();
            kept.sort_unstable();
            kept.dedup();
            let after = crate::squash::kept_after(with_openers, &text, &kept);
            proptest::prop_assert!(after.windows(2).all(|w| w[0] < w[1]), "sorted, once each");
            proptest::prop_assert!(kept.iter().all(|i| after.contains(i)), "nothing dropped");
            let added: Vec<usize> = after.iter().copied().filter(|i| !kept.contains(i)).collect();
            proptest::prop_assert!(added.len() <= MAX_OPENERS);
            for &j in &added {
                proptest::prop_assert!(opens(&lines, j) && names(lines.bytes(j)), "line {} opens a block", j);
                let encloses = kept.iter().any(|&i| {
                    let mut found = Vec::new();
                    enclosing(&lines, i, &mut found);
                    found.contains(&j)
                });
                proptest::prop_assert!(encloses, "line {} encloses a kept line", j);
            }
        }
    }

    #[test]
    fn the_additions_are_bounded() {
        let mut text = String::new();
        for i in 0..200 {
            let _ = write!(text, "block number {i}:\n    body line {i}\n");
        }
        let kept: Vec<usize> = (0..200).map(|i| 2 * i + 1).collect();
        let after = crate::squash::kept_after(with_openers, &text, &kept);
        assert_eq!(after.len(), kept.len() + MAX_OPENERS);
        // Each added opener is the line right above a kept body line.
        assert!(after.iter().all(|&i| i % 2 == 1 || after.contains(&(i + 1))));
    }
}
