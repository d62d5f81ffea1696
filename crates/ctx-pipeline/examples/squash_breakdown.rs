//! Prints where the tokens a squash keeps are, on the 19 trajectories' tool results as an agent
//! captures them: by path (exempt file reads, under the floor, kept whole because the squash saved
//! too little, each squasher) and by size band. Run: `cargo run --release -p ctx-pipeline --example
//! squash_breakdown` (docs/benchmarks.md, "Squash quality", quotes it). With `--rows`, also one
//! row per tool result above the floor. With `--fixtures`, instead, what the squash of each
//! recorded fixture over 10 KiB spends its tokens on: `[N lines omitted]` markers, fold notes,
//! lines cut in the middle, and the lines kept as they were.

use std::collections::{BTreeMap, HashMap};

use ctx_pipeline::{SQUASH_FLOOR, Strategy, squash_call_with};
use ctx_tokens::count_tokens;

/// The size bands, in bytes of the tool result.
const BANDS: [(usize, &str); 5] = [
    (1_500, "< 1.5 KB"),
    (4_096, "1.5-4 KB"),
    (16_384, "4-16 KB"),
    (65_536, "16-64 KB"),
    (usize::MAX, ">= 64 KB"),
];

#[derive(Default)]
struct Tally {
    results: usize,
    before: usize,
    after: usize,
}

impl Tally {
    fn add(&mut self, before: usize, after: usize) {
        self.results += 1;
        self.before += before;
        self.after += after;
    }
}

fn main() {
    if std::env::args().any(|arg| arg == "--fixtures") {
        fixtures();
        return;
    }
    let rows = std::env::args().any(|arg| arg == "--rows");
    let mut by_path: BTreeMap<String, Tally> = BTreeMap::new();
    let mut by_band: BTreeMap<(usize, String), Tally> = BTreeMap::new();
    let mut total = Tally::default();
    // Results no squash may shorten: exempt, under the floor, or too small to save `MIN_SAVED`
    // (but by leaving out only lines it still shows: `ctx_squash_core::worth_squashing`).
    let mut fixed = Tally::default();
    for path in ctx_testdata::trajectory_paths() {
        let Ok(conversation) = ctx_message::Conversation::parse(&ctx_testdata::read(&path)) else { continue };
        let tools = ctx_calls::Tools::from_conversation(&conversation);
        let mut calls = HashMap::new();
        for (index, message) in conversation.messages.iter().enumerate() {
            for call in message.calls() {
                calls.insert(call.id.clone(), call.clone());
            }
            let Some(call) = message.tool_call_id.as_ref().and_then(|id| calls.get(id)) else { continue };
            let text = message.content.text();
            let squashed = squash_call_with(&tools, call, &text);
            let (before, after) = (count_tokens(&text), count_tokens(&squashed.text));
            let kept_whole = squashed.markers.is_empty()
                && squashed.text.len() == ctx_squash_core::clean_terminal(&text).len()
                && !matches!(squashed.strategy, Strategy::Exempt | Strategy::BelowFloor);
            let name = if text.len() < SQUASH_FLOOR && squashed.strategy != Strategy::Exempt {
                "below-floor".to_owned()
            } else if kept_whole {
                format!("kept whole ({})", squashed.strategy.name())
            } else {
                squashed.strategy.name().to_owned()
            };
            let band = BANDS.iter().position(|&(limit, _)| text.len() < limit).unwrap_or(BANDS.len() - 1);
            by_path.entry(name.clone()).or_default().add(before, after);
            by_band.entry((band, name.clone())).or_default().add(before, after);
            total.add(before, after);
            if squashed.strategy == Strategy::Exempt
                || text.len() < SQUASH_FLOOR
                || ctx_squash_core::clean_terminal(&text).len() <= ctx_squash_core::MIN_SAVED
            {
                fixed.add(before, after);
            }
            if rows && text.len() >= SQUASH_FLOOR {
                println!(
                    "{} #{index} {} {name}: {} B, {before} -> {after} tokens",
                    ctx_testdata::file_name(&path),
                    call.function.name,
                    text.len()
                );
            }
        }
    }
    println!("| path | results | tokens before | tokens kept | share of all kept |");
    println!("|---|---:|---:|---:|---:|");
    for (name, tally) in &by_path {
        print_row(name, tally, total.after);
    }
    print_row("all", &total, total.after);
    let target = total.before * 2 / 5;
    println!(
        "\nno squash may shorten {} results of {} tokens ({:.1}% of all tool-result tokens: exempt, under the \
         floor, or {} bytes or less once cleaned, but for lines left out that the squash still shows); kept at 40% of all, the other {} results ({} tokens, {} kept \
         today) would have to keep {} tokens",
        fixed.results,
        fixed.before,
        100.0 * fixed.before as f64 / total.before.max(1) as f64,
        ctx_squash_core::MIN_SAVED,
        total.results - fixed.results,
        total.before - fixed.before,
        total.after - fixed.after,
        target.saturating_sub(fixed.after)
    );
    println!("\n| size band, path | results | tokens before | tokens kept | share of all kept |");
    println!("|---|---:|---:|---:|---:|");
    for ((band, name), tally) in &by_band {
        print_row(&format!("{}, {name}", BANDS[*band].1), tally, total.after);
    }
}

fn print_row(name: &str, tally: &Tally, all: usize) {
    println!(
        "| {name} | {} | {} | {} | {:.1}% |",
        tally.results,
        tally.before,
        tally.after,
        100.0 * tally.after as f64 / all.max(1) as f64
    );
}

/// One row per recorded fixture over 10 KiB, by reduction: the tokens its squash keeps, split by
/// kind of line.
fn fixtures() {
    let mut rows = Vec::new();
    for fixture in ctx_testdata::fixtures::fixtures() {
        if fixture.entry.tool == "read" || fixture.text.len() <= 10 * 1024 {
            continue;
        }
        let squashed = ctx_pipeline::squash(&fixture.entry.tool, &fixture.text);
        let (before, after) = (count_tokens(&fixture.text), count_tokens(&squashed.text));
        // Markers, fold notes, cut lines, whole lines: each line counted with its newline.
        let mut kinds = [0usize; 4];
        for line in squashed.text.split_inclusive('\n') {
            let bare = line.trim_end_matches('\n');
            let kind = if ctx_squash_core::omitted_count(bare).is_some() {
                0
            } else if ctx_squash_core::is_fold_note(bare) {
                1
            } else if bare.contains(" bytes omitted]") {
                2
            } else {
                3
            };
            kinds[kind] += count_tokens(line);
        }
        let reduction = 1.0 - after as f64 / before.max(1) as f64;
        rows.push((reduction, fixture.entry.name.clone(), squashed.strategy.name(), before, after, kinds));
    }
    rows.sort_by(|a, b| a.0.total_cmp(&b.0));
    println!(
        "| fixture | strategy | tokens before | kept | reduction | markers | fold notes | cut lines | whole lines |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---:|---:|");
    for (reduction, name, strategy, before, after, [markers, notes, cut, whole]) in rows {
        println!(
            "| {name} | {strategy} | {before} | {after} | {:.1}% | {markers} | {notes} | {cut} | {whole} |",
            100.0 * reduction
        );
    }
}
