//! `shape_messages`: keep the pinned messages and the newest ones under 70% of the window.

use std::borrow::Cow;

use ctx_message::{ChatMessage, Role};
use ctx_tokens::count_message_tokens;

use crate::pairs::{callers, valid_cuts};
use crate::summarize::check_summary;
use crate::{Failure, SummarizeError, Summarizer, should_shape};

/// The summary message's first line, and its whole text when there is no summary.
pub const PLACEHOLDER: &str = "[prior conversation compacted]";
/// Percent of the window that a shaped history fits in.
pub const KEEP_PERCENT: usize = 70;
/// The most tokens reserved for a summary (it gets a tenth of the budget, up to this).
pub const MAX_SUMMARY_TOKENS: usize = 8_192;

/// Tokens of slack between the summary text's own count and its count inside the message.
const JOIN_SLACK: usize = 2;

/// How to shape: the context window, and whether and when to shape.
///
/// ```
/// use ctx_shaping::Options;
///
/// let options = Options::new(128_000).force(true);
/// assert_eq!(options.budget(), 89_600);
/// assert!(options.force && !options.shaped_before);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Options {
    /// The model's context window in tokens.
    pub window: usize,
    /// Shape even below the trigger (manual compaction). Default `false`.
    pub force: bool,
    /// The history was shaped before, so the trigger is 95% instead of 85%. Default `false`.
    pub shaped_before: bool,
    /// The tokens reserved for the summary, within the budget. Default `None`: a tenth of the
    /// budget, at most [`MAX_SUMMARY_TOKENS`].
    pub summary_tokens: Option<usize>,
}

impl Options {
    /// Options for a window of `window` tokens, not forced, never shaped before.
    pub fn new(window: usize) -> Self {
        Options { window, force: false, shaped_before: false, summary_tokens: None }
    }

    /// Sets [`Options::force`].
    #[must_use]
    pub fn force(mut self, force: bool) -> Self {
        self.force = force;
        self
    }

    /// Sets [`Options::shaped_before`].
    #[must_use]
    pub fn shaped_before(mut self, shaped_before: bool) -> Self {
        self.shaped_before = shaped_before;
        self
    }

    /// Sets [`Options::summary_tokens`].
    #[must_use]
    pub fn summary_tokens(mut self, summary_tokens: Option<usize>) -> Self {
        self.summary_tokens = summary_tokens;
        self
    }

    /// The token budget a shaped history fits in: 70% of the window, rounded down.
    pub fn budget(&self) -> usize {
        ((self.window as u128) * (KEEP_PERCENT as u128) / 100) as usize
    }
}

/// What became of the summary.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum SummaryOutcome {
    /// Nothing was dropped, so no summary message was inserted.
    NotShaped,
    /// The summarizer's text follows the placeholder line in the summary message.
    Summarized,
    /// No summarizer was given: the summary message is the bare placeholder.
    NoSummarizer,
    /// The summarizer failed (or had no room): the summary message is the bare placeholder.
    Failed(SummarizeError),
    /// A fallback summarizer wrote the summary after the ones before it failed (see
    /// [`Fallback`](crate::Fallback)); the summary message holds its text.
    FellBack {
        /// The name of the summarizer that wrote the summary.
        by: String,
        /// The summarizers that failed before it, in order, each with its reason.
        failures: Vec<Failure>,
    },
}

impl SummaryOutcome {
    /// True when the summary message holds a summarizer's text (`Summarized` or `FellBack`).
    pub fn has_summary(&self) -> bool {
        matches!(self, SummaryOutcome::Summarized | SummaryOutcome::FellBack { .. })
    }
}

/// The result of shaping.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Shaped {
    /// The history to send: pinned messages, the summary message, the newest messages.
    pub messages: Vec<ChatMessage>,
    /// The messages that were dropped, oldest first, for the caller to archive. Every input
    /// message is either in `messages` or here, exactly once.
    pub dropped: Vec<ChatMessage>,
    /// True iff messages were dropped and a summary message inserted.
    pub shaped: bool,
    /// Where the summary message is in `messages`, when there is one.
    pub summary_index: Option<usize>,
    /// What became of the summary.
    pub summary: SummaryOutcome,
    /// Tokens of the input (per the counts given).
    pub tokens_before: usize,
    /// Tokens of `messages`.
    pub tokens_after: usize,
    /// Tokens of the summary message (`count_message_tokens` of it), when one was inserted: a
    /// caller that caches counts need not count it again.
    pub summary_tokens: Option<usize>,
}

/// Shapes `messages`, counting every message with `ctx_tokens::count_message_tokens`.
///
/// Counting a long history from scratch takes tens of milliseconds; an agent loop that already
/// holds per-message counts (from `ctx_tokens::CountCache`) calls [`shape_with_counts`].
pub fn shape_messages(
    messages: &[ChatMessage],
    options: Options,
    summarizer: Option<&dyn Summarizer>,
) -> Shaped {
    let counts: Vec<usize> = messages.iter().map(count_message_tokens).collect();
    shape_with_counts(messages, &counts, options, summarizer)
}

/// Shapes `messages`, whose token counts are `counts` (one per message; missing counts are
/// computed, extra ones ignored).
///
/// Unless `options.force`, nothing happens below the trigger of [`should_shape`]. Otherwise,
/// when the history does not fit in [`Options::budget`] (70% of the window):
///
/// - **Pinned**: every system message and the first user message (the task) are kept.
/// - **Tail**: the newest messages are kept while pinned messages, summary and tail together fit
///   in the budget. The newest message is always kept, even alone over budget.
/// - **Pairs**: the cut never separates an assistant message from the results of its calls (a
///   tool message answers the nearest preceding call carrying its id); unanswered calls and
///   orphan results are kept or dropped as they are.
/// - **Summary**: the dropped span is replaced by one `user` message placed right after the
///   pinned messages that precede the cut: [`PLACEHOLDER`], followed by the summarizer's text
///   when there is a summarizer and it succeeds within its share of the budget (a tenth of the
///   budget, at most [`MAX_SUMMARY_TOKENS`]). The summarizer is asked through
///   [`Summarizer::summarize_in_context`], with the whole input and the dropped indices. It is a user message, not a system message, because
///   it quotes tool output and user text that must not gain system authority, and because several
///   providers accept system messages only at the start of a conversation.
///
/// Kept messages keep their order. The dropped messages are handed back in [`Shaped::dropped`].
pub fn shape_with_counts(
    messages: &[ChatMessage],
    counts: &[usize],
    options: Options,
    summarizer: Option<&dyn Summarizer>,
) -> Shaped {
    shape_from(Cow::Borrowed(messages), counts, options, summarizer)
}

/// [`shape_with_counts`] on a history the caller gives up: every message, kept or dropped, is
/// moved into the result rather than copied (a history left as it was comes back in
/// [`Shaped::messages`]), so shaping a long history holds its text once, not twice.
pub fn shape_owned_with_counts(
    messages: Vec<ChatMessage>,
    counts: &[usize],
    options: Options,
    summarizer: Option<&dyn Summarizer>,
) -> Shaped {
    shape_from(Cow::Owned(messages), counts, options, summarizer)
}

fn shape_from(
    messages: Cow<'_, [ChatMessage]>,
    counts: &[usize],
    options: Options,
    summarizer: Option<&dyn Summarizer>,
) -> Shaped {
    let counts: Cow<'_, [usize]> = if counts.len() == messages.len() {
        Cow::Borrowed(counts)
    } else {
        let count =
            |(index, message)| counts.get(index).copied().unwrap_or_else(|| count_message_tokens(message));
        Cow::Owned(messages.iter().enumerate().map(count).collect())
    };
    let total = counts.iter().fold(0_usize, |sum, &count| sum.saturating_add(count));
    let unchanged = |messages: Cow<'_, [ChatMessage]>| Shaped {
        messages: messages.into_owned(),
        dropped: Vec::new(),
        shaped: false,
        summary_index: None,
        summary: SummaryOutcome::NotShaped,
        tokens_before: total,
        tokens_after: total,
        summary_tokens: None,
    };
    let budget = options.budget();
    if (!options.force && !should_shape(total, options.window, options.shaped_before)) || total <= budget {
        return unchanged(messages);
    }
    let Some(plan) = plan(&messages, &counts, total, budget, options.summary_tokens) else {
        return unchanged(messages);
    };

    let (text, outcome, tokens) = summary_text(&messages, &plan, summarizer);
    let summary = ChatMessage::user(text);
    let summary_tokens = tokens.unwrap_or_else(|| count_message_tokens(&summary));
    let (kept, dropped, summary_index) = match messages {
        Cow::Borrowed(messages) => split(messages, &plan, summary),
        Cow::Owned(messages) => split_in_place(messages, &plan, summary),
    };
    Shaped {
        messages: kept,
        dropped,
        shaped: true,
        summary_index: Some(summary_index),
        summary: outcome,
        tokens_before: total,
        tokens_after: plan.kept_tokens.saturating_add(summary_tokens),
        summary_tokens: Some(summary_tokens),
    }
}

/// The messages split at `plan`'s cut, copied: the kept ones with `summary` after the pinned
/// ones before the cut, the dropped ones, and where the summary stands.
fn split(
    messages: &[ChatMessage],
    plan: &Plan,
    summary: ChatMessage,
) -> (Vec<ChatMessage>, Vec<ChatMessage>, usize) {
    let cut = plan.cut.min(messages.len());
    let mut kept = Vec::with_capacity(messages.len() - cut + plan.pinned_before + 1);
    let mut dropped = Vec::with_capacity(cut.saturating_sub(plan.pinned_before));
    for (index, message) in messages[..cut].iter().enumerate() {
        if pinned(message, index, plan.first_user) {
            kept.push(message.clone());
        } else {
            dropped.push(message.clone());
        }
    }
    let summary_index = kept.len();
    kept.push(summary);
    kept.extend_from_slice(&messages[cut..]);
    (kept, dropped, summary_index)
}

/// [`split`] of a history given up: the dropped messages stay where they are, in the history's
/// own buffer, and only the kept ones (the pinned ones before the cut, then the tail) move to a
/// new one, so a long history's messages are never all held twice.
fn split_in_place(
    mut messages: Vec<ChatMessage>,
    plan: &Plan,
    summary: ChatMessage,
) -> (Vec<ChatMessage>, Vec<ChatMessage>, usize) {
    let cut = plan.cut.min(messages.len());
    let mut kept = Vec::with_capacity(messages.len() - cut + plan.pinned_before + 1);
    let mut index = 0;
    kept.extend(messages.extract_if(..cut, |message| {
        let keep = pinned(message, index, plan.first_user);
        index += 1;
        keep
    }));
    let summary_index = kept.len();
    kept.push(summary);
    // What stays of the history is its dropped messages, then the tail, which is kept.
    kept.extend(messages.drain(cut - summary_index..));
    (kept, messages, summary_index)
}

/// Where to cut and what that leaves.
#[derive(Debug)]
struct Plan {
    /// The kept tail is `messages[cut..]`; pinned messages before it are kept too.
    cut: usize,
    /// Index of the first user message, if any.
    first_user: Option<usize>,
    /// Pinned messages before the cut.
    pinned_before: usize,
    /// Tokens of every kept message (pinned and tail), without the summary.
    kept_tokens: usize,
    /// Tokens the summary message may use.
    summary_tokens: usize,
}

fn is_pinned(messages: &[ChatMessage], index: usize, first_user: Option<usize>) -> bool {
    pinned(&messages[index], index, first_user)
}

/// The messages shaping may drop, in order: every message but the pinned ones (the system
/// messages and the first user message). What a shaping drops is always the first of them, up to
/// its cut, so a host that prepares something for each (the proxy's archived copy of the dropped
/// messages) prepares it for these.
pub fn droppable(messages: &[ChatMessage]) -> impl Iterator<Item = &ChatMessage> {
    let first_user = messages.iter().position(|message| message.role == Role::User);
    messages
        .iter()
        .enumerate()
        .filter(move |&(index, message)| !pinned(message, index, first_user))
        .map(|(_, message)| message)
}

/// Every system message and the first user message (at `first_user`) are kept.
fn pinned(message: &ChatMessage, index: usize, first_user: Option<usize>) -> bool {
    message.role == Role::System || Some(index) == first_user
}

/// The smallest valid cut whose kept messages plus the summary reserve fit in `budget`, or the
/// largest valid cut that keeps the newest message when none fits; `None` when no valid cut drops
/// anything.
fn plan(
    messages: &[ChatMessage],
    counts: &[usize],
    total: usize,
    budget: usize,
    summary_tokens: Option<usize>,
) -> Option<Plan> {
    let first_user = messages.iter().position(|message| message.role == Role::User);
    let cuts = valid_cuts(&callers(messages));
    let placeholder_tokens = count_message_tokens(&ChatMessage::user(PLACEHOLDER));
    let reserve = match summary_tokens {
        Some(tokens) => tokens.clamp(placeholder_tokens, budget.max(placeholder_tokens)),
        None => (budget / 10).clamp(placeholder_tokens, MAX_SUMMARY_TOKENS.max(placeholder_tokens)),
    };
    let last = messages.len().checked_sub(1)?;

    let mut best: Option<Plan> = None;
    let (mut before, mut pinned_tokens, mut pinned_before, mut droppable) =
        (0_usize, 0_usize, 0_usize, 0_usize);
    for (cut, &valid) in cuts.iter().enumerate().take(last + 1).skip(1) {
        let index = cut - 1;
        before = before.saturating_add(counts[index]);
        if is_pinned(messages, index, first_user) {
            pinned_tokens = pinned_tokens.saturating_add(counts[index]);
            pinned_before += 1;
        } else {
            droppable += 1;
        }
        if !valid || droppable == 0 {
            continue;
        }
        let kept_tokens = pinned_tokens.saturating_add(total.saturating_sub(before));
        let fits = kept_tokens.saturating_add(reserve) <= budget;
        let summary_tokens = reserve.min(budget.saturating_sub(kept_tokens));
        best = Some(Plan { cut, first_user, pinned_before, kept_tokens, summary_tokens });
        if fits {
            break;
        }
    }
    best
}

/// The summary message's text, what became of the summary, and the message's tokens when they
/// are known without counting it again (the summary's own count and the header's add up).
fn summary_text(
    messages: &[ChatMessage],
    plan: &Plan,
    summarizer: Option<&dyn Summarizer>,
) -> (String, SummaryOutcome, Option<usize>) {
    let Some(summarizer) = summarizer else {
        return (PLACEHOLDER.to_owned(), SummaryOutcome::NoSummarizer, None);
    };
    let header = format!("{PLACEHOLDER}\n\n");
    let header_tokens = count_message_tokens(&ChatMessage::user(header.as_str()));
    let budget = plan.summary_tokens.saturating_sub(header_tokens + JOIN_SLACK);
    let failed = |error| (PLACEHOLDER.to_owned(), SummaryOutcome::Failed(error), None);
    if budget == 0 {
        return failed(SummarizeError::NoRoom { budget });
    }
    let dropped: Vec<usize> =
        (0..plan.cut).filter(|&index| !is_pinned(messages, index, plan.first_user)).collect();
    let summary = match summarizer.summarize_in_context(messages, &dropped, budget) {
        Ok(summary) => summary,
        Err(error) => return failed(error),
    };
    let checked = check_summary(&summary, budget);
    let message_tokens = |tokens: usize| {
        ctx_tokens::adds_up(&header, &summary.text).then(|| header_tokens.saturating_add(tokens))
    };
    match checked {
        Ok(tokens) if summary.failures.is_empty() => {
            let tokens = message_tokens(tokens);
            (header + &summary.text, SummaryOutcome::Summarized, tokens)
        }
        Ok(tokens) => {
            let tokens = message_tokens(tokens);
            let outcome = SummaryOutcome::FellBack { by: summary.by, failures: summary.failures };
            (header + &summary.text, outcome, tokens)
        }
        Err(error) if summary.failures.is_empty() => failed(error),
        Err(error) => {
            let mut failures = summary.failures;
            failures.push(Failure { summarizer: summary.by, error });
            failed(SummarizeError::AllFailed(failures))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ctx_message::{Content, ToolCall};
    use ctx_tokens::count_tokens;

    /// A summarizer that returns a fixed result and records the budget it was offered.
    struct Fixed(Result<String, SummarizeError>);

    impl Summarizer for Fixed {
        fn summarize(&self, dropped: &[ChatMessage], _budget: usize) -> Result<String, SummarizeError> {
            assert!(!dropped.is_empty());
            self.0.clone()
        }
    }

    fn text(message: &ChatMessage) -> String {
        message.content.text().into_owned()
    }

    /// Shapes with one token count per message, then checks which input messages were kept (by
    /// their text), that the summary sits where expected and nothing was lost, and that shaping
    /// the history given up gives the same.
    #[track_caller]
    fn check(messages: &[ChatMessage], counts: &[usize], options: Options, kept: &[&str]) -> Shaped {
        let shaped = shape_with_counts(messages, counts, options, None);
        assert_eq!(shape_owned_with_counts(messages.to_vec(), counts, options, None), shaped);
        let texts: Vec<String> = shaped.messages.iter().map(text).collect();
        let expected: Vec<String> = kept.iter().map(|&text| text.to_owned()).collect();
        assert_eq!(texts, expected);
        assert_eq!(shaped.messages.len() + shaped.dropped.len(), messages.len() + usize::from(shaped.shaped));
        // What is dropped is always the first of the droppable messages.
        let first: Vec<&ChatMessage> = droppable(messages).take(shaped.dropped.len()).collect();
        assert_eq!(first, shaped.dropped.iter().collect::<Vec<_>>());
        shaped
    }

    fn history(texts: &[&str]) -> Vec<ChatMessage> {
        texts
            .iter()
            .map(|&text| match text.as_bytes().first() {
                Some(b's') => ChatMessage::system(text),
                Some(b'u') => ChatMessage::user(text),
                _ => ChatMessage::assistant(text),
            })
            .collect()
    }

    #[test]
    fn below_the_trigger_nothing_changes() {
        let messages = history(&["s", "u1", "a1", "u2", "a2"]);
        let shaped =
            check(&messages, &[10, 10, 10, 10, 10], Options::new(100), &["s", "u1", "a1", "u2", "a2"]);
        assert!(!shaped.shaped);
        assert_eq!(shaped.summary, SummaryOutcome::NotShaped);
        assert_eq!((shaped.tokens_before, shaped.tokens_after), (50, 50));
    }

    #[test]
    fn hysteresis_decides_between_85_and_95_percent() {
        let messages = history(&["s", "u1", "a1", "u2", "a2"]);
        let counts = [10, 10, 30, 20, 20]; // 90 of 100
        assert!(shape_with_counts(&messages, &counts, Options::new(100), None).shaped);
        assert!(!shape_with_counts(&messages, &counts, Options::new(100).shaped_before(true), None).shaped);
        assert!(
            shape_with_counts(&messages, &counts, Options::new(100).shaped_before(true).force(true), None)
                .shaped
        );
    }

    #[test]
    fn oldest_messages_go_first_and_the_rest_fits_in_70_percent() {
        let messages = history(&["s", "u1", "a1", "u2", "a2", "u3", "a3"]);
        // Budget 700, summary reserve 70: keep s + u1 (200) and the newest that fit in 430.
        let shaped = check(
            &messages,
            &[100, 100, 200, 200, 200, 200, 200],
            Options::new(1000),
            &["s", "u1", PLACEHOLDER, "u3", "a3"],
        );
        assert!(shaped.shaped);
        assert_eq!(shaped.summary_index, Some(2));
        assert_eq!(shaped.dropped.iter().map(text).collect::<Vec<_>>(), ["a1", "u2", "a2"]);
        assert_eq!(shaped.summary, SummaryOutcome::NoSummarizer);
        assert!(shaped.tokens_after <= 700, "{}", shaped.tokens_after);
        assert_eq!(shaped.messages[2].role, Role::User);
    }

    #[test]
    fn forced_shaping_of_a_history_that_fits_changes_nothing() {
        let messages = history(&["s", "u1", "a1"]);
        let shaped = check(&messages, &[1, 1, 1], Options::new(1000).force(true), &["s", "u1", "a1"]);
        assert!(!shaped.shaped);
    }

    #[test]
    fn forced_shaping_drops_below_the_trigger() {
        let messages = history(&["s", "u1", "a1", "u2", "a2"]);
        let counts = [10, 10, 30, 10, 20]; // 80 of 100: under 85%, over 70%
        check(&messages, &counts, Options::new(100), &["s", "u1", "a1", "u2", "a2"]);
        check(&messages, &counts, Options::new(100).force(true), &["s", "u1", PLACEHOLDER, "u2", "a2"]);
    }

    #[test]
    fn system_messages_anywhere_and_the_first_user_message_are_pinned() {
        let messages = history(&["a0", "u1", "a1", "s-late", "a2", "u2", "a3"]);
        check(
            &messages,
            &[50, 50, 300, 50, 400, 50, 100],
            Options::new(1000),
            &["u1", "s-late", PLACEHOLDER, "u2", "a3"],
        );
    }

    #[test]
    fn the_newest_message_is_kept_even_alone_over_budget() {
        let messages = history(&["s", "u1", "a1", "a2"]);
        let shaped =
            check(&messages, &[10, 10, 10, 5000], Options::new(1000), &["s", "u1", PLACEHOLDER, "a2"]);
        assert!(shaped.tokens_after > 700);
        // Nothing droppable: unchanged.
        let messages = history(&["s", "u1", "a1"]);
        check(&messages, &[10, 10, 5000], Options::new(1000), &["s", "u1", "a1"]);
        check(&[], &[], Options::new(0).force(true), &[]);
    }

    #[test]
    fn the_cut_never_splits_a_call_from_its_results() {
        let call = ChatMessage::assistant_calls(vec![
            ToolCall::function("c", "bash", "{}"),
            ToolCall::function("d", "bash", "{}"),
        ]);
        let messages = vec![
            ChatMessage::user("u1"),
            ChatMessage::assistant("a1"),
            call,
            ChatMessage::tool_result("c", "r1"),
            ChatMessage::tool_result("d", "r2"),
            ChatMessage::assistant("a2"),
        ];
        // Cutting inside the block would fit; instead the whole block goes.
        let shaped = check(
            &messages,
            &[10, 100, 300, 300, 10, 100],
            Options::new(1000).force(true),
            &["u1", PLACEHOLDER, "a2"],
        );
        assert_eq!(shaped.dropped.iter().map(text).collect::<Vec<_>>(), ["a1", "", "r1", "r2"]);
        // When the newest message is a result, its whole block is kept, even over budget.
        check(
            &messages[..5],
            &[10, 10, 400, 400, 400],
            Options::new(1000),
            &["u1", PLACEHOLDER, "", "r1", "r2"],
        );
    }

    #[test]
    fn missing_or_extra_counts_do_not_panic() {
        let messages = history(&["s", "u1", "a1"]);
        let shaped = shape_with_counts(&messages, &[1], Options::new(1000), None);
        assert_eq!(
            shaped.tokens_before,
            messages.iter().map(count_message_tokens).sum::<usize>() - count_message_tokens(&messages[0]) + 1
        );
        let shaped = shape_with_counts(&messages, &[1, 1, 1, 1, 1], Options::new(1000), None);
        assert_eq!(shaped.tokens_before, 3);
    }

    #[test]
    fn summarizer_text_follows_the_placeholder_line() {
        let messages = history(&["s", "u1", "a1", "u2", "a2"]);
        let counts = [10, 10, 500, 10, 400];
        let summarizer = Fixed(Ok("- read src/lib.rs".to_owned()));
        let shaped = shape_with_counts(&messages, &counts, Options::new(1000), Some(&summarizer));
        assert_eq!(shaped.summary, SummaryOutcome::Summarized);
        assert_eq!(text(&shaped.messages[2]), "[prior conversation compacted]\n\n- read src/lib.rs");
        assert_eq!(shaped.tokens_after, 10 + 10 + 10 + 400 + count_message_tokens(&shaped.messages[2]),);
    }

    #[test]
    fn summarizer_failures_fall_back_to_the_placeholder_with_the_reason() {
        let messages = history(&["s", "u1", "a1", "u2", "a2"]);
        let counts = [10, 10, 500, 10, 400];
        // 70 tokens reserved for the summary message, less its first line and slack.
        let budget = 70 - count_message_tokens(&ChatMessage::user(format!("{PLACEHOLDER}\n\n"))) - JOIN_SLACK;
        let cases = [
            (Err(SummarizeError::failed("model timed out")), SummarizeError::failed("model timed out")),
            (Ok("  \n".to_owned()), SummarizeError::Empty),
            (
                Ok("word ".repeat(5000)),
                SummarizeError::OverBudget { tokens: count_tokens(&"word ".repeat(5000)), budget },
            ),
        ];
        for (result, expected) in cases {
            let shaped = shape_with_counts(&messages, &counts, Options::new(1000), Some(&Fixed(result)));
            assert_eq!(shaped.summary, SummaryOutcome::Failed(expected));
            assert_eq!(shaped.messages[2].content, Content::Text(PLACEHOLDER.to_owned()));
        }
        // A budget too small for any summary: the summarizer is not even asked.
        let shaped =
            shape_with_counts(&messages, &counts, Options::new(20).force(true), Some(&Fixed(Ok("x".into()))));
        assert_eq!(shaped.summary, SummaryOutcome::Failed(SummarizeError::NoRoom { budget: 0 }));
    }

    /// Records what `summarize_in_context` was given, and answers through the default path.
    struct Recording(std::cell::RefCell<Vec<(usize, Vec<usize>)>>);

    impl Summarizer for Recording {
        fn summarize(&self, dropped: &[ChatMessage], _: usize) -> Result<String, SummarizeError> {
            Ok(dropped.iter().map(text).collect::<Vec<_>>().join(","))
        }
        fn summarize_in_context(
            &self,
            history: &[ChatMessage],
            dropped: &[usize],
            budget: usize,
        ) -> Result<crate::Summary, SummarizeError> {
            self.0.borrow_mut().push((history.len(), dropped.to_vec()));
            let messages: Vec<ChatMessage> = dropped.iter().map(|&index| history[index].clone()).collect();
            self.summarize(&messages, budget).map(|text| crate::Summary::new("recording", text))
        }
    }

    #[test]
    fn the_summarizer_sees_the_whole_history_and_the_dropped_indices() {
        let messages = history(&["s", "u1", "a1", "s-mid", "u2", "a2", "u3"]);
        let recording = Recording(std::cell::RefCell::default());
        let shaped = shape_with_counts(
            &messages,
            &[10, 10, 300, 10, 300, 10, 300],
            Options::new(1000),
            Some(&recording),
        );
        assert_eq!(recording.0.borrow().as_slice(), [(7, vec![2, 4])]);
        assert_eq!(shaped.summary, SummaryOutcome::Summarized);
        assert_eq!(text(&shaped.messages[3]), format!("{PLACEHOLDER}\n\na1,u2"));
        assert_eq!(shaped.dropped.iter().map(text).collect::<Vec<_>>(), ["a1", "u2"]);
    }

    #[test]
    fn a_fallback_summary_is_reported_with_the_primary_failure() {
        let messages = history(&["s", "u1", "a1", "u2", "a2"]);
        let counts = [10, 10, 500, 10, 400];
        let chain =
            crate::Fallback::new(Fixed(Err(SummarizeError::failed("timed out"))), Fixed(Ok("- ok".into())));
        let shaped = shape_with_counts(&messages, &counts, Options::new(1000), Some(&chain));
        let failure = Failure { summarizer: "summarizer".into(), error: SummarizeError::failed("timed out") };
        assert_eq!(
            shaped.summary,
            SummaryOutcome::FellBack { by: "summarizer".into(), failures: vec![failure.clone()] }
        );
        assert!(shaped.summary.has_summary());
        assert_eq!(text(&shaped.messages[2]), format!("{PLACEHOLDER}\n\n- ok"));
        // Every one failing: the placeholder, with every reason.
        let chain =
            crate::Fallback::new(Fixed(Err(SummarizeError::failed("timed out"))), Fixed(Ok(String::new())));
        let shaped = shape_with_counts(&messages, &counts, Options::new(1000), Some(&chain));
        let empty = Failure { summarizer: "summarizer".into(), error: SummarizeError::Empty };
        assert_eq!(shaped.summary, SummaryOutcome::Failed(SummarizeError::AllFailed(vec![failure, empty])));
        assert!(!shaped.summary.has_summary());
        assert_eq!(text(&shaped.messages[2]), PLACEHOLDER);
    }
}
