//! `Pipeline`: the per-turn flow (collapse → cached count → `should_shape` → shape) and manual compaction.

use std::sync::{Arc, OnceLock};

use ctx_archive::{Archive, Handle};
use ctx_calls::Tools;
use ctx_dedup::supersede::{self, Superseder, Supersession};
use ctx_dedup::{Collapser, Replaced};
use ctx_message::{ChatMessage, Content, ToolCall};
use ctx_shaping::{ExtractiveSummarizer, Options, Summarizer, SummaryOutcome};
use ctx_tokens::CountCache;

use crate::{ArchivedCopy, CompactEarly, Policy, PreparedKeys, Proven, Rewrite};

/// The size from which [`Pipeline::capture_squashed`] archives an output while it squashes it,
/// rather than after: 64 KiB, where archiving starts to cost as much as a thread.
pub const ARCHIVE_ALONGSIDE_BYTES: usize = 64 * 1024;

/// What one turn (or a manual compaction) changed.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct TurnReport {
    /// Tool results dedup replaced by its placeholder, with their original content; indices are
    /// positions in the history as it was before shaping.
    pub replaced: Vec<Replaced>,
    /// True when shaping dropped messages and inserted a summary message.
    pub shaped: bool,
    /// What became of the summary (`NotShaped` when shaping did not run).
    pub summary: SummaryOutcome,
    /// Tokens of the history as it was handed in.
    pub tokens_before: usize,
    /// Tokens after dedup, before shaping.
    pub tokens_deduped: usize,
    /// Tokens of the history as it was left.
    pub tokens_after: usize,
    /// Messages shaping dropped, oldest first, for the caller to archive.
    pub dropped: Vec<ChatMessage>,
    /// Where the summary message now is in the history, when shaping inserted one.
    pub summary_index: Option<usize>,
    /// Tool results squashed (or cleared) at the end of the turn only so that the prompt fits
    /// the window, each with its original; indices are positions in the history as it was left.
    pub fitted: Vec<Replaced>,
    /// By how many tokens the prompt is still over the window: `Some` only when even the
    /// messages that are never dropped (system messages, the task, the newest message) do not
    /// fit it once every tool result is cut down.
    pub over_window: Option<usize>,
}

impl TurnReport {
    /// True when the history was changed in any way, so the caller should persist or announce it.
    pub fn changed(&self) -> bool {
        self.shaped || !self.replaced.is_empty() || !self.fitted.is_empty()
    }
}

/// The per-turn context manager of one conversation.
///
/// It holds what makes a turn cost in proportion to what changed: the per-message token counts
/// ([`CountCache`]), the dedup digests ([`Collapser`]) and whether the history was shaped before
/// (the 95% hysteresis). Automatic and manual compaction take the same path and the same
/// summarizer; manual compaction only forces shaping.
///
/// ```
/// use ctx_message::{ChatMessage, ToolCall};
/// use ctx_pipeline::Pipeline;
///
/// let read = |id: &str| ChatMessage::assistant_calls(vec![ToolCall::function(id, "read", r#"{"path":"a.rs"}"#)]);
/// let file = "fn a() -> u32 {\n    1\n}\n".repeat(20);
/// let mut history = vec![
///     ChatMessage::user("fix a.rs"),
///     read("1"),
///     ChatMessage::tool_result("1", file.clone()),
///     read("2"),
///     ChatMessage::tool_result("2", file.replace('1', "2")),
/// ];
/// let mut pipeline = Pipeline::new(128_000);
/// let report = pipeline.turn(&mut history, None);
/// assert_eq!(report.replaced.len(), 1); // the older read became a placeholder
/// assert!(!report.shaped); // far below 85% of the window
/// assert!(report.tokens_after < report.tokens_before);
/// ```
#[derive(Debug)]
pub struct Pipeline {
    window: usize,
    policy: Policy,
    collapser: Collapser,
    superseder: Superseder,
    cache: CountCache,
    /// The count keys of the last history the host prepared them for ([`Pipeline::turn_proven`]).
    keys: PreparedKeys,
    shaped_before: bool,
    /// How many messages of the history the model has seen (the length after the last turn):
    /// later ones are fresh, and editing them costs no cache write.
    seen: usize,
    /// Turns run so far.
    turns: usize,
    /// Where the originals of what the pipeline replaces go, if the host gave it an archive.
    archive: Option<Attached>,
    /// Who summarizes what shaping drops when a turn is given no summarizer: the extractive
    /// summary by default; `None` leaves the bare placeholder.
    summarizer: Option<ExtractiveSummarizer>,
}

/// `text` cut down to about `room` tokens: squashed to a byte budget (a head and tail with an
/// exact `[N lines omitted]` marker, naming the original's handle when there is `note`), or a
/// placeholder when `room` is too small to keep anything worth reading.
fn fit_text(text: &str, room: usize, note: Option<&str>) -> String {
    /// The fewest tokens worth keeping of a result cut down; below it, a placeholder.
    const MIN_KEPT: usize = 160;
    let placeholder = || match note {
        Some(note) => format!("[output cleared to fit the context window — {note}]"),
        None => "[output cleared to fit the context window]".to_owned(),
    };
    if room < MIN_KEPT {
        return placeholder();
    }
    // About three bytes a token, then tighter until it fits.
    let mut budget = room.saturating_mul(3);
    for _ in 0..8 {
        let squash = ctx_squash_text::squash_generic_marked(text, budget);
        let squashed = match note {
            Some(note) => {
                crate::recall::annotate(text, &squash.text, &squash.markers, note, crate::recall::Shape::Text)
            }
            None => squash.text,
        };
        let tokens = ctx_tokens::count_tokens(&squashed);
        if tokens <= room {
            return squashed;
        }
        budget = budget.saturating_mul(room) / tokens.max(1) * 9 / 10;
    }
    placeholder()
}

/// An archive attached to a pipeline: the store, the conversation that pins what it puts, and
/// the first failure (said once).
struct Attached {
    store: Arc<dyn Archive>,
    conversation: String,
    failure: OnceLock<String>,
    /// The dropped messages' original, prepared ahead by the host (else written at compaction).
    copy: ArchivedCopy,
}

impl std::fmt::Debug for Attached {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Attached")
            .field("store", &"dyn Archive")
            .field("conversation", &self.conversation)
            .field("failure", &self.failure)
            .field("copy", &self.copy)
            .finish()
    }
}

impl Pipeline {
    /// A pipeline for a model with a context window of `window` tokens, knowing the tools of
    /// well-known agents ([`Tools::default`]).
    pub fn new(window: usize) -> Self {
        Pipeline::with_tools(window, Tools::default())
    }

    /// A pipeline that knows an agent's own tools.
    pub fn with_tools(window: usize, tools: Tools) -> Self {
        Pipeline::with_policy(window, tools, Policy::default())
    }

    /// A pipeline with an agent's own tools and a [`Policy`].
    pub fn with_policy(window: usize, tools: Tools, policy: Policy) -> Self {
        let superseder = Superseder::new(tools.clone(), policy.rules.clone());
        // The summary of a compaction reads for names the texts the names pass read already.
        let summarizer = ExtractiveSummarizer::with_tools(tools.clone()).with_names(superseder.name_memo());
        Pipeline {
            window,
            superseder,
            policy,
            summarizer: Some(summarizer),
            collapser: Collapser::new(tools),
            cache: CountCache::new(),
            keys: PreparedKeys::default(),
            shaped_before: false,
            seen: 0,
            turns: 0,
            archive: None,
        }
    }

    /// The same pipeline, archiving every original it replaces in `archive` before it replaces
    /// it, pinned for `conversation` (so eviction spares what the conversation still refers to;
    /// [`Archive::release`] the conversation when it ends; an empty name pins nothing, for one-off
    /// uses such as the command line's). Markers and placeholders then name the
    /// original's handle, and a marker of dropped lines names them too (`[412 lines omitted —
    /// recall a1b2c3d4 lines 120-531]`, the original's lines from 1), and [`Pipeline::recall`]
    /// answers the agent's [`recall_tool`](crate::recall_tool) calls.
    ///
    /// ```
    /// use std::sync::Arc;
    /// use ctx_pipeline::{MemoryArchive, Pipeline, ToolCall};
    ///
    /// let pipeline = Pipeline::new(128_000).with_archive(Arc::new(MemoryArchive::new()), "session-1");
    /// let log: String = (1..=2_000).map(|n| format!("test case_{n} ... ok\n")).collect();
    /// let call = ToolCall::function("1", "bash", r#"{"command":"cargo test"}"#);
    /// let captured = pipeline.capture(&call, &log);
    /// let marker = captured.lines().find(|line| line.contains("omitted — recall ")).expect("a marker");
    /// // `[1990 lines omitted — recall a1b2c3d4 lines 6-1995]`
    /// let (handle, lines) = marker.split_once("recall ").expect("a handle").1.split_once(" lines ").expect("lines");
    /// let lines = lines.trim_end_matches(']');
    /// let page = pipeline.recall(&format!(r#"{{"handle": "{handle}", "lines": "{lines}"}}"#));
    /// let first = lines.split_once('-').expect("a range").0;
    /// assert!(page.starts_with(&format!("{handle} lines {first}-")), "{page}");
    /// assert!(page.contains(&format!(":\ntest case_{first} ... ok\n")), "the first line dropped: {page}");
    /// let page = pipeline.recall(&format!(r#"{{"handle": "{handle}", "lines": "1000-1001"}}"#));
    /// assert!(page.contains("test case_1000 ... ok\ntest case_1001 ... ok\n"), "{page}");
    /// ```
    #[must_use]
    pub fn with_archive(mut self, archive: Arc<dyn Archive>, conversation: impl Into<String>) -> Self {
        self.archive = Some(Attached {
            store: archive,
            conversation: conversation.into(),
            failure: OnceLock::new(),
            copy: ArchivedCopy::new(),
        });
        self
    }

    /// The archived copy of the messages a compaction drops, when the pipeline archives: for
    /// its host to [`prepare`](ArchivedCopy::prepare) ahead, off the path, with each history
    /// it sends; a compaction then names the dropped messages' original without writing and
    /// hashing the messages prepared (the same bytes and handle either way).
    pub fn archived_copy(&self) -> Option<&ArchivedCopy> {
        self.archive.as_ref().map(|attached| &attached.copy)
    }

    /// The count keys a host prepares ahead, off the path, for each history it sends
    /// ([`PreparedKeys::prepare`], tagged): a turn whose first messages the host proves that
    /// history's ([`Pipeline::turn_proven`]) keys them without hashing them again.
    pub fn prepared_keys(&self) -> &PreparedKeys {
        &self.keys
    }

    /// The archive the pipeline keeps originals in, if it has one.
    pub fn archive(&self) -> Option<&dyn Archive> {
        self.archive.as_ref().map(|attached| &*attached.store)
    }

    /// Why the archive failed to keep an original, the first time it did (capture went on:
    /// the marker says `original not kept`).
    pub fn archive_failure(&self) -> Option<&str> {
        self.archive.as_ref()?.failure.get().map(String::as_str)
    }

    /// Answers a call of the [`recall_tool`](crate::recall_tool) (its JSON arguments) with text
    /// for the model: a page of an original, its lines matching a pattern, or the originals where
    /// a phrase occurs. Never fails: a bad request gets a sentence saying what to ask instead.
    pub fn recall(&self, arguments: &str) -> String {
        match self.archive() {
            Some(archive) => crate::recall::answer(archive, arguments),
            None => {
                "recall: this conversation keeps no archive, so nothing removed can be recalled.".to_owned()
            }
        }
    }

    /// Keeps `original` in the archive, pinned for the conversation: its handle, or `None` (and the
    /// failure noted once) when the archive could not keep it.
    fn keep(&self, original: &[u8], label: Option<&str>) -> Option<Handle> {
        self.keep_with(|store| store.put(original, label))
    }

    /// [`Pipeline::keep`] of what `put` puts in the store.
    fn keep_with(&self, put: impl FnOnce(&dyn Archive) -> ctx_archive::Result<Handle>) -> Option<Handle> {
        let attached = self.archive.as_ref()?;
        let kept = put(&*attached.store).and_then(|handle| {
            if attached.conversation.is_empty() {
                return Ok(handle);
            }
            attached.store.pin(&handle, &attached.conversation).map(|()| handle)
        });
        match kept {
            Ok(handle) => Some(handle),
            Err(error) => {
                let _ = attached.failure.set(error.to_string());
                None
            }
        }
    }

    /// The note a placeholder or marker carries for an original (kept or not); `None` without an
    /// archive.
    fn note_for(&self, original: &[u8], label: Option<&str>) -> Option<String> {
        self.archive.as_ref()?;
        Some(crate::recall::note(self.keep(original, label).as_ref()))
    }

    /// The policy the pipeline applies.
    pub fn policy(&self) -> &Policy {
        &self.policy
    }

    /// The agent's tools, as the pipeline knows them.
    pub fn tools(&self) -> &Tools {
        self.collapser.tools()
    }

    /// The pipeline's own summarizer, the extractive summary (`None` after
    /// [`Pipeline::without_summarizer`]): a host that hands each turn's new messages to its
    /// [`ExtractiveSummarizer::read_ahead`] makes a later compaction read only its memo.
    pub fn summarizer(&self) -> Option<&ExtractiveSummarizer> {
        self.summarizer.as_ref()
    }

    /// The tool result to put in the history for `call`'s `output`: squashed as at capture time
    /// ([`squash_call_with`](crate::squash_call_with) with this pipeline's tools).
    pub fn capture(&self, call: &ToolCall, output: &str) -> String {
        self.capture_squashed(call, output).text.into_owned()
    }

    /// [`Pipeline::capture`], saying which strategy it took.
    ///
    /// With an archive, an output of [`ARCHIVE_ALONGSIDE_BYTES`] or more is archived on a second
    /// thread while it is squashed (archiving 1 MB takes about as long as squashing it), so such
    /// an output is kept even in the rare case its squash changes nothing.
    pub fn capture_squashed<'a>(&self, call: &ToolCall, output: &'a str) -> crate::Squashed<'a> {
        self.capture_by(call, output, || crate::squash_call_with(self.tools(), call, output))
    }

    /// [`Pipeline::capture_squashed`] knowing the history the result joins
    /// ([`squash_call_after`](crate::squash_call_after)): its runs of lines an earlier result of
    /// `history` shows are left out behind a note naming that result's call. For a host that
    /// never edits its history, where the earlier result stays.
    pub fn capture_squashed_after<'a>(
        &self,
        history: &[ChatMessage],
        call: &ToolCall,
        output: &'a str,
    ) -> crate::Squashed<'a> {
        self.capture_by(call, output, || crate::squash_call_after(self.tools(), history, call, output))
    }

    /// The capture of `output` as `squash` squashes it, archived and its markers annotated.
    fn capture_by<'a>(
        &self,
        call: &ToolCall,
        output: &'a str,
        squash: impl FnOnce() -> crate::Squashed<'a>,
    ) -> crate::Squashed<'a> {
        let label = Some(call.function.name.as_str());
        let (squashed, kept) = if self.archive.is_some() && output.len() >= ARCHIVE_ALONGSIDE_BYTES {
            std::thread::scope(|scope| {
                // The put's thread also indexes the original's lines, which annotating the
                // markers reads, while the output is squashed.
                let keeping =
                    std::thread::Builder::new().name("ctx-archive-put".into()).spawn_scoped(scope, || {
                        (self.keep(output.as_bytes(), label), crate::recall::Indexed::new(output))
                    });
                let squashed = squash();
                // A thread that could not start or did not finish leaves the put to this one.
                (squashed, keeping.ok().and_then(|keeping| keeping.join().ok()))
            })
        } else {
            (squash(), None)
        };
        let (kept, indexed) = kept.map_or((None, None), |(kept, indexed)| (Some(kept), Some(indexed)));
        if squashed.text == output || self.archive.is_none() {
            return crate::Squashed { kept: kept.flatten(), ..squashed };
        }
        let kept = kept.unwrap_or_else(|| self.keep(output.as_bytes(), label));
        let note = crate::recall::note(kept.as_ref());
        let shape = match squashed.strategy {
            crate::Strategy::Json => crate::recall::Shape::Json,
            crate::Strategy::Ndjson => crate::recall::Shape::Ndjson,
            _ => crate::recall::Shape::Text,
        };
        let text =
            crate::recall::annotate_with(output, &squashed.text, &squashed.markers, &note, shape, indexed);
        // A squash never costs more tokens than what it squashed, its markers' handles included:
        // else the cleaned output it started from stands in (or the output, when cleaning saved
        // nothing worth its note).
        if let Some(whole) = crate::recall::whole_instead(output, &text, &note, shape) {
            return crate::Squashed { text: whole, strategy: squashed.strategy, markers: Vec::new(), kept };
        }
        // The annotated markers say which lines they stand for; their offsets moved.
        crate::Squashed { text: text.into(), strategy: squashed.strategy, markers: Vec::new(), kept }
    }

    /// The context window in tokens.
    pub fn window(&self) -> usize {
        self.window
    }

    /// Changes the window (the user switched models).
    pub fn set_window(&mut self, window: usize) {
        self.window = window;
    }

    /// True once this conversation has been shaped: the next trigger is 95%, not 85%.
    pub fn shaped_before(&self) -> bool {
        self.shaped_before
    }

    /// Tells the pipeline whether the history was shaped before (a resumed session).
    pub fn set_shaped_before(&mut self, shaped_before: bool) {
        self.shaped_before = shaped_before;
    }

    /// The token count of `history` (cached per message).
    pub fn count(&mut self, history: &[ChatMessage]) -> usize {
        self.cache.total(history)
    }

    /// The token count of one message, from the cache the turns count with: a message a turn
    /// counted is not counted again, and one counted here is not counted again by the next
    /// turn. Unlike [`Pipeline::count`], it forgets no other message's count.
    pub fn count_message(&mut self, message: &ChatMessage) -> usize {
        self.cache.count(message)
    }

    /// Remembers that `message` counts `tokens`, a count the host took already
    /// ([`count_message_tokens`](crate::count_message_tokens) of it, say on another thread while
    /// the message was captured): the turns and [`Pipeline::count_message`] then find it.
    pub fn insert_count(&mut self, message: &ChatMessage, tokens: usize) {
        self.cache.insert(message, tokens);
    }

    /// The same pipeline with no summarizer of its own: a turn given none leaves the bare
    /// placeholder `[prior conversation compacted]` where shaping dropped messages.
    #[must_use]
    pub fn without_summarizer(mut self) -> Self {
        self.summarizer = None;
        self
    }

    /// One turn: collapse superseded read-only results, count, and shape when the history
    /// crosses the trigger (85% of the window, 95% once shaped). Shaping's summary is written by
    /// `summarizer`, or when it is `None` by the pipeline's own (the extractive summary, unless
    /// [`Pipeline::without_summarizer`]).
    pub fn turn(
        &mut self,
        history: &mut Vec<ChatMessage>,
        summarizer: Option<&dyn Summarizer>,
    ) -> TurnReport {
        self.run(history, summarizer, false, Proven::NONE)
    }

    /// [`Pipeline::turn`] of a history whose first `proven.len` messages the host proved the very
    /// messages of the history it prepared under `proven.tag` ([`Pipeline::prepared_keys`],
    /// [`ArchivedCopy::prepare_tagged`]): those are keyed, and their archived pieces taken, as
    /// prepared, without hashing them again. The same report and history as `turn` gives.
    pub fn turn_proven(
        &mut self,
        history: &mut Vec<ChatMessage>,
        summarizer: Option<&dyn Summarizer>,
        proven: Proven,
    ) -> TurnReport {
        self.run(history, summarizer, false, proven)
    }

    /// Manual compaction: the same path as [`Pipeline::turn`], with shaping forced.
    pub fn compact(
        &mut self,
        history: &mut Vec<ChatMessage>,
        summarizer: Option<&dyn Summarizer>,
    ) -> TurnReport {
        self.run(history, summarizer, true, Proven::NONE)
    }

    fn run(
        &mut self,
        history: &mut Vec<ChatMessage>,
        summarizer: Option<&dyn Summarizer>,
        force: bool,
        proven: Proven,
    ) -> TurnReport {
        self.turns += 1;
        let mut keys = Vec::with_capacity(history.len());
        let known = self.keys.known(proven);
        let mut counts = self.cache.counts_keyed_from(history, &known, &mut keys);
        let tokens_before = counts.iter().sum();
        let fresh_from = self.seen.min(history.len());
        let mut replaced =
            if self.policy.eager_dedup { self.collapser.collapse_in_place(history) } else { Vec::new() };
        if self.policy.supersedes() {
            // The messages the collapse rewrote are keyed anew: the names pass carries what it
            // read of a message by its key.
            for replacement in &replaced {
                if let (Some(key), Some(message)) =
                    (keys.get_mut(replacement.index), history.get(replacement.index))
                {
                    *key = CountCache::key(message);
                }
            }
            let fresh_from = if self.policy.back_references { fresh_from } else { history.len() };
            let plan = self.superseder.plan_keyed(history, fresh_from, &keys);
            for reference in &plan.back_references {
                replaced.extend(supersede::apply(history, reference.index, &reference.placeholder));
            }
            let tokens: usize = counts.iter().sum();
            if let Some(from) = self.rewrite_from(&plan.supersessions, &counts, tokens, force) {
                for supersession in
                    plan.supersessions.iter().filter(|supersession| supersession.index >= from)
                {
                    replaced.extend(supersede::apply(history, supersession.index, &supersession.placeholder));
                }
            }
            replaced.sort_by_key(|replaced| replaced.index);
        }
        self.archive_replaced(history, &replaced);
        // Proven the prepared history's: the messages before the first this turn changed.
        let mut proven = proven.before(&replaced);
        for replacement in &replaced {
            if let (Some(count), Some(message)) =
                (counts.get_mut(replacement.index), history.get(replacement.index))
            {
                *count = self.cache.count(message);
            }
        }
        if self.policy.shaping && self.policy.hard_window {
            // A result larger than half the window would leave shaping no room for the rest (the
            // task, a summary, the newest messages): it is cut down to half first.
            self.cut_down(history, &mut counts, self.window / 2, &mut replaced);
            proven = proven.before(&replaced);
        }
        let tokens = counts.iter().sum();
        let mut report = TurnReport {
            replaced,
            shaped: false,
            summary: SummaryOutcome::NotShaped,
            tokens_before,
            tokens_deduped: tokens,
            tokens_after: tokens,
            dropped: Vec::new(),
            summary_index: None,
            fitted: Vec::new(),
            over_window: None,
        };
        let (window, force, summary_tokens) = self.shaping_window(tokens, force);
        let shape = force || ctx_shaping::should_shape(tokens, window, self.shaped_before);
        if self.policy.shaping && shape {
            let options = Options::new(window)
                .force(force)
                .shaped_before(self.shaped_before)
                .summary_tokens(summary_tokens);
            // The pipeline's own summarizer is told what the host proved (its names prepared).
            let own = self.summarizer.as_ref().map(|summarizer| summarizer.proving(proven.tag, proven.len));
            let own = own.as_ref().map(|summarizer| summarizer as &dyn Summarizer);
            let proven = proven.droppable(history);
            // The history is handed over and comes back (shaped or as it was): shaping moves
            // each message to where it goes rather than copying the history's text.
            let shaped = ctx_shaping::shape_owned_with_counts(
                std::mem::take(history),
                &counts,
                options,
                summarizer.or(own),
            );
            *history = shaped.messages;
            report.summary = shaped.summary;
            if shaped.shaped {
                if let Some(at) = shaped.summary_index {
                    // Counted by shaping: the cache takes its count rather than counting it again.
                    if let (Some(summary), Some(tokens)) = (history.get(at), shaped.summary_tokens) {
                        self.cache.insert(summary, tokens);
                    }
                    self.archive_dropped(history, at, &shaped.dropped, proven);
                }
                report.summary_index = shaped.summary_index;
                report.shaped = true;
                report.tokens_after = shaped.tokens_after;
                report.dropped = shaped.dropped;
                self.shaped_before = true;
            }
        }
        if self.policy.shaping && self.policy.hard_window {
            self.fit(history, &mut report);
        }
        self.seen = history.len();
        report
    }

    /// The window shaping is given for a history of `tokens`, whether it is forced, and the
    /// summary's tokens: early compaction's, when the policy compacts early and `tokens` reach
    /// its share, else the pipeline's window as it is.
    fn shaping_window(&self, tokens: usize, force: bool) -> (usize, bool, Option<usize>) {
        // Early compaction's shares are of the window, or of its `min_window` when that is larger.
        let basis = |early: CompactEarly| self.window.max(early.min_window);
        match self.policy.compact_early {
            Some(early)
                if !force && tokens.saturating_mul(100) >= basis(early).saturating_mul(early.at_percent) =>
            {
                // Shaping keeps 70% of the window it is given: give it the window that makes
                // that the early compaction's keep share (and the summary's, when it has one).
                let share = early.keep_percent + early.summary_percent;
                let summary = (early.summary_percent > 0)
                    .then(|| basis(early).saturating_mul(early.summary_percent) / 100);
                (basis(early).saturating_mul(share) / ctx_shaping::KEEP_PERCENT, true, summary)
            }
            _ => (self.window, force, None),
        }
    }

    /// The window is a hard limit: while the prompt (with the reply primer) is over the window,
    /// the largest tool result is cut down to what the room left allows — squashed to a byte
    /// budget, or cleared to a placeholder when too little room is left — its original archived
    /// and handed back. What still does not fit is reported in [`TurnReport::over_window`].
    fn fit(&mut self, history: &mut [ChatMessage], report: &mut TurnReport) {
        let mut counts = self.cache.counts(history);
        let limit = self.window.saturating_sub(ctx_tokens::REPLY_PRIMER);
        let mut total: usize = counts.iter().sum();
        let mut cut: Vec<bool> = vec![false; history.len()];
        while total > limit {
            let largest = (0..history.len())
                .filter(|&index| history[index].role == ctx_message::Role::Tool && !cut[index])
                .max_by_key(|&index| (counts[index], std::cmp::Reverse(index)));
            let Some(index) = largest else { break };
            cut[index] = true;
            let excess = total - limit;
            let room = counts[index].saturating_sub(excess + ctx_tokens::MESSAGE_OVERHEAD + 8);
            let original = history[index].content.clone();
            let text = original.text().into_owned();
            // A result no longer than its placeholder stays whole, and is not archived as one cut.
            if self.too_short_to_cut(&mut history[index], &text, counts[index]) {
                continue;
            }
            let note = self.note_for(text.as_bytes(), Some("tool result cut to fit the window"));
            let replacement = fit_text(&text, room, note.as_deref());
            history[index].content = Content::Text(replacement);
            let count = self.cache.count(&history[index]);
            if count >= counts[index] {
                // A result too short to cut (its placeholder is no shorter): it stays whole.
                history[index].content = original;
                continue;
            }
            total = total - counts[index] + count;
            counts[index] = count;
            report.fitted.push(Replaced::new(index, original));
        }
        report.fitted.sort_by_key(|replaced| replaced.index);
        report.tokens_after = total;
        report.over_window = (total > limit).then(|| total - limit);
    }

    /// Whether `message`, a tool result of `count` tokens whose text is `text`, is no longer than
    /// the placeholder that would clear it (counted with the note its handle would make): such a
    /// result stays whole, and is not archived as one cut. `message` is left as it was.
    fn too_short_to_cut(&mut self, message: &mut ChatMessage, text: &str, count: usize) -> bool {
        let handle_note =
            self.archive.as_ref().map(|_| crate::recall::note(Some(&Handle::of(text.as_bytes()))));
        let placeholder = Content::Text(fit_text(text, 0, handle_note.as_deref()));
        let original = std::mem::replace(&mut message.content, placeholder);
        let placeholder_count = self.cache.count(message);
        message.content = original;
        placeholder_count >= count
    }

    /// Cuts every tool result of more than `most` tokens down to `most`, archiving its original
    /// into `replaced`.
    fn cut_down(
        &mut self,
        history: &mut [ChatMessage],
        counts: &mut [usize],
        most: usize,
        replaced: &mut Vec<Replaced>,
    ) {
        for index in 0..history.len() {
            if history[index].role != ctx_message::Role::Tool || counts[index] <= most {
                continue;
            }
            let original = history[index].content.clone();
            let text = original.text().into_owned();
            // A result no longer than its placeholder stays whole, unarchived (as in `fit`).
            if self.too_short_to_cut(&mut history[index], &text, counts[index]) {
                continue;
            }
            let note = self.note_for(text.as_bytes(), Some("tool result cut to fit the window"));
            let room = most.saturating_sub(ctx_tokens::MESSAGE_OVERHEAD + 8);
            history[index].content = Content::Text(fit_text(&text, room, note.as_deref()));
            counts[index] = self.cache.count(&history[index]);
            replaced.push(Replaced::new(index, original));
        }
        replaced.sort_by_key(|replaced| replaced.index);
    }

    /// Archives the originals of the results replaced this turn, and names each one's handle in
    /// the placeholder that replaced it.
    fn archive_replaced(&self, history: &mut [ChatMessage], replaced: &[Replaced]) {
        for replacement in replaced {
            let Some(note) = self.note_for(replacement.original.text().as_bytes(), Some("tool result"))
            else {
                return;
            };
            if let Some(message) = history.get_mut(replacement.index) {
                let placeholder = message.content.text().into_owned();
                message.content = Content::Text(ctx_dedup::with_recall(&placeholder, &note));
            }
        }
    }

    /// Archives the messages shaping dropped (one JSON array, as the conversation held them) and
    /// says in the summary message at `at` how to get them back.
    fn archive_dropped(
        &mut self,
        history: &mut [ChatMessage],
        at: usize,
        dropped: &[ChatMessage],
        proven: Proven,
    ) {
        // Without an archive there is nowhere to put them: they are not written out for nothing.
        let Some(attached) = self.archive.as_ref().filter(|_| !dropped.is_empty()) else { return };
        // The pretty array of the dropped messages, written and hashed ahead as far as the
        // history last sent holds them unchanged.
        let original = attached.copy.copy_proven(dropped, proven);
        let label = Some("messages shaped away");
        let kept = match original.digest {
            Some(digest) => {
                self.keep_with(|store| store.put_hashed(original.text.into_bytes(), digest, label))
            }
            None => self.keep(original.text.as_bytes(), label),
        };
        let note = crate::recall::note(kept.as_ref());
        if let Some(summary) = history.get_mut(at) {
            let count = dropped.len();
            let before = self.cache.count(summary);
            // The text's count changes by what is trimmed and what is added, when both join it
            // cleanly (`ctx_tokens::adds_up`): the summary is not counted again.
            let (mut tokens, mut texts) = (Some(before), 0);
            summary.content.map_texts(|text| {
                texts += 1;
                let kept = text.trim_end();
                let (trimmed, note) = (
                    &text[kept.len()..],
                    format!("\n\n[the {count} earlier messages this summary replaces — {note}]"),
                );
                let joins = ctx_tokens::adds_up(kept, trimmed) && ctx_tokens::adds_up(kept, &note);
                tokens = tokens.filter(|_| joins).map(|tokens| {
                    tokens.saturating_sub(ctx_tokens::count_tokens(trimmed)) + ctx_tokens::count_tokens(&note)
                });
                format!("{kept}{note}")
            });
            if let (Some(tokens), 1) = (tokens, texts) {
                self.cache.insert(summary, tokens);
            }
        }
    }

    /// Which of the supersessions found this turn are applied now (see [`Rewrite`]): those at
    /// this history index and after; `None` for none of them.
    fn rewrite_from(
        &self,
        supersessions: &[Supersession],
        counts: &[usize],
        tokens: usize,
        force: bool,
    ) -> Option<usize> {
        let first = supersessions.first()?.index;
        // A shaping event rewrites the history anyway: supersede first, shape what is left.
        let shaping = self.policy.shaping
            && (force || ctx_shaping::should_shape(tokens, self.window, self.shaped_before));
        if shaping {
            return Some(first);
        }
        let reclaim = |supersession: &Supersession| {
            let placeholder =
                ctx_tokens::count_tokens(&supersession.placeholder) + ctx_tokens::MESSAGE_OVERHEAD;
            counts.get(supersession.index).map_or(0, |count| count.saturating_sub(placeholder)) as u128
        };
        let suffix = |index: usize| counts.get(index..).unwrap_or_default().iter().sum::<usize>() as u128;
        match self.policy.rewrite {
            Rewrite::EveryTurn => Some(first),
            Rewrite::Batched { min_reclaim_percent } => {
                let reclaimed: u128 = supersessions.iter().map(reclaim).sum();
                (reclaimed * 100 >= suffix(first) * min_reclaim_percent as u128).then_some(first)
            }
            Rewrite::BreakEven { read_per_mille, write_per_mille } => {
                // The cut that gains most over the calls expected ahead (as many as so far): a
                // cut rewrites everything after it, so a late cut is cheap and an early one dear.
                let premium = u128::from(write_per_mille.saturating_sub(read_per_mille));
                let ahead = u128::from(read_per_mille) * self.turns as u128;
                let (mut reclaimed, mut rewritten, mut from) = (0, 0, counts.len());
                let mut best: Option<(u128, usize)> = None;
                for supersession in supersessions.iter().rev() {
                    reclaimed += reclaim(supersession);
                    // The suffix from this cut on, grown from the previous cut's; messages the
                    // model has not seen are written anyway, so replacing them costs nothing.
                    let cut = supersession.index.min(from);
                    let seen = self.seen.min(counts.len());
                    rewritten +=
                        counts.get(cut.min(seen)..from.min(seen)).unwrap_or_default().iter().sum::<usize>()
                            as u128;
                    from = cut;
                    let (gain, cost) = (reclaimed * ahead, premium * rewritten);
                    if gain > cost && best.is_none_or(|(best, _)| gain - cost > best) {
                        best = Some((gain - cost, supersession.index));
                    }
                }
                best.map(|(_, index)| index)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ctx_message::{Role, ToolCall};

    fn bash_turn(id: usize, output: &str) -> [ChatMessage; 2] {
        let id = format!("call-{id}");
        [
            ChatMessage::assistant_calls(vec![ToolCall::function(&id, "bash", r#"{"command":"make"}"#)]),
            ChatMessage::tool_result(&id, output),
        ]
    }

    /// The design's pipeline: these tests are about its flow (dedup, count, shape); the default
    /// policy's own are in `policy_tests`.
    fn design(window: usize) -> Pipeline {
        Pipeline::with_policy(window, Tools::default(), Policy::design())
    }

    fn long_history(turns: usize) -> Vec<ChatMessage> {
        let mut history = vec![ChatMessage::system("agent"), ChatMessage::user("build the project")];
        for turn in 0..turns {
            history.extend(bash_turn(turn, &format!("output line {turn} ").repeat(40)));
        }
        history
    }

    #[test]
    fn a_proven_message_the_turn_changes_is_taken_as_it_now_stands() {
        // A history sent and prepared under tag 1, then compacted under a window so small that
        // a proven result is first cut down to half of it: the cut result, dropped, is archived
        // and summarized as it stands, as by a pipeline that hashes every message.
        let mut history = long_history(30);
        history.insert(3, ChatMessage::tool_result("call-0", "a very long line of output\n".repeat(3_000)));
        history.remove(4);
        let archived = || design(1_000_000).with_archive(Arc::new(ctx_archive::MemoryArchive::new()), "");
        let (mut proven, mut plain) = (archived(), archived());
        let mut other = history.clone();
        assert!(!proven.turn(&mut history, None).changed());
        assert!(!plain.turn(&mut other, None).changed());
        proven.prepared_keys().prepare(&history, 1);
        proven.archived_copy().expect("archiving").prepare_tagged(&history, 1);
        proven.summarizer().expect("extractive").prepare_names_tagged(&history, 1);
        proven.set_window(6_000);
        plain.set_window(6_000);
        let len = history.len();
        let report = proven.turn_proven(&mut history, None, Proven { tag: 1, len });
        let expected = plain.turn(&mut other, None);
        assert!(report.shaped && report.replaced.iter().any(|replaced| replaced.index == 3), "{report:?}");
        assert_eq!(report, expected);
        assert_eq!(history, other);
    }

    #[test]
    fn keys_prepared_for_another_history_are_never_served() {
        let mut pipeline = design(1_000_000);
        let prepared = long_history(8);
        pipeline.prepared_keys().prepare(&prepared, 5);
        // The turn's history differs at its fourth message from the one prepared: proven for
        // another tag, every message is hashed (a stale key would count the old text).
        let mut history = prepared.clone();
        history[3].content = "changed".repeat(50).into();
        let direct: usize = history.iter().map(ctx_tokens::count_message_tokens).sum();
        for proven in [Proven { tag: 6, len: history.len() }, Proven { tag: 0, len: history.len() }] {
            let report = pipeline.turn_proven(&mut history, None, proven);
            assert_eq!(report.tokens_before, direct, "{proven:?}");
        }
        // Proven as far as the change, for the history prepared: the same.
        let report = pipeline.turn_proven(&mut history, None, Proven { tag: 5, len: 3 });
        assert_eq!(report.tokens_before, direct);
    }

    #[test]
    fn a_result_is_never_cut_to_fit_into_something_no_shorter() {
        // A window too small for even the task and the newest message: the one-word result stays
        // as it is, not cleared to a placeholder longer than itself (the word lost, the prompt
        // grown).
        let mut history = vec![ChatMessage::user("hi")];
        history.extend(bash_turn(0, "x"));
        let before = history.clone();
        let report = design(10).turn(&mut history, None);
        assert!(report.fitted.is_empty(), "{report:?}");
        assert_eq!(history, before);
        assert!(report.tokens_after <= report.tokens_before, "{report:?}");
        assert!(report.over_window.is_some(), "still said to be over the window: {report:?}");
    }

    #[test]
    fn a_result_over_half_the_window_is_not_cut_down_into_something_no_shorter() {
        // A window of 10: the three-word result is over half of it, but its placeholder is
        // longer than it; it stays as it is.
        let words = "one two three";
        let placeholder = fit_text(words, 0, None);
        assert!(ctx_tokens::count_tokens(words) < ctx_tokens::count_tokens(&placeholder));
        let mut history = vec![ChatMessage::user("hi")];
        history.extend(bash_turn(0, words));
        let before = history.clone();
        let report = design(10).turn(&mut history, None);
        assert_eq!(history, before, "{report:?}");
        assert!(report.replaced.is_empty() && report.fitted.is_empty(), "{report:?}");
        assert!(report.over_window.is_some(), "{report:?}");
    }

    #[test]
    fn a_result_kept_whole_for_being_too_short_to_cut_is_not_archived_as_cut() {
        // The one-word result stays whole: no original of it is put in the archive, labelled as
        // a result cut to fit the window, for a recall search to find.
        let archive = Arc::new(ctx_archive::MemoryArchive::new());
        let mut pipeline = design(10).with_archive(archive.clone(), "session-1");
        let mut history = vec![ChatMessage::user("hi")];
        history.extend(bash_turn(0, "x"));
        let before = history.clone();
        let report = pipeline.turn(&mut history, None);
        assert!(report.fitted.is_empty() && report.over_window.is_some(), "{report:?}");
        assert_eq!(history, before);
        let entries = archive.entries(10).expect("entries");
        assert!(entries.is_empty(), "nothing was cut, nothing archived: {entries:?}");
    }

    #[test]
    fn below_the_trigger_nothing_is_shaped() {
        let mut history = long_history(5);
        let before = history.clone();
        let report = design(1_000_000).turn(&mut history, None);
        assert!(!report.changed());
        assert_eq!(report.tokens_before, report.tokens_after);
        assert_eq!(history, before);
    }

    #[test]
    fn over_the_trigger_the_history_is_shaped_and_dropped_messages_handed_back() {
        let mut history = long_history(60);
        let before = history.clone();
        let mut pipeline = design(4_000);
        let report = pipeline.turn(&mut history, None);
        assert!(report.shaped && pipeline.shaped_before());
        assert!(report.tokens_after <= 2_800, "{}", report.tokens_after);
        // A pipeline writes the extractive summary unless told otherwise.
        assert_eq!(report.summary, SummaryOutcome::Summarized);
        let summary = history[report.summary_index.expect("a summary")].content.text().into_owned();
        assert!(summary.contains("(extracted without a model)"), "{summary}");
        let mut bare = long_history(60);
        let placeholder = design(4_000).without_summarizer().turn(&mut bare, None);
        assert_eq!(placeholder.summary, SummaryOutcome::NoSummarizer);
        // Nothing lost: kept (minus the summary) and dropped together are the input.
        assert_eq!(history.len() - 1 + report.dropped.len(), before.len());
        assert_eq!(history[0].role, Role::System);
        assert_eq!(history[1].content.text(), "build the project");
        assert_eq!(history.last(), before.last());
        assert_eq!(report.tokens_after, pipeline.count(&history));
    }

    #[test]
    fn manual_compaction_takes_the_same_path_with_force() {
        let mut history = long_history(60);
        let mut automatic = history.clone();
        let mut pipeline = design(20_000);
        assert!(!pipeline.turn(&mut automatic, None).shaped, "under 85% of 20k");
        let report = design(20_000).compact(&mut history, Some(&ctx_shaping::ExtractiveSummarizer::new()));
        assert!(!report.shaped, "forced, but it already fits in 70%");
        let report = design(8_000).compact(&mut history, Some(&ctx_shaping::ExtractiveSummarizer::new()));
        assert!(report.shaped);
        assert_eq!(report.summary, SummaryOutcome::Summarized);
    }

    #[test]
    fn replaced_results_come_back_with_their_originals() {
        let read =
            |id: &str| ChatMessage::assistant_calls(vec![ToolCall::function(id, "grep", r#"{"q":"x"}"#)]);
        let mut history = vec![
            ChatMessage::user("find x"),
            read("a"),
            ChatMessage::tool_result("a", "a.rs:1: x"),
            read("b"),
            ChatMessage::tool_result("b", "a.rs:1: x"),
        ];
        let mut pipeline = design(128_000);
        let report = pipeline.turn(&mut history, None);
        assert_eq!(report.replaced.len(), 1);
        assert_eq!(report.replaced[0].index, 2);
        assert_eq!(report.replaced[0].original.text(), "a.rs:1: x");
        assert_eq!(report.tokens_after, pipeline.count(&history));
        assert!(!pipeline.turn(&mut history, None).changed(), "a second turn changes nothing");
    }
}

#[cfg(test)]
mod policy_tests {
    use super::*;
    use crate::{CompactEarly, Rules};
    use ctx_calls::Tools;
    use ctx_message::ToolCall;

    fn bash(id: &str, command: &str) -> ChatMessage {
        let arguments = format!(r#"{{"command":"{command}"}}"#);
        ChatMessage::assistant_calls(vec![ToolCall::function(id, "bash", arguments)])
    }

    fn pipeline(policy: Policy) -> Pipeline {
        Pipeline::with_policy(1_000_000, Tools::default(), policy)
    }

    /// Appends one call and its result, then runs a turn as an agent loop would.
    fn step(
        pipeline: &mut Pipeline,
        history: &mut Vec<ChatMessage>,
        id: &str,
        command: &str,
        output: &str,
    ) -> TurnReport {
        history.push(bash(id, command));
        history.push(ChatMessage::tool_result(id, output));
        pipeline.turn(history, None)
    }

    #[test]
    fn a_fresh_repeat_becomes_a_back_reference_and_old_messages_stay_as_they_were() {
        let listing = "src/a.rs\nsrc/b.rs\n".repeat(50);
        let mut pipeline = pipeline(Policy::cache_aware());
        let mut history = vec![ChatMessage::user("tidy")];
        step(&mut pipeline, &mut history, "1", "ls -R src", &listing);
        let sent = history.clone();
        let report = step(&mut pipeline, &mut history, "2", "ls -R src", &listing);
        assert_eq!(history[..sent.len()], sent[..], "the cached prefix is untouched");
        assert_eq!(history[4].content.text(), "[ctx: same output as call 1 above]");
        assert_eq!(report.replaced.len(), 1);
        assert_eq!(report.replaced[0].original.text(), listing);
    }

    #[test]
    fn the_design_policy_rewrites_the_older_copy_instead() {
        let grep =
            |id: &str| ChatMessage::assistant_calls(vec![ToolCall::function(id, "grep", r#"{"q":"x"}"#)]);
        let output = "a.rs:1: x\n".repeat(50);
        for (policy, replaced_index) in [(Policy::design(), 2), (Policy::cache_aware(), 4)] {
            let mut pipeline = pipeline(policy);
            let mut history =
                vec![ChatMessage::user("find x"), grep("a"), ChatMessage::tool_result("a", &output)];
            pipeline.turn(&mut history, None);
            history.extend([grep("b"), ChatMessage::tool_result("b", &output)]);
            let report = pipeline.turn(&mut history, None);
            assert_eq!(report.replaced.len(), 1);
            assert_eq!(report.replaced[0].index, replaced_index);
        }
    }

    #[test]
    fn the_names_pass_reads_what_the_eager_dedup_rewrote_not_what_it_carried() {
        // The collapse rewrites the older copy after the turn's keys are taken: the pass must
        // see a placeholder there, not the result its carry read last turn (which a fresh copy
        // would point back to, leaving the output nowhere).
        let grep =
            |id: &str| ChatMessage::assistant_calls(vec![ToolCall::function(id, "grep", r#"{"q":"x"}"#)]);
        let output = "a.rs:1: x\n".repeat(50);
        let mut pipeline = pipeline(Policy::cache_aware().with_eager_dedup(true));
        let mut history =
            vec![ChatMessage::user("find x"), grep("a"), ChatMessage::tool_result("a", &output)];
        pipeline.turn(&mut history, None);
        history.extend([grep("b"), ChatMessage::tool_result("b", &output)]);
        let report = pipeline.turn(&mut history, None);
        assert_eq!(report.replaced.iter().map(|replaced| replaced.index).collect::<Vec<_>>(), [2]);
        assert_eq!(history[4].content.text(), output, "the one copy left");
    }

    #[test]
    fn every_turn_supersedes_at_once_and_a_batch_waits_until_it_pays() {
        let rules = Rules::all();
        let test_output = |turn: usize| format!("FAILED tests/test_x.py::test_{turn}\n").repeat(60);
        let mut eager = pipeline(Policy::design().with_rules(rules.clone()));
        let mut batched = pipeline(Policy::cache_aware().with_rules(rules));
        let mut eager_history = vec![ChatMessage::user("fix the tests")];
        let mut batched_history = eager_history.clone();
        let mut first_batch = None;
        for turn in 0..40 {
            let id = format!("c{turn}");
            let eager_report = step(&mut eager, &mut eager_history, &id, "pytest tests", &test_output(turn));
            assert_eq!(eager_report.replaced.len(), usize::from(turn > 0), "turn {turn}");
            let batched_report =
                step(&mut batched, &mut batched_history, &id, "pytest tests", &test_output(turn));
            if !batched_report.replaced.is_empty() && first_batch.is_none() {
                first_batch = Some((turn, batched_report.replaced.len()));
            }
        }
        let (turn, replaced) = first_batch.expect("a batch ran");
        assert!(turn > 1 && replaced > 1, "the batch came at turn {turn} with {replaced} results");
        let placeholder = eager_history[2].content.text();
        assert_eq!(
            placeholder,
            "[ctx: output of call c0 superseded by call c1, a re-run of the same command]"
        );
    }

    #[test]
    fn early_compaction_shapes_well_below_the_window() {
        let early = CompactEarly { at_percent: 40, keep_percent: 15, summary_percent: 0, min_window: 0 };
        let mut pipeline =
            Pipeline::with_policy(20_000, Tools::default(), Policy::design().with_compact_early(Some(early)));
        let mut history = vec![ChatMessage::user("build it")];
        let mut shaped_at = None;
        for turn in 0..200 {
            let report = step(
                &mut pipeline,
                &mut history,
                &format!("c{turn}"),
                "make",
                &format!("step {turn} ok\n").repeat(20),
            );
            if report.shaped {
                shaped_at.get_or_insert(report.tokens_deduped);
                assert!(report.tokens_after <= 3_000 + 200, "{}", report.tokens_after);
            }
        }
        let shaped_at = shaped_at.expect("compacted");
        assert!((8_000..10_000).contains(&shaped_at), "{shaped_at}");
        assert_eq!(history[0].content.text(), "build it");
    }

    /// Every name the recorded results showed, that the history no longer holds.
    fn forgotten(history: &[ChatMessage], originals: &[String]) -> Vec<String> {
        let text: String = history
            .iter()
            .flat_map(|message| {
                let mut text = message.content.text().into_owned();
                for call in message.calls() {
                    text.push_str(&call.function.arguments);
                }
                [text, "\n".to_owned()]
            })
            .collect();
        originals
            .iter()
            .flat_map(|original| ctx_dedup::names(original))
            .filter(|name| !text.contains(name))
            .map(str::to_owned)
            .collect()
    }

    /// A result of a few hundred tokens naming things no other result names.
    fn output(turn: usize) -> String {
        use std::fmt::Write as _;
        let mut text = String::new();
        for line in 0..40 {
            let _ = writeln!(text, "  File \"src/module_{turn}/part_{line}.py\", in handler_{turn}_{line}");
            text.push_str(&"    return the value to the caller as it was given\n".repeat(3));
        }
        text
    }

    /// Turn `turn` of a conversation fixing handlers: `python stepN.py` shows [`output`]`(turn)`.
    fn handler_step(pipeline: &mut Pipeline, history: &mut Vec<ChatMessage>, turn: usize) -> TurnReport {
        step(pipeline, history, &format!("c{turn}"), &format!("python step{turn}.py"), &output(turn))
    }

    #[test]
    fn the_names_policy_masks_old_results_and_forgets_no_name() {
        let mut pipeline = pipeline(Policy::names());
        let mut history = vec![ChatMessage::user("fix the handlers")];
        let mut originals = Vec::new();
        let mut masked = 0;
        for turn in 0..40 {
            let report = handler_step(&mut pipeline, &mut history, turn);
            originals.push(output(turn));
            masked += report.replaced.len();
            if turn % 10 == 9 {
                assert_eq!(forgotten(&history, &originals), Vec::<String>::new(), "turn {turn}");
            }
        }
        assert!(masked > 20, "{masked}");
        // What went is the lines around the names, not the names.
        let placeholder = history[2].content.text();
        assert!(
            placeholder.starts_with("[ctx: output of call c0 cleared from context, older than the last 4 turns; names it showed: src/module_0/part_0.py handler_0_0 "),
            "{placeholder}"
        );
        // The newest results are whole.
        assert_eq!(history.last().map(|message| message.content.text().into_owned()), Some(output(39)));
        // Without names the same masking forgets them.
        let mut plain = pipeline_with_rules(Rules::all().mask_after_turns(Some(4)));
        let mut plain_history = vec![ChatMessage::user("fix the handlers")];
        for turn in 0..40 {
            handler_step(&mut plain, &mut plain_history, turn);
        }
        assert!(!forgotten(&plain_history, &originals).is_empty());
    }

    fn pipeline_with_rules(rules: Rules) -> Pipeline {
        pipeline(Policy::cache_aware().with_rules(rules))
    }

    #[test]
    fn names_compact_compacts_at_30_percent_and_its_summary_keeps_the_names() {
        let mut pipeline = Pipeline::with_policy(100_000, Tools::default(), Policy::names_compact());
        let mut history = vec![ChatMessage::user("fix the handlers")];
        let mut originals = Vec::new();
        let mut shaped = 0;
        for turn in 0..150 {
            let report = handler_step(&mut pipeline, &mut history, turn);
            originals.push(output(turn));
            assert!(report.tokens_after < 30_000, "turn {turn}: {}", report.tokens_after);
            if report.shaped {
                shaped += 1;
                assert!(report.tokens_after <= 20_000 + 500, "turn {turn}: {}", report.tokens_after);
                let summary = history[report.summary_index.expect("a summary")].content.text().into_owned();
                assert!(summary.contains("## Names in earlier tool output\n- "), "{summary}");
            }
        }
        assert!(shaped >= 2, "{shaped}");
        // Under 64k the shares are of 64k: a 32k window compacts as a 64k one does.
        let mut small = Pipeline::with_policy(32_000, Tools::default(), Policy::names_compact());
        let mut small_history = vec![ChatMessage::user("fix the handlers")];
        let mut first = None;
        for turn in 0..150 {
            let report = handler_step(&mut small, &mut small_history, turn);
            if report.shaped {
                first.get_or_insert(report.tokens_deduped);
            }
        }
        let first = first.expect("compacted");
        assert!((19_200..22_000).contains(&first), "{first}");
    }

    #[test]
    fn the_off_policy_changes_nothing() {
        let mut pipeline = Pipeline::with_policy(2_000, Tools::default(), Policy::off());
        let mut history = vec![ChatMessage::user("go")];
        for turn in 0..30 {
            let report = step(&mut pipeline, &mut history, &format!("c{turn}"), "ls", &"x\n".repeat(200));
            assert!(!report.changed());
        }
    }

    #[test]
    fn a_turn_proven_gives_what_a_turn_gives_its_keys_and_archived_copy_prepared() {
        // `proven` is handed each history it sent back with a proof as the proxy gives it (the
        // messages before the first the host changed: here, before the newest turn's), its keys
        // and copy prepared for it; `plain` hashes every message. Names-compact compacts often.
        let archived =
            |pipeline: Pipeline| pipeline.with_archive(Arc::new(ctx_archive::MemoryArchive::new()), "");
        let names = || Pipeline::with_policy(100_000, Tools::default(), Policy::names_compact());
        let (mut proven, mut plain) = (archived(names()), archived(names()));
        let (mut history, mut sent): (Vec<ChatMessage>, Vec<ChatMessage>) =
            (vec![ChatMessage::user("fix the handlers")], Vec::new());
        let mut shaped = 0;
        for turn in 0..150_u64 {
            let len = history.len();
            let id = format!("c{turn}");
            history.push(bash(&id, &format!("python step{turn}.py")));
            history.push(ChatMessage::tool_result(id.as_str(), output(turn as usize)));
            let same = sent.len().min(len);
            let mut other = history.clone();
            let report = proven.turn_proven(&mut history, None, Proven { tag: turn, len: same });
            let expected = plain.turn(&mut other, None);
            assert_eq!(report, expected, "turn {turn}");
            assert_eq!(history, other, "turn {turn}");
            shaped += usize::from(report.shaped);
            // What was sent, prepared under the next turn's tag.
            proven.prepared_keys().prepare(&history, turn + 1);
            if let Some(copy) = proven.archived_copy() {
                copy.prepare_tagged(&history, turn + 1);
            }
            sent.clone_from(&history);
        }
        assert!(shaped >= 2, "{shaped}");
    }
}
