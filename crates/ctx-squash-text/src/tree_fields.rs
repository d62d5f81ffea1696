//! A tree's records keep their rare values: under nodes written as records of the same fields
//! (`├─ name@version` over `│  ├─ licenses: MIT`, `│  └─ path: …`), the field whose value few
//! records write where others are written by many is kept with its node, however deep.
//!
//! The tree squash keeps the top levels and omits each node's children, the fields among them,
//! so the one `UNLICENSED` package of a licence report lost its licence behind `[4 lines
//! omitted]`. The rows are ctx-squash-core's [`rare_fields`] (the log squasher reads them too),
//! each added with its record's name, the rarest values first, while they add at most
//! [`RARE_FIELD_BYTES`] and a quarter of the input. Chosen with round 14 in view
//! (`license-checker`'s tree), a rule about records, for any tree.

use ctx_squash_core::{Lines, RARE_FIELD_BYTES, rare_fields};

/// Marks in `keep` (one flag per line of `input`) each rare field of the tree and its record's
/// name (see the module's documentation).
pub(crate) fn keep_rare_fields(input: &str, lines: &[&str], keep: &mut [bool]) {
    let indexed = Lines::new(input);
    let budget = RARE_FIELD_BYTES.min(input.len() / 4);
    let mut spent = 0;
    for found in rare_fields(&indexed) {
        let fresh: Vec<usize> =
            found.name.into_iter().chain([found.row]).filter(|&i| keep.get(i) == Some(&false)).collect();
        let size: usize = fresh.iter().map(|&i| lines.get(i).map_or(0, |line| line.len() + 1)).sum();
        if spent + size > budget {
            continue;
        }
        spent += size;
        for i in fresh {
            if let Some(flag) = keep.get_mut(i) {
                *flag = true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// A licence report of `n` packages, `MIT` or every third `ISC`, but package 31's
    /// `UNLICENSED`.
    fn report(n: usize) -> String {
        let mut text = String::from("├─ app@1.0.0\n│  ├─ licenses: MIT\n│  └─ path: /srv/app\n");
        for k in 0..n {
            let licence = if k == 31 {
                "UNLICENSED"
            } else if k % 3 == 0 {
                "ISC"
            } else {
                "MIT"
            };
            let _ = write!(
                text,
                "├─ pkg-{k}@1.{k}.0\n│  ├─ licenses: {licence}\n│  ├─ repository: https://example.com/pkg-{k}\n│  └─ path: /srv/app/node_modules/pkg-{k}\n"
            );
        }
        text
    }

    #[test]
    fn the_tree_squash_keeps_a_rare_licence_with_its_package() {
        let text = report(120);
        let out = crate::squash_tree(&text, 2000);
        assert!(out.contains("├─ pkg-31@1.31.0\n│  ├─ licenses: UNLICENSED\n"), "{out}");
        // A common licence is no standout: its first line alone stays (a distinct node,
        // `tree_keys.rs`).
        assert!(out.matches("licenses: ISC").count() <= 1, "{out}");
        assert!(out.len() < text.len() / 2, "{}", out.len());
    }

    #[test]
    fn the_budget_holds_and_nothing_kept_is_dropped() {
        let text = report(120);
        let lines: Vec<&str> = text.lines().collect();
        let mut keep = vec![false; lines.len()];
        keep[0] = true;
        keep_rare_fields(&text, &lines, &mut keep);
        let kept: Vec<&str> = lines.iter().zip(&keep).filter(|(_, k)| **k).map(|(l, _)| *l).collect();
        // The packages' paths differ by a number only, one kind: the root's own path is the rare
        // one, kept with its node.
        assert_eq!(
            kept,
            ["├─ app@1.0.0", "│  └─ path: /srv/app", "├─ pkg-31@1.31.0", "│  ├─ licenses: UNLICENSED"]
        );
        // A tiny input has no budget for it.
        let mut none = vec![false; 3];
        keep_rare_fields("a\nb\nc\n", &["a", "b", "c"], &mut none);
        assert_eq!(none, [false; 3]);
    }

    proptest::proptest! {
        /// On arbitrary text and flags of any length: no panic, nothing kept is dropped.
        #[test]
        fn never_panics(text in "\\PC{0,400}", len in 0usize..40) {
            let lines: Vec<&str> = text.lines().collect();
            let mut keep = vec![true; len.min(lines.len())];
            keep_rare_fields(&text, &lines, &mut keep);
            proptest::prop_assert!(keep.iter().all(|&k| k));
        }
    }
}
