//! What the endpoint tests share: the loopback server (from ctx-testdata) and a check that a
//! request's messages are a list the real API would accept.

pub use ctx_testdata::loopback::{Reply, Server};
use serde_json::Value;

/// Panics unless `messages` is a list the real API accepts: every call of an assistant message
/// is answered by the tool messages right after it, and no tool message answers anything else.
#[track_caller]
pub fn assert_well_formed(messages: &[Value]) {
    let mut open: Vec<&str> = Vec::new();
    for (index, message) in messages.iter().enumerate() {
        let role = message["role"].as_str().expect("every message has a role");
        if role == "tool" {
            let id = message["tool_call_id"].as_str().expect("a tool message has an id");
            let at = open.iter().position(|&call| call == id);
            assert!(at.is_some(), "message {index}: orphaned tool result {id}");
            open.remove(at.expect("checked"));
            continue;
        }
        assert!(open.is_empty(), "message {index}: calls {open:?} have no result");
        if let Some(calls) = message["tool_calls"].as_array() {
            assert!(!calls.is_empty(), "message {index}: empty tool_calls");
            open = calls.iter().map(|call| call["id"].as_str().expect("a call id")).collect();
        }
    }
    assert!(open.is_empty(), "calls {open:?} have no result at the end");
}
