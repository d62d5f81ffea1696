//! In a search's matches, the row that declares the name the rows share is a standout: where
//! most rows use a name, the one whose code writes a declaration keyword right before it
//! (`struct`, `class`, `def`, `fn`, `type`, …) is the row a reader looks for.
//!
//! `grep -rn Span` over a crate prints 187 rows, 186 of them uses of `Span` — fields, imports,
//! signatures — and one `pub struct Span {`: the definition, which the search was run to find.
//! Every row is matched code, one run of words to `rare_rows` and `rare_shapes`, and sampling
//! keeps whichever rows its spread lands on. No context is needed to tell it: the name the rows
//! share is the word (letters, digits and `_`, not led by a digit) on the most rows past their
//! path, on at least half of them; a row declares it when the word before one of its occurrences,
//! a blank or more between, is a declaration keyword ([`KEYWORDS`]: a type's, a function's, a
//! binding's, a module's, in the languages' own spelling). When at least [`MIN_ROWS`] rows share
//! the name and at most one in 8 of them declare it (a listing of declarations, `grep -rn '^fn '`,
//! has no standout among them), those rows are kept, at most [`MAX_DECLARED`]. For any search's
//! output: `grep -rn`, `rg -n`, `git grep -n`, an editor's find in files.

use std::collections::HashMap;

/// Rows of a search a name is shared over, at least.
const MIN_ROWS: usize = 20;
/// Rows kept as declarations, at most.
pub(crate) const MAX_DECLARED: usize = 8;
/// Bytes of a row read for its words, at most: a match's code is a line of source, and a longer
/// row (minified code, a data file's one line) is read only that far.
const MAX_MATCH_LINE: usize = 1024;
/// Words that declare a binding of the name written after them, ranked below the others: a
/// constant or a variable of a type's name is a use as often as not (`const Span& s`).
const BINDINGS: &[&[u8]] = &[b"const", b"let", b"var", b"val"];
/// Words that may follow a declared type's name before its body (`class Span extends Base {`).
const CONTINUATIONS: &[&[u8]] = &[b"extends", b"implements", b"where", b"with"];
/// Words that declare the name written after them.
const KEYWORDS: &[&[u8]] = &[
    b"struct",
    b"enum",
    b"union",
    b"class",
    b"trait",
    b"interface",
    b"type",
    b"typedef",
    b"fn",
    b"func",
    b"function",
    b"def",
    b"const",
    b"let",
    b"var",
    b"val",
    b"mod",
    b"module",
    b"namespace",
    b"record",
    b"protocol",
    b"object",
    b"define",
    b"macro",
];

/// The rows declaring the name the rows share (see the module's documentation), given each row's
/// text past its path (`None` for a line that is no row), in order.
pub(crate) fn declared_rows(rows: &[Option<&[u8]>]) -> Vec<usize> {
    // Each word's count of rows, and the last row that counted it: a row counts a word once. The
    // map holds every distinct word of the input, so it keeps the standard keyed hasher: words
    // crafted to collide under an unkeyed one (a client's tool result through the proxy) would
    // make it quadratic. Its order never reaches the output (the shared name's ties go by word).
    let mut counts: HashMap<&[u8], (usize, usize)> = HashMap::new();
    let mut total = 0;
    for (row, text) in rows.iter().enumerate().filter_map(|(row, text)| text.map(|text| (row, text))) {
        total += 1;
        for (_, word) in words(head(text)) {
            let (count, last) = counts.entry(word).or_insert((0, usize::MAX));
            if *last != row {
                *last = row;
                *count += 1;
            }
        }
    }
    let Some((&name, &(shared, _))) =
        counts.iter().max_by_key(|&(word, &(n, _))| (n, std::cmp::Reverse(*word)))
    else {
        return Vec::new();
    };
    if shared < MIN_ROWS || shared.saturating_mul(2) < total || KEYWORDS.contains(&name) {
        return Vec::new();
    }
    // (a binding's rank, row): a type's, a function's or a module's declaration first.
    let mut declared: Vec<(bool, usize)> = rows
        .iter()
        .enumerate()
        .filter_map(|(i, text)| text.and_then(|text| declares(head(text), name)).map(|binding| (binding, i)))
        .collect();
    if declared.len().saturating_mul(8) > shared {
        return Vec::new();
    }
    declared.sort_unstable();
    let mut kept: Vec<usize> = declared.into_iter().take(MAX_DECLARED).map(|(_, i)| i).collect();
    kept.sort_unstable();
    kept
}

/// A row's first [`MAX_MATCH_LINE`] bytes.
fn head(text: &[u8]) -> &[u8] {
    text.get(..text.len().min(MAX_MATCH_LINE)).unwrap_or(text)
}

/// Whether `text` declares `name`: a declaration keyword, blanks only between, right before it,
/// and after it what a declaration writes next — the line's end, a body, parameters or a type's
/// (`{`, `(`, `[`, `<`), a type or a value (`:`, `=`), a `;`, a macro's value (a digit, a quote)
/// or a word going on with a type's head (`extends`, `where`) —, not a use's `&`, `*` or a
/// variable's name (`const Span& s`, `struct Span *p`). `Some(true)` when the keyword declares a
/// binding (`const`, `let`, …), `None` when `text` does not declare `name`.
fn declares(text: &[u8], name: &[u8]) -> Option<bool> {
    let mut before: Option<(usize, &[u8])> = None;
    for (at, word) in words(text) {
        if word == name
            && let Some((end, keyword)) = before
            && KEYWORDS.contains(&keyword)
            && text.get(end..at).is_some_and(|gap| !gap.is_empty() && gap.iter().all(u8::is_ascii_whitespace))
            && shaped(text.get(at + word.len()..).unwrap_or_default())
        {
            return Some(BINDINGS.contains(&keyword));
        }
        before = Some((at + word.len(), word));
    }
    None
}

/// Whether what follows a declared name, blanks aside, is a declaration's next part (see
/// [`declares`]).
fn shaped(after: &[u8]) -> bool {
    let after = after.trim_ascii_start();
    after.first().is_none_or(|&b| {
        matches!(b, b'{' | b'(' | b'[' | b'<' | b':' | b'=' | b';' | b'"' | b'\'')
            || b.is_ascii_digit()
            || words(after).next().is_some_and(|(at, word)| at == 0 && CONTINUATIONS.contains(&word))
    })
}

/// The words of `text` and where each starts: runs of letters, digits and `_` not led by a digit.
fn words(text: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    let mut i = 0;
    std::iter::from_fn(move || {
        loop {
            let start = i + text.get(i..)?.iter().position(|b| b.is_ascii_alphanumeric() || *b == b'_')?;
            let len =
                text.get(start..)?.iter().take_while(|b| b.is_ascii_alphanumeric() || **b == b'_').count();
            i = start + len;
            if !text.get(start).is_some_and(u8::is_ascii_digit) {
                return Some((start, text.get(start..i)?));
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;
    use proptest::prelude::*;

    fn texts(rows: &[String]) -> Vec<Option<&[u8]>> {
        rows.iter().map(|r| Some(r.as_bytes())).collect()
    }

    #[test]
    fn the_definition_among_uses_is_kept() {
        let mut rows: Vec<String> = (0..120)
            .map(|i| match i % 3 {
                0 => format!("{i}:    span: Span,"),
                1 => format!("{i}:    pub fn span(&self) -> &Span {{"),
                _ => format!("{i}:use crate::ast::{{Ast, Span}};"),
            })
            .collect();
        rows.insert(40, "319:pub struct Span {".to_owned());
        // A near name is another name: `Spans` is not declared by the search.
        rows.insert(10, "134:struct Spans<'p> {".to_owned());
        assert_eq!(declared_rows(&texts(&rows)), [41]);
        // In other languages' spelling.
        for decl in
            ["12:class Span:", "7:export interface Span {", "3:type Span = (usize, usize)", "9:def Span(x):"]
        {
            let mut rows = rows.clone();
            rows.remove(41);
            rows.insert(5, decl.to_owned());
            assert_eq!(declared_rows(&texts(&rows)), [5], "{decl}");
        }
    }

    #[test]
    fn uses_alone_few_rows_or_many_declarations_keep_nothing() {
        let uses: Vec<String> = (0..120).map(|i| format!("{i}:    let s: Span = x{i};")).collect();
        assert!(declared_rows(&texts(&uses)).is_empty());
        let mut few: Vec<String> = (0..12).map(|i| format!("{i}:    span: Span,")).collect();
        few.push("1:pub struct Span {".to_owned());
        assert!(declared_rows(&texts(&few)).is_empty());
        // A search for declarations: every row declares; nothing stands out.
        let decls: Vec<String> = (0..60).map(|i| format!("{i}:fn f{i}() {{}}")).collect();
        assert!(declared_rows(&texts(&decls)).is_empty());
        assert!(declared_rows(&[]).is_empty());
    }

    #[test]
    fn uses_shaped_like_a_declaration_are_none() {
        // C++ signatures and variables of the type (the review of fix18: ten of them filled the
        // cap and the definition was lost): `&`, `*` or a variable's name after the type.
        for decl in [
            "7:void draw(const Span& s, int d) {",
            "9:  struct Span *p = q;",
            "4:  struct Span s;",
            "2:  const Span &t = u;",
        ] {
            assert_eq!(declares(decl.as_bytes(), b"Span"), None, "{decl}");
        }
        for decl in [
            "pub struct Span {",
            "class Span extends Base {",
            "pub struct Span(usize);",
            "struct Span",
            "#define Span 4",
            "struct Span<'a> where",
            "const Span: u8 = 1;",
        ] {
            assert!(declares(decl.as_bytes(), b"Span").is_some(), "{decl}");
        }
        let mut rows: Vec<String> = (0..120).map(|i| format!("{i}:    span: Span,")).collect();
        for k in 0..10 {
            rows.insert(k, format!("{}:void draw{k}(const Span& s, int d) {{", 7 * k + 7));
        }
        rows.insert(70, "319:pub struct Span {".to_owned());
        assert_eq!(declared_rows(&texts(&rows)), [70]);
    }

    #[test]
    fn a_types_declaration_ranks_above_bindings() {
        // Nine bindings named `Span` and one struct: the struct is among the eight kept.
        let mut rows: Vec<String> = (0..150).map(|i| format!("{i}:    span: Span,")).collect();
        for k in 0..9 {
            rows.insert(k, format!("{k}:    let Span = {k};"));
        }
        rows.insert(100, "319:pub struct Span {".to_owned());
        let kept = declared_rows(&texts(&rows));
        assert_eq!(kept.len(), MAX_DECLARED);
        assert!(kept.contains(&100), "{kept:?}");
        assert!(kept.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn a_row_is_read_to_its_first_kilobyte() {
        // The shared name past each row's first 1,024 bytes is not read (a data file's one line).
        let pad = "x ".repeat(MAX_MATCH_LINE);
        let mut rows: Vec<String> = (0..60).map(|i| format!("{i}:{pad} span: Span,")).collect();
        rows.insert(9, format!("9:{pad} pub struct Span {{"));
        assert!(declared_rows(&texts(&rows)).is_empty());
        // A megabyte on one line of distinct words, and many such rows: read in linear time
        // (the review of fix18 measured 4.68 s on 60,000 words; a per-row list of words seen
        // made it quadratic).
        let long = (0..150_000).fold(String::new(), |mut long, i| {
            let _ = write!(long, "w{i} ");
            long
        });
        assert!(long.len() > 1 << 20);
        let rows: Vec<Option<&[u8]>> = std::iter::repeat_n(Some(long.as_bytes()), 40).collect();
        assert!(declared_rows(&rows).is_empty());
    }

    #[test]
    fn words_are_runs_not_led_by_a_digit() {
        let w: Vec<&[u8]> = words(b"319:pub struct Span<'a> { x_1: 2b }").map(|(_, w)| w).collect();
        assert_eq!(w, [&b"pub"[..], b"struct", b"Span", b"a", b"x_1"]);
    }

    proptest! {
        /// On any rows: no panic, at most the cap, in order, each kept row a row.
        #[test]
        fn declared_rows_are_rows_in_order(rows in proptest::collection::vec(proptest::option::of("(struct |fn |Span|span|x|: |\\{|é| )*"), 0..120)) {
            let texts: Vec<Option<&[u8]>> = rows.iter().map(|r| r.as_deref().map(str::as_bytes)).collect();
            let kept = declared_rows(&texts);
            prop_assert!(kept.len() <= MAX_DECLARED);
            prop_assert!(kept.windows(2).all(|w| w[0] < w[1]));
            prop_assert!(kept.iter().all(|&i| texts.get(i).copied().flatten().is_some()));
        }

        /// Many uses of a name and one declaration anywhere: exactly that row is kept.
        #[test]
        fn the_one_declaration_among_uses(n in 40usize..160, at in 0usize..40, keyword in proptest::sample::select(KEYWORDS)) {
            let mut rows: Vec<String> = (0..n).map(|i| format!("{i}:    call(Widget::new({i}));")).collect();
            rows.insert(at, format!("9:pub {} Widget {{", String::from_utf8_lossy(keyword)));
            prop_assert_eq!(declared_rows(&texts(&rows)), vec![at]);
        }
    }
}
