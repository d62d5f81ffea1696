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

/// Of a file's hits (indices, in order, each with whether it is a comment), the `n` to keep: the
/// first in code, then the first in comments when the code has fewer than `n`.
pub(crate) fn chosen(hits: &[(usize, bool)], n: usize) -> Vec<usize> {
    let code = hits.iter().filter(|h| !h.1);
    let comments = hits.iter().filter(|h| h.1);
    let mut kept: Vec<usize> = code.chain(comments).take(n).map(|h| h.0).collect();
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
        assert_eq!(chosen(&[(1, true), (2, true), (3, false), (4, false)], 1), [3]);
        assert_eq!(chosen(&[(1, true), (2, true), (3, false)], 2), [1, 3]);
        assert_eq!(chosen(&[(1, true), (2, true)], 1), [1]);
        assert_eq!(chosen(&[], 3), [] as [usize; 0]);
    }
}
