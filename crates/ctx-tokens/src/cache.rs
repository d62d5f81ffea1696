//! `CountCache`: per-message counts keyed by a content fingerprint, so a turn recounts only changes.
//!
//! The key is a 128-bit xxh3 hash of everything [`count_message_tokens`] reads (role, name, each
//! text part, the JSON text of each other part, each tool call's name and arguments, with lengths
//! as separators). Hashing runs at
//! several GB/s, tokenizing at tens of MB/s, so a turn over a 1,000-message history costs a hash
//! pass plus the tokenization of the messages that are new or were rewritten. Entries of messages
//! that left the history are dropped once the cache holds twice as many entries as the history.

use std::collections::HashMap;

use ctx_message::ChatMessage;

use crate::count_message_tokens;

/// Remembers each message's token count by a fingerprint of its counted content.
#[derive(Debug, Default)]
pub struct CountCache {
    entries: HashMap<u128, Entry>,
    generation: u64,
}

#[derive(Debug, Clone, Copy)]
struct Entry {
    tokens: usize,
    seen: u64,
}

impl CountCache {
    /// An empty cache.
    pub fn new() -> Self {
        CountCache::default()
    }

    /// The token count of one message, from the cache when an identical message was counted.
    pub fn count(&mut self, message: &ChatMessage) -> usize {
        let generation = self.generation;
        let entry = self
            .entries
            .entry(fingerprint(message))
            .or_insert_with(|| Entry { tokens: count_message_tokens(message), seen: generation });
        entry.seen = generation;
        entry.tokens
    }

    /// Remembers that `message` counts `tokens` — a count its caller took already (a message it
    /// built from counted parts) — so that the next count of it is a lookup. The count must be
    /// [`count_message_tokens`]'s (debug builds check it).
    pub fn insert(&mut self, message: &ChatMessage, tokens: usize) {
        debug_assert_eq!(tokens, count_message_tokens(message), "a count that is not the message's");
        self.entries.insert(fingerprint(message), Entry { tokens, seen: self.generation });
    }

    /// The count of every message, in order.
    pub fn counts(&mut self, messages: &[ChatMessage]) -> Vec<usize> {
        self.generation += 1;
        let counts = messages.iter().map(|message| self.count(message)).collect();
        self.forget_stale(messages.len());
        counts
    }

    /// [`CountCache::counts`], and in `keys` the key each message is counted by ([`CountCache::key`]),
    /// in order: a caller that reads the same messages again tells an unchanged one by it.
    pub fn counts_keyed(&mut self, messages: &[ChatMessage], keys: &mut Vec<u128>) -> Vec<usize> {
        self.counts_keyed_from(messages, &[], keys)
    }

    /// [`CountCache::counts_keyed`], the first messages keyed by `known` rather than hashed
    /// again: `known[i]` must be [`CountCache::key`] of `messages[i]` (a host that proved a
    /// message the same as one it keyed before, off the request's path, hands that key; debug
    /// builds check each). Past `known`, each message is hashed as `counts_keyed` hashes it.
    pub fn counts_keyed_from(
        &mut self,
        messages: &[ChatMessage],
        known: &[u128],
        keys: &mut Vec<u128>,
    ) -> Vec<usize> {
        self.generation += 1;
        keys.clear();
        let generation = self.generation;
        let counts = messages
            .iter()
            .enumerate()
            .map(|(index, message)| {
                let key = match known.get(index) {
                    Some(&key) => {
                        debug_assert_eq!(key, fingerprint(message), "a known key that is not the message's");
                        key
                    }
                    None => fingerprint(message),
                };
                keys.push(key);
                let entry = self
                    .entries
                    .entry(key)
                    .or_insert_with(|| Entry { tokens: count_message_tokens(message), seen: generation });
                entry.seen = generation;
                entry.tokens
            })
            .collect();
        self.forget_stale(messages.len());
        counts
    }

    /// The key a message is counted by: a 128-bit fingerprint of everything counted (role, name,
    /// each text part, each other part, each call's name and arguments; not ids).
    pub fn key(message: &ChatMessage) -> u128 {
        fingerprint(message)
    }

    /// The total over `messages` (without the once-per-request reply primer).
    pub fn total(&mut self, messages: &[ChatMessage]) -> usize {
        self.generation += 1;
        let total = messages.iter().map(|message| self.count(message)).sum();
        self.forget_stale(messages.len());
        total
    }

    /// How many distinct messages the cache holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True when nothing is cached.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    fn forget_stale(&mut self, live: usize) {
        if self.entries.len() > 2 * live + 64 {
            let generation = self.generation;
            self.entries.retain(|_, entry| entry.seen == generation);
        }
    }
}

fn fingerprint(message: &ChatMessage) -> u128 {
    // One-shot from the stack when the message is short: the same digest as streaming it.
    ctx_message::digest128(|write| {
        let mut field = |bytes: &[u8]| {
            write(&(bytes.len() as u64).to_le_bytes());
            write(bytes);
        };
        field(message.role.as_str().as_bytes());
        field(message.name.as_deref().unwrap_or_default().as_bytes());
        for text in message.content.texts() {
            field(text.as_bytes());
        }
        field(b"\0parts");
        for part in message.content.other_parts() {
            for (key, value) in part.iter() {
                field(key.as_bytes());
                field(value.get().as_bytes());
            }
        }
        field(b"\0calls");
        for call in message.calls() {
            field(call.function.name.as_bytes());
            field(call.function.arguments.as_bytes());
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ctx_message::ToolCall;

    #[test]
    fn cached_counts_equal_direct_counts() {
        let history = vec![
            ChatMessage::system("You are terse."),
            ChatMessage::user("fix the build"),
            ChatMessage::assistant_calls(vec![ToolCall::function(
                "c1",
                "bash",
                r#"{"command":"cargo build"}"#,
            )]),
            ChatMessage::tool_result("c1", "error[E0425]: cannot find value `x` in this scope"),
        ];
        let mut cache = CountCache::new();
        let direct: Vec<usize> = history.iter().map(count_message_tokens).collect();
        assert_eq!(cache.counts(&history), direct);
        assert_eq!(cache.total(&history), direct.iter().sum::<usize>());
        assert_eq!(cache.len(), 4);
    }

    #[test]
    fn counts_keyed_gives_the_counts_and_each_message_s_key() {
        let history = vec![
            ChatMessage::user("fix the build"),
            ChatMessage::assistant_calls(vec![ToolCall::function(
                "c1",
                "bash",
                r#"{"command":"cargo build"}"#,
            )]),
            ChatMessage::tool_result("c1", "error[E0425]: cannot find value `x` in this scope"),
            ChatMessage::tool_result("c1", "error[E0425]: cannot find value `y` in this scope"),
        ];
        let mut cache = CountCache::new();
        let mut keys = vec![7];
        let counts = cache.counts_keyed(&history, &mut keys);
        assert_eq!(counts, CountCache::new().counts(&history));
        assert_eq!(keys, history.iter().map(CountCache::key).collect::<Vec<_>>());
        assert_eq!(keys.len(), 4);
        assert_ne!(keys[2], keys[3], "a changed text is a changed key");
        assert_eq!(cache.len(), 4);
    }

    #[test]
    fn counts_keyed_from_known_keys_hashes_only_the_messages_past_them() {
        let history: Vec<ChatMessage> =
            (0..6).map(|turn| ChatMessage::user(format!("turn {turn} of a long history"))).collect();
        let (mut hashed, mut keys) = (CountCache::new(), Vec::new());
        let expected = hashed.counts_keyed(&history, &mut keys);
        // Every key known, some, none: the same counts and keys.
        for known in [keys.len(), 3, 0] {
            let (mut cache, mut got) = (CountCache::new(), vec![1, 2]);
            assert_eq!(cache.counts_keyed_from(&history, &keys[..known], &mut got), expected);
            assert_eq!(got, keys, "{known} known");
        }
        // More keys known than messages: the messages' alone.
        let mut got = Vec::new();
        assert_eq!(CountCache::new().counts_keyed_from(&history[..2], &keys, &mut got), expected[..2]);
        assert_eq!(got, keys[..2]);
    }

    #[test]
    fn a_changed_field_is_a_new_entry() {
        let mut cache = CountCache::new();
        let call = |args: &str| ChatMessage::assistant_calls(vec![ToolCall::function("c", "bash", args)]);
        let short = cache.count(&call("{}"));
        let long = cache.count(&call(r#"{"command":"cargo test --workspace --all-features"}"#));
        assert!(long > short);
        let named = ChatMessage { name: Some("alice".into()), ..ChatMessage::user("hi") };
        assert_ne!(cache.count(&named), cache.count(&ChatMessage::user("hi")));
        let thinking = |text: &str| {
            let parts = format!(r#"[{{"type":"thinking","thinking":"{text}"}}]"#);
            ChatMessage::new(
                ctx_message::Role::Assistant,
                serde_json::from_str::<ctx_message::Content>(&parts).expect("parts"),
            )
        };
        assert_ne!(cache.count(&thinking("a")), cache.count(&thinking("a longer thought")));
        assert_eq!(cache.len(), 6);
    }

    #[test]
    fn messages_that_left_the_history_are_forgotten() {
        let mut cache = CountCache::new();
        for turn in 0..200 {
            cache.total(&[ChatMessage::user(format!("turn {turn}"))]);
        }
        assert!(cache.len() <= 2 + 64, "{}", cache.len());
    }
}
