//! The adversarial inputs of issue #5, built by code at any fraction of their full size, and the
//! entry points each one is run through (with its cheap invariants asserted).
//!
//! `cargo xtask adversarial` runs every case in a child process per case and records time and
//! peak memory (docs/reliability.md); `tests/adversarial.rs` runs them small, as regressions.

use ctx_message::{ChatMessage, Conversation, ToolCall};
use ctx_pipeline::Pipeline;
use ctx_shaping::{ExtractiveSummarizer, Options};

/// What runs a case: told the input's size, then handed each measured step.
pub trait Probe {
    /// The size in bytes of the case's input (its text, or its conversation's JSON).
    fn input(&mut self, bytes: usize);
    /// Runs one step, an entry point on the input; what `step` needs is prepared before.
    fn step(&mut self, function: &str, step: &mut dyn FnMut());
}

/// One adversarial case.
pub struct Case {
    /// Its name, as `--case` takes it.
    pub name: &'static str,
    /// What it is at full size.
    pub what: &'static str,
    /// Builds the input at `1/divisor` of full size and runs its steps through the probe.
    pub run: fn(divisor: usize, probe: &mut dyn Probe),
}

/// Every case, in the order of the issue.
pub const CASES: &[Case] = &[
    Case { name: "deep-json-arrays", what: "1,000,000-deep `[[[…]]]`", run: deep_arrays },
    Case { name: "deep-json-objects", what: "1,000,000-deep `{\"a\":{\"a\":…}}`", run: deep_objects },
    Case { name: "output-100mb", what: "a 100 MB build log (errors every 10,000 lines)", run: output_100mb },
    Case { name: "single-line-20mb", what: "a 20 MB line of words, no newline", run: single_line },
    Case {
        name: "lines-1m-distinct",
        what: "1,000,000 distinct lines (template mining sees a new shape on every one)",
        run: distinct_lines,
    },
    Case { name: "lines-1m-identical", what: "1,000,000 identical lines", run: identical_lines },
    Case { name: "one-char-1mb-x", what: "1 MB of `x`", run: one_char_x },
    Case { name: "one-char-1mb-space", what: "1 MB of spaces", run: one_char_space },
    Case { name: "nul-10mb", what: "10 MB of NUL bytes, a newline every 100", run: nul },
    Case { name: "ansi-10mb", what: "10 MB of ANSI colour and cursor escapes", run: ansi },
    Case { name: "cr-progress-10mb", what: "10 MB of `\\r`-redrawn progress, no newline", run: cr_progress },
    Case { name: "conversation-100k", what: "a conversation of 100,000 messages", run: conversation_100k },
    Case { name: "tool-ids-100k", what: "100,000 messages: duplicate and missing tool ids", run: tool_ids },
    Case {
        name: "tool-before-call",
        what: "100,000 messages: tool results before any call",
        run: tool_first,
    },
    Case { name: "arguments-10mb", what: "a tool call whose arguments are a 10 MB string", run: arguments },
];

const MB: usize = 1 << 20;

/// Repeats `unit` up to `bytes` bytes (whole units).
fn fill(unit: &str, bytes: usize) -> String {
    unit.repeat(bytes.div_ceil(unit.len()).max(1))
}

/// The text steps: `apply` as a bash result, then the squashers and the counter on the same text.
fn text_steps(input: &str, probe: &mut dyn Probe, squashers: bool) {
    probe.input(input.len());
    probe.step("apply", &mut || {
        let out = ctx_pipeline::apply("bash", input);
        assert!(out.len() <= input.len(), "apply grew the output");
    });
    probe.step("count_tokens", &mut || {
        let count = ctx_tokens::count_tokens(input);
        assert!(count <= input.len());
    });
    if squashers {
        probe.step("clean_terminal", &mut || {
            assert!(ctx_squash_text::clean_terminal(input).len() <= input.len());
        });
        probe.step("squash_json", &mut || assert!(ctx_squash_json::squash_json(input).len() <= input.len()));
        probe.step("squash_log", &mut || assert!(ctx_squash_log::squash_log(input).len() <= input.len()));
        probe.step("squash_generic", &mut || {
            assert!(ctx_squash_text::squash_generic(input, 3000).len() <= input.len());
        });
    }
}

fn deep(open: &str, leaf: &str, close: &str, divisor: usize, probe: &mut dyn Probe) {
    let depth = 1_000_000 / divisor;
    let input = format!("{}{leaf}{}", open.repeat(depth), close.repeat(depth));
    probe.input(input.len());
    probe.step("squash_json", &mut || assert!(ctx_squash_json::squash_json(&input).len() <= input.len()));
    probe.step("squash_ndjson", &mut || {
        assert!(ctx_squash_json::squash_ndjson(&input).is_none_or(|out| out.len() <= input.len()));
    });
    probe.step("apply", &mut || assert!(ctx_pipeline::apply("bash", &input).len() <= input.len()));
    probe.step("Conversation::parse", &mut || assert!(Conversation::parse(&input).is_err()));
    probe.step("count_tokens", &mut || assert!(ctx_tokens::count_tokens(&input) <= input.len()));
}

fn deep_arrays(divisor: usize, probe: &mut dyn Probe) {
    deep("[", "", "]", divisor, probe);
}

fn deep_objects(divisor: usize, probe: &mut dyn Probe) {
    deep("{\"a\":", "1", "}", divisor, probe);
}

fn output_100mb(divisor: usize, probe: &mut dyn Probe) {
    let bytes = 100 * MB / divisor;
    let mut input = String::with_capacity(bytes + 200);
    let mut line = 0_usize;
    while input.len() < bytes {
        if line % 10_000 == 9_999 {
            input.push_str("error[E0308]: mismatched types\n --> src/lib.rs:12:5\n");
        } else {
            input.push_str("   Compiling crate-");
            input.push_str(&line.to_string());
            input.push_str(" v0.1.0 (/work/crates/some-dependency)\n");
        }
        line += 1;
    }
    text_steps(&input, probe, false);
}

fn single_line(divisor: usize, probe: &mut dyn Probe) {
    text_steps(&fill("lorem ipsum dolor sit amet, ", 20 * MB / divisor), probe, true);
}

fn distinct_lines(divisor: usize, probe: &mut dyn Probe) {
    let lines = 1_000_000 / divisor;
    let mut input = String::with_capacity(lines * 48);
    // Every line a shape of its own: its words, their number and its punctuation vary.
    let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"];
    for i in 0..lines {
        let mut x = i.wrapping_mul(2_654_435_761) ^ (i >> 3);
        for _ in 0..=(i % 5) {
            input.push_str(words[x % words.len()]);
            input.push(if x % 3 == 0 { '/' } else { ' ' });
            x /= words.len();
        }
        input.push_str(&i.to_string());
        input.push(if i % 2 == 0 { ':' } else { '=' });
        input.push_str(&(x ^ i).to_string());
        input.push('\n');
    }
    text_steps(&input, probe, true);
}

fn identical_lines(divisor: usize, probe: &mut dyn Probe) {
    text_steps(&"INFO worker 7 polled the queue: nothing to do\n".repeat(1_000_000 / divisor), probe, true);
}

fn one_char_x(divisor: usize, probe: &mut dyn Probe) {
    text_steps(&fill("x", MB / divisor), probe, true);
}

fn one_char_space(divisor: usize, probe: &mut dyn Probe) {
    text_steps(&fill(" ", MB / divisor), probe, true);
}

fn nul(divisor: usize, probe: &mut dyn Probe) {
    text_steps(&fill(&format!("{}\n", "\0".repeat(99)), 10 * MB / divisor), probe, true);
}

fn ansi(divisor: usize, probe: &mut dyn Probe) {
    text_steps(
        &fill("\x1b[1m\x1b[31mE\x1b[0m\x1b[2K\x1b[1G\x1b]0;title\x07\x1b[38;5;196m", 10 * MB / divisor),
        probe,
        true,
    );
}

fn cr_progress(divisor: usize, probe: &mut dyn Probe) {
    let mut input = String::new();
    let mut i = 0_usize;
    while input.len() < 10 * MB / divisor {
        input.push_str("\rDownloading crates ... ");
        input.push_str(&(i % 100).to_string());
        input.push_str("% [=====>      ]");
        i += 1;
    }
    text_steps(&input, probe, true);
}

/// One agent step of the 100k conversation: a read-only call repeated every 50 steps, a bash
/// call with its output, and some prose.
fn agent_messages(count: usize, mut each: impl FnMut(usize, &mut Vec<ChatMessage>)) -> Vec<ChatMessage> {
    let mut messages =
        vec![ChatMessage::system("You are a coding agent."), ChatMessage::user("Fix the build.")];
    let mut step = 0;
    while messages.len() < count {
        each(step, &mut messages);
        step += 1;
    }
    messages.truncate(count);
    messages
}

fn normal_step(step: usize, messages: &mut Vec<ChatMessage>) {
    let id = format!("call_{step}");
    let (name, arguments) = if step.is_multiple_of(2) {
        ("read", format!(r#"{{"path":"src/file_{}.rs"}}"#, step % 50))
    } else {
        ("bash", format!(r#"{{"command":"cargo test -- case_{step}"}}"#))
    };
    messages.push(ChatMessage::assistant_calls(vec![ToolCall::function(&id, name, arguments)]));
    messages.push(ChatMessage::tool_result(&id, format!("fn f{step}() -> u32 {{ {step} }}\n").repeat(4)));
    messages.push(ChatMessage::assistant(format!("Step {step} done; moving on.")));
}

/// The history steps: parse the document, count, collapse, shape and run the pipeline's turn
/// (twice: the second one cached), each checked for nothing lost.
fn history_steps(messages: Vec<ChatMessage>, probe: &mut dyn Probe) {
    let json = Conversation::from_messages(messages).to_json();
    probe.input(json.len());
    let mut parsed = None;
    probe.step("Conversation::parse", &mut || parsed = Some(Conversation::parse(&json).expect("it parses")));
    let messages = parsed.expect("the parse step ran").messages;
    let conversation = Conversation::from_messages(messages.clone());
    probe.step("to_json", &mut || assert_eq!(conversation.to_json().len(), json.len()));
    probe.step("CountCache::total", &mut || {
        assert!(ctx_tokens::CountCache::new().total(&messages) > 0);
    });
    probe.step("collapse", &mut || {
        let (out, _) = ctx_dedup::collapse(&messages);
        assert_eq!(out.len(), messages.len());
    });
    let window = 128_000;
    probe.step("shape_messages", &mut || {
        let shaped =
            ctx_shaping::shape_messages(&messages, Options::new(window), Some(&ExtractiveSummarizer::new()));
        assert_eq!(shaped.messages.len() + shaped.dropped.len(), messages.len() + usize::from(shaped.shaped));
    });
    let mut pipeline = Pipeline::new(window);
    let mut history = messages.clone();
    probe.step("Pipeline::turn", &mut || {
        let report = pipeline.turn(&mut history, None);
        assert_eq!(history.len() + report.dropped.len(), messages.len() + usize::from(report.shaped));
    });
    history.push(ChatMessage::user("next"));
    probe.step("Pipeline::turn again", &mut || {
        pipeline.turn(&mut history, None);
    });
}

fn conversation_100k(divisor: usize, probe: &mut dyn Probe) {
    history_steps(agent_messages(100_000 / divisor, normal_step), probe);
}

fn tool_ids(divisor: usize, probe: &mut dyn Probe) {
    let messages = agent_messages(100_000 / divisor, |step, messages| {
        // Every call shares one of three ids; some results name none, some an id never called.
        let id = ["dup", "dup", "other"][step % 3];
        messages.push(ChatMessage::assistant_calls(vec![
            ToolCall::function(id, "read", r#"{"path":"a.rs"}"#),
            ToolCall::function(id, "grep", r#"{"pattern":"x"}"#),
        ]));
        messages.push(ChatMessage::tool_result(id, format!("line {step}\n")));
        let mut orphan = ChatMessage::tool_result("", "no id");
        orphan.tool_call_id = None;
        messages.push(orphan);
        messages.push(ChatMessage::tool_result("never-called", "ghost"));
    });
    history_steps(messages, probe);
}

fn tool_first(divisor: usize, probe: &mut dyn Probe) {
    let count = 100_000 / divisor;
    let mut messages: Vec<ChatMessage> =
        (0..count / 2).map(|i| ChatMessage::tool_result(format!("call_{i}"), format!("early {i}"))).collect();
    messages.push(ChatMessage::user("and now the task"));
    while messages.len() < count {
        normal_step(messages.len(), &mut messages);
    }
    messages.truncate(count);
    history_steps(messages, probe);
}

fn arguments(divisor: usize, probe: &mut dyn Probe) {
    let huge = serde_json::json!({ "content": fill("0123456789abcdef", 10 * MB / divisor) }).to_string();
    let mut messages = vec![ChatMessage::user("write the file")];
    for id in ["w1", "w2", "r1", "r2"] {
        let name = if id.starts_with('w') { "write" } else { "read" };
        messages.push(ChatMessage::assistant_calls(vec![ToolCall::function(id, name, huge.clone())]));
        messages.push(ChatMessage::tool_result(id, "ok"));
    }
    history_steps(messages, probe);
}
