//! `Pipeline`: the per-turn flow (collapse → cached count → `should_shape` → shape) and manual compaction.

use ctx_dedup::{Collapser, Replaced};
use ctx_message::ChatMessage;
use ctx_shaping::{Options, Summarizer, SummaryOutcome};
use ctx_tokens::CountCache;

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
}

impl TurnReport {
    /// True when the history was changed in any way, so the caller should persist or announce it.
    pub fn changed(&self) -> bool {
        self.shaped || !self.replaced.is_empty()
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
    collapser: Collapser,
    cache: CountCache,
    shaped_before: bool,
}

impl Pipeline {
    /// A pipeline for a model with a context window of `window` tokens, with the default
    /// read-only tool set.
    pub fn new(window: usize) -> Self {
        Pipeline::with_read_only(window, ctx_dedup::Config::default())
    }

    /// A pipeline with its own read-only tool set.
    pub fn with_read_only(window: usize, read_only: ctx_dedup::Config) -> Self {
        Pipeline {
            window,
            collapser: Collapser::new(read_only),
            cache: CountCache::new(),
            shaped_before: false,
        }
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

    /// One turn: collapse superseded read-only results, count, and shape when the history
    /// crosses the trigger (85% of the window, 95% once shaped).
    pub fn turn(
        &mut self,
        history: &mut Vec<ChatMessage>,
        summarizer: Option<&dyn Summarizer>,
    ) -> TurnReport {
        self.run(history, summarizer, false)
    }

    /// Manual compaction: the same path as [`Pipeline::turn`], with shaping forced.
    pub fn compact(
        &mut self,
        history: &mut Vec<ChatMessage>,
        summarizer: Option<&dyn Summarizer>,
    ) -> TurnReport {
        self.run(history, summarizer, true)
    }

    fn run(
        &mut self,
        history: &mut Vec<ChatMessage>,
        summarizer: Option<&dyn Summarizer>,
        force: bool,
    ) -> TurnReport {
        let mut counts = self.cache.counts(history);
        let tokens_before = counts.iter().sum();
        let replaced = self.collapser.collapse_in_place(history);
        for replacement in &replaced {
            if let (Some(count), Some(message)) =
                (counts.get_mut(replacement.index), history.get(replacement.index))
            {
                *count = self.cache.count(message);
            }
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
        };
        if !force && !ctx_shaping::should_shape(tokens, self.window, self.shaped_before) {
            return report;
        }
        let options = Options::new(self.window).force(force).shaped_before(self.shaped_before);
        let shaped = ctx_shaping::shape_with_counts(history, &counts, options, summarizer);
        report.summary = shaped.summary;
        if shaped.shaped {
            *history = shaped.messages;
            report.shaped = true;
            report.tokens_after = shaped.tokens_after;
            report.dropped = shaped.dropped;
            self.shaped_before = true;
        }
        report
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

    fn long_history(turns: usize) -> Vec<ChatMessage> {
        let mut history = vec![ChatMessage::system("agent"), ChatMessage::user("build the project")];
        for turn in 0..turns {
            history.extend(bash_turn(turn, &format!("output line {turn} ").repeat(40)));
        }
        history
    }

    #[test]
    fn below_the_trigger_nothing_is_shaped() {
        let mut history = long_history(5);
        let before = history.clone();
        let report = Pipeline::new(1_000_000).turn(&mut history, None);
        assert!(!report.changed());
        assert_eq!(report.tokens_before, report.tokens_after);
        assert_eq!(history, before);
    }

    #[test]
    fn over_the_trigger_the_history_is_shaped_and_dropped_messages_handed_back() {
        let mut history = long_history(60);
        let before = history.clone();
        let mut pipeline = Pipeline::new(4_000);
        let report = pipeline.turn(&mut history, None);
        assert!(report.shaped && pipeline.shaped_before());
        assert!(report.tokens_after <= 2_800, "{}", report.tokens_after);
        assert_eq!(report.summary, SummaryOutcome::NoSummarizer);
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
        let mut pipeline = Pipeline::new(20_000);
        assert!(!pipeline.turn(&mut automatic, None).shaped, "under 85% of 20k");
        let report =
            Pipeline::new(20_000).compact(&mut history, Some(&ctx_shaping::ExtractiveSummarizer::new()));
        assert!(!report.shaped, "forced, but it already fits in 70%");
        let report =
            Pipeline::new(8_000).compact(&mut history, Some(&ctx_shaping::ExtractiveSummarizer::new()));
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
        let mut pipeline = Pipeline::new(128_000);
        let report = pipeline.turn(&mut history, None);
        assert_eq!(report.replaced.len(), 1);
        assert_eq!(report.replaced[0].index, 2);
        assert_eq!(report.replaced[0].original.text(), "a.rs:1: x");
        assert_eq!(report.tokens_after, pipeline.count(&history));
        assert!(!pipeline.turn(&mut history, None).changed(), "a second turn changes nothing");
    }
}
