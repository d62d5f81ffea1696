//! Property tests: collapse on random, often malformed, histories matches a brute-force reference.

use ctx_calls::Tools;
use ctx_dedup::{Collapser, PLACEHOLDER};
use ctx_message::{ChatMessage, ToolCall};
use ctx_testdata::dedup as oracle;
use proptest::prelude::*;

const IDS: &[&str] = &["a", "b", "c", "d", "e", "f"];
const NAMES: &[&str] = &["read", "grep", "bash", "lsp_hover", "edit", "Read"];
const ARGUMENTS: &[&str] =
    &[r#"{"path":"x","n":1}"#, "{ \"n\": 1, \"path\": \"x\" }", r#"{"path":"y"}"#, "not json", "", "{}"];

fn message() -> impl Strategy<Value = ChatMessage> {
    let call = (0..IDS.len(), 0..NAMES.len(), 0..ARGUMENTS.len())
        .prop_map(|(id, name, args)| ToolCall::function(IDS[id], NAMES[name], ARGUMENTS[args]));
    prop_oneof![
        3 => prop::collection::vec(call, 1..4).prop_map(ChatMessage::assistant_calls),
        4 => (0..IDS.len(), "[a-z]{0,3}").prop_map(|(id, text)| ChatMessage::tool_result(IDS[id], text)),
        1 => Just(ChatMessage::tool_result("a", PLACEHOLDER)),
        1 => Just(ChatMessage { tool_call_id: None, ..ChatMessage::tool_result("", "no id") }),
        1 => "[a-z ]{0,8}".prop_map(ChatMessage::user),
        1 => "[a-z ]{0,8}".prop_map(ChatMessage::assistant),
    ]
}

fn config() -> impl Strategy<Value = Tools> {
    prop_oneof![
        Just(Tools::default()),
        Just(Tools::default().with_read_only_set(["Read", "bash"])),
        Just(Tools::default().with_read_only_set(["*"]))
    ]
}

proptest! {
    #[test]
    fn collapse_matches_the_reference(messages in prop::collection::vec(message(), 0..40), config in config()) {
        let mut collapsed = messages.clone();
        let mut collapser = Collapser::new(config.clone());
        let replaced: Vec<usize> = collapser.collapse_in_place(&mut collapsed).iter().map(|r| r.index).collect();
        oracle::assert_invariants(&messages, &collapsed, &replaced, &config);
        prop_assert!(collapser.collapse_in_place(&mut collapsed).is_empty());
        let (again, changed) = ctx_dedup::collapse_with(&collapsed, &config);
        prop_assert!(!changed);
        prop_assert_eq!(again, collapsed);
    }

    #[test]
    fn incremental_equals_whole(messages in prop::collection::vec(message(), 0..30), config in config()) {
        let mut collapser = Collapser::new(config.clone());
        let mut history = Vec::new();
        for message in &messages {
            history.push(message.clone());
            collapser.collapse_in_place(&mut history);
        }
        prop_assert_eq!(history, ctx_dedup::collapse_with(&messages, &config).0);
    }

    /// A collapser kept from turn to turn (its walk's maps extended, or rebuilt when the history
    /// changed under it) replaces what a fresh one replaces, whatever the history does between
    /// turns: grows, has a message rewritten, loses its tail.
    #[test]
    fn a_kept_collapser_answers_as_a_fresh_one(
        turns in prop::collection::vec((0..4usize, prop::collection::vec(message(), 0..6), any::<prop::sample::Index>()), 1..12),
        config in config(),
    ) {
        let mut kept = Collapser::new(config.clone());
        let mut history: Vec<ChatMessage> = Vec::new();
        for (change, messages, at) in turns {
            match change {
                0 if !history.is_empty() => {
                    let at = at.index(history.len());
                    history[at] = messages.first().cloned().unwrap_or_else(|| ChatMessage::user("x"));
                }
                1 => history.truncate(at.index(history.len() + 1)),
                _ => history.extend(messages),
            }
            let mut fresh_history = history.clone();
            let fresh = Collapser::new(config.clone()).collapse_in_place(&mut fresh_history);
            let replaced = kept.collapse_in_place(&mut history);
            prop_assert_eq!(&replaced, &fresh);
            prop_assert_eq!(&history, &fresh_history);
        }
    }
}
