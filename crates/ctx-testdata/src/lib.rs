//! The ctx crates' test plumbing: where tests and benchmarks find their recorded data, the one
//! reader of the fixture manifest, and the oracles more than one crate checks against.
//!
//! - The recorded data: the workspace's `fixtures/` and the shared trajectories beside the clone
//!   (`../shared/trajectories`, read-only): [`trajectory_paths`], [`tool_output`], [`read`].
//! - [`fixtures`]: `fixtures/manifest.json` typed ([`fixtures::Entry`], with the dispatch's
//!   [`fixtures::Strategy`] for each recording), its loader, the fact-kept check
//!   ([`fixtures::kept`]) and the body of a fixture's snapshot. xtask writes and checks the manifest
//!   with the same types; each squash crate snapshots the fixtures of its own strategies.
//! - The oracles: [`json`] (what `squash_json` must keep, always built), `dedup` (what `collapse`
//!   must replace, feature `dedup`) and `shaping` (everything `shape_messages` promises, feature
//!   `shaping`). The crates' own tests and ctx-fuzz call the same functions.
//! - [`loopback`]: the OpenAI-compatible server the summarizer tests talk to.
//! - `dialects` (feature `dialects`): the trajectories converted into every session dialect, for
//!   the CLI's tests and `cargo xtask dialects convert`.
//!
//! ```
//! let fixture = ctx_testdata::fixtures::fixtures().into_iter().next().expect("a fixture");
//! assert!(ctx_testdata::fixtures::kept("\"id\": 7", "{\"id\":7}"));
//! assert!(fixture.dropped(&fixture.text).is_empty(), "the recording keeps its own facts");
//! ```
//!
//! # Why the typed oracles sit behind features
//!
//! The dedup and shaping oracles take ctx-message, ctx-dedup and ctx-shaping types, and those
//! crates dev-depend on ctx-testdata: a dev-dependency cycle. Cargo allows it, and an integration
//! test (`tests/*.rs`) of ctx-shaping links the one ctx-shaping library that ctx-testdata links
//! too, so the types match. A crate's *unit* tests, though, are the crate compiled a second time:
//! there a `ctx_message::ChatMessage` of the crate under test and one of ctx-testdata's copy are
//! different types. Hence:
//!
//! - The typed oracles are off by default, behind the `dedup` and `shaping` features, which only
//!   ctx-dedup, ctx-shaping and ctx-fuzz enable. `cargo test -p ctx-message` (or ctx-tokens) builds
//!   ctx-testdata without them, so not against ctx-message at all. In a workspace-wide build
//!   Cargo unifies features and those unit tests do link a second ctx-message through
//!   ctx-testdata; that is harmless as long as they hand ctx-testdata no ctx type (they use it for
//!   paths and text only).
//! - The crates that enable a feature call its oracle from `tests/`, never from a `#[cfg(test)]`
//!   module in `src/`.
//! - The JSON oracle and the manifest take only `serde_json` values and strings: no feature.
//!
//! A second unpublished crate for the typed oracles would meet the same rules; one crate keeps the
//! test plumbing in one place.
//!
//! Not published (`cargo package` strips it from the libraries' dev-dependencies); a dependency
//! of ctx-fuzz and xtask too. It panics with a clear message when the data is missing, which is
//! what a test wants.

#[cfg(feature = "dedup")]
pub mod dedup;
#[cfg(feature = "dialects")]
pub mod dialects;
pub mod fixtures;
pub mod json;
pub mod loopback;
#[cfg(feature = "shaping")]
pub mod shaping;

use std::fmt::Write as _;
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

/// The recorded agent sessions of `fixtures/sessions/`, each with its dialect's folder name
/// (`openai-chat`, `openai-responses`, `anthropic-messages`, `claude-code`, `codex`), sorted.
///
/// # Panics
///
/// When the folder is missing or holds fewer than the 20 recorded sessions.
pub fn session_paths() -> Vec<(String, PathBuf)> {
    let dir = workspace_root().join("fixtures/sessions");
    let mut paths = Vec::new();
    for folder in
        std::fs::read_dir(&dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display())).flatten()
    {
        let Ok(files) = std::fs::read_dir(folder.path()) else { continue };
        let name = folder.file_name().to_string_lossy().into_owned();
        for file in files.flatten() {
            paths.push((name.clone(), file.path()));
        }
    }
    paths.sort();
    assert!(paths.len() >= 20, "fixtures/sessions holds the 20 recorded sessions");
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
    let path = fixtures::dir().join("tools").join(name);
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

/// `text` with one line of about `size` bytes of distinct six-letter words put in after its
/// middle line, each word drawn from a fixed generator: the adversarial input of review72 (a
/// manual whose one line of 4 MB of distinct words made a per-line word list quadratic).
pub fn with_line_of_distinct_words(text: &str, size: usize) -> String {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut line = String::with_capacity(size + 16);
    line.push_str("       Words:");
    while line.len() < size {
        line.push(' ');
        for _ in 0..6 {
            state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            let letter = u8::try_from((state >> 33) % 26).unwrap_or(0);
            line.push(char::from(b'a' + letter));
        }
    }
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let middle = lines.len() / 2;
    let mut out = String::with_capacity(text.len() + line.len() + 1);
    for (i, row) in lines.iter().enumerate() {
        out.push_str(row);
        if i == middle {
            out.push_str(&line);
            out.push('\n');
        }
    }
    out
}

/// About `size` bytes of one-value reports under one heading: `----` then `key_0 1`, `----` then
/// `key_0 2`, and so for `key_1`, `key_2`…, each key a series of two reports whose value changed,
/// all the series under the same `----` (review75: a heading's list of distances, one entry a
/// series, made the heading count quadratic).
pub fn series_under_one_heading(size: usize) -> String {
    let mut out = String::with_capacity(size + 64);
    let mut key = 0usize;
    while out.len() < size {
        for value in 1..=2 {
            // Writing to a `String` cannot fail.
            let _ = write!(out, "----\nkey_{key} {value}\n");
        }
        key += 1;
    }
    out
}

/// A JSON array of copies of the document `text`, up to about `size` bytes.
pub fn json_up_to(text: &str, size: usize) -> String {
    let copies = (size / text.len().max(1)).max(1);
    format!("[{}]", vec![text.trim(); copies].join(","))
}
