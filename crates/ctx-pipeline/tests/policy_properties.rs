//! Property tests: every policy, turn by turn on random histories, loses nothing and keeps pairs.

use ctx_calls::Tools;
use ctx_message::{ChatMessage, Role, ToolCall};
use ctx_pipeline::{CompactEarly, Pipeline, Policy, Rewrite, Rules};
use proptest::prelude::*;

const COMMANDS: &[&str] = &["cat a.py", "sed -n '1,9p' a.py", "ls", "pytest", "sed -i 's/a/b/' a.py"];

/// One agent step: an assistant message with calls, then a result for each (sometimes missing).
#[derive(Debug, Clone)]
struct Step {
    commands: Vec<usize>,
    outputs: Vec<usize>,
    answer_all: bool,
}

fn step() -> impl Strategy<Value = Step> {
    (prop::collection::vec(0..COMMANDS.len(), 1..3), prop::collection::vec(0..4usize, 2), any::<bool>())
        .prop_map(|(commands, outputs, answer)| Step { commands, outputs, answer_all: answer })
}

fn policy() -> impl Strategy<Value = Policy> {
    prop_oneof![
        Just(Policy::design()),
        Just(Policy::cache_aware()),
        Just(Policy::cache_aware_compact()),
        Just(Policy::design().with_rules(Rules::all().mask_after_turns(Some(2)))),
        Just(Policy::cache_aware().with_rewrite(Rewrite::Batched { min_reclaim_percent: 10 })),
        Just(Policy::off()),
        Just(Policy::cache_aware().with_compact_early(Some(CompactEarly {
            at_percent: 20,
            keep_percent: 30,
            summary_percent: 0,
            min_window: 0
        }))),
    ]
}

fn output(kind: usize, turn: usize) -> String {
    match kind {
        0 => "def f():\n    return 1\n".repeat(30),
        1 => format!("FAILED tests/test_a.py::test_{turn}\n").repeat(20),
        2 => "ok".to_owned(),
        _ => format!("line {turn}\n").repeat(200),
    }
}

/// Every tool message follows a call with its id, and every kept call keeps its results.
fn pairs_intact(history: &[ChatMessage], answered: &std::collections::HashSet<String>) -> bool {
    let mut called = std::collections::HashSet::new();
    let mut results = std::collections::HashSet::new();
    for message in history {
        called.extend(message.calls().iter().map(|call| call.id.clone()));
        if let (Role::Tool, Some(id)) = (&message.role, &message.tool_call_id) {
            if !called.contains(id) {
                return false;
            }
            results.insert(id.clone());
        }
    }
    called.iter().all(|id| !answered.contains(id) || results.contains(id))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn nothing_is_lost_and_pairs_stay_intact(
        steps in prop::collection::vec(step(), 1..60),
        policy in policy(),
        window in 100usize..20_000,
    ) {
        let shapes = policy.shaping && policy.hard_window;
        let mut pipeline = Pipeline::with_policy(window, Tools::default(), policy);
        let mut history = vec![ChatMessage::system("agent"), ChatMessage::user("fix the tests")];
        let mut answered = std::collections::HashSet::new();
        for (turn, step) in steps.iter().enumerate() {
            let calls: Vec<ToolCall> = step
                .commands
                .iter()
                .enumerate()
                .map(|(i, &command)| {
                    let arguments = serde_json::json!({ "command": COMMANDS[command] }).to_string();
                    ToolCall::function(format!("c{turn}-{i}"), "bash", arguments)
                })
                .collect();
            history.push(ChatMessage::assistant_calls(calls.clone()));
            for (i, call) in calls.iter().enumerate() {
                if step.answer_all || i == 0 {
                    history.push(ChatMessage::tool_result(&call.id, output(step.outputs[i % 2], turn)));
                    answered.insert(call.id.clone());
                }
            }
            let before = history.clone();
            let report = pipeline.turn(&mut history, None);
            prop_assert!(pairs_intact(&history, &answered));
            prop_assert_eq!(history[..2].to_vec(), before[..2].to_vec(), "the system prompt and the task stay");
            // The newest message is kept (its content may have become a back-reference).
            let (newest, was) = (history.last().expect("kept"), before.last().expect("pushed"));
            prop_assert_eq!((&newest.role, &newest.tool_call_id), (&was.role, &was.tool_call_id));
            prop_assert_eq!(report.tokens_after, pipeline.count(&history));
            // The window is a hard limit for a policy that shapes: the prompt fits, or the report
            // says by how much it does not, and then nothing but what is never dropped is left.
            let prompt = pipeline.count(&history) + ctx_tokens::REPLY_PRIMER;
            if shapes {
                match report.over_window {
                    None => prop_assert!(prompt <= window, "{} over {}", prompt, window),
                    Some(over) => {
                        prop_assert_eq!(prompt, window + over);
                        // Every tool result is cleared, but one no longer than its placeholder,
                        // which stays whole (clearing it would not shorten the prompt).
                        let placeholder = ctx_tokens::count_tokens("[output cleared to fit the context window]");
                        let cleared = history.iter().filter(|m| m.role == Role::Tool).all(|m| {
                            m.content.text().starts_with("[output cleared")
                                || ctx_tokens::count_tokens(&m.content.text()) <= placeholder
                        });
                        prop_assert!(cleared, "a tool result longer than its placeholder left whole");
                    }
                }
            }
            // Undo what fitting the window did, then what the turn did before it.
            let mut restored = history.clone();
            for fitted in &report.fitted {
                restored[fitted.index].content = fitted.original.clone();
            }
            if report.shaped {
                prop_assert_eq!(history.len() - 1 + report.dropped.len(), before.len());
            } else {
                for replacement in &report.replaced {
                    prop_assert!(replacement.original.text().len() > restored[replacement.index].content.text().len());
                    restored[replacement.index].content = replacement.original.clone();
                }
                prop_assert_eq!(&restored, &before, "the originals restore the history");
            }
        }
    }
}
