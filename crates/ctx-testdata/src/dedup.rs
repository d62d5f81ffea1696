//! The collapse oracle (feature `dedup`): an independent, brute-force reference for what
//! `ctx_dedup::collapse` must replace, used by ctx-dedup's tests and ctx-fuzz.

use ctx_calls::Tools;
use ctx_dedup::PLACEHOLDER;
use ctx_message::{ChatMessage, Content, Role};
use serde_json::Value;

/// The call a tool message answers: the nearest preceding call with its id (last in a message).
pub fn paired_call(messages: &[ChatMessage], index: usize) -> Option<(usize, usize)> {
    let id = messages[index].tool_call_id.as_deref()?;
    (0..index).rev().find_map(|at| {
        let message = &messages[at];
        if message.role != Role::Assistant {
            return None;
        }
        message.calls().iter().rposition(|call| call.id == id).map(|call| (at, call))
    })
}

/// Arguments as compared by the oracle: the parsed JSON value (key order is irrelevant to
/// `Value` equality), or the raw text when it is not JSON.
#[derive(Debug, PartialEq)]
pub enum Arguments {
    /// Arguments that parse as JSON.
    Json(Value),
    /// Anything else, compared byte for byte.
    Raw(String),
}

/// The arguments of a call as the oracle compares them.
pub fn arguments(text: &str) -> Arguments {
    serde_json::from_str(text).map_or_else(|_| Arguments::Raw(text.to_owned()), Arguments::Json)
}

/// Brute force: the indices collapse must replace in `messages`.
pub fn expected_replacements(messages: &[ChatMessage], config: &Tools) -> Vec<usize> {
    let key = |position: (usize, usize)| {
        let call = &messages[position.0].calls()[position.1];
        (call.function.name.clone(), arguments(&call.function.arguments))
    };
    let results: Vec<(usize, (usize, usize))> = (0..messages.len())
        .filter(|&index| messages[index].role == Role::Tool)
        .filter_map(|index| paired_call(messages, index).map(|call| (index, call)))
        .filter(|&(_, call)| config.is_read_only(&messages[call.0].calls()[call.1].function.name))
        .collect();
    results
        .iter()
        .filter(
            |&&(index, _)| !matches!(&messages[index].content, Content::Text(text) if text == PLACEHOLDER),
        )
        .filter(|&&(index, call)| {
            results.iter().any(|&(later, other)| later > index && other != call && key(other) == key(call))
        })
        .map(|&(index, _)| index)
        .collect()
}

/// Checks everything collapse promises about `after` = collapse(`before`) replacing `replaced`.
///
/// # Panics
///
/// On the first broken promise: that is how a test or a fuzzer learns of it.
#[track_caller]
pub fn assert_invariants(before: &[ChatMessage], after: &[ChatMessage], replaced: &[usize], config: &Tools) {
    assert_eq!(before.len(), after.len(), "message count changed");
    assert_eq!(replaced, expected_replacements(before, config), "replaced set differs from the reference");
    for (index, (old, new)) in before.iter().zip(after).enumerate() {
        if replaced.contains(&index) {
            assert_eq!(new.role, Role::Tool);
            assert_eq!(new.content, Content::Text(PLACEHOLDER.to_owned()));
            assert_eq!(&ChatMessage { content: old.content.clone(), ..new.clone() }, old, "message {index}");
        } else {
            assert_eq!(new, old, "message {index} changed");
        }
    }
}
