//! A plain diff's `---` header is kept when it names another file than its `+++`: the two files
//! compared are both facts.
//!
//! `diff -u a b` opens with `--- a` and `+++ b`; when both name one file (`a/src/x.py` and
//! `b/src/x.py`, or one path with two dates) the `+++` line says it all and the `---` line is
//! dropped, but when they differ (`plant-2024.json` against `plant-2025.json`, a file against
//! its backup, two fixtures) the old file's name is said nowhere else. A header's name is what
//! follows `--- `/`+++ ` up to a tab (where `diff -u` writes the file's time), its `a/` or `b/`
//! prefix taken off.

/// Whether the `---` line `minus` names another file than the `+++` line `plus` after it (in a
/// context diff, the `***` line `minus` than the `---` line `plus`).
pub(crate) fn names_another_file(minus: &[u8], plus: &[u8]) -> bool {
    let (old_mark, new_mark): (&[u8], &[u8]) =
        if minus.starts_with(b"*** ") { (b"*** ", b"--- ") } else { (b"--- ", b"+++ ") };
    match (name(minus, old_mark), name(plus, new_mark)) {
        (Some(old), Some(new)) => old != new,
        _ => false,
    }
}

/// The file a header names: after `mark`, up to a tab, without a trailing `\r` nor a leading
/// `a/`/`b/`.
fn name<'a>(line: &'a [u8], mark: &[u8]) -> Option<&'a [u8]> {
    let rest = line.strip_prefix(mark)?;
    let rest = &rest[..memchr::memchr(b'\t', rest).unwrap_or(rest.len())];
    let rest = rest.strip_suffix(b"\r").unwrap_or(rest).trim_ascii_end();
    Some(rest.strip_prefix(b"a/").or_else(|| rest.strip_prefix(b"b/")).unwrap_or(rest))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fmt::Write as _;

    #[test]
    fn another_file_is_named_and_the_same_is_not() {
        let differ = names_another_file;
        assert!(differ(
            b"--- plant-2024.json\t2026-12-05 20:22:34 +0000",
            b"+++ plant-2025.json\t2026-12-05 20:22:35 +0000"
        ));
        assert!(!differ(b"--- a/src/x.py", b"+++ b/src/x.py"));
        assert!(!differ(b"--- src/x.py\t2026-01-01", b"+++ src/x.py\t2026-01-02"));
        assert!(!differ(b"--- a/x\r", b"+++ b/x\r"));
        assert!(differ(b"--- a/old.rs", b"+++ b/new.rs"));
        assert!(!differ(b"-- a", b"+++ b"), "no header");
        // A context diff's `***` and `---`.
        assert!(differ(b"*** old/boil.conf\t2025-11-01", b"--- new/boil.conf\t2025-11-14"));
        assert!(!differ(b"*** boil.conf\t2025-11-01", b"--- boil.conf\t2025-11-14"));
    }

    /// The squash of a plain diff of two differently named files keeps both names.
    #[test]
    fn the_squash_keeps_both_names() {
        let mut diff = String::from("--- plant-2024.json\t2026-12-05\n+++ plant-2025.json\t2026-12-05\n");
        for k in 0..200 {
            let at = 10 * k + 3;
            let _ = write!(
                diff,
                "@@ -{at},7 +{at},7 @@\n   {{\n     \"unit\": \"belt-{k}\",\n     \"zone\": \"north\",\n-    \"firmware\": \"4.2.1\",\n+    \"firmware\": \"4.3.0\",\n     \"on\": true,\n   }},\n"
            );
        }
        let out = crate::squash_generic(&diff, 3000);
        assert!(out.len() < diff.len(), "{out}");
        assert!(out.contains("--- plant-2024.json"), "{out}");
        assert!(out.contains("+++ plant-2025.json"), "{out}");
    }

    proptest::proptest! {
        /// Any two lines: no panic, and a header is never said to differ from itself.
        #[test]
        fn any_lines(a in proptest::collection::vec(proptest::num::u8::ANY, 0..40), b in "[a-z/._ \t-]{0,30}") {
            let _ = names_another_file(&a, &a);
            let minus = format!("--- {b}");
            let plus = format!("+++ {b}");
            proptest::prop_assert!(!names_another_file(minus.as_bytes(), plus.as_bytes()));
        }
    }
}
