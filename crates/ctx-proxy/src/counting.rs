//! `Countings`: a request's large new messages counted on the proxy's helper thread while the
//! request's own thread squashes, one large text split in two where its count adds up, the counts
//! the turn needs first, and what the helper has not begun when the turn needs it counted by the
//! turn's thread.

use std::collections::{HashMap, VecDeque};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex, PoisonError};

use ctx_pipeline::{ChatMessage, Content, Role};

use crate::pool::Pool;

/// The size (text and call arguments) from which a new message is counted on the helper thread
/// while the new tool results are squashed (a squashed result's count is the ledger's "before",
/// any other's the pipeline's): 16 KiB, where counting takes about as long as half a millisecond
/// and waking the helper a few dozen microseconds. A text of this size or more is counted in two
/// halves.
pub(crate) const COUNT_ALONGSIDE_BYTES: usize = 16 * 1024;

/// What is counted of one message.
#[derive(Debug, Clone, PartialEq)]
enum Piece {
    /// The whole message.
    Whole(ChatMessage),
    /// The message with its largest text cut short where the rest's count adds up…
    Head(ChatMessage),
    /// …and that rest: the two counts sum to the message's.
    Tail(String),
}

impl Piece {
    fn count(&self) -> usize {
        match self {
            Piece::Whole(message) | Piece::Head(message) => ctx_pipeline::count_message_tokens(message),
            Piece::Tail(text) => ctx_pipeline::count_tokens(text),
        }
    }
}

/// One piece of the message at `index`, which is counted in `parts` pieces.
#[derive(Debug, Clone, PartialEq)]
struct Work {
    index: usize,
    parts: usize,
    bytes: usize,
    piece: Piece,
}

/// What a counting thread sends for each piece: the message's index, its number of pieces, and
/// the piece's tokens.
type Counted = (usize, usize, usize);

/// The pieces no one has begun counting, in the order they are taken.
type Queue = Arc<Mutex<VecDeque<Work>>>;

/// The threads counting a request's large new messages, the pieces none of them has begun, and
/// the counts they sent so far.
pub(crate) struct Countings {
    queue: Queue,
    /// Pieces taken back from the queue before the helper began them ([`Countings::hold`]):
    /// counted by whoever takes them, never by the helper.
    held: VecDeque<Work>,
    receiver: Option<Receiver<Counted>>,
    /// Tokens and pieces received so far of the messages not yet whole.
    partial: HashMap<usize, (usize, usize)>,
    /// The messages counted whole, by index.
    counted: HashMap<usize, usize>,
}

impl Countings {
    /// Starts counting the messages at `large` on `pool`'s thread (one long-lived helper, so
    /// that the request's thread and it keep two cores busy and no thread is started per
    /// request), which takes the pieces in turn from one queue, as the request's thread does
    /// when it needs them: the messages that are not tool results first (a tool result is
    /// usually squashed, and its count, the ledger's, can wait; the rest the turn needs), the
    /// largest first. A helper busy with another request's work leaves the queue to
    /// [`Countings::take`]; one that cannot start counts them here, now.
    pub(crate) fn start(pool: &Pool, large: &[usize], messages: &[ChatMessage]) -> Countings {
        let works = order(large, messages);
        let any = !works.is_empty();
        let queue: Queue = Arc::new(Mutex::new(works.into()));
        let (sender, receiver) = channel::<Counted>();
        if any {
            let queue = Arc::clone(&queue);
            pool.run(move || count_share(&queue, &sender));
        }
        Countings {
            queue,
            held: VecDeque::new(),
            receiver: Some(receiver),
            partial: HashMap::new(),
            counted: HashMap::new(),
        }
    }

    /// Takes the pieces of the messages at `indices` that the helper has not begun out of its
    /// queue: they are counted by whoever [`takes`](Countings::take) them (the ledger's record,
    /// off the request's path), or never, if no one does — the ledger's "before" alone needs
    /// them, and no request's turn should share the cores with counting it.
    pub(crate) fn hold(&mut self, indices: &[usize]) {
        if indices.is_empty() {
            return;
        }
        let mut queue = self.queue.lock().unwrap_or_else(PoisonError::into_inner);
        let (held, left): (VecDeque<Work>, VecDeque<Work>) =
            std::mem::take(&mut *queue).into_iter().partition(|work| indices.contains(&work.index));
        *queue = left;
        drop(queue);
        self.held.extend(held);
    }

    /// The tokens of the messages at `indices`, taken out: the pieces of them the helper has not
    /// begun are counted here, now (a helper busy elsewhere or not yet woken, on a busy machine,
    /// is not waited for), and those it is counting are waited for, never longer than counting
    /// them here would take. A message a thread began and did not finish is missing from the
    /// map.
    pub(crate) fn take(&mut self, indices: &[usize]) -> HashMap<usize, usize> {
        while let Some(work) = self.next_of(indices) {
            self.add((work.index, work.parts, work.piece.count()));
        }
        while indices.iter().any(|index| !self.counted.contains_key(index)) && self.receive() {}
        indices.iter().filter_map(|index| Some((*index, self.counted.remove(index)?))).collect()
    }

    /// The tokens of every message counted whole and not taken yet, once every thread has ended.
    #[cfg(test)]
    pub(crate) fn rest(mut self) -> HashMap<usize, usize> {
        while self.receive() {}
        self.counted
    }

    /// The next piece of a message at `indices` that no thread has begun, taken from those held
    /// back or from the queue.
    fn next_of(&mut self, indices: &[usize]) -> Option<Work> {
        if let Some(at) = self.held.iter().position(|work| indices.contains(&work.index)) {
            return self.held.remove(at);
        }
        let mut queue = self.queue.lock().unwrap_or_else(PoisonError::into_inner);
        let at = queue.iter().position(|work| indices.contains(&work.index))?;
        queue.remove(at)
    }

    /// Waits for one more piece from the threads; false when every thread has ended.
    fn receive(&mut self) -> bool {
        let Some(Ok(counted)) = self.receiver.as_ref().map(Receiver::recv) else {
            self.receiver = None;
            return false;
        };
        self.add(counted);
        true
    }

    /// Adds one piece's tokens to its message's.
    fn add(&mut self, (index, parts, tokens): Counted) {
        let partial = self.partial.entry(index).or_insert((0, 0));
        partial.0 += tokens;
        partial.1 += 1;
        if partial.1 == parts {
            self.counted.insert(index, partial.0);
            self.partial.remove(&index);
        }
    }
}

/// Counts the pieces it takes from `queue`, one at a time, and sends each one's tokens as soon
/// as it has them (the helper's counting job). Never inlined, so that a profile can collect the
/// counting by its name (docs/benchmarks.md).
#[inline(never)]
fn count_share(queue: &Mutex<VecDeque<Work>>, sender: &Sender<Counted>) {
    loop {
        let Some(work) = queue.lock().unwrap_or_else(PoisonError::into_inner).pop_front() else { return };
        if sender.send((work.index, work.parts, work.piece.count())).is_err() {
            return;
        }
    }
}

/// The pieces of the messages at `large` in the order they are counted: those of messages that
/// are not tool results before those of tool results (the counts the turn needs come first),
/// the largest first within each (counting takes time in proportion to a piece's size, and the
/// largest first keeps two threads' shares about even).
fn order(large: &[usize], messages: &[ChatMessage]) -> Vec<Work> {
    let mut works: Vec<(bool, Work)> = large
        .iter()
        .filter_map(|&index| Some((index, messages.get(index)?)))
        .flat_map(|(index, message)| {
            let result = message.role == Role::Tool;
            pieces(index, message).into_iter().map(move |work| (result, work))
        })
        .collect();
    works.sort_by(|(a_result, a), (b_result, b)| {
        (a_result, std::cmp::Reverse(a.bytes), a.index).cmp(&(b_result, std::cmp::Reverse(b.bytes), b.index))
    });
    works.into_iter().map(|(_, work)| work).collect()
}

/// The message at `index` as pieces to count: its largest text (the content's text, or a call's
/// arguments) in two halves when it is [`COUNT_ALONGSIDE_BYTES`] or more and splits near its
/// middle where the halves' counts add up (`ctx_tokens::adds_up`: the join is where o200k's
/// pre-tokenizer splits anyway), else the whole message.
fn pieces(index: usize, message: &ChatMessage) -> Vec<Work> {
    let whole = || vec![Work { index, parts: 1, bytes: size(message), piece: Piece::Whole(message.clone()) }];
    let content = match &message.content {
        Content::Text(text) => Some(text.len()),
        _ => None,
    };
    let arguments = message.calls().iter().map(|call| call.function.arguments.len()).enumerate();
    // `None` stands for the content's text, `Some(n)` for call n's arguments.
    let largest = content
        .map(|len| (len, None))
        .into_iter()
        .chain(arguments.map(|(n, len)| (len, Some(n))))
        .max_by_key(|(len, which)| (*len, std::cmp::Reverse(*which)));
    let Some((len, which)) = largest.filter(|(len, _)| *len >= COUNT_ALONGSIDE_BYTES) else {
        return whole();
    };
    let mut head = message.clone();
    let text = match (which, &mut head.content, head.tool_calls.as_mut()) {
        (None, Content::Text(text), _) => text,
        (Some(n), _, Some(calls)) => match calls.get_mut(n) {
            Some(call) => &mut call.function.arguments,
            None => return whole(),
        },
        _ => return whole(),
    };
    let Some(at) = split_point(text) else { return whole() };
    let tail = text.split_off(at);
    let bytes = size(message);
    vec![
        Work { index, parts: 2, bytes: bytes - tail.len(), piece: Piece::Head(head) },
        Work { index, parts: 2, bytes: len - at, piece: Piece::Tail(tail) },
    ]
}

/// The place nearest the middle of `text` (the second half first) where it splits into two
/// texts whose counts add up to its own, if any.
fn split_point(text: &str) -> Option<usize> {
    let middle = text.len() / 2;
    let adds_up =
        |at: &usize| *at > 0 && text.is_char_boundary(*at) && ctx_tokens::adds_up(&text[..*at], &text[*at..]);
    (middle..text.len()).find(adds_up).or_else(|| (1..middle).rev().find(adds_up))
}

/// A message's bytes of text and call arguments: what counting it takes time in proportion to.
pub(crate) fn size(message: &ChatMessage) -> usize {
    message.content.texts().map(|text| text.len()).sum::<usize>()
        + message.calls().iter().map(|call| call.function.arguments.len()).sum::<usize>()
}

#[cfg(test)]
mod tests {
    use ctx_pipeline::{ToolCall, count_message_tokens};
    use proptest::prelude::*;

    use super::*;

    /// The count of a message as its pieces sum it.
    fn summed(message: &ChatMessage) -> (usize, usize) {
        let pieces = pieces(0, message);
        (pieces.len(), pieces.iter().map(|work| work.piece.count()).sum())
    }

    #[test]
    fn a_large_text_is_counted_in_two_halves_that_sum_to_its_count() {
        let file = "fn main() { println!(\"a line of a file\"); }\n".repeat(600);
        let written = format!(r#"{{"command":"printf '{}' > src/lib.rs"}}"#, "pub fn f() {} ".repeat(1_500));
        let messages = [
            ChatMessage::tool_result("1", file.clone()),
            ChatMessage::assistant_calls(vec![
                ToolCall::function("2", "bash", r#"{"command":"ls"}"#),
                ToolCall::function("3", "bash", written),
            ]),
            ChatMessage::user("short"),
            ChatMessage::user("x".repeat(40 * 1024)),
        ];
        let halves = [2, 2, 1, 1];
        for (message, halves) in messages.iter().zip(halves) {
            assert_eq!(summed(message), (halves, count_message_tokens(message)), "{}", size(message));
        }
        let bytes: usize = pieces(0, &messages[0]).iter().map(|work| work.bytes).sum();
        assert_eq!(bytes, file.len());
    }

    #[test]
    fn large_messages_are_counted_the_turns_first_the_largest_first() {
        let messages: Vec<ChatMessage> =
            [(30, Role::User), (36, Role::Tool), (5, Role::User), (12, Role::Tool)]
                .iter()
                .map(|(kib, role)| {
                    let text = "word ".repeat(kib * 1024 / 5);
                    ChatMessage { role: role.clone(), ..ChatMessage::user(text) }
                })
                .collect();
        let plan = |large: &[usize]| -> Vec<(usize, usize)> {
            order(large, &messages).iter().map(|work| (work.index, work.parts)).collect()
        };
        assert_eq!(plan(&[]), []);
        assert_eq!(plan(&[2]), [(2, 1)]);
        assert_eq!(plan(&[0]), [(0, 2), (0, 2)]);
        // The user's halves and message first, then the tool results' pieces.
        assert_eq!(plan(&[3, 2, 1, 0]), [(0, 2), (0, 2), (2, 1), (1, 2), (1, 2), (3, 1)]);
    }

    #[test]
    fn counts_come_whole_or_not_at_all() {
        let messages: Vec<ChatMessage> =
            (0..3).map(|n| ChatMessage::user(format!("line {n} of a log\n").repeat(2_000))).collect();
        let mut countings = Countings::start(&Pool::new("test-count", 0), &[0, 2], &messages);
        let first = countings.take(&[2]);
        assert_eq!(first, HashMap::from([(2, count_message_tokens(&messages[2]))]));
        let rest = countings.rest();
        assert_eq!(rest, HashMap::from([(0, count_message_tokens(&messages[0]))]));
        // A piece missing (its thread ended early) leaves the message uncounted, not half-counted.
        let (sender, receiver) = channel();
        sender.send((5, 2, 100)).expect("send");
        drop(sender);
        let mut partial = Countings {
            queue: Queue::default(),
            held: VecDeque::new(),
            receiver: Some(receiver),
            partial: HashMap::new(),
            counted: HashMap::new(),
        };
        assert_eq!(partial.take(&[5]), HashMap::new());
    }

    /// Countings of both `messages` queued, no thread begun, the counts coming by `receiver`.
    fn queued(messages: &[ChatMessage], receiver: Receiver<Counted>) -> Countings {
        Countings {
            queue: Arc::new(Mutex::new(order(&[0, 1], messages).into())),
            held: VecDeque::new(),
            receiver: Some(receiver),
            partial: HashMap::new(),
            counted: HashMap::new(),
        }
    }

    #[test]
    fn what_no_thread_has_begun_is_counted_by_whoever_needs_it() {
        let messages: Vec<ChatMessage> =
            (0..2).map(|n| ChatMessage::user(format!("line {n} of a log\n").repeat(2_000))).collect();
        // No thread at all (none could start, or none has begun): nothing is waited for.
        let (sender, receiver) = channel::<Counted>();
        drop(sender);
        let mut countings = queued(&messages, receiver);
        assert_eq!(countings.take(&[1]), HashMap::from([(1, count_message_tokens(&messages[1]))]));
        assert_eq!(countings.queue.lock().expect("lock").len(), 2, "message 0's halves stay queued");
        assert_eq!(countings.rest(), HashMap::new());
    }

    #[test]
    fn held_pieces_are_never_the_helper_s_and_counted_by_whoever_takes_them() {
        let messages: Vec<ChatMessage> =
            (0..2).map(|n| ChatMessage::user(format!("line {n} of a log\n").repeat(2_000))).collect();
        let (sender, receiver) = channel::<Counted>();
        let mut countings = queued(&messages, receiver);
        countings.hold(&[1]);
        // The helper's queue keeps message 0's halves only: it never counts message 1.
        let queued: Vec<usize> =
            countings.queue.lock().expect("lock").iter().map(|work| work.index).collect();
        assert_eq!(queued, [0, 0]);
        count_share(&countings.queue, &sender);
        drop(sender);
        assert_eq!(countings.take(&[1]), HashMap::from([(1, count_message_tokens(&messages[1]))]));
        assert_eq!(countings.take(&[0]), HashMap::from([(0, count_message_tokens(&messages[0]))]));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// However a large text is made, its pieces' counts sum to the message's count.
        #[test]
        fn pieces_sum_to_the_count(
            fragments in prop::collection::vec(
                prop::sample::select(vec![
                    "word ", "\n", "  ", "\t", "src/a.rs:12", "fn f() {}\n", "é", "日本語", "'s ", "123456",
                    "\r\n", "/", "//", " \n", "\u{a0}", "x", "ZZ", "!!", "\\n", "{\"a\":",
                ]),
                1..400,
            ),
            repeat in 1usize..40,
            in_call in any::<bool>(),
        ) {
            let text = fragments.concat().repeat(repeat);
            let text = text.repeat(COUNT_ALONGSIDE_BYTES / text.len().max(1) + 1);
            let message = if in_call {
                ChatMessage::assistant_calls(vec![ToolCall::function("1", "bash", text)])
            } else {
                ChatMessage::tool_result("1", text)
            };
            prop_assert_eq!(summed(&message).1, count_message_tokens(&message));
        }
    }
}
