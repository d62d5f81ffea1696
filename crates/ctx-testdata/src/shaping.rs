//! The shaping oracle (feature `shaping`): an independent check of everything
//! `ctx_shaping::shape_messages` promises, used by ctx-shaping's tests and ctx-fuzz.

use ctx_message::{ChatMessage, Role};
use ctx_shaping::{Options, PLACEHOLDER, Shaped, SummaryOutcome, should_shape};

/// Tags every message with its input position (an unknown field, which shaping must carry along).
pub fn tag(messages: &mut [ChatMessage]) {
    for (index, message) in messages.iter_mut().enumerate() {
        message.extra.insert("test-index", &index);
    }
}

fn index_of(message: &ChatMessage) -> Option<usize> {
    message.extra.get_as::<usize>("test-index")
}

/// The assistant message each tool message answers: the nearest preceding one with a call of its id.
pub fn callers(messages: &[ChatMessage]) -> Vec<Option<usize>> {
    (0..messages.len())
        .map(|index| {
            let id = messages[index].tool_call_id.as_deref()?;
            if messages[index].role != Role::Tool {
                return None;
            }
            (0..index).rev().find(|&at| {
                messages[at].role == Role::Assistant && messages[at].calls().iter().any(|call| call.id == id)
            })
        })
        .collect()
}

fn pinned(messages: &[ChatMessage]) -> Vec<bool> {
    let first_user = messages.iter().position(|message| message.role == Role::User);
    (0..messages.len())
        .map(|index| messages[index].role == Role::System || Some(index) == first_user)
        .collect()
}

/// Checks `shaped` = shaping of tagged `input` with `counts` and `options`.
///
/// # Panics
///
/// On the first broken promise: that is how a test or a fuzzer learns of it.
#[track_caller]
pub fn assert_invariants(input: &[ChatMessage], counts: &[usize], options: Options, shaped: &Shaped) {
    let total: usize = counts.iter().sum();
    assert_eq!(shaped.tokens_before, total);
    if !options.force && !should_shape(total, options.window, options.shaped_before) {
        assert!(!shaped.shaped, "shaped below the trigger");
    }
    if !shaped.shaped {
        assert_eq!(shaped.messages, input, "unshaped output must equal the input");
        assert!(shaped.dropped.is_empty());
        assert_eq!(shaped.summary, SummaryOutcome::NotShaped);
        assert_eq!(shaped.summary_index, None);
        assert_eq!(shaped.tokens_after, total);
        return;
    }

    // Exactly one summary message, a user message starting with the placeholder.
    let summary_index = shaped.summary_index.expect("a shaped history has a summary");
    let untagged: Vec<usize> =
        (0..shaped.messages.len()).filter(|&at| index_of(&shaped.messages[at]).is_none()).collect();
    assert_eq!(untagged, [summary_index]);
    let summary = &shaped.messages[summary_index];
    assert_eq!(summary.role, Role::User);
    let text = summary.content.text();
    assert!(text.starts_with(PLACEHOLDER), "{text}");
    assert_eq!(text == PLACEHOLDER, !shaped.summary.has_summary());

    // Every input message is kept or dropped, exactly once, in order.
    let kept: Vec<usize> = shaped.messages.iter().filter_map(index_of).collect();
    let dropped: Vec<usize> =
        shaped.dropped.iter().map(|message| index_of(message).expect("tagged")).collect();
    assert!(kept.windows(2).all(|pair| pair[0] < pair[1]), "kept order {kept:?}");
    assert!(dropped.windows(2).all(|pair| pair[0] < pair[1]), "dropped order {dropped:?}");
    let mut all: Vec<usize> = kept.iter().chain(&dropped).copied().collect();
    all.sort_unstable();
    assert_eq!(all, (0..input.len()).collect::<Vec<_>>());
    assert!(!dropped.is_empty());
    for (message, &index) in shaped.messages.iter().filter(|message| index_of(message).is_some()).zip(&kept) {
        assert_eq!(message, &input[index]);
    }

    // Pinned and newest kept; the summary sits after the pinned head, before the tail.
    let pinned = pinned(input);
    assert!(kept.contains(&(input.len() - 1)), "newest message dropped");
    for (index, &is_pinned) in pinned.iter().enumerate() {
        assert!(!is_pinned || kept.contains(&index), "pinned message {index} dropped");
    }
    let cut = kept[summary_index];
    assert!(kept[..summary_index].iter().all(|&index| pinned[index] && index < cut));
    assert!(kept[summary_index..].iter().all(|&index| index >= cut));
    assert!((cut..input.len()).all(|index| kept.contains(&index)), "the tail is contiguous");

    // Pairs: kept results follow their kept call; kept calls keep all their results.
    let callers = callers(input);
    for (result, caller) in callers.iter().enumerate() {
        if let Some(caller) = *caller {
            assert_eq!(
                kept.contains(&result),
                kept.contains(&caller),
                "call {caller} / result {result} split"
            );
        }
    }

    // Tokens: the output is counted as it is, and fits unless no later cut was possible.
    let summary_tokens = ctx_tokens::count_message_tokens(summary);
    let kept_tokens: usize = kept.iter().map(|&index| counts[index]).sum();
    assert_eq!(shaped.tokens_after, kept_tokens + summary_tokens);
    assert_eq!(shaped.summary_tokens, Some(summary_tokens), "the summary's count handed back");
    if shaped.tokens_after > options.budget() {
        let spans =
            |cut: usize| callers.iter().enumerate().any(|(r, a)| a.is_some_and(|a| a < cut && cut <= r));
        let later_cut = (cut + 1..input.len()).any(|c| !spans(c) && (cut..c).any(|index| !pinned[index]));
        assert!(
            !later_cut,
            "over budget ({} > {}) though cut {cut} could move",
            shaped.tokens_after,
            options.budget()
        );
    }
}
