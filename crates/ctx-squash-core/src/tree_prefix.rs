//! A line's box-drawing or tree prefix is indentation: `│  │  ├─ name`, `|   |-- name`,
//! `` `-- name `` open with how deep the line sits, drawn rather than spaced.
//!
//! A tree-drawing tool (a test runner's tree, `cargo tree`, `npm ls`, `tree`, `pstree`) writes
//! the line's depth as glyphs before what the line says, so a stack frame written under a test's
//! node (`│  │    at Foo.bar(Foo.java:3)`) does not open with `at` nor with a blank. Read as
//! indentation, the prefix lets every principle that reads a line's indent and kind (frames,
//! the blocks enclosing a kept line) read the line as it would be written without the drawing.

/// The bytes of `line`'s tree prefix: the leading run of blanks and drawing glyphs, up to its
/// last glyph, when text follows it; 0 when the line opens with no such prefix.
///
/// Glyphs are the Unicode box-drawing characters (U+2500–U+257F, `│ ├ └ ╰ ─ ╷`), and the ASCII
/// a tree is drawn with: `|` and the branches `|--`, `+--`, `` `-- ``, `\--` (one to three `-`
/// followed by a blank). An ASCII-only prefix counts when it holds a branch or two `|`, so that
/// a quoted source line's one `|` (`  |     ^ help`) and a table's border (`+----+`) are not
/// read as a tree. A line that is nothing but drawing (`│`, `┌──┐`) has no prefix: there is no
/// line past it to read.
#[inline]
pub fn tree_prefix(line: &[u8]) -> usize {
    // Most lines open with no glyph: told by their first byte past the blanks, without a call.
    match line.iter().find(|&&b| b != b' ' && b != b'\t') {
        Some(0xE2 | b'|' | b'+' | b'`' | b'\\') => drawn(line),
        _ => 0,
    }
}

/// [`tree_prefix`] of a line whose first byte past its blanks may open a glyph.
#[inline(never)]
fn drawn(line: &[u8]) -> usize {
    let mut at = 0;
    let mut end = 0;
    let mut boxes = false;
    let mut bars = 0usize;
    let mut branch = false;
    while let Some(&b) = line.get(at) {
        match b {
            b' ' | b'\t' => at += 1,
            0xE2 if matches!(line.get(at + 1), Some(0x94 | 0x95))
                && line.get(at + 2).is_some_and(|c| c & 0xC0 == 0x80) =>
            {
                at += 3;
                end = at;
                boxes = true;
            }
            b'|' | b'+' | b'`' | b'\\' => {
                let dashes =
                    line.get(at + 1..).map_or(0, |rest| rest.iter().take_while(|&&c| c == b'-').count());
                let after = line.get(at + 1 + dashes);
                if (1..=3).contains(&dashes) && matches!(after, Some(b' ' | b'\t')) {
                    at += 1 + dashes;
                    branch = true;
                } else if b == b'|' && dashes == 0 {
                    at += 1;
                    bars += 1;
                } else {
                    break;
                }
                end = at;
            }
            _ => break,
        }
    }
    // A box's top or row (`╭─ Projection ──╮`, `│ name │ 12 │`) closes with drawing: it is a
    // box or a table, not a line under a tree.
    let closed = line.trim_ascii_end();
    let closes_drawn = closed.len().checked_sub(3).and_then(|at| closed.get(at..)).is_some_and(glyph);
    let drawn = (boxes || branch || bars >= 2) && !closes_drawn;
    let text_follows = line.get(at).is_some_and(|b| !b.is_ascii_whitespace());
    if drawn && text_follows { end } else { 0 }
}

/// Whether `line` (past its leading blanks) is a branch of a tree: its [`tree_prefix`] ends in a
/// stroke (`├─ name`, `└── name`, `|-- name`, `` `-- name ``), which opens the block of the lines
/// drawn deeper below it, as a line ending with `:` opens an indented block.
pub fn branches(line: &[u8]) -> bool {
    let blanks = line.iter().take_while(|b| matches!(b, b' ' | b'\t')).count();
    let rest = line.get(blanks..).unwrap_or_default();
    let n = tree_prefix(rest);
    let drawn = rest.get(..n).unwrap_or_default();
    n > 0 && (drawn.ends_with(b"-") || drawn.ends_with("─".as_bytes()) || drawn.ends_with("━".as_bytes()))
}

/// Whether `bytes` open with a Unicode box-drawing character (U+2500–U+257F).
fn glyph(bytes: &[u8]) -> bool {
    matches!(bytes, [0xE2, 0x94 | 0x95, c, ..] if c & 0xC0 == 0x80)
}

/// The columns `bytes` take written out: its characters (a glyph is one column, as a space is),
/// so that depths drawn with glyphs and with spaces compare.
pub fn columns(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| b & 0xC0 != 0x80).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[track_caller]
    fn check(line: &str, rest: &str) {
        let n = tree_prefix(line.as_bytes());
        assert_eq!(&line[n..], rest, "{line:?}");
    }

    #[test]
    fn drawn_prefixes_are_read_past() {
        check(
            "│  │  │               \tat ScrapTest.emptyShift(ScrapTest.java:26)",
            "               \tat ScrapTest.emptyShift(ScrapTest.java:26)",
        );
        check("│  │  │  ├─ 9 scrapped of 40 is 0.2", " 9 scrapped of 40 is 0.2");
        check("╰─ done", " done");
        check("├── serde v1.0.219", " serde v1.0.219");
        check("|   |-- lib.rs", " lib.rs");
        check("`-- main.rs", " main.rs");
        check("+-- left-pad@1.3.0", " left-pad@1.3.0");
        check("| | \tat Foo.bar(Foo.java:3)", " \tat Foo.bar(Foo.java:3)");
    }

    #[test]
    fn what_is_not_a_tree_is_left_alone() {
        for line in [
            "plain text",
            "    indented",
            "  |     ^ help: consider borrowing",
            "4 |     let x = 1;",
            "+------+------+",
            "| a | b |",
            "│",
            "┌──────┐",
            "╭─ Projection ──────╮",
            "│ name │ 12 │",
            "|-- ",
            "--> src/main.rs:4:5",
            "",
        ] {
            assert_eq!(tree_prefix(line.as_bytes()), 0, "{line:?}");
        }
    }

    #[test]
    fn branches_open_blocks() {
        assert!(branches("│  │  ├─ 9 scrapped of 40 is 0.2".as_bytes()));
        assert!(branches(b"  |-- lib.rs"));
        assert!(branches(b"`-- main.rs"));
        assert!(!branches("│  │     caught: boom".as_bytes()));
        assert!(!branches(b"plain: text"));
        assert!(!branches("╭─ Projection ──────╮".as_bytes()));
        assert_eq!(columns("│  ├─ x".as_bytes()), 7);
    }

    proptest! {
        /// On any input the prefix ends on a character boundary, within the line, and leaves text
        /// after it that does not open with a glyph's byte run cut in two.
        #[test]
        fn any_line(line in "[│├└╰─ |+`\\\\\t-]{0,12}[a-z│ ]{0,4}") {
            let n = tree_prefix(line.as_bytes());
            prop_assert!(n <= line.len());
            prop_assert!(line.is_char_boundary(n));
            if n > 0 {
                prop_assert!(line[n..].trim_start().chars().next().is_some());
            }
        }

        /// Any bytes: no panic, and the prefix stays within the line.
        #[test]
        fn any_bytes(line in proptest::collection::vec(any::<u8>(), 0..40)) {
            prop_assert!(tree_prefix(&line) <= line.len());
        }

        /// A line drawn under any tree prefix reads as the same text: what follows the prefix.
        #[test]
        fn a_drawn_line_is_its_text(depth in 1usize..6, text in "[a-z][a-z ]{0,10}") {
            let line = format!("{}├─ {text}", "│  ".repeat(depth));
            let n = tree_prefix(line.as_bytes());
            prop_assert_eq!(&line[n..], format!(" {text}"));
        }
    }
}
