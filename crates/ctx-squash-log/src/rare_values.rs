//! In a run of records with the same keys, the rare values are standouts: the rows of a value few
//! rows write where others are written by many are kept, each with its record's name.
//!
//! A configure cache, a feature list, a sysctl dump write one setting a line — `ac_cv_func_x=yes`
//! ninety times, `ac_cv_func_kqueue=no` seven —, an archive's technical listing or a package
//! report one record a block of the same keys, and fold whole, since no line is an error: the few
//! settings or records that differ from the many, the missing functions, go with them. Which rows
//! those are is ctx-squash-core's [`rare_fields`](ctx_squash_core::rare_fields) (a key's values over its records, and a run of
//! 16 field lines or more, read by [`Rarity::FIELDS`](ctx_squash_core::Rarity::FIELDS)), which
//! the tree squasher reads too; here they are added to the selection with their record's name,
//! the rarest values first, within [`RARE_FIELD_BYTES`] and a quarter of the input. Chosen with
//! round 13 in view (a failed configure's `config.log`) and widened with round 14's
//! (`license-checker`'s records), a rule about listings, for any text.

use ctx_squash_core::{Lines, RARE_FIELD_BYTES, RareField};

use crate::additions::Additions;
use crate::squash::Cut;

/// A record is kept whole when it takes at most this share of the budget: one large record leaves
/// the rest to the rare fields after it.
const WHOLE_SHARE: usize = 4;

/// `kept` (sorted by line) with the rows of every rare field and its record's name added (see
/// the module's documentation), sorted.
#[cfg(test)]
pub(crate) fn with_rare_values(lines: &Lines<'_>, kept: Vec<(usize, Cut)>) -> Vec<(usize, Cut)> {
    with_rare(lines, &ctx_squash_core::rare_fields(lines), kept)
}

/// [`with_rare_values`] with the rare fields [`rare_fields`](ctx_squash_core::rare_fields) found (read beside the miner on two
/// threads: they read the lines alone, kept or not).
pub(crate) fn with_rare(lines: &Lines<'_>, rare: &[RareField], kept: Vec<(usize, Cut)>) -> Vec<(usize, Cut)> {
    if rare.is_empty() {
        return kept;
    }
    let budget = RARE_FIELD_BYTES.min(lines.text().len() / 4);
    let mut additions = Additions::new(lines, &kept, budget);
    for found in rare {
        // A value written on a line of its own below its key (`["timeout_s"]=>` over `int(0)`)
        // is kept with its key.
        let key = ctx_squash_core::key_above(lines, found.row);
        // A record in brackets is kept whole, from its key to its closing bracket: which record
        // the odd value is in is told by its other keys (odd_records.rs). One too big for a
        // quarter of the budget — which the rare fields after it need — or for what is left of
        // it keeps its key line, its name and its row.
        let span = found.name.and_then(|name| ctx_squash_core::record_span(lines, name));
        if let Some((start, end)) = span.filter(|&(start, end)| (start..=end).contains(&found.row)) {
            if additions.add_whole_within(start..=end, budget / WHOLE_SHARE) {
                continue;
            }
            let named = found.name.into_iter().chain(key).chain([found.row]);
            additions.add_whole(std::iter::once(start).chain(named));
        } else {
            additions.add_whole(found.name.into_iter().chain(key).chain([found.row]));
        }
    }
    additions.into_kept(kept)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// The lines kept after the rule, from `kept`.
    #[track_caller]
    fn check(text: &str, kept: &[usize], expected: &[usize]) {
        assert_eq!(crate::squash::kept_after(with_rare_values, text, kept), expected, "{text}");
    }

    /// A cache of `n` settings under a heading: `yes` but for the rows in `no`, an empty value
    /// every fifth row, and a path of its own every seventh (named by letters: a number would
    /// make the paths one kind).
    fn cache(n: usize, no: &[usize], sep: &str) -> String {
        let mut text = String::from("## Cache variables. ##\n\n");
        for k in 0..n {
            let value = if no.contains(&k) {
                "no".to_owned()
            } else if k % 5 == 0 {
                String::new()
            } else if k % 7 == 0 {
                let name: String = k.to_string().bytes().map(|d| char::from(b'a' + d - b'0')).collect();
                format!("/usr/bin/tool_{name}")
            } else {
                "yes".to_owned()
            };
            writeln!(text, "ac_cv_setting_{k}{sep}{value}").expect("writing to a String cannot fail");
        }
        text.push_str("\nconfigure: exit 1\n");
        text
    }

    #[test]
    fn the_rows_of_a_rare_value_are_kept() {
        for sep in ["=", " = ", ": "] {
            let text = cache(90, &[11, 38, 61], sep);
            // Lines 0 and 1 are the heading and a blank: the `no` rows are lines 13, 40, 63.
            check(&text, &[0], &[0, 13, 40, 63]);
        }
    }

    #[test]
    fn a_listing_of_no_rare_kind_is_left_alone() {
        // No `no` at all: every kind is common or a row's own.
        check(&cache(90, &[], "="), &[0], &[0]);
        // Half the rows `no` (every odd one but the empty ones): not rare. What is left of the
        // paths, five in 90 rows (one in 18), are values written once few enough to be kinds of
        // their own: those rows alone are added (lines 2 + k).
        let half: Vec<usize> = (0..90).filter(|k| k % 2 == 1 && k % 5 != 0).collect();
        check(&cache(90, &half, "="), &[0], &[0, 16, 30, 44, 58, 86]);
        // Too short a listing.
        check(&cache(12, &[3, 4], "="), &[0], &[0]);
        // No value common (the most written one under a quarter of the rows, the others three
        // rows each): data whose values repeat by chance.
        let chance = (0..64).fold(String::new(), |mut text, k| {
            let value = if k < 15 { "dev".to_owned() } else { format!("v{}", (k - 15) / 3) };
            let _ = writeln!(text, "dependencies.{k}.kind = \"{value}\"");
            text
        });
        check(&chance, &[0], &[0]);
        // Values all distinct: data, not kinds.
        let data = (0..40).fold(String::new(), |mut text, k| {
            let _ = writeln!(text, "key_{k}=value_{k}");
            text
        });
        check(&data, &[0], &[0]);
    }

    #[test]
    fn a_rare_licence_keeps_its_package_and_a_kept_line_stays() {
        let mut text = String::from("licenses\n");
        for k in 0..60 {
            let licence = match k {
                21 => "UNLICENSED",
                44 => "0BSD",
                _ if k % 5 == 0 => "ISC",
                _ => "MIT",
            };
            let _ = write!(text, "├─ pkg-{k}@1.0.0\n│  ├─ licenses: {licence}\n│  └─ path: /srv/pkg-{k}\n");
        }
        // Package k's node is line 1 + 3k, its licence the line under it: each rare package is a
        // record of the lines under its node, kept whole (its path too).
        check(&text, &[0, 100], &[0, 64, 65, 66, 100, 133, 134, 135]);
    }

    /// A `var_dump` of 24 gates of 22 keys, 20 of them notes of `note` bytes, G13's timeout the
    /// one `int(0)` among `int(30)`s; the lines of G13's key, its opener and its timeout's key.
    fn big_gates(note: usize) -> (String, [usize; 4]) {
        let mut text = String::from("array(24) {\n");
        for k in 0..24 {
            let _ = write!(text, "  [\"G{k}\"]=>\n  array(22) {{\n");
            for n in 0..20 {
                let _ = write!(text, "    [\"note_{n}\"]=>\n    string({note}) \"{}\"\n", "n".repeat(note));
            }
            let timeout = if k == 13 { 0 } else { 30 };
            let _ = write!(
                text,
                "    [\"timeout_s\"]=>\n    int({timeout})\n    [\"lanes\"]=>\n    int(3)\n  }}\n"
            );
        }
        text.push_str("}\n");
        let gate = 1 + 47 * 13;
        (text, [gate, gate + 1, gate + 42, gate + 43])
    }

    #[test]
    fn a_record_too_big_for_its_share_keeps_its_key_name_and_row() {
        // G13 spans 47 lines of about 4.5 KiB: more than the whole budget (the review of fix18
        // found `int(0)` and G13 lost) — its key line, its opener, its timeout's key and value.
        let (text, rows) = big_gates(160);
        check(&text, &[0], &[0, rows[0], rows[1], rows[2], rows[3]]);
        // About 2 KiB: within the budget but over a quarter of it, left to later rare fields.
        let (text, rows) = big_gates(60);
        check(&text, &[0], &[0, rows[0], rows[1], rows[2], rows[3]]);
        // Small notes: the record is kept whole.
        let (text, rows) = big_gates(2);
        let whole: Vec<usize> = std::iter::once(0).chain(rows[0]..=rows[0] + 46).collect();
        check(&text, &[0], &whole);
    }

    #[test]
    fn a_value_below_its_key_is_kept_with_it() {
        // A flat listing of `kN=>` keys over their values, one value of its own: the key too
        // (the review of fix18 found `v99` kept without its `k0=>`).
        let mut text = String::new();
        for k in 0..400 {
            let value = if k == 250 { "v99".to_owned() } else { format!("v{}", k % 3) };
            let _ = write!(text, "  k{}=>\n  {value}\n", 2 * (k % 10));
        }
        check(&text, &[0], &[0, 500, 501]);
    }

    /// Whether line `j` is one the rule may add for `found`: its row, its record's name, the key
    /// above it, or a line of the record it is kept whole in (`record_span`, bracketed or not).
    fn names_or_holds(lines: &Lines<'_>, found: &RareField, j: usize) -> bool {
        let span = found.name.and_then(|name| ctx_squash_core::record_span(lines, name));
        found.row == j
            || found.name == Some(j)
            || ctx_squash_core::key_above(lines, found.row) == Some(j)
            || span
                .is_some_and(|(start, end)| (start..=end).contains(&found.row) && (start..=end).contains(&j))
    }

    proptest::proptest! {
        /// On arbitrary rows and any selection: nothing kept is dropped, nothing is added twice,
        /// every added line is a rare field, its record's name or key, or a line of the record it
        /// is kept whole in, and the additions stay within the budget.
        #[test]
        fn adds_only_rare_fields_and_their_names(
            rows in proptest::collection::vec(proptest::sample::select(&["a=yes", "b=yes", "c=yes", "d=no", "e=", "f=x", "k: v", "", "plain words", "é日=日", "  g = no", "├─ p@1", "│  ├─ licenses: MIT", "│  └─ licenses: 0BSD"][..]), 0..200),
            picks in proptest::collection::vec(0usize..200, 0..20),
        ) {
            let (text, kept) = crate::squash::rows_and_selection(&rows, picks);
            let lines = Lines::new(&text);
            let after = crate::squash::kept_after(with_rare_values, &text, &kept);
            proptest::prop_assert!(after.windows(2).all(|w| w[0] < w[1]), "sorted, once each");
            proptest::prop_assert!(kept.iter().all(|i| after.contains(i)), "nothing dropped");
            let rare = ctx_squash_core::rare_fields(&lines);
            let mut bytes = 0;
            for &j in after.iter().filter(|i| !kept.contains(i)) {
                bytes += lines.bytes(j).len() + 1;
                let listed = rare.iter().any(|f| names_or_holds(&lines, f, j));
                proptest::prop_assert!(listed, "line {} is a rare field, its name, its key or in its record", j);
            }
            proptest::prop_assert!(bytes <= text.len() / 4);
        }

        /// On arbitrary text: no panic, and every added line is one the rule may add.
        #[test]
        fn never_panics(text in "\\PC{0,400}", picks in proptest::collection::vec(0usize..40, 0..10)) {
            let lines = Lines::new(&text);
            let kept = crate::squash::selection(&text, picks);
            let after = crate::squash::kept_after(with_rare_values, &text, &kept);
            let rare = ctx_squash_core::rare_fields(&lines);
            for &j in after.iter().filter(|i| !kept.contains(i)) {
                proptest::prop_assert!(rare.iter().any(|f| names_or_holds(&lines, f, j)));
            }
        }
    }
}
