//! Every recorded session of fixtures/sessions: its dialect is detected, it is written back byte
//! for byte, and a squashed or compacted one is still valid in its dialect.

use std::collections::{HashMap, HashSet};

use ctx_message::{ChatMessage, Content, Conversation, Dialect, Record, Role};

fn dialect_of(folder: &str) -> Dialect {
    match folder {
        "openai-chat" => Dialect::OpenAiChat,
        "openai-responses" => Dialect::OpenAiResponses,
        "anthropic-messages" => Dialect::Anthropic,
        "claude-code" => Dialect::ClaudeCode,
        "codex" => Dialect::Codex,
        other => panic!("no dialect for the folder {other}"),
    }
}

/// Each session: its name, text, dialect and parsed conversation.
fn sessions() -> Vec<(String, String, Dialect, Conversation)> {
    ctx_testdata::session_paths()
        .into_iter()
        .filter(|(_, path)| path.extension().is_some_and(|ext| ext == "json" || ext == "jsonl"))
        .filter(|(_, path)| path.file_name().is_some_and(|name| name != "manifest.json"))
        .map(|(folder, path)| {
            let name = ctx_testdata::file_name(&path);
            let text = ctx_testdata::read(&path);
            let conversation = Conversation::parse(&text).unwrap_or_else(|error| panic!("{name}: {error}"));
            (name, text, dialect_of(&folder), conversation)
        })
        .collect()
}

/// Every tool message answers a call of an earlier assistant message.
#[track_caller]
fn assert_pairs_intact(name: &str, messages: &[ChatMessage]) {
    let mut calls = HashSet::new();
    for message in messages {
        for call in message.calls() {
            calls.insert(call.id.clone());
        }
        if message.role == Role::Tool {
            let id = message.tool_call_id.as_deref().unwrap_or_default();
            assert!(calls.contains(id), "{name}: the result {id} has no call before it");
        }
    }
}

#[test]
fn every_session_is_detected_and_written_back_byte_for_byte() {
    let sessions = sessions();
    assert_eq!(sessions.len(), 20);
    for (name, text, dialect, conversation) in &sessions {
        assert_eq!(conversation.dialect(), *dialect, "{name}");
        assert!(!conversation.messages.is_empty(), "{name}: no message read");
        assert!(conversation.write() == *text, "{name} is not written back byte for byte");
        let forced = Conversation::parse_as(text, *dialect).unwrap_or_else(|error| panic!("{name}: {error}"));
        assert_eq!(&forced, conversation, "{name}");
        assert_pairs_intact(name, &conversation.messages);
    }
}

#[test]
fn every_session_read_from_remembered_records_is_the_session_read_afresh() {
    let mut read_as = HashSet::new();
    for (name, text, dialect, conversation) in sessions() {
        let mut known: HashMap<String, Record> = HashMap::new();
        let mut fresh = 0;
        for round in 0..2 {
            let mut read = |record: &str| {
                if let Some(record) = known.get(record) {
                    return Ok(record.clone());
                }
                fresh += 1;
                let read = Record::read(dialect, record)?;
                known.insert(record.to_owned(), read.clone());
                Ok(read)
            };
            let mut again = Conversation::parse_as_with(&text, dialect, &mut read)
                .unwrap_or_else(|error| panic!("{name}: {error}"));
            assert_eq!(again, conversation, "{name}, round {round}");
            assert!(again.write() == text, "{name} is not written back byte for byte");
            // A changed message writes back as it does read afresh.
            let mut afresh = conversation.clone();
            for messages in [&mut again.messages, &mut afresh.messages] {
                let last = messages.len() - 1;
                messages[last].content = Content::from("changed");
            }
            assert_eq!(again.write(), afresh.write(), "{name}");
        }
        if !dialect.is_lines() {
            assert!(fresh > 0 && known.len() == fresh, "{name}: each record read once, the second time none");
            read_as.insert(dialect);
        }
    }
    assert_eq!(read_as.len(), 3, "Chat, Anthropic and Responses sessions read record by record");
}

#[test]
fn a_session_with_every_result_replaced_is_valid_in_its_dialect() {
    for (name, _, dialect, mut conversation) in sessions() {
        let mut replaced = 0;
        for message in &mut conversation.messages {
            if message.role == Role::Tool {
                message.content = Content::from(format!("[result {replaced} replaced]"));
                replaced += 1;
            }
        }
        let written = conversation.write();
        let again =
            Conversation::parse_as(&written, dialect).unwrap_or_else(|error| panic!("{name}: {error}"));
        assert_eq!(again.dialect(), dialect, "{name}");
        assert_eq!(again.messages.len(), conversation.messages.len(), "{name}");
        for (a, b) in again.messages.iter().zip(&conversation.messages) {
            assert_eq!(a.role, b.role, "{name}");
            assert_eq!(a.content.text(), b.content.text(), "{name}");
            assert_eq!(a.calls(), b.calls(), "{name}");
        }
        assert_pairs_intact(&name, &again.messages);
        // Written again, the rewritten document is stable.
        assert!(again.write() == written, "{name}: a second write changes the document");
    }
}

#[test]
fn a_session_cut_in_the_middle_with_a_summary_is_valid_in_its_dialect() {
    let mut cut = HashSet::new();
    for (name, _, dialect, mut conversation) in sessions() {
        let messages = &conversation.messages;
        // Cut after the first user message, up to a later user or developer message, so no call
        // is separated from its result.
        let Some(first) = messages.iter().position(|m| m.role == Role::User) else { continue };
        let Some(end) = messages.iter().enumerate().skip(first + 2).rev().find_map(|(at, m)| {
            (!matches!(m.role, Role::Tool | Role::Assistant | Role::System)
                && !messages[..at].iter().any(|earlier| {
                    earlier.calls().iter().any(|call| {
                        messages[at..]
                            .iter()
                            .any(|later| later.tool_call_id.as_deref() == Some(call.id.as_str()))
                    })
                }))
            .then_some(at)
        }) else {
            continue;
        };
        let kept_before = first + 1;
        conversation.messages.drain(kept_before..end);
        conversation.messages.insert(kept_before, ChatMessage::user("[prior conversation compacted]"));
        let expected: Vec<String> =
            conversation.messages.iter().map(|m| m.content.text().into_owned()).collect();
        let written = conversation.write();
        let again =
            Conversation::parse_as(&written, dialect).unwrap_or_else(|error| panic!("{name}: {error}"));
        let texts: Vec<String> = again.messages.iter().map(|m| m.content.text().into_owned()).collect();
        assert_eq!(texts, expected, "{name}: the written document reads as the compacted conversation");
        assert_pairs_intact(&name, &again.messages);
        cut.insert(dialect);
    }
    // The Anthropic request bodies are one exchange each (three messages at most): the
    // trajectories converted to Anthropic are cut by ctx-cli's tests instead.
    assert_eq!(cut.len(), 4, "every other dialect has a session long enough to cut: {cut:?}");
}

#[test]
fn any_one_message_dropped_or_emptied_is_written_back_readable() {
    for (name, _, dialect, conversation) in sessions() {
        for at in 0..conversation.messages.len() {
            let mut dropped = conversation.clone();
            dropped.messages.remove(at);
            let mut emptied = conversation.clone();
            emptied.messages[at].content = Content::Null;
            emptied.messages[at].tool_calls = None;
            for edited in [dropped, emptied] {
                let written = edited.write();
                let again = Conversation::parse_as(&written, dialect)
                    .unwrap_or_else(|error| panic!("{name}, message {at}: {error}"));
                let texts = |c: &Conversation| {
                    c.messages.iter().map(|m| m.content.text().into_owned()).collect::<Vec<_>>()
                };
                assert!(
                    texts(&again)
                        .iter()
                        .filter(|text| !text.is_empty())
                        .eq(texts(&edited).iter().filter(|text| !text.is_empty())),
                    "{name}, message {at}: the written document reads as the edited one"
                );
            }
        }
    }
}
