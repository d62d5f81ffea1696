//! Which tool message answers which assistant message, and where a history may be cut.

use std::collections::HashMap;

use ctx_message::{ChatMessage, Role};

/// For each message, the index of the assistant message whose call it answers: a `tool` message
/// answers the nearest preceding assistant message that carries a call with its `tool_call_id`.
/// `None` for every other message and for unpaired (orphan) tool messages.
pub(crate) fn callers(messages: &[ChatMessage]) -> Vec<Option<usize>> {
    let mut latest: HashMap<&str, usize> = HashMap::new();
    messages
        .iter()
        .enumerate()
        .map(|(index, message)| match message.role {
            Role::Assistant => {
                for call in message.calls() {
                    latest.insert(call.id.as_str(), index);
                }
                None
            }
            Role::Tool => message.tool_call_id.as_deref().and_then(|id| latest.get(id).copied()),
            _ => None,
        })
        .collect()
}

/// `cuts[c]` (for `c` in `0..=len`) is true when starting the kept tail at `c` separates no
/// assistant message from a result of its calls.
pub(crate) fn valid_cuts(callers: &[Option<usize>]) -> Vec<bool> {
    // A call at `a` answered at `r` forbids every cut in `a + 1..=r`: count open spans per cut.
    let mut delta = vec![0_isize; callers.len() + 2];
    for (result, caller) in callers.iter().enumerate() {
        if let Some(caller) = *caller {
            delta[caller + 1] += 1;
            delta[result + 1] -= 1;
        }
    }
    let mut open = 0;
    delta[..=callers.len()]
        .iter()
        .map(|change| {
            open += change;
            open == 0
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ctx_message::ToolCall;

    fn calls(ids: &[&str]) -> ChatMessage {
        ChatMessage::assistant_calls(ids.iter().map(|id| ToolCall::function(*id, "bash", "{}")).collect())
    }

    #[track_caller]
    fn check(messages: &[ChatMessage], expected_callers: &[Option<usize>], expected_cuts: &str) {
        let callers = callers(messages);
        assert_eq!(callers, expected_callers);
        let cuts: String = valid_cuts(&callers).iter().map(|&ok| if ok { '|' } else { 'x' }).collect();
        assert_eq!(cuts, expected_cuts);
    }

    #[test]
    fn a_call_and_its_results_are_one_block() {
        check(
            &[
                ChatMessage::user("u"),
                calls(&["a", "b"]),
                ChatMessage::tool_result("a", "1"),
                ChatMessage::tool_result("b", "2"),
                ChatMessage::assistant("done"),
            ],
            &[None, None, Some(1), Some(1), None],
            "||xx||",
        );
    }

    #[test]
    fn unanswered_calls_and_orphans_constrain_nothing() {
        check(
            &[ChatMessage::tool_result("z", "orphan"), calls(&["a"]), ChatMessage::user("u"), calls(&["b"])],
            &[None, None, None, None],
            "|||||",
        );
    }

    #[test]
    fn duplicate_ids_pair_with_the_nearest_preceding_call() {
        check(
            &[
                calls(&["a"]),
                ChatMessage::tool_result("a", "1"),
                calls(&["a"]),
                ChatMessage::tool_result("a", "2"),
                ChatMessage::tool_result("a", "3"),
            ],
            &[None, Some(0), None, Some(2), Some(2)],
            "|x|xx|",
        );
    }

    #[test]
    fn a_late_result_spans_everything_in_between() {
        check(
            &[calls(&["a"]), ChatMessage::user("u"), ChatMessage::tool_result("a", "late")],
            &[None, None, Some(0)],
            "|xx|",
        );
        check(&[], &[], "|");
    }
}
