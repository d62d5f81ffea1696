//! What the extractive summary is made of: requests, files, commands and errors found in messages.

use std::borrow::Cow;
use std::collections::HashSet;
use std::sync::Arc;

use ctx_calls::Tools;
use ctx_dedup::{Keyed, NameMemo, Names};
use ctx_message::{ChatMessage, Role, ToolCall};

use crate::PLACEHOLDER;
use crate::fold::Fold;
use crate::memo::{CallFacts, Memo, ResultFacts};
use crate::prepared::{Cover, PreparedNames, is_summary};

/// Longest command, error line or path kept, in characters.
const MAX_LINE_CHARS: usize = 240;
/// Longest user request kept, in characters.
const MAX_REQUEST_CHARS: usize = 2_000;
/// How many of the last distinct error lines are kept.
pub(crate) const MAX_ERRORS: usize = 8;

/// Facts extracted from dropped messages, each list oldest first and without repeats.
#[derive(Debug, Default, PartialEq)]
pub(crate) struct Facts {
    /// Bodies of earlier summaries (a history shaped before).
    pub earlier: Vec<String>,
    /// User messages.
    pub requests: Vec<String>,
    /// Paths read, viewed or searched.
    pub read: Vec<String>,
    /// Paths created, edited or written.
    pub edited: Vec<String>,
    /// Shell commands with how often each ran.
    pub commands: Vec<(String, usize)>,
    /// The last distinct error lines of tool results, with the call that produced each.
    pub errors: Vec<String>,
    /// Names (paths, identifiers, numbers) that only dropped tool results showed, newest first:
    /// see [`lost_names`]; a tool result's are the memo's own, shared.
    pub names: Vec<Arc<str>>,
    /// The tokens of each of `names` after a space, where prepared ahead (else empty, or `None`
    /// for one: counted when the summary is written).
    pub name_tokens: Vec<Option<usize>>,
}

/// The names a summary's names section lists ([`lost_names`]), with the tokens of each after a
/// space where counted ahead (else none).
pub(crate) type Lost = (Vec<Arc<str>>, Vec<Option<usize>>);

/// The heading of the summary's section of names (see [`lost_names`]).
pub(crate) const NAMES_HEADING: &str = "## Names in earlier tool output";

/// The facts of `messages`, read in order (names aside: [`lost_names`]).
pub(crate) fn extract<'a>(
    tools: &Tools,
    messages: impl IntoIterator<Item = &'a ChatMessage>,
    memo: &Memo,
) -> Facts {
    let mut fold = Fold::default();
    for message in messages {
        fold.add(tools, message, memo);
    }
    fold.facts(fold.lens())
}

/// A user message's part, handed to `push`: a request (`false`), or the body of an earlier
/// summary (`true`).
pub(crate) fn read_user(message: &ChatMessage, mut push: impl FnMut(bool, &str)) {
    let text = message.content.text();
    let text = text.trim();
    if let Some(body) = text.strip_prefix(PLACEHOLDER) {
        // Its names are ranked again with the others (`lost_names`).
        let body = match body.split_once(NAMES_HEADING) {
            Some((before, after)) => {
                let after = after.trim_start_matches('\n');
                // The section ends at the next heading or blank line.
                let end = [after.find("\n## "), after.find("\n\n")].into_iter().flatten().min();
                let rest = end.map_or("", |at| &after[at..]);
                format!("{}\n{}", before.trim_end(), rest.trim_start_matches('\n'))
            }
            None => body.to_owned(),
        };
        push(true, body.trim());
    } else if !text.is_empty() {
        push(false, &truncate(text, MAX_REQUEST_CHARS));
    }
}

/// An error line (trimmed and cut to length already) with the call that produced it.
pub(crate) fn error_entry(line: &str, label: &str) -> String {
    if label.is_empty() { line.to_owned() } else { format!("{line} (from `{}`)", truncate(label, 80)) }
}

/// What a result's text holds of errors: its error lines and its first line that is not blank,
/// each trimmed and cut to length.
pub(crate) fn result_facts(text: &str) -> ResultFacts {
    let cut = |line: &str| truncate(line.trim(), MAX_LINE_CHARS);
    ResultFacts {
        errors: text.lines().filter(|line| is_error_line(line)).map(cut).collect(),
        first: text.lines().find(|line| !line.trim().is_empty()).map(cut),
    }
}

/// What a call reads, edits or runs, its effect and a short label.
pub(crate) fn call_facts(tools: &Tools, call: &ToolCall) -> CallFacts {
    let classified = tools.classify(call);
    let cut = |path: &String| truncate(path, MAX_LINE_CHARS);
    let name = &call.function.name;
    let command = classified.command.as_ref().map(|command| {
        let first_line = command.lines().find(|line| !line.trim().is_empty()).unwrap_or_default();
        let mut label = truncate(first_line.trim(), MAX_LINE_CHARS);
        if command.trim().lines().nth(1).is_some() {
            label.push_str(" …");
        }
        label
    });
    let label = match &command {
        Some(command) => command.clone(),
        None => match classified.reads.first().or(classified.writes.first()) {
            Some(path) => format!("{name} {}", truncate(path, MAX_LINE_CHARS)),
            None => name.clone(),
        },
    };
    CallFacts {
        reads: classified.reads.iter().map(cut).collect(),
        writes: classified.writes.iter().map(cut).collect(),
        command,
        label,
        view: classified.is_read_only(),
    }
}

/// A line that reports an error, a failure or a crash.
fn is_error_line(line: &str) -> bool {
    let line = line.trim();
    if line.is_empty() || line.len() > 4 * MAX_LINE_CHARS {
        return false;
    }
    let lower = line.to_ascii_lowercase();
    let error_word = line.split_whitespace().next().is_some_and(|first| {
        let first = first.trim_end_matches(':');
        (first.ends_with("Error") || first.ends_with("Exception")) && line.contains(':')
    });
    error_word
        || lower.contains(": error")
        || lower.contains("error:")
        || lower.contains("error[")
        || line.starts_with("FAILED")
        || line.starts_with("FAIL:")
        || line.starts_with("ERROR:")
        || (line.starts_with("E ") && line.len() > 4)
        || lower.contains("panicked at")
        || lower.starts_with("fatal:")
        || lower.starts_with("npm err")
        || lower.contains("segmentation fault")
}

/// The names (`ctx_dedup::names`) that the messages of `history` at `dropped` (ascending
/// indices) showed and that nothing else in the history holds, newest first: those of dropped
/// tool results (for a placeholder, the names it lists) and of the names section of a dropped
/// summary, minus every name a system, user or assistant message mentions (the conversation
/// said it itself) and every name a kept tool result holds.
///
/// `prepared`, when made for a prefix of `history` ([`PreparedNames::cover`]), holds the own
/// names of that prefix's messages that count whatever the cut, and, when no message of the
/// prefix changed since, the names each of them shows ([`PreparedNames::lost`]); the answer is the
/// same with it or without it.
pub(crate) fn lost_names(
    history: &[ChatMessage],
    dropped: &[usize],
    memo: &NameMemo,
    prepared: Option<&PreparedNames>,
) -> Vec<Arc<str>> {
    let texts: Vec<_> = history.iter().map(|message| message.content.text()).collect();
    let cover = prepared.map_or(Cover::None, |prepared| prepared.cover(history, &texts, (0, 0)));
    lost_names_in(history, &texts, dropped, memo, prepared, cover).0
}

/// [`lost_names`], given `history`'s texts and how far `prepared` covers it, with the tokens of
/// each name after a space when they were prepared (else none).
pub(crate) fn lost_names_in(
    history: &[ChatMessage],
    texts: &[Cow<'_, str>],
    dropped: &[usize],
    memo: &NameMemo,
    prepared: Option<&PreparedNames>,
    cover: Cover,
) -> Lost {
    memo.next_walk();
    let is_dropped = |index: usize| dropped.binary_search(&index).is_ok();
    let earlier_summary = |index: usize| is_summary(&history[index], &texts[index]);
    // Prepared for this very prefix: what its dropped messages show is read from it.
    if let (Some(prepared), Cover::Whole) = (prepared, cover)
        && let Some(lost) = prepared.lost(history, texts, dropped, memo)
    {
        return lost;
    }
    let prepared = prepared.filter(|_| cover != Cover::None);
    let from = prepared.map_or(0, PreparedNames::len);
    // Every message's names from the memo, read once per text whichever pass asks first.
    let mut held: Vec<Names> = Vec::with_capacity(history.len());
    for (index, message) in history.iter().enumerate() {
        if message.role == Role::Tool {
            if !is_dropped(index) {
                held.push(memo.names(&texts[index]));
            }
        } else if earlier_summary(index) {
            if !is_dropped(index) {
                held.push(memo.own_names(message));
            }
        } else if index >= from {
            // The text and each call's arguments: no name runs across the line between them.
            held.push(memo.own_names(message));
        }
    }
    // Hashed with xxh3, not SipHash: every name the history holds goes in (the set is private
    // and its order never read).
    let mut known: HashSet<&str, Keyed> =
        HashSet::with_capacity_and_hasher(held.iter().map(|names| names.len()).sum(), Keyed::default());
    known.extend(held.iter().flat_map(|names| names.iter().map(|name| &**name)));
    let mut results: Vec<Option<Names>> = vec![None; history.len()];
    for &index in dropped {
        if let (Some(text), Some(slot)) = (texts.get(index), results.get_mut(index))
            && history[index].role == Role::Tool
            && !ctx_dedup::supersede::is_placeholder(text)
        {
            *slot = Some(memo.names(text));
        }
    }
    let mut lost: Vec<Arc<str>> = Vec::new();
    let mut seen: HashSet<&str, Keyed> = HashSet::default();
    let unknown =
        |name: &str| !known.contains(name) && !prepared.is_some_and(|prepared| prepared.holds_own(name));
    for &index in dropped.iter().rev() {
        let Some(text) = texts.get(index) else { continue };
        match (&history[index].role, &results[index]) {
            // The memo's own names, shared rather than copied.
            (Role::Tool, Some(names)) => {
                for name in names.iter() {
                    if unknown(name) && seen.insert(name) {
                        lost.push(Arc::clone(name));
                    }
                }
            }
            (Role::Tool, None) => {
                for name in ctx_dedup::supersede::listed_names(text) {
                    if unknown(name) && seen.insert(name) {
                        lost.push(Arc::from(name));
                    }
                }
            }
            (Role::User, _) if earlier_summary(index) => {
                for name in listed_in_summary(text) {
                    if unknown(name) && seen.insert(name) {
                        lost.push(Arc::from(name));
                    }
                }
            }
            _ => {}
        }
    }
    (lost, Vec::new())
}

/// The names an earlier summary's names section lists (a name cut short is left out).
pub(crate) fn listed_in_summary(summary: &str) -> Vec<&str> {
    let Some((_, section)) = summary.split_once(NAMES_HEADING) else { return Vec::new() };
    let section = section.trim_start_matches('\n');
    // The section ends at the next heading or blank line (a recall note may follow it).
    let section = section.find("\n\n").map_or(section, |at| &section[..at]);
    let section = section.find("\n## ").map_or(section, |at| &section[..at]);
    section.split_whitespace().filter(|word| *word != "-" && !word.ends_with('…')).collect()
}

/// `text` cut to at most `max` characters, with `…` when it was cut.
pub(crate) fn truncate(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn extract(messages: &[ChatMessage]) -> Facts {
        super::extract(&Tools::default(), messages, &Memo::default())
    }

    fn call(name: &str, arguments: &str) -> ChatMessage {
        ChatMessage::assistant_calls(vec![ToolCall::function("c", name, arguments)])
    }

    fn bash(command: &str) -> ChatMessage {
        call("bash", &serde_json::json!({ "command": command }).to_string())
    }

    #[track_caller]
    fn check_files(messages: &[ChatMessage], read: &[&str], edited: &[&str]) {
        let facts = extract(messages);
        assert_eq!(facts.read, read, "read");
        assert_eq!(facts.edited, edited, "edited");
    }

    #[track_caller]
    fn check_lost(history: &[ChatMessage], dropped: &[usize], expected: &[&str]) {
        let lost = |names: Vec<Arc<str>>| names.iter().map(ToString::to_string).collect::<Vec<_>>();
        assert_eq!(lost(lost_names(history, dropped, &NameMemo::default(), None)), expected);
        // Prepared for every prefix, the same.
        let memo = NameMemo::default();
        for prefix in 0..=history.len() {
            let prepared = PreparedNames::prepare(
                None,
                &history[..prefix],
                0,
                &memo,
                &Tools::default(),
                &Memo::default(),
            );
            assert_eq!(lost(lost_names(history, dropped, &memo, Some(&prepared))), expected, "{prefix}");
        }
    }

    #[test]
    fn lost_names_are_those_only_dropped_tool_results_showed_newest_first() {
        let result = |id: &str, text: &str| ChatMessage::tool_result(id, text);
        let history = [
            ChatMessage::user("rename alpha_module"),
            bash("cat src/a.py"),
            result("c", "src/a.py defines alpha_module, BetaHandler and gamma.delta"),
            bash("python run.py"),
            result("c", "OldestLast 1234"),
            ChatMessage::assistant("next"),
            result("d", "BetaHandler is used here"),
        ];
        // The task, the agent's command and a kept result hold the rest.
        check_lost(&history, &[1, 2, 3, 4], &["OldestLast", "1234", "gamma.delta"]);
        check_lost(&history, &[1, 2], &["gamma.delta"]);
        check_lost(&history, &[], &[]);
        // A placeholder gives the names it lists; a summary its names section.
        let placeholder = "[ctx: output of call c cleared from context, older than the last 4 turns; names it showed: kept.by_placeholder — recall a1b2c3d4]";
        let summary = format!(
            "{PLACEHOLDER}\n\nSummary of 3 earlier messages:\n\n## Files read\n- src/a.py\n\n{NAMES_HEADING}\n- carried_over_name cut_sho…\n\n[the 3 earlier messages this summary replaces — recall b1b2c3d4]"
        );
        let history = [
            ChatMessage::user("task"),
            ChatMessage::user(summary.as_str()),
            bash("ls"),
            result("c", placeholder),
        ];
        check_lost(&history, &[1, 2, 3], &["kept.by_placeholder", "carried_over_name"]);
        let facts = extract(&history[1..2]);
        assert!(!facts.earlier[0].contains(NAMES_HEADING), "{}", facts.earlier[0]);
        assert!(facts.earlier[0].contains("## Files read"), "{}", facts.earlier[0]);
        assert!(
            facts.earlier[0]
                .ends_with("- src/a.py\n[the 3 earlier messages this summary replaces — recall b1b2c3d4]"),
            "{}",
            facts.earlier[0]
        );
    }

    #[test]
    fn files_from_tool_arguments() {
        check_files(
            &[
                call("Read", r#"{"file_path": "/src/a.py"}"#),
                call("str_replace_editor", r#"{"command": "view", "path": "/src/b.py"}"#),
                call(
                    "str_replace_editor",
                    r#"{"command": "str_replace", "path": "/src/b.py", "old_str": "x"}"#,
                ),
                call("Write", r#"{"file_path": "/src/c.py", "content": "x"}"#),
                call("Grep", r#"{"pattern": "foo", "path": "/src"}"#),
                call("edit", "not json"),
            ],
            &["/src/a.py", "/src/b.py", "/src"],
            &["/src/b.py", "/src/c.py"],
        );
    }

    #[test]
    fn files_from_shell_commands() {
        check_files(
            &[
                bash("cat src/a.py"),
                bash("nl -ba django/db/models.py | sed -n '10,20p'"),
                bash("sed -n '1,5p' setup.cfg && head -n 20 README.md"),
                bash("grep -rn \"def foo\" src/b.py src/c.py"),
                bash("sed -i 's/a/b/' src/d.py"),
                bash(
                    "cat > test_x.py <<'EOF'\nimport os\nprint(open('secret.txt').read())\nEOF\npython test_x.py",
                ),
                bash("echo hi > out.log 2>&1"),
                bash("cd /testbed && python reproduce.py"),
            ],
            &["src/a.py", "django/db/models.py", "setup.cfg", "README.md", "src/b.py", "src/c.py"],
            &["src/d.py", "test_x.py", "out.log"],
        );
    }

    #[test]
    fn commands_are_counted_and_labelled_by_their_first_line() {
        let facts = extract(&[bash("pytest -x"), bash("pytest -x"), bash("cat > a.py <<EOF\nx\nEOF")]);
        assert_eq!(facts.commands, [("pytest -x".to_owned(), 2), ("cat > a.py <<EOF …".to_owned(), 1)]);
    }

    #[track_caller]
    fn check_error_line(line: &str, expected: bool) {
        assert_eq!(is_error_line(line), expected, "{line}");
    }

    #[test]
    fn error_lines() {
        for line in [
            "TypeError: unsupported operand",
            "django.core.exceptions.FieldError: Cannot resolve keyword",
            "error[E0599]: no method named `foo`",
            "src/x.c:3:1: error: expected ';'",
            "FAILED tests/test_a.py::test_b - AssertionError",
            "E       assert 1 == 2",
            "thread 'main' panicked at src/main.rs:2:5",
            "fatal: not a git repository",
            "ERROR: test_x (tests.Test)",
        ] {
            check_error_line(line, true);
        }
        for line in ["", "all good", "def handle_error(self):", "    raise ValueError(x)", "Errors are fine"]
        {
            check_error_line(line, false);
        }
    }

    #[test]
    fn errors_come_from_runs_not_from_views_and_keep_the_last_ones() {
        let mut messages = vec![
            bash("cat src/errors.py"),
            ChatMessage::tool_result("c", "class MyError(Exception):\nValueError: in a file listing"),
        ];
        for n in 0..12 {
            messages.push(bash("python run.py"));
            messages.push(ChatMessage::tool_result(
                "c",
                format!("Traceback (most recent call last):\n  File x\nKeyError: {n}"),
            ));
        }
        let facts = extract(&messages);
        assert_eq!(facts.errors.len(), MAX_ERRORS);
        assert_eq!(facts.errors.last().map(String::as_str), Some("KeyError: 11 (from `python run.py`)"));
        assert!(facts.errors.iter().all(|error| !error.contains("listing")));
    }

    #[test]
    fn flagged_results_count_as_errors() {
        let mut result = ChatMessage::tool_result("c", "\nFile does not exist.");
        result.extra.insert("is_error", &true);
        let facts = extract(&[call("Read", r#"{"file_path": "x.py"}"#), result]);
        assert_eq!(facts.errors, ["File does not exist. (from `Read x.py`)"]);
    }

    #[test]
    fn requests_and_earlier_summaries() {
        let facts = extract(&[
            ChatMessage::user(format!("{PLACEHOLDER}\n\n## Task requests\n- old")),
            ChatMessage::user("  please also fix the docs  "),
            ChatMessage::user("please also fix the docs"),
        ]);
        assert_eq!(facts.earlier, ["## Task requests\n- old"]);
        assert_eq!(facts.requests, ["please also fix the docs"]);
    }

    #[test]
    fn truncate_cuts_on_char_boundaries() {
        assert_eq!(truncate("héllo", 2), "hé…");
        assert_eq!(truncate("hé", 2), "hé");
        assert_eq!(truncate("", 0), "");
    }
}
