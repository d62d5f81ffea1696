//! A diff's tool lines and like hunks keep to their caps (review49): a flood of distinct warnings
//! after a diff starves none of its hunks' first changes, warnings of many kilobytes do not swell
//! the output, an exemplar of like hunks has a byte cap, and the one odd hunk among like ones
//! keeps its changed lines.

use ctx_squash_text::squash_generic;
use proptest::prelude::*;
use std::fmt::Write;

const BUDGET: usize = 3000;

/// A word of letters only, distinct for each `n` (numbers are folded when findings are compared).
fn word(mut n: usize) -> String {
    let mut w = String::new();
    loop {
        w.push(char::from(b'a' + (n % 26) as u8));
        n /= 26;
        if n == 0 {
            return w;
        }
    }
}

/// A `diff -u` of `hunks` hunks of `changes` changed lines each (half taken out, half put in).
fn diff(hunks: usize, changes: usize) -> String {
    let mut out = String::from("--- a/term.c\n+++ b/term.c\n");
    for h in 0..hunks {
        writeln!(out, "@@ -{0},{1} +{0},{1} @@ void {2}()", 1 + h * 40, changes / 2 + 1, word(h + 7))
            .expect("a string");
        out.push_str(" {\n");
        for k in 0..changes / 2 {
            writeln!(out, "-    old_{}_call(x);", word(h * 100 + k)).expect("a string");
        }
        for k in 0..changes / 2 {
            writeln!(out, "+    new_{}_call(y);", word(h * 100 + k)).expect("a string");
        }
    }
    out
}

fn warnings(count: usize, pad: usize) -> String {
    let mut out = String::new();
    for i in 0..count {
        writeln!(
            out,
            "warning: deprecated call {} in module {} is slow{}",
            word(i),
            word(i * 7 + 3),
            "z".repeat(pad)
        )
        .expect("a string");
    }
    out
}

#[test]
fn a_flood_of_warnings_after_a_diff_starves_no_hunks_first_change() {
    let input = diff(2, 16) + &warnings(600, 0);
    let out = squash_generic(&input, BUDGET);
    for h in 0..2 {
        let first = format!("-    old_{}_call(x);", word(h * 100));
        assert!(out.lines().any(|l| l == first), "{first:?} lost from\n{out}");
    }
    // Changes came before the warnings past the first few: most of the 32 changed lines are kept.
    let changes = out.lines().filter(|l| l.starts_with("-    old_") || l.starts_with("+    new_")).count();
    assert!(changes >= 16, "{changes} changed lines kept of 32:\n{out}");
}

#[test]
fn warnings_of_many_kilobytes_do_not_swell_the_output() {
    let input = diff(200, 2) + &warnings(40, 20_000);
    let out = squash_generic(&input, BUDGET);
    // A diff's budget is at least a sixteenth of it; findings take a quarter of that at most.
    let budget = BUDGET.max(input.len() / 16);
    assert!(out.len() <= budget * 2, "{} bytes out of {}", out.len(), input.len());
    let changes = out.lines().filter(|l| l.starts_with("-    old_") || l.starts_with("+    new_")).count();
    assert!(changes >= 100, "{changes} changed lines kept");
}

#[test]
fn like_hunks_of_long_lines_keep_to_the_budget() {
    let long = "q(){};".repeat(700);
    let mut input = String::new();
    for g in 0..4 {
        for m in 0..3 {
            writeln!(input, "--- g{g}m{m}.js\n+++ g{g}m{m}.js\n@@ -1,16 +1,16 @@").expect("a string");
            for k in 0..16 {
                writeln!(input, "-{}{long}{k}{m}\n+{}{long}X{k}{m}", word(g), word(g)).expect("a string");
            }
        }
    }
    for f in 0..300 {
        writeln!(input, "--- o{f}.py\n+++ o{f}.py\n@@ -1,2 +1,2 @@\n-{} a\n+{} b", word(f * 3), word(f * 5))
            .expect("a string");
    }
    let out = squash_generic(&input, BUDGET);
    let budget = BUDGET.max(input.len() / 16);
    assert!(out.len() <= budget * 2, "{} bytes out of {}", out.len(), input.len());
}

#[test]
fn the_odd_hunk_among_forty_like_ones_is_kept() {
    // Forty files' like hunks of four changed lines; file 23's last line differs.
    let mut input = String::new();
    for n in 1..=40 {
        write!(
            input,
            "--- legacy/spool_{n:02}.py\n+++ legacy/spool_{n:02}.py\n@@ -1,6 +1,6 @@\n import os\n"
        )
        .expect("a string");
        writeln!(input, "-print 'spool report {n}'\n-for name in spools.iteritems():").expect("a string");
        writeln!(input, "+print('spool report {n}')\n+for name in spools.items():").expect("a string");
        if n == 23 {
            input.push_str("+raise SystemExit('ODDONE 23')\n");
        } else {
            input.push_str("+    pass\n");
        }
        input.push_str(" x = 1\n");
    }
    let out = squash_generic(&input, 1000);
    assert!(out.lines().any(|l| l == "+raise SystemExit('ODDONE 23')"), "odd hunk lost from\n{out}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// For any diff followed by any number of warning lines of any length, each hunk's first
    /// changed line is kept, and the output keeps to the diff's budget but for the caps' bytes.
    #[test]
    fn each_hunks_first_change_survives_any_warnings(
        hunks in 1usize..12,
        changes in 1usize..10,
        count in 0usize..700,
        pad in 0usize..3000,
    ) {
        let input = diff(hunks, changes * 2) + &warnings(count, pad);
        let out = squash_generic(&input, BUDGET);
        for h in 0..hunks {
            let first = format!("-    old_{}_call(x);", word(h * 100));
            prop_assert!(out.lines().any(|l| l == first), "{:?} lost", first);
        }
        let budget = BUDGET.max(input.len() / 16);
        // Past the budget: the headers and each hunk's first change, which are kept whatever it
        // costs, and the findings' quarter of it.
        let headers: usize = input.lines().filter(|l| l.starts_with("@@") || l.starts_with("---") || l.starts_with("+++")).map(|l| l.len() + 1).sum();
        prop_assert!(out.len() <= budget + budget / 4 + headers + hunks * 40, "{} bytes", out.len());
    }
}
