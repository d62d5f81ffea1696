//! The configuration a user expects: `ctx.toml` (the project's), the user's config file and
//! `CTX_*` environment variables, each value knowing where it came from.
//!
//! Precedence, per key: a command's flag > the environment > the project's `ctx.toml` > the
//! user's file > the default. The project's file is the `ctx.toml` of the current directory or of
//! its nearest parent that has one, looking no further up than the repository root (the first
//! directory holding `.git`). The user's file is `$XDG_CONFIG_HOME/ctx/config.toml`, else
//! `$HOME/.config/ctx/config.toml`. A relative `archive` in a file is relative to that file's
//! directory; in `CTX_ARCHIVE` or a flag, to the current directory. `tool_aliases` merge name by
//! name (the project's `Read` over the user's `Read`, both kept when they name different tools).
//!
//! A key this ctx does not know is a warning line naming it; a value of the wrong kind, or a file
//! that is not TOML, is an error naming the file and the key: a setting is never silently
//! dropped.
//!
//! [`current`] is what commands (and `ctx proxy`) read: loaded once per process.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use anyhow::{Context, bail};
use toml::{Table, Value};

/// The project's file name.
pub const PROJECT_FILE: &str = "ctx.toml";

/// The pricings `pricing` (and `ctx gain --pricing`) take: the name and its input price in US
/// dollars per million tokens (Claude Sonnet 4.5 and GPT-5, standard input).
pub const PRICINGS: &[(&str, f64)] = &[("anthropic", 3.0), ("openai", 1.25)];

/// The history policies `policy` takes: `ctx replay`'s strategy names but those only a replay
/// plays, as `--policy` takes them.
pub fn policies() -> Vec<&'static str> {
    ctx_replay::Strategy::policies()
}

/// The top-level keys, and those of `[proxy]`.
const KEYS: &[&str] = &["window", "policy", "read_only", "tool_aliases", "archive", "pricing", "proxy"];
const PROXY_KEYS: &[&str] = &["listen", "upstream"];

/// Where a value came from.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Source {
    /// A command's flag.
    Flag,
    /// An environment variable.
    Env(&'static str),
    /// The project's `ctx.toml`.
    Project(PathBuf),
    /// The user's config file.
    User(PathBuf),
    /// Nobody set it.
    Default,
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Flag => f.write_str("flag"),
            Source::Env(variable) => write!(f, "env {variable}"),
            Source::Project(path) => write!(f, "project {}", path.display()),
            Source::User(path) => write!(f, "user {}", path.display()),
            Source::Default => f.write_str("default"),
        }
    }
}

/// A value and where it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setting<T> {
    /// The value.
    pub value: T,
    /// Where it came from.
    pub source: Source,
}

impl<T> Setting<T> {
    fn new(value: T, source: Source) -> Self {
        Setting { value, source }
    }
}

/// `flag` when a command's flag gave it, else the configured setting.
pub fn flag_or<T: Clone>(flag: Option<T>, setting: Option<&Setting<T>>) -> Option<Setting<T>> {
    match flag {
        Some(value) => Some(Setting::new(value, Source::Flag)),
        None => setting.cloned(),
    }
}

/// Where originals (and the ledger) are kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArchivePath {
    /// This SQLite file.
    Path(PathBuf),
    /// Nowhere: `archive = false`, `CTX_ARCHIVE=off`, `--no-archive`.
    Off,
}

/// Everything the configuration says, each value with its source.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Config {
    /// The model's context window in tokens (`compact`, `report`, `replay`).
    pub window: Option<Setting<u64>>,
    /// The history policy (`dedup`, `compact`, `report`, the proxy), one of [`policies`].
    pub policy: Setting<String>,
    /// The read-only tools for dedup (`dedup`, `compact`, `report`); `None`: the roles decide.
    pub read_only: Option<Setting<Vec<String>>>,
    /// An agent's tool names and the role each plays (`read`, `grep`, `glob`, `search`, `bash`,
    /// `edit`, `write`, `other`).
    pub tool_aliases: BTreeMap<String, Setting<String>>,
    /// Where originals and the ledger are kept.
    pub archive: Setting<ArchivePath>,
    /// The pricing savings are recorded with, one of [`PRICINGS`].
    pub pricing: Setting<String>,
    /// The address `ctx proxy` listens on; `None`: the proxy's default.
    pub proxy_listen: Option<Setting<String>>,
    /// The API `ctx proxy` forwards to; `None`: the proxy's default.
    pub proxy_upstream: Option<Setting<String>>,
    /// The files read, in order of precedence (the project's first).
    pub files: Vec<Source>,
    /// One line per key nobody knows (`unknown key `x` in …`).
    pub warnings: Vec<String>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            window: None,
            policy: Setting::new("names-compact".to_owned(), Source::Default),
            read_only: None,
            tool_aliases: BTreeMap::new(),
            archive: Setting::new(
                ArchivePath::Path(PathBuf::from(ctx_archive::DEFAULT_PATH)),
                Source::Default,
            ),
            pricing: Setting::new("anthropic".to_owned(), Source::Default),
            proxy_listen: None,
            proxy_upstream: None,
            files: Vec::new(),
            warnings: Vec::new(),
        }
    }
}

impl Config {
    /// The tool aliases as `(name, role)` pairs, for `ctx_calls::Tools::from_aliases`.
    pub fn aliases(&self) -> impl Iterator<Item = (&str, &str)> {
        self.tool_aliases.iter().map(|(name, role)| (name.as_str(), role.value.as_str()))
    }

    /// The input price, in US dollars per million tokens, of the pricing [`Config::pricing`] names.
    pub fn price(&self) -> f64 {
        price_of(&self.pricing.value).unwrap_or(0.0)
    }
}

/// The input price of a pricing in [`PRICINGS`].
pub fn price_of(pricing: &str) -> Option<f64> {
    PRICINGS.iter().find(|(name, _)| *name == pricing).map(|(_, price)| *price)
}

/// The configuration of this process (read once: the files, the environment, the current
/// directory), its unknown keys said once on stderr; the error naming what is wrong.
pub fn current() -> anyhow::Result<&'static Config> {
    static CURRENT: OnceLock<Result<Config, String>> = OnceLock::new();
    let loaded = CURRENT.get_or_init(|| {
        let loaded = load().map_err(|error| format!("{error:#}"));
        if let Ok(config) = &loaded {
            for warning in &config.warnings {
                eprintln!("warning: {warning}");
            }
        }
        loaded
    });
    loaded.as_ref().map_err(|error| anyhow::anyhow!("{error}"))
}

/// Reads the configuration from the current directory, the user's file and the environment.
pub fn load() -> anyhow::Result<Config> {
    let cwd = std::env::current_dir().context("cannot read the current directory")?;
    let user = user_file(|name| std::env::var_os(name));
    let environment: Vec<(&'static str, String)> =
        VARIABLES.iter().filter_map(|&name| std::env::var(name).ok().map(|value| (name, value))).collect();
    load_from(&cwd, user.as_deref(), &environment)
}

/// The environment variables, one per key.
pub const VARIABLES: &[&str] = &[
    "CTX_WINDOW",
    "CTX_POLICY",
    "CTX_READ_ONLY",
    "CTX_TOOL_ALIASES",
    "CTX_ARCHIVE",
    "CTX_PRICING",
    "CTX_PROXY_LISTEN",
    "CTX_PROXY_UPSTREAM",
];

/// The user's file: `$XDG_CONFIG_HOME/ctx/config.toml`, else `$HOME/.config/ctx/config.toml`.
fn user_file(variable: impl Fn(&str) -> Option<std::ffi::OsString>) -> Option<PathBuf> {
    let base = match variable("XDG_CONFIG_HOME").filter(|value| !value.is_empty()) {
        Some(base) => PathBuf::from(base),
        None => PathBuf::from(variable("HOME").filter(|value| !value.is_empty())?).join(".config"),
    };
    Some(base.join("ctx").join("config.toml"))
}

/// The project's file: `ctx.toml` in `cwd` or its nearest parent, up to the repository root.
fn project_file(cwd: &Path) -> Option<PathBuf> {
    for dir in cwd.ancestors() {
        let file = dir.join(PROJECT_FILE);
        if file.is_file() {
            return Some(file);
        }
        if dir.join(".git").exists() {
            return None;
        }
    }
    None
}

/// [`load`] with its inputs given: the layers applied from the lowest (the user's file) to the
/// highest (the environment), each overriding what it sets.
fn load_from(
    cwd: &Path,
    user: Option<&Path>,
    environment: &[(&'static str, String)],
) -> anyhow::Result<Config> {
    let mut config = Config::default();
    let project = project_file(cwd);
    let mut files = Vec::new();
    if let Some(path) = user.filter(|path| path.is_file()) {
        files.push(Source::User(path.to_path_buf()));
    }
    if let Some(path) = &project {
        files.push(Source::Project(path.clone()));
    }
    for source in &files {
        let (Source::User(path) | Source::Project(path)) = source else { continue };
        let text =
            std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
        let table = parse(&text).with_context(|| path.display().to_string())?;
        apply_file(&mut config, &table, source, path)?;
    }
    for (name, value) in environment {
        apply_variable(&mut config, name, value).with_context(|| format!("environment variable {name}"))?;
    }
    files.reverse();
    config.files = files;
    Ok(config)
}

/// The file's table; an error with the line and column where it is not TOML.
fn parse(text: &str) -> anyhow::Result<Table> {
    text.parse::<Table>().map_err(|error| {
        let message = error.message().trim_end_matches('.').replace('\n', " ");
        match error.span() {
            Some(span) => {
                let before = &text[..span.start.min(text.len())];
                let line = before.matches('\n').count() + 1;
                let column = before.rsplit('\n').next().map_or(0, |line| line.chars().count()) + 1;
                anyhow::anyhow!("invalid TOML at line {line} column {column}: {message}")
            }
            None => anyhow::anyhow!("invalid TOML: {message}"),
        }
    })
}

/// Applies one file's keys.
fn apply_file(config: &mut Config, table: &Table, source: &Source, path: &Path) -> anyhow::Result<()> {
    fn setting<T>(value: T, source: &Source) -> Setting<T> {
        Setting::new(value, source.clone())
    }
    let name = path.display();
    let dir = path.parent().unwrap_or(Path::new(""));
    for (key, value) in table {
        let at = || format!("{name}: `{key}`");
        match key.as_str() {
            "window" => config.window = Some(setting(window(value).with_context(at)?, source)),
            "policy" => {
                config.policy = setting(one_of(value, &policies(), "policy").with_context(at)?, source);
            }
            "pricing" => {
                config.pricing =
                    setting(one_of(value, &pricing_names(), "pricing").with_context(at)?, source);
            }
            "read_only" => config.read_only = Some(setting(names(value).with_context(at)?, source)),
            "archive" => {
                config.archive = setting(
                    match value {
                        Value::Boolean(false) => ArchivePath::Off,
                        Value::String(text) if is_off(text) => ArchivePath::Off,
                        Value::String(text) if !text.is_empty() => ArchivePath::Path(dir.join(text)),
                        _ => bail!("{}: must be a path, or false to keep no originals", at()),
                    },
                    source,
                );
            }
            "tool_aliases" => {
                let Value::Table(aliases) = value else {
                    bail!("{}: must be a table of tool names and roles, such as open_file = \"read\"", at())
                };
                for (tool, role) in aliases {
                    let role = alias_role(role).with_context(|| format!("{name}: `tool_aliases.{tool}`"))?;
                    config.tool_aliases.insert(tool.clone(), setting(role, source));
                }
            }
            "proxy" => {
                let Value::Table(proxy) = value else { bail!("{}: must be a table ([proxy])", at()) };
                for (key, value) in proxy {
                    let at = format!("{name}: `proxy.{key}`");
                    let text = || -> anyhow::Result<String> {
                        match value {
                            Value::String(text) if !text.trim().is_empty() => Ok(text.trim().to_owned()),
                            _ => bail!("{at}: must be a non-empty string"),
                        }
                    };
                    match key.as_str() {
                        "listen" => config.proxy_listen = Some(setting(text()?, source)),
                        "upstream" => config.proxy_upstream = Some(setting(text()?, source)),
                        _ => config.warnings.push(unknown(&format!("proxy.{key}"), &name, PROXY_KEYS)),
                    }
                }
            }
            _ => config.warnings.push(unknown(key, &name, KEYS)),
        }
    }
    Ok(())
}

/// Applies one `CTX_*` variable.
fn apply_variable(config: &mut Config, name: &'static str, value: &str) -> anyhow::Result<()> {
    let source = Source::Env(name);
    let text = value.trim();
    match name {
        "CTX_WINDOW" => {
            let window =
                crate::commands::tokens(text).map_err(|reason| anyhow::anyhow!("{text:?} {reason}"))?;
            config.window = Some(Setting::new(window, source));
        }
        "CTX_POLICY" => {
            config.policy =
                Setting::new(one_of(&Value::String(text.to_owned()), &policies(), "policy")?, source);
        }
        "CTX_PRICING" => {
            let pricing = one_of(&Value::String(text.to_owned()), &pricing_names(), "pricing")?;
            config.pricing = Setting::new(pricing, source);
        }
        "CTX_READ_ONLY" => {
            let names =
                text.split(',').map(str::trim).filter(|name| !name.is_empty()).map(str::to_owned).collect();
            config.read_only = Some(Setting::new(names, source));
        }
        "CTX_TOOL_ALIASES" => {
            for pair in text.split(',').map(str::trim).filter(|pair| !pair.is_empty()) {
                let Some((tool, role)) = pair.split_once('=') else {
                    bail!("{pair:?} is not NAME=ROLE (such as open_file=read)")
                };
                let role = alias_role(&Value::String(role.trim().to_owned()))?;
                config.tool_aliases.insert(tool.trim().to_owned(), Setting::new(role, source.clone()));
            }
        }
        // An empty CTX_ARCHIVE is unset, as before configuration files existed.
        "CTX_ARCHIVE" if text.is_empty() => {}
        "CTX_ARCHIVE" if is_off(text) => config.archive = Setting::new(ArchivePath::Off, source),
        "CTX_ARCHIVE" => config.archive = Setting::new(ArchivePath::Path(PathBuf::from(value)), source),
        "CTX_PROXY_LISTEN" if !text.is_empty() => {
            config.proxy_listen = Some(Setting::new(text.to_owned(), source));
        }
        "CTX_PROXY_UPSTREAM" if !text.is_empty() => {
            config.proxy_upstream = Some(Setting::new(text.to_owned(), source));
        }
        _ => {}
    }
    Ok(())
}

/// `off`, `none`, `0` and `false` turn the archive off.
fn is_off(text: &str) -> bool {
    matches!(text.trim(), "off" | "none" | "0" | "false")
}

fn pricing_names() -> Vec<&'static str> {
    PRICINGS.iter().map(|(name, _)| *name).collect()
}

fn window(value: &Value) -> anyhow::Result<u64> {
    match value {
        Value::Integer(tokens) if *tokens >= 1 => Ok(u64::try_from(*tokens).unwrap_or(u64::MAX)),
        Value::Integer(_) => bail!("must be at least 1 token"),
        _ => bail!("must be a whole number of tokens, such as 200000"),
    }
}

fn one_of(value: &Value, allowed: &[&str], what: &str) -> anyhow::Result<String> {
    match value {
        Value::String(text) if allowed.contains(&text.trim()) => Ok(text.trim().to_owned()),
        _ => bail!("the {what} must be one of {}", allowed.join(", ")),
    }
}

fn names(value: &Value) -> anyhow::Result<Vec<String>> {
    let Value::Array(items) = value else {
        bail!("must be a list of tool names, such as [\"Read\", \"lsp_*\"]")
    };
    items
        .iter()
        .map(|item| match item {
            Value::String(name) if !name.trim().is_empty() => Ok(name.trim().to_owned()),
            _ => bail!("must be a list of tool names, such as [\"Read\", \"lsp_*\"]"),
        })
        .collect()
}

fn alias_role(value: &Value) -> anyhow::Result<String> {
    match value {
        Value::String(role) if ctx_calls::ToolRole::from_name(role.trim()).is_some() => {
            Ok(role.trim().to_owned())
        }
        _ => bail!("the role must be one of read, grep, glob, search, bash, edit, write, other"),
    }
}

fn unknown(key: &str, file: &impl fmt::Display, known: &[&str]) -> String {
    format!("{file}: unknown key `{key}` ignored (known: {})", known.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A project (with `.git`) and a user's file in a scratch directory.
    struct Scratch {
        dir: tempfile::TempDir,
    }

    impl Scratch {
        fn new(project: Option<&str>, user: Option<&str>) -> Scratch {
            let dir = tempfile::tempdir().expect("tempdir");
            std::fs::create_dir_all(dir.path().join("repo/.git")).expect("repo");
            std::fs::create_dir_all(dir.path().join("repo/src/deep")).expect("subdir");
            std::fs::create_dir_all(dir.path().join("home/ctx")).expect("home");
            if let Some(text) = project {
                std::fs::write(dir.path().join("repo/ctx.toml"), text).expect("project file");
            }
            if let Some(text) = user {
                std::fs::write(dir.path().join("home/ctx/config.toml"), text).expect("user file");
            }
            Scratch { dir }
        }

        fn load(&self, environment: &[(&'static str, &str)]) -> anyhow::Result<Config> {
            let environment: Vec<(&'static str, String)> =
                environment.iter().map(|(name, value)| (*name, (*value).to_owned())).collect();
            load_from(
                &self.dir.path().join("repo/src/deep"),
                Some(&self.dir.path().join("home/ctx/config.toml")),
                &environment,
            )
        }

        fn project(&self) -> Source {
            Source::Project(self.dir.path().join("repo/ctx.toml"))
        }

        fn user(&self) -> Source {
            Source::User(self.dir.path().join("home/ctx/config.toml"))
        }
    }

    #[track_caller]
    fn check_error(project: &str, expected_end: &str) {
        let scratch = Scratch::new(Some(project), None);
        let error = format!("{:#}", scratch.load(&[]).expect_err("refused"));
        assert!(error.ends_with(expected_end), "{project:?}: {error}");
        assert!(error.contains("ctx.toml"), "names the file: {error}");
    }

    #[test]
    fn flag_over_env_over_project_over_user_over_default() {
        let scratch = Scratch::new(
            Some("window = 100000\n[tool_aliases]\nopen_file = \"read\"\n"),
            Some(
                "window = 50000\npolicy = \"cache-aware\"\npricing = \"openai\"\n[tool_aliases]\nopen_file = \"grep\"\nShell = \"bash\"\n",
            ),
        );
        let config = scratch.load(&[]).expect("loads");
        assert_eq!(config.window, Some(Setting::new(100_000, scratch.project())));
        assert_eq!(config.policy, Setting::new("cache-aware".to_owned(), scratch.user()));
        assert_eq!(config.pricing.source, scratch.user());
        assert!((config.price() - 1.25).abs() < f64::EPSILON);
        assert_eq!(config.tool_aliases["open_file"], Setting::new("read".to_owned(), scratch.project()));
        assert_eq!(config.tool_aliases["Shell"], Setting::new("bash".to_owned(), scratch.user()));
        assert_eq!(config.archive.source, Source::Default);
        assert_eq!(config.files, [scratch.project(), scratch.user()]);

        let config = scratch
            .load(&[("CTX_WINDOW", "64000"), ("CTX_TOOL_ALIASES", "open_file=search")])
            .expect("loads");
        assert_eq!(config.window, Some(Setting::new(64_000, Source::Env("CTX_WINDOW"))));
        assert_eq!(config.tool_aliases["open_file"].source, Source::Env("CTX_TOOL_ALIASES"));
        assert_eq!(flag_or(Some(32_000), config.window.as_ref()), Some(Setting::new(32_000, Source::Flag)));
        assert_eq!(flag_or(None, config.window.as_ref()), config.window);

        let defaults = Scratch::new(None, None).load(&[]).expect("loads");
        assert_eq!((defaults.window, defaults.files.len()), (None, 0));
        assert_eq!(defaults.archive.value, ArchivePath::Path(PathBuf::from(".ctx/archive.sqlite")));
    }

    #[test]
    fn archive_paths_are_relative_to_their_file_and_can_be_turned_off() {
        let scratch = Scratch::new(Some("archive = \"store/a.sqlite\"\n"), Some("archive = false\n"));
        let config = scratch.load(&[]).expect("loads");
        assert_eq!(config.archive.value, ArchivePath::Path(scratch.dir.path().join("repo/store/a.sqlite")));
        assert_eq!(
            Scratch::new(None, Some("archive = false")).load(&[]).expect("loads").archive.value,
            ArchivePath::Off
        );
        let config = scratch.load(&[("CTX_ARCHIVE", "off")]).expect("loads");
        assert_eq!(config.archive, Setting::new(ArchivePath::Off, Source::Env("CTX_ARCHIVE")));
        let config = scratch.load(&[("CTX_ARCHIVE", "")]).expect("loads");
        assert_eq!(config.archive.source, scratch.project(), "an empty variable is unset");
    }

    #[test]
    fn the_project_file_is_found_up_to_the_repository_root_only() {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::create_dir_all(dir.path().join("outer/repo/.git")).expect("repo");
        std::fs::write(dir.path().join("outer/ctx.toml"), "window = 1\n").expect("outside the repo");
        assert_eq!(project_file(&dir.path().join("outer/repo")), None);
        std::fs::write(dir.path().join("outer/repo/ctx.toml"), "window = 2\n").expect("at the root");
        assert_eq!(
            project_file(&dir.path().join("outer/repo")),
            Some(dir.path().join("outer/repo/ctx.toml"))
        );
    }

    #[test]
    fn unknown_keys_are_warnings_that_name_them() {
        let scratch = Scratch::new(Some("windw = 5\n[proxy]\nport = 1\n"), None);
        let config = scratch.load(&[]).expect("loads");
        assert_eq!(config.warnings.len(), 2, "{:?}", config.warnings);
        assert!(
            config.warnings[0]
                .ends_with("ctx.toml: unknown key `proxy.port` ignored (known: listen, upstream)")
        );
        assert!(
            config.warnings[1].contains("unknown key `windw` ignored (known: window, policy"),
            "{:?}",
            config.warnings
        );
    }

    #[test]
    fn wrong_values_are_errors_naming_file_and_key() {
        check_error("window = 0", "`window`: must be at least 1 token");
        check_error("window = \"64k\"", "`window`: must be a whole number of tokens, such as 200000");
        check_error(
            "policy = \"eager\"",
            "`policy`: the policy must be one of none, squash, design, design-reruns, mask-10, mask-10-batched, cache-aware, cache-aware-compact, names, names-compact",
        );
        check_error("pricing = \"free\"", "`pricing`: the pricing must be one of anthropic, openai");
        check_error(
            "read_only = \"Read\"",
            "`read_only`: must be a list of tool names, such as [\"Read\", \"lsp_*\"]",
        );
        check_error("archive = 3", "`archive`: must be a path, or false to keep no originals");
        check_error(
            "[tool_aliases]\nX = \"reader\"",
            "`tool_aliases.X`: the role must be one of read, grep, glob, search, bash, edit, write, other",
        );
        check_error("proxy = 1", "`proxy`: must be a table ([proxy])");
        check_error("window = 5\nwindow = 6", "invalid TOML at line 2 column 1: duplicate key");
        let scratch = Scratch::new(None, None);
        let error = format!("{:#}", scratch.load(&[("CTX_WINDOW", "lots")]).expect_err("refused"));
        assert_eq!(
            error,
            "environment variable CTX_WINDOW: \"lots\" must be a number of tokens, such as 64000"
        );
    }

    #[test]
    fn the_user_file_follows_xdg_then_home() {
        let variables = |xdg: Option<&str>, home: Option<&str>| {
            user_file(|name| match name {
                "XDG_CONFIG_HOME" => xdg.map(Into::into),
                "HOME" => home.map(Into::into),
                _ => None,
            })
        };
        assert_eq!(variables(Some("/x"), Some("/h")), Some(PathBuf::from("/x/ctx/config.toml")));
        assert_eq!(variables(Some(""), Some("/h")), Some(PathBuf::from("/h/.config/ctx/config.toml")));
        assert_eq!(variables(None, None), None);
    }
}
