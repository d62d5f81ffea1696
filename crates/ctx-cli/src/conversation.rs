//! Loading a conversation document for the history commands, and what its tools are.

use std::collections::HashMap;
use std::path::Path;

use anyhow::Context;
use ctx_calls::Tools;
use ctx_message::{ChatMessage, Conversation, ToolCall};

use crate::config::Config;
use crate::input;

/// Reads and parses the conversation in FILE (or stdin); errors name the input and the position.
/// A UTF-8 byte-order mark before the document (as some Windows editors write) is skipped.
pub fn load(file: Option<&Path>) -> anyhow::Result<Conversation> {
    let text = input::read_text(file)?;
    let document = text.strip_prefix('\u{feff}').unwrap_or(&text);
    Conversation::parse(document).with_context(|| input::display_name(file))
}

/// The tools of a conversation: the well-known names, the configuration's `tool_aliases`, then
/// the document's own (`{"Read": "read", …}`, as the recorded trajectories carry them), with
/// exactly the `--read-only` names (else the configuration's `read_only`) read-only when given.
pub fn tools(conversation: &Conversation, read_only: Option<&[String]>, config: &Config) -> Tools {
    let document = conversation.tool_aliases();
    let aliases = config.aliases().chain(document.iter().map(|(name, role)| (name.as_str(), role.as_str())));
    let tools = Tools::from_aliases(aliases);
    match read_only.or(config.read_only.as_ref().map(|names| names.value.as_slice())) {
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
        let config = Config::default();
        let known = tools(&conversation, None, &config);
        assert!(known.is_read_only("Read") && known.is_read_only("Grep") && known.is_read_only("read"));
        assert!(!known.is_read_only("Bash"));
        let flag = vec!["Bash".to_owned()];
        assert!(tools(&conversation, Some(&flag), &config).is_read_only("Bash"));
        assert!(!tools(&conversation, Some(&flag), &config).is_read_only("Read"));
    }

    #[test]
    fn configured_aliases_and_read_only_apply_under_the_document_and_the_flag() {
        let conversation = Conversation::parse(r#"{"tool_aliases": {"open_file": "read"}, "messages": []}"#)
            .expect("parses");
        let mut config = Config::default();
        let source = crate::config::Source::Default;
        for (name, role) in [("open_file", "bash"), ("Lookup", "search")] {
            config.tool_aliases.insert(
                name.to_owned(),
                crate::config::Setting { value: role.to_owned(), source: source.clone() },
            );
        }
        let known = tools(&conversation, None, &config);
        assert!(known.is_read_only("open_file"), "the document's own alias wins");
        assert!(known.is_read_only("Lookup"));
        config.read_only = Some(crate::config::Setting { value: vec!["Bash".to_owned()], source });
        assert!(tools(&conversation, None, &config).is_read_only("Bash"));
        assert!(!tools(&conversation, None, &config).is_read_only("Lookup"));
        let flag = vec!["Lookup".to_owned()];
        assert!(!tools(&conversation, Some(&flag), &config).is_read_only("Bash"), "the flag wins");
    }
}
