//! `ctx replay --trace DIR` writes every call's prompt: from those files alone (and the recorded
//! conversation), the cost and the used-fact recall that `--json` reports are recomputed exactly.

use std::path::{Path, PathBuf};
use std::process::Command;

use ctx_message::{ChatMessage, Conversation, Object, Role};
use regex::Regex;
use serde_json::Value;

fn trajectory(name: &str) -> PathBuf {
    ctx_testdata::trajectory_paths()
        .into_iter()
        .find(|path| ctx_testdata::file_name(path) == name)
        .expect("a recorded trajectory")
}

/// A message's text and its calls' names and arguments, one per line.
fn text_of(message: &ChatMessage) -> String {
    let mut text = String::new();
    for part in message.content.texts() {
        text.push_str(&part);
        text.push('\n');
    }
    for call in message.calls() {
        text.push_str(&call.function.name);
        text.push('\n');
        text.push_str(&call.function.arguments);
        text.push('\n');
    }
    text
}

/// The traced calls of one file under one strategy, in order: (tokens, cached, prompt).
fn traced_calls(dir: &Path) -> Vec<(u64, u64, Vec<ChatMessage>)> {
    let mut paths: Vec<PathBuf> =
        std::fs::read_dir(dir).expect("trace dir").map(|entry| entry.expect("entry").path()).collect();
    paths.sort();
    paths
        .iter()
        .map(|path| {
            let document: Object =
                serde_json::from_str(&std::fs::read_to_string(path).expect("trace")).expect("JSON");
            let prompt: Vec<ChatMessage> =
                serde_json::from_str(document.get("prompt").expect("prompt").get()).expect("messages");
            (
                document.get_as("tokens").expect("tokens"),
                document.get_as("cached_tokens").expect("cached"),
                prompt,
            )
        })
        .collect()
}

#[test]
fn the_trace_recomputes_cost_and_recall_exactly() {
    let files = ["mini-swe-agent__django__django-11138.json", "openhands__django__django-11292.json"];
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("replay-trace");
    let _ = std::fs::remove_dir_all(&dir);
    let mut args: Vec<String> =
        ["replay", "--json", "--window", "32000", "--strategy", "cache-aware-compact", "--trace"]
            .iter()
            .map(|arg| (*arg).to_owned())
            .collect();
    args.push(dir.to_string_lossy().into_owned());
    args.extend(files.iter().map(|name| trajectory(name).to_string_lossy().into_owned()));
    let output = Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(&args)
        .env("CTX_ARCHIVE", "off")
        .output()
        .expect("ctx runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let report: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let fact = Regex::new(ctx_replay::FACT_PATTERN).expect("the pattern");
    let (read, write) = (0.1, 1.25);

    for strategy in report["windows"][0]["strategies"].as_array().expect("strategies") {
        let name = strategy["strategy"].as_str().expect("name");
        for file in strategy["files"].as_array().expect("files") {
            let file_name = file["file"].as_str().expect("file");
            let calls = traced_calls(&dir.join(file_name).join("32000").join(name));
            // Cost: every prompt recounted; the cached part is the longest run of leading messages
            // equal to the previous prompt's.
            let mut cost = 0.0;
            let mut previous: Vec<ChatMessage> = Vec::new();
            for (tokens, cached, prompt) in &calls {
                let recount: usize = prompt.iter().map(ctx_tokens::count_message_tokens).sum::<usize>()
                    + ctx_tokens::REPLY_PRIMER;
                let common = prompt.iter().zip(&previous).take_while(|(now, before)| now == before).count();
                let recached: usize = prompt[..common].iter().map(ctx_tokens::count_message_tokens).sum();
                assert_eq!((*tokens, *cached), (recount as u64, recached as u64), "{name} {file_name}");
                cost += recached as f64 * read + (recount - recached) as f64 * write;
                previous.clone_from(prompt);
            }
            assert_eq!(calls.len() as u64, file["calls"].as_u64().expect("calls"));
            // The same sums in the same order: equal to the last bit.
            assert_eq!(cost.to_bits(), file["cost"].as_f64().expect("cost").to_bits(), "{name} {file_name}");

            // Recall: the used facts from the recorded conversation, found in the traced prompt.
            let conversation =
                Conversation::parse(&std::fs::read_to_string(trajectory(file_name)).expect("read"))
                    .expect("parses");
            let (mut tools, mut others) = (String::new(), String::new());
            let (mut used, mut recalled, mut call) = (0, 0, 0);
            for message in &conversation.messages {
                if message.role == Role::Assistant {
                    let prompt: String = calls[call].2.iter().map(text_of).collect();
                    let mut seen: Vec<&str> = Vec::new();
                    let next = text_of(message);
                    for found in fact.find_iter(&next).map(|found| found.as_str()) {
                        if !seen.contains(&found) && tools.contains(found) && !others.contains(found) {
                            seen.push(found);
                            used += 1;
                            recalled += usize::from(prompt.contains(found));
                        }
                    }
                    call += 1;
                }
                let target = if message.role == Role::Tool { &mut tools } else { &mut others };
                target.push_str(&text_of(message));
            }
            assert_eq!(used, file["used_facts"].as_u64().expect("used") as usize, "{name} {file_name}");
            assert_eq!(
                recalled,
                file["recalled_facts"].as_u64().expect("recalled") as usize,
                "{name} {file_name}"
            );
        }
    }
}
