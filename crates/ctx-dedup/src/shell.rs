//! Read-only shell command lines: which shell calls only read, and which file lines they print.

/// A span of lines of one file that a call printed, 1-based and inclusive.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileRange {
    /// The file as the command named it, joined to a leading `cd DIR &&` when it is relative.
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

/// What a shell command line does, as far as supersession needs to know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// It only reads: lists, searches, prints files, shows git history. `reads` holds the file
    /// ranges it prints when it is a plain file read (`cat`, `nl`, `head -n`, `sed -n 'A,Bp'`,
    /// and those piped into `sed -n`/`head`); empty otherwise.
    ReadOnly {
        /// The file ranges printed whole, if the command is a plain file read.
        reads: Vec<FileRange>,
    },
    /// Anything else: a write, a redirect to a file, a command substitution, a program not known
    /// to be read-only, a background job.
    Other,
}

/// Classifies a shell command line.
///
/// Conservative by construction: a command line is read-only only when every command in it is
/// a known read-only program used in a read-only way (no `sed -i`, `find -delete`, `sort -o`,
/// `git checkout`, …), with no output redirect other than to `/dev/null` or another descriptor,
/// no command substitution, no here-document and no background job. Anything it cannot parse is
/// [`Command::Other`].
///
/// ```
/// use ctx_dedup::shell::{classify, Command, FileRange};
///
/// let Command::ReadOnly { reads } = classify("cd /repo && sed -n '10,40p' src/app.py") else { panic!() };
/// assert_eq!(reads, [FileRange { path: "/repo/src/app.py".into(), first: 10, last: Some(40) }]);
/// assert!(matches!(classify("git diff HEAD~1 | head -50"), Command::ReadOnly { .. }));
/// assert_eq!(classify("sed -i 's/a/b/' src/app.py"), Command::Other);
/// assert_eq!(classify("cat notes.txt > copy.txt"), Command::Other);
/// assert_eq!(classify("python -m pytest tests/"), Command::Other);
/// ```
pub fn classify(command_line: &str) -> Command {
    let Some(commands) = split(command_line) else { return Command::Other };
    if commands.iter().any(|command| !is_read_only(&command.words)) {
        return Command::Other;
    }
    Command::ReadOnly { reads: file_reads(&commands).unwrap_or_default() }
}

/// One simple command and how it is joined to the next one.
#[derive(Debug)]
struct Simple {
    words: Vec<String>,
    /// True when this command's output is piped into the next one.
    piped: bool,
}

/// Splits a command line into simple commands; `None` when it holds anything that is not
/// read-only whatever the programs are (substitutions, here-documents, redirects to files,
/// background jobs) or cannot be parsed (an unclosed quote).
fn split(line: &str) -> Option<Vec<Simple>> {
    let mut commands = Vec::new();
    let mut words: Vec<String> = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = line.chars().peekable();
    let finish = |words: &mut Vec<String>, word: &mut String, in_word: &mut bool| {
        if *in_word {
            words.push(std::mem::take(word));
            *in_word = false;
        }
    };
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                loop {
                    match chars.next()? {
                        '\'' => break,
                        inner => word.push(inner),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next()? {
                        '"' => break,
                        '\\' => word.push(chars.next()?),
                        '$' if chars.peek() == Some(&'(') => return None,
                        '`' => return None,
                        inner => word.push(inner),
                    }
                }
            }
            '\\' => {
                in_word = true;
                match chars.next() {
                    Some('\n') | None => {}
                    Some(escaped) => word.push(escaped),
                }
            }
            '`' => return None,
            '$' if chars.peek() == Some(&'(') => return None,
            '#' if !in_word => {
                // A comment runs to the end of the line.
                for next in chars.by_ref() {
                    if next == '\n' {
                        break;
                    }
                }
                finish(&mut words, &mut word, &mut in_word);
                push_command(&mut commands, &mut words, false)?;
            }
            ' ' | '\t' => finish(&mut words, &mut word, &mut in_word),
            '\n' | ';' => {
                finish(&mut words, &mut word, &mut in_word);
                push_command(&mut commands, &mut words, false)?;
            }
            '&' => {
                finish(&mut words, &mut word, &mut in_word);
                chars.next_if_eq(&'&')?; // a lone `&` is a background job
                push_command(&mut commands, &mut words, false)?;
            }
            '|' => {
                finish(&mut words, &mut word, &mut in_word);
                let piped = chars.next_if_eq(&'|').is_none();
                push_command(&mut commands, &mut words, piped)?;
            }
            '>' => {
                // Only `>/dev/null`, `2>&1` and the like: a descriptor number is part of the word.
                if in_word && !word.chars().all(|digit| digit.is_ascii_digit()) {
                    return None;
                }
                word.clear();
                in_word = false;
                harmless_redirect(&mut chars)?;
            }
            '<' => {
                if chars.peek() == Some(&'<') || chars.peek() == Some(&'(') {
                    return None; // here-documents and process substitution
                }
                finish(&mut words, &mut word, &mut in_word);
            }
            '(' | ')' | '{' | '}' if !in_word => return None,
            other => {
                in_word = true;
                word.push(other);
            }
        }
    }
    finish(&mut words, &mut word, &mut in_word);
    push_command(&mut commands, &mut words, false)?;
    if commands.last().is_some_and(|last: &Simple| last.piped) {
        return None;
    }
    Some(commands)
}

/// Reads the target of an output redirect (after `>`); `None` unless it is `/dev/null` or a
/// descriptor (`&1`).
fn harmless_redirect(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) -> Option<()> {
    chars.next_if_eq(&'>');
    while chars.next_if(|c| *c == ' ' || *c == '\t').is_some() {}
    let mut target = String::new();
    while let Some(next) = chars.next_if(|c| !matches!(c, ' ' | '\t' | '\n' | ';' | '&' | '|')) {
        target.push(next);
    }
    if target.is_empty() && chars.next_if_eq(&'&').is_some() {
        let mut digits = false;
        while chars.next_if(char::is_ascii_digit).is_some() {
            digits = true;
        }
        return digits.then_some(());
    }
    (target == "/dev/null" || target.starts_with('&') && target.len() > 1).then_some(())
}

/// Ends the current simple command; `None` for an operator with nothing before it (`| x`).
fn push_command(commands: &mut Vec<Simple>, words: &mut Vec<String>, piped: bool) -> Option<()> {
    if words.is_empty() {
        return if piped || commands.last().is_some_and(|last: &Simple| last.piped) {
            None
        } else {
            Some(())
        };
    }
    commands.push(Simple { words: std::mem::take(words), piped });
    Some(())
}

/// Programs that only read whatever their arguments.
const READERS: &[&str] = &[
    "cat",
    "nl",
    "head",
    "tail",
    "wc",
    "ls",
    "pwd",
    "echo",
    "printf",
    "grep",
    "egrep",
    "fgrep",
    "rg",
    "ag",
    "tree",
    "stat",
    "file",
    "which",
    "type",
    "du",
    "df",
    "cut",
    "tr",
    "diff",
    "cmp",
    "comm",
    "basename",
    "dirname",
    "realpath",
    "readlink",
    "true",
    "cd",
    "column",
    "jq",
    "sha256sum",
    "md5sum",
    "paste",
    "hexdump",
    "xxd",
    "od",
    "strings",
    "less",
    "more",
    "fold",
    "rev",
    "expand",
];

/// git subcommands that only read.
const GIT_READERS: &[&str] = &[
    "status",
    "diff",
    "log",
    "show",
    "blame",
    "grep",
    "ls-files",
    "rev-parse",
    "describe",
    "shortlog",
    "ls-tree",
    "cat-file",
    "reflog",
];

fn is_read_only(words: &[String]) -> bool {
    let Some((program, arguments)) = words.split_first() else { return true };
    if program.contains('=') {
        return false; // an environment assignment: what follows may be anything
    }
    let program = program.rsplit('/').next().unwrap_or(program);
    let has = |flag: &str| arguments.iter().any(|argument| argument == flag);
    match program {
        // `-i` edits in place; a `w` command in a script (`s/a/b/w out`, `w out`) writes a file.
        "sed" => !arguments.iter().any(|argument| {
            argument.starts_with("-i")
                || argument.starts_with("--in-place")
                || argument.starts_with("w ")
                || argument.contains("/w ")
        }),
        "awk" | "gawk" => !arguments
            .iter()
            .any(|argument| argument.contains("system") || argument.contains('>') || argument.contains("| ")),
        "find" => !arguments.iter().any(|argument| {
            matches!(
                argument.as_str(),
                "-exec"
                    | "-execdir"
                    | "-ok"
                    | "-okdir"
                    | "-delete"
                    | "-fprint"
                    | "-fprint0"
                    | "-fprintf"
                    | "-fls"
            )
        }),
        "sort" => {
            !arguments.iter().any(|argument| argument.starts_with("-o") || argument.starts_with("--output"))
        }
        "uniq" => arguments.iter().filter(|argument| !argument.starts_with('-')).count() <= 1,
        "git" => git_reads(arguments),
        "tail" => !has("-f") && !has("-F") && !has("--follow"),
        _ => READERS.contains(&program),
    }
}

fn git_reads(arguments: &[String]) -> bool {
    let mut rest = arguments.iter();
    while let Some(argument) = rest.next() {
        match argument.as_str() {
            "-C" | "-c" | "--git-dir" | "--work-tree" => {
                rest.next();
            }
            "--no-pager" => {}
            option if option.starts_with('-') => {}
            subcommand => {
                let tail: Vec<&String> = rest.collect();
                return GIT_READERS.contains(&subcommand)
                    || subcommand == "branch"
                        && tail.iter().all(|a| matches!(a.as_str(), "-a" | "-v" | "-vv" | "--list" | "-r"))
                    || subcommand == "remote" && tail.iter().all(|a| a.as_str() == "-v");
            }
        }
    }
    false
}

/// The file ranges a command line prints whole, when it is a plain file read: an optional
/// `cd DIR &&`, then `cat|nl|head|sed -n` of one file, optionally piped into `sed -n 'A,Bp'` or
/// `head -n N`.
fn file_reads(commands: &[Simple]) -> Option<Vec<FileRange>> {
    let (directory, rest) = match commands {
        [first, rest @ ..] if first.words.first().is_some_and(|word| word == "cd") && !first.piped => {
            (first.words.get(1).map(String::as_str), rest)
        }
        _ => (None, commands),
    };
    let (source, filter) = match rest {
        [source] => (source, None),
        [source, filter] if source.piped => (source, Some(filter)),
        _ => return None,
    };
    let mut range = source_read(&source.words)?;
    if let Some(filter) = filter {
        let (first, last) = line_filter(&filter.words)?;
        range.first = range.first.saturating_add(first - 1);
        range.last = Some(range.last.map_or(last, |source_last| source_last.min(last)));
    }
    if !range.path.starts_with('/')
        && let Some(directory) = directory
    {
        let path = range.path.trim_start_matches("./");
        range.path = format!("{}/{path}", directory.trim_end_matches('/'));
    }
    Some(vec![range])
}

/// `cat [-n] FILE`, `nl [-b a|-ba] FILE`, `head -n N FILE`, `sed -n 'A,Bp' FILE`.
fn source_read(words: &[String]) -> Option<FileRange> {
    let (program, arguments) = words.split_first()?;
    let whole = |path: &String| Some(FileRange { path: path.clone(), first: 1, last: None });
    match (program.as_str(), arguments) {
        ("cat" | "nl", [path] | [_, path]) if !path.starts_with('-') => {
            if arguments.len() == 2 && !matches!(arguments[0].as_str(), "-n" | "-ba" | "-b" | "-A") {
                return None;
            }
            whole(path)
        }
        ("nl", [b, a, path]) if b == "-b" && a == "a" => whole(path),
        ("head" | "sed", _) => {
            let (path, options) = arguments.split_last()?;
            if path.starts_with('-') {
                return None;
            }
            let mut filter = vec![program.clone()];
            filter.extend(options.iter().cloned());
            let (first, last) = line_filter(&filter)?;
            Some(FileRange { path: path.clone(), first, last: Some(last) })
        }
        _ => None,
    }
}

/// The lines `sed -n 'A,Bp'`, `sed -n 'Ap'`, `head -n N` or `head -N` keep of their input.
fn line_filter(words: &[String]) -> Option<(u64, u64)> {
    match words {
        [head, n, count] if head == "head" && n == "-n" => Some((1, count.parse().ok()?)),
        [head, count] if head == "head" => Some((1, count.strip_prefix("-")?.parse().ok()?)),
        [sed, n, script] if sed == "sed" && n == "-n" => {
            let body = script.strip_suffix('p')?;
            let (first, last) = body.split_once(',').unwrap_or((body, body));
            let (first, last): (u64, u64) = (first.trim().parse().ok()?, last.trim().parse().ok()?);
            (first >= 1 && last >= first).then_some((first, last))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_only(line: &str) -> bool {
        matches!(classify(line), Command::ReadOnly { .. })
    }

    fn reads(line: &str) -> Vec<FileRange> {
        match classify(line) {
            Command::ReadOnly { reads } => reads,
            Command::Other => panic!("{line} is not read-only"),
        }
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
        ] {
            assert!(read_only(line), "{line}");
        }
    }

    #[test]
    fn anything_that_may_write_or_run_code_is_other() {
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
            "",
        ] {
            if line.is_empty() {
                assert!(read_only(line), "an empty command line runs nothing");
                continue;
            }
            assert_eq!(classify(line), Command::Other, "{line}");
        }
    }

    #[test]
    fn plain_file_reads_name_their_lines() {
        assert_eq!(reads("cat a.py"), [range("a.py", 1, None)]);
        assert_eq!(reads("cat -n a.py"), [range("a.py", 1, None)]);
        assert_eq!(reads("nl -ba src/a.py"), [range("src/a.py", 1, None)]);
        assert_eq!(reads("nl -b a src/a.py"), [range("src/a.py", 1, None)]);
        assert_eq!(reads("sed -n '5,9p' a.py"), [range("a.py", 5, Some(9))]);
        assert_eq!(reads("sed -n 7p a.py"), [range("a.py", 7, Some(7))]);
        assert_eq!(reads("head -n 40 a.py"), [range("a.py", 1, Some(40))]);
        assert_eq!(reads("head -40 a.py"), [range("a.py", 1, Some(40))]);
        assert_eq!(reads("nl -ba a.py | sed -n '100,140p'"), [range("a.py", 100, Some(140))]);
        assert_eq!(reads("cat a.py | head -n 10"), [range("a.py", 1, Some(10))]);
        assert_eq!(reads("cd /testbed && cat ./a/b.py"), [range("/testbed/a/b.py", 1, None)]);
        assert_eq!(reads("cd /testbed && cat /etc/x"), [range("/etc/x", 1, None)]);
    }

    #[test]
    fn other_read_only_lines_read_no_named_range() {
        for line in ["grep -n x a.py", "cat a.py b.py", "ls src", "sed -n '/def/p' a.py", "cat a.py | grep x"]
        {
            assert!(reads(line).is_empty(), "{line}");
        }
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
            let _ = classify(line);
        }
    }
}
