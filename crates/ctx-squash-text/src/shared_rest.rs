//! Rows that say the same past their path fold into one note naming every path.
//!
//! A listing keeps each file's first row, and so keeps every row of a listing whose files each
//! have one: `tar -d`'s `shift-logs/loom-001.log: Mod time differs`, `gzip -tv`'s
//! `gz/picks-001.txt.gz:\t OK`, `tabnanny -v`'s `'tabs/a.py': Clean bill of health.` — hundreds of
//! rows that differ only in their path and repeat one verdict. What such a row tells is its path
//! and that verdict; the verdict, written once, and every path, written compactly by the core's
//! [`Listed`](ctx_squash_core::Listed) (a shared start as `…`, paths counting up by one as a range), tell the same.
//!
//! So the rows that are their file's only row are read by their text from the colon after the
//! path on, byte for byte, by the core's [`routine_fold`]: the routine text — at least 10 rows and
//! 80% of those rows share it, at most 160 bytes, holding a letter (a verdict; a bare count, `rg
//! -c`'s `:3`, is a reading of its file) — keeps its first row as written with a note after it,
//! `[<*>: Mod time differs ×276 more: shift-logs/loom-002..196.log, shift-logs/loom-198..202.log,
//! …]`, naming each other row's path once, and those rows are left to the markers (their lines are recalled by the archive handle every marker
//! names). A row whose text fewer rows share — the odd verdict, `Contents differ`, `FAILED` — is
//! not folded, and is kept as the listing keeps it. A note is written only when it is at most
//! half the bytes of the rows it stands for, and the notes together stay within
//! [`LISTING_ROWS`](ctx_squash_core::LISTING_ROWS): the paths are facts, never cut short.

use ctx_squash_core::{Routine, RoutineRow, routine_fold};

/// The notes and folded rows of `lines` (see the module's documentation), given for each line
/// where the colon after its path is when it is its file's only row and may fold (`None`
/// otherwise), in order.
pub(crate) fn shared_rests(lines: &[&[u8]], rows: &[Option<usize>]) -> Routine {
    let rows: Vec<RoutineRow<'_>> = lines
        .iter()
        .zip(rows)
        .enumerate()
        .filter_map(|(line, (text, colon))| {
            let (name, value) = text.split_at_checked((*colon)?)?;
            Some(RoutineRow { line, name, value, bytes: text.len() + 1 })
        })
        .collect();
    routine_fold(&rows, &|first| format!("<*>{}", String::from_utf8_lossy(first.value)))
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use ctx_squash_core::LISTING_ROWS;
    use proptest::prelude::*;

    use super::*;

    /// Each line with the colon after its path, as the listing reads a file's only row.
    fn read(text: &str) -> (Vec<&[u8]>, Vec<Option<usize>>) {
        let lines: Vec<&[u8]> = text.lines().map(str::as_bytes).collect();
        let rows = lines.iter().map(|l| l.iter().position(|&b| b == b':')).collect();
        (lines, rows)
    }

    #[test]
    fn rows_of_one_verdict_fold_into_a_note_naming_every_path() {
        let mut text = String::new();
        for i in 1..=300 {
            let verdict = if i == 197 { "Contents differ" } else { "Mod time differs" };
            let _ = writeln!(text, "shift-logs/loom-{i:03}.log: {verdict}");
        }
        let (lines, rows) = read(&text);
        let found = shared_rests(&lines, &rows);
        assert_eq!(
            found.notes,
            vec![(0, "[<*>: Mod time differs ×298 more: shift-logs/loom-002..196.log, shift-logs/loom-198..300.log]".to_owned())]
        );
        // The odd verdict is no fold's: it stays a row.
        assert!(!found.folded.contains(&196));
        assert!(!found.folded.contains(&0));
        assert_eq!(found.folded.len(), 298);
    }

    #[test]
    fn rows_that_differ_past_their_path_or_are_few_do_not_fold() {
        let mut text = String::new();
        for i in 0..300 {
            let _ = writeln!(text, "src/m{i}.rs:{}: fn f{i}() {{}}", i % 7);
        }
        for i in 0..9 {
            let _ = writeln!(text, "docs/d{i}.md: OK");
        }
        let (lines, rows) = read(&text);
        assert_eq!(shared_rests(&lines, &rows), Routine::default());
    }

    #[test]
    fn a_note_no_shorter_than_half_its_rows_is_not_written() {
        // Long paths that share no start and do not count: the note would cost what the rows do.
        let mut text = String::new();
        for i in 0..50 {
            let _ = writeln!(
                text,
                "{}/{}.gz: OK",
                ["alpha", "beta", "gamma"][i % 3].repeat(i % 5 + 1),
                i * 7919 % 1000
            );
        }
        let (lines, rows) = read(&text);
        assert!(shared_rests(&lines, &rows).notes.is_empty());
    }

    proptest! {
        /// Any input: no panic, every folded row is named (its path in its note), no kept row is
        /// folded, and the notes stay within the budget.
        #[test]
        fn any_rows_fold_only_into_notes_naming_them(text in "([a-c/]{1,6}(:[ a-c]{0,3})?\n){0,80}") {
            let (lines, rows) = read(&text);
            let found = shared_rests(&lines, &rows);
            let kept: Vec<usize> = found.notes.iter().map(|(row, _)| *row).collect();
            prop_assert!(found.folded.iter().all(|i| !kept.contains(i)));
            prop_assert!(found.notes.iter().map(|(_, n)| n.len()).sum::<usize>() <= LISTING_ROWS);
            for &i in &found.folded {
                let path = rows[i].and_then(|c| lines[i].get(..c)).unwrap_or_default();
                let path = String::from_utf8_lossy(path);
                // No digits, so no range: a path is written whole or after `…`, its last part there.
                let tail = path.rsplit('/').next().unwrap_or_default();
                prop_assert!(found.notes.iter().any(|(_, n)| n.contains(tail)), "{path}");
            }
        }
    }
}
