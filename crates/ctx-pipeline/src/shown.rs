//! `squash_call_after`: a result's runs of lines that an earlier result of the history already
//! shows are left out behind a note naming that result's call, when that is shorter than the
//! squash — for a history that is never edited, where the earlier result stays.

use std::borrow::Cow;

use ctx_calls::Tools;
use ctx_message::{ChatMessage, Role, ToolCall};
use ctx_squash_core::ShownResult;

use crate::squash::{Squashed, Strategy};

/// The most bytes of earlier results read for the runs they show, newest first (512 KiB): a
/// capture costs what a few large results cost, however long the history.
pub const MAX_EARLIER_BYTES: usize = 512 * 1024;

/// [`squash_call_with`](crate::squash_call_with), knowing the history the result joins: the
/// output's runs of at least four consecutive lines that stand, byte for byte, as consecutive
/// lines in an earlier tool result of `history` (as the history holds it, captured) are left out
/// behind a note naming that result's call and lines, [`Strategy::ShownBefore`], when that is
/// shorter than the squash: an agent that runs its script or its tests again reads only what
/// changed, the rest named where the history shows it. An output a capture keeps exempt (a file
/// read) or under the floor, and JSON (whose text must parse), is as
/// [`squash_call_with`](crate::squash_call_with) leaves it.
///
/// The principle holds while the earlier result stays in the history: for a host that never
/// edits its history (no dedup, masking or shaping drops or rewrites an earlier result), which is
/// what the replay's `squash-shown` strategy is.
///
/// ```
/// use ctx_pipeline::{ChatMessage, Strategy, ToolCall, Tools};
///
/// let run = |verdict: &str| {
///     let mut out: String =
///         (0..40).map(|n| format!("tests/test_app.py::test_case_{n} PASSED\n")).collect();
///     out.push_str(&format!("tests/test_app.py::test_parser {verdict}\n"));
///     out
/// };
/// let call = |id: &str| ToolCall::function(id, "bash", r#"{"command":"pytest -v"}"#);
/// let history = vec![
///     ChatMessage::assistant_calls(vec![call("call_1")]),
///     ChatMessage::tool_result("call_1", run("FAILED")),
///     ChatMessage::assistant_calls(vec![call("call_2")]),
/// ];
/// let again = run("PASSED");
/// let captured = ctx_pipeline::squash_call_after(&Tools::default(), &history, &call("call_2"), &again);
/// assert_eq!(captured.strategy, Strategy::ShownBefore);
/// assert_eq!(
///     captured.text,
///     "(40 lines repeat lines 1-40 of the result of call `call_1`)\n[40 lines omitted]\ntests/test_app.py::test_parser PASSED\n"
/// );
/// ```
pub fn squash_call_after<'a>(
    tools: &Tools,
    history: &[ChatMessage],
    call: &ToolCall,
    output: &'a str,
) -> Squashed<'a> {
    leave_out_shown(history, output, crate::squash_call_with(tools, call, output))
}

/// `squashed` (the capture of `output`), or in its place, when it is shorter, the cleaned output
/// with its runs that `history`'s earlier results show left out.
pub(crate) fn leave_out_shown<'a>(
    history: &[ChatMessage],
    output: &'a str,
    squashed: Squashed<'a>,
) -> Squashed<'a> {
    if matches!(
        squashed.strategy,
        Strategy::Exempt | Strategy::BelowFloor | Strategy::Json | Strategy::Ndjson
    ) {
        return squashed;
    }
    let earlier = earlier_results(history);
    let shown: Vec<ShownResult<'_>> =
        earlier.iter().map(|(call, text)| ShownResult { call, text: text.as_ref() }).collect();
    if shown.is_empty() {
        return squashed;
    }
    // Cleaning keeps every newline, so the markers' lines are the output's.
    let clean = ctx_squash_core::clean_terminal(output);
    match ctx_squash_core::leave_out_shown_before(&clean, &shown) {
        Some(left) if left.text.len() < squashed.text.len() => Squashed {
            text: Cow::Owned(left.text),
            strategy: Strategy::ShownBefore,
            markers: left.markers,
            kept: None,
        },
        _ => squashed,
    }
}

/// The history's tool results, newest first, each with its call's id, up to
/// [`MAX_EARLIER_BYTES`] of their text: a result that would pass the bound is passed over, not
/// the end of the reading (one large file read does not hide the run before it).
fn earlier_results(history: &[ChatMessage]) -> Vec<(&str, Cow<'_, str>)> {
    let mut results = Vec::new();
    let mut bytes = 0usize;
    for message in history.iter().rev().filter(|message| message.role == Role::Tool) {
        let text = message.content.text();
        if bytes.saturating_add(text.len()) > MAX_EARLIER_BYTES {
            continue;
        }
        bytes += text.len();
        results.push((message.tool_call_id.as_deref().unwrap_or_default(), text));
    }
    results
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::{ProptestConfig, prop_assert, proptest};

    use super::*;

    /// A reproduction script's output: its setup lines, then its verdict.
    fn script_output(verdict: &str) -> String {
        let mut out = String::new();
        for n in 0..40 {
            let _ = writeln!(out, "Creating table app_model_{n} ... migrated in 0.{n:02}s");
        }
        let _ = writeln!(
            out,
            "Traceback (most recent call last):\n  File \"repro.py\", line 12, in <module>\n    check()\nAssertionError: {verdict}"
        );
        out
    }

    fn run_call(id: &str) -> ToolCall {
        ToolCall::function(id, "bash", r#"{"command":"python3 repro.py"}"#)
    }

    #[test]
    fn a_rerun_keeps_what_changed_and_names_what_the_history_shows() {
        let first = script_output("expected 3, got 2");
        let history = vec![
            ChatMessage::user("Fix it."),
            ChatMessage::assistant_calls(vec![run_call("call_1")]),
            ChatMessage::tool_result("call_1", first.as_str()),
            ChatMessage::assistant_calls(vec![run_call("call_2")]),
        ];
        let again = script_output("expected 3, got 3");
        let captured = squash_call_after(&Tools::default(), &history, &run_call("call_2"), &again);
        assert_eq!(captured.strategy, Strategy::ShownBefore);
        assert_eq!(
            captured.text,
            "(43 lines repeat lines 1-43 of the result of call `call_1`)\n[43 lines omitted]\nAssertionError: expected 3, got 3\n"
        );
        assert_eq!(captured.markers[0].lines(), (1, 43));
        // Without the history it is squashed as before.
        let alone = crate::squash_call(&run_call("call_2"), &again);
        assert_eq!(squash_call_after(&Tools::default(), &[], &run_call("call_2"), &again), alone);
    }

    #[test]
    fn a_result_past_the_bound_is_passed_over_not_the_end_of_the_reading() {
        let first = script_output("expected 3, got 2");
        let large = "x".repeat(MAX_EARLIER_BYTES + 1);
        let history = vec![
            ChatMessage::assistant_calls(vec![run_call("call_1")]),
            ChatMessage::tool_result("call_1", first.as_str()),
            ChatMessage::tool_result("call_2", large.as_str()),
        ];
        let again = script_output("expected 3, got 3");
        let captured = squash_call_after(&Tools::default(), &history, &run_call("call_3"), &again);
        assert_eq!(captured.strategy, Strategy::ShownBefore, "{}", captured.text);
        assert!(captured.text.starts_with("(43 lines repeat lines 1-43 of the result of call `call_1`)"));
    }

    #[test]
    fn a_file_read_or_a_small_output_is_left_as_capture_leaves_it() {
        let file = (0..80).fold(String::new(), |mut file, n| {
            let _ = writeln!(file, "    value_{n} = compute({n})");
            file
        });
        let read = ToolCall::function("call_2", "bash", r#"{"command":"cat app.py"}"#);
        let history = vec![
            ChatMessage::assistant_calls(vec![ToolCall::function(
                "call_1",
                "bash",
                r#"{"command":"cat app.py"}"#,
            )]),
            ChatMessage::tool_result("call_1", file.as_str()),
        ];
        let captured = squash_call_after(&Tools::default(), &history, &read, &file);
        assert_eq!(captured.strategy, Strategy::Exempt);
        assert_eq!(captured.text, file);
        let small = "ok\n".repeat(100);
        let history = vec![ChatMessage::tool_result("call_1", small.as_str())];
        assert_eq!(squash_call_after(&Tools::default(), &history, &run_call("c"), &small).text, small);
    }

    #[test]
    fn an_archived_capture_names_the_lines_recall_gives_back() {
        let first = script_output("expected 3, got 2");
        let history = vec![
            ChatMessage::assistant_calls(vec![run_call("call_1")]),
            ChatMessage::tool_result("call_1", first.as_str()),
        ];
        let again = script_output("expected 3, got 3");
        let pipeline = crate::archived::pipeline();
        let captured = pipeline.capture_squashed_after(&history, &run_call("call_2"), &again);
        assert_eq!(captured.strategy, Strategy::ShownBefore);
        assert!(
            captured.text.starts_with("(43 lines repeat"),
            "the note opens the capture: {}",
            captured.text
        );
        let left_out: Vec<&str> = again.lines().take(43).collect();
        let note = "(43 lines repeat lines 1-43 of the result of call `call_1`)";
        crate::archived::check_recalled(&pipeline, &captured, note, (1, 43), &left_out);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Any history and output: never longer than the capture alone, never a panic.
        #[test]
        fn any_history_and_output(
            earlier in proptest::collection::vec("[a-z0-9 \t\n]{0,2000}", 0..3),
            output in "[a-z0-9 \t\n]{0,3000}",
        ) {
            let history: Vec<ChatMessage> = earlier
                .iter()
                .enumerate()
                .map(|(n, text)| ChatMessage::tool_result(format!("call_{n}"), text.as_str()))
                .collect();
            let call = run_call("next");
            let captured = squash_call_after(&Tools::default(), &history, &call, &output);
            prop_assert!(captured.text.len() <= crate::squash_call(&call, &output).text.len());
        }
    }
}
