//! A failed system call is an error, whatever tool reports it and whatever words it uses.
//!
//! Every Unix tool reports a call that failed as `perror` writes it: what it was doing, `: `,
//! then the C library's text for the error number — `cp: cannot stat 'src/api/rate': No such
//! file or directory`, `find: '/proc/1/fd': Permission denied`, `bash: jq: command not found`,
//! dash's `sh: 1: jq: not found`, Rust's `… (os error 2)`. The line names no level and often no
//! error word, yet it is the cause of whatever fails after it (a `bash -x` trace that dies
//! later, a build that finds an empty directory). The texts of the commonest error numbers — a
//! missing file, a refused permission, a missing command — make a line an error wherever they
//! end it. They are told by the line's end alone, in the survey's look at every line: the
//! keyword scan's literals are kept few for its speed (see `scan`).

/// The C library's texts (lowercase) that end a failed call's line, after `: `.
const MESSAGES: &[&[u8]] =
    &[b"no such file or directory", b"permission denied", b"command not found", b"not found"];

/// Whether the line reports a failed call: its last `: `-separated part is one of [`MESSAGES`]
/// (in any case), perhaps followed by a full stop or the error number in brackets (`(os error
/// 2)`), after something that says what failed.
pub(crate) fn failed_call(line: &[u8]) -> bool {
    // Most lines end in another byte: refused at a glance.
    if !line
        .last()
        .is_some_and(|b| matches!(b.to_ascii_lowercase(), b'y' | b'd' | b')' | b'.' | b' ' | b'\r'))
    {
        return false;
    }
    let mut end = line.trim_ascii_end();
    if end.ends_with(b")")
        && let Some(open) = memchr::memrchr(b'(', end)
    {
        let inside = &end[open + 1..end.len() - 1];
        if inside.len() <= 16 && inside.iter().any(u8::is_ascii_digit) {
            end = end[..open].trim_ascii_end();
        }
    }
    let end = end.strip_suffix(b".").unwrap_or(end);
    MESSAGES.iter().any(|message| {
        end.len() > message.len() + 2 && {
            let (head, tail) = end.split_at(end.len() - message.len());
            tail.eq_ignore_ascii_case(message) && head.ends_with(b": ") && head.trim_ascii_start().len() > 2
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(line: &str, failed: bool) {
        assert_eq!(failed_call(line.as_bytes()), failed, "{line}");
    }

    #[test]
    fn failed_calls_by_their_end() {
        check("cp: cannot stat 'src/api/rate': No such file or directory", true);
        check("find: '/proc/1/fd': Permission denied", true);
        check("bash: jq: command not found", true);
        check("sh: 1: jq: not found", true);
        check("Error: open config.toml: No such file or directory (os error 2)", true);
        check("ls: cannot access 'x': No such file or directory.", true);
        check("291\t../stdlib/strtol_l.c: No such file or directory.", true);
        check("no such file or directory", false);
        check(": not found", false);
        check("  : not found", false);
        check("the page was not found on the server", false);
        check("Checking for libfoo... not found", false);
        check("    \"message\": \"Permission denied\",", false);
        check("", false);
        check("é: not found", true);
    }
}
