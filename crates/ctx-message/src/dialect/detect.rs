//! Which dialect a document is in, from its shape: read shallowly, without building the messages.

use std::borrow::Cow;
use std::fmt;

use serde::Deserialize;
use serde::de::value::MapAccessDeserializer;
use serde::de::{self, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::value::RawValue;

use super::Dialect;
use crate::ParseError;
use crate::conversation::precise;

/// The block types only Anthropic Messages content has.
const ANTHROPIC_BLOCKS: &[&str] = &[
    "tool_use",
    "tool_result",
    "thinking",
    "redacted_thinking",
    "document",
    "server_tool_use",
    "web_search_tool_result",
    "search_result",
    "mcp_tool_use",
    "mcp_tool_result",
    "container_upload",
];

/// The item types of the Responses API (a `message` item may also come without `type`).
pub(crate) const RESPONSES_ITEMS: &[&str] = &[
    "message",
    "function_call",
    "function_call_output",
    "custom_tool_call",
    "custom_tool_call_output",
    "local_shell_call",
    "local_shell_call_output",
    "reasoning",
    "web_search_call",
    "file_search_call",
    "computer_call",
    "computer_call_output",
    "image_generation_call",
    "code_interpreter_call",
    "mcp_call",
    "mcp_list_tools",
    "mcp_approval_request",
    "mcp_approval_response",
    "item_reference",
];

/// The line types of a Claude Code session log.
const CLAUDE_CODE_LINES: &[&str] = &[
    "user",
    "assistant",
    "system",
    "progress",
    "attachment",
    "summary",
    "file-history-snapshot",
    "queue-operation",
    "permission-mode",
    "pr-link",
    "last-prompt",
    "mode",
];

/// The top of a JSON document, read shallowly (never buffered whole, as serde's untagged enums
/// would).
enum Top<'a> {
    Object(Fields<'a>),
    Array(Vec<&'a RawValue>),
    Scalar(&'static str),
}

impl<'de> Deserialize<'de> for Top<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct TopVisitor;
        impl<'de> Visitor<'de> for TopVisitor {
            type Value = Top<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a JSON document")
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Top<'de>, A::Error> {
                Fields::deserialize(MapAccessDeserializer::new(map)).map(Top::Object)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Top<'de>, A::Error> {
                let mut items = Vec::new();
                while let Some(item) = seq.next_element()? {
                    items.push(item);
                }
                Ok(Top::Array(items))
            }
            fn visit_bool<E: de::Error>(self, _: bool) -> Result<Top<'de>, E> {
                Ok(Top::Scalar("a boolean"))
            }
            fn visit_i64<E: de::Error>(self, _: i64) -> Result<Top<'de>, E> {
                Ok(Top::Scalar("a number"))
            }
            fn visit_u64<E: de::Error>(self, _: u64) -> Result<Top<'de>, E> {
                Ok(Top::Scalar("a number"))
            }
            fn visit_f64<E: de::Error>(self, _: f64) -> Result<Top<'de>, E> {
                Ok(Top::Scalar("a number"))
            }
            fn visit_str<E: de::Error>(self, _: &str) -> Result<Top<'de>, E> {
                Ok(Top::Scalar("a string"))
            }
            fn visit_unit<E: de::Error>(self) -> Result<Top<'de>, E> {
                Ok(Top::Scalar("null"))
            }
        }
        deserializer.deserialize_any(TopVisitor)
    }
}

/// The top-level fields detection looks at (the first of a repeated key; any JSON is accepted).
#[derive(Default)]
struct Fields<'a> {
    messages: Option<&'a RawValue>,
    input: Option<&'a RawValue>,
    system: bool,
    payload: bool,
    kind: Option<String>,
    /// `uuid`, `sessionId`, `leafUuid` or `messageId`: a Claude Code line's own fields.
    bookkeeping: bool,
}

impl<'de> Deserialize<'de> for Fields<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct FieldsVisitor;
        impl<'de> Visitor<'de> for FieldsVisitor {
            type Value = Fields<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Fields<'de>, A::Error> {
                let mut fields = Fields::default();
                while let Some(key) = map.next_key::<Cow<'de, str>>()? {
                    let value: &'de RawValue = map.next_value()?;
                    match key.as_ref() {
                        "messages" => fields.messages = fields.messages.or(Some(value)),
                        "input" => fields.input = fields.input.or(Some(value)),
                        "system" => fields.system = true,
                        "payload" => fields.payload = true,
                        "type" if fields.kind.is_none() => {
                            fields.kind = serde_json::from_str(value.get()).ok();
                        }
                        "uuid" | "sessionId" | "leafUuid" | "messageId" => fields.bookkeeping = true,
                        _ => {}
                    }
                }
                Ok(fields)
            }
        }
        deserializer.deserialize_map(FieldsVisitor)
    }
}

/// One element of a `messages` or `input` array, read shallowly.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Element<'a> {
    #[serde(borrow)]
    role: Option<Cow<'a, str>>,
    #[serde(rename = "type", borrow)]
    kind: Option<Cow<'a, str>>,
    #[serde(borrow)]
    content: Option<&'a RawValue>,
    tool_calls: Option<IgnoredAny>,
    tool_call_id: Option<IgnoredAny>,
}

/// One content block, read shallowly.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Block<'a> {
    #[serde(rename = "type", borrow)]
    kind: Option<Cow<'a, str>>,
    source: Option<IgnoredAny>,
}

/// The dialect of `text`: a JSON document by its top-level fields and its messages' shapes, a
/// JSON Lines file by its first line. The error of a text in none of them says what it is.
pub(crate) fn detect(text: &str) -> Result<Dialect, ParseError> {
    match serde_json::from_str::<Top>(text) {
        Ok(top) => Ok(of_document(&top)?),
        Err(error) => match first_line(text) {
            Some(Top::Object(fields)) => of_line(&fields).ok_or(ParseError::Unrecognized {
                found: "JSON Lines whose first line is neither a Claude Code nor a Codex record",
            }),
            _ => Err(ParseError::Json(json_error(text, error))),
        },
    }
}

/// The syntax error of a text that is not JSON, as a full parse reports it.
fn json_error(text: &str, error: serde_json::Error) -> serde_json::Error {
    match serde_json::from_str::<serde_json::Value>(text) {
        Err(full) => precise(text, full),
        Ok(_) => error,
    }
}

/// The first line of a text of several lines, when it is a JSON value on its own.
fn first_line(text: &str) -> Option<Top<'_>> {
    let mut lines = text.lines().filter(|line| !line.trim().is_empty());
    let first = lines.next()?;
    lines.next()?;
    serde_json::from_str(first).ok()
}

fn of_line(fields: &Fields) -> Option<Dialect> {
    let kind = fields.kind.as_deref()?;
    if fields.payload {
        return Some(Dialect::Codex);
    }
    (CLAUDE_CODE_LINES.contains(&kind)
        && (fields.bookkeeping || fields.messages.is_none())
        && fields.input.is_none())
    .then_some(Dialect::ClaudeCode)
}

fn of_document(top: &Top) -> Result<Dialect, ParseError> {
    match top {
        Top::Object(fields) if fields.messages.is_some() => {
            if fields.system {
                return Ok(Dialect::Anthropic);
            }
            let messages = fields.messages.map(|raw| elements(raw.get())).unwrap_or_default();
            Ok(of_messages(&messages))
        }
        Top::Object(fields) if fields.input.is_some() => Ok(Dialect::OpenAiResponses),
        Top::Object(fields) => of_line(fields)
            .ok_or(ParseError::Unrecognized { found: "an object without \"messages\" or \"input\"" }),
        Top::Array(items) => {
            let elements: Vec<Element> = items.iter().map(|raw| element(raw.get())).collect();
            if elements.iter().any(is_item) {
                return Ok(Dialect::OpenAiResponses);
            }
            Ok(of_messages(&elements))
        }
        Top::Scalar(found) => Err(ParseError::Unrecognized { found }),
    }
}

fn elements(array: &str) -> Vec<Element<'_>> {
    serde_json::from_str::<Vec<&RawValue>>(array)
        .map(|items| items.into_iter().map(|raw| element(raw.get())).collect())
        .unwrap_or_default()
}

fn element(raw: &str) -> Element<'_> {
    serde_json::from_str(raw).unwrap_or_default()
}

/// A Responses item rather than a message: it has an item `type`, or a `type` and no `role`.
fn is_item(element: &Element) -> bool {
    match element.kind.as_deref() {
        Some(kind) => RESPONSES_ITEMS.contains(&kind) || element.role.is_none(),
        None => false,
    }
}

/// Chat Completions unless the messages carry Anthropic blocks and nothing of Chat's own.
fn of_messages(messages: &[Element]) -> Dialect {
    let chat = messages.iter().any(|message| {
        message.tool_calls.is_some()
            || message.tool_call_id.is_some()
            || matches!(message.role.as_deref(), Some("tool" | "system" | "developer" | "function"))
    });
    let anthropic = messages.iter().any(|message| {
        message.content.is_some_and(|content| {
            serde_json::from_str::<Vec<Block>>(content.get()).is_ok_and(|blocks| {
                blocks.iter().any(|block| {
                    let kind = block.kind.as_deref().unwrap_or_default();
                    ANTHROPIC_BLOCKS.contains(&kind) || (kind == "image" && block.source.is_some())
                })
            })
        })
    });
    if anthropic && !chat { Dialect::Anthropic } else { Dialect::OpenAiChat }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, expected: Dialect) {
        assert_eq!(detect(text).expect("detected"), expected, "{text}");
    }

    #[track_caller]
    fn check_error(text: &str, expected: &str) {
        assert_eq!(detect(text).expect_err("none").to_string(), expected, "{text}");
    }

    #[test]
    fn documents_are_told_apart_by_their_shape() {
        check(r#"{"messages":[{"role":"user","content":"hi"}]}"#, Dialect::OpenAiChat);
        check(r#"[{"role":"user","content":"hi"}]"#, Dialect::OpenAiChat);
        check("[]", Dialect::OpenAiChat);
        check(r#"{"messages":5}"#, Dialect::OpenAiChat);
        check(r#"{"system":"be brief","messages":[]}"#, Dialect::Anthropic);
        check(
            r#"{"messages":[{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":"x"}]}]}"#,
            Dialect::Anthropic,
        );
        check(
            r#"[{"role":"user","content":[{"type":"image","source":{"type":"base64","data":""}}]}]"#,
            Dialect::Anthropic,
        );
        check(
            r#"{"messages":[{"role":"tool","tool_call_id":"t","content":[{"type":"tool_result"}]}]}"#,
            Dialect::OpenAiChat,
        );
        check(r#"{"input":"hi","model":"gpt-4.1"}"#, Dialect::OpenAiResponses);
        check(r#"[{"type":"function_call_output","call_id":"c","output":"x"}]"#, Dialect::OpenAiResponses);
        check(r#"{"timestamp":"t","type":"session_meta","payload":{}}"#, Dialect::Codex);
        check(r#"{"type":"summary","summary":"t","leafUuid":"u"}"#, Dialect::ClaudeCode);
    }

    #[test]
    fn json_lines_are_told_apart_by_their_first_line() {
        check(
            "{\"type\":\"summary\",\"leafUuid\":\"u\"}\n{\"type\":\"user\",\"uuid\":\"a\"}\n",
            Dialect::ClaudeCode,
        );
        check("{\"timestamp\":\"t\",\"type\":\"session_meta\",\"payload\":{}}\n{\"bad\n", Dialect::Codex);
    }

    #[test]
    fn anything_else_names_every_dialect_tried() {
        let tried = "not a conversation in any format ctx reads (tried openai-chat, openai-responses, anthropic, claude-code, codex): found";
        check_error(r#"{"msgs":[]}"#, &format!("{tried} an object without \"messages\" or \"input\""));
        check_error("5", &format!("{tried} a number"));
        check_error(
            "{\"a\":1}\n{\"b\":2}",
            &format!("{tried} JSON Lines whose first line is neither a Claude Code nor a Codex record"),
        );
        check_error("{", "invalid JSON: EOF while parsing an object at line 1 column 1");
        check_error(
            "{\"a\":1}\n{",
            &format!("{tried} JSON Lines whose first line is neither a Claude Code nor a Codex record"),
        );
        check_error("{\"a\":\n1}\n{", "invalid JSON: trailing characters at line 3 column 1");
    }
}
