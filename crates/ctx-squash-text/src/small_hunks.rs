//! A small change is never folded: the `-`/`+` lines of a hunk of few changed lines are kept.
//!
//! A unified diff's hunk (`@@ -40,7 +40,7 @@`) is its changed lines among context. When only a
//! few lines changed (a value put in place of another, a line added), those lines are the whole
//! fact the diff reports, and they cost little next to the file and hunk headers kept anyway: a
//! hunk with at most [`SMALL_HUNK`] changed lines keeps every one of them, whatever the budget.
//! Any diff (git, svn, `diff -u`), its hunks read as `hunks` reads them: a hunk runs from its
//! header for as many lines as its header counts (`-a,b +c,d`: `b` old and `d` new), or, when the
//! header holds no counts, for as long as its lines are a hunk's (` `, `+`, `-`, `\`, none of them
//! a file's `---`/`+++` header).
//!
//! A word diff (`git diff --word-diff=plain`) is read the same way, its changed lines told by
//! their inline marks (`[-old-]{+new+}`, see `marks`): its lines carry no column to count them
//! by, so a hunk runs from its header to the next hunk's or file's (`@@`, `diff `).

/// The most changed lines a hunk may have to be kept whole.
pub(crate) const SMALL_HUNK: usize = 4;

/// The 0-based indices of the changed lines of every hunk of `bytes` with at most
/// [`SMALL_HUNK`] of them, ascending; `word`: `bytes` is a word diff (see the module's
/// documentation).
pub(crate) fn small_hunk_changes(bytes: &[u8], word: bool) -> Vec<usize> {
    if word {
        return small_word_hunk_changes(bytes);
    }
    let mut kept = Vec::new();
    for hunk in crate::hunks::hunks(bytes) {
        let mut changes: Vec<usize> =
            hunk.lines.iter().filter(|line| line.side.is_change()).map(|line| line.idx).collect();
        end_hunk(&mut changes, &mut kept);
    }
    kept
}

/// [`small_hunk_changes`] of a word diff: a hunk runs to the next hunk or file header, and its
/// changed lines are those that mark a change inside them.
fn small_word_hunk_changes(bytes: &[u8]) -> Vec<usize> {
    let mut kept = Vec::new();
    let mut changes: Vec<usize> = Vec::new();
    let mut in_hunk = false;
    for (idx, line) in bytes.split(|&b| b == b'\n').enumerate() {
        if line.starts_with(b"@@") || line.starts_with(b"diff ") {
            end_hunk(&mut changes, &mut kept);
            in_hunk = line.starts_with(b"@@");
        } else if in_hunk && crate::marks::marks_change(line) {
            changes.push(idx);
        }
    }
    end_hunk(&mut changes, &mut kept);
    kept
}

/// Closes a hunk: its changed lines are kept when they are few.
fn end_hunk(changes: &mut Vec<usize>, kept: &mut Vec<usize>) {
    if changes.len() <= SMALL_HUNK {
        kept.append(changes);
    }
    changes.clear();
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_one_line_change_is_kept_and_a_long_one_is_not() {
        let diff = "Index: a.c\n--- a.c\t(revision 35)\n+++ a.c\t(revision 36)\n@@ -1,3 +1,3 @@\n x\n-y = 1\n+y = 2\n z\n\
                    Index: b.c\n--- b.c\n+++ b.c\n@@ -0,0 +1,5 @@\n+1\n+2\n+3\n+4\n+5\n";
        assert_eq!(small_hunk_changes(diff.as_bytes(), false), vec![5, 6]);
    }

    #[test]
    fn a_hunk_ends_where_its_counts_do_not_at_the_next_files_header() {
        // The next file's `--- `/`+++ ` lines follow the last counted line: they are no change.
        let diff = "@@ -1 +1 @@\n-a\n+b\n--- c\n+++ c\n@@ -1,2 +1,2 @@\n-d\n+e\n f\n";
        assert_eq!(small_hunk_changes(diff.as_bytes(), false), vec![1, 2, 6, 7]);
    }

    #[test]
    fn a_crlf_diffs_empty_context_line_is_context_not_the_hunks_end() {
        // `\r` alone is an empty context line of a `\r\n` diff: the change after it is the hunk's.
        let diff = "--- a\r\n+++ a\r\n@@ -1,3 +1,3 @@\r\n a\r\n\r\n-b\r\n+c\r\n";
        assert_eq!(small_hunk_changes(diff.as_bytes(), false), vec![5, 6]);
    }

    #[test]
    fn a_hunk_without_counts_runs_while_its_lines_are_a_hunks() {
        let diff = "@@@ conflict @@@\n-a\n+b\n--- next\n";
        assert_eq!(small_hunk_changes(diff.as_bytes(), false), vec![1, 2]);
    }

    #[test]
    fn a_word_diffs_hunk_of_few_marked_lines_is_kept_and_a_long_one_is_not() {
        let diff = "diff --git a/r.md b/r.md\n--- a/r.md\n+++ b/r.md\n@@ -1,3 +1,3 @@\n## Keys\n\
                    hashed by [-SHA-256-]{+xxh3-128+} of the call\nlet v = [-1, 2];\n\
                    @@ -9,5 +9,5 @@\n{+a+}\n{+b+}\n[-c-]\n{+d+}\n{+e+}\ndiff --git a/s b/s\n[-f-]\n";
        // The second hunk marks five lines; `[-1, 2]` is no mark, and a line past the file's
        // header is in no hunk.
        assert_eq!(small_hunk_changes(diff.as_bytes(), true), vec![5]);
    }

    proptest! {
        /// Any text read as a word diff: no panic, and every index named is a line marking a
        /// change, at most [`SMALL_HUNK`] of them after each header.
        #[test]
        fn a_word_diffs_indices_are_marked_lines(text in "(@@ -1 \\+1 @@\n|diff x\n|[ a]{0,2}(\\[-[ab]{0,2}-\\]|\\{\\+[ab]{0,2}\\+\\}|[-+\\[\\]{}])?[ a]{0,2}\n){0,40}") {
            let lines: Vec<&str> = text.split('\n').collect();
            let kept = small_hunk_changes(text.as_bytes(), true);
            prop_assert!(kept.windows(2).all(|w| w[0] < w[1]));
            // The header a line comes after: its hunk's (`@@`) or a file's (`diff `).
            let header = |idx: usize| {
                lines.get(..idx).and_then(|before| before.iter().rposition(|l| l.starts_with("@@") || l.starts_with("diff ")))
            };
            for &idx in &kept {
                let line = lines.get(idx).copied().unwrap_or_default();
                prop_assert!(crate::marks::marks_change(line.as_bytes()), "{line:?}");
                let own = header(idx);
                prop_assert!(own.and_then(|h| lines.get(h)).is_some_and(|h| h.starts_with("@@")));
                prop_assert!(kept.iter().filter(|&&k| header(k) == own).count() <= SMALL_HUNK);
            }
        }

        /// Any text: no panic, and every index named is a `+`/`-` line of it.
        #[test]
        fn indices_are_changed_lines(text in "(@@ -[0-9,]{0,4} \\+[0-9,]{0,4} @@\n|[ +\\\\-]?[a-c]{0,3}\n|--- a\n){0,40}") {
            let lines: Vec<&str> = text.split('\n').collect();
            let kept = small_hunk_changes(text.as_bytes(), false);
            prop_assert!(kept.windows(2).all(|w| w[0] < w[1]));
            for idx in kept {
                let line = lines.get(idx).copied().unwrap_or_default();
                prop_assert!(line.starts_with('+') || line.starts_with('-'), "{line:?}");
            }
        }

        /// A hunk of `n` changed lines among context, after a header that counts them: every
        /// changed line is kept when `n` is small, none when it is not.
        #[test]
        fn a_counted_hunk_keeps_its_few_changes(before in 0usize..4, n in 1usize..8, after in 0usize..4) {
            let mut diff = format!("--- a\n+++ a\n@@ -1,{} +1,{} @@\n", before + after, before + after + n);
            diff.extend((0..before).map(|i| format!(" ctx {i}\n")));
            diff.extend((0..n).map(|i| format!("+new {i}\n")));
            diff.extend((0..after).map(|i| format!(" ctx {i}\n")));
            diff.push_str("trailing tool line\n");
            let kept = small_hunk_changes(diff.as_bytes(), false);
            let expected: Vec<usize> = if n <= SMALL_HUNK { (3 + before..3 + before + n).collect() } else { Vec::new() };
            prop_assert_eq!(kept, expected);
        }
    }
}
