//! A diff's interleaved tool lines are a log: its findings and the first line of each shape kept.
//!
//! A tool that prints diffs often prints its own lines among them (lib2to3's `RefactoringTool:
//! Refactored a.py`, black's `would reformat a.py`), on stderr interleaved with the diffs on
//! stdout. Such a line has no diff gutter (` `, `+`, `-`, `\`, `@@`, a header): it belongs to no
//! hunk and is read as the log it is. Its findings (an error, a warning, a verdict: the lines
//! `important` tells) are kept, one per text modulo numbers; so is the first line of each of its
//! shapes — the words before the first one that names something (a number, a path, a file) —,
//! [`MAX_SHAPES`] at most: `Refactored legacy/spool_01.py` stands for the forty like it, and
//! `Files that need to be modified:` opens a list of its own. What they cost is kept whatever the
//! budget, as a diff's headers are, [`MAX_FINDINGS`] findings at most.

use std::collections::HashSet;

use ctx_squash_core::hash_digits_folded;

use crate::important::is_important;

/// The most shapes of tool lines whose first line is kept.
pub(crate) const MAX_SHAPES: usize = 12;
/// The most findings kept: a long log printed after a diff is not the diff's, and its findings
/// past these are offered with the tool's other lines.
pub(crate) const MAX_FINDINGS: usize = 32;

/// The tool lines of a diff read so far: the findings and the shapes seen.
#[derive(Default)]
pub(crate) struct ToolLog {
    findings: HashSet<u64>,
    shapes: HashSet<u64>,
}

impl ToolLog {
    /// Whether a tool line (no diff line) is kept: a finding not seen before modulo numbers, or
    /// the first line of its shape while fewer than [`MAX_SHAPES`] shapes were seen.
    pub(crate) fn keeps(&mut self, line: &[u8]) -> bool {
        let lower = line.to_ascii_lowercase();
        if is_important(&lower, line) {
            return self.findings.len() < MAX_FINDINGS && self.findings.insert(hash_digits_folded(&lower));
        }
        let shape = shape(line);
        if shape.is_empty() || self.shapes.len() >= MAX_SHAPES {
            return false;
        }
        self.shapes.insert(hash_digits_folded(shape))
    }
}

/// A line's shape: its words up to the first one that names something (holds a digit, a `/`, or
/// a `.` or `_` inside it), trimmed.
fn shape(line: &[u8]) -> &[u8] {
    let names = |word: &[u8]| {
        let inner = word.strip_suffix(b":").unwrap_or(word);
        let inner = inner.strip_suffix(b".").unwrap_or(inner);
        inner.iter().any(|&b| b.is_ascii_digit() || matches!(b, b'/' | b'\\' | b'.' | b'_' | b'='))
    };
    let mut end = 0;
    let mut at = 0;
    for word in line.split(|&b| b == b' ') {
        if names(word) {
            break;
        }
        at += word.len() + 1;
        end = at.min(line.len());
    }
    line.get(..end).unwrap_or_default().trim_ascii()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_shape_is_the_words_before_the_first_that_names_something() {
        assert_eq!(shape(b"RefactoringTool: Refactored legacy/spool_01.py"), b"RefactoringTool: Refactored");
        assert_eq!(
            shape(b"RefactoringTool: Files that need to be modified:"),
            b"RefactoringTool: Files that need to be modified:"
        );
        assert_eq!(shape(b"would reformat src/a.py"), b"would reformat");
        assert_eq!(shape(b"3 files would be reformatted."), b"");
    }

    #[test]
    fn each_finding_once_and_the_first_line_of_each_shape() {
        let mut log = ToolLog::default();
        let kept: Vec<bool> = [
            "RefactoringTool: Refactored legacy/spool_01.py",
            "RefactoringTool: Refactored legacy/spool_02.py",
            "RefactoringTool: Can't parse legacy/spool_17.py: ParseError: bad input",
            "RefactoringTool: Can't parse legacy/spool_18.py: ParseError: bad input",
            "RefactoringTool: Files that need to be modified:",
            "RefactoringTool: legacy/spool_01.py",
            "RefactoringTool: legacy/spool_02.py",
            "RefactoringTool: There was 1 error:",
        ]
        .iter()
        .map(|line| log.keeps(line.as_bytes()))
        .collect();
        assert_eq!(kept, [true, false, true, false, true, true, false, true]);
    }

    #[test]
    fn shapes_are_capped() {
        let mut log = ToolLog::default();
        let kept = (0..40)
            .filter(|i| log.keeps(format!("step{} word{} done", "x".repeat(*i), "y").as_bytes()))
            .count();
        assert_eq!(kept, MAX_SHAPES);
    }

    #[test]
    fn findings_are_capped() {
        let mut log = ToolLog::default();
        let kept = (0..100)
            .filter(|i| log.keeps(format!("error: step{} failed", "x".repeat(*i)).as_bytes()))
            .count();
        assert_eq!(kept, MAX_FINDINGS);
    }

    proptest! {
        /// Any lines: no panic, and a line once kept is never kept again.
        #[test]
        fn no_line_is_kept_twice(lines in proptest::collection::vec(".{0,40}", 0..30)) {
            let mut log = ToolLog::default();
            for line in &lines {
                if log.keeps(line.as_bytes()) {
                    prop_assert!(!log.keeps(line.as_bytes()));
                }
            }
        }
    }
}
