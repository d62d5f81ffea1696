//! A command echo starts a new output: past a diff, `+ ./run_tests.sh` is the tool's line, no change.
//!
//! A script run with `set -x` writes each command it runs as `+ ` and the command (`++ ` one call
//! deeper), before that command's output. After a diff — a `git log -p`, then `ls -l`, then the
//! tests — such a line reads as an added line, yet it belongs to no hunk: it is where the next
//! output starts, the name of what printed the lines below it. Read as a change it takes a change's
//! turn, after the rows before it (review73: the `ls -l` rows took the last file's turns and the
//! echo of the failing test run was lost). Read as the tool's line it is kept as the first line of
//! its shape, as any heading of the tool's is (see `tool_log`).
//!
//! An echo is one to eight `+`, one space, and a command word: a path or a program's name (a
//! letter, `.`, `/`, `~` or `_` first; letters, digits and `._-/~=:@%+,` after; a lower-case
//! letter in it), then the end of the line or a space. A value a test's diff shows
//! (`+ [45, 435, 'opal']`, `+ {'a': 1}`, `+ 'x'`, `+ 42`) opens with none of those; a diff's own
//! added line has no space after its `+` unless it is indented code, and the squash reads only
//! lines outside every hunk so.

/// The most `+` an echo opens with: the depth of nested calls bash marks.
const MAX_DEPTH: usize = 8;

/// Whether `line` echoes a command as bash's xtrace writes it (`+ ./run_tests.sh`, `++ git
/// rev-parse HEAD`, `+ CC=gcc make -j2`).
pub(crate) fn echoes_command(line: &[u8]) -> bool {
    let depth = line.iter().take_while(|&&b| b == b'+').count();
    if depth == 0 || depth > MAX_DEPTH {
        return false;
    }
    let Some(rest) = line.get(depth..).and_then(|rest| rest.strip_prefix(b" ")) else { return false };
    let word = rest.split(|&b| b == b' ').next().unwrap_or_default();
    let starts =
        word.first().is_some_and(|&b| b.is_ascii_alphabetic() || matches!(b, b'.' | b'/' | b'~' | b'_'));
    starts
        && word.iter().all(|&b| b.is_ascii_alphanumeric() || b"._-/~=:@%+,".contains(&b))
        && word.iter().any(u8::is_ascii_lowercase)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(line: &str, expected: bool) {
        assert_eq!(echoes_command(line.as_bytes()), expected, "{line}");
    }

    #[test]
    fn an_xtrace_line_echoes_its_command() {
        check("+ ./run_tests.sh", true);
        check("++ git rev-parse HEAD", true);
        check("+ CC=gcc make -j2", true);
        check("+ python3 -m unittest -v tests.test_soak", true);
        check("+ /usr/bin/env bash -c true", true);
    }

    #[test]
    fn a_value_or_a_diff_line_echoes_none() {
        check("+ [45, 435, 'opal']", false);
        check("+ {'a': 1}", false);
        check("+ 'x'", false);
        check("+ 42", false);
        check("+./run_tests.sh", false);
        check("+    return x", false);
        check("+", false);
        check("- ./run_tests.sh", false);
        check("+ TOTAL", false);
    }
}
