//! `Prefixes`: the records of each conversation's last body (Chat Completions, Anthropic Messages
//! or Responses), so its next body, which resends that history with a few new messages, is
//! scanned only from its first new or changed record (ctx-message's `Prefix` and
//! `Conversation::parse_after`).
//!
//! A body is matched to the last body of its conversation by the xxh3-64 of its first 64 KiB
//! (the system prompt and the first messages, what a conversation starts with); a body shorter
//! than that has no key (its next body, longer, would not find it, and it is cheap to read whole),
//! so it neither takes nor leaves a prefix. The match only
//! chooses which records are compared: the records reused are those the body holds byte for
//! byte, so a body of another conversation that starts the same is read as right, only slower.
//! Capped in bytes (a prefix holds its body's text, as its records) and in conversations, the
//! least recently used forgotten first, and each forgotten once unused for as long as a session
//! expires in.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use ctx_message::{ChatMessage, Prefix};
use xxhash_rust::xxh3::xxh3_64;

/// The most bytes of bodies the prefixes hold.
pub(crate) const PREFIX_BYTES: usize = 64 << 20;

/// How much of a body's start tells its conversation.
const START: usize = 64 << 10;

/// The key of a body's conversation: the xxh3-64 of its first 64 KiB; `None` for a shorter body.
pub(crate) fn key(body: &[u8]) -> Option<u64> {
    body.get(..START).map(xxh3_64)
}

struct Entry {
    prefix: Prefix,
    bytes: usize,
    last_used: Instant,
}

/// The last body's records of each conversation, by [`key`].
pub(crate) struct Prefixes {
    entries: HashMap<u64, Entry>,
    bytes: usize,
    cap: usize,
    capacity: usize,
    idle: Duration,
}

impl Prefixes {
    /// None yet; at most `cap` bytes of bodies, of at most `capacity` conversations, each
    /// forgotten after `idle` unused.
    pub(crate) fn new(cap: usize, capacity: usize, idle: Duration) -> Prefixes {
        Prefixes { entries: HashMap::new(), bytes: 0, cap, capacity, idle }
    }

    /// The prefix kept under `key`, taken out (empty when none), at `now`: the prefixes unused
    /// for `idle` are forgotten first.
    pub(crate) fn take(prefixes: &Mutex<Prefixes>, key: u64, now: Instant) -> Prefix {
        let mut prefixes = prefixes.lock().unwrap_or_else(PoisonError::into_inner);
        let idle = prefixes.idle;
        let before = prefixes.entries.len();
        prefixes.entries.retain(|_, entry| now.saturating_duration_since(entry.last_used) < idle);
        if prefixes.entries.len() != before {
            prefixes.bytes = prefixes.entries.values().map(|entry| entry.bytes).sum();
        }
        let Some(entry) = prefixes.entries.remove(&key) else {
            return Prefix::default();
        };
        prefixes.bytes -= entry.bytes;
        entry.prefix
    }

    /// Keeps `prefix` under `key` at `now`, the least recently used forgotten to make room; one
    /// larger than the cap is kept without the messages it carries, if that fits, else not kept.
    /// Returns the messages carried by what it did not keep (the prefix's own, those of the
    /// prefixes forgotten), taken out once the lock is let go, for the caller to free off the
    /// request's path; the rest of what it forgot is freed after the lock too.
    pub(crate) fn put(
        prefixes: &Mutex<Prefixes>,
        key: u64,
        mut prefix: Prefix,
        now: Instant,
    ) -> Vec<ChatMessage> {
        let mut forgotten = Vec::new();
        let mut released = Vec::new();
        {
            let mut prefixes = prefixes.lock().unwrap_or_else(PoisonError::into_inner);
            let mut bytes = prefix.bytes();
            if bytes > prefixes.cap {
                // The carried messages about double a prefix: a long conversation keeps its records.
                released = prefix.take_carried();
                bytes = prefix.bytes();
            }
            if prefix.records() == 0 || bytes > prefixes.cap || prefixes.capacity == 0 {
                forgotten.push(prefix);
            } else {
                if let Some(old) = prefixes.entries.remove(&key) {
                    prefixes.bytes -= old.bytes;
                    forgotten.push(old.prefix);
                }
                while prefixes.bytes + bytes > prefixes.cap || prefixes.entries.len() >= prefixes.capacity {
                    let Some(oldest) =
                        prefixes.entries.iter().min_by_key(|(_, entry)| entry.last_used).map(|(&key, _)| key)
                    else {
                        break;
                    };
                    if let Some(old) = prefixes.entries.remove(&oldest) {
                        prefixes.bytes -= old.bytes;
                        forgotten.push(old.prefix);
                    }
                }
                prefixes.bytes += bytes;
                prefixes.entries.insert(key, Entry { prefix, bytes, last_used: now });
            }
        }
        for mut old in forgotten {
            released.append(&mut old.take_carried());
        }
        released
    }

    /// The bytes and conversations held.
    #[cfg(test)]
    fn held(prefixes: &Mutex<Prefixes>) -> (usize, usize) {
        let prefixes = prefixes.lock().unwrap_or_else(PoisonError::into_inner);
        (prefixes.bytes, prefixes.entries.len())
    }
}

#[cfg(test)]
mod tests {
    use ctx_message::{Conversation, Dialect, Record};

    use super::*;

    fn prefix(text: &str) -> Prefix {
        let mut read = |record: &str| Record::read(Dialect::OpenAiChat, record);
        Conversation::parse_after(text, Dialect::OpenAiChat, &Prefix::default(), &mut read)
            .expect("a Chat body")
            .prefix()
    }

    #[test]
    fn prefixes_are_capped_in_bytes_and_conversations_and_expire() {
        let body = |n: usize| format!(r#"{{"messages":[{{"role":"user","content":"{n:0>20}"}}]}}"#);
        // What one body's prefix holds: its text and what keeps its record.
        let size = prefix(&body(0)).bytes();
        assert!(size > body(0).len());
        let prefixes = Mutex::new(Prefixes::new(3 * size, 2, Duration::from_mins(1)));
        let start = Instant::now();
        for n in 0..4 {
            Prefixes::put(&prefixes, n, prefix(&body(n as usize)), start + Duration::from_secs(n));
        }
        // Two conversations at most: the oldest went first.
        assert_eq!(Prefixes::held(&prefixes), (2 * size, 2));
        assert_eq!(Prefixes::take(&prefixes, 0, start).records(), 0);
        let taken = Prefixes::take(&prefixes, 3, start + Duration::from_secs(4));
        assert_eq!(taken.records(), 1);
        assert_eq!(Prefixes::held(&prefixes), (size, 1));
        // Under a byte cap of less than a body, nothing is kept.
        let small = Mutex::new(Prefixes::new(size - 1, 4, Duration::from_mins(1)));
        Prefixes::put(&small, 1, prefix(&body(1)), start);
        assert_eq!(Prefixes::held(&small), (0, 0));
        // A minute unused, forgotten.
        Prefixes::put(&prefixes, 3, taken, start + Duration::from_secs(4));
        assert_eq!(Prefixes::take(&prefixes, 9, start + Duration::from_secs(64)).records(), 0);
        assert_eq!(Prefixes::held(&prefixes), (0, 0));
        // The key is the first 64 KiB.
        let long = "x".repeat(START);
        assert_eq!(key(format!("{long}a").as_bytes()), key(format!("{long}b").as_bytes()));
        assert!(key(format!("{long}a").as_bytes()).is_some());
        assert_eq!(key(b"a"), None, "a short body has no key");
    }

    #[test]
    fn a_prefix_over_the_cap_with_its_messages_is_kept_without_them_and_they_are_handed_back() {
        let text = r#"{"messages":[{"role":"user","content":"hello there"}]}"#;
        let mut read = |record: &str| Record::read(Dialect::OpenAiChat, record);
        let mut conversation =
            Conversation::parse_after(text, Dialect::OpenAiChat, &Prefix::default(), &mut read)
                .expect("a Chat body");
        let bare = conversation.prefix().bytes();
        let mut carrying = conversation.prefix();
        assert!(carrying.carry(std::mem::take(&mut conversation.messages)).is_empty(), "carried");
        assert!(carrying.bytes() > bare);
        // Room for the records, not for the messages too (review of proxy22).
        let prefixes = Mutex::new(Prefixes::new(bare, 4, Duration::from_mins(1)));
        let start = Instant::now();
        let released = Prefixes::put(&prefixes, 1, carrying, start);
        assert_eq!(released.len(), 1, "the carried message handed back");
        assert_eq!(Prefixes::held(&prefixes), (bare, 1));
        // A second conversation forgets the first: nothing it carried is left to free.
        assert!(Prefixes::put(&prefixes, 2, prefix(text), start + Duration::from_secs(1)).is_empty());
        assert_eq!(Prefixes::held(&prefixes), (bare, 1));
    }
}
