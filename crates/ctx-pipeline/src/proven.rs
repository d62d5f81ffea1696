//! `Proven` and `PreparedKeys`: what a host proved of a turn's history — its first messages the
//! very messages of a history it sent before, named by a tag — and each message's count key
//! prepared for that history off the request's path, so a turn keys those messages without
//! hashing them again (and the archived copy trusts its pieces for them: `archived_copy.rs`).
//!
//! A host that resends its history (the proxy) knows which messages it took back unchanged from
//! the history it last sent (compared, not assumed); a helper thread, after the response, keys
//! the history sent. The tag ties the two: keys prepared for another history are never used.

use std::sync::{Arc, Mutex, PoisonError};

use ctx_dedup::Replaced;
use ctx_message::ChatMessage;
use ctx_tokens::CountCache;

/// The first `len` messages of a turn's history are, message for message and field for field,
/// the first `len` of the history the host prepared under `tag` ([`PreparedKeys::prepare`],
/// [`ArchivedCopy::prepare_tagged`](crate::ArchivedCopy::prepare_tagged)). Tag 0 names no
/// history: nothing is taken on its word.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Proven {
    /// The history the host prepared, as it tagged it (never 0 for a real one).
    pub tag: u64,
    /// How many of the turn's first messages are that history's.
    pub len: usize,
}

impl Proven {
    /// Nothing proven: every message is hashed.
    pub const NONE: Proven = Proven { tag: 0, len: 0 };

    /// How many first messages are proven of the history prepared under `tag`: none for
    /// another history, or for tag 0.
    pub(crate) fn of(self, tag: u64) -> usize {
        if self.tag == 0 || self.tag != tag { 0 } else { self.len }
    }

    /// Proven only before the first message `replaced` names: a message a turn changed (a
    /// placeholder, a result cut down) is no longer the prepared history's.
    pub(crate) fn before(self, replaced: &[Replaced]) -> Proven {
        Proven { len: replaced.iter().map(|replaced| replaced.index).fold(self.len, usize::min), ..self }
    }

    /// In places among `history`'s droppable messages ([`ctx_shaping::droppable`]): those of the
    /// first `len` (what shaping drops is always the first droppable messages, so these are
    /// the first of them the host proved).
    pub(crate) fn droppable(self, history: &[ChatMessage]) -> Proven {
        Proven { len: ctx_shaping::droppable(history.get(..self.len).unwrap_or(history)).count(), ..self }
    }
}

/// The count keys ([`CountCache::key`]) of the last history a host prepared them for, with its
/// tag: cloned handles share them (the host's helper thread prepares, the turn reads).
#[derive(Clone, Default)]
pub struct PreparedKeys {
    prepared: Arc<Mutex<Arc<Keys>>>,
}

#[derive(Default)]
struct Keys {
    tag: u64,
    keys: Vec<u128>,
}

impl std::fmt::Debug for PreparedKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let keys = self.current();
        f.debug_struct("PreparedKeys").field("tag", &keys.tag).field("keys", &keys.keys.len()).finish()
    }
}

impl PreparedKeys {
    fn current(&self) -> Arc<Keys> {
        Arc::clone(&self.prepared.lock().unwrap_or_else(PoisonError::into_inner))
    }

    /// Keys every message of `history` (the history the host sent, tagged `tag`): meant for a
    /// helper thread, after the response. The lock is held only to replace what was kept.
    pub fn prepare(&self, history: &[ChatMessage], tag: u64) {
        let keys = history.iter().map(CountCache::key).collect();
        *self.prepared.lock().unwrap_or_else(PoisonError::into_inner) = Arc::new(Keys { tag, keys });
    }

    /// The keys of the first messages `proven` vouches for, when they were prepared for its
    /// history (else none).
    pub(crate) fn known(&self, proven: Proven) -> Arc<[u128]> {
        let keys = self.current();
        let len = proven.of(keys.tag).min(keys.keys.len());
        Arc::from(keys.keys.get(..len).unwrap_or_default())
    }

    /// The bytes the keys hold.
    pub fn memory(&self) -> usize {
        self.current().keys.capacity() * std::mem::size_of::<u128>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_known_only_for_the_history_they_were_prepared_for_and_as_far_as_proven() {
        let history: Vec<ChatMessage> = (0..5).map(|n| ChatMessage::user(format!("message {n}"))).collect();
        let keys = PreparedKeys::default();
        assert!(keys.known(Proven { tag: 1, len: 5 }).is_empty(), "nothing prepared");
        keys.prepare(&history, 7);
        let all: Vec<u128> = history.iter().map(CountCache::key).collect();
        assert_eq!(&*keys.known(Proven { tag: 7, len: 3 }), &all[..3]);
        assert_eq!(&*keys.known(Proven { tag: 7, len: 9 }), &all[..], "no more than prepared");
        assert!(keys.known(Proven { tag: 6, len: 5 }).is_empty(), "another history's");
        assert!(keys.known(Proven::NONE).is_empty());
        // Tag 0 names no history, even one prepared under it.
        keys.prepare(&history, 0);
        assert!(keys.known(Proven { tag: 0, len: 5 }).is_empty());
    }
}
