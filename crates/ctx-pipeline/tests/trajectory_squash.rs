//! Squashes every tool output of the recorded agent trajectories (real outputs the squashers were
//! not written against) and checks the facts docs/spec.md says a squash must never lose, found by
//! patterns of their own rather than by the squashers' classifiers: exception and assertion
//! lines, pytest's `E` explanations, failing test names, verdicts, and the innermost frame of every
//! Python traceback.

use std::collections::HashMap;

use ctx_message::{Conversation, Role, ToolCall};
use regex::Regex;

/// A tool output the squash kept, dropped or rewrote.
struct Case {
    name: String,
    input: String,
    /// `apply` by tool name alone: file reads through a shell are squashed too, which is the
    /// stricter test of the facts.
    output: String,
    /// `apply_call`, as an agent captures it: file reads are exempt.
    captured: String,
    /// The call's argument strings of several lines, when the capture left out lines that repeat
    /// them (`Strategy::Echo`); else empty.
    echoed: Vec<String>,
}

fn squashed_outputs() -> Vec<Case> {
    let mut cases = Vec::new();
    for path in ctx_testdata::trajectory_paths() {
        let conversation = Conversation::parse(&ctx_testdata::read(&path)).expect("parses");
        let mut tools: HashMap<String, ToolCall> = HashMap::new();
        for (index, message) in conversation.messages.iter().enumerate() {
            for call in message.calls() {
                tools.insert(call.id.clone(), call.clone());
            }
            if message.role != Role::Tool {
                continue;
            }
            let id = message.tool_call_id.as_deref().unwrap_or_default();
            let call = tools.get(id).cloned().unwrap_or_else(|| ToolCall::function(id, "bash", "{}"));
            let tool = call.function.name.as_str();
            let input = message.content.text().into_owned();
            let output = ctx_pipeline::apply(tool, &input);
            let squashed = ctx_pipeline::squash_call(&call, &input);
            let echoed = if squashed.strategy == ctx_pipeline::Strategy::Echo {
                texts(&call.function.arguments)
            } else {
                Vec::new()
            };
            let captured = squashed.text.into_owned();
            let name = format!("{} message {index} ({tool})", ctx_testdata::file_name(&path));
            cases.push(Case { name, input, output, captured, echoed });
        }
    }
    cases
}

/// The strings of several lines among a call's arguments, read by `serde_json` (not by the
/// pipeline's reader).
fn texts(arguments: &str) -> Vec<String> {
    fn walk(value: &serde_json::Value, texts: &mut Vec<String>) {
        match value {
            serde_json::Value::String(text) if text.contains('\n') => texts.push(text.clone()),
            serde_json::Value::Array(values) => values.iter().for_each(|value| walk(value, texts)),
            serde_json::Value::Object(fields) => fields.values().for_each(|value| walk(value, texts)),
            _ => {}
        }
    }
    let mut texts = Vec::new();
    if let Ok(value) = serde_json::from_str(arguments) {
        walk(&value, &mut texts);
    }
    texts
}

/// Lines that state a fact on their own: an exception or assertion line, a pytest `E` line, a
/// unittest `FAIL:`/`ERROR:` header, pytest's `FAILED` lines, `Ran N tests`, `OK`/`FAILED (…)`
/// verdicts, `N passed`/`N failed` counts, a `Traceback` header, a compiler's `…error: …`.
fn fact_line() -> Regex {
    Regex::new(concat!(
        r"^\s*\w*(Error|Exception|Warning)\b(:.*)?$",
        r"|FAILED|^FAIL:|^ERROR:|^Ran \d+ tests?|^(OK|FAILED)\b|\d+ (passed|failed)",
        r"|^E\s{2,}\S|Traceback \(most recent|^\S.*error: ",
    ))
    .expect("valid pattern")
}

#[test]
fn every_fact_of_a_real_tool_output_survives_its_squash() {
    let facts = fact_line();
    let exception = Regex::new(r"^\w[\w.]*(Error|Exception|Exit|Interrupt)\b").expect("valid pattern");
    let (mut checked, mut squashed, mut bytes_before, mut bytes_after) = (0, 0, 0, 0);
    let mut lost = Vec::new();
    for case in squashed_outputs() {
        assert!(case.output.len() <= case.input.len(), "{}: longer after squash", case.name);
        assert!(
            case.captured == case.input || case.captured == case.output || !case.echoed.is_empty(),
            "{}",
            case.name
        );
        bytes_before += case.input.len();
        bytes_after += case.captured.len();
        if case.output == case.input {
            continue;
        }
        squashed += 1;
        let mut innermost: Option<&str> = None;
        for line in case.input.lines() {
            let trimmed = line.trim();
            if trimmed.starts_with("File \"") {
                innermost = Some(trimmed);
            } else if let Some(frame) = innermost.take_if(|_| exception.is_match(line)) {
                checked += 1;
                if !case.output.contains(frame) {
                    lost.push(format!("{}: innermost frame {frame:?} of {line:?}", case.name));
                }
            }
            if trimmed.len() >= 4 && facts.is_match(line) {
                checked += 1;
                if !case.output.contains(trimmed) {
                    lost.push(format!("{}: {trimmed:?}", case.name));
                }
            }
        }
    }
    assert!(lost.is_empty(), "{} of {checked} facts lost:\n{}", lost.len(), lost.join("\n"));
    // Shown with `--nocapture`; docs/benchmarks.md quotes it.
    println!(
        "{checked} facts checked in {squashed} squashed outputs, all kept; as captured (file reads exempt): {bytes_before} -> {bytes_after} bytes"
    );
    // The corpus is what it is: guard that the check has something to check and that squashing
    // still happens, without turning token figures into a test (they are in docs/benchmarks.md).
    assert!(squashed >= 50 && checked >= 60, "{squashed} outputs squashed, {checked} facts checked");
    assert!(bytes_after * 10 < bytes_before * 9, "{bytes_before} -> {bytes_after} bytes");
}

/// A squash that saves too little to leave anything out (`saves_enough`) is kept only when every
/// line it leaves out it still shows after the same line (`worth_squashing`): a script printing
/// the same traceback after each of its runs keeps the first copy and marks the rest, and an
/// `ls -R` whose names recur under other directories is kept whole.
#[test]
fn a_squash_that_saves_little_leaves_out_only_lines_it_still_shows() {
    let mut shortened = Vec::new();
    for case in squashed_outputs() {
        let clean = ctx_squash_core::clean_terminal(&case.input);
        // An echo leaves out lines its call shows (`an_echo_leaves_out_only_lines_its_call_wrote`).
        if case.echoed.is_empty()
            && case.captured.len() < clean.len()
            && !ctx_squash_core::saves_enough(clean.len(), case.captured.len())
        {
            assert!(
                ctx_squash_core::shows_every_line(&clean, &case.captured),
                "{} left out a line",
                case.name
            );
            assert!(case.captured.contains(" lines omitted]"), "{} says where it left lines out", case.name);
            shortened.push(case.name);
        }
    }
    // pylint-6528's four runs of a script that fails with one traceback, three times over, and
    // the outputs whose squasher saved too little that leave out only the runs they still show
    // (`ctx_squash_core::leave_out_shown_runs`): django-11138's `timezones` runs, whose six
    // failures' tracebacks repeat the same frames, among them.
    assert!(shortened.len() >= 20, "only {shortened:?} shortened under the floor");
    for index in [165, 169, 175] {
        let name = format!("mini-swe-agent__django__django-11138.json message {index} (bash)");
        assert!(shortened.contains(&name), "{name} is not among {shortened:?}");
    }
}

/// A capture that leaves out an output's echo of its call (an editor's snippet of the `new_str`
/// it was given, a plan tool's copy of its plan) leaves out only lines the call's own texts hold,
/// read past a line-number gutter, and says so where it does; every other line stays. `Edit`,
/// `str_replace_editor` and `ExitPlanMode` answer so on the trajectories.
#[test]
fn an_echo_leaves_out_only_lines_its_call_wrote() {
    let gutter = Regex::new(r"^ *\d+(?:\t|→)").expect("valid pattern");
    let told =
        Regex::new(r"(?m)^\((?:lines numbered \d+-\d+|\d+ lines) repeat (?:lines \d+-\d+ of )?the call's ")
            .expect("valid pattern");
    let mut echoes = Vec::new();
    for case in squashed_outputs().into_iter().filter(|case| !case.echoed.is_empty()) {
        let written: std::collections::HashSet<&str> =
            case.echoed.iter().flat_map(|text| text.lines()).collect();
        let kept: std::collections::HashSet<&str> = case.captured.lines().collect();
        for line in case.input.lines().filter(|line| !kept.contains(line)) {
            let body = gutter.find(line).map_or(line, |gutter| &line[gutter.end()..]);
            assert!(
                written.contains(body),
                "{}: {line:?} left out, and its call did not write it",
                case.name
            );
        }
        assert!(told.is_match(&case.captured), "{} says what it left out", case.name);
        assert!(case.captured.contains(" lines omitted]"), "{} marks where", case.name);
        echoes.push(case.name);
    }
    for tool in ["(Edit)", "(str_replace_editor)", "(ExitPlanMode)"] {
        assert!(echoes.iter().any(|name| name.ends_with(tool)), "no {tool} echo among {echoes:?}");
    }
    assert!(echoes.len() >= 30, "only {} echoes: {echoes:?}", echoes.len());
}

/// Captured as a host that never edits its history captures (`squash_call_after`, each result
/// knowing the results captured before it), a result's left-out runs stand, line for line and
/// byte for byte, in the earlier captured result its note names, and every fact line of the
/// output is in the capture or in that history: the agents' re-runs (a script, a test suite, a
/// linter run again) say only what changed.
#[test]
fn a_run_shown_before_is_left_out_only_where_an_earlier_result_shows_it() {
    let told = Regex::new(r"^\((\d+) lines repeat (?:lines (\d+)-(\d+) of )?the result of call `([^`]+)`\)$")
        .expect("valid pattern");
    let facts = fact_line();
    let mut shown_before = 0;
    let (mut before, mut after) = (0usize, 0usize);
    for path in ctx_testdata::trajectory_paths() {
        let conversation = Conversation::parse(&ctx_testdata::read(&path)).expect("parses");
        let tools = ctx_calls::Tools::from_conversation(&conversation);
        let mut calls: HashMap<String, ToolCall> = HashMap::new();
        let mut history: Vec<ctx_message::ChatMessage> = Vec::new();
        let mut captured_by_call: HashMap<String, String> = HashMap::new();
        for (index, message) in conversation.messages.iter().enumerate() {
            for call in message.calls() {
                calls.insert(call.id.clone(), call.clone());
            }
            let Some(call) = message.tool_call_id.as_ref().and_then(|id| calls.get(id)).cloned() else {
                history.push(message.clone());
                continue;
            };
            let input = message.content.text().into_owned();
            let captured = ctx_pipeline::squash_call_after(&tools, &history, &call, &input);
            let name = format!("{} message {index}", ctx_testdata::file_name(&path));
            before += ctx_pipeline::squash_call_with(&tools, &call, &input).text.len();
            after += captured.text.len();
            if captured.strategy == ctx_pipeline::Strategy::ShownBefore {
                shown_before += 1;
                // The runs are the cleaned output's (terminal noise removed, every newline kept).
                let clean = ctx_squash_core::clean_terminal(&input);
                let input_lines: Vec<&str> = clean.lines().collect();
                let text_lines: Vec<&str> = captured.text.lines().collect();
                for marker in &captured.markers {
                    // The note is the line above the marker: it names the result and its lines.
                    let at = captured.text[..marker.at].lines().count();
                    let note = text_lines.get(at.wrapping_sub(1)).copied().unwrap_or_default();
                    let parts = told.captures(note).unwrap_or_else(|| panic!("{name}: note {note:?}"));
                    let earlier = &captured_by_call[&parts[4]];
                    let earlier_lines: Vec<&str> = earlier.lines().collect();
                    let (first, last) = marker.lines();
                    let run = &input_lines[first - 1..last];
                    let from =
                        parts.get(2).map_or(1, |from| from.as_str().parse::<usize>().expect("a number"));
                    assert_eq!(
                        &earlier_lines[from - 1..from - 1 + run.len()],
                        run,
                        "{name}: the run {first}-{last} is not where {note:?} says"
                    );
                }
                let shown: String =
                    captured_by_call.values().map(String::as_str).chain([captured.text.as_ref()]).collect();
                for line in
                    clean.lines().map(str::trim).filter(|line| line.len() >= 4 && facts.is_match(line))
                {
                    assert!(shown.contains(line), "{name}: {line:?} neither kept nor shown before");
                }
            }
            captured_by_call.insert(call.id.clone(), captured.text.clone().into_owned());
            history.push(ctx_message::ChatMessage::tool_result(call.id.as_str(), captured.text.as_ref()));
        }
    }
    // The trajectories' re-runs: 63 results when this was written, 9% of the captured bytes.
    assert!(shown_before >= 40, "only {shown_before} results shorter for what the history shows");
    assert!(after * 100 <= before * 95, "{before} -> {after} bytes");
}

/// pytest's failing line says what failed; the statements above it that bind the names it reads
/// say what its values are, and the agent reads them next. In sphinx-9258 the agent's next
/// message used `app.env.get_doctree('module')` and `ModNoModule` (the statement right before
/// `>       assert_refnode(refnodes[9], …)`), which the capture once left in omissions.
#[test]
fn a_failing_line_keeps_the_statements_that_bind_its_names() {
    let case = squashed_outputs()
        .into_iter()
        .find(|case| case.name.starts_with("mini-swe-agent__sphinx-doc__sphinx-9258.json message 123 "))
        .expect("the recorded pytest run");
    assert!(case.input.contains(">       assert_refnode(refnodes[9], False, False, 'int', 'class')"));
    for line in [
        ">       assert_refnode(refnodes[9], False, False, 'int', 'class')",
        "        doctree = app.env.get_doctree('module')",
        "        refnodes = list(doctree.traverse(pending_xref))",
        "        assert_refnode(refnodes[8], 'module_b.submodule', 'ModTopLevel',",
        "                       'ModNoModule', 'class')",
    ] {
        assert!(case.captured.lines().any(|kept| kept == line), "{}: {line:?} not kept", case.name);
    }
}
