//! The cost of `leave_out_shown_above` on a million short lines, for callgrind and perf:
//! `target/release/examples/shown_above_cost CASE` — `ab` (`a`, `b`, …), `cycleN` (`x0` to
//! `x{N-1}` over and over), `random` (one of five letters a line, drawn), `identical`,
//! `distinct`, `line` (one 20 MB line) or a file's path — under `valgrind --tool=callgrind` for
//! its instruction count (docs/benchmarks.md, "Squash speed").

use std::fmt::Write as _;

use ctx_squash_core::{Squash, leave_out_shown_above};

/// Lines in every case but `line`.
const LINES: usize = 1_000_000;

/// A million lines, each written by `line` from its number.
fn lines(mut line: impl FnMut(usize, &mut String)) -> String {
    (0..LINES).fold(String::new(), |mut text, n| {
        line(n, &mut text);
        text.push('\n');
        text
    })
}

/// The input of a case.
fn input(case: &str) -> String {
    match case {
        "ab" => lines(|n, text| text.push(if n % 2 == 0 { 'a' } else { 'b' })),
        "identical" => "the same line again\n".repeat(LINES),
        "distinct" => lines(|n, text| {
            let _ = write!(text, "line {n} of a distinct kind");
        }),
        "line" => "word ".repeat(4_000_000),
        "random" => {
            let mut state = 1u64;
            lines(|_, text| {
                state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                text.push(char::from(b"abcde"[(state >> 33) as usize % 5]));
            })
        }
        path if path.starts_with('/') => std::fs::read_to_string(path).expect("a readable file"),
        cycle => {
            let period: usize = cycle.strip_prefix("cycle").and_then(|p| p.parse().ok()).unwrap_or(7);
            lines(|n, text| {
                let _ = write!(text, "x{}", n % period);
            })
        }
    }
}

fn main() {
    let case = std::env::args().nth(1).unwrap_or_else(|| "ab".to_owned());
    let text = input(&case);
    let squash = leave_out_shown_above(&text, Squash::unchanged(&text));
    println!("{case}: {} -> {} bytes, {} markers", text.len(), squash.text.len(), squash.markers.len());
}
