//! The one shell lexer: a command line split into simple commands, their words and redirects.
//!
//! Not a shell: enough of POSIX `sh` and bash to know which programs a command line runs, with
//! which words, joined how, and where their output goes. Quotes and backslashes are resolved;
//! `|`, `||`, `&&`, `;`, `&` and newlines join commands; redirects are taken out of the words;
//! here-document bodies are skipped. What it does not model (command substitution, subshells and
//! groups, process substitution, an unclosed quote) sets [`Script::opaque`], and whoever needs
//! certainty (is this line read-only?) must then assume the worst.

/// A command line, lexed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Script {
    /// The simple commands, in order; empty ones (`;;`, a blank line) are left out.
    pub commands: Vec<Simple>,
    /// True when the line holds something the lexer does not model: `$(…)`, backticks, `( … )`,
    /// `{ …; }`, `<(…)`, `>(…)`, an unclosed quote, an operator with no command before it, or a
    /// pipe with no command after it. The commands are still a best effort.
    pub opaque: bool,
}

/// One simple command: a program and its arguments.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Simple {
    /// The words, quotes resolved, redirects taken out (`VAR=x` assignments stay in front).
    pub words: Vec<String>,
    /// Its redirects, in order.
    pub redirects: Vec<Redirect>,
    /// How it is joined to the next command.
    pub then: Join,
}

impl Simple {
    /// The program's name without its directory (`/usr/bin/cat` → `cat`), after any leading
    /// `VAR=value` assignments; `None` for a command of assignments only.
    pub fn program(&self) -> Option<&str> {
        let word = self.words.iter().find(|word| !is_assignment(word))?;
        Some(word.rsplit('/').next().unwrap_or(word))
    }

    /// True when it starts with a `VAR=value` assignment.
    pub fn assigns(&self) -> bool {
        self.words.first().is_some_and(|word| is_assignment(word))
    }

    /// The words after the program.
    pub fn arguments(&self) -> &[String] {
        let start =
            self.words.iter().position(|word| !is_assignment(word)).map_or(self.words.len(), |at| at + 1);
        &self.words[start..]
    }
}

/// How a command is joined to the next one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum Join {
    /// `|` (or `|&`): its output is the next command's input.
    Pipe,
    /// `&&`.
    And,
    /// `||`.
    Or,
    /// `;` or a newline.
    Then,
    /// `&`: it runs in the background.
    Background,
    /// The end of the line.
    #[default]
    End,
}

/// One redirect of a simple command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Redirect {
    /// The descriptor written before the operator (`2` in `2>&1`), if any.
    pub fd: Option<u32>,
    /// What it does.
    pub kind: RedirectKind,
    /// The file, descriptor (`&1` → `1`) or here-document delimiter it names.
    pub target: String,
}

impl Redirect {
    /// True when it writes to a file (not `/dev/null`, not another descriptor).
    pub fn writes_file(&self) -> bool {
        matches!(self.kind, RedirectKind::Write | RedirectKind::Append | RedirectKind::ReadWrite)
            && self.target != "/dev/null"
    }
}

/// The kind of a [`Redirect`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum RedirectKind {
    /// `>`, `>|`, `&>`.
    Write,
    /// `>>`, `&>>`.
    Append,
    /// `<`.
    Read,
    /// `<>`.
    ReadWrite,
    /// `>&N`, `<&N`: a copy of another descriptor.
    Duplicate,
    /// `<<` and `<<-`: a here-document (its body is skipped).
    HereDocument,
    /// `<<<`: a here-string.
    HereString,
}

/// True for a `NAME=value` word.
fn is_assignment(word: &str) -> bool {
    word.split_once('=').is_some_and(|(name, _)| {
        !name.is_empty()
            && !name.starts_with(|c: char| c.is_ascii_digit())
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    })
}

/// Lexes a command line.
///
/// ```
/// use ctx_calls::shell::{lex, Join, RedirectKind};
///
/// let script = lex("cd /repo && grep -rn 'fn main' src | head -5 2>/dev/null");
/// assert_eq!(script.commands.len(), 3);
/// assert_eq!(script.commands[1].words, ["grep", "-rn", "fn main", "src"]);
/// assert_eq!(script.commands[1].then, Join::Pipe);
/// assert_eq!(script.commands[2].redirects[0].kind, RedirectKind::Write);
/// assert!(!script.opaque);
/// assert!(lex("echo $(date)").opaque);
/// ```
pub fn lex(line: &str) -> Script {
    Lexer {
        chars: line.chars().peekable(),
        script: Script::default(),
        current: Simple::default(),
        heredocs: Vec::new(),
    }
    .run()
}

struct Lexer<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    script: Script,
    current: Simple,
    /// Delimiters of here-documents whose bodies start after the next newline.
    heredocs: Vec<String>,
}

impl Lexer<'_> {
    fn run(mut self) -> Script {
        let mut word: Option<String> = None;
        while let Some(c) = self.chars.next() {
            match c {
                '\'' | '"' | '\\' => self.quoted(c, word.get_or_insert_with(String::new)),
                '`' => {
                    self.script.opaque = true;
                    word.get_or_insert_with(String::new).push(c);
                }
                '$' if self.chars.peek() == Some(&'(') => {
                    self.script.opaque = true;
                    word.get_or_insert_with(String::new).push(c);
                }
                '#' if word.is_none() => while self.chars.next_if(|&next| next != '\n').is_some() {},
                ' ' | '\t' | '\r' => self.finish_word(&mut word),
                '\n' => {
                    self.finish_word(&mut word);
                    self.end(Join::Then, false);
                    self.skip_heredoc_bodies();
                }
                ';' => {
                    self.finish_word(&mut word);
                    self.chars.next_if_eq(&';');
                    self.end(Join::Then, false);
                }
                '&' => {
                    self.finish_word(&mut word);
                    if self.chars.next_if_eq(&'&').is_some() {
                        self.end(Join::And, true);
                    } else if self.chars.next_if_eq(&'>').is_some() {
                        let kind = if self.chars.next_if_eq(&'>').is_some() {
                            RedirectKind::Append
                        } else {
                            RedirectKind::Write
                        };
                        self.redirect(None, kind);
                    } else {
                        self.end(Join::Background, false);
                    }
                }
                '|' => {
                    self.finish_word(&mut word);
                    if self.chars.next_if_eq(&'|').is_some() {
                        self.end(Join::Or, true);
                    } else {
                        self.chars.next_if_eq(&'&');
                        self.end(Join::Pipe, true);
                    }
                }
                '>' | '<' => {
                    // A word of digits right before the operator is its descriptor (`2>&1`).
                    let fd = match word.as_deref() {
                        Some(digits) if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => {
                            let fd = digits.parse().ok();
                            word = None;
                            fd
                        }
                        _ => {
                            self.finish_word(&mut word);
                            None
                        }
                    };
                    self.operator(c, fd);
                }
                '(' | ')' if word.is_none() => self.group(),
                '{' if word.is_none() && self.chars.peek().is_none_or(|next| next.is_whitespace()) => {
                    self.group();
                }
                '}' if word.is_none() && self.current.words.is_empty() => self.group(),
                other => word.get_or_insert_with(String::new).push(other),
            }
        }
        self.finish_word(&mut word);
        if self.current.words.is_empty()
            && self.script.commands.last().is_some_and(|last| last.then == Join::Pipe)
        {
            self.script.opaque = true; // `ls |`
        }
        self.end(Join::End, false);
        self.script
    }

    /// A subshell or a group: its commands are lexed, but the line is not modelled.
    fn group(&mut self) {
        self.script.opaque = true;
        self.end(Join::Then, false);
    }

    /// Reads a quoted span or an escape into `word`; an unclosed quote makes the line opaque.
    fn quoted(&mut self, quote: char, word: &mut String) {
        match quote {
            '\'' => loop {
                match self.chars.next() {
                    Some('\'') => return,
                    Some(c) => word.push(c),
                    None => return self.script.opaque = true,
                }
            },
            '"' => loop {
                match self.chars.next() {
                    Some('"') => return,
                    Some('\\') => match self.chars.next() {
                        Some('\n') => {}
                        Some(c @ ('$' | '`' | '"' | '\\')) => word.push(c),
                        Some(c) => {
                            word.push('\\');
                            word.push(c);
                        }
                        None => return self.script.opaque = true,
                    },
                    Some(c) => {
                        if c == '`' || c == '$' && self.chars.peek() == Some(&'(') {
                            self.script.opaque = true;
                        }
                        word.push(c);
                    }
                    None => return self.script.opaque = true,
                }
            },
            _ => match self.chars.next() {
                Some('\n') | None => {}
                Some(c) => word.push(c),
            },
        }
    }

    /// After `>` or `<` (and a descriptor): the operator's kind and its target.
    fn operator(&mut self, first: char, fd: Option<u32>) {
        if self.chars.peek() == Some(&'(') {
            // Process substitution, `<(…)` or `>(…)`.
            self.script.opaque = true;
            self.chars.next();
            self.end(Join::Then, false);
            return;
        }
        let kind = if first == '>' {
            if self.chars.next_if_eq(&'>').is_some() {
                RedirectKind::Append
            } else if self.chars.next_if_eq(&'&').is_some() {
                RedirectKind::Duplicate
            } else {
                self.chars.next_if_eq(&'|');
                RedirectKind::Write
            }
        } else if self.chars.next_if_eq(&'<').is_some() {
            if self.chars.next_if_eq(&'<').is_some() {
                RedirectKind::HereString
            } else {
                self.chars.next_if_eq(&'-');
                RedirectKind::HereDocument
            }
        } else if self.chars.next_if_eq(&'&').is_some() {
            RedirectKind::Duplicate
        } else if self.chars.next_if_eq(&'>').is_some() {
            RedirectKind::ReadWrite
        } else {
            RedirectKind::Read
        };
        self.redirect(fd, kind);
    }

    /// Reads the target word of a redirect and records it.
    fn redirect(&mut self, fd: Option<u32>, kind: RedirectKind) {
        // Blanks, and line continuations, may stand between the operator and its target.
        loop {
            while self.chars.next_if(|&c| c == ' ' || c == '\t').is_some() {}
            let mut ahead = self.chars.clone();
            if ahead.next() == Some('\\') && ahead.next() == Some('\n') {
                self.chars = ahead;
            } else {
                break;
            }
        }
        let mut target = String::new();
        while let Some(c) = self
            .chars
            .next_if(|&c| !matches!(c, ' ' | '\t' | '\r' | '\n' | ';' | '&' | '|' | '<' | '>' | '(' | ')'))
        {
            if matches!(c, '\'' | '"' | '\\') {
                self.quoted(c, &mut target);
            } else {
                if c == '`' || c == '$' && self.chars.peek() == Some(&'(') {
                    self.script.opaque = true;
                }
                target.push(c);
            }
        }
        if kind == RedirectKind::HereDocument {
            self.heredocs.push(target.clone());
        }
        self.current.redirects.push(Redirect { fd, kind, target });
    }

    fn finish_word(&mut self, word: &mut Option<String>) {
        if let Some(word) = word.take() {
            self.current.words.push(word);
        }
    }

    /// Ends the current command; `needs_command` operators (`|`, `&&`, `||`) with nothing before
    /// them make the line opaque.
    fn end(&mut self, then: Join, needs_command: bool) {
        if self.current.words.is_empty() && self.current.redirects.is_empty() {
            if needs_command {
                self.script.opaque = true;
            }
            return;
        }
        let mut command = std::mem::take(&mut self.current);
        command.then = then;
        self.script.commands.push(command);
    }

    /// Skips the bodies of the here-documents opened on the line just ended.
    fn skip_heredoc_bodies(&mut self) {
        for delimiter in std::mem::take(&mut self.heredocs) {
            loop {
                let mut line = String::new();
                while let Some(c) = self.chars.next_if(|&c| c != '\n') {
                    line.push(c);
                }
                let ended = self.chars.next().is_none();
                if line.trim_start_matches('\t').trim_end() == delimiter || ended {
                    break;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check_words(line: &str, expected: &[&[&str]]) {
        let script = lex(line);
        let words: Vec<Vec<&str>> = script
            .commands
            .iter()
            .map(|command| command.words.iter().map(String::as_str).collect())
            .collect();
        assert_eq!(words, expected, "{line}");
    }

    #[track_caller]
    fn check_opaque(line: &str, expected: bool) {
        assert_eq!(lex(line).opaque, expected, "{line}");
    }

    #[test]
    fn words_respect_quotes_escapes_and_operators() {
        check_words(
            "sed -i 's/a b/c; d/' x.py && cat \"y z.py\" | head",
            &[&["sed", "-i", "s/a b/c; d/", "x.py"], &["cat", "y z.py"], &["head"]],
        );
        check_words("echo a\\ b \"q\\\"x\" \"k\\n\"", &[&["echo", "a b", "q\"x", "k\\n"]]);
        check_words("ls # a comment; rm -rf /\npwd", &[&["ls"], &["pwd"]]);
        check_words("a;; b ; ;c", &[&["a"], &["b"], &["c"]]);
        check_words("x=1 y=2 make -j2", &[&["x=1", "y=2", "make", "-j2"]]);
        check_words("echo a#b", &[&["echo", "a#b"]]);
        check_words("", &[]);
        check_words("line\\\ncontinued", &[&["linecontinued"]]);
    }

    #[test]
    fn joins_are_recorded() {
        let joins: Vec<Join> =
            lex("a | b && c || d; e & f").commands.iter().map(|command| command.then).collect();
        assert_eq!(joins, [Join::Pipe, Join::And, Join::Or, Join::Then, Join::Background, Join::End]);
    }

    #[test]
    fn redirects_are_taken_out_of_the_words() {
        let script = lex("python t.py 2>&1 > out.log <in.txt &>> all.log 3<> rw");
        let command = &script.commands[0];
        assert_eq!(command.words, ["python", "t.py"]);
        let redirects: Vec<(Option<u32>, RedirectKind, &str)> =
            command.redirects.iter().map(|r| (r.fd, r.kind, r.target.as_str())).collect();
        assert_eq!(
            redirects,
            [
                (Some(2), RedirectKind::Duplicate, "1"),
                (None, RedirectKind::Write, "out.log"),
                (None, RedirectKind::Read, "in.txt"),
                (None, RedirectKind::Append, "all.log"),
                (Some(3), RedirectKind::ReadWrite, "rw"),
            ]
        );
        assert!(command.redirects[1].writes_file() && !command.redirects[0].writes_file());
        assert!(!lex("ls > /dev/null").commands[0].redirects[0].writes_file());
        let continued = lex("sed s/a/b/ in > \\\n   out.txt && echo ok");
        assert_eq!(continued.commands[0].redirects[0].target, "out.txt");
        assert_eq!(continued.commands[1].words, ["echo", "ok"]);
    }

    #[test]
    fn heredoc_bodies_are_skipped() {
        let script = lex("cat <<'EOF' > a.py\nimport os; os.remove(x)\nEOF\nls src");
        check_words("cat <<'EOF' > a.py\nimport os; os.remove(x)\nEOF\nls src", &[&["cat"], &["ls", "src"]]);
        assert_eq!(script.commands[0].redirects[0].kind, RedirectKind::HereDocument);
        assert_eq!(script.commands[0].redirects[0].target, "EOF");
        assert_eq!(script.commands[0].redirects[1].target, "a.py");
        check_words("cat <<-END\n\tbody\n\tEND\necho done", &[&["cat"], &["echo", "done"]]);
        check_words("cat <<EOF\nnever closed", &[&["cat"]]);
    }

    #[test]
    fn what_is_not_modelled_is_opaque() {
        for line in [
            "ls $(pwd)",
            "ls `pwd`",
            "echo \"$(rm -rf x)\"",
            "(cd x && ls)",
            "{ ls; }",
            "diff <(ls a) <(ls b)",
            "tee >(gzip > x.gz)",
            "cat 'unclosed",
            "echo \"unclosed",
            "ls |",
            "| ls",
            "&& ls",
            "cat > $(mktemp)",
        ] {
            check_opaque(line, true);
        }
        for line in [
            "ls -la",
            "echo '$(not run)'",
            "grep 'a|b' x 2>&1",
            "a && b",
            "find . -name '*.py'",
            "echo {a,b}",
        ] {
            check_opaque(line, false);
        }
    }

    #[test]
    fn program_skips_assignments_and_directories() {
        let script = lex("LANG=C /usr/bin/sort -u a; X=1");
        assert_eq!(script.commands[0].program(), Some("sort"));
        assert_eq!(script.commands[0].arguments(), ["-u", "a"]);
        assert!(script.commands[0].assigns());
        assert_eq!(script.commands[1].program(), None);
        assert!(script.commands[1].arguments().is_empty());
    }

    #[test]
    fn never_panics_on_odd_input() {
        for line in [
            "\\", "'", "\"", "\"\\", ">", "2>", "2>&", "&&", ";;", "<<", "<<<", "<", "&>", "|&", "\u{0}",
            "é>ü",
        ] {
            let _ = lex(line);
        }
    }
}
