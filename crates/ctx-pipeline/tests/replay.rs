//! Replays every recorded trajectory through the pipeline turn by turn, as an agent would run it
//! (one `turn` before each model call), and checks the invariants after every turn.

use std::collections::HashSet;

use ctx_message::{ChatMessage, Conversation, Role};
use ctx_pipeline::Pipeline;
use ctx_shaping::ExtractiveSummarizer;

fn trajectories() -> Vec<(String, Conversation)> {
    ctx_testdata::trajectory_paths()
        .iter()
        .map(|path| {
            let conversation = Conversation::parse(&ctx_testdata::read(path)).expect("parses");
            (ctx_testdata::file_name(path), conversation)
        })
        .collect()
}

/// Every tool message sits in the block right after the assistant message that called it, and
/// every call of a kept assistant message that was answered in the input is still answered.
fn assert_pairs_intact(name: &str, history: &[ChatMessage], answered: &HashSet<String>) {
    let mut open: HashSet<&str> = HashSet::new();
    for (index, message) in history.iter().enumerate() {
        match message.role {
            Role::Assistant => {
                assert!(
                    open.iter().all(|id| !answered.contains(*id)),
                    "{name}: message {index}: an earlier call lost its result"
                );
                open = message.calls().iter().map(|call| call.id.as_str()).collect();
            }
            Role::Tool => {
                let id = message.tool_call_id.as_deref().unwrap_or_default();
                assert!(open.remove(id), "{name}: message {index}: result {id} without its call");
            }
            _ => {
                assert!(
                    open.iter().all(|id| !answered.contains(*id)),
                    "{name}: message {index}: a call was separated from its result"
                );
                open.clear();
            }
        }
    }
}

#[test]
fn every_trajectory_replays_with_intact_pairs_and_nothing_lost() {
    let summarizer = ExtractiveSummarizer::new();
    for window in [32_000, 64_000] {
        for (name, conversation) in trajectories() {
            let answered: HashSet<String> =
                conversation.messages.iter().filter_map(|message| message.tool_call_id.clone()).collect();
            let mut pipeline = Pipeline::new(window);
            let mut history: Vec<ChatMessage> = Vec::new();
            let (mut summaries, mut dropped) = (0, 0);
            let mut appended = 0;
            for message in &conversation.messages {
                if message.role == Role::Assistant && !history.is_empty() {
                    let report = pipeline.turn(&mut history, Some(&summarizer));
                    if report.shaped {
                        summaries += 1;
                        dropped += report.dropped.len();
                        assert!(
                            report.tokens_after <= window,
                            "{name} at {window}: {} tokens after shaping",
                            report.tokens_after
                        );
                    }
                    assert_eq!(report.tokens_after, pipeline.count(&history), "{name}: report agrees");
                    assert_pairs_intact(&name, &history, &answered);
                }
                history.push(message.clone());
                appended += 1;
            }
            assert_eq!(
                history.len() + dropped,
                appended + summaries,
                "{name} at {window}: a message was lost"
            );
            assert_eq!(history.first().map(|m| &m.role), conversation.messages.first().map(|m| &m.role));
        }
    }
}

#[test]
fn a_replayed_turn_with_nothing_new_changes_nothing() {
    for (name, conversation) in trajectories().into_iter().take(5) {
        let mut history = conversation.messages.clone();
        let mut pipeline = Pipeline::new(1_000_000);
        pipeline.turn(&mut history, None);
        let settled = history.clone();
        let report = pipeline.turn(&mut history, None);
        assert!(!report.changed(), "{name}");
        assert_eq!(
            history, settled,
            "{name}: a second turn rewrote history (it would break the prompt cache)"
        );
    }
}
