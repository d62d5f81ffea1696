//! `replay`: one conversation, call by call, under one strategy; the prompt-cache accounting.

use std::collections::{HashMap, HashSet};

use ctx_message::{ChatMessage, Role, ToolCall};
use ctx_pipeline::Pipeline;
use ctx_shaping::ExtractiveSummarizer;
use ctx_tokens::CountCache;

use ctx_calls::Tools;

use crate::facts::Ledger;
use crate::{Pricing, Strategy};

/// What replaying one conversation under one strategy cost.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Outcome {
    /// Model calls: one before each assistant message.
    pub calls: usize,
    /// Prompt tokens over all calls.
    pub prompt_tokens: usize,
    /// Of those, read from the cache: the unchanged leading messages since the previous call.
    pub cached_tokens: usize,
    /// Of those, written: everything after the first message that changed or is new.
    pub written_tokens: usize,
    /// Cost units under the pricing (one unit = one plain input token).
    pub cost: f64,
    /// The largest prompt of any call.
    pub peak_prompt: usize,
    /// True when some prompt was larger than the window.
    pub exceeded_window: bool,
    /// Calls whose prompt changed a message the previous prompt had (a cache break).
    pub rewrites: usize,
    /// Shaping events.
    pub shapings: usize,
    /// Messages the pipeline replaced (placeholder or back-reference) or dropped, all handed
    /// back to the host with their originals.
    pub archived: usize,
    /// True when every prompt kept each tool result after the call it answers and each kept
    /// call with all its results.
    pub pairs_intact: bool,
    /// Used facts over all calls: what the agent's next message took from tool results alone
    /// (see [`FACT_PATTERN`](crate::FACT_PATTERN)).
    pub used_facts: usize,
    /// Of those, found in the prompt the strategy built for the call.
    pub recalled_facts: usize,
    /// Of the facts not recalled, those an original ctx replaced or dropped holds: what an
    /// archive of every original gives back.
    pub recoverable_facts: usize,
}

impl Outcome {
    /// Accounts one model call of `tokens` prompt tokens, `cached` of them read from the cache.
    fn add_call(&mut self, tokens: usize, cached: usize, pricing: Pricing, window: usize, rewrote: bool) {
        self.calls += 1;
        self.prompt_tokens += tokens;
        self.cached_tokens += cached;
        self.written_tokens += tokens - cached;
        self.cost += pricing.cost(cached, tokens - cached);
        self.peak_prompt = self.peak_prompt.max(tokens);
        self.exceeded_window |= tokens > window;
        self.rewrites += usize::from(rewrote);
    }

    /// Recalled ÷ used facts (1 when there was none to use).
    pub fn recall(&self) -> f64 {
        if self.used_facts == 0 { 1.0 } else { self.recalled_facts as f64 / self.used_facts as f64 }
    }
}

/// One model call as a replay made it, for [`replay_traced`].
#[derive(Debug)]
#[non_exhaustive]
pub struct CallTrace<'a> {
    /// The call's number, from 0.
    pub index: usize,
    /// The prompt: the history as the strategy left it.
    pub prompt: &'a [ChatMessage],
    /// The agent's recorded answer, whose facts are judged.
    pub next: &'a ChatMessage,
    /// The prompt's tokens (with the reply primer) and, of them, the cached ones.
    pub tokens: usize,
    /// Tokens read from the cache: the leading messages unchanged since the previous call.
    pub cached_tokens: usize,
    /// The used facts of `next`.
    pub used: &'a [String],
    /// Those found in `prompt`.
    pub recalled: &'a [&'a str],
}

/// Replays `messages` under `strategy` with a context window of `window` tokens.
///
/// The host loop it simulates: user and system messages are appended as they come; a tool
/// output is squashed on capture when the strategy squashes (`read` and its aliases exempt; when
/// the strategy says so and never edits the history, the runs of lines an earlier result shows
/// left out);
/// before each assistant message the pipeline runs a turn (with the extractive summarizer for
/// shaping) and the model is called with the history as it then stands; the recorded assistant
/// message is appended after. Tool results are the recorded ones, so every strategy sees the
/// same conversation.
pub fn replay(
    messages: &[ChatMessage],
    tools: &Tools,
    strategy: &Strategy,
    window: usize,
    pricing: Pricing,
) -> Outcome {
    replay_traced(messages, tools, strategy, window, pricing, &mut |_| {})
}

/// [`replay`], showing each model call to `on_call` as it is made (the CLI's `--trace` writes
/// them out, so anyone can recompute the cost and the recall).
pub fn replay_traced(
    messages: &[ChatMessage],
    tools: &Tools,
    strategy: &Strategy,
    window: usize,
    pricing: Pricing,
    on_call: &mut dyn FnMut(&CallTrace<'_>),
) -> Outcome {
    let mut pipeline =
        strategy.policy.as_ref().map(|policy| Pipeline::with_policy(window, tools.clone(), policy.clone()));
    let summarizer = ExtractiveSummarizer::new();
    let mut cache = CountCache::new();
    let mut calls: HashMap<&str, &ToolCall> = HashMap::new();
    let mut answered: HashSet<&str> = HashSet::new();
    let mut history: Vec<ChatMessage> = Vec::with_capacity(messages.len());
    let mut previous: Vec<ChatMessage> = Vec::new();
    let mut outcome = Outcome {
        calls: 0,
        prompt_tokens: 0,
        cached_tokens: 0,
        written_tokens: 0,
        cost: 0.0,
        peak_prompt: 0,
        exceeded_window: false,
        rewrites: 0,
        shapings: 0,
        archived: 0,
        pairs_intact: true,
        used_facts: 0,
        recalled_facts: 0,
        recoverable_facts: 0,
    };
    let mut ledger = Ledger::default();
    for message in messages {
        match message.role {
            Role::Assistant => {
                if let Some(pipeline) = pipeline.as_mut() {
                    let report = pipeline.turn(&mut history, Some(&summarizer));
                    outcome.shapings += usize::from(report.shaped);
                    outcome.archived += report.replaced.len() + report.fitted.len() + report.dropped.len();
                    for replaced in report.replaced.iter().chain(&report.fitted) {
                        ledger.removed_text(&replaced.original.text());
                    }
                    for dropped in &report.dropped {
                        ledger.removed(dropped);
                    }
                }
                let counts = cache.counts(&history);
                let common = history.iter().zip(&previous).take_while(|(now, before)| now == before).count();
                let tokens: usize = counts.iter().sum::<usize>() + ctx_tokens::REPLY_PRIMER;
                let cached: usize = counts[..common].iter().sum();
                outcome.add_call(tokens, cached, pricing, window, common < previous.len());
                outcome.pairs_intact &= pairs_intact(&history, &answered);
                let judged = ledger.judge(message, &history);
                outcome.used_facts += judged.used.len();
                outcome.recalled_facts += judged.recalled.len();
                outcome.recoverable_facts += judged.recoverable;
                let recalled: Vec<&str> = judged.recalled.iter().map(String::as_str).collect();
                on_call(&CallTrace {
                    index: outcome.calls - 1,
                    prompt: &history,
                    next: message,
                    tokens,
                    cached_tokens: cached,
                    used: &judged.used,
                    recalled: &recalled,
                });
                ledger.record(message);
                for call in message.calls() {
                    calls.insert(call.id.as_str(), call);
                }
                previous.clone_from(&history);
                history.push(message.clone());
            }
            Role::Tool => {
                ledger.record(message);
                let call = message.tool_call_id.as_deref().and_then(|id| calls.get(id)).copied();
                // A history never edited keeps every earlier result: its capture may name them.
                let shown =
                    if strategy.shown_before && strategy.policy.is_none() { history.as_slice() } else { &[] };
                let captured =
                    if strategy.squash { capture(tools, shown, call, message) } else { message.clone() };
                if captured.content != message.content {
                    ledger.removed(message);
                }
                if let Some(id) = captured.tool_call_id.as_deref() {
                    answered.extend(calls.get_key_value(id).map(|(id, _)| *id));
                }
                history.push(captured);
            }
            _ => {
                ledger.record(message);
                history.push(message.clone());
            }
        }
    }
    outcome
}

/// A tool result as the host captures it: squashed knowing its call (file reads exempt) and the
/// `history` it joins, whose earlier results' runs of lines it need not repeat (empty for a
/// strategy that edits its history).
fn capture(
    tools: &Tools,
    history: &[ChatMessage],
    call: Option<&ToolCall>,
    message: &ChatMessage,
) -> ChatMessage {
    let mut captured = message.clone();
    match call {
        Some(call) => captured
            .content
            .map_texts(|text| ctx_pipeline::squash_call_after(tools, history, call, text).text.into_owned()),
        None => captured.content.map_texts(|text| ctx_pipeline::apply("", text)),
    }
    captured
}

/// Every tool message in `prompt` follows the call it answers, and every call in `prompt` that
/// had been answered keeps a result.
fn pairs_intact(prompt: &[ChatMessage], answered: &HashSet<&str>) -> bool {
    let mut called: HashSet<&str> = HashSet::new();
    let mut results: HashSet<&str> = HashSet::new();
    for message in prompt {
        called.extend(message.calls().iter().map(|call| call.id.as_str()));
        if let (Role::Tool, Some(id)) = (&message.role, message.tool_call_id.as_deref()) {
            if !called.contains(id) {
                return false;
            }
            results.insert(id);
        }
    }
    called.iter().all(|id| !answered.contains(id) || results.contains(id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ctx_message::ToolCall;

    fn bash(id: &str, command: &str) -> ChatMessage {
        let arguments = format!(r#"{{"command":"{command}"}}"#);
        ChatMessage::assistant_calls(vec![ToolCall::function(id, "bash", arguments)])
    }

    fn session(turns: usize, output: &str) -> Vec<ChatMessage> {
        let mut messages = vec![ChatMessage::system("agent"), ChatMessage::user("fix the tests")];
        for turn in 0..turns {
            let id = format!("c{turn}");
            messages.push(bash(&id, "python -m pytest tests"));
            messages.push(ChatMessage::tool_result(&id, format!("{output} {turn}")));
        }
        messages.push(ChatMessage::assistant("done"));
        messages
    }

    #[test]
    fn no_management_caches_everything_but_what_is_new() {
        let messages = session(5, &"collected 3 items\n".repeat(20));
        let outcome = replay(&messages, &Tools::default(), &Strategy::none(), 100_000, Pricing::ANTHROPIC);
        assert_eq!(outcome.calls, 6);
        assert_eq!(outcome.rewrites, 0);
        assert_eq!(outcome.prompt_tokens, outcome.cached_tokens + outcome.written_tokens);
        // The first call is all written; each later one writes only the new call and result.
        let mut cache = CountCache::new();
        let first = cache.total(&messages[..2]) + ctx_tokens::REPLY_PRIMER;
        let second = cache.total(&messages[..4]) + ctx_tokens::REPLY_PRIMER;
        assert_eq!(outcome.peak_prompt, cache.total(&messages[..12]) + ctx_tokens::REPLY_PRIMER);
        assert!(
            outcome.cached_tokens >= first - ctx_tokens::REPLY_PRIMER + second - ctx_tokens::REPLY_PRIMER
        );
        let expected = Pricing::ANTHROPIC.cost(outcome.cached_tokens, outcome.written_tokens);
        assert!((outcome.cost - expected).abs() < 1e-6);
        assert!(outcome.pairs_intact && !outcome.exceeded_window);
    }

    #[test]
    fn eager_masking_breaks_the_cache_every_turn_and_batching_does_not() {
        let messages = session(40, &"FAILED tests/test_a.py::test_x - assert 1 == 2\n".repeat(30));
        let tools = Tools::default();
        let none = replay(&messages, &tools, &Strategy::none(), 1_000_000, Pricing::ANTHROPIC);
        let eager = replay(
            &messages,
            &tools,
            &Strategy::named("mask-10").expect("known"),
            1_000_000,
            Pricing::ANTHROPIC,
        );
        assert!(eager.prompt_tokens < none.prompt_tokens);
        assert!(eager.rewrites >= 25, "{}", eager.rewrites);
        let batched = replay(
            &messages,
            &tools,
            &Strategy::named("mask-10-batched").expect("known"),
            1_000_000,
            Pricing::ANTHROPIC,
        );
        assert!(batched.rewrites < eager.rewrites / 2, "{} vs {}", batched.rewrites, eager.rewrites);
        assert!(batched.cost < eager.cost);
        assert!(eager.archived > 0 && eager.pairs_intact && batched.pairs_intact);
    }

    #[test]
    fn a_small_window_is_respected_by_shaping_and_exceeded_without_it() {
        let messages = session(60, &"E   AssertionError: expected 3 got 4\n".repeat(40));
        let tools = Tools::default();
        let none = replay(&messages, &tools, &Strategy::none(), 20_000, Pricing::ANTHROPIC);
        assert!(none.exceeded_window);
        for strategy in Strategy::all().into_iter().filter(|strategy| strategy.policy.is_some()) {
            let outcome = replay(&messages, &tools, &strategy, 20_000, Pricing::ANTHROPIC);
            assert!(!outcome.exceeded_window, "{}: peak {}", strategy.name, outcome.peak_prompt);
            assert!(outcome.pairs_intact, "{}", strategy.name);
        }
    }

    #[test]
    fn the_pair_check_sees_an_orphan_and_a_missing_result() {
        let call = bash("a", "ls");
        let result = ChatMessage::tool_result("a", "x");
        let answered: HashSet<&str> = ["a"].into();
        assert!(pairs_intact(&[call.clone(), result.clone()], &answered));
        assert!(!pairs_intact(std::slice::from_ref(&result), &answered));
        assert!(!pairs_intact(std::slice::from_ref(&call), &answered));
        assert!(pairs_intact(std::slice::from_ref(&call), &HashSet::new()));
    }
}
