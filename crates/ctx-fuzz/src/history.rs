//! Checkers for the history stages: `collapse`, `shape_messages` and the pipeline's turn.

use ctx_calls::Tools;
use ctx_dedup::Collapser;
use ctx_message::{ChatMessage, Content};
use ctx_pipeline::Pipeline;
use ctx_shaping::{ExtractiveSummarizer, Fallback, Options, SummarizeError, Summarizer};
use ctx_testdata::{dedup, shaping};

use crate::messages::Bytes;

/// Histories are capped so a single input stays fast (the oracles are quadratic).
const MAX_MESSAGES: usize = 200;

/// Turns per input are capped too: the checker recounts the whole history from scratch several
/// times a turn (the pipeline itself recounts only what changed), and a hundred turns over
/// megabytes of text took seconds (fuzz/regressions/turn/timeout-37b5dd28…).
const MAX_TURNS: usize = 16;

fn config(choice: u8) -> Tools {
    match choice % 3 {
        0 => Tools::default(),
        1 => Tools::default().with_read_only_set(["Read", "bash"]),
        _ => Tools::default().with_read_only_set(["*"]),
    }
}

/// `Collapser::collapse_in_place` and `collapse_with`: exactly the replacements of the brute-force
/// reference (ctx-dedup's test oracle), each handed back with its original content, nothing else
/// changed; idempotent; the in-place and incremental runs agree with the whole-history one.
pub fn check_collapse(data: &[u8]) {
    let mut bytes = Bytes::new(data);
    let config = config(bytes.byte());
    let split = usize::from(bytes.byte());
    let messages = bytes.messages(MAX_MESSAGES);

    let mut collapsed = messages.clone();
    let mut in_place = Collapser::new(config.clone());
    let replaced = in_place.collapse_in_place(&mut collapsed);
    let indices: Vec<usize> = replaced.iter().map(|r| r.index).collect();
    dedup::assert_invariants(&messages, &collapsed, &indices, &config);
    for replacement in &replaced {
        assert_eq!(
            replacement.original, messages[replacement.index].content,
            "the original content was not handed back"
        );
    }
    assert!(in_place.collapse_in_place(&mut collapsed).is_empty(), "collapse is not idempotent");
    let (whole, changed) = ctx_dedup::collapse_with(&messages, &config);
    assert_eq!(changed, !replaced.is_empty());
    assert_eq!(whole, collapsed, "collapse_with differs from collapse_in_place");
    if config == Tools::default() {
        assert_eq!(ctx_dedup::collapse(&messages).0, whole, "collapse differs from collapse_with(default)");
    }

    // Incrementally, as an agent loop grows its history: the same result.
    let split = split.min(messages.len());
    let mut incremental = Collapser::new(config.clone());
    let mut history = messages[..split].to_vec();
    incremental.collapse_in_place(&mut history);
    history.extend_from_slice(&messages[split..]);
    incremental.collapse_in_place(&mut history);
    assert_eq!(history, whole, "an incremental collapse differs from the whole one");
}

/// A summarizer that fails, or answers with a given number of words.
struct Scripted(Option<usize>);

impl Summarizer for Scripted {
    fn summarize(&self, _: &[ChatMessage], _: usize) -> Result<String, SummarizeError> {
        self.0.map(|words| " word".repeat(words)).ok_or_else(|| SummarizeError::failed("scripted failure"))
    }
}

/// Runs `f` with the summarizer `choice` picks (none, extractive, failing, too wordy, a chain).
fn with_summarizer<R>(choice: u8, f: impl FnOnce(Option<&dyn Summarizer>) -> R) -> R {
    match choice % 5 {
        0 => f(None),
        1 => f(Some(&ExtractiveSummarizer::new())),
        2 => f(Some(&Scripted(None))),
        3 => f(Some(&Scripted(Some(300)))),
        _ => f(Some(&Fallback::new(
            Scripted(None),
            Fallback::new(Scripted(Some(300)), ExtractiveSummarizer::new()),
        ))),
    }
}

/// `shape_with_counts` / `shape_messages` under any window, counts, flags and summarizer: every
/// promise ctx-shaping's own test oracle checks (pinned and newest kept, the tail contiguous, pairs
/// intact, every message kept or dropped exactly once and in order, one summary, tokens exact,
/// within budget unless no later cut exists), and deterministic.
pub fn check_shape_messages(data: &[u8]) {
    let mut bytes = Bytes::new(data);
    let flags = bytes.byte();
    let window = usize::from(bytes.u16()) % 8192;
    let summarizer = bytes.byte();
    let count_scale = usize::from(bytes.byte() % 8);
    let mut messages = bytes.messages(MAX_MESSAGES);
    shaping::tag(&mut messages);
    let counts: Vec<usize> = if flags & 4 == 0 {
        messages.iter().map(ctx_tokens::count_message_tokens).collect()
    } else {
        // Made-up counts, from the messages' own bytes: shaping must not assume they are real.
        messages.iter().map(|m| m.content.text().len().wrapping_mul(count_scale) % 5000).collect()
    };
    let options = Options::new(window).force(flags & 1 != 0).shaped_before(flags & 2 != 0);
    with_summarizer(summarizer, |summarizer| {
        let shaped = ctx_shaping::shape_with_counts(&messages, &counts, options, summarizer);
        shaping::assert_invariants(&messages, &counts, options, &shaped);
        assert_eq!(
            ctx_shaping::shape_with_counts(&messages, &counts, options, summarizer),
            shaped,
            "shaping is not deterministic"
        );
        if flags & 4 == 0 {
            assert_eq!(
                ctx_shaping::shape_messages(&messages, options, summarizer),
                shaped,
                "shape_messages differs"
            );
        }
    });
}

/// The key under which the turn checker numbers messages (carried along like any unknown field).
const TAG: &str = "fuzz-id";

fn tag_of(message: &ChatMessage) -> Option<u64> {
    message.extra.get_as::<u64>(TAG)
}

/// The pipeline's turn, over a history that grows between turns (the bytes interleave messages
/// and turns): the cached counts equal fresh ones; dedup replaces exactly what the reference
/// says, handing back the originals; shaping equals `shape_with_counts` on the collapsed history
/// and keeps its promises (ctx-shaping's oracle); every message is kept or handed back as
/// dropped, exactly once.
pub fn check_turn(data: &[u8]) {
    let mut bytes = Bytes::new(data);
    let window = usize::from(bytes.u16()) % 4096;
    let summarizer = bytes.byte();
    // The design's dedup and shaping, as the oracles know them: the summarizer the bytes pick (never
    // the pipeline's own), and no hard-window cutting (ctx-pipeline's policy property tests check
    // that).
    let policy = ctx_pipeline::Policy::design().with_hard_window(false);
    let mut pipeline = Pipeline::with_policy(window, Tools::default(), policy).without_summarizer();
    let mut history: Vec<ChatMessage> = Vec::new();
    let mut next_tag = 0_u64;
    let mut tag = |message: &mut ChatMessage| {
        message.extra.insert(TAG, &next_tag);
        next_tag += 1;
    };
    let (mut appended, mut turns) = (0, 0);
    while !bytes.is_empty() && appended < MAX_MESSAGES && turns < MAX_TURNS {
        let op = bytes.byte();
        if !op.is_multiple_of(4) {
            let mut message = bytes.message();
            tag(&mut message);
            history.push(message);
            appended += 1;
            continue;
        }
        if op & 0x80 != 0 {
            pipeline.set_window(usize::from(bytes.u16()) % 4096);
        }
        turns += 1;
        let force = op & 0x40 != 0;
        check_one_turn(&mut pipeline, &mut history, force, summarizer);
        for message in history.iter_mut().filter(|m| tag_of(m).is_none()) {
            tag(message);
        }
    }
}

/// One turn (or a forced compaction) of `pipeline` on `history`, checked against the references.
fn check_one_turn(pipeline: &mut Pipeline, history: &mut Vec<ChatMessage>, force: bool, summarizer: u8) {
    let before = history.clone();
    let shaped_before = pipeline.shaped_before();
    let report = with_summarizer(summarizer, |summarizer| {
        if force { pipeline.compact(history, summarizer) } else { pipeline.turn(history, summarizer) }
    });

    // Counts: cached, yet equal to counting from scratch.
    let count =
        |messages: &[ChatMessage]| messages.iter().map(ctx_tokens::count_message_tokens).sum::<usize>();
    assert_eq!(report.tokens_before, count(&before), "the cached count differs from a fresh one");

    // Dedup: the reference's replacements, originals handed back.
    let config = Tools::default();
    let indices: Vec<usize> = report.replaced.iter().map(|r| r.index).collect();
    let mut collapsed = before.clone();
    for replacement in &report.replaced {
        assert_eq!(replacement.original, before[replacement.index].content, "original not handed back");
        collapsed[replacement.index].content = Content::Text(ctx_dedup::PLACEHOLDER.to_owned());
    }
    dedup::assert_invariants(&before, &collapsed, &indices, &config);
    assert_eq!(report.tokens_deduped, count(&collapsed), "tokens after dedup miscounted");

    // Shaping: as shape_with_counts on the collapsed history, checked by the oracle.
    let options = Options::new(pipeline.window()).force(force).shaped_before(shaped_before);
    let counts: Vec<usize> = collapsed.iter().map(ctx_tokens::count_message_tokens).collect();
    let mut indexed = collapsed.clone();
    shaping::tag(&mut indexed);
    let shaped = with_summarizer(summarizer, |summarizer| {
        ctx_shaping::shape_with_counts(&indexed, &counts, options, summarizer)
    });
    let triggered = force || ctx_shaping::should_shape(report.tokens_deduped, options.window, shaped_before);
    if triggered {
        shaping::assert_invariants(&indexed, &counts, options, &shaped);
    }
    let untag = |messages: &[ChatMessage]| -> Vec<ChatMessage> {
        messages
            .iter()
            .map(|m| {
                let mut m = m.clone();
                m.extra.remove("test-index");
                m
            })
            .collect()
    };
    if report.shaped {
        assert!(triggered && shaped.shaped, "shaped below the trigger");
        assert_eq!(&untag(&shaped.messages), history, "the turn's shaping differs from shape_with_counts");
        assert_eq!(untag(&shaped.dropped), report.dropped, "the turn dropped other messages");
        assert_eq!(report.summary, shaped.summary);
        assert_eq!(report.tokens_after, shaped.tokens_after);
        assert!(pipeline.shaped_before(), "a shaped pipeline forgot it");
    } else {
        assert!(!triggered || !shaped.shaped, "shape_with_counts shaped, the turn did not");
        assert_eq!(history, &collapsed, "unshaped, yet changed beyond dedup");
        assert!(report.dropped.is_empty(), "dropped without shaping");
        assert_eq!(report.tokens_after, report.tokens_deduped);
    }
    assert_eq!(report.changed(), report.shaped || !report.replaced.is_empty());

    // Nothing lost silently: each message before the turn is kept or dropped, once, in order.
    let kept: Vec<u64> = history.iter().filter_map(tag_of).collect();
    let dropped: Vec<u64> =
        report.dropped.iter().map(|m| tag_of(m).expect("only tagged messages are dropped")).collect();
    let mut all: Vec<u64> = kept.iter().chain(&dropped).copied().collect();
    all.sort_unstable();
    let order: Vec<u64> = before.iter().filter_map(tag_of).collect();
    assert!(
        kept == order.iter().copied().filter(|t| kept.contains(t)).collect::<Vec<_>>(),
        "kept messages out of order"
    );
    let mut expected = order;
    expected.sort_unstable();
    assert_eq!(
        all, expected,
        "a message was lost or duplicated: kept {kept:?}, dropped {dropped:?}, shaped {}, replaced {indices:?}",
        report.shaped
    );
    assert_eq!(history.len() - kept.len(), usize::from(report.shaped), "new messages other than one summary");
}
