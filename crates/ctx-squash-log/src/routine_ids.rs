//! A hash a routine row carries is no news: of the lines kept whatever the budget for the
//! identifiers they name (a commit hash, a fingerprint, a version: the survey's), the rows of a
//! routine template that name nothing but hashes are not kept for them.
//!
//! A log's routine — `block 0001: 41 moves, checksum 9e3779b1 ok` on 1,872 lines — writes a fresh
//! hash on each row: each is "an identifier seen first there", so every row was kept, up to the
//! survey's 400, whatever the budget, and the squash of a 130 KB log kept 24 KB of `ok` rows. The
//! hash an agent copies is the one written where something happened (an error's commit, a
//! summary's digest), not one of a routine's thousand. Only hashes
//! ([`ctx_squash_core::is_hash`]): a row's version or ticket (`KEG-00001`, `serde v1.0.2`) is what
//! names it, and keeps it. A template is routine when it folds (what its rows share is at least
//! half of each: `fold::folds`) and has more than [`ROUTINE_ROWS`] rows — the size past which
//! `named_once` reads a template as a log's routine, told by count. Its rows are then told as
//! every fold's: the first kept, a note listing what varies (the first hashes, the rest counted),
//! and `recall` gives back any row. A hash on any other line — a line of its own shape, a short
//! listing's rows, a finding — is still kept whatever the budget.
//!
//! A hash that is a row's own name is no routine's property (review48): when a row's first varying
//! field is a hash — whatever constant text stands before it: `git log --oneline`'s commit, `git
//! ls-remote`'s object id, `docker images`' `<none> <none> 747ff451c79f`, a rebase todo's `pick
//! 1a2b3c4`, restic's snapshot id — it is what an agent copies to name the row, so the row is kept
//! as any identifier's ([`hash_names_row`]). A hash after the row's first varying field
//! (`block 0001: 41 moves, checksum 9e3779b1 ok`) is what the row *has*. Where the hash is the
//! first varying field after a constant word, the shape cannot tell a name (`pick 1a2b3c4`) from a
//! property (`checksum 9e3779b1`): it is read as a name, the side that loses nothing (review49).
//!
//! Chosen with issue #15's over-10-KiB outputs in view (`python-log-crux-last-line`), a rule about
//! templates, for any text.

use ctx_squash_core::{Lines, Templates};

use crate::fold;

/// Rows a template has past which it is a log's routine (`named_once`'s largest template read).
const ROUTINE_ROWS: u32 = 64;

/// Whether `value`, a field of `line` (a slice of it), is a hash that names its row: a hash
/// ([`ctx_squash_core::is_hash`]) written in the line. The caller passes the row's first varying
/// field (see the module's documentation).
pub(crate) fn hash_names_row(line: &str, value: &str) -> bool {
    let within = (value.as_ptr() as usize)
        .checked_sub(line.as_ptr() as usize)
        .is_some_and(|at| at.saturating_add(value.len()) <= line.len());
    within && ctx_squash_core::is_hash(value)
}

/// The lines of `identifiers` (sorted) but the rows of a routine template that name nothing but
/// hashes, none of them the row's name (see the module's documentation), in order.
pub(crate) fn news(lines: &Lines<'_>, templates: &Templates, identifiers: &[usize]) -> Vec<usize> {
    // Whether each template is routine, asked once per template.
    let mut routine: Vec<Option<bool>> = vec![None; templates.len()];
    identifiers
        .iter()
        .copied()
        .filter(|&i| {
            let t = templates.of(i);
            let Some(slot) = routine.get_mut(t as usize) else { return true };
            let routine = *slot
                .get_or_insert_with(|| templates.count(t) > ROUTINE_ROWS && fold::folds(lines, templates, t));
            let line = lines.get(i);
            !routine
                || !ctx_squash_core::identifiers(line).all(ctx_squash_core::is_hash)
                || templates.values_at(lines, i).next().is_some_and(|first| hash_names_row(line, first))
        })
        .collect()
}

/// A checksum of 8 hex digits for row `i`, as a log's routine writes one on each row (tests).
#[cfg(test)]
pub(crate) fn checksum(i: u64) -> String {
    format!("{:08x}", (i + 1).wrapping_mul(2_654_435_761) % (1 << 32))
}

/// `rows` rows of a log's routine, each with a fresh checksum (tests): `INFO reconcile: block
/// 0001: 41 moves, checksum 3c6ef362 ok`.
#[cfg(test)]
pub(crate) fn routine_log(rows: u64) -> String {
    use std::fmt::Write as _;
    let mut text = String::new();
    for i in 0..rows {
        let _ = writeln!(
            text,
            "INFO reconcile: block {i:04}: {} moves, checksum {} ok",
            40 + i % 17,
            checksum(i)
        );
    }
    text
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// The hashes of a routine's rows keep none of them; a hash on a line of its own shape, those
    /// of a short run of rows, and a routine's tickets are kept.
    #[test]
    fn a_routine_rows_hash_is_no_news() {
        let mut text = String::from("commit 60c6f3350701bc0d565a0364423580d8eedf4826 checked out\n");
        text.push_str(&routine_log(200));
        for i in 0..5 {
            let _ = writeln!(text, "pulled layer {} of the image", checksum(1000 + i));
        }
        // A routine's rows named by a ticket, not a hash: kept.
        for i in 0..100 {
            let _ = writeln!(text, "KEG-{i:05} stout {} litres", 20 + i);
        }
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        let identifiers: Vec<usize> = (0..lines.len()).collect();
        let expected: Vec<usize> = [0, 201, 202, 203, 204, 205].into_iter().chain(206..306).collect();
        assert_eq!(news(&lines, &templates, &identifiers), expected);
    }

    /// Through the squash: the routine's rows fold, the hash where something happened is kept.
    #[test]
    fn a_routine_of_hashes_folds_and_the_crux_stays() {
        let mut text = String::from("INFO reconcile: reconciling 1900 blocks\n");
        text.push_str(&routine_log(1500));
        text.push_str(
            "CRITICAL reconcile: checksum mismatch in block 1500 (expected 93e15801, ledger has 41aa07c3)\n",
        );
        let out = crate::squash_log(&text);
        assert!(out.contains(
            "CRITICAL reconcile: checksum mismatch in block 1500 (expected 93e15801, ledger has 41aa07c3)\n"
        ));
        assert!(out.len() < text.len() / 10, "{} of {} bytes:\n{out}", out.len(), text.len());
        assert!(out.contains("omitted]"), "{out}");
    }

    /// A hash is a row's name at the line's start or after a mark, a number, a constant column
    /// of marks; after a word, written plainly or as a label, it is what the row has.
    #[test]
    fn a_hash_that_is_the_first_varying_field_names_its_row() {
        for (line, value, names) in [
            ("b6589fc Update data.json", "b6589fc", true),
            ("<none>       <none>    747ff451c79f   1 days ago     100MB", "747ff451c79f", true),
            ("2024-05-01 12:00:00 3553fbf24132 pushed", "3553fbf24132", true),
            ("  - 9e3779b1", "9e3779b1", true),
            // After a constant word, a name and a property look alike: read as a name.
            ("pick 1a2b3c4 Fix the winch", "1a2b3c4", true),
            ("checksum 9e3779b1 ok", "9e3779b1", true),
            ("etag: \"9e3779b1\"", "\"9e3779b1\"", true),
            ("deadbeef Update data.json", "deadbeef", false),
            ("block 0001: 41 moves", "0001:", false),
        ] {
            let at = line.find(value).expect("in the line");
            assert_eq!(hash_names_row(line, &line[at..at + value.len()]), names, "{line}");
        }
        // A value that is no slice of the line names nothing.
        assert!(!hash_names_row("b6589fc x", "b6589fc"));
    }

    /// The commits of `git log --oneline`, one subject on most of them: each hash is kept.
    fn oneline_log(subjects: &[usize]) -> (String, Vec<String>) {
        let words = ["Update data.json", "Merge branch 'main' into feature/search", "Bump the cache"];
        let mut text = String::new();
        let mut hashes = Vec::new();
        for (k, &subject) in subjects.iter().enumerate() {
            // Seven hex digits, a letter and a digit among them (a hash, not a number).
            let hash = format!("a{}9", &checksum(k as u64 + 5000)[..5]);
            let subject = words.get(subject).copied().unwrap_or("Revert \"Update data.json\"");
            let _ = writeln!(text, "{hash} {subject}");
            hashes.push(hash);
        }
        (text, hashes)
    }

    /// An image id of 12 hex digits, a letter and a digit among them.
    fn image(k: u64) -> String {
        format!("{}f7{}", checksum(k), &checksum(k + 3)[..2])
    }

    /// review48: where the hash is the row's name (`git log --oneline`, `docker images`' dangling
    /// rows), a routine of such rows keeps each hash.
    #[test]
    fn a_hash_that_names_its_row_is_news() {
        let mut subjects = vec![0; 300];
        subjects[150] = 9;
        let (text, hashes) = oneline_log(&subjects);
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        let identifiers: Vec<usize> = (0..lines.len()).collect();
        assert_eq!(news(&lines, &templates, &identifiers), identifiers);
        let out = crate::squash_log(&text);
        let missing: Vec<&String> = hashes.iter().filter(|hash| !out.contains(hash.as_str())).collect();
        assert!(missing.is_empty(), "{missing:?} not in\n{out}");
        let mut docker = String::from("REPOSITORY   TAG       IMAGE ID       CREATED        SIZE\n");
        for k in 0..300 {
            let _ = writeln!(
                docker,
                "<none>       <none>    {}   {} days ago     {}MB",
                image(k),
                1 + k / 10,
                100 + k % 60
            );
        }
        let out = crate::squash_log(&docker);
        let missing: Vec<u64> = (0..300).filter(|&k| !out.contains(&image(k))).collect();
        assert!(missing.is_empty(), "{missing:?} not in\n{out}");
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]

        /// A row whose first field is a hash keeps it findable in the squash, as a line or among
        /// a fold note's listed names, never only counted: here for a `git log --oneline` of up
        /// to 400 commits (the lines kept for their identifiers whatever the budget), subjects
        /// repeating or not.
        #[test]
        fn a_leading_hash_is_never_only_counted(subjects in proptest::collection::vec(0usize..5, 65..400)) {
            let (text, hashes) = oneline_log(&subjects);
            let out = crate::squash_log(&text);
            let missing: Vec<&String> = hashes.iter().filter(|hash| !out.contains(hash.as_str())).collect();
            proptest::prop_assert!(missing.is_empty(), "{:?} not in\n{}", missing, out);
        }
    }

    proptest::proptest! {
        /// Any lines: what is kept is a sub-list of the identifiers, in order, and no panic.
        #[test]
        fn news_is_a_sublist(text in "(?s)(.{0,40}\n){0,120}", picks in proptest::collection::vec(0usize..200, 0..40)) {
            let lines = Lines::new(&text);
            let templates = Templates::mine(&lines);
            let mut identifiers: Vec<usize> = picks.into_iter().filter(|&i| i < lines.len()).collect();
            identifiers.sort_unstable();
            identifiers.dedup();
            let kept = news(&lines, &templates, &identifiers);
            proptest::prop_assert!(kept.iter().all(|i| identifiers.binary_search(i).is_ok()));
            proptest::prop_assert!(kept.windows(2).all(|w| w[0] < w[1]));
        }
    }
}
