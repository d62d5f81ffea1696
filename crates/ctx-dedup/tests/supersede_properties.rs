//! Property tests: the Superseder on random, often malformed, histories of shell and read calls.

use ctx_calls::Tools;
use ctx_dedup::supersede::{Rules, Superseder, apply, is_placeholder};
use ctx_message::{ChatMessage, Role, ToolCall};
use proptest::prelude::*;

const IDS: &[&str] = &["a", "b", "c", "d", "e", "f", "g"];
const COMMANDS: &[&str] = &[
    "cat a.py",
    "sed -n '10,20p' a.py",
    "nl -ba a.py | sed -n '1,50p'",
    "cd /r && cat a.py",
    "ls -la",
    "python -m pytest tests",
    "sed -i 's/x/y/' a.py",
    "cat <<EOF > a.py",
    "'unclosed",
];
const OUTPUTS: &[&str] = &["", "short", "[ctx: same output as call a above]"];

fn call() -> impl Strategy<Value = ToolCall> {
    let shell = (0..IDS.len(), 0..COMMANDS.len()).prop_map(|(id, command)| {
        ToolCall::function(IDS[id], "bash", serde_json::json!({ "command": COMMANDS[command] }).to_string())
    });
    let read = (0..IDS.len(), 0u64..30, prop::option::of(1u64..30)).prop_map(|(id, offset, limit)| {
        let arguments = serde_json::json!({ "file_path": "a.py", "offset": offset, "limit": limit });
        ToolCall::function(IDS[id], "read", arguments.to_string())
    });
    let odd = (0..IDS.len(), "[ -~]{0,12}")
        .prop_map(|(id, arguments)| ToolCall::function(IDS[id], "bash", arguments));
    prop_oneof![4 => shell, 2 => read, 1 => odd]
}

/// Mostly a few long outputs, so that repeats are common.
fn output() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => (0..3usize).prop_map(|line| format!("line {line}\n").repeat(40)),
        1 => (0..3usize, 1..80usize).prop_map(|(line, times)| format!("line {line}\n").repeat(times)),
        1 => (0..OUTPUTS.len()).prop_map(|index| OUTPUTS[index].to_owned()),
    ]
}

fn message() -> impl Strategy<Value = ChatMessage> {
    prop_oneof![
        3 => prop::collection::vec(call(), 1..3).prop_map(ChatMessage::assistant_calls),
        4 => (0..IDS.len(), output()).prop_map(|(id, text)| ChatMessage::tool_result(IDS[id], text)),
        1 => "[a-z ]{0,8}".prop_map(ChatMessage::user),
        1 => "[a-z ]{0,8}".prop_map(ChatMessage::assistant),
    ]
}

fn rules() -> impl Strategy<Value = Rules> {
    (any::<bool>(), any::<bool>(), any::<bool>(), prop::option::of(0usize..4)).prop_map(
        |(shell_reads, file_ranges, reruns, mask)| {
            let mut rules = Rules::identical_only().mask_after_turns(mask);
            rules.shell_reads = shell_reads;
            rules.file_ranges = file_ranges;
            rules.reruns = reruns;
            rules
        },
    )
}

proptest! {
    #[test]
    fn plans_only_shorten_tool_results_and_back_references_only_touch_fresh_ones(
        messages in prop::collection::vec(message(), 0..40),
        rules in rules(),
        fresh in 0usize..45,
    ) {
        let mut superseder = Superseder::new(Tools::default(), rules.clone());
        let plan = superseder.plan(&messages, fresh);
        prop_assert_eq!(&plan, &Superseder::new(Tools::default(), rules).plan(&messages, fresh), "deterministic");
        let mut seen = std::collections::HashSet::new();
        for (index, placeholder) in plan
            .back_references
            .iter()
            .map(|reference| (reference.index, &reference.placeholder))
            .chain(plan.supersessions.iter().map(|supersession| (supersession.index, &supersession.placeholder)))
        {
            prop_assert!(seen.insert(index), "index {} planned twice", index);
            prop_assert_eq!(&messages[index].role, &Role::Tool);
            let original = messages[index].content.text();
            prop_assert!(!is_placeholder(&original), "a placeholder is replaced again");
            prop_assert!(placeholder.len() < original.len());
            prop_assert!(is_placeholder(placeholder));
            let id = messages[index].tool_call_id.clone().unwrap_or_default();
            prop_assert!(placeholder.contains(&format!("call {id}")) || placeholder.starts_with("[ctx: same output"),
                "{} names its call {}", placeholder, id);
        }
        for reference in &plan.back_references {
            prop_assert!(reference.index >= fresh);
        }
        let mut applied = messages.clone();
        let mut replaced = Vec::new();
        for (index, placeholder) in plan.back_references.iter().map(|r| (r.index, &r.placeholder))
            .chain(plan.supersessions.iter().map(|s| (s.index, &s.placeholder)))
        {
            replaced.extend(apply(&mut applied, index, placeholder));
        }
        // Nothing lost: the originals restore the history.
        for replacement in replaced {
            applied[replacement.index].content = replacement.original;
        }
        prop_assert_eq!(applied, messages);
    }

    #[test]
    fn applying_a_plan_then_planning_again_finds_nothing_new_to_back_reference(
        messages in prop::collection::vec(message(), 0..40),
        rules in rules(),
    ) {
        let mut superseder = Superseder::new(Tools::default(), rules);
        let plan = superseder.plan(&messages, 0);
        let mut applied = messages.clone();
        for reference in &plan.back_references {
            apply(&mut applied, reference.index, &reference.placeholder);
        }
        prop_assert!(superseder.plan(&applied, 0).back_references.is_empty());
    }
}

/// The call a ctx placeholder points to: the earlier call a back-reference repeats, or the
/// later call that superseded a result.
fn points_to(text: &str) -> Option<&str> {
    if let Some(rest) = text.strip_prefix("[ctx: same output as call ") {
        return rest.strip_suffix(" above]");
    }
    let (_, rest) = text.split_once(" superseded by call ")?;
    rest.split_once(',').map(|(id, _)| id)
}

proptest! {
    /// A back-reference leads, through the placeholders of results superseded since, to a result
    /// still in context: what it repeated, or what superseded that.
    #[test]
    fn a_new_back_reference_leads_to_a_result_in_context(
        messages in prop::collection::vec(message(), 0..40),
        rules in rules(),
        fresh in 0usize..45,
    ) {
        let mut rules = rules;
        rules.mask_after_turns = None;
        let mut superseder = Superseder::new(Tools::default(), rules);
        let plan = superseder.plan(&messages, fresh);
        let mut applied = messages.clone();
        for (index, placeholder) in plan.back_references.iter().map(|r| (r.index, &r.placeholder))
            .chain(plan.supersessions.iter().map(|s| (s.index, &s.placeholder)))
        {
            apply(&mut applied, index, placeholder);
        }
        // The results paired with a call (an unpaired result, even one holding placeholder text,
        // is nobody's output).
        let mut called: Vec<&str> = Vec::new();
        let mut results: Vec<(&str, String)> = Vec::new();
        for message in &applied {
            called.extend(message.calls().iter().map(|call| call.id.as_str()));
            if message.role == Role::Tool
                && let Some(id) = message.tool_call_id.as_deref().filter(|id| called.contains(id))
            {
                results.push((id, message.content.text().into_owned()));
            }
        }
        for reference in &plan.back_references {
            let mut text = reference.placeholder.clone();
            let mut steps = 0;
            while let Some(id) = points_to(&text) {
                steps += 1;
                prop_assert!(steps <= results.len(), "{} leads in a circle", reference.placeholder);
                let intact = results.iter().find(|(call, text)| *call == id && !is_placeholder(text));
                if intact.is_some() {
                    break;
                }
                let next = results.iter().find(|(call, _)| *call == id).map(|(_, text)| text.clone());
                prop_assert!(next.is_some(), "{} leads to call {} with no result", reference.placeholder, id);
                text = next.unwrap_or_default();
            }
            prop_assert!(points_to(&text).is_some(), "{} leads nowhere", reference.placeholder);
        }
    }
}
