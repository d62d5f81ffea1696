//! `cargo xtask package`: every published crate packages and builds from its `.crate` file, ships
//! its license texts, README and CHANGELOG, and its packaged tests, benchmarks and examples
//! compile without the workspace (part of `cargo xtask ci`).
//!
//! Step 1 is `cargo package` of every publishable crate, verification included: cargo unpacks
//! each `.crate` and builds its libraries and binaries against the other packages (a local
//! registry of them), exactly what `cargo publish --dry-run --workspace` does before it would
//! upload. What the dry run adds are crates.io index lookups (is this version already published,
//! a warning in a dry run), which need the network and say nothing about whether the packages
//! build; so this step runs `--offline --locked`.
//!
//! Step 2 covers what verification does not build: the packaged test, bench and example targets.
//! `cargo package` strips a dev-dependency without a version (ctx-testdata, the workspace's test
//! data), so a packaged test that uses it no longer compiles, and a user's `cargo test` on the
//! downloaded crate fails. The `.crate` files are unpacked into `target/package-check/`, made one
//! workspace (each package patched in for its crates.io name), and checked with `--all-targets`
//! against the main target directory, so the dependencies' artifacts are reused.
//!
//! Cargo unpacks each verified package into `$CARGO_HOME/registry/src/<source>/<name>-<version>`
//! and reuses that directory on the next run when the version is unchanged, so a machine that
//! packaged an older tree would verify against its stale sources; step 1 first removes those
//! directories for every workspace package.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};
use serde::Deserialize;

use crate::ci::{cargo, root};

/// Files every package must carry.
const SHIPPED: &[&str] = &["Cargo.toml", "README.md", "CHANGELOG.md", "LICENSE-MIT", "LICENSE-APACHE"];

/// A workspace member, as `cargo metadata` describes it.
#[derive(Deserialize)]
struct Package {
    name: String,
    version: String,
    /// `None`: publishable anywhere; `Some([])`: `publish = false`.
    publish: Option<Vec<String>>,
}

#[derive(Deserialize)]
struct Metadata {
    packages: Vec<Package>,
    target_directory: PathBuf,
}

/// Packages, verifies and checks every publishable crate.
pub fn run() -> Result<()> {
    let metadata = metadata()?;
    let packages: Vec<&Package> = metadata
        .packages
        .iter()
        .filter(|package| package.publish.as_ref().is_none_or(|to| !to.is_empty()))
        .collect();
    if packages.is_empty() {
        bail!("no publishable package in the workspace");
    }
    remove_stale_unpacked(&packages)?;
    let mut args = vec!["package", "--locked", "--offline", "--allow-dirty"];
    for package in &packages {
        args.extend(["-p", package.name.as_str()]);
    }
    cargo(&args)?;

    let check = metadata.target_directory.join("package-check");
    if check.exists() {
        fs::remove_dir_all(&check).with_context(|| format!("cannot empty {}", check.display()))?;
    }
    fs::create_dir_all(&check).with_context(|| format!("cannot create {}", check.display()))?;
    let mut members = Vec::new();
    for package in &packages {
        let dir = format!("{}-{}", package.name, package.version);
        let crate_file = metadata.target_directory.join("package").join(format!("{dir}.crate"));
        unpack(&crate_file, &check)?;
        let missing: Vec<&str> =
            SHIPPED.iter().copied().filter(|file| !check.join(&dir).join(file).is_file()).collect();
        if !missing.is_empty() {
            bail!("the {} package lacks {}", package.name, missing.join(", "));
        }
        members.push((package.name.as_str(), dir));
    }
    fs::write(check.join("Cargo.toml"), manifest(&members)?).context("cannot write the check workspace")?;
    fs::copy(root().join("Cargo.lock"), check.join("Cargo.lock")).context("cannot copy Cargo.lock")?;
    let target = metadata.target_directory.to_string_lossy().into_owned();
    let manifest_path = check.join("Cargo.toml").to_string_lossy().into_owned();
    cargo(&["check", "--manifest-path", &manifest_path, "--workspace", "--all-targets", "--keep-going", "--offline", "--target-dir", &target])
        .context("a packaged test, benchmark or example does not compile on its own (a stripped dev-dependency, or a file outside the package): exclude it in the crate's Cargo.toml or make it independent of the workspace")?;
    eprintln!("xtask package: {} packages build and check from their .crate files", packages.len());
    Ok(())
}

/// Removes the unpacked sources an earlier `cargo package` left under `$CARGO_HOME/registry/src/`
/// for these packages' versions (cargo would verify against them instead of the fresh `.crate`).
fn remove_stale_unpacked(packages: &[&Package]) -> Result<()> {
    let cargo_home = match std::env::var_os("CARGO_HOME") {
        Some(home) => PathBuf::from(home),
        None => match std::env::var_os("HOME") {
            Some(home) => PathBuf::from(home).join(".cargo"),
            None => return Ok(()),
        },
    };
    let Ok(sources) = fs::read_dir(cargo_home.join("registry").join("src")) else {
        return Ok(());
    };
    for source in sources {
        let source = source.context("cannot list the registry's unpacked sources")?.path();
        for package in packages {
            let unpacked = source.join(format!("{}-{}", package.name, package.version));
            if unpacked.is_dir() {
                fs::remove_dir_all(&unpacked)
                    .with_context(|| format!("cannot remove {}", unpacked.display()))?;
            }
        }
    }
    Ok(())
}

fn metadata() -> Result<Metadata> {
    let output = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["metadata", "--no-deps", "--format-version", "1", "--offline", "--locked"])
        .current_dir(root())
        .output()
        .context("cannot run cargo metadata")?;
    if !output.status.success() {
        bail!("cargo metadata failed: {}", String::from_utf8_lossy(&output.stderr).trim());
    }
    serde_json::from_slice(&output.stdout).context("cargo metadata printed something else than its JSON")
}

/// Unpacks a `.crate` (a gzipped tar) into `into`.
fn unpack(crate_file: &Path, into: &Path) -> Result<()> {
    let status = Command::new("tar")
        .arg("-xzf")
        .arg(crate_file)
        .arg("-C")
        .arg(into)
        .status()
        .context("cannot run tar")?;
    if !status.success() {
        bail!("tar could not unpack {} ({status})", crate_file.display());
    }
    Ok(())
}

/// The check workspace: the unpacked packages as members, each patched in for its crates.io name,
/// and the root's profiles, so that dependencies built for the workspace's own checks are reused.
fn manifest(members: &[(&str, String)]) -> Result<String> {
    let mut text =
        String::from("# Written by `cargo xtask package`: the packaged crates, checked on their own.\n");
    text.push_str("[workspace]\nresolver = \"3\"\nmembers = [\n");
    for (_, dir) in members {
        writeln!(text, "    \"{dir}\",")?;
    }
    text.push_str("]\n\n[patch.crates-io]\n");
    for (name, dir) in members {
        writeln!(text, "{name} = {{ path = \"{dir}\" }}")?;
    }
    let root_manifest = fs::read_to_string(root().join("Cargo.toml")).context("cannot read Cargo.toml")?;
    for section in crate::toml::sections(&root_manifest) {
        if section.header.starts_with("profile.") {
            write!(text, "\n[{}]\n", section.header)?;
            for (key, value) in &section.entries {
                writeln!(text, "{key} = {value}")?;
            }
        }
    }
    Ok(text)
}
