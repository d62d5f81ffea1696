//! Prints the squash quality table of docs/benchmarks.md: facts kept and token reduction per
//! recorded fixture. Run: `cargo run --release -p ctx-pipeline --example squash_report`.
//! The fixtures over 10 KiB are also captured as a user gets them, through a pipeline with an
//! archive (`ctx squash` and the proxy keep one by default): every marker names its handle and
//! where its text is, which costs tokens the figure without an archive does not count.
//!
//! With fixture names as arguments (`... --example squash_report -- getconf-all`), prints those
//! fixtures' squashed text instead, each after a header with its strategy and token counts.
//!
//! With `--round 3` to `--round 37`, prints only that round of unseen formats, each squashed as
//! captured from its recorded command (`squash_call`: a command that prints files is exempt): a
//! row per fixture, the round's facts kept and median token reduction (all, and over 10 KiB), then
//! every lost fact as a `fixture: fact` line (the form of `fixtures/known-lost.txt`).

use ctx_pipeline::{MemoryArchive, Pipeline, SQUASH_FLOOR, ToolCall, squash, squash_call};
use ctx_testdata::fixtures::{self, Fixture};
use ctx_tokens::count_tokens;

/// The rounds of unseen formats whose figures the plain run prints apart.
const ROUNDS: [(&str, &[&str]); 35] = [
    ("round 3", fixtures::ROUND3),
    ("round 4", fixtures::ROUND4),
    ("round 5", fixtures::ROUND5),
    ("round 6", fixtures::ROUND6),
    ("round 7", fixtures::ROUND7),
    ("round 8", fixtures::ROUND8),
    ("round 9", fixtures::ROUND9),
    ("round 10", fixtures::ROUND10),
    ("round 11", fixtures::ROUND11),
    ("round 12", fixtures::ROUND12),
    ("round 13", fixtures::ROUND13),
    ("round 14", fixtures::ROUND14),
    ("round 15", fixtures::ROUND15),
    ("round 16", fixtures::ROUND16),
    ("round 17", fixtures::ROUND17),
    ("round 18", fixtures::ROUND18),
    ("round 19", fixtures::ROUND19),
    ("round 20", fixtures::ROUND20),
    ("round 21", fixtures::ROUND21),
    ("round 22", fixtures::ROUND22),
    ("round 23", fixtures::ROUND23),
    ("round 24", fixtures::ROUND24),
    ("round 25", fixtures::ROUND25),
    ("round 26", fixtures::ROUND26),
    ("round 27", fixtures::ROUND27),
    ("round 28", fixtures::ROUND28),
    ("round 29", fixtures::ROUND29),
    ("round 30", fixtures::ROUND30),
    ("round 31", fixtures::ROUND31),
    ("round 32", fixtures::ROUND32),
    ("round 33", fixtures::ROUND33),
    ("round 34", fixtures::ROUND34),
    ("round 35", fixtures::ROUND35),
    ("round 36", fixtures::ROUND36),
    ("round 37", fixtures::ROUND37),
];

fn main() {
    let names: Vec<String> = std::env::args().skip(1).collect();
    if let Some((name, round)) = round_arg(&names) {
        round_report(&name, round);
        return;
    }
    if !names.is_empty() {
        print_squashed(&names);
        return;
    }
    let mut reductions = Vec::new();
    let (mut facts, mut kept_facts) = (0, 0);
    // Two baselines on the same fixtures: head+tail truncation to 10 KiB, and to ctx's own size.
    let mut fixed = Baseline::default();
    // The fixtures a 10 KiB head+tail cut shortens at all: the kind of output the issue's
    // reference corpus holds.
    let (mut large, mut large_facts, mut large_kept) = (Vec::new(), 0, 0);
    // The third to eleventh rounds of unseen formats, apart: all of them, and those over 10 KiB.
    let mut rounds = ROUNDS.map(|(name, names)| (name, names, Round::default(), Round::default()));
    let mut fixed_large = Baseline::default();
    let mut same_size = Baseline::default();
    println!("| fixture | tool | strategy | tokens before | tokens after | reduction | facts kept |");
    println!("|---|---|---|---:|---:|---:|---:|");
    for fixture in fixtures::fixtures() {
        if fixture.entry.tool == "read" || fixture.text.len() < SQUASH_FLOOR {
            continue;
        }
        let squashed = squash(&fixture.entry.tool, &fixture.text);
        let (before, after) = (count_tokens(&fixture.text), count_tokens(&squashed.text));
        let reduction = 1.0 - after as f64 / before.max(1) as f64;
        reductions.push(reduction);
        if fixture.text.len() > 10 * 1024 {
            large.push(reduction);
            large_facts += fixture.entry.must_keep.len();
            large_kept +=
                fixture.entry.must_keep.iter().filter(|fact| fixtures::kept(fact, &squashed.text)).count();
        }
        let kept = fixture.entry.must_keep.iter().filter(|fact| fixtures::kept(fact, &squashed.text)).count();
        for (_, names, all, large) in &mut rounds {
            if names.contains(&fixture.entry.name.as_str()) {
                let cut = ctx_squash_text::clean_terminal(&head_tail(&fixture.text, 10 * 1024)).into_owned();
                let cut_kept =
                    fixture.entry.must_keep.iter().filter(|fact| fixtures::kept(fact, &cut)).count();
                all.add(kept, cut_kept, fixture.entry.must_keep.len(), reduction);
                if fixture.text.len() > 10 * 1024 {
                    large.add(kept, cut_kept, fixture.entry.must_keep.len(), reduction);
                }
            }
        }
        facts += fixture.entry.must_keep.len();
        kept_facts += kept;
        fixed.add(&fixture, &head_tail(&fixture.text, 10 * 1024));
        if fixture.text.len() > 10 * 1024 {
            fixed_large.add(&fixture, &head_tail(&fixture.text, 10 * 1024));
        }
        same_size.add(&fixture, &head_tail(&fixture.text, squashed.text.len()));
        println!(
            "| {} | {} | {} | {before} | {after} | {:.1}% | {kept}/{} |",
            fixture.entry.name,
            fixture.entry.tool,
            squashed.strategy.name(),
            100.0 * reduction,
            fixture.entry.must_keep.len()
        );
    }
    println!(
        "\n{} fixtures above the {SQUASH_FLOOR}-byte floor: facts kept {kept_facts}/{facts} ({:.1}%), median token reduction {:.1}%",
        reductions.len(),
        100.0 * kept_facts as f64 / facts.max(1) as f64,
        100.0 * median(reductions)
    );
    println!(
        "the {} fixtures over 10 KiB: facts kept {large_kept}/{large_facts}, median token reduction {:.1}%",
        large.len(),
        100.0 * median(large)
    );
    println!(
        "head+tail 10 KiB on those: facts kept {}/{large_facts}, median token reduction {:.1}%",
        fixed_large.kept,
        100.0 * median(fixed_large.reductions)
    );
    with_handles();
    for (name, _, all, large) in rounds {
        all.print(name);
        large.print(&format!("{name} over 10 KiB"));
    }
    let (trajectories, (before, after, shown)) = trajectory_reductions();
    println!(
        "the {} trajectory tool outputs above the floor (file reads exempt): median token reduction {:.1}%, {} of them at least 80%\n\
         every trajectory tool result as captured: {after} of {before} tokens kept ({:.1}%)\n\
         captured knowing a history never edited (runs an earlier result shows left out): {shown} of {before} tokens kept ({:.1}%)",
        trajectories.len(),
        100.0 * median(trajectories.clone()),
        trajectories.iter().filter(|&&r| r >= 0.8).count(),
        100.0 * after as f64 / before.max(1) as f64,
        100.0 * shown as f64 / before.max(1) as f64
    );
    for (name, baseline) in [("head+tail 10 KiB", fixed), ("head+tail to ctx's size", same_size)] {
        println!(
            "{name}: facts kept {}/{facts} ({:.1}%), median token reduction {:.1}%",
            baseline.kept,
            100.0 * baseline.kept as f64 / facts.max(1) as f64,
            100.0 * median(baseline.reductions)
        );
    }
}

/// The round `--round N` names, and its fixtures; exits with a usage error on an unknown round.
fn round_arg(args: &[String]) -> Option<(String, &'static [&'static str])> {
    let [flag, round] = args else { return None };
    if flag != "--round" {
        return None;
    }
    let fixtures = match round.as_str() {
        "3" => fixtures::ROUND3,
        "4" => fixtures::ROUND4,
        "5" => fixtures::ROUND5,
        "6" => fixtures::ROUND6,
        "7" => fixtures::ROUND7,
        "8" => fixtures::ROUND8,
        "9" => fixtures::ROUND9,
        "10" => fixtures::ROUND10,
        "11" => fixtures::ROUND11,
        "12" => fixtures::ROUND12,
        "13" => fixtures::ROUND13,
        "14" => fixtures::ROUND14,
        "15" => fixtures::ROUND15,
        "16" => fixtures::ROUND16,
        "17" => fixtures::ROUND17,
        "18" => fixtures::ROUND18,
        "19" => fixtures::ROUND19,
        "20" => fixtures::ROUND20,
        "21" => fixtures::ROUND21,
        "22" => fixtures::ROUND22,
        "23" => fixtures::ROUND23,
        "24" => fixtures::ROUND24,
        "25" => fixtures::ROUND25,
        "26" => fixtures::ROUND26,
        "27" => fixtures::ROUND27,
        "28" => fixtures::ROUND28,
        "29" => fixtures::ROUND29,
        "30" => fixtures::ROUND30,
        "31" => fixtures::ROUND31,
        "32" => fixtures::ROUND32,
        "33" => fixtures::ROUND33,
        "34" => fixtures::ROUND34,
        "35" => fixtures::ROUND35,
        "36" => fixtures::ROUND36,
        "37" => fixtures::ROUND37,
        other => {
            eprintln!("no round {other}: 3 to 37");
            std::process::exit(2);
        }
    };
    Some((format!("round {round}"), fixtures))
}

/// The squashed text of the named fixtures, each after a header with its strategy and tokens.
fn print_squashed(names: &[String]) {
    for fixture in fixtures::fixtures().into_iter().filter(|fixture| names.contains(&fixture.entry.name)) {
        let squashed = squash(&fixture.entry.tool, &fixture.text);
        println!(
            "===== {} ({}): {} -> {} tokens",
            fixture.entry.name,
            squashed.strategy.name(),
            count_tokens(&fixture.text),
            count_tokens(&squashed.text)
        );
        println!("{}", squashed.text);
    }
}

/// One round of unseen formats alone: its table, its figures and its lost facts.
fn round_report(name: &str, names: &[&str]) {
    let (mut all, mut large) = (Round::default(), Round::default());
    let mut lost = Vec::new();
    println!("| fixture | strategy | bytes | tokens before | tokens after | reduction | facts kept |");
    println!("|---|---|---:|---:|---:|---:|---:|");
    for fixture in
        fixtures::fixtures().into_iter().filter(|fixture| names.contains(&fixture.entry.name.as_str()))
    {
        let arguments = serde_json::json!({ "command": fixture.entry.command }).to_string();
        let call = ToolCall::function("call_1", fixture.entry.tool.as_str(), arguments);
        let squashed = squash_call(&call, &fixture.text);
        let (before, after) = (count_tokens(&fixture.text), count_tokens(&squashed.text));
        let reduction = 1.0 - after as f64 / before.max(1) as f64;
        // An output passed through (under the floor) keeps its colour escapes; its facts are read
        // through them, as the squashed outputs' are read from the cleaned text.
        let dropped = fixture.dropped(&ctx_squash_text::clean_terminal(&squashed.text));
        let facts = fixture.entry.must_keep.len();
        let kept = facts - dropped.len();
        let cut = ctx_squash_text::clean_terminal(&head_tail(&fixture.text, 10 * 1024)).into_owned();
        let cut_kept = fixture.entry.must_keep.iter().filter(|fact| fixtures::kept(fact, &cut)).count();
        all.add(kept, cut_kept, facts, reduction);
        if fixture.text.len() > 10 * 1024 {
            large.add(kept, cut_kept, facts, reduction);
        }
        lost.extend(dropped.iter().map(|fact| format!("{}: {fact}", fixture.entry.name)));
        println!(
            "| {} | {} | {} | {before} | {after} | {:.1}% | {kept}/{facts} |",
            fixture.entry.name,
            squashed.strategy.name(),
            fixture.text.len(),
            100.0 * reduction
        );
    }
    println!();
    all.print(name);
    large.print(&format!("{name} over 10 KiB"));
    println!("\nlost facts ({}):", lost.len());
    for line in lost {
        println!("{line}");
    }
}

/// Token reductions of the tool outputs of the recorded agent trajectories above the floor, as an
/// agent captures them (`squash_call_with`: file reads exempt and left out), and the tokens of
/// every tool result before and after capture (reads and small outputs included): each on its own,
/// then knowing the history as a host that never edits it holds it (`squash_call_after`: the runs
/// of lines an earlier result shows left out).
fn trajectory_reductions() -> (Vec<f64>, (usize, usize, usize)) {
    let mut reductions = Vec::new();
    let (mut before_all, mut after_all, mut after_shown) = (0, 0, 0);
    for path in ctx_testdata::trajectory_paths() {
        let Ok(conversation) = ctx_message::Conversation::parse(&ctx_testdata::read(&path)) else { continue };
        let tools = ctx_calls::Tools::from_conversation(&conversation);
        let mut calls = std::collections::HashMap::new();
        // The history as a host that never edits it holds it: each tool result as captured.
        let mut history: Vec<ctx_message::ChatMessage> = Vec::new();
        for message in &conversation.messages {
            for call in message.calls() {
                calls.insert(call.id.clone(), call.clone());
            }
            let Some(call) = message.tool_call_id.as_ref().and_then(|id| calls.get(id)) else {
                history.push(message.clone());
                continue;
            };
            let text = message.content.text();
            let squashed = ctx_pipeline::squash_call_with(&tools, call, &text);
            let shown = ctx_pipeline::squash_call_after(&tools, &history, call, &text);
            history.push(ctx_message::ChatMessage::tool_result(call.id.as_str(), shown.text.as_ref()));
            let (before, after) = (count_tokens(&text), count_tokens(&squashed.text));
            before_all += before;
            after_all += after;
            after_shown += count_tokens(&shown.text);
            if text.len() < SQUASH_FLOOR || squashed.strategy == ctx_pipeline::Strategy::Exempt {
                continue;
            }
            reductions.push(1.0 - after as f64 / before.max(1) as f64);
        }
    }
    (reductions, (before_all, after_all, after_shown))
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    match values.len() {
        0 => 0.0,
        n if n % 2 == 1 => values[n / 2],
        n => f64::midpoint(values[n / 2 - 1], values[n / 2]),
    }
}

/// Facts kept and token reductions of a group of fixtures.
#[derive(Default)]
struct Round {
    kept: usize,
    /// Facts a 10 KiB head+tail cut of the same fixtures keeps.
    cut_kept: usize,
    facts: usize,
    reductions: Vec<f64>,
}

impl Round {
    fn add(&mut self, kept: usize, cut_kept: usize, facts: usize, reduction: f64) {
        self.kept += kept;
        self.cut_kept += cut_kept;
        self.facts += facts;
        self.reductions.push(reduction);
    }

    fn print(self, name: &str) {
        println!(
            "{name} ({} fixtures): facts kept {}/{} ({:.1}%), median token reduction {:.1}%; a 10 KiB head+tail cut keeps {}",
            self.reductions.len(),
            self.kept,
            self.facts,
            100.0 * self.kept as f64 / self.facts.max(1) as f64,
            100.0 * median(self.reductions),
            self.cut_kept
        );
    }
}

/// Prints the fixtures over 10 KiB captured with an archive, as the CLI and the proxy do, beside
/// their squash without one.
fn with_handles() {
    let archived = Pipeline::new(usize::MAX).with_archive(std::sync::Arc::new(MemoryArchive::new()), "");
    let mut handles = Handles::default();
    for fixture in fixtures::fixtures() {
        if fixture.entry.tool == "read" || fixture.text.len() <= 10 * 1024 {
            continue;
        }
        let without = count_tokens(&squash(&fixture.entry.tool, &fixture.text).text);
        let call = ToolCall::function("report", &fixture.entry.tool, "{}");
        let captured = archived.capture(&call, &fixture.text);
        handles.add(&fixture, (count_tokens(&fixture.text), without), &captured);
    }
    handles.print();
}

/// The fixtures over 10 KiB captured with an archive, beside their squash without one.
#[derive(Default)]
struct Handles {
    kept: usize,
    facts: usize,
    reductions: Vec<f64>,
    /// Tokens of the outputs, of their squashes without an archive, and with one.
    tokens: (usize, usize, usize),
    /// Captures that cost no fewer tokens than their output.
    no_cheaper: usize,
}

impl Handles {
    fn add(&mut self, fixture: &Fixture, (before, without): (usize, usize), captured: &str) {
        let with = count_tokens(captured);
        self.kept += fixture.entry.must_keep.iter().filter(|fact| fixtures::kept(fact, captured)).count();
        self.facts += fixture.entry.must_keep.len();
        self.reductions.push(1.0 - with as f64 / before.max(1) as f64);
        self.tokens = (self.tokens.0 + before, self.tokens.1 + without, self.tokens.2 + with);
        self.no_cheaper += usize::from(with >= before && captured != fixture.text);
    }

    fn print(self) {
        let (before, without, with) = self.tokens;
        println!(
            "with handles (captured with an archive, as `ctx squash` and the proxy do): facts kept {}/{}, median token reduction {:.1}%; of {before} tokens, {without} kept without an archive, {with} with (+{:.1}%); {} captures no cheaper than their output",
            self.kept,
            self.facts,
            100.0 * median(self.reductions),
            100.0 * (with as f64 / without.max(1) as f64 - 1.0),
            self.no_cheaper
        );
    }
}

/// Facts kept and token reductions of a baseline truncation.
#[derive(Default)]
struct Baseline {
    kept: usize,
    reductions: Vec<f64>,
}

impl Baseline {
    fn add(&mut self, fixture: &Fixture, truncated: &str) {
        // Facts are read from the terminal-cleaned cut, as ctx's are from its cleaned output.
        let cleaned = ctx_squash_text::clean_terminal(truncated);
        self.kept += fixture.entry.must_keep.iter().filter(|fact| fixtures::kept(fact, &cleaned)).count();
        let (before, after) = (count_tokens(&fixture.text), count_tokens(truncated));
        self.reductions.push(1.0 - after as f64 / before.max(1) as f64);
    }
}

/// The naive squash: the first and last `budget / 2` bytes, whole lines where they fit, with one
/// `[N lines omitted]` line between (a text within the budget is kept as it is).
fn head_tail(text: &str, budget: usize) -> String {
    if text.len() <= budget {
        return text.to_owned();
    }
    let half = budget / 2;
    let mut head = half.min(text.len());
    while !text.is_char_boundary(head) {
        head -= 1;
    }
    head = text[..head].rfind('\n').map_or(head, |i| i + 1);
    let mut tail = text.len() - half;
    while !text.is_char_boundary(tail) {
        tail += 1;
    }
    tail = text[tail..].find('\n').map_or(tail, |i| tail + i + 1).min(text.len()).max(head);
    let omitted = text[head..tail].matches('\n').count();
    format!("{}[{omitted} lines omitted]\n{}", &text[..head], &text[tail..])
}
