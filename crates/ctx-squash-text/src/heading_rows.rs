//! A heading's rows are its body: the indented lines right under a line that ends in `:`.
//!
//! Between a diff's files a tool prints its own lines, and some of them head a block
//! (`Changed paths:` in `svn log -v --diff`, `Conflicts:`, `Untracked files:`) whose rows are
//! indented (`   A /tags/v1.0 (from /trunk:34)`). An indented line reads like a hunk's context
//! line, but under such a heading it is none: it is what the heading announces, offered with it.

/// Tracks whether the line being read is a row under a heading.
#[derive(Default)]
pub(crate) struct HeadingRows {
    under: bool,
}

impl HeadingRows {
    /// Reads the next line; `tool` tells whether it is one of the tool's own lines (no diff
    /// syntax). Returns whether it is a row of the heading above it.
    pub(crate) fn row(&mut self, line: &[u8], tool: bool) -> bool {
        let indented =
            line.first().is_some_and(|&b| b == b' ' || b == b'\t') && !line.trim_ascii().is_empty();
        let row = self.under && indented;
        self.under = row || (tool && line.trim_ascii_end().ends_with(b":"));
        row
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn rows(text: &str) -> Vec<&str> {
        let mut rows = HeadingRows::default();
        text.lines()
            .filter(|line| {
                let tool = !matches!(line.bytes().next(), Some(b' ' | b'+' | b'-' | b'@') | None);
                rows.row(line.as_bytes(), tool)
            })
            .collect()
    }

    #[test]
    fn the_rows_under_a_heading_and_no_others() {
        let text = "Changed paths:\n   A /tags/v1.0 (from /trunk:34)\n   M /trunk/NOTES\n\nTag v1.0\n \
                    context\n@@ -1 +1 @@\n context:\n more\n";
        assert_eq!(rows(text), vec!["   A /tags/v1.0 (from /trunk:34)", "   M /trunk/NOTES"]);
    }

    proptest! {
        /// Any lines: no panic, every row is indented and follows a heading or a row.
        #[test]
        fn a_row_is_indented_under_a_heading(text in "([ a-c:+@-]{0,6}\n){0,30}") {
            let lines: Vec<&str> = text.lines().collect();
            let mut rows = HeadingRows::default();
            let mut previous: Option<(bool, bool, &str)> = None;
            for line in &lines {
                let tool = !matches!(line.bytes().next(), Some(b' ' | b'+' | b'-' | b'@') | None);
                let row = rows.row(line.as_bytes(), tool);
                if row {
                    prop_assert!(line.starts_with(' ') && !line.trim().is_empty());
                    let (p_row, p_tool, p_line) = previous.unwrap_or((false, false, ""));
                    prop_assert!(p_row || (p_tool && p_line.trim_end().ends_with(':')));
                }
                previous = Some((row, tool, line));
            }
        }
    }
}
