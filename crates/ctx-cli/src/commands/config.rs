//! `ctx config show [--json]`: every setting that applies here, and where each came from.

use std::io::Write;

use ctx_message::Object;

use crate::config::{self, ArchivePath, Config, Setting, Source};

/// Arguments of `ctx config`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// What to do.
    #[command(subcommand)]
    action: Action,
}

/// An action on the configuration.
#[derive(Debug, clap::Subcommand)]
enum Action {
    /// Print each setting that applies in this directory and where it came from.
    Show {
        /// One JSON object instead of the table.
        #[arg(long)]
        json: bool,
    },
}

/// One line of the table: the key, its value as text, and its source.
struct Line {
    key: String,
    value: String,
    source: String,
}

/// Prints the settings.
pub fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<()> {
    let Action::Show { json } = args.action;
    let config = config::current()?;
    if json {
        writeln!(out, "{}", serde_json::to_string(&to_json(config))?)?;
        return Ok(());
    }
    let lines = lines(config);
    let key_width = lines.iter().map(|line| line.key.len()).max().unwrap_or(0);
    let value_width = lines.iter().map(|line| line.value.chars().count()).max().unwrap_or(0);
    for line in &lines {
        let pad = value_width - line.value.chars().count();
        writeln!(out, "{:<key_width$}  {}{:pad$}  {}", line.key, line.value, "", line.source)?;
    }
    if config.files.is_empty() {
        writeln!(
            out,
            "\nNo configuration file: no {} here or up to the repository root, no user file.",
            config::PROJECT_FILE
        )?;
    } else {
        writeln!(out, "\nFiles read, the first winning:")?;
        for file in &config.files {
            writeln!(out, "  {file}")?;
        }
    }
    Ok(())
}

fn source<T>(setting: Option<&Setting<T>>) -> String {
    setting.map_or_else(|| Source::Default.to_string(), |setting| setting.source.to_string())
}

fn archive_text(path: &ArchivePath) -> String {
    match path {
        ArchivePath::Path(path) => path.display().to_string(),
        ArchivePath::Off => "off".to_owned(),
    }
}

fn lines(config: &Config) -> Vec<Line> {
    let line = |key: &str, value: String, source: String| Line { key: key.to_owned(), value, source };
    let mut lines = vec![
        line(
            "window",
            config
                .window
                .as_ref()
                .map_or_else(|| "(each command's own)".to_owned(), |window| window.value.to_string()),
            source(config.window.as_ref()),
        ),
        line("policy", config.policy.value.clone(), source(Some(&config.policy))),
        line(
            "read_only",
            config.read_only.as_ref().map_or_else(|| "(by role)".to_owned(), |names| names.value.join(", ")),
            source(config.read_only.as_ref()),
        ),
    ];
    if config.tool_aliases.is_empty() {
        lines.push(line("tool_aliases", "(none)".to_owned(), Source::Default.to_string()));
    }
    for (name, role) in &config.tool_aliases {
        lines.push(line(&format!("tool_aliases.{name}"), role.value.clone(), role.source.to_string()));
    }
    lines.push(line("archive", archive_text(&config.archive.value), source(Some(&config.archive))));
    lines.push(line(
        "pricing",
        format!("{} (${}/M input tokens)", config.pricing.value, config.price()),
        source(Some(&config.pricing)),
    ));
    for (key, setting) in [("proxy.listen", &config.proxy_listen), ("proxy.upstream", &config.proxy_upstream)]
    {
        lines.push(line(
            key,
            setting.as_ref().map_or_else(|| "(the proxy's own)".to_owned(), |value| value.value.clone()),
            source(setting.as_ref()),
        ));
    }
    lines
}

/// `{"key": {"value": …, "source": "…"}, …, "files": [...], "warnings": [...]}`; an unset value
/// is `null`.
fn to_json(config: &Config) -> Object {
    let entry =
        |value: serde_json::Value, source: String| serde_json::json!({ "value": value, "source": source });
    let mut object = Object::new();
    object.insert(
        "window",
        &entry(
            config.window.as_ref().map_or(serde_json::Value::Null, |w| w.value.into()),
            source(config.window.as_ref()),
        ),
    );
    object.insert("policy", &entry(config.policy.value.clone().into(), source(Some(&config.policy))));
    object.insert(
        "read_only",
        &entry(
            config.read_only.as_ref().map_or(serde_json::Value::Null, |names| names.value.clone().into()),
            source(config.read_only.as_ref()),
        ),
    );
    let aliases: serde_json::Map<String, serde_json::Value> = config
        .tool_aliases
        .iter()
        .map(|(name, role)| (name.clone(), entry(role.value.clone().into(), role.source.to_string())))
        .collect();
    object.insert("tool_aliases", &aliases);
    let archive = match &config.archive.value {
        ArchivePath::Path(path) => path.display().to_string().into(),
        ArchivePath::Off => serde_json::Value::Bool(false),
    };
    object.insert("archive", &entry(archive, source(Some(&config.archive))));
    object.insert("pricing", &entry(config.pricing.value.clone().into(), source(Some(&config.pricing))));
    object.insert("price_per_mtok", &config.price());
    for (key, setting) in [("proxy.listen", &config.proxy_listen), ("proxy.upstream", &config.proxy_upstream)]
    {
        object.insert(
            key,
            &entry(
                setting.as_ref().map_or(serde_json::Value::Null, |v| v.value.clone().into()),
                source(setting.as_ref()),
            ),
        );
    }
    let files: Vec<String> = config.files.iter().map(ToString::to_string).collect();
    object.insert("files", &files);
    object.insert("warnings", &config.warnings);
    object
}
