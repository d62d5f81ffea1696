//! `Carried`: a session's fingerprints carried from one request to the next. A message read the
//! same as the last request's message at its place keeps the session's fingerprint of it, rather
//! than having its whole text hashed again on every request.
//!
//! ctx-message fingerprints every message it reads (the xxh3-128 of the whole message, which a
//! message read after a `Prefix` from a shared record keeps without hashing it again): two
//! messages with one such fingerprint are one message, short of a 128-bit collision — the same
//! assumption by which ctx-message writes an unchanged message's record back as it was and the
//! session knows a message by its own fingerprint. The session's fingerprint (everything but
//! `cache_control`) is a function of the message, so the one it took of the same message is the
//! one it would take again.

use ctx_pipeline::ChatMessage;

use crate::session::{Fingerprint, fingerprint};

/// The fingerprints ctx-message read the last request's messages with, place by place beside the
/// session's own fingerprints of them.
#[derive(Debug, Default)]
pub(crate) struct Carried {
    read: Vec<u128>,
}

impl Carried {
    /// The session's fingerprint of each of `messages`, which ctx-message read with the
    /// fingerprints `read` (one per message, else none is carried): the one in `last` (the
    /// session's fingerprints of the last request's messages, which [`Carried::keep`] was handed
    /// the read fingerprints of) at the same place when the message there read the same, else
    /// taken now.
    pub(crate) fn fingerprints(
        &self,
        messages: &[ChatMessage],
        read: &[u128],
        last: &[Fingerprint],
    ) -> Vec<Fingerprint> {
        let carried =
            if read.len() == messages.len() && self.read.len() == last.len() { last.len() } else { 0 };
        messages
            .iter()
            .enumerate()
            .map(|(index, message)| {
                match (index < carried, read.get(index), self.read.get(index), last.get(index)) {
                    (true, Some(now), Some(before), Some(&kept)) if now == before => kept,
                    _ => fingerprint(message),
                }
            })
            .collect()
    }

    /// The read fingerprints of the messages the session now holds its fingerprints of (empty
    /// when it has none to carry).
    pub(crate) fn keep(&mut self, read: Vec<u128>) {
        self.read = read;
    }

    /// Nothing to carry: the session forgot its history.
    pub(crate) fn clear(&mut self) {
        self.read.clear();
    }

    /// The bytes it holds.
    #[cfg(test)]
    pub(crate) fn bytes(&self) -> usize {
        self.read.len() * std::mem::size_of::<u128>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_read_the_same_at_its_place_keeps_its_fingerprint_and_any_other_is_taken_anew() {
        let messages = [ChatMessage::user("a"), ChatMessage::assistant("b"), ChatMessage::user("c")];
        let own: Vec<Fingerprint> = messages.iter().map(fingerprint).collect();
        let mut carried = Carried::default();
        // Nothing carried yet: every fingerprint taken.
        assert_eq!(carried.fingerprints(&messages, &[1, 2, 3], &[]), own);
        // The last request read 1, 2 at places 0 and 1: those places keep what the session holds
        // (here stand-ins, to tell carried from taken); place 1 read another message now.
        carried.keep(vec![1, 2]);
        let (first, second) = (Fingerprint::MAX, Fingerprint::MAX - 1);
        assert_eq!(carried.fingerprints(&messages, &[1, 9, 3], &[first, second]), [first, own[1], own[2]]);
        assert_eq!(carried.fingerprints(&messages, &[1, 2, 3], &[first, second]), [first, second, own[2]]);
        // Without a read fingerprint for every message, or out of step with the session's, none is carried.
        assert_eq!(carried.fingerprints(&messages, &[1, 2], &[first, second]), own);
        assert_eq!(carried.fingerprints(&messages, &[1, 2, 3], &[first]), own);
        carried.clear();
        assert_eq!(carried.fingerprints(&messages, &[1, 2, 3], &[first, second]), own);
        assert_eq!(carried.bytes(), 0);
    }
}
