//! `CountCache`: per-message counts keyed by a content fingerprint, so a turn recounts only changes.

use std::collections::HashMap;

use ctx_message::ChatMessage;

use crate::count_message_tokens;

/// Remembers each message's count by a 128-bit fingerprint of everything that is counted.
#[derive(Debug, Default)]
pub struct CountCache {
    counts: HashMap<u128, usize>,
}

impl CountCache {
    /// An empty cache.
    pub fn new() -> Self {
        CountCache::default()
    }

    /// The token count of one message, from the cache when it was counted before.
    pub fn count(&mut self, message: &ChatMessage) -> usize {
        *self.counts.entry(fingerprint(message)).or_insert_with(|| count_message_tokens(message))
    }

    /// The total over `messages`.
    pub fn total(&mut self, messages: &[ChatMessage]) -> usize {
        messages.iter().map(|message| self.count(message)).sum()
    }
}

fn fingerprint(message: &ChatMessage) -> u128 {
    let mut hasher = xxhash_rust::xxh3::Xxh3::new();
    hasher.update(message.role.as_str().as_bytes());
    for text in message.content.texts() {
        hasher.update(&(text.len() as u64).to_le_bytes());
        hasher.update(text.as_bytes());
    }
    hasher.digest128()
}
