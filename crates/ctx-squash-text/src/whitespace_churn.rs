//! Whitespace churn folds first: a changed line equal to its partner once whitespace is ignored
//! is what `diff -w` hides, and a change that still differs is the diff's standout.
//!
//! A unified diff (git, svn, hg, `diff -u`) writes a changed place as a run of removed lines
//! followed by a run of added ones. Within a hunk, the `-` and `+` lines of such a run are paired
//! by order, as `hunks` pairs them: the i-th removed line with the i-th added line. A pair whose
//! lines hold the same words in the same order — the same text once blanks, tabs and trailing `\r`s
//! are ignored, but `a b` still differs from `ab` — is churn: a re-indent, stripped trailing
//! spaces, tabs turned to spaces. Leading blanks are the exception: in Python, YAML or a Makefile,
//! and in any nesting, how deep a line stands is part of what it says. A pair whose leading blanks
//! differ is churn only when it keeps the line's nesting: each line stands deeper than, as deep as
//! or shallower than the nearest non-blank line before it and after it in its own file (context or
//! a line of its own side, a tab reaching the next multiple of 8 columns) as the other does — a
//! whole block re-indented, tabs turned to spaces of the same width. A line moved out of an `if` or
//! into a YAML key is a change, and so is a re-indent with no non-blank line of its file around it
//! in the hunk (`diff -U0`): nothing shows its nesting kept. A pair of whitespace-only lines is
//! churn (their depth says nothing). Each file's neighbours are read once a hunk. When the runs'
//! lengths differ, the lines past the shorter run have no partner and are never churn (a line added
//! or removed is a change whatever it holds); so is every line of a place with a `\ No newline at
//! end of file` line in it or right after it. Combined diffs (`@@@`) are not read.
//!
//! The diff squasher offers churn after every other change, so a real change buried in churn
//! keeps its lines (its file and hunk headers are kept anyway) before the first churn line does.

use crate::hunks::{Line, Side};

/// The 0-based indices of the churn lines of `bytes`, ascending: the `-`/`+` lines of a hunk that
/// are paired by order with a line holding the same words at the same nesting (see the module's
/// documentation).
pub(crate) fn churn_lines(bytes: &[u8]) -> Vec<usize> {
    let mut churn = Vec::new();
    // A combined diff's `@@@` hunk has a column per parent: its lines are not read.
    for hunk in crate::hunks::hunks(bytes).filter(crate::hunks::Hunk::is_plain) {
        hunk_churn(&hunk.lines, hunk.pairs(), &mut churn);
    }
    churn.sort_unstable();
    churn
}

/// The churn of a hunk: of its pairs (positions in `lines`), those holding the same words at the
/// same nesting.
fn hunk_churn(lines: &[Line<'_>], pairs: impl Iterator<Item = (usize, usize)>, churn: &mut Vec<usize>) {
    // Read once a hunk, and only when a pair's leading blanks differ: where the nearest non-blank
    // line of each file stands around every line.
    let mut around: Option<[Around; 2]> = None;
    for (old, new) in pairs {
        let (Some(old_line), Some(new_line)) = (lines.get(old), lines.get(new)) else { continue };
        if !same_words(old_line.text, new_line.text) {
            continue;
        }
        // Blank lines' depth says nothing; the same leading blanks keep the nesting.
        let same_lead = (is_blank(old_line.text) && is_blank(new_line.text))
            || lead(old_line.text) == lead(new_line.text);
        let churned = same_lead || {
            let [old_files, new_files] = around
                .get_or_insert_with(|| [Around::read(lines, Side::Old), Around::read(lines, Side::New)]);
            same_nesting(old_files.of(lines, old), new_files.of(lines, new))
        };
        if churned {
            churn.extend([old_line.idx, new_line.idx]);
        }
    }
}

/// Where a line stands against the nearest non-blank line of its own file before it and after
/// it: deeper, as deep or shallower (`None` where its file has no such line in the hunk).
type Standing = (Option<std::cmp::Ordering>, Option<std::cmp::Ordering>);

/// Whether a removed line and an added one whose leading blanks differ stand at the same nesting:
/// each is deeper, as deep or shallower than the nearest non-blank line before it and after it in
/// its own file as the other is. With no such line on either side (a hunk of `diff -U0`), nothing
/// shows the nesting kept: a change.
fn same_nesting(old: Standing, new: Standing) -> bool {
    old == new && old != (None, None)
}

/// The depths of the nearest non-blank lines of one file before and after each line of a hunk.
struct Around {
    before: Vec<Option<usize>>,
    after: Vec<Option<usize>>,
}

impl Around {
    /// Two passes over the hunk's lines for the file `side` (`Old` or `New`).
    fn read(lines: &[Line<'_>], side: Side) -> Self {
        let depth_in =
            |line: &Line<'_>| (line.side.stands_in(side) && !is_blank(line.text)).then(|| depth(line.text));
        let mut before = Vec::with_capacity(lines.len());
        let mut last = None;
        for line in lines {
            before.push(last);
            last = depth_in(line).or(last);
        }
        let mut after = vec![None; lines.len()];
        let mut next = None;
        for (slot, line) in after.iter_mut().zip(lines).rev() {
            *slot = next;
            next = depth_in(line).or(next);
        }
        Self { before, after }
    }

    /// Where the line at `at` stands against its file's nearest non-blank lines.
    fn of(&self, lines: &[Line<'_>], at: usize) -> Standing {
        let own = lines.get(at).map_or(0, |line| depth(line.text));
        let against = |depth: Option<&Option<usize>>| depth.copied().flatten().map(|d| own.cmp(&d));
        (against(self.before.get(at)), against(self.after.get(at)))
    }
}

/// A line's leading blanks.
fn lead(text: &[u8]) -> &[u8] {
    let n = text.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
    text.get(..n).unwrap_or_default()
}

/// The column a line's text starts at, a tab reaching the next multiple of 8.
fn depth(text: &[u8]) -> usize {
    lead(text).iter().fold(0, |col, &b| if b == b'\t' { (col / 8 + 1) * 8 } else { col + 1 })
}

/// Whether a line holds nothing but whitespace (its depth tells nothing).
fn is_blank(text: &[u8]) -> bool {
    text.iter().all(u8::is_ascii_whitespace)
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
    fn a_line_moved_out_of_its_block_is_a_change_and_a_block_re_indented_is_churn() {
        // Python: `return y` leaves the `if` — the same words, another program.
        let diff = "--- a/r.py\n+++ b/r.py\n@@ -1,5 +1,5 @@\n def f(x):\n     if x:\n         y = 1\n-        return y\n+    return y\n     return 0\n";
        assert!(churn_lines(diff.as_bytes()).is_empty());
        // YAML: a key indented under the one above it is nested in it.
        let yaml = "@@ -1,3 +1,3 @@\n build:\n-image: x\n+  image: x\n";
        assert!(churn_lines(yaml.as_bytes()).is_empty());
        // The whole body re-indented from 2 to 4 keeps every line's nesting.
        let block =
            "@@ -1,4 +1,4 @@\n def g():\n-  if x:\n-    y()\n-  z()\n+    if x:\n+        y()\n+    z()\n";
        assert_eq!(churn_lines(block.as_bytes()), vec![2, 3, 4, 5, 6, 7]);
        // A tab turned to the spaces it stood for, and a `\r` dropped, among tabbed context.
        let tabs = "@@ -1,3 +1,3 @@\n \tint a;\n-\tint b;\r\n+        int b;\n \tint c;\n";
        assert_eq!(churn_lines(tabs.as_bytes()), vec![2, 3]);
    }

    #[test]
    fn a_re_indent_with_no_line_around_it_is_a_change() {
        // `git diff -U0`: no context shows the nesting kept, so `return y` leaving its block is
        // a change (review of lost20).
        let diff = "--- a/r.py\n+++ b/r.py\n@@ -3 +3 @@\n-        return y\n+    return y\n";
        assert!(churn_lines(diff.as_bytes()).is_empty());
        // The same leading blanks need no neighbour: stripped trailing spaces stay churn.
        let trailing = "@@ -3 +3 @@\n-    return y   \n+    return y\n";
        assert_eq!(churn_lines(trailing.as_bytes()), vec![1, 2]);
    }

    #[test]
    fn blank_pairs_are_churn_and_are_read_in_one_pass() {
        // Whitespace-only lines whose blanks differ: their depth says nothing. 100,000 pairs of
        // them read each line's neighbours once a hunk, not once a pair (review of lost20: the
        // walk per pair took 69 s on 448 KB).
        let pairs = 100_000;
        let diff = format!("@@ -1,{pairs} +1,{pairs} @@\n{}{}", "-  \n".repeat(pairs), "+\t\n".repeat(pairs));
        let churn = churn_lines(diff.as_bytes());
        assert_eq!(churn.len(), 2 * pairs);
        assert_eq!(churn.first(), Some(&1));
        assert_eq!(churn.last(), Some(&(2 * pairs)));
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
            "@@ -1,2 +1,3 @@\n-a \n-b\n+a\n+b \n+b\n@@ -9 +9 @@\n-c\n\\ No newline at end of file\n+c\n";
        assert_eq!(churn_lines(diff.as_bytes()), vec![1, 2, 3, 4]);
        // A note right after the hunk's last line is the hunk's: the added line lost its newline.
        let noted = "@@ -9 +9 @@\n-c \n+c\n\\ No newline at end of file\n";
        assert!(churn_lines(noted.as_bytes()).is_empty());
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

        /// A line re-indented between two context lines is churn exactly when it stands against
        /// each of them as it stood before; the same leading blanks are always churn.
        #[test]
        fn a_re_indent_is_churn_when_it_keeps_the_nesting(
            above in 0usize..12, old in 0usize..12, new in 0usize..12, below in 0usize..12, trailing in 0usize..3,
        ) {
            let pad = |n: usize| " ".repeat(n);
            let diff = format!(
                "@@ -1,3 +1,3 @@\n {}a:\n-{}b c{}\n+{}b c\n {}d\n",
                pad(above), pad(old), pad(trailing), pad(new), pad(below),
            );
            let kept_nesting = old == new || (old.cmp(&above), old.cmp(&below)) == (new.cmp(&above), new.cmp(&below));
            let churn = churn_lines(diff.as_bytes());
            prop_assert_eq!(churn == vec![2, 3], kept_nesting, "{}", diff);
            prop_assert!(churn.is_empty() || kept_nesting);
        }
    }
}
