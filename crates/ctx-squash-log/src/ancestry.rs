//! A finding is named by its ancestors: the lines above it that an indented report nests it
//! under.
//!
//! Whatever the tool, a report that indents says what a line belongs to by the lines above it
//! that are less indented: behave's `Scenario: … # features/stock.feature:28` and its step `Then
//! the pick list is # features/steps/stock_steps.py:52` above an indented `ASSERT FAILED`, Go's
//! `--- FAIL: TestParse` above `    --- FAIL: TestParse/empty`, a test runner's `describe` blocks
//! above a failure, a YAML or JSON document's keys above an `error:` deep inside it. A kept
//! failure without them says what went wrong but not where or in which case; with them an agent
//! can find it. So every kept error or warning headline that is indented keeps, within a reach,
//! the nearest line above it at each shallower depth, up to the margin.

use ctx_squash_core::Lines;

use crate::formats::indent;

/// Lines looked at above a headline for its ancestors.
const REACH: usize = 256;
/// Ancestors kept at most per headline (the nearest ones).
const MAX_ANCESTORS: usize = 6;

/// The ancestors of line `idx`, nearest first: walking up at most [`REACH`] lines, every line
/// that is not blank and is less indented than the last one found (the headline first), up to a
/// line at the margin or [`MAX_ANCESTORS`] of them. A line at the margin has none.
pub(crate) fn ancestors(lines: &Lines<'_>, idx: usize) -> Vec<usize> {
    let mut found = Vec::new();
    if idx >= lines.len() {
        return found;
    }
    let mut depth = indent(lines.bytes(idx));
    for i in (idx.saturating_sub(REACH)..idx).rev() {
        if depth == 0 || found.len() == MAX_ANCESTORS {
            break;
        }
        let line = lines.bytes(i);
        if line.trim_ascii().is_empty() {
            continue;
        }
        let d = indent(line);
        if d < depth {
            found.push(i);
            depth = d;
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, idx: usize, expected: &[usize]) {
        assert_eq!(ancestors(&Lines::new(text), idx), expected, "{text}");
    }

    #[test]
    fn nearest_shallower_lines_up_to_the_margin() {
        let behave = "Feature: stock\n\n  Scenario: a  # f:11\n    Given x  # s:6\n\n  Scenario: b  # f:28\n    Given y  # s:6\n    Then z  # s:52\n      | bin |\n      | A-01 |\n      ASSERT FAILED: x\n";
        check(behave, 10, &[7, 5, 0]);
        // At the margin: none.
        check(behave, 0, &[]);
        check("a\n  b\nerror: x\n", 2, &[]);
        // Blank lines are no ancestors, and a deeper line between is skipped.
        check("--- FAIL: TestParse\n        x_test.go:9: boom\n    --- FAIL: TestParse/empty\n", 2, &[0]);
        // Out of range: none.
        check("a\n", 5, &[]);
    }

    #[test]
    fn the_walk_is_bounded() {
        let mut text = String::from("root\n");
        for _ in 0..REACH + 10 {
            text.push_str("  filler\n");
        }
        text.push_str("    error: deep\n");
        let lines = Lines::new(&text);
        // The root is past the reach: only the nearest shallower line is found.
        assert_eq!(ancestors(&lines, lines.len() - 1), vec![lines.len() - 2]);
        let mut deep = String::new();
        for d in 0..20 {
            deep.push_str(&" ".repeat(d));
            deep.push_str("k:\n");
        }
        let lines = Lines::new(&deep);
        assert_eq!(ancestors(&lines, 19).len(), MAX_ANCESTORS);
    }
}
