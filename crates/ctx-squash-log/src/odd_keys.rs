//! The row whose key is written differently is the exception: a settings dump's one value that
//! is not a default.
//!
//! A dump of settings (`ansible-config dump`, `php -i`, `git config -l`, `sysctl -a`, a
//! `KEY(origin) = value` or `key => value` table) writes every key one way: `DEFAULT_FORKS(default)
//! = 5` two hundred times. The rows that write it another way are the ones set apart —
//! `ANSIBLE_NOCOLOR(env: ANSIBLE_NOCOLOR) = True` (set from the environment), `CONFIG_FILE() =
//! None` (no origin at all) — and what a reader of the dump asks first. So, in an output of many
//! `key SEP value` rows (`=`, `:`, `=>`), the shape of each key (its words as `a`, its punctuation
//! as written) is counted, and when one shape holds nearly all rows, the rows of a shape at most
//! one row in 50 holds are kept, up to a count.

use ctx_squash_core::{Fnv, Lines, name_byte, rare_minority};

/// Odd rows kept at most.
const MAX_ODD: usize = 40;
/// Bytes of a line looked at for its key.
const KEY_REACH: usize = 64;
/// Bytes of a key's shape kept.
const MAX_SHAPE: usize = 24;

/// The rows of a settings dump whose key is shaped unlike nearly all others (see the module's
/// documentation), in order.
pub(crate) fn odd_keys(lines: &Lines<'_>) -> Vec<usize> {
    let shapes: Vec<Option<u64>> = (0..lines.len()).map(|i| key_shape(lines.bytes(i))).collect();
    rare_minority(&shapes, MAX_ODD)
}

/// The shape of a row's key, hashed: the line up to its first `=` or `: ` (within
/// [`KEY_REACH`] bytes, not indented, the key not empty), each run of letters, digits, `_`, `-`
/// and `.` read as one `a`, blanks dropped, other bytes as they are, at most [`MAX_SHAPE`] of
/// them. `None` when the line is no `key SEP value` row.
fn key_shape(line: &[u8]) -> Option<u64> {
    if line.first().is_none_or(u8::is_ascii_whitespace) {
        return None;
    }
    let reach = &line[..line.len().min(KEY_REACH)];
    let sep = reach.iter().position(|&b| b == b'=' || b == b':')?;
    // `key: value` only with a blank after the colon (not `a:b`, a URL's `https:`).
    if reach[sep] == b':' && line.get(sep + 1) != Some(&b' ') {
        return None;
    }
    let mut hash = Fnv::new();
    let (mut word, mut written) = (false, 0);
    for &b in &line[..sep] {
        if name_byte(b) {
            if !word {
                hash.byte(b'a');
                written += 1;
            }
            word = true;
        } else {
            word = false;
            if !b.is_ascii_whitespace() {
                hash.byte(b);
                written += 1;
            }
        }
        if written >= MAX_SHAPE {
            break;
        }
    }
    (written > 0).then(|| hash.finish())
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[track_caller]
    fn shape(line: &str, expected: Option<&str>) {
        assert_eq!(
            key_shape(line.as_bytes()),
            expected.map(|e| ctx_squash_core::hash_bytes(e.as_bytes())),
            "{line}"
        );
    }

    #[test]
    fn key_shapes() {
        shape("DEFAULT_FORKS(default) = 5", Some("a(a)"));
        shape("ANSIBLE_NOCOLOR(env: ANSIBLE_NOCOLOR) = True", Some("a(a"));
        shape("CONFIG_FILE() = None", Some("a()"));
        shape("display_errors => Off => Off", Some("a"));
        shape("core.editor=vim", Some("a"));
        shape("Loaded Configuration File => /etc/php/8.2/cli/php.ini", Some("aaa"));
        shape("  indented = 1", None);
        shape("https://example.com/x", None);
        shape("no separator here", None);
        shape("= value", None);
    }

    #[test]
    fn the_odd_rows_of_a_dump() {
        let mut text = String::new();
        for k in 0..120 {
            let _ = writeln!(text, "KEY_{k}(default) = {k}");
        }
        text.insert_str(text.find("KEY_60").unwrap_or(0), "NOCOLOR(env: NOCOLOR) = True\n");
        text.push_str("CONFIG_FILE() = None\n");
        let lines = Lines::new(&text);
        let odd: Vec<&str> = odd_keys(&lines).into_iter().map(|i| lines.get(i)).collect();
        assert_eq!(odd, ["NOCOLOR(env: NOCOLOR) = True", "CONFIG_FILE() = None"]);
        // Too few rows, or no dominant shape: none.
        assert!(odd_keys(&Lines::new("A() = 1\nB(x) = 2\n")).is_empty());
        let mixed: String = (0..100)
            .map(|k| if k % 2 == 0 { format!("K{k}(x) = 1\n") } else { format!("K{k} = 1\n") })
            .collect();
        assert!(odd_keys(&Lines::new(&mixed)).is_empty());
    }
}
