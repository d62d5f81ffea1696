//! A findings flood is told by its kinds: the findings of a kind many findings share fold to
//! their first, kept as written, and a note with their count and places; the findings of a kind
//! few hold are kept whole.
//!
//! `tsc --checkJs` over a library writes 218 findings, 132 of them `error TS7006: Parameter 'x'
//! implicitly has an 'any' type.`, and `mypy --strict` 509, 281 of them `[no-untyped-call]`. Each
//! finding is an error line with a message of its own (the parameter's name), so every one of
//! them was a distinct error headline kept whatever the budget: the flood was kept whole, and
//! the rare kinds that are its facts (`TS2339: Property '_compile' does not exist…`) drowned in
//! it. A finding's kind is its rule code (`TS7006`) or its bracketed key (`[no-untyped-call]`),
//! read by `ctx_squash_core::recurring_keys_held` over the findings written `path:line[:col]:` or
//! `path(line[,col]):` (read once by the squash, for this and `each_message_and_key`). A flood is findings more than the squash's budget holds
//! ([`BUDGET`], their bytes over it): findings that fit are kept, each a fact of its own (a
//! formatter's hundred `code should be clang-formatted` findings are told by their places). When
//! a flood's findings hold few kinds, a kind held by at most one finding in
//! [`RARE`] (and at least [`FEW`]) keeps each of its findings as a line, whatever the budget;
//! any other kind keeps its first finding and a note after it — `[TS7006 ×132: a.js(18,33),
//! (19,83), …]` — and its other findings are no distinct headlines any more: they fold, and
//! recall gives them back.

use ctx_squash_core::{Findings, KeyNotes, Lines, recurring_keys_held};

use crate::squash::{BUDGET, Part};

/// A kind is rare when at most one finding holding a kind in this many holds it.
pub(crate) const RARE: usize = 50;
/// A kind held by this many findings or fewer is rare, however few the findings.
pub(crate) const FEW: usize = 2;

/// The kinds of an output's findings (`findings`, those of `lines`; see the module's
/// documentation): the rows kept whole, the notes and the rows they fold.
pub(crate) fn kinds<'a>(lines: &Lines<'a>, findings: &Findings<'a>) -> KeyNotes {
    // A flood's findings are more than the budget holds: an output that fits in it holds none.
    if lines.text().len() <= BUDGET {
        return KeyNotes::default();
    }
    let found = recurring_keys_held(lines, findings, |keyed| (keyed / RARE).max(FEW));
    if found.notes.is_empty() || found.keyed_bytes <= BUDGET {
        return KeyNotes::default();
    }
    found
}

/// The rows kept whatever the budget: the findings of rare kinds and each note's first finding,
/// in order.
pub(crate) fn kept_rows(found: &KeyNotes) -> Vec<usize> {
    let mut rows: Vec<usize> =
        found.rows.iter().map(|(row, _)| *row).chain(found.notes.iter().map(|(row, _)| *row)).collect();
    rows.sort_unstable();
    rows.dedup();
    rows
}

/// The rows folded into a note and held by no rare kind, sorted.
pub(crate) fn folded(found: &KeyNotes) -> Vec<usize> {
    let kept = kept_rows(found);
    found.folded.iter().copied().filter(|row| kept.binary_search(row).is_err()).collect()
}

/// Marks each folded finding (sorted rows) a line of a block: it is told by its kind's note, as a
/// block's line is by its headline, never kept or folded on its own.
pub(crate) fn mark_folded(in_block: &mut [Part], folded: &[usize]) {
    for &i in folded {
        if let Some(part) = in_block.get_mut(i) {
            *part = Part::Body;
        }
    }
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;

    /// A type checker's flood: 120 findings of one code, 60 of another, and three rare ones.
    fn flood() -> String {
        let mut text = String::new();
        for i in 0..360 {
            let (code, what) =
                if i % 3 == 0 { ("TS7031", "Binding element") } else { ("TS7006", "Parameter") };
            let _ = writeln!(
                text,
                "src/a.js({},{}): error {code}: {what} 'v{i}' implicitly has an 'any' type.",
                i + 1,
                i % 7 + 1
            );
            if i == 180 {
                text.push_str(
                    "src/b.js(4,2): error TS2339: Property '_compile' does not exist on type 'Module'.\n",
                );
                text.push_str(
                    "src/b.js(9,1): error TS2303: Circular definition of import alias 'export='.\n",
                );
                text.push_str(
                    "src/c.js(9,1): error TS2303: Circular definition of import alias 'export='.\n",
                );
            }
        }
        text.push_str("Found 363 errors.\n");
        text
    }

    #[test]
    fn the_rare_kinds_are_kept_and_the_common_ones_folded() {
        let text = flood();
        let lines = Lines::new(&text);
        let found = kinds(&lines, &Findings::read(&lines));
        let kept = kept_rows(&found);
        // The first finding of each common kind, and every finding of the rare ones.
        assert_eq!(kept, [0, 1, 181, 182, 183]);
        assert_eq!(found.notes.len(), 2);
        assert!(found.notes[0].1.starts_with("[TS7031 ×120: src/a.js(1,1), (4,4), "), "{}", found.notes[0].1);
        assert!(found.notes[1].1.starts_with("[TS7006 ×240: (2,2), (3,3), "), "{}", found.notes[1].1);
        let folded = folded(&found);
        assert_eq!(folded.len(), 358);
        assert!(folded.iter().all(|row| kept.binary_search(row).is_err()));
    }

    #[test]
    fn findings_within_the_budget_or_no_common_kind_fold_nothing() {
        let text: String = flood().split_inclusive('\n').take(200).collect();
        assert!(text.len() < BUDGET);
        let lines = Lines::new(&text);
        assert_eq!(kinds(&lines, &Findings::read(&lines)), KeyNotes::default());
        // Every kind held by two findings: all rare, nothing to fold.
        let mut text = String::new();
        for i in 0..600 {
            let _ = writeln!(text, "src/a.py:{i}: error: message {i}  [kind-{}]", i / 2);
        }
        let lines = Lines::new(&text);
        assert_eq!(kinds(&lines, &Findings::read(&lines)), KeyNotes::default());
    }

    proptest! {
        #[test]
        fn any_text_folds_only_findings_it_does_not_keep(lines in proptest::collection::vec(
            prop_oneof![
                "[a-c]{1,3}\\.js\\([0-9]{1,3},[0-9]\\): error TS[0-9]{4}: [a-z ]{0,12}",
                "[a-c]{1,3}\\.py:[0-9]{1,3}: error: [a-z ]{0,12}  \\[[a-d]{2}\\]",
                "[ -~]{0,30}",
            ],
            0..120,
        )) {
            let text = lines.join("\n");
            let lines = Lines::new(&text);
            // The reading `kinds` makes of a flood, whatever the size.
            let findings = Findings::read(&lines);
            let found = recurring_keys_held(&lines, &findings, |keyed| (keyed / RARE).max(FEW));
            prop_assert!(kinds(&lines, &findings).notes.len() <= found.notes.len());
            let kept = kept_rows(&found);
            for row in folded(&found) {
                prop_assert!(row < lines.len());
                prop_assert!(kept.binary_search(&row).is_err());
            }
            // Every note stands after a kept finding.
            for (row, _) in &found.notes {
                prop_assert!(kept.binary_search(row).is_ok());
            }
        }
    }
}
