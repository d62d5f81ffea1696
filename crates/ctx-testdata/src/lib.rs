//! Where the ctx crates' tests and benchmarks find their recorded data (the workspace's `fixtures/`
//! and the shared trajectories beside the clone, `../shared/trajectories`, read-only), and the
//! loopback OpenAI-compatible server the summarizer tests talk to ([`loopback`]).
//!
//! A dev-dependency only (not published; `cargo package` strips it). It panics with a clear message
//! when the data is missing, which is what a test wants.

pub mod loopback;

use std::path::{Path, PathBuf};

/// The workspace root.
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The recorded agent trajectories, `../shared/trajectories/*__*.json`, sorted by file name.
///
/// # Panics
///
/// When the folder is missing or does not hold the 19 recorded trajectories.
pub fn trajectory_paths() -> Vec<PathBuf> {
    let dir = workspace_root().join("../shared/trajectories");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|error| panic!("{} must exist beside the clone: {error}", dir.display()))
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| {
            path.extension().is_some_and(|ext| ext == "json")
                && path.file_name().is_some_and(|name| name.to_string_lossy().contains("__"))
        })
        .collect();
    paths.sort();
    assert_eq!(paths.len(), 19, "the shared corpus has 19 trajectories in {}", dir.display());
    paths
}

/// The file name of a path, for messages and snapshot names.
pub fn file_name(path: &Path) -> String {
    path.file_name().map(|name| name.to_string_lossy().into_owned()).unwrap_or_default()
}

/// A file's text.
///
/// # Panics
///
/// When the file cannot be read as UTF-8.
pub fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()))
}

/// A recorded tool output from `fixtures/tools/`, decoded lossily as the CLI reads it.
///
/// # Panics
///
/// When the fixture is missing.
pub fn tool_output(name: &str) -> String {
    let path = workspace_root().join("fixtures/tools").join(name);
    let bytes =
        std::fs::read(&path).unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Whole lines of `text`, repeated, up to `size` bytes: a recorded output scaled to a benchmark's
/// size without cutting a line.
pub fn lines_up_to(text: &str, size: usize) -> String {
    let mut out = String::with_capacity(size + text.len());
    while out.len() < size {
        for line in text.split_inclusive('\n') {
            if out.len() + line.len() > size {
                return out;
            }
            out.push_str(line);
        }
    }
    out
}

/// A JSON array of copies of the document `text`, up to about `size` bytes.
pub fn json_up_to(text: &str, size: usize) -> String {
    let copies = (size / text.len().max(1)).max(1);
    format!("[{}]", vec![text.trim(); copies].join(","))
}
