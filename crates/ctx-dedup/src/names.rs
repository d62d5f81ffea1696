//! Names in text: the paths, dotted or coloned identifiers, long identifiers and long numbers an agent types again,
//! and [`NameMemo`], the names of each text seen, shared by the passes that ask for them.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use ctx_message::ChatMessage;
use xxhash_rust::xxh3::xxh3_128;

use crate::Keyed;

/// The longest name kept, in bytes: longer runs are blobs (base64, hashes of hashes), not names.
const MAX_NAME: usize = 160;
/// The shortest bare identifier that counts as a name (shorter words are prose).
const MIN_WORD: usize = 8;
/// The fewest digits in a row that make a number a name (line numbers and counts are shorter).
const MIN_DIGITS: usize = 4;

/// True for the bytes a name is made of: ASCII letters, digits, `_` and the separators `./:-`.
fn in_name(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || is_separator(byte) || byte == b'_'
}

fn is_separator(byte: u8) -> bool {
    matches!(byte, b'.' | b'/' | b':' | b'-')
}

/// The names of `text`, in order of first appearance, each once.
///
/// A name is a maximal run of ASCII letters, digits, `_` and `./:-`, trimmed of separators at
/// either end, that is a path or a dotted, slashed, coloned or dashed identifier
/// (`src/parse.rs`, `django.db.models`, `tests/test_a.py::test_x`), an identifier of at least 8
/// characters (`DeprecationWarning`), or holds a number of at least 4 digits. Runs longer than
/// 160 bytes are not names.
///
/// ```
/// let names = ctx_dedup::names("E  src/parse.rs:88: ParseError in parse_config (see #12345), ok");
/// assert_eq!(names, ["src/parse.rs:88", "ParseError", "parse_config", "12345"]);
/// ```
pub fn names(text: &str) -> Vec<&str> {
    let mut found: Vec<&str> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for_each_name(text, |name| {
        if seen.insert(name) {
            found.push(name);
        }
    });
    found
}

/// The names of one text, in order of first appearance, shared without a copy.
pub type Names = Arc<[Arc<str>]>;

/// How many texts a [`NameMemo`] remembers beyond those its last walk used.
const MEMO_CAP: usize = 1 << 16;

/// The [`names`] of each text seen, by the xxh3-128 digest of the text, so that a text is read
/// for names once however many passes ask: [`Superseder`](crate::supersede::Superseder)'s names
/// pass every turn, and the summary of a compaction (ctx-shaping's extractive summary, which
/// lists the names only the dropped messages showed). A clone shares the memo.
///
/// Past 65,536 texts it forgets those the current walk has not used (a walk is one pass over a
/// history: [`NameMemo::next_walk`]).
///
/// ```
/// use ctx_dedup::NameMemo;
///
/// let memo = NameMemo::default();
/// let shared = memo.clone();
/// assert_eq!(&*memo.names("see src/a.rs and ParseError")[0], "src/a.rs");
/// assert_eq!(shared.len(), 1); // the clone sees what the memo read
/// ```
#[derive(Debug, Clone, Default)]
pub struct NameMemo {
    inner: Arc<Mutex<Memo>>,
}

#[derive(Debug, Default)]
struct Memo {
    names: HashMap<u128, (Names, u64), Keyed>,
    walk: u64,
}

impl NameMemo {
    /// The names of `text`.
    pub fn names(&self, text: &str) -> Names {
        self.names_with(xxh3_128(text.as_bytes()), || text.to_owned())
    }

    /// The names of what a message says itself: its text, and each call's arguments on a line
    /// of their own.
    pub fn own_names(&self, message: &ChatMessage) -> Names {
        self.names_with(own_digest(message), || own_text(message))
    }

    /// The names of the text `text()` makes, whose digest is `digest`: the text is made only when
    /// its names are not known yet.
    ///
    /// The text is made and read with the memo unlocked (looked up under the lock, read, then
    /// inserted under it unless another thread inserted it meanwhile, whose names are the same):
    /// a reader preempted mid-text (the proxy's read ahead runs at a lower priority) never keeps
    /// another thread (a turn's names pass) waiting on the memo.
    pub(crate) fn names_with(&self, digest: u128, text: impl FnOnce() -> String) -> Names {
        {
            let mut memo = self.lock();
            let walk = memo.walk;
            if let Some(entry) = memo.names.get_mut(&digest) {
                entry.1 = walk;
                return Arc::clone(&entry.0);
            }
        }
        let text = text();
        let read: Names = names(&text).into_iter().map(Arc::from).collect();
        let mut memo = self.lock();
        let walk = memo.walk;
        let entry = memo.names.entry(digest).or_insert((read, walk));
        entry.1 = walk;
        Arc::clone(&entry.0)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Memo> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Starts a walk: past the cap, the texts the last walk did not use are forgotten.
    pub fn next_walk(&self) {
        let mut memo = self.lock();
        if memo.names.len() > MEMO_CAP {
            let walk = memo.walk;
            memo.names.retain(|_, (_, used)| *used == walk);
        }
        memo.walk = memo.walk.wrapping_add(1);
    }

    /// How many texts it remembers.
    pub fn len(&self) -> usize {
        self.lock().names.len()
    }

    /// True when it remembers none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// What a message says itself: its text, and each call's arguments on a line of their own.
pub(crate) fn own_text(message: &ChatMessage) -> String {
    let mut text = message.content.text().into_owned();
    for call in message.calls() {
        text.push('\n');
        text.push_str(&call.function.arguments);
    }
    text
}

/// The digest of [`own_text`], without making the text.
pub(crate) fn own_digest(message: &ChatMessage) -> u128 {
    let text = message.content.text();
    ctx_message::digest128(|write| {
        write(text.as_bytes());
        for call in message.calls() {
            write(b"\n");
            write(call.function.arguments.as_bytes());
        }
    })
}

/// Calls `each` with every name of `text`, repeats included.
pub(crate) fn for_each_name<'a>(text: &'a str, mut each: impl FnMut(&'a str)) {
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        if !in_name(bytes[at]) {
            at += 1;
            continue;
        }
        let start = at;
        while at < bytes.len() && in_name(bytes[at]) {
            at += 1;
        }
        // Runs are ASCII, so trimming them keeps char boundaries.
        let run = text[start..at].trim_matches(|c: char| c.is_ascii() && is_separator(c as u8));
        if is_name(run) {
            each(run);
        }
    }
}

fn is_name(run: &str) -> bool {
    let bytes = run.as_bytes();
    let Some(&first) = bytes.first() else { return false };
    if bytes.len() > MAX_NAME {
        return false;
    }
    let mut digits = 0;
    let mut most_digits = 0;
    for &byte in bytes {
        digits = if byte.is_ascii_digit() { digits + 1 } else { 0 };
        most_digits = most_digits.max(digits);
    }
    if most_digits >= MIN_DIGITS {
        return true;
    }
    let identifier_start = first.is_ascii_alphabetic() || first == b'_';
    identifier_start && (bytes.len() >= MIN_WORD || bytes.iter().any(|&byte| is_separator(byte)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn own_digest_is_the_digest_of_own_text_short_or_long() {
        use ctx_message::ToolCall;
        let long = "x".repeat(3_000);
        let messages = [
            ChatMessage::user("fix src/a.rs"),
            ChatMessage::user(long.as_str()),
            ChatMessage::assistant_calls(vec![ToolCall::function("c", "bash", r#"{"command":"ls"}"#)]),
            ChatMessage::assistant_calls(vec![
                ToolCall::function("c", "bash", r#"{"command":"ls"}"#),
                ToolCall::function("d", "write", format!(r#"{{"content":"{long}"}}"#)),
            ]),
        ];
        for message in &messages {
            // A message without calls shares its text's entry in the memo.
            assert_eq!(own_digest(message), xxh3_128(own_text(message).as_bytes()));
        }
        let memo = NameMemo::default();
        memo.names("fix src/a.rs");
        memo.own_names(&messages[0]);
        assert_eq!(memo.len(), 1);
    }

    /// A reader of `text` on a thread of its own that, once started, waits to make its text until
    /// the sender returned is sent to: the memo is used meanwhile.
    fn gated_reader(
        memo: &NameMemo,
        text: &'static str,
    ) -> (std::thread::JoinHandle<Names>, std::sync::mpsc::Sender<()>) {
        let (started, wait_started) = std::sync::mpsc::channel();
        let (release, gate) = std::sync::mpsc::channel::<()>();
        let reader = {
            let memo = memo.clone();
            std::thread::spawn(move || {
                memo.names_with(xxh3_128(text.as_bytes()), || {
                    started.send(()).expect("the test waits");
                    gate.recv().expect("the test releases");
                    text.to_owned()
                })
            })
        };
        wait_started.recv().expect("the reader starts");
        (reader, release)
    }

    #[test]
    fn a_text_is_read_with_the_memo_unlocked() {
        use std::sync::mpsc::channel;
        use std::time::Duration;
        let memo = NameMemo::default();
        memo.names("known src/known.rs");
        // A slow reader: its text is made (and read) while another thread uses the memo.
        let (slow, release) = gated_reader(&memo, "slow src/slow.rs");
        let (done, wait_done) = channel();
        let other = {
            let memo = memo.clone();
            std::thread::spawn(move || {
                let names = (memo.names("known src/known.rs"), memo.names("fresh src/fresh.rs"), memo.len());
                done.send(names).expect("the test waits");
            })
        };
        let meanwhile = wait_done.recv_timeout(Duration::from_secs(20));
        release.send(()).expect("the reader waits");
        let slow = slow.join().expect("the slow reader ends");
        other.join().expect("the other thread ends");
        let (known, fresh, len) = meanwhile.expect("the memo was locked while a text was read");
        assert_eq!(&*known[0], "src/known.rs");
        assert_eq!(&*fresh[0], "src/fresh.rs");
        assert_eq!(len, 2);
        assert_eq!(&*slow[0], "src/slow.rs");
        assert_eq!(memo.len(), 3);
    }

    #[test]
    fn a_text_read_twice_at_once_is_kept_once_and_the_same() {
        let memo = NameMemo::default();
        let (first, release) = gated_reader(&memo, "see src/a.rs");
        // Read and inserted while the first read is under way; the first finds it on inserting.
        let (done, wait_done) = std::sync::mpsc::channel();
        let other = {
            let memo = memo.clone();
            std::thread::spawn(move || done.send(memo.names("see src/a.rs")).expect("the test waits"))
        };
        let second = wait_done.recv_timeout(std::time::Duration::from_secs(20));
        release.send(()).expect("the reader waits");
        let first = first.join().expect("the first reader ends");
        other.join().expect("the other thread ends");
        let second = second.expect("the memo was locked while a text was read");
        assert_eq!(first, second);
        assert!(Arc::ptr_eq(&first, &second), "the first insert is kept");
        assert_eq!(memo.len(), 1);
    }

    #[track_caller]
    fn check(text: &str, expected: &[&str]) {
        assert_eq!(names(text), expected, "{text:?}");
    }

    #[test]
    fn paths_identifiers_and_numbers_are_names() {
        check("ok in parse fn x", &[]);
        check("see src/a.rs and self.jobs", &["src/a.rs", "self.jobs"]);
        check("DeprecationWarning: test_skip_location", &["DeprecationWarning", "test_skip_location"]);
        check("took 1234 ms, 88 tests", &["1234"]);
        check("tests/test_x.py::test_one FAILED", &["tests/test_x.py::test_one"]);
    }

    #[test]
    fn separators_at_the_ends_are_trimmed_and_repeats_count_once() {
        check("(./src/a.rs). ./src/a.rs", &["src/a.rs"]);
        check("--verbosity --verbosity", &["verbosity"]);
        check("... -- :: //", &[]);
    }

    #[test]
    fn blobs_and_non_ascii_are_not_names() {
        check(&"A".repeat(161), &[]);
        check(&"A".repeat(160), &["A".repeat(160).as_str()]);
        // Non-ASCII letters end a run: only the ASCII part after them can be a name.
        check("naïveté_über_long café/menu", &["ber_long"]);
    }
}
