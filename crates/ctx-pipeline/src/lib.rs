//! The thin glue an agent calls: squash at capture time, then dedup, count and shape every turn.
//!
//! ctx-pipeline has no algorithm of its own; it sequences the other ctx crates:
//!
//! - [`apply`] (once per tool result, where it is built): `read` results and outputs under
//!   [`SQUASH_FLOOR`] bytes pass through; larger ones are cleaned of terminal noise and squashed
//!   as JSON, NDJSON, a listing, a tree, a table, prose, a diff or lines ([`squash`] also says
//!   which); when that would save less than a quarter or 4 KiB and leave out a line it does not
//!   still show (`ctx_squash_core::worth_squashing`), an output of lines leaves out only the runs
//!   it still shows after every copy of the line before them, else it is kept whole
//!   (`ctx_squash_core::settle`). [`apply_call`] does the
//!   same knowing the call, so that a shell command that only prints files is exempt like `read`;
//!   [`CallTools`] names an agent's own shell and reader tools; [`squash_call_after`] knows the
//!   history too, leaving out the runs of lines an earlier result already shows.
//! - [`Pipeline`] (once per turn, before the model is called): collapse superseded read-only
//!   results, count tokens (cached per message), and shape the history when it crosses 85% of
//!   the window (95% once shaped). [`Pipeline::compact`] is the same path, forced: manual and
//!   automatic compaction behave alike. Everything replaced or dropped is handed back.
//! - [`with_concise_section`]: the optional terse-writing system-prompt section of
//!   [`Settings::concise_output`].
//!
//! It is the one dependency a host needs: every type its API takes or returns is re-exported
//! here (messages, tools, summarizers and their outcomes, policies, reports), so a host never
//! names ctx-message, ctx-calls or ctx-shaping itself and cannot mix their versions. With the
//! `llm` feature it also re-exports ctx-summarize's LLM summarizer as [`llm`].
//!
//! An agent loop, from capture to compaction:
//!
//! ```
//! use ctx_pipeline::{ChatMessage, ExtractiveSummarizer, Pipeline, SummaryOutcome, ToolCall};
//!
//! // A recorded failing test run, as a tool would print it.
//! let test_log = |step: usize| {
//!     let mut log = String::new();
//!     for test in 0..300 {
//!         log.push_str(&format!("test tests::case_{test} ... ok\n"));
//!     }
//!     log.push_str(&format!("test tests::parser_{step} ... FAILED\n\nfailures:\n\n---- tests::parser_{step} stdout ----\n"));
//!     log.push_str("thread 'tests::parser' panicked at src/parse.rs:42:9:\nassertion `left == right` failed\n");
//!     log.push_str("test result: FAILED. 300 passed; 1 failed; 0 ignored\n");
//!     log
//! };
//!
//! let mut pipeline = Pipeline::new(4_000); // the model's context window, in tokens
//! let summarizer = ExtractiveSummarizer::new();
//! let mut history = vec![
//!     ChatMessage::system("You are a coding agent."),
//!     ChatMessage::user("Make the parser tests pass."),
//! ];
//! let mut edited = false;
//! for step in 0..40 {
//!     // 1. Once per loop, before the model is called: supersede and mask what is stale (in
//!     //    batches that pay for their cache write), count, shape or compact under the window.
//!     let report = pipeline.turn(&mut history, Some(&summarizer));
//!     edited |= report.changed();
//!     if report.shaped {
//!         assert_eq!(report.summary, SummaryOutcome::Summarized); // no placeholder-only summary
//!         // report.dropped and report.replaced hold everything removed, for the host to keep.
//!     }
//!     // (the model is called with `history` here; it answers with a tool call)
//!     let call = ToolCall::function(format!("call-{step}"), "bash", r#"{"command":"cargo test"}"#);
//!     history.push(ChatMessage::assistant_calls(vec![call.clone()]));
//!     // 2. Where the tool result is built: capture squashes it, keeping every failure.
//!     let output = test_log(step);
//!     let captured = pipeline.capture(&call, &output);
//!     assert!(captured.len() < output.len() / 4 && captured.contains(&format!("parser_{step} ... FAILED")));
//!     history.push(ChatMessage::tool_result(&call.id, captured));
//! }
//! assert!(edited, "40 steps do not fit 4,000 tokens unedited");
//! assert!(pipeline.count(&history) < 4_000);
//! assert_eq!(history[1].content.text(), "Make the parser tests pass."); // the task is pinned
//! ```
//!
//! The same squash without a pipeline, for one output:
//!
//! ```
//! let output = "ok: 3 files changed\n";
//! assert_eq!(ctx_pipeline::apply("bash", output), output);
//! ```

#[cfg(test)]
mod archived;
mod archived_copy;
mod call;
mod concise;
mod echo;
mod policy;
mod proven;
mod recall;
mod settings;
mod shown;
mod squash;
mod terms;
mod turn;

pub use archived_copy::{ArchivedCopy, Original, PREPARED_BYTES};
pub use call::{apply_call, squash_call, squash_call_with};
// The types the pipeline's API takes and returns, so a host depends on ctx-pipeline alone.
pub use ctx_archive::{Archive, Handle, MemoryArchive, Unavailable};
pub use ctx_calls::{Call, Effect, FileRange, ToolRole, Tools, classify_command};
pub use ctx_dedup::Replaced;
pub use ctx_message::{
    ChatMessage, Content, Conversation, Dialect, FunctionCall, Object, ParseError, Role, ToolCall,
};
pub use ctx_shaping::{
    Cause, ExtractiveSummarizer, Failure, Fallback, PLACEHOLDER, SummarizeError, Summarizer, Summary,
    SummaryOutcome, droppable,
};
pub use ctx_tokens::{CountCache, count_message_tokens, count_tokens};
/// ctx-summarize's LLM summarizer (feature `llm`): [`llm::OpenAiSummarizer`] over any
/// OpenAI-compatible endpoint, configured by [`llm::Config`].
///
/// ```
/// use ctx_pipeline::llm::{Config, OpenAiSummarizer};
/// use ctx_pipeline::{ExtractiveSummarizer, Fallback, Pipeline};
///
/// let llm = OpenAiSummarizer::new(Config::new("http://localhost:11434/v1", "qwen3:8b"));
/// // The LLM first; if it fails, the extractive summary; the reason lands in the turn's report.
/// let summarizer = Fallback::new(llm, ExtractiveSummarizer::new());
/// let mut pipeline = Pipeline::new(128_000);
/// let mut history = vec![ctx_pipeline::ChatMessage::user("hi")];
/// let report = pipeline.turn(&mut history, Some(&summarizer));
/// assert!(!report.shaped);
/// ```
#[cfg(feature = "llm")]
pub mod llm {
    pub use ctx_summarize::{Config, Error, LimitField, OpenAiSummarizer};
}
pub use concise::{CONCISE_SECTION, with_concise_section};
pub use ctx_squash_text::{Marker, Omitted};
pub use policy::{CompactEarly, Policy, Rewrite, Rules};
pub use proven::{PreparedKeys, Proven};
pub use recall::{RECALL_TOOL, RecallRequest, recall_answer, recall_text, recall_tool};
pub use settings::Settings;
pub use shown::{MAX_EARLIER_BYTES, squash_call_after};
pub use squash::{
    GENERIC_BUDGET, PROSE_BUDGET, SQUASH_FLOOR, SquashContext, Squashed, Strategy, apply, squash, squash_with,
};
pub use turn::{ARCHIVE_ALONGSIDE_BYTES, Pipeline, TurnReport};
