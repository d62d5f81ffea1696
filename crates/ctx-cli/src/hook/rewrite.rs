//! Which agent shell commands go through `ctx run`, and how they are written so they do.
//!
//! The command runs in a fresh `bash -c` under ctx, so whatever it would have changed in the
//! agent's own shell (its directory, variables, options, aliases) would be lost with it. Such a
//! command is left alone, except for the commonest case: a leading `cd DIR &&` stays in the
//! agent's shell and only what follows it is wrapped. Background jobs are left alone (ctx waits
//! for all output), and so is a command already run through ctx or one that asks for its raw
//! output with `CTX_RAW=1`.

use ctx_calls::shell::{self, Join, Script, Simple};

use crate::commands::run::quote;

/// Shell built-ins whose effect outlives the command: the agent's shell must run them itself.
const STATEFUL: &[&str] = &[
    "cd", "pushd", "popd", "export", "unset", "set", "shopt", "source", ".", "alias", "unalias", "exec",
    "eval", "trap", "ulimit", "umask", "declare", "typeset", "local", "readonly", "hash", "enable",
    "builtin", "bind", "complete", "setopt", "unsetopt", "rehash",
];

/// Why a command was left as it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Left {
    /// Nothing but blanks.
    Empty,
    /// It already runs `ctx` (wrapped before, or called by hand).
    AlreadyCtx,
    /// It asks for its output unchanged (`CTX_RAW=1`).
    AsksForRaw,
    /// A job runs in the background (`&`): ctx would wait for it.
    Background,
    /// It changes the agent's shell (`cd` other than leading, `export`, `source`, an assignment).
    ChangesTheShell,
}

/// A command written to run through `ctx run`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wrapped {
    /// The leading `cd DIR &&` (or `cd DIR;`) left to the agent's shell, as written.
    pub prefix: String,
    /// The rest, which ctx runs.
    pub rest: String,
}

impl Wrapped {
    /// The command line the agent's shell runs instead.
    pub fn command(&self) -> String {
        format!("{}ctx run -- bash -c {}", self.prefix, quote(&self.rest))
    }
}

/// `command` as it goes through `ctx run`, or why it stays as it is.
pub fn wrap(command: &str) -> Result<Wrapped, Left> {
    if command.trim().is_empty() {
        return Err(Left::Empty);
    }
    if command.contains("CTX_RAW=") {
        return Err(Left::AsksForRaw);
    }
    let script = shell::lex(command);
    if script.commands.iter().any(|simple| simple.program() == Some("ctx")) {
        return Err(Left::AlreadyCtx);
    }
    if script.commands.iter().any(|simple| simple.then == Join::Background) {
        return Err(Left::Background);
    }
    let (prefix, rest) = split_leading_cd(command);
    let rest_script = shell::lex(rest);
    if rest_script.commands.is_empty() {
        return Err(Left::ChangesTheShell);
    }
    if rest_script.commands.iter().any(changes_the_shell) {
        return Err(Left::ChangesTheShell);
    }
    Ok(Wrapped { prefix: prefix.to_owned(), rest: rest.trim().to_owned() })
}

/// A command whose effect the agent's shell would keep: a stateful built-in, or assignments
/// alone (`X=1`, as opposed to `X=1 make`).
fn changes_the_shell(simple: &Simple) -> bool {
    match simple.program() {
        Some(program) => STATEFUL.contains(&program),
        None => !simple.words.is_empty(),
    }
}

/// Splits off the leading `cd DIR &&` / `cd DIR;` commands (as many as there are), as written:
/// the prefix ends after the operator and its blanks. Only a plain `cd` with one directory that
/// the lexer reads fully is split off.
fn split_leading_cd(command: &str) -> (&str, &str) {
    let mut start = 0;
    'next: loop {
        let rest = &command[start..];
        for (at, operator) in operators(rest) {
            let head = shell::lex(&rest[..at]);
            if !is_plain_cd(&head) {
                continue;
            }
            let after = at + operator.len();
            let blanks = rest[after..].len() - rest[after..].trim_start().len();
            start += after + blanks;
            continue 'next;
        }
        return command.split_at(start);
    }
}

/// The offsets of `&&` and `;` in `text`, first to last, with the operator.
fn operators(text: &str) -> impl Iterator<Item = (usize, &'static str)> + '_ {
    text.char_indices().filter_map(|(at, c)| match c {
        ';' => Some((at, ";")),
        '&' if text[at..].starts_with("&&") && !text[..at].ends_with('&') => Some((at, "&&")),
        _ => None,
    })
}

/// Exactly one simple command, `cd DIR`, nothing the lexer could not read.
fn is_plain_cd(script: &Script) -> bool {
    !script.opaque
        && matches!(script.commands.as_slice(), [simple]
            if simple.words.len() == 2 && simple.words[0] == "cd" && simple.redirects.is_empty()
                && simple.then == Join::End)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(command: &str, expected: Result<&str, Left>) {
        assert_eq!(wrap(command).map(|wrapped| wrapped.command()), expected.map(str::to_owned), "{command}");
    }

    #[test]
    fn commands_run_through_ctx_with_a_leading_cd_kept_outside() {
        check("cargo test", Ok("ctx run -- bash -c 'cargo test'"));
        check("  npm run build 2>&1 | tail -50", Ok("ctx run -- bash -c 'npm run build 2>&1 | tail -50'"));
        check("cd /repo && cargo test", Ok("cd /repo && ctx run -- bash -c 'cargo test'"));
        check("cd 'my dir'; make -j2", Ok("cd 'my dir'; ctx run -- bash -c 'make -j2'"));
        check("cd a && cd b && pytest -x", Ok("cd a && cd b && ctx run -- bash -c 'pytest -x'"));
        check("grep -rn 'it'\\''s' src", Ok(r"ctx run -- bash -c 'grep -rn '\''it'\''\'\'''\''s'\'' src'"));
        check("RUST_LOG=debug cargo run", Ok("ctx run -- bash -c 'RUST_LOG=debug cargo run'"));
        check("echo $(date) && ls", Ok("ctx run -- bash -c 'echo $(date) && ls'"));
        check(
            "python - <<'EOF'\nprint(1)\nEOF",
            Ok("ctx run -- bash -c 'python - <<'\\''EOF'\\''\nprint(1)\nEOF'"),
        );
    }

    #[test]
    fn commands_that_change_the_shell_or_opt_out_are_left() {
        check("", Err(Left::Empty));
        check("  \n", Err(Left::Empty));
        check("cd /repo", Err(Left::ChangesTheShell));
        // The lexer does not model a subshell: the `cd` inside counts, to be safe.
        check("(cd sub && make)", Err(Left::ChangesTheShell));
        check("make && cd build", Err(Left::ChangesTheShell));
        check("export PATH=/x:$PATH && make", Err(Left::ChangesTheShell));
        check("source venv/bin/activate && pytest", Err(Left::ChangesTheShell));
        check(". ./env.sh; make", Err(Left::ChangesTheShell));
        check("FOO=1", Err(Left::ChangesTheShell));
        check("cd /repo && FOO=1", Err(Left::ChangesTheShell));
        check("npm start &", Err(Left::Background));
        check("sleep 5 & wait", Err(Left::Background));
        check("ctx run -- make", Err(Left::AlreadyCtx));
        check("cd /r && /usr/local/bin/ctx count a.txt", Err(Left::AlreadyCtx));
        check("CTX_RAW=1 cargo test", Err(Left::AsksForRaw));
    }

    #[test]
    fn the_wrapped_command_runs_what_was_asked() {
        for command in ["echo 'a b' \"c\" && printf '%s\\n' x", "cd /tmp && echo 'it'\\''s'"] {
            let wrapped = wrap(command).expect("wrapped");
            let unwrapped = shell::lex(&wrapped.command());
            let inner = unwrapped.commands.last().expect("bash -c").words.last().expect("the script");
            assert_eq!(inner.as_str(), wrapped.rest, "{command}");
            assert_eq!(format!("{}{}", wrapped.prefix, wrapped.rest), command);
        }
    }
}
