//! `ctx.toml`, the user's file and `CTX_*`: what applies, where it came from, and that commands
//! follow it (flag > env > project > user > default); `ctx gain` over the ledger they record.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A scratch project (a repository with `src/`) and a user config home, empty.
struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("config-{name}"));
        let _ = std::fs::remove_dir_all(&dir);
        for sub in ["repo/.git", "repo/src", "home/ctx"] {
            std::fs::create_dir_all(dir.join(sub)).expect("scratch dirs");
        }
        Scratch { dir }
    }

    fn project(&self, text: &str) -> &Self {
        std::fs::write(self.dir.join("repo/ctx.toml"), text).expect("ctx.toml");
        self
    }

    fn user(&self, text: &str) -> &Self {
        std::fs::write(self.dir.join("home/ctx/config.toml"), text).expect("user file");
        self
    }

    /// `ctx ARGS` in `repo/src`, with only the given `CTX_*` variables.
    fn ctx(&self, args: &[&str], env: &[(&str, &str)]) -> Output {
        let mut command = Command::new(env!("CARGO_BIN_EXE_ctx"));
        command
            .args(args)
            .current_dir(self.dir.join("repo/src"))
            .env("XDG_CONFIG_HOME", self.dir.join("home"));
        for (name, _) in std::env::vars() {
            if name.starts_with("CTX_") {
                command.env_remove(name);
            }
        }
        command.envs(env.iter().copied()).output().expect("ctx runs")
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

#[track_caller]
fn success(output: &Output) -> (String, String) {
    assert!(output.status.success(), "{}", text(&output.stderr));
    (text(&output.stdout), text(&output.stderr))
}

/// The line of `table` for `key`, its words.
fn line<'a>(table: &'a str, key: &str) -> Vec<&'a str> {
    table
        .lines()
        .find(|line| line.split_whitespace().next() == Some(key))
        .unwrap_or_else(|| panic!("no line for {key} in\n{table}"))
        .split_whitespace()
        .collect()
}

#[test]
fn config_show_says_each_value_and_where_it_came_from() {
    let scratch = Scratch::new("show");
    scratch
        .project("window = 100000\nread_only = [\"Read\", \"lsp_*\"]\n[tool_aliases]\nopen_file = \"read\"\n")
        .user("window = 50000\npricing = \"openai\"\n[tool_aliases]\nopen_file = \"grep\"\nShell = \"bash\"\n[proxy]\nlisten = \"127.0.0.1:9999\"\n");
    let project = scratch.dir.join("repo/ctx.toml").display().to_string();
    let user = scratch.dir.join("home/ctx/config.toml").display().to_string();
    let (table, stderr) = success(&scratch.ctx(&["config", "show"], &[("CTX_POLICY", "cache-aware")]));
    assert_eq!(stderr, "");
    assert_eq!(line(&table, "window"), ["window", "100000", "project", &project]);
    assert_eq!(line(&table, "policy"), ["policy", "cache-aware", "env", "CTX_POLICY"]);
    assert_eq!(line(&table, "read_only"), ["read_only", "Read,", "lsp_*", "project", &project]);
    assert_eq!(
        line(&table, "tool_aliases.open_file"),
        ["tool_aliases.open_file", "read", "project", &project]
    );
    assert_eq!(line(&table, "tool_aliases.Shell"), ["tool_aliases.Shell", "bash", "user", &user]);
    assert_eq!(line(&table, "pricing"), ["pricing", "openai", "($1.25/M", "input", "tokens)", "user", &user]);
    assert_eq!(line(&table, "archive"), ["archive", ".ctx/archive.sqlite", "default"]);
    assert_eq!(line(&table, "proxy.listen"), ["proxy.listen", "127.0.0.1:9999", "user", &user]);
    assert!(
        table.contains(&format!("Files read, the first winning:\n  project {project}\n  user {user}\n")),
        "{table}"
    );

    let (json, _) = success(&scratch.ctx(&["config", "show", "--json"], &[("CTX_WINDOW", "64000")]));
    let json: serde_json::Value = serde_json::from_str(&json).expect("one JSON document");
    assert_eq!(json["window"], serde_json::json!({"value": 64000, "source": "env CTX_WINDOW"}));
    assert_eq!(json["tool_aliases"]["Shell"]["source"], format!("user {user}"));
    assert_eq!(json["archive"]["source"], "default");
    assert_eq!(json["price_per_mtok"], 1.25);
    assert_eq!(json["warnings"], serde_json::json!([]));

    let (table, _) = success(&Scratch::new("show-empty").ctx(&["config", "show"], &[]));
    assert!(table.contains("No configuration file"), "{table}");
}

#[test]
fn unknown_keys_warn_and_bad_values_refuse_naming_the_file() {
    let scratch = Scratch::new("refuse");
    scratch.project("windw = 5\n");
    let (_, stderr) = success(&scratch.ctx(&["config", "show"], &[]));
    let project = scratch.dir.join("repo/ctx.toml").display().to_string();
    assert_eq!(
        stderr,
        format!(
            "warning: {project}: unknown key `windw` ignored (known: window, policy, read_only, tool_aliases, \
             archive, pricing, proxy)\n"
        )
    );
    scratch.project("window = \"big\"\n");
    let output = scratch.ctx(&["squash", "--tool", "bash"], &[]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        format!("error: {project}: `window`: must be a whole number of tokens, such as 200000\n")
    );
    scratch.project("window = [\n");
    let output = scratch.ctx(&["config", "show"], &[]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stderr).starts_with(&format!("error: {project}: invalid TOML at line ")),
        "{}",
        text(&output.stderr)
    );
}

#[test]
fn commands_take_the_window_flag_over_env_over_project_over_user() {
    let scratch = Scratch::new("window");
    let session = root().join("fixtures/demo/session.json").display().to_string();
    let window = |env: &[(&str, &str)], flag: Option<&str>| -> String {
        let mut args = vec!["report", session.as_str()];
        if let Some(flag) = flag {
            args.extend(["--window", flag]);
        }
        let (table, _) = success(&scratch.ctx(&args, env));
        line(&table, "session.json")[2].to_owned()
    };
    scratch.user("window = 50000\n");
    assert_eq!(window(&[], None), "50000");
    scratch.project("window = 40000\n");
    assert_eq!(window(&[], None), "40000");
    assert_eq!(window(&[("CTX_WINDOW", "30000")], None), "30000");
    assert_eq!(window(&[("CTX_WINDOW", "30000")], Some("20000")), "20000");

    // compact needs a window from somewhere: a usage error (exit 2) when nothing gives one.
    let compact = scratch.ctx(&["compact", &session, "--no-archive"], &[]);
    assert!(compact.status.success(), "the project's window: {}", text(&compact.stderr));
    let bare = Scratch::new("window-none");
    let compact = bare.ctx(&["compact", &session, "--no-archive"], &[]);
    assert_eq!(compact.status.code(), Some(2));
    assert_eq!(
        text(&compact.stderr),
        "error: ctx compact needs the context window: --window N, or `window` in ctx.toml\n"
    );
}

#[test]
fn the_archive_is_where_the_configuration_puts_it_relative_to_its_file() {
    let scratch = Scratch::new("archive");
    scratch.project("archive = \"store/originals.sqlite\"\n");
    let log = root().join("fixtures/tools/cargo-trace-log.txt").display().to_string();
    let (squashed, _) = success(&scratch.ctx(&["squash", "--tool", "bash", &log], &[]));
    assert!(squashed.contains(" omitted — recall "), "{squashed}");
    assert!(scratch.dir.join("repo/store/originals.sqlite").exists(), "beside ctx.toml, not in src/");
    assert!(!scratch.dir.join("repo/src/.ctx").exists());
    let (stats, _) = success(&scratch.ctx(&["archive", "stats", "--json"], &[]));
    assert!(stats.contains("\"originals\":1"), "{stats}");

    scratch.user("archive = false\n");
    scratch.project("pricing = \"openai\"\n");
    let (squashed, _) = success(&scratch.ctx(&["squash", "--tool", "bash", &log], &[]));
    assert!(!squashed.contains("recall"), "the user's file turned the archive off");
    let flagged = scratch.dir.join("flag.sqlite").display().to_string();
    success(&scratch.ctx(&["squash", "--tool", "bash", "--archive", &flagged, &log], &[]));
    assert!(Path::new(&flagged).exists(), "the flag wins");
}

#[test]
fn gain_sums_what_commands_recorded_by_day_and_by_session() {
    let scratch = Scratch::new("gain");
    let log = root().join("fixtures/tools/cargo-trace-log.txt").display().to_string();
    let pytest = root().join("fixtures/tools/pytest-large.txt").display().to_string();
    let session = root().join("fixtures/demo/session.json").display().to_string();
    let none = scratch.ctx(&["gain"], &[]);
    assert_eq!(none.status.code(), Some(1), "no archive yet");
    assert!(
        text(&none.stderr).starts_with("error: no archive at .ctx/archive.sqlite"),
        "{}",
        text(&none.stderr)
    );

    let squash = |file: &str, env: &[(&str, &str)]| -> (usize, usize) {
        let output = scratch.ctx(&["squash", "--tool", "bash", "--stats", file], env);
        let (_, stderr) = success(&output);
        let stats: serde_json::Value = serde_json::from_str(&stderr).expect("stats");
        (
            stats["tokens_before"].as_u64().expect("n") as usize,
            stats["tokens_after"].as_u64().expect("n") as usize,
        )
    };
    let (log_before, log_after) = squash(&log, &[]);
    let (pytest_before, pytest_after) = squash(&pytest, &[("CTX_SESSION", "conv-7")]);
    let dedup = scratch.ctx(&["dedup", "--stats", &session], &[]);
    let dedup: serde_json::Value = serde_json::from_str(&success(&dedup).1).expect("stats");
    let (dedup_before, dedup_after) = (
        dedup["tokens_before"].as_u64().expect("n") as usize,
        dedup["tokens_after"].as_u64().expect("n") as usize,
    );
    success(&scratch.ctx(&["squash", "--tool", "bash", "--no-archive", &log], &[]));
    // Under the floor: nothing replaced, nothing recorded.
    let small = scratch.dir.join("small.txt");
    std::fs::write(&small, "ok\n").expect("small output");
    success(&scratch.ctx(&["squash", "--tool", "bash", &small.display().to_string()], &[]));

    let (json, _) = success(&scratch.ctx(&["gain", "--json", "--by", "session"], &[]));
    let json: serde_json::Value = serde_json::from_str(&json).expect("one document");
    let rows = json["rows"].as_array().expect("rows");
    assert_eq!(rows.len(), 2, "{json}");
    let row =
        |key: &str| rows.iter().find(|row| row["key"] == key).unwrap_or_else(|| panic!("{key}: {json}"));
    let cli_before = log_before + dedup_before;
    let cli_saved = (log_before - log_after) + (dedup_before - dedup_after);
    assert_eq!(
        (row("cli")["events"].as_u64(), row("cli")["tokens_before"].as_u64()),
        (Some(2), Some(cli_before as u64))
    );
    assert_eq!(row("cli")["tokens_saved"].as_u64(), Some(cli_saved as u64));
    assert_eq!(row("conv-7")["tokens_saved"].as_u64(), Some((pytest_before - pytest_after) as u64));
    assert_eq!(json["total"]["events"], 3);
    let usd = json["total"]["usd_saved"].as_f64().expect("usd");
    let saved = (cli_saved + pytest_before - pytest_after) as f64;
    assert!((usd - saved * 3.0 / 1e6).abs() < 1e-9, "anthropic's $3 by default: {usd}");

    let (json, _) = success(&scratch.ctx(&["gain", "--json", "--price", "0.5"], &[]));
    let json: serde_json::Value = serde_json::from_str(&json).expect("one document");
    assert!((json["total"]["usd_saved"].as_f64().expect("usd") - saved * 0.5 / 1e6).abs() < 1e-9);
    assert_eq!(json["rows"].as_array().map(Vec::len), Some(1), "one UTC day");

    let (table, _) = success(&scratch.ctx(&["gain", "--pricing", "openai"], &[]));
    let total = line(&table, "total");
    assert_eq!(
        &total[1..5],
        [
            "3",
            &(cli_before + pytest_before).to_string(),
            &(cli_before + pytest_before - saved as usize).to_string(),
            &(saved as usize).to_string()
        ]
    );
    assert_eq!(total[6], format!("${:.2}", saved * 1.25 / 1e6));
    let words = table.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("openai's input price, $1.25 per million tokens"), "{table}");

    let (table, _) = success(&scratch.ctx(&["gain", "--since", "2999-01-01"], &[]));
    assert_eq!(line(&table, "total")[1], "0");
    assert_eq!(line(&table, "total")[6], "$0.00", "no negative zero: {table}");
    let words = table.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("Nothing was recorded since 2999-01-01"), "{table}");
    assert!(!words.contains("Nothing is recorded yet"), "savings were recorded before: {table}");
    let (json, _) = success(&scratch.ctx(&["gain", "--json", "--since", "2999-01-01"], &[]));
    assert!(json.contains(r#""usd_saved":0.0"#), "no negative zero: {json}");
    let bad = scratch.ctx(&["gain", "--since", "2025-02-30"], &[]);
    assert_eq!(bad.status.code(), Some(2), "a date that is not one is a usage error");
}
