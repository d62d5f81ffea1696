//! A diff keeps the one change unlike the others: among many `-`/`+` pairs changing the same
//! fields, a pair that changes a field few others change is kept as a small change is.
//!
//! A diff of a register whose 147 changed rows re-measure `moisture_pct` and `seeds` moves one
//! row's drawer too, `D-07` → `D-21`; squashed by position, each later hunk keeps its first change
//! and that row goes into a gap with the rest. Here the changed places' pairs, paired by order
//! within a hunk as `hunks` pairs them (`rename_churn`'s reading), are read as the fields that
//! differ (the core's `changed_fields`, split at the line's own separator) and the odd ones told
//! by the core's `odd_changes`: a field position at most three pairs change among at least 16
//! pairs of one shape, half of which change one same field. Both lines of an odd pair are kept
//! whatever the budget, eight pairs at most.

/// The 0-based indices of the lines of the diff's odd pairs (see the module's documentation),
/// ascending.
pub(crate) fn odd_change_lines(bytes: &[u8]) -> Vec<usize> {
    let pairs = crate::rename_churn::pairs(bytes);
    let changes: Vec<_> =
        pairs.iter().map(|&((_, old), (_, new))| ctx_squash_core::changed_fields(old, new)).collect();
    let mut lines: Vec<usize> = ctx_squash_core::odd_changes(&changes)
        .into_iter()
        .filter_map(|k| pairs.get(k))
        .flat_map(|&((i, _), (j, _))| [i, j])
        .collect();
    lines.sort_unstable();
    lines.dedup();
    lines
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// A CSV diff of `n` rows re-measured in their last two fields, in hunks of 30 rows, row
    /// `odd` moved in its third field only.
    fn register(n: usize, odd: usize) -> String {
        let mut diff = String::from("--- a/register.csv\n+++ b/register.csv\n");
        for k in 0..n {
            if k % 30 == 0 {
                let rows = (n - k).min(30);
                let _ = writeln!(diff, "@@ -{a},{rows} +{a},{rows} @@", a = k + 1);
            }
            let (d, m) = (k % 30, k % 10);
            if k == odd {
                let _ = write!(
                    diff,
                    "-A-{k},Vicia faba,D-{d:02},5.{m},{k}00\n+A-{k},Vicia faba,D-21,5.{m},{k}00\n"
                );
            } else {
                let _ = write!(
                    diff,
                    "-A-{k},Vicia faba,D-{d:02},5.{m},{k}00\n+A-{k},Vicia faba,D-{d:02},6.{m},{k}17\n"
                );
            }
        }
        diff
    }

    #[test]
    fn the_pair_that_changes_another_field_is_kept() {
        let diff = register(40, 23);
        let lines: Vec<&str> = diff.split('\n').collect();
        let kept: Vec<&str> = odd_change_lines(diff.as_bytes()).iter().map(|&i| lines[i]).collect();
        assert_eq!(kept, ["-A-23,Vicia faba,D-23,5.3,2300", "+A-23,Vicia faba,D-21,5.3,2300"]);
    }

    #[test]
    fn the_squash_keeps_the_odd_pair_past_its_budget() {
        // Issue #15: by position, the second hunk's 16th pair is in a gap of the squash.
        let diff = register(90, 45);
        let out = crate::squash_generic(&diff, 1024);
        assert!(out.contains("-A-45,Vicia faba,D-15,5.5,4500\n+A-45,Vicia faba,D-21,5.5,4500\n"), "{out}");
        assert!(!out.contains("+A-44,"), "a like pair is no standout:\n{out}");
    }

    #[test]
    fn a_diff_whose_pairs_all_change_alike_keeps_none() {
        // No row moves: every pair changes the last two fields.
        let diff = register(40, 99);
        assert!(odd_change_lines(diff.as_bytes()).is_empty());
        assert!(odd_change_lines(register(10, 3).as_bytes()).is_empty(), "too few pairs");
    }
}
