//! `apply_call`, `squash_call` and `CallTools`: squashing that knows the call behind an output,
//! so that a file read through a shell or an editor is exempt as `read` is.

use std::borrow::Cow;

use ctx_dedup::shell::{Command, classify};
use ctx_dedup::supersede::Rules;
use ctx_message::{Conversation, ToolCall};
use serde_json::Value;

use crate::squash::{Squashed, Strategy, squash};

/// Squashes one tool output knowing the call that produced it: as [`squash`] does, except that a
/// call that reads files is exempt as `read` is, whatever tool ran it. That is a shell tool
/// (`bash`, `execute_bash`, … — [`Rules::DEFAULT_SHELL_TOOLS`]; [`CallTools`] names others) whose
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
    squash_call_with(call, output, &[] as &[&str], Rules::DEFAULT_SHELL_TOOLS)
}

/// The tool names of one agent (or one recorded conversation) that [`squash_call`] cannot guess:
/// which tools read files like `read`, and which run shell command lines.
///
/// ```
/// use ctx_message::ToolCall;
///
/// // This agent's shell is called `run`; its file reader `open_file`.
/// let tools = ctx_pipeline::CallTools::from_aliases([("run", "bash"), ("open_file", "read")]);
/// let file = "def f(x):\n    return x + 1\n".repeat(200);
/// let cat = ToolCall::function("1", "run", r#"{"command":"cat src/f.py"}"#);
/// assert_eq!(tools.apply_call(&cat, &file), file);
/// let open = ToolCall::function("2", "open_file", r#"{"path":"src/f.py"}"#);
/// assert_eq!(tools.apply_call(&open, &file), file);
/// // Without them, `run` is not known to be a shell, so its output is squashed.
/// assert!(ctx_pipeline::apply_call(&cat, &file).len() < file.len());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CallTools {
    /// Tools whose output is exempt like `read`'s (`read` itself always is, in any letter case).
    pub read: Vec<String>,
    /// Tools whose `command` (or `cmd`) argument is a shell command line; by default
    /// [`Rules::DEFAULT_SHELL_TOOLS`].
    pub shell: Vec<String>,
}

impl Default for CallTools {
    fn default() -> Self {
        CallTools {
            read: vec!["read".to_owned()],
            shell: Rules::DEFAULT_SHELL_TOOLS.iter().map(|&name| name.to_owned()).collect(),
        }
    }
}

impl CallTools {
    /// The defaults plus the tools aliased to `read` (exempt) and to `bash` (a shell), as in a
    /// trajectory's `tool_aliases`; other aliases change nothing here.
    pub fn from_aliases<I, N, A>(aliases: I) -> CallTools
    where
        I: IntoIterator<Item = (N, A)>,
        N: Into<String>,
        A: AsRef<str>,
    {
        let mut tools = CallTools::default();
        for (name, alias) in aliases {
            let list = match alias.as_ref() {
                "read" => &mut tools.read,
                "bash" => &mut tools.shell,
                _ => continue,
            };
            let name = name.into();
            if !list.contains(&name) {
                list.push(name);
            }
        }
        tools
    }

    /// [`CallTools::from_aliases`] with a conversation document's
    /// [`tool_aliases`](Conversation::tool_aliases).
    pub fn from_conversation(conversation: &Conversation) -> CallTools {
        CallTools::from_aliases(conversation.tool_aliases())
    }

    /// Whether the tool's output is exempt like `read`'s, whatever the call.
    pub fn is_read(&self, tool_name: &str) -> bool {
        tool_name.eq_ignore_ascii_case("read") || self.read.iter().any(|read| read == tool_name)
    }

    /// [`apply_call`] with these tools.
    pub fn apply_call(&self, call: &ToolCall, output: &str) -> String {
        self.squash_call(call, output).text.into_owned()
    }

    /// [`squash_call`] with these tools.
    pub fn squash_call<'a>(&self, call: &ToolCall, output: &'a str) -> Squashed<'a> {
        squash_call_with(call, output, &self.read, &self.shell)
    }
}

fn squash_call_with<'a, R, S>(call: &ToolCall, output: &'a str, read: &[R], shell: &[S]) -> Squashed<'a>
where
    R: AsRef<str>,
    S: AsRef<str>,
{
    let name = call.function.name.as_str();
    if read.iter().any(|read| read.as_ref() == name) || reads_files(name, &call.function.arguments, shell) {
        return Squashed { text: Cow::Borrowed(output), strategy: Strategy::Exempt };
    }
    squash(name, output)
}

/// Whether a call only prints files (see [`apply_call`]).
fn reads_files<S: AsRef<str>>(tool_name: &str, arguments: &str, shell: &[S]) -> bool {
    let Ok(Value::Object(arguments)) = serde_json::from_str::<Value>(arguments) else {
        return false;
    };
    let field = |name: &str| arguments.get(name).and_then(Value::as_str);
    if shell.iter().any(|shell| shell.as_ref() == tool_name) {
        let Some(command) = field("command").or_else(|| field("cmd")) else { return false };
        return matches!(classify(command), Command::ReadOnly { reads } if !reads.is_empty());
    }
    field("command") == Some("view") && field("path").is_some()
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
        let conversation = Conversation::parse(
            r#"{"tool_aliases": {"Shell": "bash", "View": "read", "Grep": "grep"}, "messages": []}"#,
        )
        .expect("a valid document");
        let tools = CallTools::from_conversation(&conversation);
        assert!(tools.shell.iter().any(|s| s == "Shell") && tools.shell.iter().any(|s| s == "bash"));
        assert!(tools.is_read("View") && tools.is_read("Read") && !tools.is_read("Grep"));
        let call = |name: &str, arguments: &str| ToolCall::function("1", name, arguments);
        for (name, arguments) in [
            ("Shell", r#"{"command":"cat src/app.py"}"#),
            ("View", r#"{"file":"src/app.py"}"#),
            ("bash", r#"{"command":"cat src/app.py"}"#),
        ] {
            assert_eq!(tools.squash_call(&call(name, arguments), &file).strategy, Strategy::Exempt, "{name}");
        }
        let run = call("Shell", r#"{"command":"python3 src/app.py"}"#);
        assert_eq!(tools.squash_call(&run, &file), squash("Shell", &file));
        assert_ne!(
            squash_call(&call("Shell", r#"{"command":"cat src/app.py"}"#), &file).strategy,
            Strategy::Exempt
        );
    }
}
