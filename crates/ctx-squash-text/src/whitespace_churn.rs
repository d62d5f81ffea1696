//! Whitespace churn folds first: a changed line equal to its partner once whitespace is ignored
//! is what `diff -w` hides, and a change that still differs is the diff's standout.
//!
//! A unified diff (git, svn, hg, `diff -u`) writes a changed place as a run of removed lines
//! followed by a run of added ones. Within a hunk, the `-` and `+` lines of such a run are paired
//! by order: the i-th removed line with the i-th added line. A pair whose lines hold the same
//! words in the same order — the same text once blanks, tabs and trailing `\r`s are ignored, but
//! `a b` still differs from `ab` — is churn: a re-indent, stripped trailing spaces, tabs turned
//! to spaces. When the runs' lengths differ, the lines past the shorter run have no partner and
//! are never churn (a line added or removed is a change whatever it holds); so is every line of a
//! run broken by a `\ No newline at end of file` line. Combined diffs (`@@@`) are not read.
//!
//! The diff squasher offers churn after every other change, so a real change buried in churn
//! keeps its lines (its file and hunk headers are kept anyway) before the first churn line does.

use crate::small_hunks::Left;

/// The 0-based indices of the churn lines of `bytes`, ascending: the `-`/`+` lines of a hunk that
/// are paired by order with a line holding the same words (see the module's documentation).
pub(crate) fn churn_lines(bytes: &[u8]) -> Vec<usize> {
    let mut churn = Vec::new();
    let mut run = Run::default();
    let mut hunk: Option<Left> = None;
    for (idx, line) in bytes.split(|&b| b == b'\n').enumerate() {
        if let Some(left) = hunk.as_mut() {
            if left.takes(line) {
                match line.split_first() {
                    Some((b'-', text)) => {
                        if !run.added.is_empty() {
                            run.close(&mut churn);
                        }
                        run.removed.push((idx, text));
                    }
                    Some((b'+', text)) => run.added.push((idx, text)),
                    _ => run.close(&mut churn),
                }
                if left.done() {
                    run.close(&mut churn);
                    hunk = None;
                }
                continue;
            }
            run.close(&mut churn);
            hunk = None;
        }
        // A combined diff's `@@@` hunk has a column per parent: its lines are not read.
        if line.starts_with(b"@@ ") {
            hunk = Some(Left::from_header(line));
        }
    }
    run.close(&mut churn);
    churn.sort_unstable();
    churn
}

/// A run of removed lines and the added lines after it, each with its index, without its sign.
#[derive(Default)]
struct Run<'a> {
    removed: Vec<(usize, &'a [u8])>,
    added: Vec<(usize, &'a [u8])>,
}

impl Run<'_> {
    /// Ends the run: the pairs of lines holding the same words are churn.
    fn close(&mut self, churn: &mut Vec<usize>) {
        for (&(old, old_text), &(new, new_text)) in self.removed.iter().zip(&self.added) {
            if same_words(old_text, new_text) {
                churn.extend([old, new]);
            }
        }
        self.removed.clear();
        self.added.clear();
    }
}

/// Whether two lines hold the same words, in order, whatever blanks stand between and around them.
fn same_words(a: &[u8], b: &[u8]) -> bool {
    // Cheap first: lines whose non-blank bytes differ in number hold other words.
    let non_blank = |text: &[u8]| text.iter().filter(|b| !b.is_ascii_whitespace()).count();
    non_blank(a) == non_blank(b) && words(a).eq(words(b))
}

/// The words of a line: its runs of bytes other than ASCII whitespace.
fn words(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    text.split(u8::is_ascii_whitespace).filter(|word| !word.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_re_indent_and_stripped_spaces_are_churn_and_a_new_value_is_not() {
        let diff = "--- a/r.py\n+++ b/r.py\n@@ -1,4 +1,4 @@\n x\n-def f():   \n-  return 1\n-MAX = 3\n+def f():\n+    return 1\n+MAX = 0\n";
        assert_eq!(churn_lines(diff.as_bytes()), vec![4, 5, 7, 8]);
    }

    #[test]
    fn blanks_between_words_matter_where_there_are_none() {
        assert!(same_words(b"  a  b\t", b"a b"));
        assert!(same_words(b"a\r", b"a"));
        assert!(!same_words(b"a b", b"ab"));
        assert!(!same_words(b"a", b"a a"));
        assert!(same_words(b"", b"   "));
    }

    #[test]
    fn lines_past_the_shorter_run_and_runs_broken_by_a_note_are_no_churn() {
        let diff =
            "@@ -1,2 +1,3 @@\n-a \n-b\n+a\n+ b\n+b\n@@ -9 +9 @@\n-c\n\\ No newline at end of file\n+c\n";
        assert_eq!(churn_lines(diff.as_bytes()), vec![1, 2, 3, 4]);
    }

    #[test]
    fn pairs_are_read_within_hunks_only() {
        // The file headers are no pair, nor are a combined diff's columns.
        let diff = "--- a\n+++ a\n@@@ -1 -1 +1 @@@\n- x\n+ x\n";
        assert!(churn_lines(diff.as_bytes()).is_empty());
    }

    proptest! {
        /// Any text: no panic, and the indices named are `+`/`-` lines of it, as many of each.
        #[test]
        fn indices_are_changed_lines(text in "(@@ -[0-9,]{0,4} \\+[0-9,]{0,4} @@\n|[ +\\\\-]?[ a-b]{0,4}\n|--- a\n){0,40}") {
            let lines: Vec<&str> = text.split('\n').collect();
            let churn = churn_lines(text.as_bytes());
            prop_assert!(churn.windows(2).all(|w| w[0] < w[1]));
            let mut signs = [0usize; 2];
            for idx in churn {
                let line = lines.get(idx).copied().unwrap_or_default();
                prop_assert!(line.starts_with('+') || line.starts_with('-'), "{line:?}");
                signs[usize::from(line.starts_with('+'))] += 1;
            }
            // Churn comes in pairs: as many removed lines as added.
            prop_assert_eq!(signs[0], signs[1]);
        }
    }
}
