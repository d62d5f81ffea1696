//! Prints where the tokens a capture squash keeps go on the 19 trajectories, by the kind of tool
//! call (file reads, searches, test runs, builds, git, listings, scripts, web, subagents, edits)
//! and by what the squash did, with the used facts each carries. Each result is captured as the
//! `squash` strategy captures it, on its own (`squash_call_with`); with `--shown`, as
//! `squash-shown` does, knowing the history of captured results before it (`squash_call_after`).
//! Run: `cargo run --release -p
//! ctx-replay --example squash_kinds` (docs/benchmarks.md, "Squash quality", quotes it).
//!
//! A *used fact* is the one `ctx replay` judges (facts.rs): an identifier, path or
//! number of the agent's next message that an earlier tool result showed and no earlier system,
//! user or assistant message did. Here each is credited to the newest tool result that showed it,
//! and counted *lost* when no squashed result so far holds it (the replay's recall, without the
//! window's compaction). With `--lost`, each lost fact first, with the result it was credited to.
//! With `--dump DIR`, each result over the floor is written to `DIR/<what the squash did>/`, its
//! original as `<trajectory>#<index>.txt` and what the squash kept beside it as `….kept.txt`.
//! Last, a row per trajectory, and what the results a squash shortened or could have shortened
//! keep, split by whether they were the only squashed result to hold a used fact when it was
//! used (a shorter squash of one that held none loses no used fact of this corpus; the others'
//! kept tokens are bound to what they alone held). With `--rows`, also one row per result over
//! the floor, most kept tokens first, with its used facts and those only it held.

use std::collections::{BTreeMap, HashMap};

use ctx_message::{ChatMessage, Role};
use ctx_pipeline::{SQUASH_FLOOR, Strategy, squash_call_after, squash_call_with};
use ctx_tokens::count_tokens;
use memchr::memmem;
use regex::Regex;

#[derive(Default)]
struct Tally {
    results: usize,
    before: usize,
    after: usize,
    used: usize,
    lost: usize,
}

/// One tool result of a trajectory: its row in the tallies, its text before and after.
struct Result {
    key: (String, String),
    /// The trajectory and the message's index.
    name: String,
    original: String,
    squashed: String,
    /// Tokens of the original and of what the squash kept.
    tokens: (usize, usize),
    /// Used facts credited to this result (the newest that showed them), and of those lost.
    used: usize,
    lost: usize,
    /// Used facts that only this result's squashed text held when they were used.
    held_only_here: usize,
}

fn main() {
    let fact = Regex::new(ctx_replay::FACT_PATTERN).expect("the replay's pattern compiles");
    let mut tallies: BTreeMap<(String, String), Tally> = BTreeMap::new();
    let args: Vec<String> = std::env::args().collect();
    let dump = args.iter().position(|arg| arg == "--dump").and_then(|at| args.get(at + 1));
    let shown = args.iter().any(|arg| arg == "--shown");
    // Every result, each trajectory's after the one before.
    let mut every: Vec<Result> = Vec::new();
    for path in ctx_testdata::trajectory_paths() {
        let Ok(conversation) = ctx_message::Conversation::parse(&ctx_testdata::read(&path)) else { continue };
        let tools = ctx_calls::Tools::from_conversation(&conversation);
        let mut calls = HashMap::new();
        let mut results: Vec<Result> = Vec::new();
        let mut others = String::new();
        // The history as the `squash` strategies hold it: every tool result as captured.
        let mut history: Vec<ChatMessage> = Vec::new();
        for (index, message) in conversation.messages.iter().enumerate() {
            for call in message.calls() {
                calls.insert(call.id.clone(), call.clone());
            }
            if message.role == Role::Assistant {
                credit(&fact, message, &mut results, &others, &mut tallies);
            }
            if message.role != Role::Tool {
                ctx_replay::append_text(message, &mut others);
                history.push(message.clone());
                continue;
            }
            let Some(call) = message.tool_call_id.as_ref().and_then(|id| calls.get(id)) else {
                history.push(message.clone());
                continue;
            };
            let text = message.content.text();
            let squashed = if shown {
                squash_call_after(&tools, &history, call, &text)
            } else {
                squash_call_with(&tools, call, &text)
            };
            history.push(ChatMessage::tool_result(call.id.as_str(), squashed.text.as_ref()));
            let key = (kind(&tools, call), path_of(&text, &squashed));
            let tokens = (count_tokens(&text), count_tokens(&squashed.text));
            let tally = tallies.entry(key.clone()).or_default();
            tally.results += 1;
            tally.before += tokens.0;
            tally.after += tokens.1;
            let squashed = squashed.text.into_owned();
            let name = format!("{} #{index}", ctx_testdata::file_name(&path));
            if let Some(dir) = dump.filter(|_| text.len() >= SQUASH_FLOOR) {
                write_result(dir, &key, &name, &text, &squashed);
            }
            let original = text.into_owned();
            results.push(Result {
                key,
                name,
                original,
                squashed,
                tokens,
                used: 0,
                lost: 0,
                held_only_here: 0,
            });
        }
        every.extend(results);
    }
    print(&tallies);
    print_trajectories(&every);
    print_held(&every);
    if args.iter().any(|arg| arg == "--rows") {
        print_rows(every);
    }
}

/// Whether no squash may shorten `result`: exempt, under the floor, or kept whole at
/// `MIN_SAVED` bytes or less once cleaned (no squash of it can save that much).
fn fixed(result: &Result) -> bool {
    let path = result.key.1.as_str();
    path == "exempt" || path == "below floor" || path == "whole (MIN_SAVED)"
}

/// One row per trajectory: its results' tokens and used facts.
fn print_trajectories(every: &[Result]) {
    let mut by_trajectory: BTreeMap<&str, Tally> = BTreeMap::new();
    let mut passed: BTreeMap<&str, usize> = BTreeMap::new();
    for result in every {
        let trajectory = result.name.split(" #").next().unwrap_or_default();
        let tally = by_trajectory.entry(trajectory).or_default();
        tally.results += 1;
        tally.before += result.tokens.0;
        tally.after += result.tokens.1;
        tally.used += result.used;
        tally.lost += result.lost;
        *passed.entry(trajectory).or_default() += if fixed(result) { result.tokens.1 } else { 0 };
    }
    let all_after: usize = every.iter().map(|r| r.tokens.1).sum();
    println!(
        "| trajectory | results | tokens before | tokens kept | share of all kept | used facts | lost | kept in results no squash may shorten |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (trajectory, tally) in &by_trajectory {
        println!(
            "| {trajectory} | {} | {} | {} | {:.1}% | {} | {} | {} |",
            tally.results,
            tally.before,
            tally.after,
            100.0 * tally.after as f64 / all_after.max(1) as f64,
            tally.used,
            tally.lost,
            passed.get(trajectory).copied().unwrap_or_default()
        );
    }
    println!();
}

/// What the results a squash shortened or could have shortened keep, split by whether one was the
/// only squashed result to hold a used fact when it was used.
fn print_held(every: &[Result]) {
    let mut by_path: BTreeMap<(&str, bool), (usize, usize, usize)> = BTreeMap::new();
    for result in every.iter().filter(|r| !fixed(r)) {
        let row = by_path.entry((result.key.1.as_str(), result.held_only_here > 0)).or_default();
        row.0 += 1;
        row.1 += result.tokens.1;
        row.2 += result.held_only_here;
    }
    println!(
        "| what the squash did, of the results a squash may shorten | the only holder of a used fact | results | tokens kept | used facts only they held |"
    );
    println!("|---|---|---:|---:|---:|");
    for ((path, held), (results, kept, only)) in &by_path {
        println!("| {path} | {} | {results} | {kept} | {only} |", if *held { "yes" } else { "no" });
    }
    let before: usize = every.iter().map(|r| r.tokens.0).sum();
    let kept: usize = every.iter().map(|r| r.tokens.1).sum();
    let passed: usize = every.iter().filter(|r| fixed(r)).map(|r| r.tokens.1).sum();
    println!(
        "\nof {kept} tokens kept, {passed} ({:.1}%) are in results no squash may shorten; at 40% of all ({}), the others would keep {}",
        100.0 * passed as f64 / kept.max(1) as f64,
        before * 2 / 5,
        (before * 2 / 5).saturating_sub(passed)
    );
}

/// One row per result over the floor, most kept tokens first.
fn print_rows(mut every: Vec<Result>) {
    every.retain(|r| r.original.len() >= SQUASH_FLOOR);
    every.sort_by_key(|r| std::cmp::Reverse(r.tokens.1));
    println!(
        "\n| result | kind | what the squash did | bytes | tokens before | kept | used facts | only it held |"
    );
    println!("|---|---|---|---:|---:|---:|---:|---:|");
    for r in every {
        println!(
            "| {} | {} | {} | {} | {} | {} | {} | {} |",
            r.name,
            r.key.0,
            r.key.1,
            r.original.len(),
            r.tokens.0,
            r.tokens.1,
            r.used,
            r.held_only_here
        );
    }
}

/// Writes one result's original and what the squash kept under `dir`, by what the squash did.
fn write_result(dir: &str, key: &(String, String), name: &str, original: &str, squashed: &str) {
    let folder = std::path::Path::new(dir).join(key.1.replace([' ', '(', ')'], "_"));
    let stem = format!("{}#{}", name.replace(" #", "-"), key.0.replace(['/', ' ', '(', ')', ','], "_"));
    let written = std::fs::create_dir_all(&folder)
        .and_then(|()| std::fs::write(folder.join(format!("{stem}.txt")), original))
        .and_then(|()| std::fs::write(folder.join(format!("{stem}.kept.txt")), squashed));
    if let Err(error) = written {
        eprintln!("{}: {error}", folder.display());
    }
}

/// Credits each used fact of `next` to the newest result that showed it.
fn credit(
    fact: &Regex,
    next: &ChatMessage,
    results: &mut [Result],
    others: &str,
    tallies: &mut BTreeMap<(String, String), Tally>,
) {
    let mut text = String::new();
    ctx_replay::append_text(next, &mut text);
    let mut seen: Vec<&str> = Vec::new();
    for found in fact.find_iter(&text).map(|found| found.as_str()) {
        if seen.contains(&found) {
            continue;
        }
        seen.push(found);
        let finder = memmem::Finder::new(found.as_bytes());
        if finder.find(others.as_bytes()).is_some() {
            continue;
        }
        let mut holders = results.iter_mut().filter(|r| finder.find(r.squashed.as_bytes()).is_some());
        let (first, more) = (holders.next(), holders.next().is_some());
        let held = first.is_some();
        if let Some(only) = first.filter(|_| !more) {
            only.held_only_here += 1;
        }
        let Some(source) = results.iter_mut().rev().find(|r| finder.find(r.original.as_bytes()).is_some())
        else {
            continue;
        };
        source.used += 1;
        let tally = tallies.entry(source.key.clone()).or_default();
        tally.used += 1;
        if !held {
            source.lost += 1;
            tally.lost += 1;
            if std::env::args().any(|arg| arg == "--lost") {
                println!("lost {found:?}: {}, {}, {}", source.key.0, source.key.1, source.name);
            }
        }
    }
}

/// What the squash did to a result.
fn path_of(text: &str, squashed: &ctx_pipeline::Squashed<'_>) -> String {
    if squashed.strategy == Strategy::Exempt {
        return "exempt".to_owned();
    }
    if text.len() < SQUASH_FLOOR {
        return "below floor".to_owned();
    }
    let cleaned = ctx_squash_core::clean_terminal(text);
    if squashed.markers.is_empty() && squashed.text.len() == cleaned.len() {
        let why = if cleaned.len() <= ctx_squash_core::MIN_SAVED { "MIN_SAVED" } else { "quarter rule" };
        return match squashed.strategy {
            Strategy::Prose => "whole (prose)".to_owned(),
            Strategy::Json | Strategy::Ndjson => "whole (json)".to_owned(),
            _ => format!("whole ({why})"),
        };
    }
    format!("squashed ({})", squashed.strategy.name())
}

/// The kind of a tool call, from its tool's role and its command line.
fn kind(tools: &ctx_calls::Tools, call: &ctx_message::ToolCall) -> String {
    let classified = tools.classify(call);
    let name = call.function.name.as_str();
    if classified.prints_files() {
        return "file read".to_owned();
    }
    match name {
        "WebFetch" | "WebSearch" => return "web/search".to_owned(),
        "Task" => return "subagent".to_owned(),
        "Grep" => return "grep/rg".to_owned(),
        "Glob" | "LS" => return "listing".to_owned(),
        _ => {}
    }
    let Some(command) = classified.command else { return format!("other tool ({name})") };
    let words: Vec<&str> =
        command.split(|c: char| c.is_whitespace() || c == ';' || c == '|' || c == '&').collect();
    // A program by its name, also as a path's last part (`/usr/bin/python3`, `./tests/runtests.py`).
    let has = |w: &str| words.iter().any(|word| word.rsplit('/').next() == Some(w));
    if has("pytest")
        || has("runtests.py")
        || has("unittest")
        || has("tox")
        || command.contains("manage.py test")
    {
        "test run"
    } else if has("grep") || has("rg") || has("ag") {
        "grep/rg"
    } else if words.contains(&"git") {
        "git"
    } else if has("find") || has("ls") || has("tree") {
        "listing"
    } else if ["pip", "make", "cargo", "npm", "sphinx-build", "pylint", "flake8", "mypy"]
        .iter()
        .any(|w| has(w))
        || command.contains("setup.py")
    {
        "build/lint/install"
    } else if has("python") || has("python3") {
        "script (python)"
    } else if has("cat") || has("sed") || has("head") || has("tail") || has("nl") || has("awk") {
        "other file command (sed -i, head, tail, cat)"
    } else {
        "other command"
    }
    .to_owned()
}

fn print(tallies: &BTreeMap<(String, String), Tally>) {
    let all_after: usize = tallies.values().map(|t| t.after).sum();
    let mut by_kind: BTreeMap<&str, Tally> = BTreeMap::new();
    let mut by_path: BTreeMap<&str, Tally> = BTreeMap::new();
    for ((kind, path), tally) in tallies {
        for total in [by_kind.entry(kind).or_default(), by_path.entry(path).or_default()] {
            total.results += tally.results;
            total.before += tally.before;
            total.after += tally.after;
            total.used += tally.used;
            total.lost += tally.lost;
        }
    }
    for (title, rows) in [("kind", &by_kind), ("what the squash did", &by_path)] {
        println!(
            "| {title} | results | tokens before | tokens kept | share of all kept | used facts | lost |"
        );
        println!("|---|---:|---:|---:|---:|---:|---:|");
        for (name, tally) in rows {
            row(name, tally, all_after);
        }
        println!();
    }
    println!(
        "| kind, what the squash did | results | tokens before | tokens kept | share of all kept | used facts | lost |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for ((kind, path), tally) in tallies {
        row(&format!("{kind}, {path}"), tally, all_after);
    }
}

fn row(name: &str, tally: &Tally, all: usize) {
    println!(
        "| {name} | {} | {} | {} | {:.1}% | {} | {} |",
        tally.results,
        tally.before,
        tally.after,
        100.0 * tally.after as f64 / all.max(1) as f64,
        tally.used,
        tally.lost
    );
}
