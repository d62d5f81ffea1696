//! docs/architecture.md: "the squash crates depend only on ctx-squash-core" — checked on the
//! crates' own manifests, so a new dependency on another ctx crate fails here, not in review.

use std::path::{Path, PathBuf};

/// The squash crates and the only ctx crates each may use at run time.
const SQUASH_CRATES: &[(&str, &[&str])] = &[
    ("ctx-squash-core", &[]),
    ("ctx-squash-json", &["ctx-squash-core"]),
    ("ctx-squash-log", &["ctx-squash-core"]),
    ("ctx-squash-text", &["ctx-squash-core"]),
];

/// What their tests may use besides: the corpus and its oracles, and the token counter their
/// snapshots report with. Never a squash crate other than the core, nor the pipeline.
const TEST_ONLY: &[&str] = &["ctx-squash-core", "ctx-testdata", "ctx-tokens"];

fn crates_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The names of the `ctx-*` entries of one `[section]` of a manifest.
fn ctx_entries(manifest: &str, section: &str) -> Vec<String> {
    let mut inside = false;
    let mut found = Vec::new();
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            inside = line == format!("[{section}]");
            continue;
        }
        if inside
            && let Some(name) = line.split(['=', '.', ' ']).next().filter(|name| name.starts_with("ctx-"))
        {
            found.push(name.to_owned());
        }
    }
    found
}

#[test]
fn the_squash_crates_depend_only_on_the_core() {
    for &(name, allowed) in SQUASH_CRATES {
        let path = crates_dir().join(name).join("Cargo.toml");
        let manifest = std::fs::read_to_string(&path)
            .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
        for dependency in ctx_entries(&manifest, "dependencies") {
            assert!(allowed.contains(&dependency.as_str()), "{name} depends on {dependency}");
        }
        for dependency in ctx_entries(&manifest, "dev-dependencies") {
            assert!(TEST_ONLY.contains(&dependency.as_str()), "{name}'s tests depend on {dependency}");
        }
        assert!(ctx_entries(&manifest, "build-dependencies").is_empty(), "{name} has ctx build dependencies");
    }
}

#[test]
fn the_manifest_reader_finds_ctx_entries() {
    let manifest = "[package]\nname = \"x\"\n[dependencies]\nmemchr.workspace = true\nctx-squash-core.workspace = true\nctx-tokens = { path = \"../t\" }\n[dev-dependencies]\nctx-testdata.workspace = true\n";
    assert_eq!(ctx_entries(manifest, "dependencies"), ["ctx-squash-core", "ctx-tokens"]);
    assert_eq!(ctx_entries(manifest, "dev-dependencies"), ["ctx-testdata"]);
    assert!(ctx_entries(manifest, "build-dependencies").is_empty());
}
