//! A table drawn in a frame is read through it: its rules are neither header nor row, and its
//! header, first row and last row are its bounds.
//!
//! A report may print its tables inside rules — pylint's `--reports=y`, `+---------+-------+`
//! around `|type     |number |` over `|module   |6      |`, a Markdown table's `|---|:--:|`,
//! `psql`'s or `MySQL`'s box (`├───┼───┤`, `+===+`). A rule (a line of only `+`, `-`, `=`, `|`, `:`,
//! box-drawing strokes and blanks) says nothing; between every two rows it also breaks the run of
//! rows that `run_ends` reads a table's bounds from, so a short table of ruled rows kept no row
//! at all, its first (the commonest message) nor its last (`|error |1 |`). So a block (the lines
//! between blanks) of at least two rules whose other lines, at least three, are all framed (open
//! and close on a bar) is a framed table: its first line that is no rule is its header, and the
//! header, the first row and the last row are offered like a run's ends, at most [`MAX_TABLES`]
//! tables. `column_heads` reads a framed table's header and cells the same way. Like
//! `run_ends`, a rule about how lines are laid out, for any text.

use ctx_squash_core::Lines;

/// Framed tables whose bounds are offered at most.
const MAX_TABLES: usize = 16;
/// Rules a framed table has at least.
const MIN_RULES: usize = 2;
/// Lines that are no rule (a header and two rows) a framed table has at least.
const MIN_FRAMED: usize = 3;

/// The header, first row and last row of each framed table (see the module's documentation),
/// in order.
pub(crate) fn bounds(lines: &Lines<'_>) -> Vec<usize> {
    let n = lines.len();
    let mut out = Vec::new();
    let (mut start, mut tables) = (0, 0);
    while start < n && tables < MAX_TABLES {
        if lines.lead(start).blank {
            start += 1;
            continue;
        }
        let end = (start + 1..n).find(|&j| lines.lead(j).blank).unwrap_or(n);
        let (rules, framed): (Vec<usize>, Vec<usize>) =
            (start..end).partition(|&i| table_rule(lines.bytes(i)));
        if rules.len() >= MIN_RULES
            && framed.len() >= MIN_FRAMED
            && framed.iter().all(|&i| framed_line(lines.bytes(i)).is_some())
            && let (Some(&head), Some(&first), Some(&last)) = (framed.first(), framed.get(1), framed.last())
        {
            out.extend([head, first, last]);
            tables += 1;
        }
        start = end;
    }
    out.dedup();
    out
}

/// Whether `line` is a rule of a table's frame: only `+`, `-`, `=`, `|`, `:`, box-drawing strokes
/// (U+2500 to U+257F) and blanks, with at least three strokes across (`-`, `=`, `─`, `━`, `═`…):
/// `+-----+----+`, `|---|:--:|`, `├───┼───┤`, a bare `-----`.
pub(crate) fn table_rule(line: &[u8]) -> bool {
    // Read as bytes, left at the first that no rule holds (most lines: their first): a stroke of
    // U+2500 to U+257F is `E2 94 80` to `E2 95 BF` in UTF-8, and the three bars besides the ASCII
    // one (`│`, `┃`, `║`) are among them; any other byte, invalid UTF-8 included, is no rule's.
    let mut across = 0usize;
    let mut at = 0;
    while let Some(&b) = line.get(at) {
        match b {
            b'+' | b'|' | b':' | b' ' | b'\t' => at += 1,
            b'-' | b'=' => {
                across += 1;
                at += 1;
            }
            0xE2 => {
                let (Some(&second), Some(&third)) = (line.get(at + 1), line.get(at + 2)) else {
                    return false;
                };
                if !matches!(second, 0x94 | 0x95) || !(0x80..=0xBF).contains(&third) {
                    return false;
                }
                // `│` (E2 94 82), `┃` (E2 94 83) and `║` (E2 95 91) are bars, not strokes across.
                if !matches!((second, third), (0x94, 0x82 | 0x83) | (0x95, 0x91)) {
                    across += 1;
                }
                at += 3;
            }
            _ => return false,
        }
    }
    across >= 3
}

/// The cells of a framed line (one that opens and closes on `|`, `│`, `┃` or `║`, past blanks),
/// counted: as many as the bars between them; `None` for a line not framed.
pub(crate) fn framed_line(line: &[u8]) -> Option<usize> {
    let framed = std::str::from_utf8(line.trim_ascii()).ok()?;
    let bar = |c: char| matches!(c, '|' | '│' | '┃' | '║');
    (framed.chars().count() >= 2 && framed.starts_with(bar) && framed.ends_with(bar))
        .then(|| framed.matches(bar).count().saturating_sub(1))
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn a_framed_tables_bounds_are_its_header_first_and_last_rows() {
        let text = "Messages by category\n\n+-----------+-------+\n|type       |number |\n+===========+=======+\n|convention |28     |\n+-----------+-------+\n|refactor   |11     |\n+-----------+-------+\n|error      |1      |\n+-----------+-------+\n";
        assert_eq!(bounds(&Lines::new(text)), vec![3, 5, 9]);
        // Box strokes, two tables.
        let boxed = "┌────┬───┐\n│ a  │ b │\n├────┼───┤\n│ x  │ 1 │\n│ y  │ 2 │\n│ z  │ 3 │\n└────┴───┘\n\n+---+\n|h  |\n+---+\n|r1 |\n|r2 |\n+---+\n";
        assert_eq!(bounds(&Lines::new(boxed)), vec![1, 3, 5, 9, 11, 12]);
    }

    #[test]
    fn what_is_no_framed_table_gives_nothing() {
        // A single rule under a title, rows not framed, too few rows.
        for text in [
            "Title\n-----\na 1\nb 2\nc 3\n",
            "+--+\n|h |\n+--+\n|r1|\n+--+\n",
            "+--+--+\n| a | b\n+--+--+\n| 1 | 2 |\n| 3 | 4 |\n",
            "",
        ] {
            assert_eq!(bounds(&Lines::new(text)), Vec::<usize>::new(), "{text}");
        }
    }

    #[test]
    fn rules_and_framed_lines() {
        for rule in ["+-----+----+", "+=====+====+", "|---|:--:|", "├───┼───┤", "-----", "  ═══  "]
        {
            assert!(table_rule(rule.as_bytes()), "{rule}");
        }
        for line in ["|type |number |", "--", "+ x -----", "== Title ==", "", "| |"] {
            assert!(!table_rule(line.as_bytes()), "{line}");
        }
        assert_eq!(framed_line(b"|type     |old number |difference |"), Some(3));
        assert_eq!(framed_line(b"  |                         |now   |"), Some(2));
        assert_eq!(framed_line("│ a b │ 1 │".as_bytes()), Some(2));
        assert_eq!(framed_line(b"old number | difference"), None);
        assert_eq!(framed_line(b"|"), None);
    }

    /// The rule as first written, char by char over the line read as UTF-8: what the byte
    /// reading must agree with.
    fn table_rule_by_chars(line: &[u8]) -> bool {
        let Ok(line) = std::str::from_utf8(line) else { return false };
        let mut across = 0usize;
        for c in line.chars() {
            match c {
                '+' | '|' | ':' | ' ' | '\t' | '│' | '┃' | '║' => {}
                '-' | '=' | '\u{2500}'..='\u{257F}' => across += 1,
                _ => return false,
            }
        }
        across >= 3
    }

    #[test]
    fn a_rule_is_read_as_bytes_as_it_was_as_chars() {
        // Each box-drawing character, the bars among them, their neighbours outside the block
        // (U+24FF, U+2580) and a stroke cut short or broken.
        let mut lines: Vec<Vec<u8>> = ('\u{24F0}'..='\u{258F}')
            .map(|c| format!("+--{c}--+").into_bytes())
            .chain(["├─", "─┤│", "║═", "┃━"].map(|s| s.as_bytes().to_vec()))
            .collect();
        lines.extend([
            b"--\xE2\x94".to_vec(),
            b"---\xE2".to_vec(),
            b"---\xE2\x94\x7F".to_vec(),
            b"-\xE2\x96\x80-".to_vec(),
        ]);
        for line in &lines {
            assert_eq!(table_rule(line), table_rule_by_chars(line), "{}", String::from_utf8_lossy(line));
        }
    }

    proptest! {
        /// Any bytes, box strokes among them: the byte reading agrees with the char reading.
        #[test]
        fn a_rule_read_as_bytes_agrees_with_chars(
            parts in prop::collection::vec(
                prop_oneof![
                    Just(b"-".to_vec()), Just(b"=".to_vec()), Just(b"+".to_vec()), Just(b"|".to_vec()),
                    Just(b" ".to_vec()), Just(b":".to_vec()), Just("\u{2502}".as_bytes().to_vec()),
                    Just("\u{2551}".as_bytes().to_vec()), Just(vec![0xE2]), Just(vec![0xE2, 0x95]),
                    (0x2490u32..0x25A0)
                        .prop_map(|c| char::from_u32(c).map(String::from).unwrap_or_default().into_bytes()),
                    any::<u8>().prop_map(|b| vec![b]),
                ],
                0..12,
            ),
        ) {
            let line = parts.concat();
            prop_assert_eq!(table_rule(&line), table_rule_by_chars(&line));
        }

        /// Any text: no panic; every bound is a framed line of the text, in order, once.
        #[test]
        fn bounds_are_framed_lines(
            text in "([a-c ]{0,6}|\\|[a-c0-9 |]{0,8}\\||[-+=|]{0,8}|├─┼─┤|│ a │)(\n([a-c ]{0,6}|\\|[a-c0-9 |]{0,8}\\||[-+=|]{0,8}|├─┼─┤|│ a │)){0,40}",
        ) {
            let lines = Lines::new(&text);
            let got = bounds(&lines);
            prop_assert!(got.windows(2).all(|w| w[0] < w[1]));
            for &i in &got {
                prop_assert!(i < lines.len());
                prop_assert!(framed_line(lines.bytes(i)).is_some() && !table_rule(lines.bytes(i)));
            }
        }
    }
}
