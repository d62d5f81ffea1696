//! A diff's squash has a ceiling: past it, the headers it would keep whatever they cost are counted
//! in one note, per file, or per directory when the files are too many to name.
//!
//! A diff's budget grows with it (a sixteenth, see `generic`), and a history's headers — every
//! commit's line and message, every file's `diff --git`, every hunk's `@@` — are kept on top of it:
//! a 54 MB `git log -p` squashed to 2.3 M tokens (review73), more than any model's window holds,
//! so of no use to the agent it was written for. So the squash keeps [`DIFF_CEILING`] bytes at
//! most: half for the lines kept whatever the budget (the first of them, in order: the newest
//! commits of a history), half for the budget. The headers past the ceiling go into the
//! `[N lines omitted]` markers like any line left out — the archive keeps the original, and the
//! markers' recall handle gives any range of it back — and into one note before the first of
//! them, which says how many commits and files' diffs were left out and names the files with
//! their count of diffs (most first), or their directories when more than [`MAX_NAMES`] files
//! are, so the agent knows what to recall.

use std::collections::HashMap;
use std::fmt::Write as _;

/// The most bytes a diff's squash keeps: about 32 k tokens, a sixth of a large model's window.
pub(crate) const DIFF_CEILING: usize = 128 * 1024;
/// The most files (or directories) the note names.
const MAX_NAMES: usize = 16;

/// The note for the header lines left out past the ceiling (`left_out`, each a line's text), or
/// none when none were.
pub(crate) fn note<'a>(left_out: impl Iterator<Item = &'a [u8]>) -> Option<String> {
    let (mut commits, mut files) = (0usize, HashMap::<&[u8], usize>::new());
    for line in left_out {
        if crate::generic::commit_line(line) {
            commits += 1;
        } else if let Some(path) = file_of(line) {
            *files.entry(path).or_default() += 1;
        }
    }
    let diffs: usize = files.values().sum();
    if commits == 0 && diffs == 0 {
        return None;
    }
    let mut counts: Vec<(&[u8], usize)> = files.into_iter().collect();
    let by_directory = counts.len() > MAX_NAMES;
    if by_directory {
        let mut directories = HashMap::<&[u8], usize>::new();
        for (path, count) in counts {
            let directory = path.iter().rposition(|&b| b == b'/').map_or(&b"."[..], |end| &path[..end]);
            *directories.entry(directory).or_default() += count;
        }
        counts = directories.into_iter().collect();
    }
    counts.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    let mut note = format!(
        "[past the squash's ceiling of {} KiB: {commits} commits' headers and {diffs} files' diffs left out, by {}:",
        DIFF_CEILING / 1024,
        if by_directory { "directory" } else { "file" }
    );
    for (name, count) in counts.iter().take(MAX_NAMES) {
        let _ = write!(note, " {} ×{count},", String::from_utf8_lossy(name));
    }
    note.pop();
    if counts.len() > MAX_NAMES {
        let _ = write!(note, " and {} more", counts.len() - MAX_NAMES);
    }
    note.push_str(" — the markers below recall them]");
    Some(note)
}

/// The path a file's diff header names: `diff --git a/x b/x`'s second.
fn file_of(line: &[u8]) -> Option<&[u8]> {
    let rest = line.strip_prefix(b"diff --git ")?;
    let at = memchr::memmem::rfind(rest, b" b/")?;
    rest.get(at + 3..)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> impl Iterator<Item = &[u8]> {
        text.lines().map(str::as_bytes)
    }

    #[test]
    fn the_note_counts_commits_and_names_files_most_first() {
        let left_out = "commit 0123456789abcdef0123456789abcdef01234567\nAuthor: A\ndiff --git a/src/b.rs b/src/b.rs\n@@ -1 +1 @@\ndiff --git a/src/a.rs b/src/a.rs\ncommit 1123456789abcdef0123456789abcdef01234567\ndiff --git a/src/a.rs b/src/a.rs\n";
        assert_eq!(
            note(lines(left_out)).as_deref(),
            Some(
                "[past the squash's ceiling of 128 KiB: 2 commits' headers and 3 files' diffs left out, by file: src/a.rs ×2, src/b.rs ×1 — the markers below recall them]"
            )
        );
        assert_eq!(note(lines("@@ -1 +1 @@\n")), None);
    }

    #[test]
    fn too_many_files_are_named_by_directory() {
        let mut left_out = String::new();
        for f in 0..40 {
            let _ = writeln!(left_out, "diff --git a/d{}/f{f}.rs b/d{}/f{f}.rs", f % 3, f % 3);
        }
        let note = note(lines(&left_out)).expect("a note");
        assert!(note.contains("by directory: d0 ×14, d1 ×13, d2 ×13 —"), "{note}");
    }
}
