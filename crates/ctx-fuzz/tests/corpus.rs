//! Replays every committed fuzz input (`fuzz/corpus/<target>/` and `fuzz/regressions/<target>/`)
//! through its checker on the stable toolchain, so a fixed crash stays fixed.

use std::path::{Path, PathBuf};

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz")
}

fn inputs(target: &str) -> Vec<PathBuf> {
    let mut paths = Vec::new();
    for folder in ["corpus", "regressions"] {
        let Ok(entries) = std::fs::read_dir(fuzz_dir().join(folder).join(target)) else { continue };
        paths.extend(entries.map(|entry| entry.expect("a readable corpus folder").path()));
    }
    paths.sort();
    paths
}

#[track_caller]
fn replay(target: &str) {
    let (_, check) = ctx_fuzz::TARGETS.iter().find(|(name, _)| *name == target).expect("a known target");
    let paths = inputs(target);
    assert!(!paths.is_empty(), "no corpus for {target}");
    for path in paths {
        let data = std::fs::read(&path).expect("a readable corpus file");
        // Printed only when the test fails: the input that failed is the last one named.
        eprintln!("{}", path.display());
        check(&data);
    }
}

#[test]
fn every_target_has_a_fuzz_target() {
    for (target, _) in ctx_fuzz::TARGETS {
        let file = fuzz_dir().join("fuzz_targets").join(format!("{target}.rs"));
        assert!(file.is_file(), "no fuzz target {}", file.display());
    }
}

#[test]
fn squash_json() {
    replay("squash_json");
}

#[test]
fn squash_log() {
    replay("squash_log");
}

#[test]
fn squash_generic() {
    replay("squash_generic");
}

#[test]
fn apply() {
    replay("apply");
}

#[test]
fn count_tokens() {
    replay("count_tokens");
}

#[test]
fn conversation() {
    replay("conversation");
}

/// The recorded sessions of every dialect, whole and cut after each of their first lines, hold
/// the conversation checker's invariants too (the committed corpus is JSON documents).
#[test]
fn conversation_on_the_recorded_sessions() {
    let (_, check) = ctx_fuzz::TARGETS.iter().find(|(name, _)| *name == "conversation").expect("the target");
    for (_, path) in ctx_testdata::session_paths() {
        let data = std::fs::read(&path).expect("a readable session");
        eprintln!("{}", path.display());
        check(&data);
        let ends = data.iter().enumerate().filter(|(_, byte)| **byte == b'\n').map(|(at, _)| at + 1);
        for end in ends.take(12) {
            check(&data[..end]);
        }
    }
}

#[test]
fn collapse() {
    replay("collapse");
}

#[test]
fn shape_messages() {
    replay("shape_messages");
}

#[test]
fn turn() {
    replay("turn");
}
