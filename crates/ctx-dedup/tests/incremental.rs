//! The names pass carried from turn to turn ([`Superseder::plan`] on one superseder, as a
//! pipeline calls it) finds what a fresh pass finds, on every prefix of the 19 recorded
//! trajectories that an agent sent to its model: with placeholders put in as batches apply,
//! back-references made, and the history cut as compaction cuts it.

use ctx_calls::Tools;
use ctx_dedup::supersede::{Plan, Rules, Superseder, apply};
use ctx_message::{ChatMessage, Conversation, Role};

#[test]
fn the_carried_names_pass_plans_as_a_fresh_one_on_every_trajectory_prefix() {
    let rules = Rules::all().mask_after_turns(Some(4)).keep_names(true);
    let (mut walks, mut listed) = (0, 0);
    for path in ctx_testdata::trajectory_paths() {
        let name = ctx_testdata::file_name(&path);
        let recorded = Conversation::parse(&ctx_testdata::read(&path)).expect("a trajectory").messages;
        let mut carried = Superseder::new(Tools::default(), rules.clone());
        let mut history: Vec<ChatMessage> = Vec::new();
        let mut fresh_from = 0;
        for (index, message) in recorded.iter().enumerate() {
            // Each model call: the history before an assistant message.
            if message.role == Role::Assistant && !history.is_empty() {
                let plan = carried.plan(&history, fresh_from);
                let fresh = Superseder::new(Tools::default(), rules.clone()).plan(&history, fresh_from);
                assert_eq!(plan, fresh, "{name}, the call before message {index}");
                walks += 1;
                listed +=
                    plan.supersessions.iter().filter(|s| s.placeholder.contains("names it showed")).count();
                edit(&mut history, &plan, walks);
                fresh_from = history.len();
            }
            history.push(message.clone());
        }
    }
    assert!(walks > 1_000 && listed > 100, "{walks} calls planned, {listed} placeholders listing names");
}

/// Applies a plan as a pipeline would, now and then: back-references every call, supersessions
/// in batches (every third call), and every 25th call a compaction that keeps the first two
/// messages and the newest ten.
fn edit(history: &mut Vec<ChatMessage>, plan: &Plan, walk: usize) {
    for reference in &plan.back_references {
        apply(history, reference.index, &reference.placeholder);
    }
    if walk.is_multiple_of(3) {
        for supersession in &plan.supersessions {
            apply(history, supersession.index, &supersession.placeholder);
        }
    }
    if walk.is_multiple_of(25) && history.len() > 12 {
        let keep_from = history.len() - 10;
        history.drain(2..keep_from);
    }
}
