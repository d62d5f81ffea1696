//! An outlier keeps its paragraph: a row kept for what it alone writes comes with the lines of
//! its record — the run of lines around it between blank lines, when that run is short.
//!
//! A watchpoint's stop is four lines (the old value, the new, the frame, its source line) and a
//! catalogue's entry two (the source and its translation): the row that stands out is one of
//! them, and read alone it says what changed but not where. So a row found odd (a counter's
//! break, `steps`; a phrase lacking its template's words, `phrases`) is kept with the lines
//! above and below it up to a blank line, when there are at most [`REACH`] on each side; a row
//! in a longer run keeps no more than itself. A rule about how lines are written, for any output.

use ctx_squash_core::Lines;

/// Lines of a paragraph read at most on each side of its row.
const REACH: usize = 4;

/// `rows` (sorted lines of `lines`) with the lines of each row's paragraph, when it is short,
/// sorted.
pub(crate) fn with_paragraphs(lines: &Lines<'_>, rows: &[usize]) -> Vec<usize> {
    let blank = |i: usize| lines.bytes(i).trim_ascii().is_empty();
    let mut kept = Vec::with_capacity(rows.len() * 2);
    for &row in rows.iter().filter(|&&row| row < lines.len()) {
        kept.push(row);
        let first = (1..=REACH + 1).map_while(|back| row.checked_sub(back)).find(|&i| blank(i));
        let first = match first {
            Some(blank_line) => blank_line + 1,
            None if row <= REACH => 0,
            None => continue,
        };
        let last = (row + 1..=row + REACH + 1).take_while(|&i| i < lines.len()).find(|&i| blank(i));
        let last = match last {
            Some(blank_line) => blank_line,
            None if row + REACH + 1 >= lines.len() => lines.len(),
            None => continue,
        };
        kept.extend(first..last);
    }
    kept.sort_unstable();
    kept.dedup();
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A row between blank lines keeps its record; a row of a long run keeps only itself.
    #[test]
    fn a_row_keeps_its_short_paragraph() {
        let text = "head\n\nOld value = 60\nNew value = 100\nframe (n=61)\n9\t}\n\nnext\n";
        let lines = Lines::new(text);
        assert_eq!(with_paragraphs(&lines, &[3]), [2, 3, 4, 5]);
        let long = "row\n".repeat(40);
        let lines = Lines::new(&long);
        assert_eq!(with_paragraphs(&lines, &[20]), [20]);
        // At the start and end of the output, the paragraph runs to the edge.
        let lines = Lines::new("a\nb\nc\n");
        assert_eq!(with_paragraphs(&lines, &[1]), [0, 1, 2]);
    }

    proptest::proptest! {
        /// Any lines and rows: the paragraphs hold the rows, lines of the output, sorted.
        #[test]
        fn paragraphs_hold_their_rows(lines in proptest::collection::vec("[a ]{0,3}", 0..40), rows in proptest::collection::vec(0usize..50, 0..6)) {
            let text = lines.join("\n");
            let parsed = Lines::new(&text);
            let mut rows = rows;
            rows.sort_unstable();
            rows.dedup();
            let kept = with_paragraphs(&parsed, &rows);
            proptest::prop_assert!(rows.iter().filter(|&&r| r < parsed.len()).all(|r| kept.contains(r)));
            proptest::prop_assert!(kept.iter().all(|&i| i < parsed.len()));
            proptest::prop_assert!(kept.windows(2).all(|pair| pair[0] < pair[1]));
            proptest::prop_assert!(kept.len() <= rows.len() * (2 * REACH + 1));
        }
    }
}
