//! `Conversation::parse_after` reads every document as `Conversation::parse_as` does, whatever it
//! shares with the document its prefix came from: recorded Chat Completions, Anthropic Messages
//! and Responses bodies (the recorded sessions of each, and requests built from a recorded
//! trajectory as an agent sends them, converted into each), randomly edited — the next turn's new
//! messages, bytes inserted, deleted or changed anywhere, valid or not. The same read after a
//! prefix that carries the messages its document read as (`Prefix::carry`,
//! `Conversation::parse_after_carried`).

use std::sync::LazyLock;

use ctx_message::{ChatMessage, Conversation, Dialect, Prefix, Record};
use proptest::prelude::*;
use serde_json::value::RawValue;

/// A recorded trajectory's messages, as written.
#[derive(serde::Deserialize)]
struct Recorded<'a> {
    #[serde(borrow)]
    messages: Vec<&'a RawValue>,
}

/// A Responses document's items, as written.
#[derive(serde::Deserialize)]
struct Input<'a> {
    #[serde(borrow)]
    input: Vec<&'a RawValue>,
}

/// The documents to edit, each with its dialect: the recorded sessions of the three dialects, and
/// a trajectory's history as requests — Chat compact and indented as recorded, and converted
/// into the other two, compact and indented.
static DOCUMENTS: LazyLock<Vec<(Dialect, String)>> = LazyLock::new(|| {
    let mut documents: Vec<(Dialect, String)> = ctx_testdata::session_paths()
        .into_iter()
        .filter_map(|(folder, path)| {
            let dialect = match folder.as_str() {
                "openai-chat" => Dialect::OpenAiChat,
                "anthropic-messages" => Dialect::Anthropic,
                "openai-responses" => Dialect::OpenAiResponses,
                _ => return None,
            };
            Some((dialect, ctx_testdata::read(&path)))
        })
        .collect();
    let path = ctx_testdata::trajectory_paths().into_iter().next().expect("a recorded trajectory");
    let text = ctx_testdata::read(&path);
    let recorded: Recorded<'_> = serde_json::from_str(&text).expect("a recorded trajectory");
    let records: Vec<&str> = recorded.messages.iter().map(|record| record.get()).collect();
    for count in [records.len() / 3, records.len() / 2, records.len()] {
        let chat = format!(r#"{{"model":"m","messages":[{}],"n":1}}"#, records[..count].join(","));
        documents.push((Dialect::OpenAiChat, format!("[\n  {}\n]\n", records[..count].join(",\n  "))));
        let conversation = Conversation::parse(&chat).expect("a Chat document");
        for dialect in [Dialect::Anthropic, Dialect::OpenAiResponses] {
            let converted = conversation.write_as(dialect);
            let value: serde_json::Value = serde_json::from_str(&converted).expect("JSON");
            documents.push((dialect, serde_json::to_string_pretty(&value).expect("JSON")));
            documents.push((dialect, converted));
        }
        documents.push((Dialect::OpenAiChat, chat));
    }
    documents
});

/// What reading `text` gives, compared by value: the conversation, what it writes back, and
/// what it writes with its last message dropped; or the error's text.
fn outcome(
    read: Result<Conversation, ctx_message::ParseError>,
) -> Result<(Conversation, String, String), String> {
    let conversation = read.map_err(|error| error.to_string())?;
    let written = conversation.write();
    let mut fewer = conversation.clone();
    fewer.messages.pop();
    let shorter = fewer.write();
    Ok((conversation, written, shorter))
}

/// A document's prefix, and the messages it read as (for a prefix to carry).
#[derive(Default)]
struct Before {
    prefix: Prefix,
    messages: Vec<ChatMessage>,
}

impl Before {
    fn records(&self) -> usize {
        self.prefix.records()
    }
}

/// Reads `text` after `before` — its prefix alone, and carrying the messages it read as — and
/// alone, and finds them the same; what reading it leaves for the next.
#[track_caller]
fn check(dialect: Dialect, text: &str, before: &Before) -> Before {
    let mut read = |record: &str| Record::read(dialect, record);
    let after = Conversation::parse_after(text, dialect, &before.prefix, &mut read);
    let next = after
        .as_ref()
        .map(|conversation| Before { prefix: conversation.prefix(), messages: conversation.messages.clone() })
        .unwrap_or_default();
    let mut carrying = before.prefix.clone();
    let back = carrying.carry(before.messages.clone());
    // A Chat or Anthropic prefix keeps the messages its document read as; a Responses one hands
    // them back.
    let keeps = dialect != Dialect::OpenAiResponses && before.records() > 0;
    assert_eq!(back.is_empty(), keeps || before.messages.is_empty(), "{dialect}");
    let carried = Conversation::parse_after_carried(text, dialect, &mut carrying, &mut read);
    let fresh = Conversation::parse_as(text, dialect);
    let fresh = outcome(fresh);
    assert_eq!(outcome(after), fresh, "{dialect}: {text}");
    assert_eq!(outcome(carried), fresh, "{dialect}, carried: {text}");
    assert_eq!(next.prefix.text(text.as_bytes()).as_deref(), Some(text));
    next
}

/// `Prefix::text` is `std::str::from_utf8`, whatever the bytes.
#[track_caller]
fn check_bytes(body: &[u8], prefix: &Prefix) {
    assert_eq!(prefix.text(body).as_deref(), std::str::from_utf8(body).ok());
}

/// Where each message record of a document starts and ends (each item of a Responses document).
fn record_spans(text: &str) -> Vec<(usize, usize)> {
    let records = serde_json::from_str::<Vec<&RawValue>>(text)
        .or_else(|_| serde_json::from_str::<Recorded<'_>>(text).map(|document| document.messages))
        .or_else(|_| serde_json::from_str::<Input<'_>>(text).map(|document| document.input))
        .expect("a document of records");
    records
        .iter()
        .map(|record| {
            let start = record.get().as_ptr() as usize - text.as_ptr() as usize;
            (start, start + record.get().len())
        })
        .collect()
}

/// The largest char boundary of `text` at or before `at`.
fn boundary(text: &str, at: usize) -> usize {
    (0..=at.min(text.len())).rev().find(|&at| text.is_char_boundary(at)).unwrap_or(0)
}

/// Text spliced into a document: new messages, and the bytes that break or shift JSON.
const INSERTS: &[&str] = &[
    r#",{"role":"user","content":"next"}"#,
    r#"{"role":"assistant","content":"a"},"#,
    " ",
    "\n",
    ",",
    "\"",
    "}",
    "]",
    "0",
    "\\u00e9",
    "é",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn a_document_read_after_another_reads_as_it_does_alone(
        which in any::<prop::sample::Index>(),
        at in any::<prop::sample::Index>(),
        length in 0usize..64,
        insert in prop::sample::select(INSERTS),
        keep in any::<prop::sample::Index>(),
    ) {
        let (dialect, text) = &DOCUMENTS[which.index(DOCUMENTS.len())];
        let dialect = *dialect;
        let prefix = check(dialect, text, &Before::default());
        prop_assert!(prefix.records() > 0);
        // Bytes spliced in somewhere: deleted, then `insert` put in their place.
        let start = boundary(text, at.index(text.len() + 1));
        let end = boundary(text, start + length).max(start);
        let edited = format!("{}{insert}{}", &text[..start], &text[end..]);
        let next = check(dialect, &edited, &prefix);
        // Read after the edited one too, and the original after the edited one.
        check(dialect, text, &next);
        // Bytes that are not text, or a character cut, anywhere: not text, read after it or not.
        let bytes = text.as_bytes();
        let at = at.index(bytes.len() + 1);
        let bad: &[u8] = [&b"\x80"[..], b"\xc3", b"\xff", b"\xe2\x82", "é".as_bytes()][length % 5];
        check_bytes(&[&bytes[..at], bad, &bytes[at..]].concat(), &prefix.prefix);
        check_bytes(&bytes[..at], &prefix.prefix);
        check_bytes(&[&bytes[..at], bad, &bytes[at..]].concat(), &Prefix::default());
        // One byte before a record (the comma, the white space or the `[` around it) made
        // another of the same length: the records keep their places, the JSON may not hold.
        let spans = record_spans(text);
        let (start, end) = spans[keep.index(spans.len())];
        let byte = [" ", ";", ",", "]", "0", "\n"][length % 6];
        check(dialect, &format!("{}{byte}{}", &text[..start - 1], &text[start..]), &prefix);
        // What makes the stand-in for the records before it part of another value, after a
        // record: a shared run of records ends there.
        let tail = [".5", "e1", "0", "]"][length % 4];
        check(dialect, &format!("{}{tail}{}", &text[..end], &text[end..]), &prefix);
        // The text cut anywhere, and the history cut at a message and a new one added.
        let cut = boundary(text, keep.index(text.len() + 1));
        check(dialect, &text[..cut], &prefix);
        let conversation = Conversation::parse_as(text, dialect).expect("a document");
        let mut shorter = conversation.clone();
        shorter.messages.truncate(keep.index(conversation.messages.len() + 1));
        shorter.messages.push(ChatMessage::user("new"));
        check(dialect, &shorter.write(), &prefix);
    }
}

#[test]
fn a_document_shares_its_records_with_its_prefix_and_reads_the_same_after_it() {
    for (dialect, text) in DOCUMENTS.iter() {
        let prefix = check(*dialect, text, &Before::default());
        let again = check(*dialect, text, &prefix);
        assert_eq!(again.records(), prefix.records());
        assert!(prefix.records() > 0, "{dialect}: {text}");
        // Its text, and per record what keeps it.
        let (prefix, mut again) = (prefix.prefix, again.prefix);
        assert!(again.bytes() > text.len(), "{} of {}", again.bytes(), text.len());
        assert_eq!(again.bytes(), prefix.bytes());
        // Carrying its messages, a Chat or Anthropic prefix holds their text and structure as
        // well.
        let bytes = again.bytes();
        let messages = Conversation::parse_as(text, *dialect).expect("a document").messages;
        let count = messages.len();
        if again.carry(messages).is_empty() {
            let least = bytes + count * std::mem::size_of::<ChatMessage>();
            assert!(again.bytes() > least, "{} of {bytes}", again.bytes());
        } else {
            assert_eq!(again.bytes(), bytes);
        }
    }
    // A JSON Lines dialect reads as it does alone, and leaves no prefix.
    let (_, path) = ctx_testdata::session_paths()
        .into_iter()
        .find(|(folder, _)| folder == "claude-code")
        .expect("a recorded Claude Code session");
    let text = ctx_testdata::read(&path);
    let mut read = |record: &str| Record::read(Dialect::ClaudeCode, record);
    let read = Conversation::parse_after(&text, Dialect::ClaudeCode, &Prefix::default(), &mut read);
    assert_eq!(read.expect("Claude Code").prefix().records(), 0);
}
