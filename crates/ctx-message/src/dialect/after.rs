//! An Anthropic Messages or Responses document read after the one before it of the same
//! conversation (a [`Prefix`](crate::Prefix)'s source), as prefix.rs reads a Chat one: the
//! records it starts with — the text before each, and each, byte for byte and at the same places
//! as in the document before — are not scanned again, the rest of the text is scanned with one
//! stand-in value (`0`) in their place, and the messages of the clusters made of those records
//! alone keep their fingerprints. Anything not read that way is read whole by the caller, so
//! every error is the whole read's.

use super::{Builder, Dialect, Form, Reader, Source, anthropic, fingerprint, range_in, responses};
use crate::prefix::Skip;
use crate::{ChatMessage, Conversation};

/// True for the dialects read after a prefix here.
pub(crate) fn resumes(dialect: Dialect) -> bool {
    matches!(dialect, Dialect::Anthropic | Dialect::OpenAiResponses)
}

/// `text` read as a document of `before`'s dialect after `before`, each record through `reader`
/// but those whose messages `carried` holds (the messages `before`'s document read as, in order,
/// where a caller kept them: an Anthropic document's, [`carries`]), which are taken from it; the
/// rest of `carried` is left. `None` when it shares no record with it, or when anything in it is
/// not read so.
pub(crate) fn read(
    text: &str,
    before: &Source,
    reader: &mut Reader,
    carried: &mut Vec<ChatMessage>,
) -> Option<Conversation> {
    let (Form::Document { key, .. }, true) = (&before.form, resumes(before.dialect)) else {
        return None;
    };
    let absorbed = if before.dialect == Dialect::Anthropic { "system" } else { "instructions" };
    let mut end = 0;
    let pieces = before.records.iter().map_while(|range| {
        let record = (before.text.get(end..range.start)?, before.text.get(range.clone())?, ());
        end = range.end;
        Some(record)
    });
    let (skip, stand_in) = Skip::over(text, pieces)?;
    // The text before the first record is the document before's, so the stand-in sits where its
    // first record did: the first element of the conversation's array, unless what follows it
    // made it part of another value (`0.5`), and then it is read whole.
    let top = anthropic::top_scanned(&stand_in, key, absorbed)?;
    let (first, rest) = top.items.split_first()?;
    if range_in(&stand_in, first.get()) != (skip.at..skip.at + 1) {
        return None;
    }
    let mut items = Vec::with_capacity(skip.records.len() + rest.len());
    for (span, ()) in &skip.records {
        items.push(text.get(span.clone())?);
    }
    for item in rest {
        items.push(text.get(skip.place(range_in(&stand_in, item.get())))?);
    }
    let after = Some((before, skip.records.len()));
    let read = match before.dialect {
        Dialect::Anthropic => {
            let carried = self::carried(before, skip.records.len(), carried);
            anthropic::read_items(text, top, &items, reader, after, carried)
        }
        _ => responses::read_items(text, top, &items, reader, after),
    };
    read.ok()
}

/// True when a prefix of `source`'s document can carry `messages` (see
/// [`Prefix::carry`](crate::Prefix::carry)): an Anthropic document's (each of its messages reads
/// from one record alone, or from the system field), one per message it read as, each tagged as
/// read at its place.
pub(crate) fn carries(source: &Source, messages: &[ChatMessage]) -> bool {
    source.dialect == Dialect::Anthropic
        && source.fingerprints.len() == messages.len()
        && messages.iter().enumerate().all(|(at, message)| message.extra.origin() == Some(at))
}

/// The messages of each of the first `shared` records of `before`'s document, taken from
/// `carried` (the messages that document read as, in order, [`carries`]) where a cluster is that
/// record alone and its messages are tagged at their places; the messages of the clusters past
/// them are left in `carried`, those of the others (the system field's) dropped.
pub(crate) fn carried(
    before: &Source,
    shared: usize,
    carried: &mut Vec<ChatMessage>,
) -> Vec<Option<Vec<ChatMessage>>> {
    let mut out: Vec<Option<Vec<ChatMessage>>> = Vec::new();
    if carried.len() != before.fingerprints.len() {
        return out;
    }
    // The clusters are in the order of their messages, each's contiguous.
    let mut messages = std::mem::take(carried).into_iter().enumerate();
    for cluster in &before.clusters {
        let record = match cluster.records[..] {
            [record] if record >= shared => break,
            [record] => Some(record),
            _ => None,
        };
        let members: Vec<ChatMessage> = messages
            .by_ref()
            .take(cluster.members)
            .filter(|(at, message)| message.extra.origin() == Some(*at))
            .map(|(_, message)| message)
            .collect();
        if let Some(record) = record
            && members.len() == cluster.members
        {
            if out.len() <= record {
                out.resize_with(record + 1, || None);
            }
            if let Some(slot) = out.get_mut(record) {
                *slot = Some(members);
            }
        }
    }
    *carried = messages.map(|(_, message)| message).collect();
    out
}

/// The fingerprint of each message `builder` read, for a document whose first `shared` records
/// are those of the document `before` was read from: a cluster of those records alone that is one
/// of `before`'s, record for record, read as the same messages (a cluster reads as a function of
/// its records' bytes), so they keep `before`'s fingerprints; the others' are taken.
pub(crate) fn fingerprints(builder: &Builder, before: &Source, shared: usize) -> Vec<u128> {
    // The cluster of `before` that starts at each record, and the first message of each cluster.
    let mut starting = vec![None; before.records.len()];
    for (index, cluster) in before.clusters.iter().enumerate() {
        if let Some(slot) = cluster.records.first().and_then(|&record| starting.get_mut(record)) {
            *slot = Some(index);
        }
    }
    let mut first = vec![None; before.clusters.len()];
    for (message, &(cluster, index)) in before.homes.iter().enumerate() {
        if let Some(slot) = first.get_mut(cluster).filter(|slot| index == 0 && slot.is_none()) {
            *slot = Some(message);
        }
    }
    let mut out = Vec::with_capacity(builder.messages.len());
    let mut at = 0;
    for cluster in &builder.clusters {
        let members = cluster.records.iter().all(|&record| record < shared).then_some(()).and_then(|()| {
            let index = (*starting.get(*cluster.records.first()?)?)?;
            let old = before.clusters.get(index)?;
            if old.records != cluster.records || old.members != cluster.members {
                return None;
            }
            let start = (*first.get(index)?)?;
            before.fingerprints.get(start..start.checked_add(cluster.members)?)
        });
        let end = at + cluster.members;
        match members {
            Some(kept) => out.extend_from_slice(kept),
            None => out.extend(builder.messages.get(at..end).unwrap_or_default().iter().map(fingerprint)),
        }
        at = end;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialect::Record;

    /// The source `text` reads as in `dialect`.
    fn source(text: &str, dialect: Dialect) -> std::sync::Arc<Source> {
        let conversation = Conversation::parse_as(text, dialect).expect("reads");
        conversation.prefix().source.expect("a source")
    }

    #[test]
    fn a_document_is_read_after_the_one_before_and_its_shared_clusters_keep_their_fingerprints() {
        // A model turn's items (reasoning, then a call) form one cluster: the next document adds
        // a call to the last turn, so that cluster is not one of the first document's.
        let responses = (
            r#"{"model":"m","input":[{"role":"user","content":"a"},{"type":"function_call","name":"f","arguments":"{}","call_id":"c"},{"type":"function_call_output","call_id":"c","output":"z"},{"type":"reasoning","summary":[]}],"instructions":"s"}"#,
            r#"{"model":"m","input":[{"role":"user","content":"a"},{"type":"function_call","name":"f","arguments":"{}","call_id":"c"},{"type":"function_call_output","call_id":"c","output":"z"},{"type":"reasoning","summary":[]},{"type":"function_call","name":"g","arguments":"{}","call_id":"d"}],"instructions":"s"}"#,
        );
        let anthropic = (
            r#"{"system":"s","messages":[{"role":"user","content":"a"},{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":"x"},{"type":"text","text":"y"}]}],"model":"m"}"#,
            r#"{"system":"s","messages":[{"role":"user","content":"a"},{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":"x"},{"type":"text","text":"y"}]},{"role":"assistant","content":"b"}],"model":"m"}"#,
        );
        for (dialect, (first, next), fresh_from) in
            [(Dialect::OpenAiResponses, responses, 4), (Dialect::Anthropic, anthropic, 4)]
        {
            let mut before = Source::clone(&source(first, dialect));
            let mut reader = |record: &str| Record::read(dialect, record);
            let resumed = read(next, &before, &mut reader, &mut Vec::new()).expect("read after the first");
            let whole = Conversation::parse_as(next, dialect).expect("reads");
            assert_eq!(resumed, whole);
            assert_eq!(resumed.write(), next);
            let fingerprints = |conversation: &Conversation| {
                conversation.prefix().source.map(|source| source.fingerprints.clone()).expect("a source")
            };
            assert_eq!(fingerprints(&resumed), fingerprints(&whole));
            // The shared clusters' fingerprints are the first document's (marked here), the
            // system message's and the others' taken anew.
            before.fingerprints.iter_mut().for_each(|fingerprint| *fingerprint = 7);
            let marked = fingerprints(
                &read(next, &before, &mut reader, &mut Vec::new()).expect("read after the first"),
            );
            let expected: Vec<u128> = fingerprints(&whole)
                .iter()
                .enumerate()
                .map(|(at, &fingerprint)| if at > 0 && at < fresh_from { 7 } else { fingerprint })
                .collect();
            assert_eq!(marked, expected, "{dialect}");
            // Nothing shared, a first record changed: not read after it.
            assert!(read(&next.replace(r#""a""#, r#""z""#), &before, &mut reader, &mut Vec::new()).is_none());
            // The stand-in read as part of another value: not read after it.
            let end = before.records[0].end;
            let broken = format!("{}.5{}", &next[..end], &next[end..]);
            assert!(read(&broken, &before, &mut reader, &mut Vec::new()).is_none());
        }
    }

    #[test]
    fn an_anthropic_document_takes_the_messages_of_its_shared_records_from_those_carried() {
        // The system field, a user message, a tool result with a text after it (two messages of
        // one record), and an assistant message the next document does not share.
        let first = r#"{"system":"s","messages":[{"role":"user","content":"a"},{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":"x"},{"type":"text","text":"y"}]},{"role":"assistant","content":"b"}],"model":"m"}"#;
        let next = r#"{"system":"s","messages":[{"role":"user","content":"a"},{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":"x"},{"type":"text","text":"y"}]},{"role":"assistant","content":"c"}],"model":"m"}"#;
        let before = source(first, Dialect::Anthropic);
        let messages = Conversation::parse_as(first, Dialect::Anthropic).expect("reads").messages;
        assert!(carries(&before, &messages));
        assert!(!carries(&before, &messages[1..]), "one per message");
        let swapped = [
            messages[1].clone(),
            messages[0].clone(),
            messages[2].clone(),
            messages[3].clone(),
            messages[4].clone(),
        ];
        assert!(!carries(&before, &swapped), "each at its place");
        let texts: Vec<_> = messages.iter().map(|message| message.content.text().into_owned()).collect();
        // What reading `next` after the first gives, with `carried`, and the records read.
        let resume = |carried: &mut Vec<ChatMessage>| {
            let mut records = Vec::new();
            let mut reader = |record: &str| {
                records.push(record.to_owned());
                Record::read(Dialect::Anthropic, record)
            };
            let resumed = read(next, &before, &mut reader, carried).expect("read after the first");
            assert_eq!(resumed, Conversation::parse_as(next, Dialect::Anthropic).expect("reads"));
            assert_eq!(resumed.write(), next);
            records
        };
        let mut carried = messages;
        assert_eq!(resume(&mut carried), [r#"{"role":"assistant","content":"c"}"#], "the shared two carried");
        // The unshared record's message is left carried; the system's, read again, dropped.
        assert_eq!(carried.len(), 1);
        assert_eq!(carried[0].content.text(), texts[4]);
        // Carried messages out of place are read instead.
        let mut misplaced = Conversation::parse_as(first, Dialect::Anthropic).expect("reads").messages;
        misplaced.swap(1, 2);
        assert_eq!(resume(&mut misplaced).len(), 3);
    }
}
