//! `Session`: one conversation as the proxy has seen it, and how it turns the client's history
//! into the history sent upstream, the same bytes for the same history on every request.
//!
//! The client sends its whole history on every request, unaware of what the proxy changed. The
//! session remembers, for each message the client sent last time, a fingerprint (everything but
//! `cache_control`, which clients move from turn to turn) and what the proxy sent in its place
//! (a [`Slot`]: the client's message, maybe with other content, or a message the proxy inserted,
//! a shaping summary). A request that extends the last one gets the same slots for the same
//! messages, the new messages squashed as at capture, and one pipeline turn over the result; a
//! request that does not extend it (the client rewound or compacted) starts the session afresh.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::Arc;

use ctx_pipeline::{
    Archive, ArchivedCopy, ChatMessage, Content, ExtractiveSummarizer, Object, Pipeline, Policy,
    PreparedKeys, Proven, Role, ToolCall, Tools,
};
use xxhash_rust::xxh3::Xxh3;

use crate::after::After;
use crate::behind::Behind;
use crate::carried::Carried;
use crate::counting::{COUNT_ALONGSIDE_BYTES, Countings, size};
use crate::later::{Later, Owed};
use crate::pool::{Helpers, Pool};
use crate::sent::{Sent, client_or_carried, or_carried};

/// A message's fingerprint: xxh3-128 of everything in it but `cache_control`.
pub(crate) type Fingerprint = u128;

/// What the proxy sent for one message.
#[derive(Debug, Clone, PartialEq)]
enum Slot {
    /// The client's message `index`, with `content` in place of its own when set.
    Client { index: usize, content: Option<Content> },
    /// A message the proxy inserted (a shaping summary).
    Inserted(ChatMessage),
}

/// What one request changed, for the log and the tests.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Changes {
    /// Tool results the proxy had not seen before, squashed now (or found unchanged).
    pub(crate) captured: usize,
    /// Messages sent with other content than the client's (squashes and placeholders).
    pub(crate) replaced: usize,
    /// Client messages left out (shaping).
    pub(crate) dropped: usize,
    /// True when the session started afresh (new, or the client's history did not extend it).
    pub(crate) restarted: bool,
    /// Tokens of the client's messages that were sent changed or left out…
    pub(crate) tokens_before: usize,
    /// …and of what was sent in their place (squashes, placeholders, a summary).
    pub(crate) tokens_after: usize,
}

impl Changes {
    /// True when the history sent differs from the client's.
    pub(crate) fn any(&self) -> bool {
        self.replaced > 0 || self.dropped > 0
    }
}

/// The most new messages a request's thread reads ahead for a compaction's summary itself; more
/// are read on the proxy's later helper thread (a turn brings a call and its results; a first
/// sight, the whole history, read while its turn runs).
const READ_AHEAD_HERE: usize = 16;

/// The most bytes of new messages a request's thread reads ahead itself (with at most
/// [`READ_AHEAD_HERE`] of them): past it, reading ahead takes longer than handing it off.
const READ_AHEAD_HERE_BYTES: usize = 4 * 1024;

/// Messages a request leaves for the compaction's summary to read ahead, off the request's path,
/// and the history it sent, whose names that summary counts as known wherever its cut falls
/// (`ExtractiveSummarizer::prepare_names`).
pub(crate) struct ReadAhead {
    summarizer: ExtractiveSummarizer,
    messages: Vec<ChatMessage>,
    history: Arc<Vec<ChatMessage>>,
    /// The history's tag ([`Sent::keep`]), which what is prepared for it is tagged with.
    tag: u64,
    /// The pipeline's count keys, prepared for the history sent.
    keys: PreparedKeys,
    /// The pipeline's archived copy of a compaction's dropped messages, prepared for the history
    /// sent (when the session archives).
    copy: Option<ArchivedCopy>,
    /// Messages the request is done with (the client's, and those its turn dropped), freed on
    /// the thread rather than on the request's path.
    spent: Vec<Vec<ChatMessage>>,
    /// The helper thread it runs on, which gives way to the requests.
    pool: Pool,
}

impl ReadAhead {
    fn new(
        pipeline: &Pipeline,
        summarizer: &ExtractiveSummarizer,
        messages: Vec<ChatMessage>,
        pool: &Pool,
    ) -> ReadAhead {
        ReadAhead {
            summarizer: summarizer.clone(),
            messages,
            history: Arc::default(),
            tag: 0,
            keys: pipeline.prepared_keys().clone(),
            copy: pipeline.archived_copy().cloned(),
            spent: Vec::new(),
            pool: pool.clone(),
        }
    }

    /// The same, with the history the request sent (once it is written), shared with the
    /// session, which takes it back once the thread is done with it ([`Sent`]), and the tag
    /// the session kept it under ([`Session::keep_sent`]; 0: none, nothing proven by it).
    pub(crate) fn after(mut self, history: Arc<Vec<ChatMessage>>, tag: u64) -> ReadAhead {
        self.history = history;
        self.tag = tag;
        self
    }

    /// Reads the messages ahead, then prepares the history's names, on the proxy's later helper
    /// thread (`Helpers::later`, at niceness 10: it takes a core only when the requests leave
    /// one); the memo and the prepared names are only caches (a compaction that finds them not
    /// ready reads afresh, and never waits for them). Where no thread can start, they are read
    /// here.
    pub(crate) fn spawn(self) {
        let pool = self.pool.clone();
        pool.run(move || {
            self.run();
        });
    }

    /// The same work, held for once the request's response has been sent ([`After`]): what a
    /// request leaves once its body is written, which only a later request reads.
    pub(crate) fn held(self) -> After {
        let pool = self.pool.clone();
        After::on(&pool, move || {
            self.run();
        })
    }

    /// Messages to free on the thread, once it has done its work.
    pub(crate) fn spend(&mut self, messages: Vec<ChatMessage>) {
        if !messages.is_empty() {
            self.spent.push(messages);
        }
    }

    /// Reads the messages ahead and prepares the history's names here, now: how many messages
    /// were read ahead (and frees the messages spent).
    fn run(self) -> usize {
        if !self.messages.is_empty() {
            self.summarizer.read_ahead(&self.messages);
        }
        if !self.history.is_empty() {
            self.summarizer.prepare_names_tagged(&self.history, self.tag);
            // The dropped messages' original, written and hashed for the history sent: a
            // compaction of the next request names it without doing either on its path.
            if let Some(copy) = &self.copy {
                copy.prepare_tagged(&self.history, self.tag);
            }
            // Each message's count key: the next turn keys the messages it takes back from this
            // history without hashing them.
            if self.tag != 0 {
                self.keys.prepare(&self.history, self.tag);
            }
        }
        self.messages.len()
    }
}

/// The most bytes of squashes a session remembers by content hash before it forgets them all
/// (a squash is a pure function of its call and output, so one computed again is the same).
pub(crate) const SQUASH_CACHE_BYTES: usize = 8 << 20;

/// What every session works with: the history policy, the agent's tools, the archive, and how
/// many bytes of squashes it remembers.
pub(crate) struct Rules {
    pub(crate) policy: Policy,
    pub(crate) tools: Tools,
    pub(crate) archive: Option<Arc<dyn Archive>>,
    /// The same archive as `archive` when it is written behind the requests: an expired
    /// session's pins are released on its helper thread, after what was handed in before.
    pub(crate) behind: Option<Arc<Behind>>,
    pub(crate) squash_cache_bytes: usize,
    /// The proxy's helper threads, which every session's requests hand their work off the path to.
    pub(crate) helpers: Helpers,
    /// Whether a request's saving is counted: only a ledger reads it (`Changes::tokens_before`
    /// and `tokens_after`), so without one neither it nor the counts it alone needs are taken.
    pub(crate) savings: bool,
}

impl Rules {
    /// The pipeline's default policy and tools, no archive.
    #[cfg(test)]
    pub(crate) fn new(policy: Policy) -> Arc<Rules> {
        Arc::new(Rules {
            policy,
            tools: Tools::default(),
            archive: None,
            behind: None,
            squash_cache_bytes: SQUASH_CACHE_BYTES,
            helpers: Helpers::default(),
            savings: true,
        })
    }
}

/// One conversation.
pub(crate) struct Session {
    name: String,
    rules: Arc<Rules>,
    pipeline: Pipeline,
    /// The client's messages of the last request, fingerprinted.
    fingerprints: Vec<Fingerprint>,
    /// What was sent for them, in order.
    slots: Vec<Slot>,
    /// Squashes by the xxh3-128 of the call's name, arguments and the output: `None` when the
    /// squash left the output as it was.
    squashes: HashMap<u128, Option<String>>,
    /// The bytes of the squashes remembered.
    squash_bytes: usize,
    /// Token counts of the client's messages by fingerprint, each taken when the message first
    /// came (what it sent in their place is counted by the pipeline's own cache), so a request
    /// counts only its new messages.
    tokens: HashMap<Fingerprint, usize>,
    /// What the last request left to read ahead off its path.
    ahead: Option<ReadAhead>,
    /// The fingerprints ctx-message read the last request's messages with, beside `fingerprints`.
    carried: Carried,
    /// The history the last request sent, for the next to take its messages back.
    sent: Sent,
    /// The counts of the last request's new squashed results, left to their threads.
    later: Option<Later>,
    /// What the last request's saving still owes its "before", for the ledger.
    owed: Option<Owed>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("name", &self.name)
            .field("messages", &self.fingerprints.len())
            .field("squashes", &self.squashes.len())
            .finish_non_exhaustive()
    }
}

impl Session {
    /// A new session named `name` (the name pins what it archives).
    pub(crate) fn new(name: String, rules: Arc<Rules>) -> Session {
        let pipeline = pipeline(&name, &rules);
        Session {
            name,
            rules,
            pipeline,
            fingerprints: Vec::new(),
            slots: Vec::new(),
            squashes: HashMap::new(),
            squash_bytes: 0,
            tokens: HashMap::new(),
            ahead: None,
            sent: Sent::default(),
            carried: Carried::default(),
            later: None,
            owed: None,
        }
    }

    /// The session's name.
    pub(crate) fn name(&self) -> &str {
        &self.name
    }

    /// Why the archive failed to keep an original, the first time it did.
    pub(crate) fn archive_failure(&self) -> Option<&str> {
        self.pipeline.archive_failure()
    }

    /// [`Session::rewrite_read`] of messages built in code (no fingerprint read with them).
    #[cfg(test)]
    pub(crate) fn rewrite(
        &mut self,
        messages: Vec<ChatMessage>,
        window: usize,
    ) -> (Vec<ChatMessage>, Changes) {
        self.rewrite_read(messages, Vec::new(), window)
    }

    /// [`Session::rewrite_handing_back`], the client's messages handed back freed with the
    /// request's other spent messages.
    #[cfg(test)]
    pub(crate) fn rewrite_read(
        &mut self,
        messages: Vec<ChatMessage>,
        read: Vec<u128>,
        window: usize,
    ) -> (Vec<ChatMessage>, Changes) {
        let (sent, mut changes, client) = self.rewrite_handing_back(messages, read, window);
        self.spend(client);
        // The ledger's "before" completed, as the ledger's record completes it.
        if let Some(owed) = self.take_owed() {
            changes.tokens_before += owed.tokens().expect("every count finished");
        }
        (sent, changes)
    }

    /// Turns the client's `messages` into the messages to send, under a window of `window`
    /// tokens. The result is `messages` itself when nothing changed. `read` are the fingerprints
    /// ctx-message read them with (`Conversation::read_fingerprints`, one per message, or none):
    /// a message read the same as the last request's at its place keeps the session's
    /// fingerprint of it ([`Carried`]). With it, the client's `messages` handed back as they
    /// came (the binding is not `mut`: nothing here changes them) when what is sent is not them
    /// (else none): the caller keeps them for the next body of the conversation to take its
    /// messages from (ctx-message's `Prefix::carry`) rather than copy them again.
    pub(crate) fn rewrite_handing_back(
        &mut self,
        messages: Vec<ChatMessage>,
        read: Vec<u128>,
        window: usize,
    ) -> (Vec<ChatMessage>, Changes, Vec<ChatMessage>) {
        let fingerprints = self.carried.fingerprints(&messages, &read, &self.fingerprints);
        crate::phase::mark("s: fingerprints");
        self.owed = None;
        // What the last request sent, taken back: most of this one's history is it.
        let (last, tag) = self.sent.take();
        let mut changes = Changes::default();
        if !fingerprints.starts_with(&self.fingerprints) {
            self.restart();
            changes.restarted = true;
        } else if self.fingerprints.is_empty() {
            changes.restarted = true;
        }
        self.pipeline.set_window(window);
        let seen = self.fingerprints.len();
        let (fresh, mut pending) = self.capture_new(&messages, &fingerprints, seen, &mut changes);
        crate::phase::mark("s: capture");
        let new = fresh.len();
        let mut slots = std::mem::take(&mut self.slots);
        slots.extend(fresh);
        let sent = if seen < messages.len() {
            let (mut history, untaken, proven) = fill(&slots, &messages, last);
            crate::phase::mark("s: fill");
            // A first sight of a long history is read ahead while its turn runs, which takes
            // long enough for it to be done before the next request comes.
            let early = new > READ_AHEAD_HERE;
            if early && let Some(ahead) = self.read_ahead(&history[history.len().saturating_sub(new)..]) {
                ahead.spawn();
            } else if !early {
                self.read_names(&history[history.len().saturating_sub(new)..]);
            }
            // The counts the turn needs, taken last: their threads had this long to finish.
            crate::phase::mark("s: read names spawn");
            self.count_new(&messages, &fingerprints, &slots[slots.len() - new..], &mut pending);
            crate::phase::mark("s: count_new");
            // The pipeline's own summarizer: the extractive summary, deterministic.
            // The first `proven` messages are the very messages of the history last sent (taken
            // back, compared): what was prepared for it keys them.
            let mut report = self.pipeline.turn_proven(&mut history, None, Proven { tag, len: proven });
            crate::phase::mark("s: turn");
            let kept = if report.shaped {
                reslot(&slots, &messages, &history, report.summary_index)
            } else {
                (history.len() == slots.len()).then_some(slots)
            };
            let Some(kept) = kept else {
                // The turn did not keep the shape the pipeline promises: start afresh next time,
                // and send the client's messages as they came.
                self.restart();
                return (messages, Changes { restarted: true, ..Changes::default() }, Vec::new());
            };
            slots = kept;
            // Whatever the turn changed (placeholders, results cut to fit the window) is what
            // is sent from now on, in the shape the client wrote it.
            for (slot, message) in slots.iter_mut().zip(&mut history) {
                if let Slot::Client { index, content } = slot
                    && let Some(client) = messages.get(*index)
                {
                    *content = if message.content == client.content {
                        None
                    } else {
                        message.content = keep_shape(&client.content, &message.content);
                        Some(message.content.clone())
                    };
                }
            }
            // A turn's few new messages are read ahead for the next compaction once this turn is
            // done, not before it: a compaction of this turn keeps its newest messages whole, and
            // its summary does not need them.
            if !early {
                self.ahead = self.read_ahead(&history[history.len().saturating_sub(new)..]);
            }
            // Whatever was read here, the history sent is handed on, to prepare its names.
            if self.ahead.is_none() {
                self.ahead = self.pipeline.summarizer().map(|summarizer| {
                    ReadAhead::new(&self.pipeline, summarizer, Vec::new(), &self.rules.helpers.later)
                });
            }
            // The messages the turn dropped, and those of the last history not taken, are freed
            // off the request's path.
            self.spend(std::mem::take(&mut report.dropped));
            self.spend(untaken);
            crate::phase::mark("s: reslot, shape");
            history
        } else {
            self.count_new(&messages, &fingerprints, &[], &mut pending);
            let (history, untaken, _) = fill(&slots, &messages, last);
            self.spend(untaken);
            history
        };
        self.settle(&fingerprints, pending);
        crate::phase::mark("s: settle");
        self.fingerprints = fingerprints;
        self.carried.keep(read);
        self.slots = slots;
        changes.replaced =
            self.slots.iter().filter(|slot| matches!(slot, Slot::Client { content: Some(_), .. })).count();
        let kept = self.slots.iter().filter(|slot| matches!(slot, Slot::Client { .. })).count();
        changes.dropped = messages.len() - kept;
        let inserted = self.slots.iter().any(|slot| matches!(slot, Slot::Inserted(_)));
        if !changes.any() && !inserted {
            return (messages, changes, Vec::new());
        }
        if self.rules.savings {
            (changes.tokens_before, changes.tokens_after) = self.saving(&messages, &sent);
        }
        crate::phase::mark("s: saving");
        // The client's messages are done with once what was sent stands in their place.
        (sent, changes, messages)
    }

    /// Hands `messages` to the read ahead the request leaves, to be freed on its thread, off the
    /// request's path (here, when it leaves none).
    fn spend(&mut self, messages: Vec<ChatMessage>) {
        if let Some(ahead) = &mut self.ahead {
            ahead.spend(messages);
        }
    }

    /// Hands the new messages to the pipeline's summarizer, which reads what they will tell a
    /// later compaction's summary into the memo its clones share, so the turn that compacts reads
    /// the memo: once each as they come. A few small ones are read here; more, or large ones
    /// (a first sight of a long history, a turn's large call or result), are handed back as a
    /// [`ReadAhead`] for the proxy's later helper thread, off the request's path, as the memo is
    /// only a cache (a summary is the same whatever it holds, whether that thread has finished
    /// or not).
    fn read_ahead(&self, new: &[ChatMessage]) -> Option<ReadAhead> {
        let summarizer = self.pipeline.summarizer()?;
        if new.len() <= READ_AHEAD_HERE && new.iter().map(size).sum::<usize>() < READ_AHEAD_HERE_BYTES {
            summarizer.read_ahead(new);
            return None;
        }
        Some(ReadAhead::new(&self.pipeline, summarizer, new.to_vec(), &self.rules.helpers.later))
    }

    /// Reads the names of a turn's `new` messages (as they will stand in its history, squashed)
    /// on the proxy's helper thread while the turn gets ready (after the counts handed to it),
    /// when they are large enough to be worth handing off and the names pass reads names: the
    /// turn's names pass and a compaction's summary then find them in the memo they share. The
    /// memo is only a cache, so a helper that has not begun or finished leaves the reading to
    /// the turn (which waits, at most, for the text being read when it asks for it, less than
    /// reading it itself).
    fn read_names(&self, new: &[ChatMessage]) {
        let Some(summarizer) = self.pipeline.summarizer() else { return };
        if !self.rules.policy.rules.keep_names || new.iter().map(size).sum::<usize>() < READ_AHEAD_HERE_BYTES
        {
            return;
        }
        let (summarizer, new) = (summarizer.clone(), new.to_vec());
        self.rules.helpers.soon.run(move || summarizer.read_names(&new));
    }

    /// Keeps the history the last request sent (what [`Session::rewrite_handing_back`] handed back, once
    /// written), for the next request to take its messages back rather than copy them again,
    /// when `bytes`, the length of the body it was sent as, is within [`Sent`]'s cap.
    /// The tag it is kept under, for the read ahead that prepares for it ([`ReadAhead::after`]).
    pub(crate) fn keep_sent(&mut self, sent: Arc<Vec<ChatMessage>>, bytes: usize) -> u64 {
        self.sent.keep(sent, bytes)
    }

    /// What the last request's saving still owes its "before" (the counts of its new squashed
    /// results, left to their threads), taken out: the ledger's record completes it.
    pub(crate) fn take_owed(&mut self) -> Option<Owed> {
        self.owed.take()
    }

    /// What the last request left to read ahead off its path, taken out.
    pub(crate) fn take_read_ahead(&mut self) -> Option<ReadAhead> {
        self.ahead.take()
    }

    /// The slots of the client's messages from `seen` on, which the session has not seen: each
    /// tool result squashed as at capture, each message counted once. The large ones are counted
    /// on up to two other threads while the results are squashed and after, handed back: those
    /// the turn needs for [`Session::count_new`], and those of squashed results alone (the
    /// ledger's "before", not the turn's), left to finish while the turn runs, for
    /// [`Session::settle`].
    fn capture_new(
        &mut self,
        messages: &[ChatMessage],
        fingerprints: &[Fingerprint],
        seen: usize,
        changes: &mut Changes,
    ) -> (Vec<Slot>, Pending) {
        let large: Vec<usize> = (seen..messages.len())
            .filter(|&index| {
                fingerprints.get(index).is_some_and(|fingerprint| !self.tokens.contains_key(fingerprint))
                    && messages.get(index).is_some_and(|message| size(message) >= COUNT_ALONGSIDE_BYTES)
            })
            .collect();
        let countings = Countings::start(&self.rules.helpers.soon, &large, messages);
        let calls = Calls::of(messages, seen);
        let contents: Vec<Option<Content>> =
            messages.iter().skip(seen).map(|message| self.capture(message, &calls)).collect();
        // The turn needs the counts of the messages sent as they came; a squashed result's alone
        // can wait.
        let (now, waiting): (Vec<usize>, Vec<usize>) =
            large.iter().partition(|&&index| contents.get(index - seen).is_none_or(Option::is_none));
        // What only the ledger needs is not counted beside the turn once capture has told which
        // results it changed: what the helper has not begun of them is held back for the
        // ledger's record, off the request's path, or, with no ledger, not counted at all (a
        // piece the helper began during capture, before that was known, is finished).
        let mut countings = countings;
        countings.hold(&waiting);
        let fresh: Vec<Slot> = messages
            .iter()
            .enumerate()
            .skip(seen)
            .zip(contents)
            .map(|((index, message), content)| {
                changes.captured += usize::from(message.role == Role::Tool);
                Slot::Client { index, content }
            })
            .collect();
        (fresh, Pending { countings, now, waiting })
    }

    /// Counts each of the `fresh` slots' client messages once, the large ones `now` taken from
    /// the threads counting them (a message a thread did not count whole is counted here), but
    /// for those still `waiting` on them.
    fn count_new(
        &mut self,
        messages: &[ChatMessage],
        fingerprints: &[Fingerprint],
        fresh: &[Slot],
        pending: &mut Pending,
    ) {
        let mut counted = pending.countings.take(&pending.now);
        let waiting = &pending.waiting;
        for slot in fresh {
            let Slot::Client { index, content } = slot else { continue };
            // Counted now, once: the pipeline's turn counts the same message from its cache
            // (when nothing replaced it), and a later request that leaves it out or replaces it
            // finds its count here instead of counting a message the pipeline may have forgotten.
            // A squashed result's own count is the ledger's alone: with no ledger, not taken.
            if content.is_some() && !self.rules.savings {
                continue;
            }
            if let (Some(fingerprint), Some(message)) =
                (fingerprints.get(*index).copied(), messages.get(*index))
                && !waiting.contains(index)
            {
                let counted = counted.remove(index);
                let pipeline = &mut self.pipeline;
                self.tokens.entry(fingerprint).or_insert_with(|| match (content, counted) {
                    (Some(_), Some(tokens)) => tokens,
                    (Some(_), None) => ctx_pipeline::count_message_tokens(message),
                    (None, Some(tokens)) => {
                        pipeline.insert_count(message, tokens);
                        tokens
                    }
                    (None, None) => pipeline.count_message(message),
                });
            }
        }
    }

    /// Takes in the counts the last request left to its threads (done long since, but for a
    /// request close on its heels, which waits, at most, for what is left of counting them),
    /// and leaves this request's, of its new squashed results (the ledger's "before" alone), to
    /// the threads counting them: the request does not wait for them, its saving owes them
    /// ([`Owed`]), and whoever needs them first finishes them ([`Later`]). A message a thread
    /// did not count whole is counted when a saving needs it.
    fn settle(&mut self, fingerprints: &[Fingerprint], pending: Pending) {
        self.take_later();
        if !self.rules.savings {
            return;
        }
        let waiting: Vec<(usize, Fingerprint)> = pending
            .waiting
            .iter()
            .filter_map(|&index| Some((index, *fingerprints.get(index)?)))
            .filter(|(_, fingerprint)| !self.tokens.contains_key(fingerprint))
            .collect();
        if !waiting.is_empty() {
            self.later = Some(Later::new(pending.countings, waiting));
        }
    }

    /// The counts the last request left to its threads, taken in.
    fn take_later(&mut self) {
        if let Some(later) = self.later.take() {
            for (fingerprint, tokens) in later.counts() {
                self.tokens.entry(fingerprint).or_insert(tokens);
            }
        }
    }

    /// What the session holds, in bytes, roughly: the client's messages' fingerprints, what was
    /// sent in their place, the remembered squashes and token counts, and the archived copy
    /// prepared for the next compaction. It grows with the conversation the client sends (which
    /// its window bounds) and the squash cache and the copy, capped.
    #[cfg(test)]
    pub(crate) fn memory(&self) -> usize {
        let content = |content: &Content| content.texts().map(|text| text.len()).sum::<usize>();
        let slots: usize = self
            .slots
            .iter()
            .map(|slot| {
                std::mem::size_of::<Slot>()
                    + match slot {
                        Slot::Client { content: Some(replaced), .. } => content(replaced),
                        Slot::Client { content: None, .. } => 0,
                        Slot::Inserted(message) => content(&message.content),
                    }
            })
            .sum();
        self.fingerprints.len() * std::mem::size_of::<Fingerprint>()
            + self.carried.bytes()
            + slots
            + self.squash_bytes
            + self.tokens.len() * (std::mem::size_of::<Fingerprint>() + 16)
            + self.pipeline.archived_copy().map_or(0, ArchivedCopy::memory)
    }

    /// Tokens of the client's `messages` that `sent` (what the slots stand for) changed or left
    /// out, and of what it holds in their place. Nothing is counted twice: the client's messages
    /// were counted when they came, and what was sent in their place by the pipeline's turn.
    /// The counts of this request's new squashed results, still with their threads, are not
    /// waited for: the saving owes them ([`Session::take_owed`]).
    fn saving(&mut self, messages: &[ChatMessage], sent: &[ChatMessage]) -> (usize, usize) {
        let mut kept = vec![false; messages.len()];
        let mut after = 0;
        for (slot, message) in self.slots.iter().zip(sent) {
            match slot {
                Slot::Client { index, content: None } => {
                    if let Some(kept) = kept.get_mut(*index) {
                        *kept = true;
                    }
                }
                Slot::Client { .. } | Slot::Inserted(_) => after += self.pipeline.count_message(message),
            }
        }
        let (tokens, later) = (&mut self.tokens, self.later.as_ref());
        let mut owed = Vec::new();
        let before = messages
            .iter()
            .zip(&self.fingerprints)
            .zip(kept)
            .filter(|(_, kept)| !kept)
            .map(|((message, fingerprint), _)| match tokens.get(fingerprint) {
                Some(tokens) => *tokens,
                None if later.is_some_and(|later| later.covers(*fingerprint)) => {
                    owed.push(*fingerprint);
                    0
                }
                None => {
                    *tokens.entry(*fingerprint).or_insert_with(|| ctx_pipeline::count_message_tokens(message))
                }
            })
            .sum();
        self.owed = later.filter(|_| !owed.is_empty()).map(|later| Owed::new(later.clone(), owed));
        (before, after)
    }

    /// Forgets the history: the next request is the session's first.
    fn restart(&mut self) {
        self.pipeline = pipeline(&self.name, &self.rules);
        self.fingerprints.clear();
        self.carried.clear();
        self.slots.clear();
        self.tokens.clear();
        self.sent.clear();
        self.later = None;
    }

    /// The content to send for a message the session had not seen: a tool result's squash
    /// (remembered by content hash), else `None` (the client's own).
    fn capture(&mut self, message: &ChatMessage, calls: &Calls<'_>) -> Option<Content> {
        if message.role != Role::Tool {
            return None;
        }
        // A result without its call is left alone: it might be a file read, which is never squashed.
        let call = calls.get(message.tool_call_id.as_deref()?)?;
        let output = only_text(&message.content)?;
        let output = output.as_ref();
        let key = squash_key(call, output);
        let squashed = if let Some(squashed) = self.squashes.get(&key) {
            squashed.clone()
        } else {
            let captured = self.pipeline.capture(call, output);
            let squashed = (captured != output).then_some(captured);
            let bytes = 64 + squashed.as_ref().map_or(0, String::len);
            if self.squash_bytes + bytes > self.rules.squash_cache_bytes {
                self.squashes.clear();
                self.squash_bytes = 0;
            }
            self.squash_bytes += bytes;
            self.squashes.insert(key, squashed.clone());
            squashed
        };
        squashed.map(|text| with_text(&message.content, &text))
    }
}

/// A request's large new messages being counted: those whose counts the turn needs (`now`) and
/// those of squashed results alone (`waiting`, the ledger's "before"), by index.
struct Pending {
    countings: Countings,
    now: Vec<usize>,
    waiting: Vec<usize>,
}

/// The pipeline of a session: the policy, the archive pinned for the session's name.
fn pipeline(name: &str, rules: &Rules) -> Pipeline {
    let pipeline = Pipeline::with_policy(128_000, rules.tools.clone(), rules.policy.clone());
    match &rules.archive {
        Some(archive) => pipeline.with_archive(Arc::clone(archive), name),
        None => pipeline,
    }
}

/// The messages `slots` stand for, the client's taken from `messages`; a message of `last`, the
/// history the last request sent, is taken instead of a copy where it is that copy ([`Sent`]).
/// With them, every message of `last` not taken, handed back for the request to free off its
/// path with its other spent messages, and how many of the first messages are `last`'s own
/// at the same places (each taken, none skipped before it): the turn's [`Proven`] length.
fn fill(
    slots: &[Slot],
    messages: &[ChatMessage],
    mut last: std::vec::IntoIter<ChatMessage>,
) -> (Vec<ChatMessage>, Vec<ChatMessage>, usize) {
    // The last request's history, message for message in step with the slots (a slot's carried
    // message is taken only when it is the very message a copy would make).
    let mut untaken = Vec::new();
    let (mut proven, mut unbroken) = (0, true);
    let history = slots
        .iter()
        .filter_map(|slot| {
            let mut carried = last.next();
            let offered = carried.is_some();
            let message = match slot {
                Slot::Client { index, content } => messages
                    .get(*index)
                    .map(|client| client_or_carried(&mut carried, client, content.as_ref())),
                Slot::Inserted(message) => Some(or_carried(&mut carried, message)),
            };
            // Taken: offered, and not left over. A slot with no message breaks the places.
            unbroken &= offered && carried.is_none() && message.is_some();
            proven += usize::from(unbroken);
            untaken.extend(carried);
            message
        })
        .collect();
    untaken.extend(last);
    (history, untaken, proven)
}

/// The most new messages whose calls are sought from the newest message back, each; past it
/// (a first sight of a long history), every call is listed by id once.
const SEEK_CALLS: usize = 16;

/// The calls of a request's messages by id, for its new results: the last when ids repeat.
struct Calls<'a> {
    messages: &'a [ChatMessage],
    by_id: Option<HashMap<&'a str, &'a ToolCall>>,
}

impl<'a> Calls<'a> {
    /// The calls of `messages`, whose new messages start at `seen`: a turn's few new results
    /// seek their calls from the newest message back (most often the one before), rather than
    /// every call of the history listed by id on every request.
    fn of(messages: &'a [ChatMessage], seen: usize) -> Calls<'a> {
        let by_id = (messages.len().saturating_sub(seen) > SEEK_CALLS).then(|| {
            messages.iter().flat_map(ChatMessage::calls).map(|call| (call.id.as_str(), call)).collect()
        });
        Calls { messages, by_id }
    }

    /// The call whose id is `id`, the last of them when ids repeat.
    fn get(&self, id: &str) -> Option<&'a ToolCall> {
        match &self.by_id {
            Some(by_id) => by_id.get(id).copied(),
            None => self
                .messages
                .iter()
                .rev()
                .flat_map(|message| message.calls().iter().rev())
                .find(|call| call.id == id),
        }
    }
}

/// Where a message sits in a conversation: its role, the call it answers, the calls it makes.
#[derive(Debug, PartialEq)]
struct Place {
    role: Role,
    answers: Option<String>,
    calls: Vec<String>,
}

impl Place {
    fn of(message: &ChatMessage) -> Place {
        Place {
            role: message.role.clone(),
            answers: message.tool_call_id.clone(),
            calls: message.calls().iter().map(|call| call.id.clone()).collect(),
        }
    }
}

/// The message `slot` stands for, the client's taken from `messages` (its content aside, which
/// is all [`fill`] puts in place of the client's: where it sits is the same).
fn standing<'a>(slot: &'a Slot, messages: &'a [ChatMessage]) -> Option<&'a ChatMessage> {
    match slot {
        Slot::Client { index, .. } => messages.get(*index),
        Slot::Inserted(message) => Some(message),
    }
}

/// The slots of a shaped history: `after` is the history whose messages sat where `slots` stand
/// for `messages` ([`fill`]) with a span dropped and a summary at `summary_index` (the pinned
/// system messages and task before it, the newest messages after it), as ctx-shaping promises;
/// `None` when it is not. Results may have been cut down to fit the window after shaping, so a
/// message is known by its place ([`Place`]), read only for the slots kept.
fn reslot(
    slots: &[Slot],
    messages: &[ChatMessage],
    after: &[ChatMessage],
    summary_index: Option<usize>,
) -> Option<Vec<Slot>> {
    let at = summary_index?;
    let tail = after.len().checked_sub(at + 1)?;
    let cut = slots.len().checked_sub(tail)?;
    let roles: Vec<&Role> = slots
        .iter()
        .map(|slot| standing(slot, messages).map(|message| &message.role))
        .collect::<Option<_>>()?;
    let first_user = roles.iter().position(|role| **role == Role::User);
    let pinned: Vec<usize> =
        (0..cut).filter(|&index| *roles[index] == Role::System || Some(index) == first_user).collect();
    if pinned.len() != at {
        return None;
    }
    let kept = pinned.into_iter().chain(cut..slots.len());
    let mut out = Vec::with_capacity(after.len());
    for (position, index) in kept.enumerate() {
        let position = if position >= at { position + 1 } else { position };
        let slot = slots.get(index)?;
        if Place::of(after.get(position)?) != Place::of(standing(slot, messages)?) {
            return None;
        }
        out.push(slot.clone());
    }
    out.insert(at, Slot::Inserted(after.get(at)?.clone()));
    Some(out)
}

/// The text of a content that is text alone (a string, or one text part): what capture squashes.
/// Results with images or several parts are left as they are.
fn only_text(content: &Content) -> Option<Cow<'_, str>> {
    match content {
        Content::Text(text) => Some(Cow::Borrowed(text)),
        Content::Parts(parts) if parts.len() == 1 && content.other_parts().next().is_none() => {
            Some(content.text())
        }
        _ => None,
    }
}

/// The content to send for a client's message whose content the pipeline changed to `changed`:
/// a text put in place of one text part goes into that part (which keeps its `cache_control`).
fn keep_shape(client: &Content, changed: &Content) -> Content {
    match changed {
        Content::Text(text) if matches!(client, Content::Parts(_)) && only_text(client).is_some() => {
            with_text(client, text)
        }
        _ => changed.clone(),
    }
}

/// `content` with its one text replaced by `text`, in the same shape (a part keeps its other
/// fields, `cache_control` among them).
fn with_text(content: &Content, text: &str) -> Content {
    let mut content = content.clone();
    content.map_texts(|_| text.to_owned());
    content
}

/// The squash cache's key: the xxh3-128 of the call's name and arguments and the output, as
/// the session knows messages by fingerprint. Not SHA-256: the archive's put hashes an original
/// with it already, and a second SHA-256 of every new result was a tenth of a compaction turn.
fn squash_key(call: &ToolCall, output: &str) -> u128 {
    let mut hasher = Xxh3::new();
    for part in [call.function.name.as_str(), call.function.arguments.as_str(), output] {
        hasher.update(&(part.len() as u64).to_le_bytes());
        hasher.update(part.as_bytes());
    }
    hasher.digest128()
}

/// A message's fingerprint: its role, content, calls and ids, and every other field, leaving out
/// `cache_control` wherever a client may put it (on the message's own fields or on a part).
pub(crate) fn fingerprint(message: &ChatMessage) -> Fingerprint {
    let mut hasher = Xxh3::new();
    let mut field = |bytes: &[u8]| {
        hasher.update(&(bytes.len() as u64).to_le_bytes());
        hasher.update(bytes);
    };
    field(message.role.as_str().as_bytes());
    match &message.content {
        Content::Absent => field(b"absent"),
        Content::Null => field(b"null"),
        Content::Text(text) => {
            field(b"text");
            field(text.as_bytes());
        }
        Content::Parts(parts) => {
            field(b"parts");
            for part in parts {
                object(part, &mut field);
            }
        }
        _ => field(b"other"),
    }
    for call in message.calls() {
        field(call.id.as_bytes());
        field(call.function.name.as_bytes());
        field(call.function.arguments.as_bytes());
    }
    field(message.tool_call_id.as_deref().unwrap_or("\0").as_bytes());
    field(message.name.as_deref().unwrap_or("\0").as_bytes());
    object(&message.extra, &mut field);
    hasher.digest128()
}

/// Feeds an object's fields but `cache_control` to `field`.
fn object(object: &Object, field: &mut impl FnMut(&[u8])) {
    for (key, value) in object.iter().filter(|(key, _)| *key != "cache_control") {
        field(key.as_bytes());
        field(value.get().as_bytes());
    }
    field(b"}");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(id: &str, command: &str) -> ChatMessage {
        ChatMessage::assistant_calls(vec![ToolCall::function(
            id,
            "bash",
            format!(r#"{{"command":"{command}"}}"#),
        )])
    }

    fn test_log(failing: usize) -> String {
        let log = (0..400).fold(String::new(), |log, n| log + &format!("test tests::case_{n} ... ok\n"));
        log + &format!("test tests::parser_{failing} ... FAILED\ntest result: FAILED. 400 passed; 1 failed\n")
    }

    fn session(policy: Policy) -> Session {
        Session::new("s".into(), Rules::new(policy))
    }

    #[test]
    fn with_no_ledger_no_saving_is_counted_and_the_same_bytes_are_sent() {
        let quiet = Rules { savings: false, ..Arc::into_inner(Rules::new(Policy::default())).expect("one") };
        let mut without = Session::new("s".into(), Arc::new(quiet));
        let mut with = session(Policy::default());
        // A result over the size counted beside the turn: only the ledger needs its count.
        let large = test_log(1).repeat(3);
        // And one under it, counted on the request's path when a ledger needs it.
        let history = vec![
            ChatMessage::user("fix it"),
            call("1", "cargo test"),
            ChatMessage::tool_result("1", large),
            call("2", "cargo test"),
            ChatMessage::tool_result("2", test_log(2)),
        ];
        let (sent_without, changes_without, _) =
            without.rewrite_handing_back(history.clone(), Vec::new(), 128_000);
        let (sent_with, changes_with) = with.rewrite(history, 128_000);
        assert_eq!(sent_without, sent_with);
        assert_eq!(changes_without.replaced, 2);
        assert_eq!((changes_without.tokens_before, changes_without.tokens_after), (0, 0));
        assert!(without.take_owed().is_none() && without.later.is_none(), "nothing owed, nothing held");
        // The small squashed result's own count is not taken without a ledger; with one it is (the
        // large one's is owed).
        assert_eq!(with.tokens.len(), without.tokens.len() + 1, "{:?} {:?}", with.tokens, without.tokens);
        assert!(changes_with.tokens_before > changes_with.tokens_after, "{changes_with:?}");
    }

    #[test]
    fn a_tool_result_is_squashed_once_and_sent_the_same_every_time() {
        let mut session = session(Policy::default());
        let mut history = vec![
            ChatMessage::user("fix it"),
            call("1", "cargo test"),
            ChatMessage::tool_result("1", test_log(1)),
        ];
        let (sent, changes) = session.rewrite(history.clone(), 128_000);
        assert_eq!((changes.captured, changes.replaced, changes.dropped, changes.restarted), (1, 1, 0, true));
        let log = ctx_pipeline::count_message_tokens(&history[2]);
        assert!(changes.tokens_before == log && changes.tokens_after < log / 2, "{changes:?} of {log}");
        let squashed = sent[2].content.text().into_owned();
        assert!(squashed.len() < test_log(1).len() && squashed.contains("parser_1 ... FAILED"), "{squashed}");
        let (again, changes) = session.rewrite(history.clone(), 128_000);
        assert_eq!(again, sent);
        assert_eq!(changes.captured, 0);
        history.extend([ChatMessage::assistant("done"), ChatMessage::user("thanks")]);
        let (longer, changes) = session.rewrite(history, 128_000);
        assert_eq!(longer[..3], sent[..]);
        assert_eq!((changes.captured, changes.restarted), (0, false));
    }

    #[test]
    fn large_messages_counted_alongside_the_squash_count_as_they_would_alone() {
        let log = (0..2_000).fold(String::new(), |log, n| log + &format!("test tests::case_{n} ... ok\n"));
        assert!(log.len() >= COUNT_ALONGSIDE_BYTES);
        let file = "fn main() { println!(\"a line of a file\"); }\n".repeat(600);
        let written = format!("printf '{}' > src/lib.rs", "pub fn f() {} ".repeat(1_500));
        assert!(size(&call("3", &written)) >= COUNT_ALONGSIDE_BYTES);
        let history = vec![
            ChatMessage::user("fix it"),
            call("1", "cargo test"),
            ChatMessage::tool_result("1", log),
            call("2", "cat src/main.rs"),
            ChatMessage::tool_result("2", file),
            call("3", &written),
        ];
        let mut session = session(Policy::default());
        let (sent, changes) = session.rewrite(history.clone(), 128_000);
        // The log is squashed (its count the ledger's "before"), the file printed is not (its
        // count handed to the pipeline, whose cache checks it in debug builds).
        assert_eq!(sent[4], history[4]);
        assert_eq!((changes.replaced, changes.dropped), (1, 0));
        assert_eq!(
            (changes.tokens_before, changes.tokens_after),
            (ctx_pipeline::count_message_tokens(&history[2]), ctx_pipeline::count_message_tokens(&sent[2]))
        );
        // The file and the large call: counted on the second thread, the same counts.
        for message in &history[4..] {
            assert_eq!(session.pipeline.count_message(message), ctx_pipeline::count_message_tokens(message));
            assert_eq!(session.tokens[&fingerprint(message)], ctx_pipeline::count_message_tokens(message));
        }
    }

    #[test]
    fn a_session_holds_its_conversation_and_a_capped_squash_cache() {
        let run = |cap: usize| {
            let rules = Rules {
                squash_cache_bytes: cap,
                ..Arc::into_inner(Rules::new(Policy::default())).expect("one")
            };
            let mut session = Session::new("s".into(), Arc::new(rules));
            let (mut peak, mut first) = (0, None);
            // A client that compacts or rewinds: every round a fresh history with a new output.
            for round in 0..200 {
                let history = vec![
                    ChatMessage::user(format!("task {round}")),
                    call("1", "cargo test"),
                    ChatMessage::tool_result("1", test_log(round)),
                ];
                let (sent, _) = session.rewrite(history, 128_000);
                first.get_or_insert(sent);
                peak = peak.max(session.memory());
            }
            // The first history again, its squash long forgotten under a small cap: the same bytes.
            let history = vec![
                ChatMessage::user("task 0"),
                call("1", "cargo test"),
                ChatMessage::tool_result("1", test_log(0)),
            ];
            assert_eq!(Some(session.rewrite(history, 128_000).0), first);
            peak
        };
        let capped = run(4 << 10);
        assert!(capped <= (4 << 10) + (16 << 10), "{capped} bytes: the cap and one short conversation");
        let uncapped = run(usize::MAX);
        assert!(uncapped > 2 * capped, "without the cap the squashes pile up: {uncapped} against {capped}");
    }

    #[test]
    fn messages_that_differ_only_in_cache_control_fingerprint_alike() {
        let plain =
            ChatMessage::parse(r#"{"role":"user","content":[{"type":"text","text":"hi"}]}"#).expect("json");
        let marked = ChatMessage::parse(
            r#"{"role":"user","content":[{"type":"text","text":"hi","cache_control":{"type":"ephemeral"}}]}"#,
        )
        .expect("json");
        let other =
            ChatMessage::parse(r#"{"role":"user","content":[{"type":"text","text":"ho"}]}"#).expect("json");
        assert_eq!(fingerprint(&plain), fingerprint(&marked));
        assert_ne!(fingerprint(&plain), fingerprint(&other));
        assert_ne!(fingerprint(&ChatMessage::user("a")), fingerprint(&ChatMessage::assistant("a")));
    }

    #[test]
    fn a_client_that_rewinds_starts_the_session_afresh() {
        let mut session = session(Policy::default());
        let first = vec![ChatMessage::user("a"), ChatMessage::assistant("b"), ChatMessage::user("c")];
        session.rewrite(first, 128_000);
        let rewound = vec![ChatMessage::user("a"), ChatMessage::assistant("b"), ChatMessage::user("d")];
        let (sent, changes) = session.rewrite(rewound.clone(), 128_000);
        assert!(changes.restarted);
        assert_eq!(sent, rewound);
    }

    #[test]
    fn reads_and_results_without_their_call_are_never_squashed() {
        let mut session = session(Policy::default());
        let file = "fn main() {}\n".repeat(400);
        let read = ChatMessage::assistant_calls(vec![ToolCall::function("r", "read", r#"{"path":"a.rs"}"#)]);
        let history = vec![
            ChatMessage::user("look"),
            read,
            ChatMessage::tool_result("r", file.clone()),
            ChatMessage::tool_result("orphan", test_log(2)),
        ];
        let (sent, changes) = session.rewrite(history.clone(), 128_000);
        assert_eq!(sent, history);
        assert!(!changes.any());
    }

    #[test]
    fn a_part_keeps_its_cache_control_when_its_text_is_squashed() {
        let log = serde_json::to_string(&test_log(3)).expect("json");
        let result = format!(
            r#"{{"role":"tool","tool_call_id":"1","content":[{{"type":"text","text":{log},"cache_control":{{"type":"ephemeral"}}}}]}}"#
        );
        let history = vec![
            ChatMessage::user("go"),
            call("1", "cargo test"),
            ChatMessage::parse(&result).expect("json"),
        ];
        let (sent, _) = session(Policy::default()).rewrite(history, 128_000);
        let Content::Parts(parts) = &sent[2].content else { panic!("parts: {:?}", sent[2].content) };
        assert!(parts[0].contains_key("cache_control"));
        assert!(sent[2].content.text().contains("parser_3 ... FAILED"));
    }

    /// Tokens of the client's messages not sent as they came, and of the messages sent in
    /// their place, each counted afresh: what [`Changes`] must say.
    fn saving(history: &[ChatMessage], sent: &[ChatMessage]) -> (usize, usize) {
        let (mut before, mut after, mut next) = (0, 0, 0);
        for message in sent {
            match history[next..].iter().position(|client| client == message) {
                Some(at) => {
                    before += history[next..next + at]
                        .iter()
                        .map(ctx_pipeline::count_message_tokens)
                        .sum::<usize>();
                    next += at + 1;
                }
                None => after += ctx_pipeline::count_message_tokens(message),
            }
        }
        before += history[next..].iter().map(ctx_pipeline::count_message_tokens).sum::<usize>();
        (before, after)
    }

    #[test]
    fn a_saving_that_owes_its_large_results_counts_is_what_counting_them_on_the_path_gives() {
        // Each turn a `cargo test` whose 16 KiB-plus log is squashed, under a window that
        // compacts; the client rewinds halfway. The request does not wait for the logs' counts
        // (its saving owes them), and the saving once they are counted is the definition's,
        // request by request: whether the ledger counts them (odd turns) or no one does, and
        // the session's next request takes them in.
        let mut session = session(Policy::default());
        let mut history = vec![ChatMessage::system("agent"), ChatMessage::user("make the tests pass")];
        let (mut owing, mut compactions, mut checked) = (0, 0, 0);
        for step in 0..24 {
            if step == 12 {
                history.truncate(2);
            }
            let log = (0..1_100)
                .fold(String::new(), |log, n| log + &format!("test t{step}::case_{n} ... ok\n"))
                + &format!("test t{step}::parser ... FAILED\ntest result: FAILED. 1100 passed; 1 failed\n");
            assert!(log.len() >= COUNT_ALONGSIDE_BYTES);
            let id = format!("c{step}");
            history.extend([call(&id, &format!("cargo test {step}")), ChatMessage::tool_result(id, log)]);
            let (sent, changes, client) = session.rewrite_handing_back(history.clone(), Vec::new(), 3_000);
            session.spend(client);
            drop(session.take_read_ahead());
            let owed = session.take_owed();
            owing += usize::from(owed.is_some());
            compactions += usize::from(changes.dropped > 0);
            if step % 2 == 1 || owed.is_none() {
                let owed = owed.map_or(Some(0), |owed| owed.tokens());
                let before = owed.map(|owed| changes.tokens_before + owed);
                assert_eq!(
                    (before, changes.tokens_after),
                    (Some(saving(&history, &sent).0), saving(&history, &sent).1),
                    "step {step}"
                );
                checked += 1;
            }
        }
        assert!(
            owing > 20 && compactions > 0 && checked >= 12,
            "{owing} owing, {compactions} compactions, {checked} checked"
        );
    }

    #[test]
    fn shaping_is_remembered_and_sent_again_on_every_later_request() {
        // The design's shaping at 85%: the default masks old results before any shaping is due.
        let mut session = session(Policy::design());
        let mut history = vec![ChatMessage::system("agent"), ChatMessage::user("build it")];
        let mut shaped_at = None;
        for step in 0..60 {
            history.push(call(&format!("c{step}"), "make"));
            history
                .push(ChatMessage::tool_result(format!("c{step}"), format!("step {step} ok\n").repeat(40)));
            let (sent, changes) = session.rewrite(history.clone(), 8_000);
            assert!(!changes.restarted || step == 0, "step {step}");
            let (again, again_changes) = session.rewrite(history.clone(), 8_000);
            assert_eq!(again, sent, "step {step}");
            // Counted once each, the tokens are still what the messages hold.
            if changes.any() {
                let counted = (changes.tokens_before, changes.tokens_after);
                assert_eq!(counted, saving(&history, &sent), "step {step}");
                assert_eq!((again_changes.tokens_before, again_changes.tokens_after), counted, "step {step}");
            }
            if changes.dropped > 0 {
                let summary = sent.iter().position(|m| m.content.text().contains("summary")).unwrap_or(2);
                shaped_at.get_or_insert((step, summary));
                assert_eq!(sent[1].content.text(), "build it");
                assert_eq!(sent.last(), history.last());
            }
        }
        assert!(shaped_at.is_some(), "60 steps of 40 lines do not fit 8,000 tokens");
    }

    /// A read whose result is `lines` lines, each naming a file of its own.
    fn read(id: &str, lines: usize) -> [ChatMessage; 2] {
        let text = (0..lines)
            .fold(String::new(), |text, n| text + &format!("src/{id}/part_{n}.rs: fn part_{n}() {{}}\n"));
        [
            ChatMessage::assistant_calls(vec![ToolCall::function(
                id,
                "read",
                format!(r#"{{"path":"src/{id}.rs"}}"#),
            )]),
            ChatMessage::tool_result(id, text),
        ]
    }

    #[test]
    fn a_session_carrying_the_fingerprints_read_sends_what_one_hashing_every_message_sends() {
        // `carrying` is handed the fingerprints ctx-message read each request's messages with, as
        // the rewriter hands them; `hashing` none, so it hashes every message. Halfway the client
        // edits an earlier result in place: its fingerprint read changes, and the session must
        // see that the history no longer extends the last one.
        let (mut carrying, mut hashing) = (session(Policy::default()), session(Policy::default()));
        let mut history = vec![ChatMessage::system("agent"), ChatMessage::user("read the crate")];
        let mut restarts = 0;
        for step in 0..30 {
            history.extend(read(&format!("r{step}"), 120));
            if step == 15 {
                history[3].content = "edited in place".into();
            }
            let text = ctx_pipeline::Conversation::from_messages(history.clone()).to_json();
            let mut parsed = ctx_pipeline::Conversation::parse(&text).expect("a Chat document");
            let read = parsed.read_fingerprints().to_vec();
            assert_eq!(read.len(), history.len());
            let messages = std::mem::take(&mut parsed.messages);
            let (sent, changes) = carrying.rewrite_read(messages.clone(), read, 16_000);
            drop(carrying.take_read_ahead());
            let (other, expected) = hashing.rewrite(messages, 16_000);
            drop(hashing.take_read_ahead());
            assert_eq!(sent, other, "step {step}");
            assert_eq!(changes, expected, "step {step}");
            restarts += usize::from(changes.restarted);
        }
        // The first request and the edited one.
        assert_eq!(restarts, 2);
    }

    #[test]
    fn a_result_s_call_is_the_last_with_its_id_as_a_map_by_id_gives() {
        let messages = vec![
            ChatMessage::assistant_calls(vec![
                ToolCall::function("a", "read", "1"),
                ToolCall::function("b", "read", "2"),
            ]),
            ChatMessage::tool_result("a", "x"),
            ChatMessage::assistant_calls(vec![
                ToolCall::function("a", "bash", "3"),
                ToolCall::function("a", "bash", "4"),
            ]),
            ChatMessage::tool_result("a", "y"),
        ];
        let by_id: HashMap<&str, &ToolCall> =
            messages.iter().flat_map(ChatMessage::calls).map(|call| (call.id.as_str(), call)).collect();
        // Sought from the newest back (all messages seen but one) or listed (all new): the same.
        let (sought, listed) = (Calls::of(&messages, 3), Calls::of(&messages, 0));
        assert!(sought.by_id.is_none());
        let many: Vec<ChatMessage> = messages.iter().cycle().take(SEEK_CALLS + 4).cloned().collect();
        let (many_sought, many_listed) = (Calls::of(&many, many.len() - 1), Calls::of(&many, 0));
        assert!(many_listed.by_id.is_some());
        for id in ["a", "b", "c"] {
            assert_eq!(sought.get(id), by_id.get(id).copied(), "{id}");
            assert_eq!(listed.get(id), by_id.get(id).copied(), "{id}");
            assert_eq!(
                many_sought.get(id).map(|call| &call.function),
                many_listed.get(id).map(|call| &call.function)
            );
        }
        assert_eq!(sought.get("a").map(|call| &*call.function.arguments), Some("4"));
        assert_eq!(sought.get("b").map(|call| &*call.function.arguments), Some("2"));
    }

    /// The text a message's content holds, where it is in memory (`None` for other content).
    fn address(message: &ChatMessage) -> Option<*const u8> {
        match &message.content {
            Content::Text(text) => Some(text.as_ptr()),
            _ => None,
        }
    }

    #[test]
    fn a_session_taking_back_what_it_sent_sends_what_one_copying_every_message_sends() {
        for policy in [Policy::default(), Policy::design()] {
            // `keeping` is handed back what it sent, as the rewriter hands it back, and sometimes
            // while a names thread still holds it; `copying` never is, so it copies every message.
            // The client moves its `cache_control` to its newest message on every request (the
            // session's fingerprints leave it out, so only the copy tells it), and edits an
            // earlier result in place halfway.
            let (mut keeping, mut copying) = (session(policy.clone()), session(policy.clone()));
            let mut history = vec![ChatMessage::system("agent"), ChatMessage::user("read the crate")];
            let (mut taken, mut held, mut compactions) = (0, None, 0);
            let mut kept: Vec<Option<*const u8>> = Vec::new();
            for step in 0..40 {
                history.extend(read(&format!("r{step}"), 120));
                for message in &mut history {
                    message.extra = ctx_pipeline::Object::new();
                }
                if let Some(newest) = history.last_mut() {
                    newest.extra.insert("cache_control", &serde_json::json!({"type": "ephemeral"}));
                }
                if step == 20 {
                    history[3].content = "edited in place".into();
                }
                let (sent, changes) = keeping.rewrite(history.clone(), 16_000);
                drop(keeping.take_read_ahead());
                let (other, expected) = copying.rewrite(history.clone(), 16_000);
                drop(copying.take_read_ahead());
                assert_eq!(sent, other, "{policy:?}, step {step}");
                assert_eq!(changes, expected, "{policy:?}, step {step}");
                compactions += usize::from(changes.dropped > 0);
                // A message at the same place in the same memory as the one kept was taken back.
                taken +=
                    sent.iter().zip(&kept).filter(|(a, b)| address(a).is_some() && address(a) == **b).count();
                let sent = Arc::new(sent);
                keeping.keep_sent(Arc::clone(&sent), 0);
                // Every third request the names thread is not done with it by the next one.
                held = (step % 3 == 0).then(|| Arc::clone(&sent));
                kept = if held.is_some() { Vec::new() } else { sent.iter().map(address).collect() };
            }
            assert!(
                compactions > 0 && taken > 0,
                "{policy:?}: {compactions} compactions, {taken} taken back"
            );
            drop(held);
        }
    }

    #[test]
    fn a_compaction_read_ahead_off_the_path_sends_what_one_read_on_it_sends() {
        for policy in [Policy::default(), Policy::design()] {
            // `ahead` reads every request's new messages before the next request comes; `late`
            // never does, so each compaction reads them itself.
            let (mut ahead, mut late) = (session(policy.clone()), session(policy.clone()));
            let mut history = vec![ChatMessage::system("agent"), ChatMessage::user("read the crate")];
            let (mut compactions, mut read_ahead) = (0, 0);
            for step in 0..40 {
                history.extend(read(&format!("r{step}"), 120));
                let (sent, changes) = ahead.rewrite(history.clone(), 16_000);
                // With the history it sent: the next compaction's names prepared for it too.
                read_ahead +=
                    ahead.take_read_ahead().map_or(0, |read| read.after(Arc::new(sent.clone()), 0).run());
                let (other, _) = late.rewrite(history.clone(), 16_000);
                drop(late.take_read_ahead());
                assert_eq!(sent, other, "{policy:?}, step {step}");
                compactions += usize::from(
                    changes.dropped > 0 && sent.iter().any(|m| m.content.text().contains("summary")),
                );
            }
            assert!(
                compactions > 0 && read_ahead > 0,
                "{policy:?}: {compactions} compactions, {read_ahead} messages read ahead"
            );
        }
    }

    /// A session archiving in a memory store written behind, and the store.
    fn archiving(policy: Policy) -> (Session, Arc<ctx_pipeline::MemoryArchive>) {
        let store = Arc::new(ctx_pipeline::MemoryArchive::new());
        let behind = Arc::new(Behind::new(
            Arc::clone(&store) as Arc<dyn Archive>,
            crate::pool::Pool::new("test-archive", 0),
            |reason| panic!("an original not kept: {reason}"),
        ));
        let rules = Rules {
            policy,
            tools: Tools::default(),
            archive: Some(Arc::clone(&behind) as Arc<dyn Archive>),
            behind: Some(behind),
            squash_cache_bytes: SQUASH_CACHE_BYTES,
            helpers: Helpers::default(),
            savings: true,
        };
        (Session::new("s".into(), Arc::new(rules)), store)
    }

    #[test]
    fn a_compaction_whose_archived_copy_was_prepared_sends_and_archives_what_one_written_on_its_path_does() {
        for policy in [Policy::default(), Policy::design()] {
            // `ahead` prepares the dropped messages' copy for every history it sends (a turn's
            // placeholders edit old messages after it, at a compaction too); `late` never does.
            let ((mut ahead, kept_ahead), (mut late, kept_late)) =
                (archiving(policy.clone()), archiving(policy.clone()));
            let mut history = vec![ChatMessage::system("agent"), ChatMessage::user("read the crate")];
            let mut compactions = 0;
            for step in 0..40 {
                history.extend(read(&format!("r{step}"), 120));
                let id = format!("t{step}");
                history.push(call(&id, &format!("cargo test -p crate_{step}")));
                history
                    .push(ChatMessage::tool_result(id.as_str(), format!("FAILED test_{step}\n").repeat(3)));
                if step == 25 {
                    // An old message edited in place: it and every one after it hashed again.
                    history[4].content = format!("{} (edited)", history[4].content.text()).into();
                }
                let (sent, changes) = ahead.rewrite(history.clone(), 16_000);
                // Kept as the rewriter keeps it: the next turn takes its messages back, proven,
                // and is keyed and copied by what was prepared for it under its tag.
                let sent = Arc::new(sent);
                let tag = ahead.keep_sent(Arc::clone(&sent), 0);
                if let Some(read) = ahead.take_read_ahead() {
                    read.after(Arc::clone(&sent), tag).run();
                }
                let sent = sent.to_vec();
                let (other, _) = late.rewrite(history.clone(), 16_000);
                drop(late.take_read_ahead());
                assert_eq!(sent, other, "{policy:?}, step {step}");
                let Some(handle) = sent.iter().filter(|_| changes.dropped > 0).find_map(|m| {
                    m.content
                        .text()
                        .rsplit_once("summary replaces — recall ")
                        .map(|(_, rest)| rest.trim_end_matches(']').to_owned())
                }) else {
                    continue;
                };
                compactions += 1;
                for (behind, store) in [(&ahead, &kept_ahead), (&late, &kept_late)] {
                    behind.rules.behind.as_ref().expect("behind").flush();
                    let original = store.get(&store.resolve(&handle).expect("kept")).expect("stored");
                    assert_eq!(ctx_pipeline::Handle::of(&original).to_string(), handle);
                    assert!(original.starts_with(b"[\n  {"), "{policy:?}, step {step}");
                }
            }
            assert!(compactions > 0, "{policy:?}: no compaction");
            assert!(ahead.pipeline.archived_copy().expect("archiving").memory() > 0);
            assert_eq!(late.pipeline.archived_copy().expect("archiving").memory(), 0);
        }
    }

    #[test]
    fn a_request_that_comes_while_its_compaction_is_prepared_gets_what_one_prepared_or_not_gets() {
        for policy in [Policy::default(), Policy::design()] {
            // `racing` prepares on a thread of its own and is sent the next request at once, so
            // the request comes before, while or after the preparation runs; `ahead` is done
            // preparing before it; `late` never prepares. Each turn reads a file and runs a
            // command that fails, so the summaries hold files, commands, errors and names.
            let (mut racing, mut ahead, mut late) =
                (session(policy.clone()), session(policy.clone()), session(policy.clone()));
            let mut history = vec![ChatMessage::system("agent"), ChatMessage::user("read the crate")];
            let (mut compactions, mut prepared) = (0, 0);
            for step in 0..40 {
                history.extend(read(&format!("r{step}"), 120));
                let id = format!("t{step}");
                history.push(call(&id, &format!("cargo test -p crate_{step}")));
                history.push(ChatMessage::tool_result(
                    id.as_str(),
                    format!(
                        "error[E0425]: cannot find value `value_{step}` in module_{step}\n\
                         FAILED tests/test_{step}.py::test_case_{step} - AssertionError {step}0000"
                    ),
                ));
                let (sent, changes) = racing.rewrite(history.clone(), 16_000);
                // Kept as the rewriter keeps it: the next request takes it back only once the
                // thread is done with it, and is keyed by what it prepared only then.
                let kept = Arc::new(sent.clone());
                let tag = racing.keep_sent(Arc::clone(&kept), 0);
                if let Some(read) = racing.take_read_ahead() {
                    read.after(kept, tag).spawn();
                }
                let (other, _) = ahead.rewrite(history.clone(), 16_000);
                if let Some(read) = ahead.take_read_ahead() {
                    read.after(Arc::new(other.clone()), 0).run();
                    prepared += 1;
                }
                let (afresh, _) = late.rewrite(history.clone(), 16_000);
                drop(late.take_read_ahead());
                assert_eq!(sent, other, "{policy:?}, step {step}");
                assert_eq!(sent, afresh, "{policy:?}, step {step}");
                compactions += usize::from(
                    changes.dropped > 0
                        && sent.iter().any(|m| m.content.text().contains("## Names in earlier tool output")),
                );
            }
            assert!(
                compactions > 0 && prepared > 0,
                "{policy:?}: {compactions} compactions, {prepared} prepared"
            );
        }
    }

    #[test]
    fn a_client_that_leaves_the_prefix_read_ahead_gets_what_a_new_session_sends() {
        let mut session = session(Policy::default());
        let mut history = vec![ChatMessage::system("agent"), ChatMessage::user("read the crate")];
        for step in 0..30 {
            history.extend(read(&format!("r{step}"), 120));
            session.rewrite(history.clone(), 16_000);
            if let Some(ahead) = session.take_read_ahead() {
                ahead.run();
            }
        }
        // The client compacted on its own: its history no longer extends the one read ahead.
        let mut diverged = vec![ChatMessage::system("agent"), ChatMessage::user("read the crate, again")];
        for step in 0..30 {
            diverged.extend(read(&format!("r{step}"), 120));
        }
        let (sent, changes) = session.rewrite(diverged.clone(), 16_000);
        assert!(changes.restarted);
        let (fresh, _) = Session::new("s".into(), Rules::new(Policy::default())).rewrite(diverged, 16_000);
        assert_eq!(sent, fresh);
    }

    #[test]
    fn fill_hands_back_every_message_of_the_last_history_it_does_not_take() {
        let messages: Vec<ChatMessage> = (0..4).map(|n| ChatMessage::user(format!("client {n}"))).collect();
        let summary = ChatMessage::user("summary");
        let squash = Content::from("squashed 1");
        let slots = vec![
            Slot::Client { index: 0, content: None },
            Slot::Client { index: 1, content: Some(squash.clone()) },
            Slot::Inserted(summary.clone()),
            Slot::Client { index: 2, content: None },
            // A slot standing for no message of the client's: nothing filled, its carried one handed back.
            Slot::Client { index: 9, content: None },
            Slot::Client { index: 3, content: None },
        ];
        let mut moved = messages[3].clone();
        moved.extra.insert("cache_control", &serde_json::json!({"type": "ephemeral"}));
        // The last history: the copies of slots 0 to 2, another message at slot 3, one at the
        // slot standing for nothing, a moved `cache_control` at slot 5, and two past the slots.
        let last = vec![
            messages[0].clone(),
            ChatMessage { content: squash.clone(), ..messages[1].clone() },
            summary.clone(),
            ChatMessage::user("other"),
            ChatMessage::user("nowhere"),
            moved,
            ChatMessage::assistant("past 1"),
            ChatMessage::assistant("past 2"),
        ];
        let addresses: Vec<Option<*const u8>> = last.iter().map(address).collect();
        let (copied, none, nothing) = fill(&slots, &messages, Vec::new().into_iter());
        assert!(none.is_empty());
        assert_eq!(nothing, 0, "nothing taken, nothing proven");
        let first = last[..3].to_vec();
        let (history, untaken, proven) = fill(&slots, &messages, last.into_iter());
        assert_eq!(history, copied);
        // The first three taken at their places are proven the last history's; not the fourth
        // (another message), nor any after it.
        assert_eq!(proven, 3);
        assert_eq!(history[..proven], first[..]);
        // Taken again after one that is not: proven only before the break.
        let plain: Vec<Slot> = (0..4).map(|index| Slot::Client { index, content: None }).collect();
        let mut broken = messages.clone();
        broken[1] = ChatMessage::user("other");
        let (again, untaken_again, proven_again) = fill(&plain, &messages, broken.into_iter());
        assert_eq!((again, untaken_again.len(), proven_again), (messages.clone(), 1, 1));
        // Each message of the last history handed back, in order, or taken (the same allocation,
        // at its place): never both, never dropped here (while all are held, no copy can sit in
        // the memory of one of them).
        assert_eq!(untaken.iter().map(address).collect::<Vec<_>>(), addresses[3..]);
        let taken: Vec<Option<*const u8>> =
            history.iter().map(address).filter(|at| addresses.contains(at)).collect();
        assert_eq!(taken, addresses[..3]);
    }

    #[test]
    fn reslot_refuses_a_shape_shaping_does_not_make() {
        let before = [ChatMessage::user("a"), ChatMessage::assistant("b"), ChatMessage::user("c")];
        let slots: Vec<Slot> = (0..3).map(|index| Slot::Client { index, content: None }).collect();
        let summary = ChatMessage::user("summary");
        let good = vec![before[0].clone(), summary.clone(), before[2].clone()];
        assert_eq!(
            reslot(&slots, &before, &good, Some(1)),
            Some(vec![slots[0].clone(), Slot::Inserted(summary.clone()), slots[2].clone()])
        );
        let moved = vec![before[0].clone(), summary.clone(), before[1].clone()];
        assert_eq!(reslot(&slots, &before, &moved, Some(1)), None);
        assert_eq!(reslot(&slots, &before, &good, None), None);
        // A slot standing for no message of the client's: no shape at all.
        let beyond = vec![slots[0].clone(), slots[1].clone(), Slot::Client { index: 3, content: None }];
        assert_eq!(reslot(&beyond, &before, &good, Some(1)), None);
        // An earlier summary the session inserted is known by its place like a client's message.
        let earlier = ChatMessage::user("earlier summary");
        let inserted = vec![slots[0].clone(), Slot::Inserted(earlier.clone()), slots[2].clone()];
        let next = vec![before[0].clone(), summary.clone(), before[2].clone()];
        assert_eq!(
            reslot(&inserted, &before, &next, Some(1)),
            Some(vec![slots[0].clone(), Slot::Inserted(summary.clone()), slots[2].clone()])
        );
        let kept = vec![before[0].clone(), summary.clone(), earlier.clone(), before[2].clone()];
        assert_eq!(
            reslot(&inserted, &before, &kept, Some(1)),
            Some(vec![
                slots[0].clone(),
                Slot::Inserted(summary.clone()),
                inserted[1].clone(),
                slots[2].clone()
            ])
        );
        let other = vec![before[0].clone(), summary.clone(), ChatMessage::assistant("x"), before[2].clone()];
        assert_eq!(reslot(&inserted, &before, &other, Some(1)), None);
    }
}
