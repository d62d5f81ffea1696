//! [`Prefix`]: the records of the last Chat Completions, Anthropic Messages or Responses document
//! read, so the next document that starts with them — an agent resends its whole history with a
//! few new messages — is scanned only from the first record that differs
//! ([`Conversation::parse_after`](crate::Conversation::parse_after); the other two dialects'
//! reading after one is `dialect/after.rs`).
//!
//! The records the new text shares are found by comparing bytes (memcmp, no digest): the text
//! before the first record, each record and the text between records, in order, up to the first
//! difference. The rest of the text is parsed with one stand-in value (`0`) in place of the
//! shared records: in a JSON array a run of values separated by commas can stand wherever one
//! value can, and the shared bytes were a valid run of records, so the stand-in text is valid
//! exactly when the text is, and reads as the same document around them.
//!
//! A Chat or Anthropic prefix may also carry the messages its document read as, handed back by
//! the caller once done with them ([`Prefix::carry`]): the next document read after it
//! ([`Conversation::parse_after_carried`](crate::Conversation::parse_after_carried)) takes the
//! messages of the records it shares from them, moved, rather than having its reader read or
//! copy them again.

use std::borrow::Cow;
use std::ops::Range;
use std::sync::Arc;

use serde_json::value::RawValue;

use crate::ChatMessage;
use crate::conversation::Records;
use crate::dialect::Source;

/// The records of a Chat Completions, Anthropic Messages or Responses document read from text
/// ([`Conversation::prefix`](crate::Conversation::prefix)), shared with it (nothing is copied),
/// for reading the next document of the same conversation
/// ([`Conversation::parse_after`](crate::Conversation::parse_after)). Empty by default, and for
/// a document of a JSON Lines dialect. It holds the document's text, as its records and the
/// frame around them: a caller keeping one per conversation keeps a document's size per
/// conversation, and, when it carries them ([`Prefix::carry`]), its messages: about as much again.
/// A clone carries no messages.
#[derive(Debug, Default)]
pub struct Prefix {
    pub(crate) records: Option<Arc<Records>>,
    /// An Anthropic Messages or Responses document's source, with its text and records.
    pub(crate) source: Option<Arc<Source>>,
    /// The messages a Chat or Anthropic document read as, in order ([`Prefix::carry`]): a Chat
    /// one's one per record.
    pub(crate) carried: Vec<ChatMessage>,
}

impl Clone for Prefix {
    /// The same records; no messages carried (they are moved out, never shared).
    fn clone(&self) -> Self {
        Prefix { records: self.records.clone(), source: self.source.clone(), carried: Vec::new() }
    }
}

impl Prefix {
    /// How many message records it holds (an Anthropic message, a Responses item).
    pub fn records(&self) -> usize {
        let source = self.source.as_ref().map_or(0, |source| source.records.len());
        self.records.as_ref().map_or(source, |records| records.raws.len())
    }

    /// The bytes it holds: its text (its records and the frame around them) and, per record, what
    /// keeps it (the shared pointer and its counts, the cut, the fingerprint, the allocator's
    /// overhead), which outweighs the text for a history of small messages; and the messages it
    /// carries, each taken as its record's text (a message read from JSON holds no more text than
    /// its record: escapes are shorter read) and its own structure with an allocation's overhead
    /// for each of its fields.
    pub fn bytes(&self) -> usize {
        /// Per record beside its text: the `Arc` in the list (16), its two counts (16), the cut
        /// (8), the fingerprint (16) and about 16 of allocator overhead.
        const PER_RECORD: usize = 72;
        /// Per message carried beside its text: the message itself, and about 16 bytes of
        /// allocator overhead for each of the allocations a message read from JSON makes (its
        /// text, calls, id, name, fields and their places: eight is generous for most).
        const PER_MESSAGE: usize = std::mem::size_of::<ChatMessage>() + 8 * 16;
        let carried =
            |text: usize| if self.carried.is_empty() { 0 } else { text + self.carried.len() * PER_MESSAGE };
        let source = self.source.as_deref().map_or(0, |source| {
            let text = source.records.iter().map(ExactSizeIterator::len).sum::<usize>();
            source.bytes() + carried(text)
        });
        self.records.as_ref().map_or(source, |records| {
            let text = records.raws.iter().map(|raw| raw.get().len()).sum::<usize>();
            records.frame.len() + text + records.raws.len() * PER_RECORD + carried(text)
        })
    }

    /// Hands the prefix `messages`, the messages its document read as — that document's
    /// [`Conversation::messages`](crate::Conversation::messages) as
    /// [`Conversation::parse_after`](crate::Conversation::parse_after) (or `parse_as_with`) read
    /// them, in order and unchanged —, so the next document read after it with
    /// [`Conversation::parse_after_carried`](crate::Conversation::parse_after_carried) takes the
    /// message of each record it shares from them, moved, rather than reading the record again
    /// (or a caller's memory of it copying the message). A caller that changed a message since
    /// must not hand it back: the next document would read as the changed message.
    ///
    /// Kept only by a Chat Completions prefix, when they are one per record, and by an Anthropic
    /// Messages one, when they are one per message it read as (the system field's among them:
    /// it is read again, the others are each one record's), each tagged as read at its place,
    /// and then the messages carried before are handed back; else `messages` are (and those
    /// carried before stay), for the caller to free where it likes. (A Responses document's
    /// messages are each made of several items: not carried.)
    ///
    /// ```
    /// use ctx_message::{Conversation, Dialect, Prefix, Record};
    ///
    /// let first = r#"{"messages": [{"role": "user", "content": "hi"}]}"#;
    /// let next = r#"{"messages": [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "yes"}]}"#;
    /// let mut read = |record: &str| Record::read(Dialect::OpenAiChat, record);
    /// let mut conversation = Conversation::parse_after(first, Dialect::OpenAiChat, &Prefix::default(), &mut read)?;
    /// let mut prefix = conversation.prefix();
    /// assert!(prefix.carry(std::mem::take(&mut conversation.messages)).is_empty(), "kept");
    /// let mut records = Vec::new();
    /// let mut read = |record: &str| {
    ///     records.push(record.to_owned());
    ///     Record::read(Dialect::OpenAiChat, record)
    /// };
    /// let conversation = Conversation::parse_after_carried(next, Dialect::OpenAiChat, &mut prefix, &mut read)?;
    /// assert_eq!(conversation, Conversation::parse(next)?);
    /// assert_eq!(conversation.write(), next);
    /// assert_eq!(records, [r#"{"role": "assistant", "content": "yes"}"#], "the shared one carried");
    /// # Ok::<(), ctx_message::ParseError>(())
    /// ```
    pub fn carry(&mut self, messages: Vec<ChatMessage>) -> Vec<ChatMessage> {
        let fits = match (&self.records, &self.source) {
            (Some(records), _) => {
                records.raws.len() == messages.len()
                    && messages.iter().enumerate().all(|(at, message)| message.extra.origin() == Some(at))
            }
            (None, Some(source)) => crate::dialect::after::carries(source, &messages),
            (None, None) => false,
        };
        if fits { std::mem::replace(&mut self.carried, messages) } else { messages }
    }

    /// The messages it carries, taken out: after
    /// [`Conversation::parse_after_carried`](crate::Conversation::parse_after_carried), those of
    /// the records the document read did not share, for the caller to free where it likes.
    pub fn take_carried(&mut self) -> Vec<ChatMessage> {
        std::mem::take(&mut self.carried)
    }
}

impl Prefix {
    /// `body` as text — what `std::str::from_utf8(body).ok()` gives —, checking only what follows
    /// the bytes it starts with that are the prefix's text, byte for byte, since those are text
    /// already: an agent's next body starts with most of its last one. Those bytes are compared
    /// (memcmp) and copied rather than checked, which costs a fraction of the check.
    ///
    /// ```
    /// use ctx_message::{Conversation, Dialect, Prefix, Record};
    ///
    /// let first = r#"{"messages": [{"role": "user", "content": "café"}]}"#;
    /// let mut read = |record: &str| Record::read(Dialect::OpenAiChat, record);
    /// let prefix = Conversation::parse_after(first, Dialect::OpenAiChat, &Prefix::default(), &mut read)?.prefix();
    /// let next = r#"{"messages": [{"role": "user", "content": "café"}, {"role": "user", "content": "thé"}]}"#;
    /// assert_eq!(prefix.text(next.as_bytes()).as_deref(), Some(next));
    /// assert_eq!(prefix.text(&next.as_bytes()[..next.len() - 5]), None, "cut inside the é");
    /// assert_eq!(prefix.text(b"\xff").as_deref(), None);
    /// # Ok::<(), ctx_message::ParseError>(())
    /// ```
    pub fn text<'b>(&self, body: &'b [u8]) -> Option<Cow<'b, str>> {
        let mut shared = String::new();
        let mut share = |piece: &str| {
            if shared.capacity() == 0 {
                // The body's length: what it starts with, and the rest pushed after.
                shared.reserve(body.len());
            }
            let rest = body.get(shared.len()..).unwrap_or_default();
            if rest.get(..piece.len()) == Some(piece.as_bytes()) {
                shared.push_str(piece);
                return true;
            }
            let mut common = common(piece.as_bytes(), rest);
            while !piece.is_char_boundary(common) {
                common -= 1;
            }
            shared.push_str(piece.get(..common).unwrap_or_default());
            false
        };
        // The text as its pieces, each compared whole (one memcmp) and only the first that
        // differs compared in parts: the text before each record, and the record.
        if let Some(records) = self.records.as_deref() {
            if records.cuts.len() == records.raws.len() {
                let mut framed = 0;
                for (&cut, raw) in records.cuts.iter().zip(&records.raws) {
                    let before = records.frame.get(framed..cut).unwrap_or_default();
                    if !share(before) || !share(raw.get()) {
                        break;
                    }
                    framed = cut;
                }
            } else {
                share(&records.frame);
            }
        } else if let Some(source) = self.source.as_deref() {
            let mut end = 0;
            for range in &source.records {
                let before = source.text.get(end..range.start).unwrap_or_default();
                if !share(before) || !share(source.text.get(range.clone()).unwrap_or_default()) {
                    break;
                }
                end = range.end;
            }
        }
        if shared.is_empty() {
            return std::str::from_utf8(body).ok().map(Cow::Borrowed);
        }
        shared.push_str(std::str::from_utf8(body.get(shared.len()..)?).ok()?);
        Some(Cow::Owned(shared))
    }
}

/// How many bytes `a` and `b` start with alike: compared 4 KiB at a time, then 64, then one.
fn common(a: &[u8], b: &[u8]) -> usize {
    let mut at = 0;
    for size in [4096, 64, 1] {
        while let (Some(x), Some(y)) = (a.get(at..at + size), b.get(at..at + size)) {
            if x != y {
                break;
            }
            at += size;
        }
    }
    at
}

/// The records a new text shares with a [`Prefix`], and where the rest of the text sits in the
/// stand-in text parsed in its place; `R` is what the prefix keeps of each record (a Chat
/// record's shared text, an index into a [`Source`]'s records).
pub(crate) struct Skip<'t, R> {
    /// The new text.
    pub(crate) text: &'t str,
    /// Where the stand-in value sits in the stand-in text (where the first record starts).
    pub(crate) at: usize,
    /// How far the text after the stand-in sits further on in `text`.
    shift: usize,
    /// The shared records, each with its place in `text`.
    pub(crate) records: Vec<(Range<usize>, R)>,
}

impl<'t> Skip<'t, Arc<RawValue>> {
    /// The records `text` shares with the Chat records `prefix` from its start, and the stand-in
    /// text: `text` with the run of them replaced by `0`. `None` when it shares none.
    pub(crate) fn new(text: &'t str, prefix: &Records) -> Option<(Self, String)> {
        if prefix.cuts.len() != prefix.raws.len() {
            return None;
        }
        let mut framed = 0;
        let pieces = prefix.cuts.iter().zip(&prefix.raws).map_while(|(&cut, raw)| {
            let before = prefix.frame.get(framed..cut)?;
            framed = cut;
            Some((before, raw.get(), Arc::clone(raw)))
        });
        Skip::over(text, pieces)
    }
}

impl<'t, R> Skip<'t, R> {
    /// The records `text` shares from its start with `pieces` — in order, the text before each
    /// record (since the one before it), the record, and what to keep of it —, compared byte for
    /// byte up to the first difference, and the stand-in text: `text` with the run of them
    /// replaced by `0`. `None` when it shares none.
    pub(crate) fn over<'p>(
        text: &'t str,
        pieces: impl IntoIterator<Item = (&'p str, &'p str, R)>,
    ) -> Option<(Self, String)> {
        let mut at = 0;
        let mut records = Vec::new();
        for (before, record, kept) in pieces {
            let start = at + before.len();
            let end = start + record.len();
            if text.get(at..start) != Some(before) || text.get(start..end) != Some(record) {
                break;
            }
            records.push((start..end, kept));
            at = end;
        }
        let first = records.first()?.0.start;
        let mut stand_in = String::with_capacity(text.len() - (at - first) + 1);
        stand_in.push_str(text.get(..first)?);
        stand_in.push('0');
        stand_in.push_str(text.get(at..)?);
        Some((Skip { text, at: first, shift: at - first - 1, records }, stand_in))
    }

    /// Where `span` of the stand-in text, after the stand-in, sits in the text.
    pub(crate) fn place(&self, span: Range<usize>) -> Range<usize> {
        span.start + self.shift..span.end + self.shift
    }
}
