//! An Anthropic Messages or Responses document read after the one before it of the same
//! conversation (a [`Prefix`](crate::Prefix)'s source), as prefix.rs reads a Chat one: the
//! records it starts with — the text before each, and each, byte for byte and at the same places
//! as in the document before — are not scanned again, the rest of the text is scanned with one
//! stand-in value (`0`) in their place, and the messages of the clusters made of those records
//! alone keep their fingerprints. Anything not read that way is read whole by the caller, so
//! every error is the whole read's.

use super::{Builder, Dialect, Form, Reader, Source, anthropic, fingerprint, range_in, responses};
use crate::Conversation;
use crate::prefix::Skip;

/// True for the dialects read after a prefix here.
pub(crate) fn resumes(dialect: Dialect) -> bool {
    matches!(dialect, Dialect::Anthropic | Dialect::OpenAiResponses)
}

/// `text` read as a document of `before`'s dialect after `before`, each record through `reader`;
/// `None` when it shares no record with it, or when anything in it is not read so.
pub(crate) fn read(text: &str, before: &Source, reader: &mut Reader) -> Option<Conversation> {
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
        Dialect::Anthropic => anthropic::read_items(text, top, &items, reader, after),
        _ => responses::read_items(text, top, &items, reader, after),
    };
    read.ok()
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
            let resumed = read(next, &before, &mut reader).expect("read after the first");
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
            let marked = fingerprints(&read(next, &before, &mut reader).expect("read after the first"));
            let expected: Vec<u128> = fingerprints(&whole)
                .iter()
                .enumerate()
                .map(|(at, &fingerprint)| if at > 0 && at < fresh_from { 7 } else { fingerprint })
                .collect();
            assert_eq!(marked, expected, "{dialect}");
            // Nothing shared, a first record changed: not read after it.
            assert!(read(&next.replace(r#""a""#, r#""z""#), &before, &mut reader).is_none());
            // The stand-in read as part of another value: not read after it.
            let end = before.records[0].end;
            let broken = format!("{}.5{}", &next[..end], &next[end..]);
            assert!(read(&broken, &before, &mut reader).is_none());
        }
    }
}
