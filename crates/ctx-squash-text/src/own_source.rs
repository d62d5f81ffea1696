//! The user's own source is kept whole: where a tree's top-level entries are attributed to source
//! files, those of the file the command named — or, when it named none, of the file the tree ends
//! with — are kept whole before the other files' entries get a line each.
//!
//! A location is a file and a line, `path:N` (`<crucible.c:6:1, col:54>`, `at ladle.c:73`); a
//! location that names no file (`<line:41:1, …>`, `col:23`) is in the file last named above it,
//! as compilers write their dumps. An entry's source is its first location's file. A tree whose
//! top-level entries come from two sources or more — a compiler's dump of a translation unit, the
//! system headers first and the compiled file last — shows what it was asked about in that file:
//! its entries are kept whole, level by level from the top while they fit in [`OWN_BUDGET`], and
//! what they cost comes out of the top level's budget of the rest.

/// Bytes of the own source's entries kept, at most: the first levels of its subtrees that fit, all
/// of them when it is shorter. A source file of a few hundred lines dumps about this much.
pub(crate) const OWN_BUDGET: usize = 24 * 1024;

/// Marks in `keep` the subtrees of the top-level entries (`columns[i] == Some(top)`) whose source
/// is the own source, whole while they fit in [`OWN_BUDGET`], else the levels from the top that
/// fit (their heads always). `named` are the files the command named: a source is own when its
/// path is one of them or ends with `/` and one of them; when none is, the own source is the last
/// top-level entry's source. Nothing is marked unless some top-level entry is another source's
/// (or none's). Returns the bytes of the lines marked that were not marked before.
pub(crate) fn keep_own_part(
    lines: &[&str],
    columns: &[Option<usize>],
    top: usize,
    named: &[&str],
    keep: &mut [bool],
) -> usize {
    let sources = top_sources(lines, columns, top);
    let is_named = |source: &str| {
        named.iter().any(|n| {
            !n.is_empty() && source.strip_suffix(n).is_some_and(|rest| rest.is_empty() || rest.ends_with('/'))
        })
    };
    let own: Vec<&str> = {
        let mut named_sources: Vec<&str> =
            sources.iter().filter_map(|(_, s)| *s).filter(|s| is_named(s)).collect();
        named_sources.dedup();
        if named_sources.is_empty() {
            sources.iter().rev().find_map(|(_, s)| *s).into_iter().collect()
        } else {
            named_sources
        }
    };
    let is_own = |source: Option<&str>| source.is_some_and(|s| own.contains(&s));
    if own.is_empty() || sources.iter().all(|(_, s)| is_own(*s)) {
        return 0;
    }
    // The own subtrees' lines, by column (a line that is not an entry counts at its subtree's top).
    let mut levels: std::collections::BTreeMap<usize, Vec<usize>> = std::collections::BTreeMap::new();
    for (k, &(head, source)) in sources.iter().enumerate() {
        if !is_own(source) {
            continue;
        }
        let end = sources.get(k + 1).map_or(lines.len(), |&(next, _)| next);
        for i in head..end {
            levels.entry(columns.get(i).copied().flatten().unwrap_or(top).max(top)).or_default().push(i);
        }
    }
    let mut spent = 0;
    let mut added = 0;
    for (level, rows) in levels {
        let bytes: usize = rows.iter().map(|&i| lines.get(i).map_or(0, |l| l.len() + 1)).sum();
        if level > top && spent + bytes > OWN_BUDGET {
            break;
        }
        spent += bytes;
        for i in rows {
            if let Some(kept) = keep.get_mut(i) {
                if !*kept {
                    added += lines.get(i).map_or(0, |l| l.len() + 1);
                }
                *kept = true;
            }
        }
    }
    added
}

/// Each top-level entry's row with its source: the file of the first location its line names,
/// read against the file last named above it; `None` for an entry naming no location.
fn top_sources<'a>(
    lines: &[&'a str],
    columns: &[Option<usize>],
    top: usize,
) -> Vec<(usize, Option<&'a str>)> {
    let mut current: Option<&str> = None;
    let mut out = Vec::new();
    for (i, (&line, column)) in lines.iter().zip(columns).enumerate() {
        let (first, last) = locations(line);
        if *column == Some(top) {
            let source = match first {
                Some(Location::File(file)) => Some(file),
                Some(Location::Relative) => current,
                None => None,
            };
            out.push((i, source));
        }
        if last.is_some() {
            current = last;
        }
    }
    out
}

/// A location a line writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Location<'a> {
    /// `path:N`, the path holding a letter and a `.` or `/`.
    File(&'a str),
    /// `line:N`, `col:N`: a word of letters alone before the number, in the file named last.
    Relative,
}

/// The first location `line` writes, and the file of the last one naming a file. A location is a
/// word (cut at blanks, brackets, commas and quotes) holding no `:`, before a `:` that a digit
/// follows.
fn locations(line: &str) -> (Option<Location<'_>>, Option<&str>) {
    let bytes = line.as_bytes();
    let (mut first, mut last) = (None, None);
    // Where the text after the previous colon starts: a word is read back to there at most, so a
    // line is read once however many colons it holds.
    let mut after_colon = 0;
    for at in memchr::memchr_iter(b':', bytes) {
        let from = after_colon;
        after_colon = at + 1;
        if !bytes.get(at + 1).is_some_and(u8::is_ascii_digit) {
            continue;
        }
        let head = line.get(from..at).unwrap_or_default();
        let start = match head.rfind(|c: char| c.is_whitespace() || "<>()[]{},'\"=".contains(c)) {
            Some(p) => p + 1,
            // `path:6:1`'s column, or a drive's `C:`: the location was read at its first colon.
            None if from > 0 => continue,
            None => 0,
        };
        let word = head.get(start..).unwrap_or_default();
        let location = if word.bytes().any(|b| b.is_ascii_alphabetic()) && word.contains(['.', '/']) {
            last = Some(word);
            Location::File(word)
        } else if !word.is_empty() && word.bytes().all(|b| b.is_ascii_alphabetic()) {
            Location::Relative
        } else {
            continue;
        };
        first.get_or_insert(location);
    }
    (first, last)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_are_read() {
        let (first, last) =
            locations("|-RecordDecl 0x1 <crucible.c:6:1, col:54> col:8 struct element definition");
        assert_eq!(first, Some(Location::File("crucible.c")));
        assert_eq!(last, Some("crucible.c"));
        let line =
            "|-FunctionDecl 0x2 <line:980:1, /usr/include/sys/cdefs.h:386:76> /usr/include/stdlib.h:980:12 x";
        assert_eq!(locations(line), (Some(Location::Relative), Some("/usr/include/stdlib.h")));
        assert_eq!(locations("at 12:30:45 the build"), (None, None));
        assert_eq!(locations("├── serde v1.0.200"), (None, None));
        assert_eq!(locations("+-main() <int main (void) at ladle.c:73>").0, Some(Location::File("ladle.c")));
        assert_eq!(locations(":7"), (None, None));
        // A word holding a colon is no file: a drive, a URL, a path qualified by `::`.
        assert_eq!(locations("C:\\src\\x.c:3"), (None, None));
        assert_eq!(locations("see https://example.org/a.c:12"), (None, None));
        assert_eq!(locations("std::a.b:3"), (None, None));
        // Many colons are read once each.
        let long = "x.c:1".repeat(100_000);
        assert_eq!(locations(&long), (Some(Location::File("x.c")), Some("x.c")));
    }

    fn columns_of(lines: &[&str]) -> Vec<Option<usize>> {
        lines.iter().map(|l| l.find('-').map(|at| l[..at].chars().count())).collect()
    }

    /// The last file's entries are kept whole, the other files' are not marked; a file the
    /// command named is own wherever it stands.
    #[test]
    fn the_own_source_is_kept_whole() {
        let lines = [
            "unit",
            "|-Decl <sys.h:1:1> a",
            "| `-Child <line:2:1> b",
            "|-Decl <line:3:1> c",
            "|-Decl <mine.c:1:1> d",
            "| `-Child <col:3> e",
            "|   `-Leaf </usr/include/stddef.h:9:1> f",
            "|-Decl <line:12:1> g",
            "`-Decl <mine.c:5:1> h",
            "  `-Child <col:2> i",
        ];
        let columns = columns_of(&lines);
        let mut keep = vec![false; lines.len()];
        let added = keep_own_part(&lines, &columns, 1, &[], &mut keep);
        // `g` is on line 12 of the file named last above it, stddef.h.
        assert_eq!(keep, [false, false, false, false, true, true, true, false, true, true]);
        let bytes: usize = (0..lines.len()).filter(|&i| keep[i]).map(|i| lines[i].len() + 1).sum();
        assert_eq!(added, bytes);
        // Named by the command, sys.h is own (as `include/sys.h`), mine.c is not.
        for named in [["sys.h"], ["include/sys.h"]] {
            let lines = lines.map(|l| l.replace("<sys.h", "<include/sys.h"));
            let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
            let mut keep = vec![false; lines.len()];
            keep_own_part(&lines, &columns, 1, &named, &mut keep);
            assert_eq!(
                keep,
                [false, true, true, true, false, false, false, false, false, false],
                "{named:?}"
            );
        }
        // A file the command named that no entry comes from leaves the last one own.
        let mut keep = vec![false; lines.len()];
        keep_own_part(&lines, &columns, 1, &["other.c"], &mut keep);
        assert!(keep[4] && !keep[1]);
        // A tree of one source has no other part: nothing is marked.
        let one = ["u", "|-D <a.c:1:1> x", "`-D <line:2:1> y"];
        let mut keep = vec![false; 3];
        assert_eq!(keep_own_part(&one, &columns_of(&one), 1, &[], &mut keep), 0);
        assert_eq!(keep, [false; 3]);
    }

    /// Over the budget, the own subtrees keep the levels from the top that fit, their heads always.
    #[test]
    fn an_own_part_over_the_budget_keeps_its_top_levels() {
        let deep = "|   `-Deep <col:3> ".to_owned() + &"x".repeat(200);
        let mut lines = vec!["unit", "|-Decl <sys.h:1:1> a", "|-Decl <mine.c:1:1> d"];
        for _ in 0..200 {
            lines.extend(["| `-Child <col:3> e", deep.as_str()]);
        }
        lines.push("`-Decl <line:9:1> z");
        let columns = columns_of(&lines);
        let mut keep = vec![false; lines.len()];
        let added = keep_own_part(&lines, &columns, 1, &[], &mut keep);
        assert!(added <= OWN_BUDGET && keep[2] && keep[3] && !keep[4] && !keep[1], "{added}");
        assert!(keep[lines.len() - 1]);
    }
}
