//! Property tests: shaping random, often malformed, histories keeps every promise.

use ctx_message::{ChatMessage, ToolCall};
use ctx_shaping::{
    ExtractiveSummarizer, Fallback, Options, SummarizeError, Summarizer, SummaryOutcome, shape_with_counts,
};
use ctx_testdata::shaping as oracle;
use proptest::prelude::*;

const IDS: &[&str] = &["a", "b", "c", "d", "e"];

fn message() -> impl Strategy<Value = ChatMessage> {
    let call = (0..IDS.len(), prop::sample::select(vec!["bash", "read", "edit"]))
        .prop_map(|(id, name)| ToolCall::function(IDS[id], name, r#"{"command":"cat src/x.rs"}"#));
    prop_oneof![
        1 => "[a-z ]{0,12}".prop_map(ChatMessage::system),
        3 => "[a-z ]{0,12}".prop_map(ChatMessage::user),
        2 => "[a-z ]{0,12}".prop_map(ChatMessage::assistant),
        4 => prop::collection::vec(call, 1..4).prop_map(ChatMessage::assistant_calls),
        5 => (0..IDS.len(), "[a-z:E ]{0,20}").prop_map(|(id, text)| ChatMessage::tool_result(IDS[id], text)),
        1 => Just(ChatMessage { tool_call_id: None, ..ChatMessage::tool_result("", "no id") }),
    ]
}

/// A summarizer that fails, or answers with a given number of words.
struct Scripted(Option<usize>);

impl Summarizer for Scripted {
    fn summarize(&self, _: &[ChatMessage], _: usize) -> Result<String, SummarizeError> {
        self.0.map(|words| " word".repeat(words)).ok_or_else(|| SummarizeError::failed("scripted failure"))
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn shaping_keeps_every_promise(
        mut messages in prop::collection::vec(message(), 0..30),
        sizes in prop::collection::vec(0_usize..400, 30),
        window in prop_oneof![Just(0_usize), 0_usize..4000],
        force in any::<bool>(),
        shaped_before in any::<bool>(),
        summarizer in 0_usize..5,
    ) {
        oracle::tag(&mut messages);
        let counts = &sizes[..messages.len()];
        let options = Options::new(window).force(force).shaped_before(shaped_before);
        let extractive = ExtractiveSummarizer::new();
        let failing = Scripted(None);
        let wordy = Scripted(Some(300));
        let chain = Fallback::new(Scripted(None), Fallback::new(Scripted(Some(300)), ExtractiveSummarizer::new()));
        let summarizer: Option<&dyn Summarizer> = match summarizer {
            0 => None,
            1 => Some(&extractive),
            2 => Some(&failing),
            3 => Some(&wordy),
            _ => Some(&chain),
        };
        let shaped = shape_with_counts(&messages, counts, options, summarizer);
        oracle::assert_invariants(&messages, counts, options, &shaped);
        if shaped.shaped {
            match summarizer {
                None => prop_assert_eq!(&shaped.summary, &SummaryOutcome::NoSummarizer),
                Some(_) => prop_assert!(shaped.summary != SummaryOutcome::NotShaped && shaped.summary != SummaryOutcome::NoSummarizer),
            }
        }
        // Deterministic.
        prop_assert_eq!(shape_with_counts(&messages, counts, options, summarizer), shaped);
    }
}
