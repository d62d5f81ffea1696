//! A change that introduces a name the diff's other changes use is the change they all hang on:
//! an added line that defines a name after a declaring word at the margin (`const safeRe = …`,
//! `def parse(`, `pub fn main`, `class Semver`; a visibility's scope is its word's, `pub(crate) fn
//! parse`; modifiers and primitive types after a declaring word are no name, `let mut total`,
//! `static int counter`; an indented one is a local's, a body's) whose name at least
//! [`MIN_USES`] other lines write as a whole word — changed lines of the diff's other hunks
//! (`const { safeRe: re, t } = require(…)` in four other files; a local binding the next lines of
//! its own hunk use is not one), and the lines kept whatever the budget that are no change: a
//! commit's message (`round() here does what they do`), a hunk header, a failure's traceback
//! (`self.assertEqual(lehr.soak_plan(7), (45, 435))`) — is kept, as a small change is, whatever
//! the budget: without it the other lines name a thing the squash never shows. At most
//! [`MAX_DEFINITIONS`] such lines, the most used first.
//!
//! A definition is its body too: the added lines right after it in its hunk, indented deeper
//! (blank lines among them), are kept with it when they are [`MAX_BODY`] lines and
//! [`MAX_BODY_BYTES`] bytes at most — a short function kept whole says what it does
//! (`return int(value)`: the fraction dropped), a long one keeps its signature alone.

use std::collections::HashMap;

use ctx_squash_core::Keyed;

/// Changed lines of other hunks that must write a defined name for its definition to be kept.
pub(crate) const MIN_USES: usize = 2;
/// Definitions kept at most.
pub(crate) const MAX_DEFINITIONS: usize = 16;
/// The most lines of a definition's body kept with it (blank lines among them aside).
pub(crate) const MAX_BODY: usize = 6;
/// The most bytes of a definition's body kept with it.
pub(crate) const MAX_BODY_BYTES: usize = 512;

/// Words that declare the name after them (any number of them may stand before it:
/// `export const`, `pub fn`, `async def`).
const DECLARING: &[&[u8]] = &[
    b"const",
    b"let",
    b"var",
    b"def",
    b"fn",
    b"class",
    b"function",
    b"struct",
    b"enum",
    b"type",
    b"trait",
    b"interface",
    b"static",
    b"export",
    b"pub",
    b"async",
    b"func",
    b"local",
    b"my",
    b"our",
    b"sub",
    b"val",
    b"mod",
];

/// Words after declaring words that bring names in rather than define one (`pub use a::b`,
/// `export import x`): such a line defines nothing.
const NO_DEFINITION: &[&[u8]] = &[b"use", b"import"];

/// Words that stand between the declaring words and the name but are no name: modifiers
/// (`let mut total`, `pub unsafe fn`, `static final`) and C's primitive types (`static int
/// counter`, `const char *name`). Skipped as declaring words are, once a declaring word came.
const NO_NAME: &[&[u8]] = &[
    b"mut",
    b"ref",
    b"unsafe",
    b"extern",
    b"inline",
    b"final",
    b"abstract",
    b"default",
    b"public",
    b"private",
    b"protected",
    b"internal",
    b"override",
    b"readonly",
    b"virtual",
    b"volatile",
    b"register",
    b"constexpr",
    b"unsigned",
    b"signed",
    b"int",
    b"char",
    b"void",
    b"long",
    b"short",
    b"float",
    b"double",
    b"bool",
    b"auto",
];

/// The 0-based indices of the added lines of `bytes` (a unified diff) that define a name at
/// least [`MIN_USES`] other lines write — changed lines of other hunks, and the lines of `kept`
/// (0-based, ascending: those kept whatever the budget) that are no change —, at most
/// [`MAX_DEFINITIONS`] of them, and of their short bodies, ascending.
pub(crate) fn defining_changes(bytes: &[u8], kept: &[usize]) -> Vec<usize> {
    // Each changed line with its hunk's number; each defined name with its line, hunk and body.
    let mut changed: Vec<(usize, &[u8])> = Vec::new();
    let mut changed_at: Vec<usize> = Vec::new();
    let mut defined: HashMap<&[u8], (usize, usize, Vec<usize>), Keyed> = HashMap::default();
    for (number, hunk) in crate::hunks::hunks(bytes).enumerate() {
        for (at, line) in hunk.lines.iter().enumerate().filter(|(_, line)| line.side.is_change()) {
            changed.push((number, line.text));
            changed_at.push(line.idx);
            if line.side == crate::hunks::Side::New
                && let Some(name) = defined_name(line.text)
            {
                defined.entry(name).or_insert_with(|| (line.idx, number, body(&hunk.lines, at)));
            }
        }
    }
    if defined.is_empty() {
        return Vec::new();
    }
    let mut uses: HashMap<&[u8], usize, Keyed> = HashMap::default();
    for &(number, text) in &changed {
        for word in words(text) {
            if let Some(&(_, hunk, _)) = defined.get(word)
                && hunk != number
            {
                *uses.entry(word).or_default() += 1;
            }
        }
    }
    // The kept lines that are no change (`changed_at` ascends, as the hunks' lines do).
    let mut kept = kept.iter().copied().filter(|idx| changed_at.binary_search(idx).is_err()).peekable();
    for (idx, line) in bytes.split(|&b| b == b'\n').enumerate() {
        if kept.peek().is_none() {
            break;
        }
        if kept.next_if_eq(&idx).is_none() {
            continue;
        }
        for word in words(line) {
            if defined.contains_key(word) {
                *uses.entry(word).or_default() += 1;
            }
        }
    }
    let mut chosen: Vec<(usize, usize)> = uses
        .into_iter()
        .filter(|&(_, n)| n >= MIN_USES)
        .filter_map(|(name, n)| Some((n, defined.get(name)?.0)))
        .collect();
    // The most used first, then the first defined.
    chosen.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let by_line: HashMap<usize, &Vec<usize>, Keyed> =
        defined.values().map(|(idx, _, body)| (*idx, body)).collect();
    let mut lines: Vec<usize> = Vec::new();
    for (_, idx) in chosen.into_iter().take(MAX_DEFINITIONS) {
        lines.push(idx);
        lines.extend(by_line.get(&idx).map(|body| body.as_slice()).unwrap_or_default());
    }
    lines.sort_unstable();
    lines.dedup();
    lines
}

/// The body of the definition at `lines[at]`: the added lines right after it indented deeper,
/// blank ones among them, up to a line that is not (the last blank lines are not the body's),
/// when they are [`MAX_BODY`] lines and [`MAX_BODY_BYTES`] bytes at most; else none.
fn body(lines: &[crate::hunks::Line<'_>], at: usize) -> Vec<usize> {
    let indent = |text: &[u8]| text.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
    let Some(definition) = lines.get(at) else { return Vec::new() };
    let depth = indent(definition.text);
    let mut body: Vec<usize> = Vec::new();
    // Lines written in the body, its bytes, and its length up to its last written line (the
    // blank lines past it end the body rather than belong to it).
    let (mut written, mut bytes, mut through_written) = (0, 0, 0);
    for line in lines.get(at + 1..).unwrap_or_default() {
        let blank = line.text.trim_ascii().is_empty();
        if line.side != crate::hunks::Side::New || (!blank && indent(line.text) <= depth) {
            break;
        }
        body.push(line.idx);
        if !blank {
            written += 1;
            bytes += line.text.len() + 2;
            if written > MAX_BODY || bytes > MAX_BODY_BYTES {
                return Vec::new();
            }
            through_written = body.len();
        }
    }
    body.truncate(through_written);
    body
}

/// The name a line defines: the word after one or more declaring words at its start (at the
/// margin), when a name (a letter, `_` or `$`, then those and digits) of at least two bytes.
fn defined_name(text: &[u8]) -> Option<&[u8]> {
    let mut rest = text;
    let mut declared = false;
    loop {
        let word = rest.get(..word_len(rest))?;
        if declared && NO_DEFINITION.contains(&word) {
            return None;
        }
        // A modifier's word is the name when no name follows it (`const ref = useRef()`).
        let modifier = declared
            && NO_NAME.contains(&word)
            && rest.get(word.len()..).unwrap_or_default().trim_ascii_start().first().is_some_and(|&b| {
                b.is_ascii_alphabetic() || b == b'_' || b == b'$' || b == b'*' || b == b'&' || b == b'('
            });
        let declaring = DECLARING.contains(&word) || modifier;
        // A visibility's scope (`pub(crate)`, `pub(in a::b)`) is the declaring word's.
        let after = rest.get(word.len()..).unwrap_or_default();
        let after = match after.strip_prefix(b"(") {
            Some(scope) if declaring => scope.get(memchr::memchr(b')', scope)? + 1..).unwrap_or_default(),
            _ => after,
        };
        if declaring && after.first().is_some_and(|&b| b == b' ' || b == b'\t') {
            declared = true;
            rest = after.trim_ascii_start();
            continue;
        }
        let starts = word.first().is_some_and(|&b| b.is_ascii_alphabetic() || b == b'_' || b == b'$');
        return (declared && starts && word.len() >= 2).then_some(word);
    }
}

/// The length of the name at the start of `text`.
fn word_len(text: &[u8]) -> usize {
    text.iter().take_while(|&&b| is_name_byte(b)).count()
}

/// A byte of a name.
fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$'
}

/// The whole words of a line.
fn words(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    text.split(|&b| !is_name_byte(b)).filter(|word| !word.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_other_changes_use_keeps_its_definition() {
        let diff = "\
diff --git a/re.js b/re.js
--- a/re.js
+++ b/re.js
@@ -1,2 +1,3 @@
 const re = exports.re = []
+const safeRe = exports.safeRe = []
 const t = exports.t = {}
diff --git a/a.js b/a.js
--- a/a.js
+++ b/a.js
@@ -1 +1 @@
-const { re, t } = require('./re')
+const { safeRe: re, t } = require('./re')
diff --git a/b.js b/b.js
--- a/b.js
+++ b/b.js
@@ -1 +1 @@
-const { re } = require('./re')
+const { safeRe: re } = require('./re')
";
        assert_eq!(defining_changes(diff.as_bytes(), &[]), vec![5]);
        // Used by one other hunk's change only, it is not kept; nor a binding its own hunk uses.
        let once = diff.rsplit_once("diff --git a/b.js").map_or(diff, |(head, _)| head);
        assert!(defining_changes(once.as_bytes(), &[]).is_empty());
        let local = "@@ -1 +1,4 @@\n-x\n+let total = 0\n+total += 1\n+print(total)\n@@ -9 +9 @@\n-y\n+z\n";
        assert!(defining_changes(local.as_bytes(), &[]).is_empty());
    }

    #[test]
    fn a_name_the_kept_lines_write_keeps_its_definition_and_a_short_body() {
        // `round` is used by one change of another hunk and by a commit's message, a line kept
        // whatever the budget: two uses (fix60). Its body of two lines comes with it.
        let log = "\
commit 9da7c2c947a495dfa67820c92df1a446e4dd70f1
    The controllers truncate; round() here does what they do.
diff --git a/units.py b/units.py
--- /dev/null
+++ b/units.py
@@ -0,0 +1,8 @@
+def round(value):
+    \"\"\"The fraction is dropped.\"\"\"
+
+    return int(value)
+
+
+def celsius(tenths):
+    return tenths / 10
diff --git a/lehr.py b/lehr.py
--- a/lehr.py
+++ b/lehr.py
@@ -1 +1 @@
-    return 2
+    return round(length / rate)
";
        assert_eq!(defining_changes(log.as_bytes(), &[0, 1, 2]), vec![6, 7, 8, 9]);
        // Without the message, one use is too few.
        assert!(defining_changes(log.as_bytes(), &[0, 2]).is_empty());
        // A body longer than MAX_BODY lines keeps the signature alone.
        let steps: Vec<String> = (0..=MAX_BODY).map(|k| format!("+    step_{k}()\n")).collect();
        let long_body = steps.concat();
        let lengthy = log.replacen("+    return int(value)\n", &long_body, 1).replacen(
            "+1,8",
            &format!("+1,{}", 8 + MAX_BODY),
            1,
        );
        assert_eq!(defining_changes(lengthy.as_bytes(), &[0, 1, 2]), vec![6]);
    }

    #[test]
    fn a_definition_is_read_after_its_declaring_words() {
        assert_eq!(defined_name(b"export const safeRe = []"), Some(&b"safeRe"[..]));
        assert_eq!(defined_name(b"pub fn parse(text: &str)"), Some(&b"parse"[..]));
        assert_eq!(defined_name(b"    let total = lines.len();"), None);
        assert_eq!(defined_name(b"def make_safe(value):"), Some(&b"make_safe"[..]));
        assert_eq!(defined_name(b"safeRe[index] = new RegExp(safe)"), None);
        assert_eq!(defined_name(b"const { a, b } = x"), None);
        assert_eq!(defined_name(b"const"), None);
        assert_eq!(defined_name(b""), None);
        // A visibility's scope and the modifiers and types before the name are no name.
        assert_eq!(defined_name(b"pub(crate) fn parse(text: &str)"), Some(&b"parse"[..]));
        assert_eq!(defined_name(b"pub(in crate::a) struct Row {"), Some(&b"Row"[..]));
        assert_eq!(defined_name(b"pub(super) unsafe fn raw()"), Some(&b"raw"[..]));
        assert_eq!(defined_name(b"let mut total = 0;"), Some(&b"total"[..]));
        assert_eq!(defined_name(b"static int counter = 0;"), Some(&b"counter"[..]));
        assert_eq!(defined_name(b"static const char *name = \"x\";"), None);
        assert_eq!(defined_name(b"const unsigned long limit = 4;"), Some(&b"limit"[..]));
        // Without a declaring word before them, they declare nothing.
        assert_eq!(defined_name(b"int main(void)"), None);
        assert_eq!(defined_name(b"mut x"), None);
        assert_eq!(defined_name(b"pub(crate)"), None);
        // A modifier's word with no name after it is the name (review47).
        assert_eq!(defined_name(b"const ref = useRef()"), Some(&b"ref"[..]));
        assert_eq!(defined_name(b"let final: u32 = 3;"), Some(&b"final"[..]));
        assert_eq!(defined_name(b"const internal = require('x')"), Some(&b"internal"[..]));
        // Bringing names in defines none; a module is a definition.
        assert_eq!(defined_name(b"pub use crate::a::Row;"), None);
        assert_eq!(defined_name(b"export import x = y"), None);
        assert_eq!(defined_name(b"pub mod hunks;"), Some(&b"hunks"[..]));
    }

    proptest::proptest! {
        /// Any text: no panic, and every line kept is an added line defining a name or a line
        /// of a body, an added one indented deeper or blank.
        #[test]
        fn any_text_keeps_only_defining_added_lines(text in "(([-+ @]|diff |const |x)[a-z ={}$_]{0,12}\n){0,40}") {
            let lines: Vec<&str> = text.split('\n').collect();
            let kept: Vec<usize> = (0..lines.len()).collect();
            for idx in defining_changes(text.as_bytes(), &kept) {
                let line = lines.get(idx).copied().unwrap_or_default();
                proptest::prop_assert!(line.starts_with('+'), "{line:?}");
                let text = &line.as_bytes()[1..];
                let body = text.first().is_none_or(|&b| b == b' ' || b == b'\t');
                proptest::prop_assert!(body || defined_name(text).is_some(), "{line:?}");
            }
        }
    }
}
