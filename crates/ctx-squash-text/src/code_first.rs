//! A search's hit in code comes before its hit in a comment.
//!
//! When a file's hits are too many to keep, a squash keeps its first few. But source files open
//! with documentation, and documentation shows what the code does: `grep -rn 'unwrap()'` over a
//! crate finds each file's `//! send.send("x").unwrap();` and `/// handle.await.unwrap();`
//! examples before the one line of code that calls it (`let inner = self.inner.take().unwrap();`).
//! An agent searching code looks for what the code does. So a file's kept hits are its first hits
//! in code, then, if it has too few, its first in comments — the same count, whatever the
//! language: a comment is a line whose text opens with `//`, `/*`, `*`, `#` and a blank, `--`
//! and a blank, `;;`, `<!--`, or a docstring's quotes.

/// Whether a hit's text (what follows `path:LINE:` or `LINE:`) is a comment.
pub(crate) fn comment(text: &[u8]) -> bool {
    let t = text.trim_ascii_start();
    t.starts_with(b"//")
        || t.starts_with(b"/*")
        || t.starts_with(b"*/")
        || t == b"*"
        || t.starts_with(b"* ")
        || t == b"#"
        || t.starts_with(b"# ")
        || t.starts_with(b"##")
        || t.starts_with(b"-- ")
        || t.starts_with(b";;")
        || t.starts_with(b"<!--")
        || t.starts_with(b"\"\"\"")
        || t.starts_with(b"'''")
}

/// The text of a hit line: past `path:` (its length given) and a line number, and a column
/// number if any (`src/a.rs:12:5:text`), or past `LINE:`/`LINE-` under a heading.
pub(crate) fn hit_text(line: &[u8], path: Option<usize>) -> &[u8] {
    let mut rest = path.map_or(line, |colon| line.get(colon + 1..).unwrap_or_default());
    for _ in 0..2 {
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 || !matches!(rest.get(digits), Some(b':' | b'-')) {
            break;
        }
        rest = &rest[digits + 1..];
    }
    rest
}

/// A hit of a file: its line, whether it is a comment, whether it names the file's path
/// (`path:LINE:text`, not a bare `LINE:text` under it).
pub(crate) type Hit = (usize, bool, bool);

/// Of a file's hits (in order), the `n` to keep: the first in code, then the first in comments
/// when the code has fewer than `n` — and, when the file has hits that name its path, one of them
/// always (the first in code, else the first), in place of the last chosen: the path must stay.
pub(crate) fn chosen(hits: &[Hit], n: usize) -> Vec<usize> {
    let code = hits.iter().filter(|h| !h.1);
    let comments = hits.iter().filter(|h| h.1);
    let mut kept: Vec<&Hit> = code.chain(comments).take(n).collect();
    let naming = hits.iter().find(|h| h.2 && !h.1).or_else(|| hits.iter().find(|h| h.2));
    if let Some(naming) = naming
        && !kept.iter().any(|h| h.2)
    {
        kept.pop();
        kept.push(naming);
    }
    let mut kept: Vec<usize> = kept.into_iter().map(|h| h.0).collect();
    kept.sort_unstable();
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, expected: bool) {
        assert_eq!(comment(text.as_bytes()), expected, "{text}");
    }

    #[test]
    fn comments_by_their_opening() {
        for text in [
            "//! send.send(1).unwrap();",
            "    /// x.unwrap()",
            "/* a */",
            " * a",
            " *",
            "# a python comment",
            "## heading",
            "-- sql comment",
            ";; lisp",
            "<!-- html -->",
            "\"\"\"docstring",
        ] {
            check(text, true);
        }
        for text in [
            "let inner = self.inner.take().unwrap();",
            "#[derive(Debug)]",
            "#include <stdio.h>",
            "x = a * b",
            "--flag",
            "*ptr = 1;",
            "",
        ] {
            check(text, false);
        }
    }

    #[test]
    fn hit_texts() {
        assert_eq!(hit_text(b"src/a.rs:12:    x", Some(8)), b"    x");
        assert_eq!(hit_text(b"src/a.rs:12:5:x", Some(8)), b"x");
        assert_eq!(hit_text(b"12:// x", None), b"// x");
        assert_eq!(hit_text(b"13-  y", None), b"  y");
        assert_eq!(hit_text(b"src/a.rs:x", Some(8)), b"x");
        assert_eq!(hit_text(b"a", Some(8)), b"");
    }

    #[test]
    fn code_first_then_comments() {
        assert_eq!(chosen(&[(1, true, true), (2, true, true), (3, false, true), (4, false, true)], 1), [3]);
        assert_eq!(chosen(&[(1, true, true), (2, true, true), (3, false, true)], 2), [1, 3]);
        assert_eq!(chosen(&[(1, true, true), (2, true, true)], 1), [1]);
        assert_eq!(chosen(&[], 3), [] as [usize; 0]);
        // A hit naming the path stays: a bare `LINE:` hit in code does not stand for it.
        assert_eq!(chosen(&[(1, true, true), (2, false, false), (3, false, false)], 1), [1]);
        assert_eq!(chosen(&[(1, true, true), (2, false, false), (3, false, false)], 2), [1, 2]);
        assert_eq!(chosen(&[(1, false, false), (2, false, false)], 1), [1]);
    }
}
