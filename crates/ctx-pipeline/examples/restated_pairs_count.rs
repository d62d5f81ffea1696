//! Counts `ctx_squash_core::restated_pairs` over every recorded fixture: how many fixtures hold a
//! pair and how many pairs there are (docs/benchmarks.md, "Round 30", review69's mends, quotes
//! it). With `--list`, each fixture's pairs, both lines cut to 60 bytes. Run: `cargo run
//! --release -p ctx-pipeline --example restated_pairs_count`.

fn main() {
    let list = std::env::args().any(|arg| arg == "--list");
    let (mut fixtures, mut pairs) = (0usize, 0usize);
    for fixture in ctx_testdata::fixtures::fixtures() {
        let lines = ctx_squash_core::Lines::new(&fixture.text);
        let found = ctx_squash_core::restated_pairs(&lines);
        if found.is_empty() {
            continue;
        }
        fixtures += 1;
        pairs += found.len();
        if list {
            let cut = |i: usize| lines.get(i).chars().take(60).collect::<String>();
            for (first, second) in found {
                println!("{}\t{first}\t{second}\t{}\t{}", fixture.entry.name, cut(first), cut(second));
            }
        }
    }
    println!("restated pairs: {pairs} in {fixtures} fixtures");
}
