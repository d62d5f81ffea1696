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
//! Chosen with issue #15's over-10-KiB outputs in view (`python-log-crux-last-line`), a rule about
//! templates, for any text.

use ctx_squash_core::{Lines, Templates};

use crate::fold;

/// Rows a template has past which it is a log's routine (`named_once`'s largest template read).
const ROUTINE_ROWS: u32 = 64;

/// The lines of `identifiers` (sorted) but the rows of a routine template that name nothing but
/// hashes (see the module's documentation), in order.
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
            !routine || !ctx_squash_core::identifiers(lines.get(i)).all(ctx_squash_core::is_hash)
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
