//! In a log of patches, the text between one record's patches and the next's is a record's header.
//!
//! A log of patches (`git log -p`, `hg log -p`, `svn log --diff`, darcs, fossil) prints, for each
//! record, its header (an id line, an author, a date, the message) and then its patches. Read
//! structurally, whatever the tool: a patch runs from the line that opens it (`diff …`, or a
//! `--- ` line followed by a `+++ ` line) through its file header (`--- `, `+++ `, a context
//! diff's `*** `, git's extended headers) and its hunks, read by [`crate::hunks`] (each as long as its `@@` header counts, with a
//! `\ No newline at end of file` note right after its last line). What lies between the end of
//! one patch and the line opening the next is an interlude; the run of non-empty lines right
//! above the opening line is that patch's own preamble (`Index: a.c` and its `====` rule,
//! `diff -r 1a2b a.c`), the rest is a record's header, and so is the text above the first patch
//! but for that patch's preamble. When at least [`MIN_HEADERS`] headers are found, the text is a
//! log of patches and every header is kept whole, before any patch body's context line. An interlude of more than
//! [`MAX_HEADER`] lines is no header but a log of its own (a build printed between two diffs).

/// The most lines a header may have (past its patch's preamble).
pub(crate) const MAX_HEADER: usize = 32;
/// The fewest headers (the one above the first patch counted) that make a text a log of patches.
pub(crate) const MIN_HEADERS: usize = 2;

/// The 0-based indices of every record header's lines in `bytes`, ascending; none when the text
/// is no log of patches.
pub(crate) fn header_lines(bytes: &[u8]) -> Vec<usize> {
    let mut headers = Vec::new();
    let mut count = 0;
    // The interlude being read: its first line, the first of its trailing non-empty run, and
    // whether a non-empty line came before that run (a header of empty lines is none).
    let mut interlude: Option<(usize, usize, bool)> = None;
    let mut in_file_header = false;
    // The lines each hunk spans, its header's first, in order; `span` is the first not yet passed.
    let mut spans = crate::hunks::hunks(bytes).map(|hunk| hunk.span());
    let mut span = spans.next();
    let mut lines = bytes.split(|&b| b == b'\n').enumerate().peekable();
    while let Some((idx, line)) = lines.next() {
        while span.as_ref().is_some_and(|span| *span.end() < idx) {
            span = spans.next();
        }
        if let Some(span) = span.as_ref().filter(|span| span.contains(&idx)) {
            // A hunk's header ends its patch's file header; its lines are no interlude.
            if idx == *span.start() {
                (in_file_header, interlude) = (false, None);
            }
            continue;
        }
        if in_file_header
            && (line.starts_with(b"--- ")
                || line.starts_with(b"+++ ")
                || line.starts_with(b"*** ")
                || crate::generic::extended_header(line))
        {
            continue;
        }
        in_file_header = false;
        let opens = line.starts_with(b"diff ")
            || (line.starts_with(b"--- ") && lines.peek().is_some_and(|(_, next)| next.starts_with(b"+++ ")));
        if opens {
            if let Some((first, preamble, text)) = interlude.take() {
                // The header: the interlude up to its patch's preamble.
                let header = first..preamble;
                if text && header.len() <= MAX_HEADER {
                    count += 1;
                    headers.extend(header);
                }
            }
            in_file_header = true;
            continue;
        }
        let (_, preamble, text) = interlude.get_or_insert((idx, idx, false));
        if line.trim_ascii().is_empty() {
            *text |= *preamble < idx;
            *preamble = idx + 1;
        }
    }
    if count < MIN_HEADERS {
        headers.clear();
    }
    headers
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;
    use proptest::prelude::*;

    fn headers(text: &str) -> Vec<&str> {
        let lines: Vec<&str> = text.split('\n').collect();
        header_lines(text.as_bytes()).into_iter().filter_map(|i| lines.get(i).copied()).collect()
    }

    /// An `svn log -v --diff` of `n` records, each changing one line of one file.
    fn svn_log(n: usize) -> String {
        let mut log = String::new();
        for r in (1..=n).rev() {
            let _ = write!(
                log,
                "{rule}\nr{r} | ada | 2026-12-05 02:45:3{} +0000 | 1 line\nChanged paths:\n   M /trunk/f{r}.c\n\n\
                 Note {r}\n\nIndex: trunk/f{r}.c\n{eq}\n--- trunk/f{r}.c\t(revision {})\n+++ trunk/f{r}.c\t(revision {r})\n\
                 @@ -1,3 +1,3 @@\n a\n-b = {r}\n+b = {}\n c\n\n",
                r % 10,
                r - 1,
                r + 1,
                rule = "-".repeat(72),
                eq = "=".repeat(67),
            );
        }
        log
    }

    #[test]
    fn every_record_s_header_and_message_and_no_preamble() {
        let log = svn_log(3);
        let kept = headers(&log);
        for r in 1..=3 {
            assert!(kept.iter().any(|l| l.starts_with(&format!("r{r} | ada |"))), "{kept:?}");
            assert!(kept.contains(&format!("Note {r}").as_str()), "{kept:?}");
            assert!(kept.contains(&format!("   M /trunk/f{r}.c").as_str()), "{kept:?}");
        }
        assert!(!kept.iter().any(|l| l.starts_with("Index:")
            || l.starts_with("===")
            || l.starts_with(' ') && !l.starts_with("   M")));
    }

    /// Five files' patches, the `f`-th written by `patch(f)`.
    fn five(patch: impl Fn(usize) -> String) -> String {
        (0..5).map(patch).collect()
    }

    #[test]
    fn a_diff_of_many_files_is_no_log() {
        let diff = five(|f| format!("Index: f{f}.c\n=====\n--- f{f}.c\n+++ f{f}.c\n@@ -1 +1 @@\n-a\n+b\n"));
        assert!(header_lines(diff.as_bytes()).is_empty());
        // A tool's verdict after each file, right above the next, is that file's preamble.
        let black =
            five(|f| format!("--- f{f}.py\n+++ f{f}.py\n@@ -1 +1 @@\n-a\n+b\nwould reformat f{f}.py\n"));
        assert!(header_lines(black.as_bytes()).is_empty());
        // Empty lines between patches are no header.
        let spaced = five(|f| format!("\n\n--- f{f}\n+++ f{f}\n@@ -1 +1 @@\n-a\n+b\n"));
        assert!(header_lines(spaced.as_bytes()).is_empty());
        // A `\ No newline at end of file` note after a hunk's last counted line is the hunk's,
        // not the first line of a header above the empty lines before the next patch.
        let noted = five(|f| {
            format!(
                "\n\ndiff --git a/f{f} b/f{f}\n--- a/f{f}\n+++ b/f{f}\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n\
                 +b\n\\ No newline at end of file\n"
            )
        });
        assert_eq!(headers(&noted), Vec::<&str>::new());
    }

    #[test]
    fn an_hg_log_keeps_its_changesets() {
        let mut log = String::new();
        for c in 0..3 {
            let _ = write!(
                log,
                "changeset:   {c}:0123456789ab\nuser:        ada\ndate:        Thu Jan 01 00:00:00 1970 +0000\n\
                 summary:     change {c}\n\ndiff -r 000000000000 -r 0123456789ab f{c}\n--- /dev/null\n+++ b/f{c}\n\
                 @@ -0,0 +1,1 @@\n+x\n\n"
            );
        }
        let kept = headers(&log);
        for c in 0..3 {
            assert!(kept.contains(&format!("summary:     change {c}").as_str()), "{kept:?}");
            assert!(kept.contains(&format!("changeset:   {c}:0123456789ab").as_str()), "{kept:?}");
        }
        assert!(!kept.iter().any(|l| l.starts_with("diff ") || l.starts_with('+')), "{kept:?}");
    }

    #[test]
    fn a_long_interlude_is_no_header() {
        let mut text = String::new();
        for f in 0..4 {
            let _ = write!(text, "--- f{f}\n+++ f{f}\n@@ -1 +1 @@\n-a\n+b\n\n");
            for t in 0..=MAX_HEADER {
                let _ = writeln!(text, "test case_{f}_{t} ... ok");
            }
            text.push('\n');
        }
        assert!(header_lines(text.as_bytes()).is_empty());
    }

    proptest! {
        /// Any text: no panic, indices ascending, none a hunk's line (its notes too, as hunks.rs
        /// reads them) or a patch's opening.
        #[test]
        fn headers_are_no_patch_lines(text in "(@@ -[0-9,]{0,4} \\+[0-9,]{0,4} @@\n|[ +\\\\-]?[a-c]{0,3}\n|--- a\n|\\+\\+\\+ a\n|diff a\n|\n){0,60}") {
            let lines: Vec<&str> = text.split('\n').collect();
            let kept = header_lines(text.as_bytes());
            prop_assert!(kept.windows(2).all(|w| w[0] < w[1]));
            for span in crate::hunks::hunks(text.as_bytes()).map(|hunk| hunk.span()) {
                prop_assert!(!kept.iter().any(|idx| span.contains(idx)), "{span:?} {kept:?}");
            }
            for idx in kept {
                let line = lines.get(idx).copied().unwrap_or_default();
                prop_assert!(!line.starts_with("@@") && !line.starts_with("diff "), "{line:?}");
            }
        }

        /// A log of `n` records keeps every record's id line and message.
        #[test]
        fn every_record_is_kept(n in 2usize..12) {
            let log = svn_log(n);
            let kept = headers(&log);
            for r in 1..=n {
                let note = format!("Note {r}");
                prop_assert!(kept.contains(&note.as_str()));
                let id = format!("r{r} | ");
                prop_assert!(kept.iter().any(|l| l.starts_with(&id)));
            }
        }
    }
}
