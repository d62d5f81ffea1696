//! `ArchivedCopy`: the archived original of the messages a compaction drops — their JSON array
//! as `serde_json::to_string_pretty` writes it, and its SHA-256 — prepared ahead for the history
//! last sent, off the request's path, so that the compaction's own request only joins pieces and
//! finishes a hash.
//!
//! A pretty-printed array is `[`, then each element after `\n  ` (the first) or `,\n  ` (the
//! rest), written at one level of indentation whatever its place, then `\n]`: so each message's
//! piece is written once, alone, and any run of the first messages is those pieces joined. What
//! a compaction drops is always the first of the history's droppable messages
//! ([`ctx_shaping::droppable`]), so the SHA-256 state after each of them, kept, makes the
//! digest of any such run one finish away. Each prepared message is known by its identity (an
//! xxh3-128 of everything its serialization writes: `ChatMessage`'s `Hash`, what its equality
//! compares), and a dropped message reuses a piece only when its identity is the prepared one at
//! its place, and the hash state only while every message before it did too: a message changed
//! since (a turn's placeholder, an edited old message) is written and hashed afresh, with all
//! after it hashed again. A host that proves the first dropped messages the very ones of the
//! history it prepared (tagged: [`ArchivedCopy::prepare_tagged`], [`Proven`]) spares their
//! identities too: those are not hashed again.

use std::hash::Hash;
use std::sync::{Arc, Mutex, PoisonError};

use ctx_archive::Hashing;
use ctx_message::ChatMessage;
use xxhash_rust::xxh3::Xxh3;

use crate::Proven;

/// The most bytes of pieces a session prepares; the messages past them are written and hashed
/// on the compaction's path, as without a copy prepared.
pub const PREPARED_BYTES: usize = 4 << 20;

/// What opens the array before its first element, and before every other one.
const FIRST: &str = "[\n  ";
const NEXT: &str = ",\n  ";
/// What closes an array of at least one element.
const CLOSE: &str = "\n]";

/// The archived copy of the messages a compaction drops, prepared ahead: cloned handles share
/// one preparation (the proxy's helper thread prepares, the pipeline's turn reads).
#[derive(Clone, Default)]
pub struct ArchivedCopy {
    prepared: Arc<Mutex<Arc<Prepared>>>,
}

impl std::fmt::Debug for ArchivedCopy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let prepared = self.current();
        f.debug_struct("ArchivedCopy")
            .field("messages", &prepared.entries.len())
            .field("bytes", &prepared.bytes)
            .finish()
    }
}

/// The pieces of one history's droppable messages, in order.
#[derive(Default)]
struct Prepared {
    entries: Vec<Entry>,
    /// The bytes of the pieces, with their separators.
    bytes: usize,
    /// The host's tag of the history prepared (0: none given).
    tag: u64,
}

/// One droppable message, prepared.
#[derive(Clone)]
struct Entry {
    identity: u128,
    /// Its separator and element: `\n  {…}` or `,\n  {…}`.
    piece: Arc<str>,
    /// The SHA-256 state after the array's text up to this piece, inclusive.
    hashed: Hashing,
}

/// The dropped messages' original, and its SHA-256 digest when the prepared copy saved hashing
/// it (else the archive digests it as it stores it).
#[derive(Debug)]
pub struct Original {
    /// The bytes `serde_json::to_string_pretty` writes of the dropped messages.
    pub text: String,
    /// Their SHA-256 digest, when a prepared state covered the first of them.
    pub digest: Option<[u8; 32]>,
}

impl ArchivedCopy {
    /// Nothing prepared yet.
    pub fn new() -> ArchivedCopy {
        ArchivedCopy::default()
    }

    fn current(&self) -> Arc<Prepared> {
        Arc::clone(&self.prepared.lock().unwrap_or_else(PoisonError::into_inner))
    }

    /// Prepares the pieces of `history`'s droppable messages, reusing those prepared before for
    /// the same messages at the same places: meant for a helper thread, after each request, with
    /// the history it sent. The lock is held only to take and to replace the preparation.
    pub fn prepare(&self, history: &[ChatMessage]) {
        self.prepare_tagged(history, 0);
    }

    /// [`ArchivedCopy::prepare`], the history named by the host's `tag` (not 0): a compaction
    /// whose host proves its first messages that history's ([`Proven`]) takes the pieces of
    /// the dropped messages proven without hashing those messages again.
    pub fn prepare_tagged(&self, history: &[ChatMessage], tag: u64) {
        let old = self.current();
        let mut entries: Vec<Entry> = Vec::new();
        let (mut bytes, mut chained) = (0_usize, true);
        let mut hashed = Hashing::new();
        for (place, message) in ctx_shaping::droppable(history).enumerate() {
            let identity = identity(message);
            let known = old.entries.get(place).filter(|entry| entry.identity == identity);
            if chained && let Some(entry) = known {
                bytes += entry.piece.len();
                hashed = entry.hashed.clone();
                entries.push(entry.clone());
                continue;
            }
            // From the first message not prepared as it stands, every state is hashed anew.
            chained = false;
            let piece = match known {
                Some(entry) => Arc::clone(&entry.piece),
                None => match piece(message, place) {
                    Some(piece) => Arc::from(piece),
                    None => break,
                },
            };
            if bytes + piece.len() > PREPARED_BYTES {
                break;
            }
            bytes += piece.len();
            hashed.update(piece.as_bytes());
            entries.push(Entry { identity, piece, hashed: hashed.clone() });
        }
        if place_opening(&entries) {
            *self.prepared.lock().unwrap_or_else(PoisonError::into_inner) =
                Arc::new(Prepared { entries, bytes, tag });
        }
    }

    /// The archived original of `dropped` (the first droppable messages of a history, as shaping
    /// drops them): the bytes `serde_json::to_string_pretty(dropped)` writes (empty when it
    /// fails), with their digest when a prepared state covered the first of them.
    pub fn copy_of(&self, dropped: &[ChatMessage]) -> Original {
        self.copy_proven(dropped, Proven::NONE)
    }

    /// [`ArchivedCopy::copy_of`], the first `proven.len` of `dropped` proven by the host the
    /// very messages at the same places of the droppable messages of the history it prepared
    /// under `proven.tag`: their prepared pieces are taken without hashing them again (another
    /// history's, or tag 0, proves nothing).
    pub fn copy_proven(&self, dropped: &[ChatMessage], proven: Proven) -> Original {
        let prepared = self.current();
        let trusted = proven.of(prepared.tag);
        if prepared.entries.is_empty() {
            // Nothing prepared (a host that prepares nothing, the command line's): written whole.
            let text = serde_json::to_string_pretty(dropped).unwrap_or_default();
            return Original { text, digest: None };
        }
        // Room for the pieces prepared for the places dropped, not for all prepared.
        let room: usize = prepared.entries.iter().take(dropped.len()).map(|entry| entry.piece.len()).sum();
        let mut text = String::with_capacity(room + CLOSE.len());
        // The text the prepared chain of states covers, and the state after it.
        let (mut covered, mut chain): (usize, Option<&Hashing>) = (0, None);
        let mut unbroken = true;
        for (place, message) in dropped.iter().enumerate() {
            let entry = prepared
                .entries
                .get(place)
                .filter(|entry| place < trusted || entry.identity == identity(message));
            match entry {
                Some(entry) => text.push_str(&entry.piece),
                None => match piece(message, place) {
                    Some(piece) => text.push_str(&piece),
                    None => return Original { text: String::new(), digest: None },
                },
            }
            unbroken &= entry.is_some();
            if unbroken && let Some(entry) = entry {
                (covered, chain) = (text.len(), Some(&entry.hashed));
            }
        }
        if dropped.is_empty() {
            return Original { text: "[]".to_owned(), digest: None };
        }
        text.push_str(CLOSE);
        let digest = chain.map(|state| {
            let mut state = state.clone();
            state.update(text.as_bytes().get(covered..).unwrap_or_default());
            state.digest()
        });
        Original { text, digest }
    }

    /// The bytes the preparation holds: its pieces and, for each message, its identity, its
    /// piece's handle and the hash state after it.
    pub fn memory(&self) -> usize {
        let prepared = self.current();
        prepared.bytes + prepared.entries.capacity() * std::mem::size_of::<Entry>()
    }
}

/// Whether `entries` open the array as the first of them must (a preparation that does not is
/// never kept: a guard against a piece written for the wrong place).
fn place_opening(entries: &[Entry]) -> bool {
    entries.first().is_none_or(|entry| entry.piece.starts_with(FIRST))
        && entries.iter().skip(1).all(|entry| entry.piece.starts_with(NEXT))
}

/// The piece of `message` at `place` of the array: its separator, then the message as the
/// pretty array writes its elements (written as the array of it alone, whose brackets and
/// newlines are the separator and the close); `None` when it cannot be written.
fn piece(message: &ChatMessage, place: usize) -> Option<String> {
    let alone = serde_json::to_string_pretty(std::slice::from_ref(message)).ok()?;
    let element = alone.strip_prefix(FIRST)?.strip_suffix(CLOSE)?;
    let separator = if place == 0 { FIRST } else { NEXT };
    Some(format!("{separator}{element}"))
}

/// The xxh3-128 of everything `message`'s serialization writes (its `Hash`, what its equality
/// compares: role, content, calls, ids, name and every other field, in place), streamed: a
/// message's texts are mostly long.
fn identity(message: &ChatMessage) -> u128 {
    let mut hasher = Xxh3::new();
    message.hash(&mut hasher);
    hasher.digest128()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ctx_archive::Handle;
    use ctx_message::{Role, ToolCall};
    use proptest::prelude::*;

    /// The original and handle as archived before: the pretty array, hashed whole.
    fn before(dropped: &[ChatMessage]) -> (String, Handle) {
        let text = serde_json::to_string_pretty(dropped).unwrap_or_default();
        let handle = Handle::of(text.as_bytes());
        (text, handle)
    }

    fn check(copy: &ArchivedCopy, dropped: &[ChatMessage]) -> Original {
        let made = copy.copy_of(dropped);
        let (text, handle) = before(dropped);
        assert_eq!(made.text, text);
        if let Some(digest) = made.digest {
            assert_eq!(Handle::of_digest(digest), handle);
            assert_eq!(digest, *handle.digest());
        }
        made
    }

    fn history(turns: usize) -> Vec<ChatMessage> {
        let mut history =
            vec![ChatMessage::system("You are a coding agent."), ChatMessage::user("Fix the parser.")];
        for turn in 0..turns {
            history.push(ChatMessage::assistant_calls(vec![ToolCall::function(
                format!("c{turn}"),
                "bash",
                format!(r#"{{"command":"cargo test -p part_{turn}"}}"#),
            )]));
            history.push(ChatMessage::tool_result(
                format!("c{turn}"),
                format!("test part_{turn} ... ok\n\"quoted\"\ttab\n"),
            ));
        }
        history
    }

    fn dropped(history: &[ChatMessage], count: usize) -> Vec<ChatMessage> {
        ctx_shaping::droppable(history).take(count).cloned().collect()
    }

    #[test]
    fn a_prepared_copy_is_the_pretty_array_and_its_digest_for_every_run_of_first_messages() {
        let history = history(20);
        let copy = ArchivedCopy::new();
        copy.prepare(&history);
        for count in 1..=40 {
            let made = check(&copy, &dropped(&history, count));
            assert!(made.digest.is_some(), "{count}: the prepared states name it");
        }
    }

    #[test]
    fn proven_messages_take_their_pieces_unhashed_and_no_other_message_is_served_a_stale_one() {
        let mut history = history(12);
        let copy = ArchivedCopy::new();
        copy.prepare_tagged(&history, 7);
        // Proven whole, for the history prepared: the pretty array and its digest.
        for count in [1, 5, 22] {
            let proven = Proven { tag: 7, len: count };
            let made = copy.copy_proven(&dropped(&history, count), proven);
            assert_eq!(made.text, before(&dropped(&history, count)).0);
            assert!(made.digest.is_some());
        }
        // An old message changed since (a placeholder): the host proves only the messages
        // before it, and it is written afresh, never its stale piece.
        history[6].content = "[superseded: see below]".into();
        let now = dropped(&history, 10);
        let made = copy.copy_proven(&now, Proven { tag: 7, len: 4 });
        assert_eq!(made.text, before(&now).0);
        assert_eq!(made.digest.map(Handle::of_digest), Some(before(&now).1));
        // Another history's proof, or tag 0, proves nothing here: each message is checked.
        history[2].content = "changed".into();
        let now = dropped(&history, 10);
        for proven in [Proven { tag: 8, len: 10 }, Proven { tag: 0, len: 10 }] {
            let made = copy.copy_proven(&now, proven);
            assert_eq!(made.text, before(&now).0, "{proven:?}");
            assert_eq!(made.digest, None, "{proven:?}: nothing prepared is its chain");
        }
        // A copy prepared untagged is never proven.
        copy.prepare(&history);
        history[3].content = "changed again".into();
        let now = dropped(&history, 10);
        assert_eq!(copy.copy_proven(&now, Proven { tag: 0, len: 10 }).text, before(&now).0);
    }

    #[test]
    fn without_a_preparation_the_copy_is_written_on_the_path_and_the_archive_digests_it() {
        let history = history(5);
        let made = check(&ArchivedCopy::new(), &dropped(&history, 7));
        assert_eq!(made.digest, None);
        assert_eq!(check(&ArchivedCopy::new(), &[]).text, "[]");
    }

    #[test]
    fn an_edited_old_message_reuses_no_stale_state() {
        let mut history = history(12);
        let copy = ArchivedCopy::new();
        copy.prepare(&history);
        // The turn replaced an old result with a placeholder after the copy was prepared.
        history[6].content = "[superseded: see below]".into();
        for count in [3, 4, 5, 10, 20] {
            let made = check(&copy, &dropped(&history, count));
            // Before the edit the chain is the prepared one; from it on, no state prepared is
            // reused (the text after it is hashed afresh), and the digest is still the whole's.
            assert!(made.digest.is_some());
        }
        // Edited at the very first droppable message: nothing prepared is a valid chain.
        history[2].content = "changed".into();
        assert_eq!(check(&copy, &dropped(&history, 10)).digest, None);
        // Prepared again for the history as it is now: every run is named by its states.
        copy.prepare(&history);
        assert!(check(&copy, &dropped(&history, 10)).digest.is_some());
    }

    #[test]
    fn a_history_that_changed_between_requests_is_prepared_anew_from_the_change() {
        let mut history = history(10);
        let copy = ArchivedCopy::new();
        copy.prepare(&history);
        // A message differing only where equality looks beyond the text: a field of its own.
        assert!(history[4].extra.insert("cache_control", &serde_json::json!({"type": "ephemeral"})));
        history.extend(self::history(3).into_iter().skip(2));
        copy.prepare(&history);
        for count in 1..=ctx_shaping::droppable(&history).count() {
            check(&copy, &dropped(&history, count));
        }
        // A compaction's summary now stands first among the droppable messages.
        history.insert(2, ChatMessage::user("[prior conversation compacted] …"));
        copy.prepare(&history);
        let all = ctx_shaping::droppable(&history).count();
        assert!(check(&copy, &dropped(&history, all)).digest.is_some());
    }

    #[test]
    fn the_preparation_is_bounded() {
        let long = "x".repeat(PREPARED_BYTES / 3);
        let mut history = vec![ChatMessage::user("task")];
        history.extend((0..5).map(|_| ChatMessage::new(Role::Assistant, long.as_str())));
        let copy = ArchivedCopy::new();
        copy.prepare(&history);
        assert!(copy.memory() <= PREPARED_BYTES + 4 * std::mem::size_of::<Entry>(), "{}", copy.memory());
        // Past the bound, the copy is written and hashed on the path: still the same bytes.
        check(&copy, &dropped(&history, 5));
    }

    proptest! {
        #[test]
        fn any_history_copies_as_the_pretty_array(
            texts in proptest::collection::vec(any::<String>(), 1..12),
            edit in any::<prop::sample::Index>(),
            count in any::<prop::sample::Index>(),
        ) {
            let mut history = vec![ChatMessage::user("task")];
            history.extend(texts.iter().enumerate().map(|(n, text)| match n % 3 {
                0 => ChatMessage::assistant(text.as_str()),
                1 => ChatMessage::tool_result(format!("id{n}"), text.as_str()),
                _ => ChatMessage::new(Role::Other(text.clone()), text.as_str()),
            }));
            let copy = ArchivedCopy::new();
            copy.prepare(&history);
            let at = 1 + edit.index(texts.len());
            history[at].content = format!("{} edited", history[at].content.text()).into();
            let droppable = ctx_shaping::droppable(&history).count();
            check(&copy, &dropped(&history, 1 + count.index(droppable.max(1))));
        }
    }
}
