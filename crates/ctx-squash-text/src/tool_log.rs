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
//! budget, as a diff's headers are, [`MAX_FINDINGS`] findings at most and no more bytes than
//! the share of the budget the diff grants them: a log of hundreds of warnings printed after a
//! diff is not the diff's, and its findings past those caps take no place before the changes.

use std::collections::HashSet;

use ctx_squash_core::hash_digits_folded;

use crate::important::is_important;

/// The most shapes of tool lines whose first line is kept.
pub(crate) const MAX_SHAPES: usize = 12;
/// The most tool lines offered besides those kept: a long log printed after a diff is not the
/// diff's.
pub(crate) const MAX_TOOL_LINES: usize = 40;
/// The most findings kept: a long log printed after a diff is not the diff's, and its findings
/// past these are offered with the tool's other lines.
pub(crate) const MAX_FINDINGS: usize = 32;

/// What becomes of a tool line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ToolLine {
    /// Kept whatever the budget: a new finding within the caps, or the first line of its shape.
    Kept,
    /// A new finding past the caps: offered nowhere before the changes.
    PastCaps,
    /// Any other tool line (a finding's repeat, a shape's later line).
    Other,
}

/// The tool lines of a diff read so far: the findings and the shapes seen, the bytes the findings
/// kept may still take, and the other tool lines offered.
pub(crate) struct ToolLog {
    findings: HashSet<u64>,
    shapes: HashSet<u64>,
    bytes_left: usize,
    /// Tool lines offered besides those kept, and the bytes those before the changes may take.
    offered: usize,
    offered_bytes_left: usize,
    /// The order (in rank 1) of a tool line offered within its share, and past it.
    within: usize,
    past: usize,
}

impl ToolLog {
    /// A log whose findings kept take `share` bytes at most, and whose other lines offered take
    /// `share` bytes at most at order `within` of rank 1, at order `past` beyond it.
    pub(crate) fn new(share: usize, within: usize, past: usize) -> Self {
        Self {
            findings: HashSet::new(),
            shapes: HashSet::new(),
            bytes_left: share,
            offered: 0,
            offered_bytes_left: share,
            within,
            past,
        }
    }

    /// The rank a line of the diff's that is no diff syntax (`tool`) or a heading's row (`row`)
    /// is offered at, if any: `(0, 0)` kept whatever the budget (see [`Self::keeps`]); else, while
    /// fewer than [`MAX_TOOL_LINES`] were offered and it is no finding past the caps, before the
    /// changes within the share, after each file's first round of them past it.
    pub(crate) fn rank(&mut self, line: &[u8], cost: usize, tool: bool, row: bool) -> Option<(u8, usize)> {
        let verdict = if tool { self.keeps(line, cost) } else { ToolLine::Other };
        if verdict == ToolLine::Kept {
            return Some((0, 0));
        }
        if verdict == ToolLine::PastCaps || !(tool || row) || self.offered >= MAX_TOOL_LINES {
            return None;
        }
        self.offered += 1;
        let order = if cost <= self.offered_bytes_left { self.within } else { self.past };
        self.offered_bytes_left = self.offered_bytes_left.saturating_sub(cost);
        Some((1, order))
    }

    /// What becomes of a tool line (no diff line) that costs `cost` bytes kept: a finding not
    /// seen before modulo numbers is kept while fewer than [`MAX_FINDINGS`] were and its bytes
    /// fit in what is left; the first line of its shape while fewer than [`MAX_SHAPES`] shapes
    /// were seen.
    pub(crate) fn keeps(&mut self, line: &[u8], cost: usize) -> ToolLine {
        let lower = line.to_ascii_lowercase();
        if is_important(&lower, line) {
            let hash = hash_digits_folded(&lower);
            if self.findings.contains(&hash) {
                return ToolLine::Other;
            }
            if self.findings.len() >= MAX_FINDINGS || cost > self.bytes_left {
                return ToolLine::PastCaps;
            }
            self.findings.insert(hash);
            self.bytes_left -= cost;
            return ToolLine::Kept;
        }
        let shape = shape(line);
        if shape.is_empty()
            || self.shapes.len() >= MAX_SHAPES
            || !self.shapes.insert(hash_digits_folded(shape))
        {
            return ToolLine::Other;
        }
        ToolLine::Kept
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
        let mut log = ToolLog::new(usize::MAX, 0, 1);
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
        .map(|line| log.keeps(line.as_bytes(), line.len()) == ToolLine::Kept)
        .collect();
        assert_eq!(kept, [true, false, true, false, true, true, false, true]);
    }

    #[test]
    fn shapes_are_capped() {
        let mut log = ToolLog::new(usize::MAX, 0, 1);
        let kept = (0..40)
            .filter(|i| {
                log.keeps(format!("step{} word{} done", "x".repeat(*i), "y").as_bytes(), 1) == ToolLine::Kept
            })
            .count();
        assert_eq!(kept, MAX_SHAPES);
    }

    #[test]
    fn findings_are_capped() {
        let mut log = ToolLog::new(usize::MAX, 0, 1);
        let verdicts: Vec<ToolLine> = (0..100)
            .map(|i| log.keeps(format!("error: step{} failed", "x".repeat(i)).as_bytes(), 1))
            .collect();
        assert_eq!(verdicts.iter().filter(|v| **v == ToolLine::Kept).count(), MAX_FINDINGS);
        // The findings past the cap are told apart: they take no tool line's place.
        assert!(verdicts[MAX_FINDINGS..].iter().all(|v| *v == ToolLine::PastCaps));
    }

    #[test]
    fn findings_are_capped_by_bytes() {
        let mut log = ToolLog::new(1000, 0, 1);
        let verdicts: Vec<ToolLine> = (0..10)
            .map(|i| {
                let line = format!("warning: w{} {}", "x".repeat(i), "y".repeat(300));
                log.keeps(line.as_bytes(), line.len())
            })
            .collect();
        // Three lines of some 315 bytes fit in 1000; the fourth does not, nor any after it.
        assert_eq!(verdicts[..3], [ToolLine::Kept; 3]);
        assert!(verdicts[3..].iter().all(|v| *v == ToolLine::PastCaps));
        // A finding already kept is a repeat, not past the caps.
        let first = format!("warning: w {}", "y".repeat(300));
        assert_eq!(log.keeps(first.as_bytes(), first.len()), ToolLine::Other);
    }

    #[test]
    fn other_tool_lines_are_offered_before_the_changes_within_their_share_and_counted() {
        let mut log = ToolLog::new(100, 20, 99);
        let ranks: Vec<_> = (0..50)
            .map(|i| log.rank(format!("RefactoringTool: f{i}.py").as_bytes(), 30, true, false))
            .collect();
        // The first is its shape's first line; three more fit in 100 bytes; then past the share.
        assert_eq!(ranks[..5], [Some((0, 0)), Some((1, 20)), Some((1, 20)), Some((1, 20)), Some((1, 99))]);
        assert_eq!(ranks.iter().filter(|r| r.is_some()).count(), 1 + MAX_TOOL_LINES);
        // A diff's own line that is no heading's row is never offered.
        assert_eq!(ToolLog::new(100, 20, 99).rank(b"+x", 3, false, false), None);
    }

    proptest! {
        /// Any lines: no panic, and a line once kept is never kept again.
        #[test]
        fn no_line_is_kept_twice(lines in proptest::collection::vec(".{0,40}", 0..30)) {
            let mut log = ToolLog::new(400, 0, 1);
            let mut kept = 0;
            for line in &lines {
                if log.keeps(line.as_bytes(), line.len()) == ToolLine::Kept {
                    prop_assert!(log.keeps(line.as_bytes(), line.len()) != ToolLine::Kept);
                    kept += 1;
                }
            }
            prop_assert!(kept <= MAX_FINDINGS + MAX_SHAPES);
        }
    }
}
