//! When a value is rare: the rule `rare_minority` and the rare fields share for the rows few rows
//! write where many write another value — a key shaped otherwise, a rare `[kind]` tag, a setting's `no` among
//! its `yes`es, a package's `UNLICENSED` among its `MIT`s.
//!
//! A column of values (one per row, `None` for a row without one) is a column of kinds when it
//! has enough rows, its most written value is on a large enough share of them and the values
//! written more than once hold enough of them; then a value that at most one row in `rare` writes,
//! and at most a quarter as many as the most written, is rare. A value written once is the row's
//! datum (a path, a name) unless the values written once are themselves few — at most one row in
//! `singles_rare` —, when each is a kind of its own, and rare. The thresholds are the caller's
//! ([`Rarity`]): a whole output's one reading ([`Rarity::MINORITY`], one key shape or tag on
//! nearly every row) asks for more than a run of fields' values ([`Rarity::FIELDS`], whose
//! vocabulary is wider: `MIT`, `ISC`, `Apache-2.0`; `yes`, `no`, empty).

use std::collections::HashMap;
use std::hash::Hash;

use crate::keyed::Keyed;

/// The thresholds of a column of kinds and of a rare value in it (see the module's
/// documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rarity {
    /// Rows with a value the column has at least.
    pub min_rows: usize,
    /// Share (percent) of those rows the most written value is on at least.
    pub dominant_percent: usize,
    /// Share (percent) of those rows whose value at least one other row writes, at least.
    pub repeated_percent: usize,
    /// A value is rare when at most one row in this many writes it.
    pub rare: usize,
    /// Values written once are kinds (each rare) when at most one row in this many writes one.
    pub singles_rare: usize,
}

impl Rarity {
    /// A whole output's one reading, on nearly every row: 50 rows with a value, the most written
    /// on 80% of them, a rare one on at most one row in 50 (a value written once among them: the
    /// other 20% bound those already). `odd_keys` and [`rare_tags`](crate::rare_tags) read so.
    pub const MINORITY: Rarity =
        Rarity { min_rows: 50, dominant_percent: 80, repeated_percent: 0, rare: 50, singles_rare: 1 };

    /// A run of fields' values ([`rare_fields`](crate::rare_fields)): 16 rows, the most written on
    /// a quarter and the repeated ones on half of them (settings, not data whose values repeat by
    /// chance), a rare one on at most one row in 8, a value written once only when those are at
    /// most one row in 16 (a configure cache's few paths among its `yes`es are data: 13 in 90).
    pub const FIELDS: Rarity =
        Rarity { min_rows: 16, dominant_percent: 25, repeated_percent: 50, rare: 8, singles_rare: 16 };

    /// The rows holding a rare value, in order, each with how many rows write its value; none
    /// when the column is no column of kinds.
    ///
    /// ```
    /// use ctx_squash_core::Rarity;
    ///
    /// let mut values = vec![Some("MIT"); 30];
    /// values.extend([Some("ISC"); 10]);
    /// values[7] = Some("UNLICENSED");
    /// values.push(None);
    /// assert_eq!(Rarity::FIELDS.rare_rows(&values), [(7, 1)]);
    /// assert!(Rarity::MINORITY.rare_rows(&values).is_empty());
    /// ```
    #[must_use]
    pub fn rare_rows<K: Eq + Hash>(&self, values: &[Option<K>]) -> Vec<(usize, usize)> {
        let mut counts: HashMap<&K, usize, Keyed> = HashMap::default();
        for value in values.iter().flatten() {
            *counts.entry(value).or_insert(0) += 1;
        }
        let rows: usize = counts.values().sum();
        let most = counts.values().copied().max().unwrap_or(0);
        let repeated: usize = counts.values().filter(|&&n| n >= 2).sum();
        if rows < self.min_rows
            || most.saturating_mul(100) < rows.saturating_mul(self.dominant_percent)
            || repeated.saturating_mul(100) < rows.saturating_mul(self.repeated_percent)
        {
            return Vec::new();
        }
        let singles_are_kinds = (rows - repeated).saturating_mul(self.singles_rare) <= rows;
        let rare = |n: usize| {
            n.saturating_mul(self.rare) <= rows
                && n.saturating_mul(4) <= most
                && (n >= 2 || singles_are_kinds)
        };
        values
            .iter()
            .enumerate()
            .filter_map(|(i, value)| {
                let n = counts.get(value.as_ref()?).copied()?;
                rare(n).then_some((i, n))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `n` rows of `common`, then the `others` as given.
    fn column<'a>(common: &'a str, n: usize, others: &[&'a str]) -> Vec<Option<&'a str>> {
        let mut values = vec![Some(common); n];
        values.extend(others.iter().map(|&v| Some(v)));
        values
    }

    #[test]
    fn a_value_few_rows_write_is_rare() {
        // Two `no`s among 40 `yes`es: rare under both rules' shares.
        let values = column("yes", 40, &["no", "no"]);
        assert_eq!(Rarity::FIELDS.rare_rows(&values), [(40, 2), (41, 2)]);
        // Under 50 rows: no minority.
        assert!(Rarity::MINORITY.rare_rows(&values).is_empty());
        let values = column("yes", 98, &["no", "no"]);
        assert_eq!(Rarity::MINORITY.rare_rows(&values), [(98, 2), (99, 2)]);
    }

    #[test]
    fn values_written_once_are_data_unless_few() {
        // Ten distinct paths among 30 `yes`es: a quarter of the rows are data, not kinds.
        let paths: Vec<String> = (0..10).map(|k| format!("/usr/bin/{k}")).collect();
        let mut values = column("yes", 30, &[]);
        values.extend(paths.iter().map(|p| Some(p.as_str())));
        assert!(Rarity::FIELDS.rare_rows(&values).is_empty());
        // Two of them among 40: each is a kind of its own, and rare.
        let values = column("yes", 40, &["/usr/bin/a", "/usr/bin/b"]);
        assert_eq!(Rarity::FIELDS.rare_rows(&values), [(40, 1), (41, 1)]);
        // `MINORITY` takes a value written once whenever the most written dominates.
        let mut values = column("a", 100, &["b", "c", "d"]);
        values.push(None);
        assert_eq!(Rarity::MINORITY.rare_rows(&values), [(100, 1), (101, 1), (102, 1)]);
    }

    #[test]
    fn a_column_of_no_kinds_has_no_rare_value() {
        // No value on a quarter of the rows.
        let values: Vec<Option<usize>> = (0..64).map(|k| Some(k / 3)).collect();
        assert!(Rarity::FIELDS.rare_rows(&values).is_empty());
        // Half the rows `no`: common, not rare.
        let values: Vec<Option<bool>> = (0..64).map(|k| Some(k % 2 == 0)).collect();
        assert!(Rarity::FIELDS.rare_rows(&values).is_empty());
        let none: Vec<Option<u8>> = vec![None; 80];
        assert!(Rarity::FIELDS.rare_rows(&none).is_empty());
        assert!(Rarity::MINORITY.rare_rows(&none).is_empty());
    }

    proptest::proptest! {
        /// On any column and thresholds: each row returned holds a value, written by as many rows
        /// as said, by at most one row in `rare`, in order.
        #[test]
        fn rare_rows_hold_rare_values(
            values in proptest::collection::vec(proptest::option::of(0u8..6), 0..300),
            min_rows in 0usize..60,
            dominant_percent in 0usize..101,
            repeated_percent in 0usize..101,
            rare in 0usize..60,
            singles_rare in 0usize..60,
        ) {
            let rule = Rarity { min_rows, dominant_percent, repeated_percent, rare, singles_rare };
            let found = rule.rare_rows(&values);
            let rows = values.iter().flatten().count();
            proptest::prop_assert!(found.windows(2).all(|w| w[0].0 < w[1].0));
            for (i, n) in found {
                let value = values.get(i).copied().flatten();
                proptest::prop_assert!(value.is_some());
                proptest::prop_assert_eq!(values.iter().filter(|&&v| v == value).count(), n);
                proptest::prop_assert!(n * rare <= rows);
            }
        }
    }
}
