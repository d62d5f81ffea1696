//! Dumps the squash of every recorded input to one file, so a speed change can be proven to keep
//! every output byte for byte. Run: `cargo run --release -p ctx-pipeline --example squash_same --
//! target/squash-same/before.txt`, change the code, run it again into `after.txt`, and `cmp` them.
//!
//! The inputs: every fixture of `fixtures/tools` (raw and after `clean_terminal`), every tool
//! result of the shared trajectories, each pair of neighbouring fixtures concatenated, and the
//! 1 MB and 3 MB benchmark inputs. Each is squashed by `squash_log_marked` (text and markers), the
//! dispatch's `squash` (strategy, text and markers), `apply` as `ctx squash` runs it, and, for a
//! trajectory's result, `apply_call` with its call.

use std::fmt::Write as _;

use ctx_pipeline::{ToolCall, apply, apply_call, squash};
use ctx_testdata::{lines_up_to, tool_output};

/// Appends one input's squashes under a header naming it.
fn dump(out: &mut String, name: &str, input: &str, call: Option<&ToolCall>) {
    let marked = ctx_squash_log::squash_log_marked(input);
    let dispatched = squash("bash", input);
    let _ = writeln!(out, "=== {name} ({} bytes)\n--- squash_log_marked {:?}", input.len(), marked.markers);
    out.push_str(&marked.text);
    let _ = writeln!(out, "\n--- squash {} {:?}", dispatched.strategy.name(), dispatched.markers);
    out.push_str(&dispatched.text);
    out.push_str("\n--- apply\n");
    out.push_str(&apply("bash", input));
    if let Some(call) = call {
        out.push_str("\n--- apply_call\n");
        out.push_str(&apply_call(call, input));
    }
    out.push('\n');
}

/// Every tool result of the shared trajectories, with the call it answers.
fn trajectories(out: &mut String) -> usize {
    let mut count = 0;
    for path in ctx_testdata::trajectory_paths() {
        let Ok(conversation) = ctx_message::Conversation::parse(&ctx_testdata::read(&path)) else { continue };
        let mut calls = std::collections::HashMap::new();
        for (index, message) in conversation.messages.iter().enumerate() {
            for call in message.calls() {
                calls.insert(call.id.clone(), call.clone());
            }
            let Some(call) = message.tool_call_id.as_ref().and_then(|id| calls.get(id)) else { continue };
            let name = format!("{} #{index}", ctx_testdata::file_name(&path));
            dump(out, &name, &message.content.text(), Some(call));
            count += 1;
        }
    }
    count
}

fn main() {
    let target = std::env::args().nth(1).expect("the file to write");
    let dir = ctx_testdata::fixtures::dir().join("tools");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("fixtures/tools")
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let mut out = String::new();
    let mut count = 0;
    let texts: Vec<String> = names.iter().map(|name| tool_output(name)).collect();
    for (name, text) in names.iter().zip(&texts) {
        dump(&mut out, name, text, None);
        dump(&mut out, &format!("{name} clean"), &ctx_squash_text::clean_terminal(text), None);
        count += 2;
    }
    for (pair, texts) in names.windows(2).zip(texts.windows(2)) {
        dump(&mut out, &format!("{} + {}", pair[0], pair[1]), &format!("{}{}", texts[0], texts[1]), None);
        count += 1;
    }
    count += trajectories(&mut out);
    let trace = tool_output("cargo-trace-log.txt");
    for megabytes in [1, 3] {
        dump(&mut out, &format!("trace {megabytes} MB"), &lines_up_to(&trace, megabytes * 1_000_000), None);
        count += 1;
    }
    std::fs::write(&target, out).expect("write the dump");
    println!("{count} cases written to {target}");
}
