//! A finding's bracketed key is its kind: among findings written `path:line[:col]: message`
//! whose messages are all different, a bracketed part that recurs — a rule's name or code, a
//! flagged phrase with its advice — tells which kind of finding each is, and one finding of each
//! key shows every kind the report holds.
//!
//! diction writes `GPL-3:437: You are not required … [in order to -> to] receive …`: 226
//! sentences, each its own, but 72 distinct `[phrase -> advice]` parts; gcc writes `a.c:3:5:
//! warning: unused variable 'x' [-Wunused-variable]`, clang-tidy `[readability-…]`, mypy
//! `[arg-type]`. [`each_message`](crate::each_message) reads the whole message as the column and
//! finds no few values there; this reads the bracketed parts. A key is a `[…]` part of a finding's
//! message (brackets nested inside it are part of it) holding at least two letters and at most
//! [`MAX_KEY`] bytes (`[4]`, a level by number, is none). When at least
//! [`MIN_FINDINGS`](crate::located::MIN_FINDINGS) findings hold a key and the keys recur — at
//! most two distinct keys in three findings holding one ([`RECUR`]), at most [`MAX_KEYS`] — the
//! first finding holding each key is kept: the findings that repeat a key shown are left out.

use std::collections::HashMap;

use crate::Lines;
use crate::brackets::bracket_spans;
use crate::located::{MIN_FINDINGS, findings};

/// Distinct keys at most (so at most as many rows kept).
pub const MAX_KEYS: usize = 96;
/// At most [`RECUR`]`.0` distinct keys in [`RECUR`]`.1` findings holding one: keys recur, so
/// the findings repeating a key shown are left out.
const RECUR: (usize, usize) = (2, 3);
/// Bytes of a key at most.
const MAX_KEY: usize = 512;

/// The first finding holding each bracketed key, in order, when an output's findings hold few
/// keys (see the module's documentation); none otherwise.
///
/// ```
/// use ctx_squash_core::{Lines, each_key};
///
/// let mut text = String::new();
/// for i in 1..=60 {
///     let flag = if i == 40 { "-Wshadow" } else { ["-Wunused-variable", "-Wsign-compare"][i % 2] };
///     text.push_str(&format!("src/m{i}.c:{i}:5: warning: something about v{i} [{flag}]\n"));
/// }
/// let lines = Lines::new(&text);
/// assert_eq!(each_key(&lines), [0, 1, 39]);
/// ```
#[must_use]
pub fn each_key(lines: &Lines<'_>) -> Vec<usize> {
    keys_of(&findings(lines))
}

/// [`each_key`] over an output's findings, each its row and its message.
pub(crate) fn keys_of(findings: &[(usize, &[u8])]) -> Vec<usize> {
    let Some(keys) = rows_by_key(findings, keys) else { return Vec::new() };
    let mut rows: Vec<usize> = keys.iter().filter_map(|(_, rows)| rows.first().copied()).collect();
    rows.sort_unstable();
    rows.dedup();
    rows
}

/// Each key of an output's findings, as `read` reads a message's keys (its bracketed [`keys`], or
/// a rule code first), with the rows of the findings holding it (each row once, in order), the
/// keys in the order they are first met, when the findings hold few keys (see the module's
/// documentation); `None` otherwise. [`each_key`] keeps each key's first row;
/// [`recurring_keys`](crate::recurring_keys) names the keys several rows hold.
pub(crate) fn rows_by_key<'a, K: Iterator<Item = &'a [u8]>>(
    findings: &[(usize, &'a [u8])],
    read: impl Fn(&'a [u8]) -> K,
) -> Option<Vec<(&'a [u8], Vec<usize>)>> {
    let mut index: HashMap<&[u8], usize> = HashMap::new();
    let mut rows_of: Vec<(&[u8], Vec<usize>)> = Vec::new();
    let mut keyed = 0;
    for &(i, message) in findings {
        let mut any = false;
        for key in read(message) {
            any = true;
            let k = *index.entry(key).or_insert_with(|| {
                rows_of.push((key, Vec::new()));
                rows_of.len() - 1
            });
            if rows_of.len() > MAX_KEYS {
                return None;
            }
            if let Some((_, rows)) = rows_of.get_mut(k)
                && rows.last() != Some(&i)
            {
                rows.push(i);
            }
        }
        keyed += usize::from(any);
    }
    (keyed >= MIN_FINDINGS && rows_of.len() * RECUR.1 <= keyed * RECUR.0).then_some(rows_of)
}

/// The bracketed keys of a message: each outermost `[…]` part ([`bracket_spans`]), brackets
/// included, holding at least two letters and at most [`MAX_KEY`] bytes, and no subscript — a
/// bracket right after a name is the name's (`tuple[Any]`, `list[int]`, `argv[1]`), unless the name
/// is the finding's level (`warning[clippy::needless_return]`); an unclosed bracket ends the reading.
pub(crate) fn keys(message: &[u8]) -> impl Iterator<Item = &[u8]> {
    bracket_spans(message)
        .filter(|span| !subscript(message, span.start))
        .filter_map(|span| message.get(span))
        .filter(|key| key.len() <= MAX_KEY && key.iter().filter(|b| b.is_ascii_alphabetic()).nth(1).is_some())
}

/// Whether the bracket at `open` subscripts the name right before it (a level word aside).
fn subscript(message: &[u8], open: usize) -> bool {
    let before = message.get(..open).unwrap_or_default();
    let name = before.iter().rev().take_while(|b| b.is_ascii_alphanumeric() || **b == b'_').count();
    name > 0 && !crate::code::is_level(before.get(open - name..).unwrap_or_default())
}

/// The findings the key readers' property tests read: one a row, each `(key, keys in it, filler)`
/// written `src/a.rs:N: filler [ruleKxY…]…`.
#[cfg(test)]
pub(crate) fn keyed_findings(rows: &[(usize, usize, String)]) -> String {
    use std::fmt::Write as _;
    let mut text = String::new();
    for (n, (key, keys_in_line, filler)) in rows.iter().enumerate() {
        let _ = write!(text, "src/a.rs:{n}: {filler}");
        for k in 0..*keys_in_line {
            let _ = write!(text, " [rule{}x{}]", key + k, "y".repeat(k));
        }
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;
    use std::fmt::Write as _;

    use super::*;

    #[test]
    fn a_subscript_is_no_key() {
        let keys =
            |m: &str| keys(m.as_bytes()).map(|k| String::from_utf8_lossy(k).into_owned()).collect::<Vec<_>>();
        assert_eq!(
            keys("has type \"tuple[Any]\", variable has type \"list[int]\"  [assignment]"),
            ["[assignment]"]
        );
        assert_eq!(keys("warning[clippy::needless_return]: x"), ["[clippy::needless_return]"]);
        assert_eq!(keys("unused variable 'x' [-Wunused-variable]"), ["[-Wunused-variable]"]);
    }

    #[test]
    fn bracketed_keys() {
        let all =
            |m: &str| keys(m.as_bytes()).map(|k| String::from_utf8_lossy(k).into_owned()).collect::<Vec<_>>();
        assert_eq!(all("a [so -> x] b [its -> y]"), ["[so -> x]", "[its -> y]"]);
        assert_eq!(
            all("[used for -> (used for [...] purposes)] z"),
            ["[used for -> (used for [...] purposes)]"]
        );
        assert_eq!(all("[4] (format) snprintf:"), Vec::<String>::new());
        assert_eq!(all("unclosed [abc"), Vec::<String>::new());
        assert_eq!(all("] stray [ok]"), ["[ok]"]);
    }

    /// A style checker's sentences, all distinct, each with one of a few flagged phrases.
    fn report(n: usize, phrases: usize) -> String {
        let mut text = String::from("checking GPL-3\n");
        for i in 0..n {
            let _ = writeln!(
                text,
                "doc/GPL-3:{}: sentence number {i} has [phrase{} -> advice]",
                i + 1,
                (i * 7) % phrases
            );
        }
        text
    }

    #[test]
    fn one_finding_of_each_key() {
        let text = report(200, 30);
        let lines = Lines::new(&text);
        let rows = each_key(&lines);
        assert_eq!(rows.len(), 30);
        let mut keys: Vec<&str> =
            rows.iter().map(|&i| lines.get(i).rsplit('[').next().unwrap_or("")).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), 30);
        // Keys that hardly recur, too many keys, or too few findings: nothing.
        assert!(each_key(&Lines::new(&report(200, 139))).is_empty());
        assert!(each_key(&Lines::new(&report(400, 97))).is_empty());
        assert!(each_key(&Lines::new(&report(15, 3))).is_empty());
    }

    proptest::proptest! {
        /// Arbitrary findings: no panic, rows in order and distinct, each holding a key no row
        /// before it holds, at most [`MAX_KEYS`].
        #[test]
        fn each_row_brings_a_new_key(
            rows in proptest::collection::vec((0usize..8, 0usize..3, "[a-z \\[\\]-]{0,12}"), 0..200),
        ) {
            let text = keyed_findings(&rows);
            let lines = Lines::new(&text);
            let found = each_key(&lines);
            proptest::prop_assert!(found.len() <= MAX_KEYS);
            proptest::prop_assert!(found.windows(2).all(|w| w[0] < w[1]));
            let mut seen = HashSet::new();
            let mut k = 0;
            for i in 0..lines.len() {
                let Some(message) = crate::located::message(lines.bytes(i)) else { continue };
                // Every key is recorded, not only the first new one.
                let mut new = false;
                for key in keys(message) {
                    new |= seen.insert(key);
                }
                if found.get(k) == Some(&i) {
                    proptest::prop_assert!(new, "row {i} brings no new key");
                    k += 1;
                } else if !found.is_empty() {
                    proptest::prop_assert!(!new, "row {i} brings a new key and is not kept");
                }
            }
        }

        /// Arbitrary text never panics.
        #[test]
        fn any_text(text in "(?s).{0,2000}") {
            let lines = Lines::new(&text);
            proptest::prop_assert!(each_key(&lines).iter().all(|&i| i < lines.len()));
        }
    }
}
