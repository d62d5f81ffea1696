//! Test plumbing the capture tests share: a pipeline keeping originals in memory, and the check
//! that a capture's note and marker name the lines `recall` gives back.

use crate::{MemoryArchive, Pipeline, Squashed};

/// A pipeline of a 64,000-token window that archives what it captures in memory.
pub(crate) fn pipeline() -> Pipeline {
    Pipeline::new(64_000).with_archive(std::sync::Arc::new(MemoryArchive::new()), "c")
}

/// Checks that `captured` (by `pipeline`, which archived its original) writes `note` over the
/// marker of `lines` (`(first, last)`, 1-based), `[N lines omitted — recall HANDLE lines A-B]`,
/// and that recalling those lines gives back each of `left_out`.
#[track_caller]
pub(crate) fn check_recalled(
    pipeline: &Pipeline,
    captured: &Squashed<'_>,
    note: &str,
    (first, last): (usize, usize),
    left_out: &[&str],
) {
    let handle = captured.kept.as_ref().expect("the original is archived");
    let count = last + 1 - first;
    let marker = format!("{note}\n[{count} lines omitted — recall {handle} lines {first}-{last}]\n");
    assert!(captured.text.contains(&marker), "{marker:?} in {}", captured.text);
    let lines = format!("{first}-{last}");
    let recalled =
        pipeline.recall(&serde_json::json!({"handle": handle.to_string(), "lines": lines}).to_string());
    for line in left_out {
        assert!(recalled.contains(line), "{line} is recalled: {recalled}");
    }
}
