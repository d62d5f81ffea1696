//! A call's own search terms: what `find -name`, `grep`, `rg`, `fd` or a search tool's `pattern`
//! looked for, as the literal fragments an entry of their output would contain.

use ctx_calls::{Call, shell};
use ctx_message::ToolCall;

/// Fragments shorter than this match too much to say anything.
const MIN_FRAGMENT: usize = 2;
/// Terms kept at most.
const MAX_TERMS: usize = 16;
/// The arguments of a tool that is no shell whose strings are search patterns.
const PATTERN_KEYS: &[&str] = &["pattern", "query", "regex", "glob", "name", "include"];

/// The search terms of a call: for a shell call, the patterns of its `find`/`fd`/`locate` and
/// `grep`/`rg`/`ag`/`ack`/`git grep` commands; for any other tool, the string values of its
/// `pattern`, `query`, `regex`, `glob`, `name` and `include` arguments. Each becomes its literal
/// fragments (`*python3*` → `python3`, `fn\s+parse` → `fn`, `parse`).
pub(crate) fn search_terms(classified: &Call, call: &ToolCall) -> Vec<String> {
    let mut patterns: Vec<String> = Vec::new();
    if let Some(command) = &classified.command {
        for simple in shell::lex(command).commands {
            let words = simple.arguments();
            match simple.program() {
                Some("find") => patterns.extend(find_patterns(words)),
                Some("fd" | "fdfind" | "locate" | "plocate") => patterns.extend(first_operand(words, &[])),
                Some("grep" | "egrep" | "fgrep" | "rg" | "ag" | "ack") => {
                    patterns.extend(grep_patterns(words));
                }
                Some("git") if words.first().is_some_and(|w| w == "grep") => {
                    patterns.extend(grep_patterns(&words[1..]));
                }
                _ => {}
            }
        }
    } else if let Some(arguments) = ctx_calls::picked(&call.function.arguments, PATTERN_KEYS) {
        for key in PATTERN_KEYS {
            if let Some(serde_json::Value::String(value)) = arguments.get(*key) {
                patterns.push(value.clone());
            }
        }
    }
    let mut terms: Vec<String> = Vec::new();
    for pattern in &patterns {
        for fragment in fragments(pattern) {
            if !terms.contains(&fragment) && terms.len() < MAX_TERMS {
                terms.push(fragment);
            }
        }
    }
    terms
}

/// The files a shell call's commands name as operands: each word after a program that is no
/// option and holds a letter and a `.` or `/` (`clang -Xclang -ast-dump crucible.c` names
/// `crucible.c`), at most [`MAX_TERMS`].
pub(crate) fn named_files(classified: &Call) -> Vec<String> {
    let mut files: Vec<String> = Vec::new();
    let Some(command) = &classified.command else { return files };
    for simple in shell::lex(command).commands {
        for word in simple.arguments() {
            let file = !word.starts_with('-')
                && word.bytes().any(|b| b.is_ascii_alphabetic())
                && word.contains(['.', '/'])
                && !word.contains(['=', '*', '?', ':']);
            if file && !files.contains(word) && files.len() < MAX_TERMS {
                files.push(word.clone());
            }
        }
    }
    files
}

/// The values of `find`'s name and path tests.
fn find_patterns(words: &[String]) -> Vec<String> {
    const TESTS: &[&str] = &[
        "-name",
        "-iname",
        "-path",
        "-ipath",
        "-wholename",
        "-iwholename",
        "-regex",
        "-iregex",
        "-lname",
        "-ilname",
    ];
    words.windows(2).filter(|pair| TESTS.contains(&pair[0].as_str())).map(|pair| pair[1].clone()).collect()
}

/// A grep-like program's patterns: each `-e`/`--regexp` value, else its first operand; and the
/// globs it filters files by (`-g`, `--glob`, `--include`).
fn grep_patterns(words: &[String]) -> Vec<String> {
    const TAKES_VALUE: &[&str] =
        &["-A", "-B", "-C", "-m", "-t", "-T", "-f", "--type", "--max-count", "-j", "--threads"];
    let mut patterns = Vec::new();
    let mut explicit = false;
    let mut k = 0;
    while k < words.len() {
        let word = words[k].as_str();
        match word {
            "-e" | "--regexp" | "-g" | "--glob" | "--include" => {
                if let Some(value) = words.get(k + 1) {
                    patterns.push(value.clone());
                }
                explicit |= matches!(word, "-e" | "--regexp");
                k += 2;
                continue;
            }
            _ if word.starts_with("--include=")
                || word.starts_with("--glob=")
                || word.starts_with("--regexp=") =>
            {
                patterns.push(word.split_once('=').map_or("", |(_, v)| v).to_owned());
                explicit |= word.starts_with("--regexp=");
            }
            _ => {}
        }
        k += 1;
    }
    if !explicit {
        patterns.extend(first_operand(words, TAKES_VALUE));
    }
    patterns
}

/// The first word that is neither an option nor the value of one of `takes_value`.
fn first_operand(words: &[String], takes_value: &[&str]) -> Option<String> {
    let mut k = 0;
    while k < words.len() {
        let word = &words[k];
        if word == "--" {
            return words.get(k + 1).cloned();
        }
        if word.starts_with('-') && word.len() > 1 {
            k += if takes_value.contains(&word.as_str()) { 2 } else { 1 };
            continue;
        }
        return Some(word.clone());
    }
    None
}

/// The literal runs of a glob or a regex, each at least [`MIN_FRAGMENT`] bytes: `*python3*` →
/// `python3`; `fn\s+parse_\w+` → `fn`, `parse_`; `*.rs` → `.rs`.
fn fragments(pattern: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                // `\s`, `\w`, `\d`, `\b` are classes; `\.` is a dot.
                match chars.next() {
                    Some(escaped) if escaped.is_ascii_alphanumeric() => flush(&mut current, &mut out),
                    Some(escaped) => current.push(escaped),
                    None => {}
                }
            }
            '*' | '?' | '[' | ']' | '(' | ')' | '{' | '}' | '|' | '+' | '^' | '$' => {
                flush(&mut current, &mut out);
            }
            _ => current.push(c),
        }
    }
    flush(&mut current, &mut out);
    out
}

fn flush(current: &mut String, out: &mut Vec<String>) {
    let trimmed = current.trim().to_owned();
    *current = trimmed;
    let fragment = current.trim_matches('.');
    let fragment = if current.starts_with('.') && fragment.len() + 1 == current.len() {
        // A file extension keeps its dot: `.rs`.
        current.as_str()
    } else {
        fragment
    };
    if fragment.len() >= MIN_FRAGMENT {
        out.push(fragment.to_owned());
    }
    current.clear();
}

#[cfg(test)]
mod tests {
    use ctx_calls::Tools;

    use super::*;

    #[track_caller]
    fn check(name: &str, arguments: &str, expected: &[&str]) {
        let call = ToolCall::function("1", name, arguments);
        assert_eq!(search_terms(&Tools::default().classify(&call), &call), expected, "{arguments}");
    }

    #[test]
    fn terms_are_what_the_call_looked_for() {
        check("bash", r#"{"command":"find /usr -maxdepth 4"}"#, &[]);
        check("bash", r#"{"command":"find /usr -name '*python3*' -type f"}"#, &["python3"]);
        check("bash", r#"{"command":"ls -la /usr/bin"}"#, &[]);
        check("bash", r#"{"command":"grep -rn 'unsafe fn' memchr/src"}"#, &["unsafe fn"]);
        check("bash", r#"{"command":"rg -n -C 2 'fn\\s+parse_\\w+' src"}"#, &["fn", "parse_"]);
        check("bash", r#"{"command":"rg -g '*.rs' -e TODO ."}"#, &[".rs", "TODO"]);
        check("bash", r#"{"command":"cd /repo && git grep -n deprecated -- '*.py'"}"#, &["deprecated"]);
        check("bash", r#"{"command":"fd config /etc"}"#, &["config"]);
        check("Grep", r#"{"pattern":"class \\w+Error","path":"src"}"#, &["class", "Error"]);
        check("Glob", r#"{"pattern":"**/*.test.ts"}"#, &[".test.ts"]);
        check("bash", "not json", &[]);
    }

    #[test]
    fn named_files_are_a_commands_operands() {
        let files = |arguments: &str| {
            let call = ToolCall::function("1", "bash", arguments);
            named_files(&Tools::default().classify(&call))
        };
        assert_eq!(
            files(r#"{"command":"clang -Xclang -ast-dump -fsyntax-only crucible.c"}"#),
            ["crucible.c"]
        );
        assert_eq!(files(r#"{"command":"cd /srv/app && npm ls --all"}"#), ["/srv/app"]);
        assert_eq!(files(r#"{"command":"cargo tree -e features --depth=2 *.rs"}"#), Vec::<String>::new());
        assert!(files(r#"{"pattern":"x.c"}"#).is_empty());
    }
}
