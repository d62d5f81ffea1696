//! `Call`: what one tool call does — its role, its effect, the command line and the files it touches.

use ctx_message::ToolCall;
use serde_json::{Map, Value};

use crate::shell::{self, Join};
use crate::{ToolRole, programs};

/// A span of lines of one file that a call printed, 1-based and inclusive.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FileRange {
    /// The file as the call named it, joined to a leading `cd DIR &&` when it is relative.
    pub path: String,
    /// The first line printed.
    pub first: u64,
    /// The last line printed; `None` means to the end of the file.
    pub last: Option<u64>,
}

impl FileRange {
    /// True when this range prints every line `other` printed, of the same file.
    pub fn covers(&self, other: &FileRange) -> bool {
        self.path == other.path
            && self.first <= other.first
            && match (self.last, other.last) {
                (None, _) => true,
                (Some(_), None) => false,
                (Some(last), Some(other_last)) => last >= other_last,
            }
    }
}

/// What running a call does, as far as context management needs to know.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Effect {
    /// It prints file text exactly as the agent asked for it (a read tool, `cat`, `sed -n
    /// 'A,Bp'`, `head -n`, an editor's `view`): the agent will edit by exact match against it, so
    /// it is never squashed. The ranges printed, when the call names them.
    PrintsFiles(Vec<FileRange>),
    /// It only reads: lists, searches, git history, web search. Called again with the same
    /// arguments it answers the same while the files do not change.
    ReadOnly,
    /// It may change files or run code: an edit, a write, a build, a test run, a script. Its output
    /// is an outcome; a later run of the same command line supersedes it.
    Mutating,
    /// A tool ctx knows nothing about.
    Unknown,
}

/// What one tool call does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Call {
    /// The tool's role.
    pub role: ToolRole,
    /// What running it does.
    pub effect: Effect,
    /// The shell command line, for a shell call.
    pub command: Option<String>,
    /// The files it reads or shows, as the call names them.
    pub reads: Vec<String>,
    /// The files it creates or changes, as the call names them.
    pub writes: Vec<String>,
}

impl Call {
    /// True when the call changes nothing: it prints files or only reads.
    pub fn is_read_only(&self) -> bool {
        matches!(self.effect, Effect::PrintsFiles(_) | Effect::ReadOnly)
    }

    /// True when its output is file text printed as asked (see [`Effect::PrintsFiles`]).
    pub fn prints_files(&self) -> bool {
        matches!(self.effect, Effect::PrintsFiles(_))
    }

    /// The file ranges it printed (empty unless [`Effect::PrintsFiles`] names them).
    pub fn ranges(&self) -> &[FileRange] {
        match &self.effect {
            Effect::PrintsFiles(ranges) => ranges,
            _ => &[],
        }
    }
}

/// Classifies a shell command line.
///
/// Conservative by construction: a line is read-only only when every command in it is a known
/// read-only program used in a read-only way (no `sed -i`, `find -delete`, `sort -o`, `git
/// checkout`, …), with no output redirect other than to `/dev/null` or another descriptor, no
/// command substitution, subshell, here-document or background job. It prints files when, on top
/// of that, it is one plain file read (`cat`, `nl`, `head -n`, `sed -n 'A,Bp'`, also after `cd DIR
/// &&` and piped into `sed -n` or `head`). Anything else is [`Effect::Mutating`].
///
/// ```
/// use ctx_calls::{classify_command, Effect, FileRange};
///
/// let read = classify_command("cd /repo && sed -n '10,40p' src/app.py");
/// assert_eq!(read.effect, Effect::PrintsFiles(vec![FileRange { path: "/repo/src/app.py".into(), first: 10, last: Some(40) }]));
/// assert_eq!(classify_command("git diff HEAD~1 | head -50").effect, Effect::ReadOnly);
/// let edit = classify_command("sed -i 's/a/b/' src/app.py");
/// assert_eq!((edit.effect, edit.writes), (Effect::Mutating, vec!["src/app.py".to_owned()]));
/// assert_eq!(classify_command("cat notes.txt > copy.txt").effect, Effect::Mutating);
/// assert_eq!(classify_command("python -m pytest tests/").effect, Effect::Mutating);
/// ```
pub fn classify_command(line: &str) -> Call {
    let script = shell::lex(line);
    let mut call = Call {
        role: ToolRole::Shell,
        effect: Effect::Mutating,
        command: Some(line.to_owned()),
        reads: Vec::new(),
        writes: Vec::new(),
    };
    for command in &script.commands {
        programs::touched(command, &mut call.reads, &mut call.writes);
    }
    let runs_in_background = script.commands.iter().any(|command| command.then == Join::Background);
    if !script.opaque && !runs_in_background && script.commands.iter().all(programs::is_read_only) {
        call.effect = match programs::printed_ranges(&script.commands) {
            Some(range) => Effect::PrintsFiles(vec![range]),
            None => Effect::ReadOnly,
        };
    }
    call
}

/// Every key of a call's arguments [`classify`] reads (the rest are skipped, not built).
const READ_KEYS: &[&str] = &[
    "command",
    "cmd",
    "file_path",
    "path",
    "absolute_path",
    "filename",
    "notebook_path",
    "file",
    "target_file",
    "paths",
    "offset",
    "limit",
    "view_range",
    "input",
    "patch",
];

/// Classifies a call of a tool whose role is known.
pub(crate) fn classify(role: ToolRole, arguments: &str) -> Call {
    let parsed = crate::arguments::picked(arguments, READ_KEYS);
    let arguments = parsed.as_ref();
    let text = |key: &str| arguments.and_then(|map| map.get(key)?.as_str());
    let mut call =
        Call { role, effect: Effect::Unknown, command: None, reads: Vec::new(), writes: Vec::new() };
    if role == ToolRole::Shell {
        let Some(line) = arguments.and_then(command_line) else { return call };
        return Call { role, ..classify_command(&line) };
    }
    let paths = arguments.map(paths).unwrap_or_default();
    let view = text("command") == Some("view");
    match role {
        ToolRole::Read => {
            call.effect = Effect::PrintsFiles(arguments.and_then(read_range).into_iter().collect());
            call.reads = paths;
        }
        ToolRole::Grep | ToolRole::Glob | ToolRole::Search => {
            call.effect = Effect::ReadOnly;
            call.reads = paths;
        }
        // An editor's `view` command (OpenHands' and SWE-agent's `str_replace_editor`) prints the
        // file, whatever the editor's name.
        _ if view && !paths.is_empty() => {
            call.effect = Effect::PrintsFiles(arguments.and_then(view_range).into_iter().collect());
            call.reads = paths;
        }
        ToolRole::Edit | ToolRole::Write => {
            call.effect = Effect::Mutating;
            call.writes = paths;
            if let Some(patch) = text("input").or_else(|| text("patch")) {
                for path in patched_files(patch) {
                    if !call.writes.iter().any(|known| known == path) {
                        call.writes.push(path.to_owned());
                    }
                }
            }
        }
        _ => call.reads = paths,
    }
    call
}

/// The command line a shell call runs: `command` or `cmd` as a string, or as an argument vector
/// (`["bash", "-lc", "cat x"]` runs its script; other vectors are quoted into one line).
fn command_line(arguments: &Map<String, Value>) -> Option<String> {
    let value = arguments.get("command").or_else(|| arguments.get("cmd"))?;
    if let Some(line) = value.as_str() {
        return Some(line.to_owned());
    }
    let words: Vec<&str> = value.as_array()?.iter().map(Value::as_str).collect::<Option<_>>()?;
    match words.as_slice() {
        [shell, flag, script]
            if matches!(shell.rsplit('/').next(), Some("bash" | "sh" | "zsh" | "dash"))
                && matches!(*flag, "-c" | "-lc" | "-cl") =>
        {
            Some((*script).to_owned())
        }
        _ => Some(words.iter().map(|word| quote(word)).collect::<Vec<_>>().join(" ")),
    }
}

/// A word as the shell would need it written to stay one word.
fn quote(word: &str) -> String {
    if !word.is_empty() && word.chars().all(|c| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c)) {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// The paths a call's arguments name.
fn paths(arguments: &Map<String, Value>) -> Vec<String> {
    let mut paths: Vec<String> =
        ["file_path", "path", "absolute_path", "filename", "notebook_path", "file", "target_file"]
            .iter()
            .filter_map(|key| arguments.get(*key)?.as_str())
            .map(str::to_owned)
            .collect();
    if let Some(Value::Array(list)) = arguments.get("paths") {
        paths.extend(list.iter().filter_map(Value::as_str).map(str::to_owned));
    }
    paths.dedup();
    paths
}

/// The range a read tool's arguments name: the path, with `offset`/`limit` (lines).
fn read_range(arguments: &Map<String, Value>) -> Option<FileRange> {
    let path = ["file_path", "path", "absolute_path", "target_file"]
        .iter()
        .find_map(|key| arguments.get(*key)?.as_str())?;
    let first = arguments.get("offset").and_then(Value::as_u64).unwrap_or(1).max(1);
    let last = arguments.get("limit").and_then(Value::as_u64).map(|limit| first + limit.saturating_sub(1));
    Some(FileRange { path: path.to_owned(), first, last })
}

/// The range of an editor `view`: `path` and an optional `view_range` `[first, last]` (`-1`: to the end).
fn view_range(arguments: &Map<String, Value>) -> Option<FileRange> {
    let path = arguments.get("path")?.as_str()?.to_owned();
    match arguments.get("view_range").and_then(Value::as_array).map(Vec::as_slice) {
        None => Some(FileRange { path, first: 1, last: None }),
        Some([first, last]) => {
            let first = first.as_u64()?.max(1);
            let last = if last.as_i64() == Some(-1) { None } else { Some(last.as_u64()?) };
            Some(FileRange { path, first, last })
        }
        Some(_) => None,
    }
}

/// The files a patch in the `*** Begin Patch` format adds, updates or deletes.
fn patched_files(patch: &str) -> impl Iterator<Item = &str> {
    patch.lines().filter_map(|line| {
        ["*** Add File: ", "*** Update File: ", "*** Delete File: ", "*** Move to: "]
            .iter()
            .find_map(|prefix| line.strip_prefix(prefix))
            .map(str::trim)
    })
}

/// Classifies a call with a known role (see [`crate::Tools::classify`]).
pub(crate) fn classify_call(role: ToolRole, call: &ToolCall) -> Call {
    classify(role, &call.function.arguments)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_only(line: &str) -> bool {
        classify_command(line).is_read_only()
    }

    fn printed(line: &str) -> Vec<FileRange> {
        let call = classify_command(line);
        assert!(call.is_read_only(), "{line} is not read-only");
        call.ranges().to_vec()
    }

    fn range(path: &str, first: u64, last: Option<u64>) -> FileRange {
        FileRange { path: path.into(), first, last }
    }

    #[test]
    fn read_only_command_lines() {
        for line in [
            "ls -la",
            "cat a.py",
            "cd /testbed && grep -rn 'def foo' --include=*.py . | head -20",
            "find . -name '*.py' -path '*tests*' 2>/dev/null | head",
            "git --no-pager log --oneline -5",
            "git -C repo diff HEAD",
            "git status && git diff",
            "sed -n '1,20p' a.py",
            "nl -ba a.py | sed -n '10,30p'",
            "grep -c x a.py; wc -l a.py",
            "echo '--- a.py ---' && cat a.py",
            "rg 'foo|bar' src",
            "grep \"a|b\" x.txt 2>&1",
            "ls # list",
            "git branch -a",
            "wc -l < a.py",
            "",
        ] {
            assert!(read_only(line), "{line}");
        }
    }

    #[test]
    fn anything_that_may_write_or_run_code_is_mutating() {
        for line in [
            "sed -i 's/a/b/' a.py",
            "sed -i.bak 's/a/b/' a.py",
            "cat a.py > b.py",
            "echo x >> log.txt",
            "cat <<'EOF' > a.py\nx\nEOF",
            "python reproduce.py",
            "cd /testbed && python -m pytest tests/ -x",
            "find . -name '*.pyc' -delete",
            "find . -exec rm {} ;",
            "ls $(pwd)",
            "ls `pwd`",
            "echo \"$(rm -rf x)\"",
            "sort -o out.txt in.txt",
            "uniq in.txt out.txt",
            "git checkout -- a.py",
            "git commit -m x",
            "git branch new-feature",
            "FOO=1 ls",
            "sleep 10 &",
            "ls |",
            "| ls",
            "cat 'unclosed",
            "awk '{ system(\"rm x\") }' a",
            "tail -f log.txt",
            "(cd x && ls)",
            "diff <(ls a) <(ls b)",
            "cat <<< 'text'",
        ] {
            assert_eq!(classify_command(line).effect, Effect::Mutating, "{line}");
        }
    }

    #[test]
    fn plain_file_reads_name_their_lines() {
        assert_eq!(printed("cat a.py"), [range("a.py", 1, None)]);
        assert_eq!(printed("cat -n a.py"), [range("a.py", 1, None)]);
        assert_eq!(printed("nl -ba src/a.py"), [range("src/a.py", 1, None)]);
        assert_eq!(printed("nl -b a src/a.py"), [range("src/a.py", 1, None)]);
        assert_eq!(printed("sed -n '5,9p' a.py"), [range("a.py", 5, Some(9))]);
        assert_eq!(printed("sed -n 7p a.py"), [range("a.py", 7, Some(7))]);
        assert_eq!(printed("head -n 40 a.py"), [range("a.py", 1, Some(40))]);
        assert_eq!(printed("head -40 a.py"), [range("a.py", 1, Some(40))]);
        assert_eq!(printed("nl -ba a.py | sed -n '100,140p'"), [range("a.py", 100, Some(140))]);
        assert_eq!(printed("cat a.py | head -n 10"), [range("a.py", 1, Some(10))]);
        assert_eq!(printed("cd /testbed && cat ./a/b.py"), [range("/testbed/a/b.py", 1, None)]);
        assert_eq!(printed("cd /testbed && cat /etc/x"), [range("/etc/x", 1, None)]);
    }

    #[test]
    fn other_read_only_lines_print_no_named_range() {
        for line in ["grep -n x a.py", "cat a.py b.py", "ls src", "sed -n '/def/p' a.py", "cat a.py | grep x"]
        {
            assert!(printed(line).is_empty(), "{line}");
        }
    }

    #[track_caller]
    fn check_files(line: &str, reads: &[&str], writes: &[&str]) {
        let call = classify_command(line);
        assert_eq!(call.reads, reads, "reads of {line}");
        assert_eq!(call.writes, writes, "writes of {line}");
    }

    #[test]
    fn files_read_and_written() {
        check_files("cat src/a.py", &["src/a.py"], &[]);
        check_files("nl -ba django/db/models.py | sed -n '10,20p'", &["django/db/models.py"], &[]);
        check_files("sed -n '1,5p' setup.cfg && head -n 20 README.md", &["setup.cfg", "README.md"], &[]);
        check_files("grep -rn \"def foo\" src/b.py src/c.py", &["src/b.py", "src/c.py"], &[]);
        check_files("sed -i 's/a/b/' src/d.py", &[], &["src/d.py"]);
        check_files(
            "cat > test_x.py <<'EOF'\nimport os\nprint(open('secret.txt').read())\nEOF\npython test_x.py",
            &[],
            &["test_x.py"],
        );
        check_files("echo hi > out.log 2>&1", &[], &["out.log"]);
        check_files("cd /testbed && python reproduce.py", &[], &[]);
        check_files("tee a.txt b.txt < in.txt", &[], &["a.txt", "b.txt"]);
    }

    #[test]
    fn coverage() {
        let whole = range("a.py", 1, None);
        let part = range("a.py", 10, Some(20));
        assert!(whole.covers(&part) && whole.covers(&whole) && part.covers(&part));
        assert!(!part.covers(&whole));
        assert!(range("a.py", 5, Some(25)).covers(&part));
        assert!(!range("a.py", 11, Some(25)).covers(&part));
        assert!(!range("b.py", 1, None).covers(&part));
    }

    #[test]
    fn never_panics_on_odd_input() {
        for line in [
            "\\",
            "'",
            "\"",
            "\"\\",
            ">",
            "2>",
            "2>&",
            "&&",
            ";;",
            "sed -n",
            "head -n x a",
            "sed -n '0p' a",
            "\u{0}",
        ] {
            let _ = classify_command(line);
        }
    }
}
