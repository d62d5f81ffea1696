//! Loading a conversation document for the history commands, and what its tools are.

use std::collections::HashMap;
use std::path::Path;

use anyhow::Context;
use ctx_calls::Tools;
use ctx_message::{ChatMessage, Conversation, ToolCall};

use crate::input;

/// Reads and parses the conversation in FILE (or stdin); errors name the input and the position.
/// A UTF-8 byte-order mark before the document (as some Windows editors write) is skipped.
pub fn load(file: Option<&Path>) -> anyhow::Result<Conversation> {
    let text = input::read_text(file)?;
    let document = text.strip_prefix('\u{feff}').unwrap_or(&text);
    Conversation::parse(document).with_context(|| input::display_name(file))
}

/// The tools of a conversation: the well-known names plus the document's own `tool_aliases`
/// (`{"Read": "read", …}`, as the recorded trajectories carry them), with exactly the `--read-only`
/// names read-only when that flag is given.
pub fn tools(conversation: &Conversation, read_only: Option<&[String]>) -> Tools {
    let tools = Tools::from_conversation(conversation);
    match read_only {
        Some(names) => tools.with_read_only_set(names),
        None => tools,
    }
}

/// The call behind each tool message, by the id it answers (the nearest earlier call with that
/// id).
pub fn tool_calls(messages: &[ChatMessage]) -> Vec<Option<ToolCall>> {
    let mut calls: HashMap<&str, &ToolCall> = HashMap::new();
    messages
        .iter()
        .map(|message| {
            for call in message.calls() {
                calls.insert(&call.id, call);
            }
            let id = message.tool_call_id.as_deref()?;
            calls.get(id).map(|call| (*call).clone())
        })
        .collect()
}

/// The value of a document to print: the conversation in its original shape.
pub fn to_output(conversation: &Conversation) -> String {
    let mut text = conversation.to_json_pretty();
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aliases_extend_the_read_only_set() {
        let conversation = Conversation::parse(
            r#"{"tool_aliases": {"Read": "read", "Grep": "grep", "Bash": "bash"}, "messages": []}"#,
        )
        .expect("parses");
        let config = tools(&conversation, None);
        assert!(config.is_read_only("Read") && config.is_read_only("Grep") && config.is_read_only("read"));
        assert!(!config.is_read_only("Bash"));
        let flag = vec!["Bash".to_owned()];
        assert!(tools(&conversation, Some(&flag)).is_read_only("Bash"));
        assert!(!tools(&conversation, Some(&flag)).is_read_only("Read"));
    }
}
