//! Policy written as tests (run by `cargo test --workspace`, so by `cargo xtask ci`): nothing in
//! the repository cites a document outside it, release builds carry no debug info, every published
//! crate ships its license texts, README and CHANGELOG, the demo session the `ctx` binary
//! embeds is the recorded one, and no library crate hashes an input with an unkeyed or
//! fixed-seed hasher.

use std::fs;
use std::path::{Path, PathBuf};

use crate::ci::root;
use crate::toml::{Section, sections};

/// Folders whose files are recorded data, generated, or not ours: never scanned for citations.
const SKIPPED_DIRS: &[&str] =
    &[".git", "target", "fixtures", "xtask/recipes", "fuzz/corpus", "fuzz/regressions", "fuzz/target"];

/// The text files a citation could hide in.
fn is_source_or_doc(path: &Path) -> bool {
    let extension = path.extension().and_then(|extension| extension.to_str()).unwrap_or("");
    matches!(extension, "rs" | "md" | "toml" | "py" | "sh" | "yml" | "yaml")
        || path.ends_with(".ci/run")
        || path.ends_with(".cargo/config.toml")
}

/// Every source and documentation file of the repository, relative to the root.
fn files() -> Vec<PathBuf> {
    let root = root();
    let mut pending = vec![root.clone()];
    let mut files = Vec::new();
    while let Some(dir) = pending.pop() {
        let Ok(entries) = fs::read_dir(&dir) else { continue };
        for entry in entries.filter_map(Result::ok) {
            let path = entry.path();
            let relative = path.strip_prefix(&root).unwrap_or(&path).to_path_buf();
            let name = relative.to_string_lossy().replace('\\', "/");
            if path.is_dir() {
                let skipped = SKIPPED_DIRS.contains(&name.as_str())
                    || name.starts_with("target-")
                    || name.ends_with("/snapshots")
                    || name.ends_with("/proptest-regressions");
                if !skipped {
                    pending.push(path);
                }
            } else if is_source_or_doc(&relative) {
                files.push(relative);
            }
        }
    }
    files.sort();
    files
}

/// Where `needle` occurs in `text` as a word of its own (not inside an identifier or word).
fn word_positions<'a>(text: &'a str, needle: &'a str) -> impl Iterator<Item = usize> + 'a {
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(needle).map(|(at, _)| at).filter(move |&at| {
        let before = text[..at].chars().next_back().is_none_or(|c| !is_word(c));
        let after = text[at + needle.len()..].chars().next().is_none_or(|c| !is_word(c));
        before && after
    })
}

/// The citations of a file that point outside the repository, as `path:line: why`. Of the shared
/// folder beside the clone, docs and scripts may name the trajectories corpus (the README's set-up
/// puts it there); Rust code reads it only through ctx-testdata.
fn citations(path: &str, text: &str) -> Vec<String> {
    // Spelled in pieces so that this file does not cite what it forbids.
    let spec = ["SP", "EC"].concat();
    let the_spec = ["the ", "spec"].concat();
    let shared = ["../", "shared"].concat();
    let corpus = [shared.as_str(), "/trajectories"].concat();
    let outside = [
        ["shared/", "spec/"].concat(),
        ["shared/", "seed/"].concat(),
        ["HOUSE_", "STYLE"].concat(),
        ["ANCHORS", ".md"].concat(),
    ];
    let testdata = path.starts_with("crates/ctx-testdata/");
    let rust = Path::new(path).extension().is_some_and(|extension| extension.eq_ignore_ascii_case("rs"));
    let mut found = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let mut why = Vec::new();
        if word_positions(line, &spec).next().is_some()
            || word_positions(&line.to_lowercase(), &the_spec).next().is_some()
        {
            why.push("cites a specification that is not in the repository: cite docs/spec.md".to_owned());
        }
        for name in &outside {
            if line.contains(name.as_str()) {
                why.push(format!("cites `{name}`, outside the repository"));
            }
        }
        let escapes = line
            .match_indices(shared.as_str())
            .any(|(at, _)| rust || !line[at..].starts_with(corpus.as_str()));
        let absolute = line
            .match_indices(["/shared", "/trajectories"].concat().as_str())
            .any(|(at, _)| !line[..at].ends_with(".."));
        if absolute {
            why.push(format!(
                "names the shared folder by an absolute path: name it `{corpus}`, beside the clone"
            ));
        }
        if escapes && !testdata {
            why.push(format!(
                "names `{shared}`: code reads the shared corpus through ctx-testdata, docs and scripts name only `{corpus}`"
            ));
        }
        found.extend(why.into_iter().map(|why| format!("{path}:{}: {why}", number + 1)));
    }
    found
}

#[test]
fn nothing_cites_a_document_outside_the_repository() {
    let this_file = "xtask/src/tidy.rs";
    let mut problems = Vec::new();
    let files = files();
    assert!(files.len() > 100, "only {} files found under {}", files.len(), root().display());
    for relative in files {
        let path = relative.to_string_lossy().replace('\\', "/");
        if path == this_file {
            continue;
        }
        let Ok(text) = fs::read_to_string(root().join(&relative)) else { continue };
        problems.extend(citations(&path, &text));
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn citations_are_found_where_they_hide() {
    #[track_caller]
    fn check(path: &str, line: &str, expected: usize) {
        assert_eq!(citations(path, line).len(), expected, "{path}: {line}");
    }
    let spec = ["SP", "EC"].concat();
    check("crates/a/src/lib.rs", &format!("/// Squashes one output ({spec} §6)."), 1);
    check("docs/a.md", &format!("see {spec}.md"), 1);
    check("docs/a.md", &format!("as {} says", ["the ", "spec"].concat()), 1);
    check("docs/a.md", "_POSIX_DEVICE_SPECIFIC and the specific case", 0);
    check("docs/a.md", &format!("see {}", ["../shared/", "seed/design.md"].concat()), 2);
    check("docs/a.md", &format!("ctx report {}/*.json", ["../shared/", "trajectories"].concat()), 0);
    check(".ci/run", &format!("# a clean clone ({} beside it)", ["../shared/", "trajectories"].concat()), 0);
    check(".ci/run", &format!("# a clean clone ({} beside it)", ["../", "shared"].concat()), 1);
    check("crates/a/tests/t.rs", &format!("read(\"{}/x.json\")", ["../shared/", "trajectories"].concat()), 1);
    check(
        "crates/ctx-testdata/src/lib.rs",
        &format!("join(\"{}\")", ["../shared/", "trajectories"].concat()),
        0,
    );
    check("docs/a.md", "see docs/spec.md", 0);
    check("docs/a.md", &format!("ctx replay {}/*.json", ["/work/shared/", "trajectories"].concat()), 1);
    check("recipes.rs", &format!("{}/parse.js", ["/tmp/rollup/dist/", "shared"].concat()), 0);
}

fn root_profiles() -> Vec<Section> {
    let text = fs::read_to_string(root().join("Cargo.toml")).expect("the root Cargo.toml");
    sections(&text).into_iter().filter(|section| section.header.starts_with("profile.")).collect()
}

#[test]
fn release_builds_carry_no_debug_info_and_profiling_builds_do() {
    let profiles = root_profiles();
    let profile = |name: &str| {
        profiles
            .iter()
            .find(|section| section.header == format!("profile.{name}"))
            .unwrap_or_else(|| panic!("[profile.{name}] in the root Cargo.toml"))
    };
    let no_debug = ["0", "false", "\"none\""];
    let release = profile("release");
    assert!(
        release.get("debug").is_none_or(|debug| no_debug.contains(&debug)),
        "release debug = {:?}",
        release.get("debug")
    );
    assert!(
        release.get("strip").is_none_or(|strip| strip != "false"),
        "strip = false would ship the standard library's debug info"
    );
    let profiling = profile("profiling");
    assert_eq!(profiling.get("inherits"), Some("\"release\""));
    assert!(
        profiling.get("debug").is_some_and(|debug| !no_debug.contains(&debug)),
        "profiling keeps debug info"
    );
    assert!(
        profile("bench").get("debug").is_some_and(|debug| !no_debug.contains(&debug)),
        "benches keep debug info"
    );
}

/// The crates under `crates/` that cargo would publish.
fn published_crates() -> Vec<PathBuf> {
    let mut crates: Vec<PathBuf> = fs::read_dir(root().join("crates"))
        .expect("crates/")
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|dir| {
            let manifest = fs::read_to_string(dir.join("Cargo.toml")).unwrap_or_default();
            !manifest.is_empty()
                && !sections(&manifest)
                    .iter()
                    .any(|section| section.header == "package" && section.get("publish") == Some("false"))
        })
        .collect();
    crates.sort();
    crates
}

#[test]
fn every_published_crate_ships_licenses_readme_and_changelog() {
    let crates = published_crates();
    assert!(crates.len() >= 12, "{crates:?}");
    let license = |name: &str| fs::read(root().join(name)).unwrap_or_else(|_| panic!("{name} at the root"));
    let (mit, apache) = (license("LICENSE-MIT"), license("LICENSE-APACHE"));
    assert!(String::from_utf8_lossy(&mit).starts_with("MIT License"));
    assert!(
        String::from_utf8_lossy(&apache).contains("Apache License\n                           Version 2.0")
    );
    let mut problems = Vec::new();
    for dir in &crates {
        let name = dir.file_name().map(|name| name.to_string_lossy().into_owned()).unwrap_or_default();
        for (file, expected) in [("LICENSE-MIT", &mit), ("LICENSE-APACHE", &apache)] {
            if fs::read(dir.join(file)).ok().as_ref() != Some(expected) {
                problems.push(format!("{name}: {file} missing or not the root's"));
            }
        }
        if !fs::read_to_string(dir.join("README.md")).is_ok_and(|readme| readme.starts_with("# ")) {
            problems.push(format!("{name}: no README.md"));
        }
        let changelog = fs::read_to_string(dir.join("CHANGELOG.md")).unwrap_or_default();
        if !changelog.lines().any(|line| line.starts_with("## ") && line.contains("Unreleased")) {
            problems.push(format!("{name}: no CHANGELOG.md with an \"Unreleased\" heading"));
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn the_demo_session_ctx_cli_ships_is_the_recorded_one() {
    let read = |path: &str| fs::read(root().join(path)).unwrap_or_else(|error| panic!("{path}: {error}"));
    assert!(
        read("crates/ctx-cli/demo/session.json") == read("fixtures/demo/session.json"),
        "crates/ctx-cli/demo/session.json must be fixtures/demo/session.json (a symlink to it)"
    );
}

/// Features of shared dependencies that change their behaviour for everyone who links them: a
/// library must not turn them on for its host's build.
const FORCED_FEATURES: &[(&str, &str)] = &[
    ("serde_json", "preserve_order"),
    ("serde_json", "float_roundtrip"),
    ("serde_json", "arbitrary_precision"),
];

#[test]
fn no_library_forces_a_behaviour_changing_feature_on_its_host() {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut forced = Vec::new();
    for dir in published_crates() {
        let name = dir.file_name().and_then(|name| name.to_str()).unwrap_or_default().to_owned();
        if name == "ctx-cli" {
            continue; // a binary: nobody builds against it
        }
        // The features a host's build of this crate turns on: its normal dependencies only.
        let output = std::process::Command::new(&cargo)
            .args([
                "tree",
                "--offline",
                "-e",
                "normal,features",
                "-p",
                &name,
                "--prefix",
                "none",
                "-f",
                "{p} {f}",
            ])
            .current_dir(root())
            .output()
            .expect("cargo tree runs");
        assert!(output.status.success(), "cargo tree -p {name}: {}", String::from_utf8_lossy(&output.stderr));
        let tree = String::from_utf8_lossy(&output.stdout).into_owned();
        for (dependency, feature) in FORCED_FEATURES {
            let on = tree.lines().any(|line| {
                line.starts_with(&format!("{dependency} v"))
                    && line
                        .rsplit(' ')
                        .next()
                        .is_some_and(|features| features.split(',').any(|f| f == *feature))
            });
            if on {
                forced.push(format!("{name} turns on {dependency}/{feature}"));
            }
        }
    }
    assert!(forced.is_empty(), "features forced on hosts:\n{}", forced.join("\n"));
}

/// The crates the async runtime may reach: the proxy, and the binary that runs it.
const RUNTIME_CRATES: &[&str] = &["ctx-proxy", "ctx-cli"];

#[test]
fn the_async_runtime_lives_in_ctx_proxy_alone() {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut found = Vec::new();
    for dir in published_crates() {
        let name = dir.file_name().and_then(|name| name.to_str()).unwrap_or_default().to_owned();
        let output = std::process::Command::new(&cargo)
            .args(["tree", "--offline", "-e", "normal", "-p", &name, "--prefix", "none", "-f", "{p}"])
            .current_dir(root())
            .output()
            .expect("cargo tree runs");
        assert!(output.status.success(), "cargo tree -p {name}: {}", String::from_utf8_lossy(&output.stderr));
        let tree = String::from_utf8_lossy(&output.stdout).into_owned();
        let runtime =
            ["tokio v", "hyper v"].iter().any(|crate_| tree.lines().any(|line| line.starts_with(crate_)));
        if runtime != RUNTIME_CRATES.contains(&name.as_str()) {
            found.push(format!("{name}: async runtime in its dependencies: {runtime}"));
        }
    }
    assert!(found.is_empty(), "the async runtime belongs to ctx-proxy alone:\n{}", found.join("\n"));
}

/// The hashers a map keyed by an input must not use: a hash state with no key, or a fixed one,
/// lets the input choose keys that share a bucket (spelled in pieces so this file holds none).
fn fixed_hasher_names() -> [String; 4] {
    [
        ["BuildHasher", "Default"].concat(),
        ["impl ", "BuildHasher"].concat(),
        ["Xxh3", "DefaultBuilder"].concat(),
        ["Fixed", "State"].concat(),
    ]
}

/// The lines of a library crate's source file that name an unkeyed or fixed-seed hasher, as
/// `path:line: why`; comments aside, and ctx-squash-core's keyed.rs, the one keyed hash state.
fn fixed_hashers(path: &str, text: &str) -> Vec<String> {
    if path == "crates/ctx-squash-core/src/keyed.rs" {
        return Vec::new();
    }
    let names = fixed_hasher_names();
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim_start().starts_with("//"))
        .flat_map(|(number, line)| {
            names.iter().filter(|name| line.contains(name.as_str())).map(move |name| {
                format!(
                    "{path}:{}: `{name}`: a map keyed by an input is randomly keyed (ctx-squash-core's `Keyed` or std's `RandomState`)",
                    number + 1
                )
            })
        })
        .collect()
}

/// Every `.rs` file under the `src` of a crate that has a `src/lib.rs`, relative to the root.
fn library_sources() -> Vec<String> {
    let mut sources: Vec<String> = files()
        .into_iter()
        .map(|relative| relative.to_string_lossy().replace('\\', "/"))
        .filter(|path| {
            let mut parts = path.split('/');
            let (Some("crates"), Some(name), Some("src")) = (parts.next(), parts.next(), parts.next()) else {
                return false;
            };
            Path::new(path).extension().is_some_and(|extension| extension == "rs")
                && root().join("crates").join(name).join("src/lib.rs").is_file()
        })
        .collect();
    sources.sort();
    sources
}

#[test]
fn no_library_hashes_an_input_with_an_unkeyed_or_fixed_hasher() {
    let sources = library_sources();
    assert!(
        sources.iter().any(|path| path == "crates/ctx-squash-core/src/keyed.rs") && sources.len() > 100,
        "only {} library sources found",
        sources.len()
    );
    let mut problems = Vec::new();
    for path in sources {
        let Ok(text) = fs::read_to_string(root().join(&path)) else { continue };
        problems.extend(fixed_hashers(&path, &text));
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn fixed_hashers_are_found_where_they_hide() {
    let [default, implemented, xxh3, fixed] = fixed_hasher_names();
    let code = format!(
        "type M = HashMap<u64, u8, {default}<Fnv>>;\n{implemented} for Mine {{}}\nlet s = {xxh3}::new();\nuse foldhash::fast::{fixed};\n// a comment naming {default} is no use\n"
    );
    assert_eq!(fixed_hashers("crates/a/src/m.rs", &code).len(), 4, "{code}");
    assert_eq!(fixed_hashers("crates/ctx-squash-core/src/keyed.rs", &code), Vec::<String>::new());
    assert_eq!(
        fixed_hashers("crates/a/src/m.rs", "let m: HashMap<u8, u8> = HashMap::new();\n"),
        Vec::<String>::new()
    );
}
