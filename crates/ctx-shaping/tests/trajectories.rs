//! Shaping every recorded trajectory in shared/trajectories at 32k, 64k and 128k windows.

use std::fmt::Write as _;

use ctx_message::{ChatMessage, Conversation};
use ctx_shaping::{ExtractiveSummarizer, Options, Shaped, Summarizer, SummaryOutcome, shape_with_counts};
use ctx_testdata::shaping as oracle;
use ctx_tokens::CountCache;

struct Trajectory {
    name: String,
    messages: Vec<ChatMessage>,
    counts: Vec<usize>,
}

fn trajectories() -> Vec<Trajectory> {
    let files = ctx_testdata::trajectory_paths();
    let mut cache = CountCache::new();
    files
        .iter()
        .map(|path| {
            let text = std::fs::read_to_string(path).expect("readable");
            let mut messages = Conversation::parse(&text).expect("conversation").messages;
            oracle::tag(&mut messages);
            let counts = messages.iter().map(|message| cache.count(message)).collect();
            Trajectory {
                name: path.file_name().expect("name").to_string_lossy().into_owned(),
                messages,
                counts,
            }
        })
        .collect()
}

const WINDOWS: [usize; 3] = [32_000, 64_000, 128_000];

#[test]
fn every_trajectory_at_every_window_keeps_the_invariants() {
    let extractive = ExtractiveSummarizer::new();
    let mut shaped_count = 0;
    for trajectory in trajectories() {
        for window in WINDOWS {
            for (force, summarizer) in [(false, Some(&extractive as &dyn Summarizer)), (true, None)] {
                let options = Options::new(window).force(force);
                let shaped = shape_with_counts(&trajectory.messages, &trajectory.counts, options, summarizer);
                oracle::assert_invariants(&trajectory.messages, &trajectory.counts, options, &shaped);
                if shaped.shaped {
                    shaped_count += 1;
                    if summarizer.is_some() && shaped.tokens_after <= options.budget() {
                        assert_eq!(
                            shaped.summary,
                            SummaryOutcome::Summarized,
                            "{} at {window}",
                            trajectory.name
                        );
                    }
                    // Shaped once, the history stays under the 95% re-trigger.
                    let again = shape_with_counts(
                        &shaped.messages,
                        &shaped.messages.iter().map(ctx_tokens::count_message_tokens).collect::<Vec<_>>(),
                        options.force(false).shaped_before(true),
                        summarizer,
                    );
                    assert!(!again.shaped || shaped.tokens_after > options.budget(), "{}", trajectory.name);
                }
            }
        }
    }
    assert!(shaped_count > 30, "{shaped_count}");
}

fn report(trajectory: &Trajectory, window: usize, shaped: &Shaped) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "trajectory: {} at a {window}-token window", trajectory.name);
    let _ = writeln!(
        out,
        "messages: {} -> {} (dropped {}), tokens: {} -> {} (budget {})",
        trajectory.messages.len(),
        shaped.messages.len(),
        shaped.dropped.len(),
        shaped.tokens_before,
        shaped.tokens_after,
        Options::new(window).budget(),
    );
    let _ = writeln!(out, "summary at index {:?}: {:?}\n", shaped.summary_index, shaped.summary);
    if let Some(index) = shaped.summary_index {
        out.push_str(&shaped.messages[index].content.text());
    }
    out
}

#[test]
fn extractive_summary_snapshots() {
    let all = trajectories();
    for (name, window) in [
        ("mini-swe-agent__django__django-16560.json", 32_000),
        ("claude-code__cctrace-132b2f66.json", 64_000),
    ] {
        let trajectory = all.iter().find(|t| t.name == name).expect("trajectory present");
        let shaped = shape_with_counts(
            &trajectory.messages,
            &trajectory.counts,
            Options::new(window),
            Some(&ExtractiveSummarizer::new()),
        );
        assert!(shaped.shaped);
        insta::assert_snapshot!(
            format!("{}-{window}", name.trim_end_matches(".json")),
            report(trajectory, window, &shaped)
        );
    }
}

#[test]
fn a_summarizer_that_read_ahead_and_prepared_names_shapes_every_trajectory_as_a_fresh_one() {
    // Read ahead a few messages at a time, as a host calls it with each turn's new messages, and
    // the names prepared for each history but the last turn's (which the compaction folds in).
    for trajectory in trajectories() {
        let ahead = ExtractiveSummarizer::new();
        let last = trajectory.messages.len().saturating_sub(3);
        for (index, turn) in trajectory.messages.chunks(3).enumerate() {
            ahead.read_ahead(turn);
            ahead.prepare_names(&trajectory.messages[..(3 * index + turn.len()).min(last)]);
        }
        for window in WINDOWS {
            let options = Options::new(window).force(true);
            let fresh = ExtractiveSummarizer::new();
            let expected = shape_with_counts(&trajectory.messages, &trajectory.counts, options, Some(&fresh));
            let shaped = shape_with_counts(&trajectory.messages, &trajectory.counts, options, Some(&ahead));
            assert_eq!(shaped, expected, "{} at {window}", trajectory.name);
        }
    }
}

#[test]
fn a_names_line_counts_as_its_names_do_on_every_trajectory() {
    // The extractive summary fits its names line by each name's count: the line's pieces never
    // straddle a name, so the line's count is the bullet's plus each ` name`'s.
    for path in ctx_testdata::trajectory_paths() {
        let text = ctx_testdata::read(&path);
        let names = ctx_dedup::names(&text);
        let line = format!("- {}", names.join(" "));
        let each: usize = names.iter().map(|name| ctx_tokens::count_tokens(&format!(" {name}"))).sum();
        assert_eq!(
            ctx_tokens::count_tokens(&line),
            ctx_tokens::count_tokens("-") + each,
            "{}",
            ctx_testdata::file_name(&path)
        );
    }
}
