//! `apply_call`, `squash_call` and `squash_call_with`: squashing that knows the call behind an
//! output, so that a file read through a shell or an editor is exempt as `read` is, and an
//! output's echo of the call's own text is left out.

use ctx_calls::Tools;
use ctx_message::ToolCall;

use crate::squash::{SQUASH_FLOOR, SquashContext, Squashed, Strategy, squash, squash_with};
use crate::terms::{named_files, search_terms};

/// Squashes one tool output knowing the call that produced it: as [`squash`] does, except that a
/// call that prints files is exempt as `read` is, whatever tool ran it: a read tool, a shell call
/// (`bash`, `execute_bash`, … — the well-known names of [`Tools::default`];
/// [`squash_call_with`] takes an agent's own) whose command line only prints files (`cat`, `nl`,
/// `head -n`, `sed -n 'A,Bp'`, also after `cd DIR &&`; see [`ctx_calls::classify_command`]), or
/// an editor's `view` command (`str_replace_editor`). The agent asked for those lines; squashing
/// them would only make it read them again.
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
    squash_call_with(&Tools::default(), call, output)
}

/// [`squash_call`] with an agent's own [`Tools`]: a call that prints files (as
/// [`Tools::classify`] finds it) is exempt, whatever the tool is called; any other is squashed
/// knowing its search terms (what `find -name`, `grep`, `rg` or a search tool's `pattern`
/// looked for), so that a listing keeps every entry that matches one. Its output's runs of lines
/// that repeat one of the call's own texts of several lines (an editor's numbered snippet of the
/// `new_str` it was given, a plan tool's copy of its `plan`) are left out behind a note naming
/// that text and the lines' numbers, [`Strategy::Echo`], when that is shorter than the squash:
/// the agent wrote those lines, and edits by exact match against its own text.
///
/// ```
/// use ctx_calls::{ToolRole, Tools};
/// use ctx_message::ToolCall;
///
/// // This agent's shell is called `run`; its file reader `open_file`.
/// let tools = Tools::default().with("run", ToolRole::Shell).with("open_file", ToolRole::Read);
/// let file = "def f(x):\n    return x + 1\n".repeat(200);
/// let cat = ToolCall::function("1", "run", r#"{"command":"cat src/f.py"}"#);
/// assert_eq!(ctx_pipeline::squash_call_with(&tools, &cat, &file).text, file);
/// let open = ToolCall::function("2", "open_file", r#"{"path":"src/f.py"}"#);
/// assert_eq!(ctx_pipeline::squash_call_with(&tools, &open, &file).text, file);
/// // Without them, `run` is not known to be a shell, so its output is squashed.
/// assert!(ctx_pipeline::apply_call(&cat, &file).len() < file.len());
/// ```
pub fn squash_call_with<'a>(tools: &Tools, call: &ToolCall, output: &'a str) -> Squashed<'a> {
    let classified = tools.classify(call);
    if classified.prints_files() {
        return Squashed::unchanged(output, Strategy::Exempt);
    }
    if output.len() < SQUASH_FLOOR {
        return squash(&call.function.name, output);
    }
    // A listing keeps every entry that matches what the call looked for.
    let terms = search_terms(&classified, call);
    // A tree of entries from source files keeps the named file's whole.
    let files = named_files(&classified);
    let squashed = squash_with(
        &call.function.name,
        output,
        &SquashContext::default().with_terms(&terms).with_files(&files),
    );
    // Lines that repeat the call's own texts (an editor's echo of its new text) are not news.
    crate::echo::leave_out_echoes(call, output, squashed)
}

#[cfg(test)]
mod tests {
    use super::*;

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

    /// A shell or a reader named in `tool_aliases` counts as one; the defaults stay.
    #[test]
    fn aliased_tools_read_files_too() {
        let file = "import os\nprint(os.getcwd())\n".repeat(300);
        let conversation = ctx_message::Conversation::parse(
            r#"{"tool_aliases": {"Shell": "bash", "View": "read", "Grep": "grep"}, "messages": []}"#,
        )
        .expect("a valid document");
        let tools = Tools::from_conversation(&conversation);
        let call = |name: &str, arguments: &str| ToolCall::function("1", name, arguments);
        for (name, arguments) in [
            ("Shell", r#"{"command":"cat src/app.py"}"#),
            ("View", r#"{"file":"src/app.py"}"#),
            ("bash", r#"{"command":"cat src/app.py"}"#),
        ] {
            assert_eq!(
                squash_call_with(&tools, &call(name, arguments), &file).strategy,
                Strategy::Exempt,
                "{name}"
            );
        }
        let run = call("Shell", r#"{"command":"python3 src/app.py"}"#);
        assert_eq!(squash_call_with(&tools, &run, &file), squash("Shell", &file));
        assert_ne!(
            squash_call(&call("Shell", r#"{"command":"cat src/app.py"}"#), &file).strategy,
            Strategy::Exempt
        );
    }
}
