//! A declaration's declared name is its key: where an output is a listing of declarations (a
//! preprocessed C file's prototypes and typedefs, a language's signatures), each keeps its row.
//!
//! A declaration is read by shape, for every language alike: a row at the margin whose head —
//! the text before its first `(` (a prototype's parameters), or before its closing `;` when it
//! has none — is words and pointer stars only, two words or more (a type, then a name), and its
//! declared name is the head's last word (`extern void *malloc (size_t __size) …` declares
//! `malloc`, `typedef __time_t time_t;` declares `time_t`). Whatever template the miner filed a
//! row under (a prototype's depends on how many words its type and parameters take), a fold
//! would name only a few of them; an agent asks for one by its name. Where [`MIN_ROWS`] rows or
//! more make a third of the lines at the margin and nearly all declare distinct names (an SQL
//! dump's `INSERT INTO t VALUES(…)` rows all declare `t`), the output is read by name: its rows
//! are kept as written up to the listing budget (`ctx_squash_core::LISTING_ROWS`). Over it, the
//! rows whose names the lines after the last declaration use (the code the declarations were
//! gathered for: a compiled file's own function, below its headers) come first, then the rest
//! from the top; what the budget leaves out folds as before, its rows in the archive.

use std::collections::HashSet;

use ctx_squash_core::Lines;

/// Declarations an output must hold before it is read by name.
const MIN_ROWS: usize = 50;
/// Share (in percent) of the rows whose declared name must be distinct.
const DISTINCT_PERCENT: usize = 90;
/// Share (in percent) of the lines at the margin the declarations must make.
const MARGIN_PERCENT: usize = 33;
/// Bytes of rows kept at most (see the module's documentation).
const MAX_BYTES: usize = ctx_squash_core::LISTING_ROWS;
/// Bytes of the lines after the last declaration read for the names they use.
const USE_BYTES: usize = 64 * 1024;

/// Adds to `kept` (the rows of a listing read by key, when another principle found none) the
/// rows of a listing of declarations, within the budget, in order: [`declarations`], which
/// `read` gives (read beside the miner on two threads, whatever `kept` holds: they read the
/// lines alone; on one thread asked only when `kept` is empty), used only when `kept` is empty.
pub(crate) fn add_rows(read: impl FnOnce() -> Vec<usize>, kept: &mut Vec<usize>) {
    if kept.is_empty() {
        *kept = read();
    }
}

/// The declared name of `row` (see the module's documentation), as a range of its bytes.
pub(crate) fn declared(row: &[u8]) -> Option<(usize, usize)> {
    if !row.first().is_some_and(|&b| b.is_ascii_alphabetic() || b == b'_') {
        return None;
    }
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut end = None;
    for (k, &b) in row.iter().enumerate() {
        if b == b'(' {
            end = Some(k);
            break;
        }
        if !(word(b) || b == b' ' || b == b'*') {
            let rest = row[k..].trim_ascii_end();
            if b == b';' && rest.len() == 1 {
                end = Some(k);
                break;
            }
            return None;
        }
    }
    let head = &row[..end?];
    let last = head.iter().rposition(|&b| word(b))? + 1;
    let start = head[..last].iter().rposition(|&b| !word(b))? + 1;
    // Two words or more: a type before the name (a lone `f(x)` or `done;` declares nothing).
    let words = head[..start].split(|&b| !word(b)).filter(|w| !w.is_empty()).count();
    (words >= 1 && !head[start].is_ascii_digit()).then_some((start, last))
}

/// The rows of a listing of declarations to keep (see the module's documentation), sorted; none
/// when the output is no such listing.
pub(crate) fn declarations(lines: &Lines<'_>) -> Vec<usize> {
    let mut rows: Vec<(usize, &[u8])> = Vec::new();
    let mut margin = 0;
    for i in 0..lines.len() {
        let row = lines.bytes(i);
        if row.first().is_none_or(u8::is_ascii_whitespace) {
            continue;
        }
        margin += 1;
        if let Some((start, end)) = declared(row) {
            rows.push((i, &row[start..end]));
        }
    }
    let names: HashSet<&[u8]> = rows.iter().map(|&(_, name)| name).collect();
    if rows.len() < MIN_ROWS
        || names.len() * 100 < rows.len() * DISTINCT_PERCENT
        || rows.len() * 100 < margin * MARGIN_PERCENT
    {
        return Vec::new();
    }
    let all = rows.iter().map(|&(i, _)| lines.bytes(i).len() + 1).sum::<usize>();
    if all <= MAX_BYTES {
        return rows.into_iter().map(|(i, _)| i).collect();
    }
    let used = used_names(lines, rows.last().map_or(0, |&(i, _)| i + 1), &names);
    let (first, rest): (Vec<_>, Vec<_>) = rows.iter().partition(|&&(_, name)| used.contains(name));
    let mut kept = Vec::new();
    let mut bytes = 0;
    for (i, _) in first.into_iter().chain(rest) {
        bytes += lines.bytes(i).len() + 1;
        if bytes > MAX_BYTES {
            break;
        }
        kept.push(i);
    }
    kept.sort_unstable();
    kept
}

/// The declared `names` the lines from `from` on use (up to [`USE_BYTES`] of them).
fn used_names<'a>(lines: &Lines<'a>, from: usize, names: &HashSet<&[u8]>) -> HashSet<&'a [u8]> {
    let mut used = HashSet::new();
    let mut read = 0;
    for i in from..lines.len() {
        let line = lines.bytes(i);
        read += line.len() + 1;
        if read > USE_BYTES {
            break;
        }
        for word in line.split(|&b| !(b.is_ascii_alphanumeric() || b == b'_')) {
            if names.contains(word) {
                used.insert(word);
            }
        }
    }
    used
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    fn name(row: &str) -> Option<&str> {
        declared(row.as_bytes()).map(|(s, e)| &row[s..e])
    }

    #[test]
    fn a_declaration_names_the_last_word_of_its_head() {
        assert_eq!(name("extern void *malloc (size_t __size) __attribute__ ((__malloc__))"), Some("malloc"));
        assert_eq!(name("typedef struct _IO_FILE FILE;"), Some("FILE"));
        assert_eq!(name("func Repeat(s string, count int) string"), Some("Repeat"));
        assert_eq!(name("double blast_radius(double kg)"), Some("blast_radius"));
        // No type before the name, a word of other marks, an indented row, a line that goes on.
        assert_eq!(name("main(argc, argv)"), None);
        assert_eq!(name("INFO: request (42) served"), None);
        assert_eq!(name("    int x;"), None);
        assert_eq!(name("struct tm"), None);
        assert_eq!(name("done;"), None);
    }

    #[test]
    fn a_listing_of_declarations_keeps_its_rows_and_the_used_ones_first() {
        let mut text = String::new();
        for k in 0..3000 {
            let _ = writeln!(
                text,
                "extern int function_number_{k} (const char *__s, int __n) __attribute__ ((__nothrow__));"
            );
            let _ = writeln!(text, "     __attribute__ ((__nonnull__ ({})));", k % 3);
        }
        text.push_str("int main(void)\n{\n    return function_number_2999 (\"\", 0);\n}\n");
        let lines = Lines::new(&text);
        let kept = declarations(&lines);
        let bytes: usize = kept.iter().map(|&i| lines.bytes(i).len() + 1).sum();
        assert!(bytes <= MAX_BYTES && kept.len() > 100, "{bytes} {}", kept.len());
        // The one the code below them uses is kept though the budget ends well before it.
        assert!(kept.contains(&(2 * 2999)), "{kept:?}");
        assert!(kept.contains(&0));
        // In a squash, a row from the top and the used one stand as written.
        let out = crate::squash_log(&text);
        for k in [0, 5, 2999] {
            assert!(out.contains(&format!("extern int function_number_{k} (")), "{k}: {out}");
        }
        // One name declared again and again (an SQL dump's rows) is no listing by name.
        let mut dump = String::new();
        for k in 0..300 {
            let _ = writeln!(dump, "INSERT INTO orders VALUES({k},'x');");
        }
        assert!(declarations(&Lines::new(&dump)).is_empty());
    }
}
