//! Prints the squash quality table of docs/benchmarks.md: facts kept and token reduction per
//! recorded fixture. Run: `cargo run --release -p ctx-pipeline --example squash_report`.
//!
//! With fixture names as arguments (`... --example squash_report -- getconf-all`), prints those
//! fixtures' squashed text instead, each after a header with its strategy and token counts.

#[path = "../tests/common/mod.rs"]
mod common;

use ctx_pipeline::{SQUASH_FLOOR, squash};
use ctx_tokens::count_tokens;

fn main() {
    let names: Vec<String> = std::env::args().skip(1).collect();
    if !names.is_empty() {
        for fixture in common::fixtures().into_iter().filter(|fixture| names.contains(&fixture.name)) {
            let squashed = squash(&fixture.tool, &fixture.text);
            println!(
                "===== {} ({}): {} -> {} tokens",
                fixture.name,
                squashed.strategy.name(),
                count_tokens(&fixture.text),
                count_tokens(&squashed.text)
            );
            println!("{}", squashed.text);
        }
        return;
    }
    let mut reductions = Vec::new();
    let (mut facts, mut kept_facts) = (0, 0);
    println!("| fixture | tool | strategy | tokens before | tokens after | reduction | facts kept |");
    println!("|---|---|---|---:|---:|---:|---:|");
    for fixture in common::fixtures() {
        if fixture.tool == "read" || fixture.text.len() < SQUASH_FLOOR {
            continue;
        }
        let squashed = squash(&fixture.tool, &fixture.text);
        let (before, after) = (count_tokens(&fixture.text), count_tokens(&squashed.text));
        let reduction = 1.0 - after as f64 / before.max(1) as f64;
        reductions.push(reduction);
        let kept = fixture.must_keep.iter().filter(|fact| common::kept(fact, &squashed.text)).count();
        facts += fixture.must_keep.len();
        kept_facts += kept;
        println!(
            "| {} | {} | {} | {before} | {after} | {:.1}% | {kept}/{} |",
            fixture.name,
            fixture.tool,
            squashed.strategy.name(),
            100.0 * reduction,
            fixture.must_keep.len()
        );
    }
    reductions.sort_by(f64::total_cmp);
    let median = match reductions.len() {
        0 => 0.0,
        n if n % 2 == 1 => reductions[n / 2],
        n => f64::midpoint(reductions[n / 2 - 1], reductions[n / 2]),
    };
    println!(
        "\n{} fixtures above the {SQUASH_FLOOR}-byte floor: facts kept {kept_facts}/{facts} ({:.1}%), median token reduction {:.1}%",
        reductions.len(),
        100.0 * kept_facts as f64 / facts.max(1) as f64,
        100.0 * median
    );
}
