//! `Conversation::parse_after` reads every document as `Conversation::parse_as` does, whatever it
//! shares with the document its prefix came from: recorded Chat bodies (the recorded sessions,
//! and requests built from a recorded trajectory as an agent sends them), randomly edited — the
//! next turn's new messages, bytes inserted, deleted or changed anywhere, valid or not.

use ctx_message::{ChatMessage, Conversation, Dialect, Prefix, Record};
use proptest::prelude::*;
use serde_json::value::RawValue;

/// A recorded trajectory's messages, as written.
#[derive(serde::Deserialize)]
struct Recorded<'a> {
    #[serde(borrow)]
    messages: Vec<&'a RawValue>,
}

/// Chat documents to edit: the recorded Chat sessions, and a trajectory's history as requests.
fn documents() -> Vec<String> {
    let mut documents: Vec<String> = ctx_testdata::session_paths()
        .into_iter()
        .filter(|(folder, _)| folder == "openai-chat")
        .map(|(_, path)| ctx_testdata::read(&path))
        .collect();
    let path = ctx_testdata::trajectory_paths().into_iter().next().expect("a recorded trajectory");
    let text = ctx_testdata::read(&path);
    let recorded: Recorded<'_> = serde_json::from_str(&text).expect("a recorded trajectory");
    let records: Vec<&str> = recorded.messages.iter().map(|record| record.get()).collect();
    for count in [records.len() / 3, records.len() / 2, records.len()] {
        documents.push(format!(r#"{{"model":"m","messages":[{}],"n":1}}"#, records[..count].join(",")));
        documents.push(format!("[\n  {}\n]\n", records[..count].join(",\n  ")));
    }
    documents
}

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

#[track_caller]
fn check(text: &str, prefix: &Prefix) -> Prefix {
    let mut read = |record: &str| Record::read(Dialect::OpenAiChat, record);
    let after = Conversation::parse_after(text, Dialect::OpenAiChat, prefix, &mut read);
    let prefix = after.as_ref().map(Conversation::prefix).unwrap_or_default();
    let fresh = Conversation::parse_as(text, Dialect::OpenAiChat);
    assert_eq!(outcome(after), outcome(fresh), "{text}");
    prefix
}

/// Where each message record of a Chat document starts.
fn record_starts(text: &str) -> Vec<usize> {
    let records = serde_json::from_str::<Vec<&RawValue>>(text)
        .or_else(|_| serde_json::from_str::<Recorded<'_>>(text).map(|document| document.messages))
        .expect("a Chat document");
    records.iter().map(|record| record.get().as_ptr() as usize - text.as_ptr() as usize).collect()
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
    #![proptest_config(ProptestConfig { cases: 512, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn a_document_read_after_another_reads_as_it_does_alone(
        which in any::<prop::sample::Index>(),
        at in any::<prop::sample::Index>(),
        length in 0usize..64,
        insert in prop::sample::select(INSERTS),
        keep in any::<prop::sample::Index>(),
    ) {
        let documents = documents();
        let text = &documents[which.index(documents.len())];
        let prefix = check(text, &Prefix::default());
        prop_assert!(prefix.records() > 0);
        // Bytes spliced in somewhere: deleted, then `insert` put in their place.
        let start = boundary(text, at.index(text.len() + 1));
        let end = boundary(text, start + length).max(start);
        let edited = format!("{}{insert}{}", &text[..start], &text[end..]);
        let next = check(&edited, &prefix);
        // Read after the edited one too, and the original after the edited one.
        check(text, &next);
        // One byte before a record (the comma, the white space or the `[` around it) made
        // another of the same length: the records keep their places, the JSON may not hold.
        let starts = record_starts(text);
        let before = starts[keep.index(starts.len())] - 1;
        let byte = [" ", ";", ",", "]", "0", "\n"][length % 6];
        check(&format!("{}{byte}{}", &text[..before], &text[before + 1..]), &prefix);
        // The text cut anywhere, and the history cut at a message and a new one added.
        let cut = boundary(text, keep.index(text.len() + 1));
        check(&text[..cut], &prefix);
        let conversation = Conversation::parse(text).expect("a Chat document");
        let mut shorter = conversation.clone();
        shorter.messages.truncate(keep.index(conversation.messages.len() + 1));
        shorter.messages.push(ChatMessage::user("new"));
        check(&shorter.write(), &prefix);
    }
}

#[test]
fn a_document_shares_its_records_with_its_prefix_and_reads_the_same_after_it() {
    for text in documents() {
        let prefix = check(&text, &Prefix::default());
        let again = check(&text, &prefix);
        assert_eq!(again.records(), prefix.records());
        // Its text, and per record what keeps it.
        assert!(again.bytes() > text.len(), "{} of {}", again.bytes(), text.len());
        assert_eq!(again.bytes(), prefix.bytes());
    }
    // Another dialect reads as it does alone, and leaves no prefix.
    let anthropic = r#"{"system":"s","messages":[{"role":"user","content":"a"}]}"#;
    let mut read = |record: &str| Record::read(Dialect::Anthropic, record);
    let read = Conversation::parse_after(anthropic, Dialect::Anthropic, &Prefix::default(), &mut read);
    assert_eq!(read.expect("Anthropic").prefix().records(), 0);
}
