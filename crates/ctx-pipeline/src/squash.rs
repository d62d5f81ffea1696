//! `apply`: the squash dispatch called once where a tool result is built.

use ctx_message::ToolCall;
use std::borrow::Cow;

/// Outputs shorter than this many bytes pass through unchanged.
pub const SQUASH_FLOOR: usize = 1_500;
/// The byte budget of the generic squasher: the floor doubled.
pub const GENERIC_BUDGET: usize = 2 * SQUASH_FLOOR;

/// Which path a tool output took through [`squash`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Strategy {
    /// The `read` tool: always byte-exact, whatever its size.
    Exempt,
    /// Under [`SQUASH_FLOOR`] bytes: unchanged.
    BelowFloor,
    /// The whole output is JSON: `squash_json`.
    Json,
    /// Newline-delimited JSON records: `squash_ndjson`.
    Ndjson,
    /// A flat key-value table (`getconf -a`, `env`): `squash_table`, every key kept.
    Table,
    /// At least three error/warning/stack-trace lines: `squash_log`.
    Log,
    /// A file listing or grep output (paths, `path:match` lines): `squash_listing`.
    Listing,
    /// Anything else: `squash_generic` with [`GENERIC_BUDGET`].
    Generic,
}

impl Strategy {
    /// The strategy's name as reported by `ctx squash --stats`.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Exempt => "exempt",
            Strategy::BelowFloor => "below-floor",
            Strategy::Json => "json",
            Strategy::Ndjson => "ndjson",
            Strategy::Table => "table",
            Strategy::Log => "log",
            Strategy::Listing => "listing",
            Strategy::Generic => "generic",
        }
    }
}

/// A squashed output and the path it took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Squashed<'a> {
    /// The text to store: borrowed when the output is kept as it was.
    pub text: Cow<'a, str>,
    /// Which squasher ran.
    pub strategy: Strategy,
}

/// Squashes one tool output, as [`apply`] does, and says which strategy it took.
///
/// `read` (any letter case) is exempt; anything under [`SQUASH_FLOOR`] bytes passes through. Above
/// the floor, terminal noise is removed first (colour codes, carriage-return redraws, CRLF), then
/// the first squasher whose shape fits runs: JSON, NDJSON, listing (file paths, grep output),
/// key-value table, log, generic. The result is never longer than the output: at worst the cleaned output, or the output
/// itself when cleaning removed nothing.
pub fn squash<'a>(tool_name: &str, output: &'a str) -> Squashed<'a> {
    if tool_name.eq_ignore_ascii_case("read") {
        return Squashed { text: Cow::Borrowed(output), strategy: Strategy::Exempt };
    }
    if output.len() < SQUASH_FLOOR {
        return Squashed { text: Cow::Borrowed(output), strategy: Strategy::BelowFloor };
    }
    let clean = ctx_squash_text::clean_terminal(output);
    let (text, strategy) = if is_json(&clean) {
        (ctx_squash_json::squash_json(&clean), Strategy::Json)
    } else if let Some(text) = ctx_squash_json::squash_ndjson(&clean) {
        (text, Strategy::Ndjson)
    } else if ctx_squash_text::looks_like_listing(&clean) {
        (ctx_squash_text::squash_listing(&clean), Strategy::Listing)
    } else if let Some(text) = ctx_squash_text::squash_table(&clean) {
        (text, Strategy::Table)
    } else if ctx_squash_log::looks_like_log(&clean) {
        (ctx_squash_log::squash_log(&clean), Strategy::Log)
    } else {
        (ctx_squash_text::squash_generic(&clean, GENERIC_BUDGET), Strategy::Generic)
    };
    // A squasher returns its input when it cannot shrink it, so `text` is at worst the cleaned
    // output; only when cleaning removed nothing either is the output kept as it was.
    let text = if text.len() < output.len() { Cow::Owned(text) } else { Cow::Borrowed(output) };
    Squashed { text, strategy }
}

/// Squashes one tool output at capture time (SPEC §6): the text to wrap into the tool message.
///
/// ```
/// // Small outputs and `read` results pass through byte-exact.
/// assert_eq!(ctx_pipeline::apply("bash", "ok\n"), "ok\n");
/// let file = "line\n".repeat(1_000);
/// assert_eq!(ctx_pipeline::apply("read", &file), file);
///
/// // A large output shrinks, keeping what matters.
/// let mut log = String::new();
/// for i in 0..2_000 {
///     log.push_str(&format!("   Compiling crate-{i} v0.1.0\n"));
/// }
/// log.push_str("error[E0425]: cannot find value `x` in this scope\n --> src/main.rs:2:13\n");
/// log.push_str("error: could not compile `demo` (bin \"demo\") due to 1 previous error\n");
/// let squashed = ctx_pipeline::apply("bash", &log);
/// assert!(squashed.len() < log.len() / 10);
/// assert!(squashed.contains("error[E0425]: cannot find value `x` in this scope"));
/// assert!(squashed.contains("--> src/main.rs:2:13"));
/// assert!(squashed.contains("error: could not compile `demo`"));
/// ```
pub fn apply(tool_name: &str, output: &str) -> String {
    squash(tool_name, output).text.into_owned()
}

/// Squashes one tool output knowing the call that produced it: as [`squash`] does, except that a
/// call that reads files is exempt as `read` is, whatever tool ran it. That is a shell tool
/// (`bash`, `execute_bash`, … — [`Rules::DEFAULT_SHELL_TOOLS`](ctx_dedup::supersede::Rules)) whose
/// `command` (or `cmd`) only prints files (`cat`, `nl`, `head -n`, `sed -n 'A,Bp'`, also after
/// `cd DIR &&`; see [`ctx_dedup::shell::classify`]), or an editor's `view` command
/// (`str_replace_editor`). The agent asked for those lines; squashing them would only make it
/// read them again.
///
/// ```
/// use ctx_message::ToolCall;
///
/// let file = "def f(x):\n    return x + 1\n".repeat(200);
/// let read = ToolCall::function("1", "bash", r#"{"command":"sed -n '1,400p' src/f.py"}"#);
/// assert_eq!(ctx_pipeline::apply_call(&read, &file), file);
/// // The same text from another command is squashed.
/// let run = ToolCall::function("2", "bash", r#"{"command":"python3 gen.py"}"#);
/// assert!(ctx_pipeline::apply_call(&run, &file).len() < file.len());
/// ```
pub fn apply_call(call: &ToolCall, output: &str) -> String {
    squash_call(call, output).text.into_owned()
}

/// [`apply_call`], saying which strategy it took.
pub fn squash_call<'a>(call: &ToolCall, output: &'a str) -> Squashed<'a> {
    if reads_files(&call.function.name, &call.function.arguments) {
        return Squashed { text: Cow::Borrowed(output), strategy: Strategy::Exempt };
    }
    squash(&call.function.name, output)
}

/// Whether a call only prints files (see [`apply_call`]).
fn reads_files(tool_name: &str, arguments: &str) -> bool {
    if tool_name.eq_ignore_ascii_case("read") {
        return true;
    }
    let Ok(serde_json::Value::Object(arguments)) = serde_json::from_str::<serde_json::Value>(arguments)
    else {
        return false;
    };
    let field = |name: &str| arguments.get(name).and_then(serde_json::Value::as_str);
    if ctx_dedup::supersede::Rules::DEFAULT_SHELL_TOOLS.contains(&tool_name) {
        let Some(command) = field("command").or_else(|| field("cmd")) else { return false };
        return matches!(
            ctx_dedup::shell::classify(command),
            ctx_dedup::shell::Command::ReadOnly { reads } if !reads.is_empty()
        );
    }
    field("command") == Some("view") && field("path").is_some()
}

/// True when the whole text is one JSON document (`serde_json`'s own nesting limit keeps this safe
/// on pathologically deep input, which then takes another path).
fn is_json(text: &str) -> bool {
    let trimmed = text.trim_start();
    (trimmed.starts_with('{') || trimmed.starts_with('['))
        && serde_json::from_str::<serde::de::IgnoredAny>(text).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(tool: &str, output: &str, expected: Strategy) {
        let squashed = squash(tool, output);
        assert_eq!(squashed.strategy, expected);
        assert!(squashed.text.len() <= output.len());
    }

    #[test]
    fn dispatch_follows_the_shape_of_the_output() {
        let big_json = format!(
            "{{\"items\": [{}]}}",
            vec!["\"a long value that says nothing much at all\""; 100].join(",")
        );
        check("bash", &big_json, Strategy::Json);
        check("read", &big_json, Strategy::Exempt);
        check("Read", &big_json, Strategy::Exempt);
        check("bash", "{\"small\": true}", Strategy::BelowFloor);
        let ndjson = "{\"reason\":\"compiler-artifact\",\"package_id\":\"x 0.1.0\"}\n".repeat(100);
        check("bash", &ndjson, Strategy::Ndjson);
        let log = "error: something failed at step\n".repeat(100);
        check("bash", &log, Strategy::Log);
        let text = "just some words on a line\n".repeat(100);
        check("bash", &text, Strategy::Generic);
        let grep = "src/lib.rs:12:    let x = unsafe { f() };\n".repeat(100);
        check("grep", &grep, Strategy::Listing);
    }

    #[test]
    fn a_call_that_reads_files_is_exempt_as_read_is() {
        let file = "import os\nprint(os.getcwd())\n".repeat(300);
        let call = |name: &str, arguments: &str| ToolCall::function("1", name, arguments);
        for (name, arguments) in [
            ("bash", r#"{"command":"cat src/app.py"}"#),
            ("execute_bash", r#"{"command":"cd /testbed && sed -n '100,400p' django/db/models/query.py"}"#),
            ("Bash", r#"{"command":"nl -ba src/app.py | sed -n '1,200p'"}"#),
            ("bash", r#"{"cmd":"head -n 300 src/app.py"}"#),
            ("str_replace_editor", r#"{"command":"view","path":"/testbed/src/app.py"}"#),
            ("Read", r#"{"file_path":"/r/app.py"}"#),
        ] {
            let squashed = squash_call(&call(name, arguments), &file);
            assert_eq!(squashed.strategy, Strategy::Exempt, "{name} {arguments}");
            assert_eq!(squashed.text, file);
        }
        for (name, arguments) in [
            ("bash", r#"{"command":"python3 src/app.py"}"#),
            ("bash", r#"{"command":"cat src/app.py > copy.py && python3 copy.py"}"#),
            ("bash", r#"{"command":"ls -la"}"#),
            ("bash", "not json"),
            ("bash", r#"{"command":3}"#),
            ("grep", r#"{"command":"cat a.py"}"#),
            ("str_replace_editor", r#"{"command":"str_replace","path":"/r/a.py"}"#),
        ] {
            let squashed = squash_call(&call(name, arguments), &file);
            assert_ne!(squashed.strategy, Strategy::Exempt, "{name} {arguments}");
            assert_eq!(squashed, squash(name, &file), "otherwise it is squash");
        }
    }

    #[test]
    fn read_output_is_byte_exact_whatever_it_holds() {
        let file = "\u{1b}[31mred\u{1b}[0m\r\n".repeat(500);
        assert_eq!(apply("read", &file), file);
    }

    #[test]
    fn terminal_noise_goes_even_when_nothing_else_can() {
        let colored = (0..300_u32).fold(String::new(), |mut text, i| {
            text.push_str("\u{1b}[32m");
            text.push(char::from_digit(10 + i % 26, 36).unwrap_or('x'));
            text.push_str("\u{1b}[0m\n");
            text
        });
        let squashed = squash("bash", &colored);
        assert!(!squashed.text.contains('\u{1b}'), "{:?}", &squashed.text[..40]);
        assert!(squashed.text.len() < colored.len());
    }

    #[test]
    fn squashing_never_grows_the_output() {
        let incompressible: String = (0..4_000).map(|i| char::from(b'a' + (i % 26) as u8)).collect();
        let squashed = squash("bash", &incompressible);
        assert!(squashed.text.len() <= incompressible.len());
    }
}
