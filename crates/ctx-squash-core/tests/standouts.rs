//! Property tests of the standout principle: on any text the rows it names are real rows, in
//! order, bounded; on any uniform table whose column of sizes spreads over orders of magnitude
//! (and does not only grow), the row of the largest size is among them; and a row of a rare kind
//! among routine ones is named by `rare_kinds`.

use ctx_squash_core::{Lines, MAX_RARE_ROWS, MAX_STANDOUTS, RARE, SPREAD, Templates, rare_kinds, standouts};
use proptest::prelude::*;

fn text() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            "[a-z0-9 .K]{0,24}",
            (0u32..100_000).prop_map(|n| format!("-rw-r--r-- 0/0 {n} 2006-07-24 01:21 f{n}.rs")),
            (0u32..1000).prop_map(|n| format!("{n}K\tdir/{n}")),
            Just("é日\u{fffd}\0 [4.0K] (0.5s)".to_owned()),
        ],
        0..120,
    )
    .prop_map(|lines| lines.join("\n"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn standouts_are_rows_in_order_and_bounded(input in text()) {
        let lines = Lines::new(&input);
        let templates = Templates::mine(&lines);
        let rows = standouts(&lines, &templates);
        prop_assert!(rows.len() <= MAX_STANDOUTS);
        prop_assert!(rows.windows(2).all(|w| w[0] < w[1]), "sorted and unique");
        prop_assert!(rows.iter().all(|&r| r < lines.len()));
        prop_assert_eq!(standouts(&lines, &templates), rows, "deterministic");
    }

    #[test]
    fn rare_kinds_are_rows_in_order_and_bounded(input in text()) {
        let lines = Lines::new(&input);
        let rows = rare_kinds(&lines, &Templates::mine(&lines));
        prop_assert!(rows.len() <= MAX_RARE_ROWS);
        prop_assert!(rows.windows(2).all(|w| w[0] < w[1]));
        prop_assert!(rows.iter().all(|&r| r < lines.len()));
    }

    /// dpkg.log: among routine `status` and `configure` lines, a `remove` is an event.
    #[test]
    fn a_rare_kind_is_named(n in 100usize..600, at in any::<prop::sample::Index>(), kind in "(remove|purge|upgrade)") {
        let at = at.index(n);
        let text: String = (0..n)
            .map(|i| {
                let verb = if i == at { kind.as_str() } else if i % 3 == 0 { "configure" } else { "status" };
                format!("2026-09-22 04:{:02}:{:02} {verb} pkg-{i}:amd64 1.{i}-1\n", i / 60 % 60, i % 60)
            })
            .collect::<Vec<_>>()
            .concat();
        let lines = Lines::new(&text);
        let rows = rare_kinds(&lines, &Templates::mine(&lines));
        prop_assert!(rows.contains(&at), "{rows:?} lacks {at} (1 in {n}, rare below 1 in {RARE})");
    }

    #[test]
    fn the_largest_of_a_spread_column_is_kept(sizes in prop::collection::vec(1u32..1_000_000, 8..200)) {
        let text = sizes
            .iter()
            .enumerate()
            .map(|(i, s)| format!("-rw-r--r-- 0/0 {s:>8} 2006-07-24 01:21 crate/src/file_{i}.rs\n"))
            .collect::<Vec<_>>()
            .concat();
        let lines = Lines::new(&text);
        let rows = standouts(&lines, &Templates::mine(&lines));
        let max = sizes.iter().copied().max().unwrap_or(0);
        let mean = sizes.iter().map(|&s| f64::from(s)).sum::<f64>() / sizes.len() as f64;
        let falls = sizes.windows(2).any(|w| w[1] < w[0]);
        let largest = sizes.iter().position(|&s| s == max).unwrap_or(0);
        if falls && f64::from(max) >= SPREAD * mean {
            prop_assert!(rows.contains(&largest), "{rows:?} lacks row {largest} ({max})");
        } else {
            prop_assert!(rows.is_empty(), "{rows:?}");
        }
    }
}
