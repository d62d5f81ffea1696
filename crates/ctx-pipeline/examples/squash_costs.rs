//! Where a squash's kept tokens go: splits the output of each recorded fixture over 10 KiB whose
//! token reduction is in a band (50–80% unless told) into kinds of line, and sums them over the
//! band. Run: `cargo run --release -p ctx-pipeline --example squash_costs [-- LOW HIGH]`.
//!
//! The kinds, first that fits: a `[N lines omitted]` marker; a fold note (`[… ×N…]`), apart when
//! it holds a must-keep fact; a line holding a fact; one of the output's first or last three
//! lines of the original; a line within three original lines of a fact's line (context); a line
//! of a kept run of four or more consecutive original lines (a block); a line kept with at most
//! two others between markers (a single, a standout's shape); and a line found nowhere in the
//! original as written (cut or rewritten). Kept lines are placed in the original by walking it
//! forward (terminal escapes cleaned), each marker skipping the lines it counts. The per-fixture rows name the largest kind.

use ctx_pipeline::squash;
use ctx_squash_core::{clean_terminal, omitted_count};
use ctx_testdata::fixtures;
use ctx_tokens::count_tokens;

const KINDS: [&str; 10] = [
    "marker",
    "note (fact)",
    "note (no fact)",
    "fact line",
    "first/last",
    "context",
    "block",
    "single",
    "rewritten",
    "blank",
];

fn main() {
    let args: Vec<f64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let (low, high) = match args.as_slice() {
        [low, high] => (*low, *high),
        _ => (50.0, 80.0),
    };
    let mut totals = [0usize; KINDS.len()];
    let (mut band, mut before_sum, mut after_sum) = (0, 0, 0);
    for fixture in fixtures::fixtures() {
        if fixture.entry.tool == "read" || fixture.text.len() <= 10 * 1024 {
            continue;
        }
        let squashed = squash(&fixture.entry.tool, &fixture.text);
        let (before, after) = (count_tokens(&fixture.text), count_tokens(&squashed.text));
        let reduction = 100.0 * (1.0 - after as f64 / before.max(1) as f64);
        if reduction < low || reduction >= high {
            continue;
        }
        band += 1;
        before_sum += before;
        after_sum += after;
        let kinds = tally(&fixture.text, &squashed.text, &fixture.entry.must_keep);
        for (total, n) in totals.iter_mut().zip(kinds) {
            *total += n;
        }
        let (top, n) = kinds.iter().enumerate().max_by_key(|(_, n)| **n).map_or((0, 0), |(i, n)| (i, *n));
        println!(
            "{:<40} {:>6} -> {:>6} ({reduction:.1}%) largest: {} {n}",
            fixture.entry.name, before, after, KINDS[top]
        );
    }
    println!("\n{band} fixtures in [{low}%, {high}%): {before_sum} -> {after_sum} tokens");
    let sum: usize = totals.iter().sum();
    for (kind, n) in KINDS.iter().zip(totals) {
        println!("| {kind} | {n} | {:.1}% |", 100.0 * n as f64 / sum.max(1) as f64);
    }
}

/// The kept tokens of one squash by kind of line.
fn tally(original: &str, squashed: &str, facts: &[String]) -> [usize; KINDS.len()] {
    let clean = clean_terminal(original);
    let lines: Vec<&str> = clean.lines().collect();
    let out: Vec<&str> = squashed.lines().collect();
    // Each output line's place in the original, walking forward.
    let mut place: Vec<Option<usize>> = Vec::with_capacity(out.len());
    let mut cursor = 0;
    for line in &out {
        if let Some(n) = omitted_count(line) {
            cursor += n;
            place.push(None);
            continue;
        }
        let found = lines.get(cursor..).and_then(|rest| rest.iter().take(4096).position(|l| l == line));
        match found {
            Some(offset) => {
                place.push(Some(cursor + offset));
                cursor += offset + 1;
            }
            None => place.push(None),
        }
    }
    let holds_fact = |line: &str| facts.iter().any(|fact| fixtures::kept(fact, line));
    let fact_places: Vec<usize> =
        out.iter().zip(&place).filter(|(line, _)| holds_fact(line)).filter_map(|(_, p)| *p).collect();
    let mut kinds = [0usize; KINDS.len()];
    for (i, line) in out.iter().enumerate() {
        let tokens = count_tokens(line) + 1;
        let trimmed = line.trim();
        let is_note = trimmed.starts_with('[') && trimmed.ends_with(']') && trimmed.contains(" ×");
        let kind = if omitted_count(line).is_some() {
            0
        } else if is_note {
            if holds_fact(line) { 1 } else { 2 }
        } else if trimmed.is_empty() {
            9
        } else if holds_fact(line) {
            3
        } else if let Some(p) = place[i] {
            let run = run_len(&place, i);
            if p < 3 || p + 3 >= lines.len() {
                4
            } else if fact_places.iter().any(|&f| f.abs_diff(p) <= 3) {
                5
            } else if run >= 4 {
                6
            } else {
                7
            }
        } else {
            8
        };
        kinds[kind] += tokens;
    }
    kinds
}

/// How many consecutive original lines the kept run through output line `at` spans.
fn run_len(place: &[Option<usize>], at: usize) -> usize {
    let Some(Some(origin)) = place.get(at) else { return 0 };
    let mut span = 1;
    let (mut line, mut original) = (at, *origin);
    while line > 0 && original > 0 && place.get(line - 1).copied().flatten() == Some(original - 1) {
        line -= 1;
        original -= 1;
        span += 1;
    }
    let (mut line, mut original) = (at, *origin);
    while place.get(line + 1).copied().flatten() == Some(original + 1) {
        line += 1;
        original += 1;
        span += 1;
    }
    span
}
