//! Loading a conversation document for the history commands in any dialect, writing it back, and
//! what its tools are.

use std::collections::HashMap;
use std::path::Path;

use anyhow::Context;
use ctx_calls::Tools;
use ctx_message::{ChatMessage, Conversation, Dialect, Object, ToolCall};
use ctx_tokens::Estimated;

use crate::config::Config;
use crate::input;

/// `--format`: the dialect to read a conversation as, instead of detecting it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// OpenAI Chat Completions (`{"messages": [...]}` or an array of messages).
    #[value(name = "openai-chat")]
    OpenaiChat,
    /// OpenAI Responses API items (`{"input": [...]}`).
    #[value(name = "openai-responses")]
    OpenaiResponses,
    /// Anthropic Messages (`{"system": ..., "messages": [...]}` with content blocks).
    Anthropic,
    /// A Claude Code session log (JSON Lines).
    #[value(name = "claude-code")]
    ClaudeCode,
    /// A Codex CLI rollout (JSON Lines).
    Codex,
}

impl From<Format> for Dialect {
    fn from(format: Format) -> Dialect {
        match format {
            Format::OpenaiChat => Dialect::OpenAiChat,
            Format::OpenaiResponses => Dialect::OpenAiResponses,
            Format::Anthropic => Dialect::Anthropic,
            Format::ClaudeCode => Dialect::ClaudeCode,
            Format::Codex => Dialect::Codex,
        }
    }
}

/// Reads and parses the conversation in FILE (or stdin), in `format` or the dialect detected;
/// errors name the input, the dialect tried and the position. A UTF-8 byte-order mark before the
/// document (as some Windows editors write) is skipped.
pub fn load(file: Option<&Path>, format: Option<Format>) -> anyhow::Result<Conversation> {
    let text = input::read_text(file)?;
    let document = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let parsed = match format {
        Some(format) => Conversation::parse_as(document, format.into()),
        None => Conversation::parse(document),
    };
    parsed.with_context(|| input::display_name(file))
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

/// The document to print: a Chat Completions conversation indented (with its own indentation)
/// and a final newline, as ctx always wrote it; any other dialect written back in its own
/// dialect and layout, its final newline as read.
pub fn to_output(conversation: &Conversation) -> String {
    if conversation.dialect() != Dialect::OpenAiChat {
        return conversation.write();
    }
    let mut text = conversation.to_json_pretty();
    text.push('\n');
    text
}

/// What the messages' content that is not text counted by estimate (`--stats`' `estimated`).
pub fn estimated(messages: &[ChatMessage]) -> Estimated {
    messages.iter().map(ctx_tokens::estimate_parts).sum()
}

/// `--stats`' `estimated` object: how many parts of each kind were estimated, and their tokens.
pub fn estimated_json(estimated: &Estimated) -> Object {
    let mut object = Object::new();
    object.insert("images", &estimated.images);
    object.insert("thinking", &estimated.thinking);
    object.insert("opaque", &estimated.opaque);
    object.insert("other", &estimated.other);
    object.insert("tokens", &estimated.tokens);
    object
}

/// The model's context window: the window of the conversation's model when it is a known model,
/// else 128,000.
pub fn model_window(conversation: &Conversation) -> usize {
    conversation.model().map_or(128_000, |model| ctx_window::resolve(&ctx_window::Config::default(), &model))
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

    #[test]
    fn chat_is_printed_indented_and_other_dialects_as_they_were_written() {
        let chat = Conversation::parse(r#"{"messages":[{"role":"user","content":"hi"}]}"#).expect("parses");
        assert_eq!(
            to_output(&chat),
            "{\n  \"messages\": [\n    {\n      \"role\": \"user\",\n      \"content\": \"hi\"\n    }\n  ]\n}\n"
        );
        let anthropic = r#"{"system":"s","messages":[{"role":"user","content":"hi"}]}"#;
        assert_eq!(to_output(&Conversation::parse(anthropic).expect("parses")), anthropic);
    }
}
