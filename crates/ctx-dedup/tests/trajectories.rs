//! Collapse on every recorded trajectory in shared/trajectories: invariants and snapshots.

use std::fmt::Write as _;
use std::path::PathBuf;

use ctx_calls::Tools;
use ctx_dedup::Collapser;
use ctx_message::{ChatMessage, Conversation, Role};
use ctx_testdata::dedup as oracle;
use serde_json::Value;

struct Trajectory {
    name: String,
    messages: Vec<ChatMessage>,
    /// The tools the trajectory's `tool_aliases` map to read, grep, glob or search.
    read_only: Tools,
}

fn trajectories() -> Vec<Trajectory> {
    ctx_testdata::trajectory_paths().iter().map(load).collect()
}

fn load(path: &PathBuf) -> Trajectory {
    let text = std::fs::read_to_string(path).expect("readable");
    let document: Value = serde_json::from_str(&text).expect("JSON");
    let aliases = document["tool_aliases"].as_object().expect("tool_aliases");
    let names = aliases
        .iter()
        .filter(|(_, alias)| matches!(alias.as_str(), Some("read" | "grep" | "glob" | "search")))
        .map(|(name, _)| name.as_str());
    Trajectory {
        name: path.file_name().expect("file name").to_string_lossy().into_owned(),
        read_only: Tools::default().with_read_only_set(names),
        messages: Conversation::from_value(&document).expect("conversation").messages,
    }
}

/// Collapses with `config`, checks the invariants and idempotence, returns the replaced indices.
#[track_caller]
fn collapse_checked(messages: &[ChatMessage], config: &Tools) -> (Vec<ChatMessage>, Vec<usize>) {
    let mut output = messages.to_vec();
    let mut collapser = Collapser::new(config.clone());
    let replaced: Vec<usize> = collapser.collapse_in_place(&mut output).iter().map(|r| r.index).collect();
    oracle::assert_invariants(messages, &output, &replaced, config);
    assert!(collapser.collapse_in_place(&mut output).is_empty(), "not idempotent");
    let (again, changed) = ctx_dedup::collapse_with(messages, config);
    assert_eq!(again, output);
    assert_eq!(changed, !replaced.is_empty());
    (output, replaced)
}

#[test]
fn every_trajectory_keeps_the_invariants() {
    let everything = Tools::default().with_read_only_set(["*"]);
    let mut replaced_anywhere = 0;
    for trajectory in trajectories() {
        let (_, replaced) = collapse_checked(&trajectory.messages, &trajectory.read_only);
        let (_, stress) = collapse_checked(&trajectory.messages, &everything);
        assert!(replaced.iter().all(|index| stress.contains(index)), "{}", trajectory.name);
        replaced_anywhere += stress.len();
        collapse_checked(&trajectory.messages, &Tools::default());
    }
    // The corpus has 309 exact repeats; with every tool read-only some results must collapse.
    assert!(replaced_anywhere > 100, "{replaced_anywhere}");
}

#[test]
fn a_turn_by_turn_collapse_equals_a_whole_history_collapse() {
    let everything = Tools::default().with_read_only_set(["*"]);
    for trajectory in trajectories().into_iter().filter(|t| t.messages.len() < 150) {
        let mut collapser = Collapser::new(everything.clone());
        let mut history: Vec<ChatMessage> = Vec::new();
        for message in &trajectory.messages {
            history.push(message.clone());
            collapser.collapse_in_place(&mut history);
        }
        let (whole, _) = ctx_dedup::collapse_with(&trajectory.messages, &everything);
        assert_eq!(history, whole, "{}", trajectory.name);
    }
}

fn tokens(messages: &[ChatMessage]) -> usize {
    messages.iter().map(ctx_tokens::count_message_tokens).sum()
}

fn summary(trajectory: &Trajectory) -> String {
    let results = trajectory.messages.iter().filter(|message| message.role == Role::Tool).count();
    let mut out = String::new();
    let _ = writeln!(out, "trajectory: {}", trajectory.name);
    let _ = writeln!(out, "messages: {}, tool results: {}", trajectory.messages.len(), results);
    let configs = [
        ("read-only = tools aliased read/grep/glob/search", trajectory.read_only.clone()),
        (
            "stress: every tool read-only (upper bound, not a policy)",
            Tools::default().with_read_only_set(["*"]),
        ),
    ];
    for (label, config) in configs {
        let (collapsed, replaced) = collapse_checked(&trajectory.messages, &config);
        let _ = writeln!(out, "\n{label}");
        let mut names: Vec<&str> = trajectory
            .messages
            .iter()
            .flat_map(|message| message.calls().iter().map(|call| call.function.name.as_str()))
            .filter(|name| config.is_read_only(name))
            .collect();
        names.sort_unstable();
        names.dedup();
        let _ = writeln!(out, "  read-only tools called: {names:?}");
        let _ = writeln!(out, "  replaced: {} {:?}", replaced.len(), replaced);
        for &index in &replaced {
            let (at, call) =
                oracle::paired_call(&trajectory.messages, index).expect("replaced results are paired");
            let function = &trajectory.messages[at].calls()[call].function;
            let arguments: String = function.arguments.chars().take(70).collect();
            let _ = writeln!(out, "    #{index}: {} {arguments}", function.name);
        }
        let _ = writeln!(out, "  tokens: {} -> {}", tokens(&trajectory.messages), tokens(&collapsed));
    }
    out
}

#[test]
fn snapshots() {
    let all = trajectories();
    for name in [
        "claude-code__cctrace-f33cdb42.json",
        "mini-swe-agent__django__django-16560.json",
        "openhands__django__django-10097.json",
    ] {
        let trajectory = all.iter().find(|t| t.name == name).expect("trajectory present");
        insta::assert_snapshot!(name.trim_end_matches(".json"), summary(trajectory));
    }
}
