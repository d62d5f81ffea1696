//! What the programs of a command line do: which only read, which files they print, read or write.

use crate::FileRange;
use crate::shell::{Join, RedirectKind, Simple};

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

/// True when the simple command only reads: a known read-only program used in a read-only way
/// (no `sed -i`, `find -delete`, `sort -o`, `git checkout`, …), with no environment assignment in
/// front and no redirect that writes a file or feeds it a here-document.
pub(crate) fn is_read_only(command: &Simple) -> bool {
    if command.assigns()
        || command.redirects.iter().any(|redirect| {
            redirect.writes_file()
                || matches!(redirect.kind, RedirectKind::HereDocument | RedirectKind::HereString)
        })
    {
        return false;
    }
    let Some(program) = command.program() else { return true };
    let arguments = command.arguments();
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
/// `head -n N`. `None` for anything else.
pub(crate) fn printed_ranges(commands: &[Simple]) -> Option<FileRange> {
    let (directory, rest) = match commands {
        [first, rest @ ..]
            if first.words.first().is_some_and(|word| word == "cd") && first.then != Join::Pipe =>
        {
            (first.words.get(1).map(String::as_str), rest)
        }
        _ => (None, commands),
    };
    let (source, filter) = match rest {
        [source] => (source, None),
        [source, filter] if source.then == Join::Pipe => (source, Some(filter)),
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
    Some(range)
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

/// The files one simple command reads and writes, by what its program is known to do with its
/// operands and where its redirects go. Only words that look like paths are named.
pub(crate) fn touched(command: &Simple, reads: &mut Vec<String>, writes: &mut Vec<String>) {
    for redirect in &command.redirects {
        if redirect.writes_file() && looks_like_path(&redirect.target) {
            push_unique(writes, &redirect.target);
        }
    }
    let Some(program) = command.program() else { return };
    let arguments: Vec<&str> = command.arguments().iter().map(String::as_str).collect();
    let operands = |skip_values: &[&str]| -> Vec<&str> {
        let mut operands = Vec::new();
        let mut skip = false;
        for &word in &arguments {
            if skip {
                skip = false;
            } else if skip_values.contains(&word) {
                skip = true;
            } else if !word.starts_with('-') {
                operands.push(word);
            }
        }
        operands
    };
    let (read, written): (Vec<&str>, Vec<&str>) = match program {
        "cat" | "nl" | "less" | "more" | "bat" | "wc" | "open" => (operands(&[]), Vec::new()),
        "head" | "tail" => (operands(&["-n", "-c"]), Vec::new()),
        "sed" => {
            let in_place = arguments.iter().any(|word| word.starts_with("-i"));
            let expression = arguments.contains(&"-e");
            let files: Vec<&str> = operands(&["-e"]).into_iter().skip(usize::from(!expression)).collect();
            if in_place { (Vec::new(), files) } else { (files, Vec::new()) }
        }
        "grep" | "egrep" | "rg" => {
            let pattern_given = arguments.iter().any(|word| *word == "-e" || *word == "-f");
            let files = operands(&["-e", "-f", "-m", "-A", "-B", "-C"])
                .into_iter()
                .skip(usize::from(!pattern_given))
                .collect();
            (files, Vec::new())
        }
        "tee" | "touch" => (Vec::new(), operands(&[])),
        _ => (Vec::new(), Vec::new()),
    };
    for path in read.into_iter().filter(|path| looks_like_path(path)) {
        push_unique(reads, path);
    }
    for path in written.into_iter().filter(|path| looks_like_path(path)) {
        push_unique(writes, path);
    }
}

/// A word that names a file: has a `/` or a `.` beside a letter, no shell syntax, not a sed script.
pub(crate) fn looks_like_path(word: &str) -> bool {
    !word.is_empty()
        && word.len() <= 1024
        && word != "."
        && word != ".."
        && !word.starts_with('-')
        && !word.contains(['$', '`', '{', '}', '=', ',', '\\', '\'', '"', '<', '>', '*', '?', '\n'])
        && (word.contains('/') || word.contains('.'))
        && word.chars().any(char::is_alphabetic)
}

fn push_unique(list: &mut Vec<String>, item: &str) {
    if !list.iter().any(|known| known == item) {
        list.push(item.to_owned());
    }
}
