//! Used facts: what the agent's next message took from tool results, and whether a prompt still had it.
//!
//! At each model call the *used facts* are the identifiers, paths and numbers of the agent's actual
//! next message (its text and its tool calls' arguments) that matched [`FACT_PATTERN`], occurred in
//! an earlier tool result, and in no earlier system, user or assistant message: what only a tool
//! had shown the agent, and what it went on to use. A strategy *recalls* a used fact when the fact
//! is found anywhere in the prompt it built for that call. Recall = recalled ÷ used (100% for the
//! unmanaged history, which holds every tool result whole).

use std::sync::LazyLock;

use ctx_message::{ChatMessage, Role};
use memchr::memmem;
use regex::Regex;

/// What counts as a fact: a dotted, slashed, coloned or dashed identifier or path
/// (`src/parse.rs`, `django.db.models`, `self.jobs`), a word of at least 8 identifier characters
/// (`DeprecationWarning`, `test_skip_location`), or a number of at least 4 digits.
pub const FACT_PATTERN: &str =
    r"[A-Za-z_][A-Za-z0-9_]*(?:[./:-][A-Za-z0-9_]+)+|[A-Za-z_][A-Za-z0-9_]{7,}|\d{4,}";

static FACT: LazyLock<Option<Regex>> = LazyLock::new(|| Regex::new(FACT_PATTERN).ok());

/// What the replay knows about facts: the recorded conversation so far, and every original the
/// strategy replaced, squashed or dropped.
#[derive(Debug, Default)]
pub(crate) struct Ledger {
    sources: Sources,
    removed: String,
}

/// The facts of one call: used, recalled by the prompt, and recoverable from removed originals.
#[derive(Debug)]
pub(crate) struct Judged {
    pub(crate) used: Vec<String>,
    /// The facts of `used` the prompt holds.
    pub(crate) recalled: Vec<String>,
    pub(crate) recoverable: usize,
}

impl Ledger {
    /// Adds a recorded message of the conversation.
    pub(crate) fn record(&mut self, message: &ChatMessage) {
        self.sources.push(message);
    }

    /// Notes an original the strategy replaced, squashed or dropped.
    pub(crate) fn removed(&mut self, message: &ChatMessage) {
        append_text(message, &mut self.removed);
    }

    /// Notes the original content of a replaced result.
    pub(crate) fn removed_text(&mut self, text: &str) {
        self.removed.push_str(text);
        self.removed.push('\n');
    }

    /// Judges the facts `next` used against the `prompt` a strategy built for it.
    pub(crate) fn judge(&self, next: &ChatMessage, prompt: &[ChatMessage]) -> Judged {
        let used = self.sources.used_facts(next);
        let recalled: Vec<String> = recalled(&used, prompt).into_iter().map(str::to_owned).collect();
        let recoverable = used
            .iter()
            .filter(|fact| {
                !recalled.contains(fact) && memmem::find(self.removed.as_bytes(), fact.as_bytes()).is_some()
            })
            .count();
        Judged { used, recalled, recoverable }
    }
}

/// The recorded conversation so far, split by who said it, to tell which facts only tools showed.
#[derive(Debug, Default)]
struct Sources {
    /// Every tool result so far, as recorded, one after another.
    tools: String,
    /// Every system, user and assistant message so far (text and tool-call arguments).
    others: String,
}

impl Sources {
    /// Adds a recorded message.
    fn push(&mut self, message: &ChatMessage) {
        let target = if message.role == Role::Tool { &mut self.tools } else { &mut self.others };
        append_text(message, target);
    }

    /// The used facts of `next`, the agent's message after this call: each distinct fact of its
    /// text and arguments that an earlier tool result holds and no earlier other message does.
    fn used_facts(&self, next: &ChatMessage) -> Vec<String> {
        let Some(pattern) = FACT.as_ref() else { return Vec::new() };
        let mut text = String::new();
        append_text(next, &mut text);
        let mut used: Vec<String> = Vec::new();
        for fact in pattern.find_iter(&text).map(|found| found.as_str()) {
            if used.iter().any(|known| known == fact) {
                continue;
            }
            let finder = memmem::Finder::new(fact.as_bytes());
            if finder.find(self.tools.as_bytes()).is_some() && finder.find(self.others.as_bytes()).is_none() {
                used.push(fact.to_owned());
            }
        }
        used
    }
}

/// The facts of `facts` found anywhere in `prompt` (any message's text, tool-call names and
/// arguments).
fn recalled<'a>(facts: &'a [String], prompt: &[ChatMessage]) -> Vec<&'a str> {
    if facts.is_empty() {
        return Vec::new();
    }
    let mut texts: Vec<String> = Vec::with_capacity(prompt.len());
    for message in prompt {
        let mut text = String::new();
        append_text(message, &mut text);
        texts.push(text);
    }
    facts
        .iter()
        .filter(|fact| {
            let finder = memmem::Finder::new(fact.as_bytes());
            texts.iter().any(|text| finder.find(text.as_bytes()).is_some())
        })
        .map(String::as_str)
        .collect()
}

/// Appends a message's text and its calls' names and arguments, each followed by a newline (so
/// no fact is found across two of them): what the replay reads a message's facts from.
pub fn append_text(message: &ChatMessage, out: &mut String) {
    for text in message.content.texts() {
        out.push_str(&text);
        out.push('\n');
    }
    for call in message.calls() {
        out.push_str(&call.function.name);
        out.push('\n');
        out.push_str(&call.function.arguments);
        out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ctx_message::ToolCall;

    #[track_caller]
    fn check(history: &[ChatMessage], next: &ChatMessage, expected: &[&str]) {
        let mut sources = Sources::default();
        for message in history {
            sources.push(message);
        }
        assert_eq!(sources.used_facts(next), expected);
    }

    #[test]
    fn used_facts_come_from_tool_results_only() {
        let history = [
            ChatMessage::user("Fix the bug in parse_config, see issue 12345."),
            ChatMessage::assistant_calls(vec![ToolCall::function(
                "1",
                "bash",
                r#"{"command":"grep -rn parse_config src"}"#,
            )]),
            ChatMessage::tool_result(
                "1",
                "src/config/loader.py:88: def parse_config(path):\nraise ConfigurationError(4096)",
            ),
        ];
        let next = ChatMessage::assistant_calls(vec![ToolCall::function(
            "2",
            "bash",
            r#"{"command":"sed -n '80,100p' src/config/loader.py # ConfigurationError 4096 parse_config 12345"}"#,
        )]);
        check(&history, &next, &["src/config/loader.py", "ConfigurationError", "4096"]);
        // Short words and numbers are not facts; repeats count once.
        check(
            &history,
            &ChatMessage::assistant("ok 88 src/config/loader.py src/config/loader.py"),
            &["src/config/loader.py"],
        );
        check(&[], &ChatMessage::assistant("src/x.py"), &[]);
    }

    #[test]
    fn recall_searches_every_message_of_the_prompt() {
        let facts = vec!["src/a.py".to_owned(), "ValueError".to_owned(), "missing_one".to_owned()];
        let prompt = [
            ChatMessage::tool_result("1", "Traceback\n  File \"src/a.py\", line 3\nValueError: bad"),
            ChatMessage::assistant_calls(vec![ToolCall::function(
                "2",
                "bash",
                r#"{"command":"cat missing_two"}"#,
            )]),
        ];
        assert_eq!(recalled(&facts, &prompt), ["src/a.py", "ValueError"]);
        assert!(recalled(&[], &prompt).is_empty());
    }

    #[test]
    fn the_pattern_compiles() {
        assert!(FACT.is_some());
    }
}
