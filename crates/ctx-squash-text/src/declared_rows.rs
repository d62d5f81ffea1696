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
    let mut counts: HashMap<&[u8], usize> = HashMap::new();
    let mut total = 0;
    for text in rows.iter().flatten() {
        total += 1;
        let mut seen: Vec<&[u8]> = Vec::new();
        for (_, word) in words(text) {
            if !seen.contains(&word) {
                seen.push(word);
                *counts.entry(word).or_insert(0) += 1;
            }
        }
    }
    let Some((&name, &shared)) = counts.iter().max_by_key(|&(word, &n)| (n, std::cmp::Reverse(*word))) else {
        return Vec::new();
    };
    if shared < MIN_ROWS || shared.saturating_mul(2) < total || KEYWORDS.contains(&name) {
        return Vec::new();
    }
    let declared: Vec<usize> = rows
        .iter()
        .enumerate()
        .filter(|(_, text)| text.is_some_and(|text| declares(text, name)))
        .map(|(i, _)| i)
        .collect();
    if declared.len().saturating_mul(8) > shared {
        return Vec::new();
    }
    declared.into_iter().take(MAX_DECLARED).collect()
}

/// Whether `text` writes a declaration keyword, blanks only between, right before `name`.
fn declares(text: &[u8], name: &[u8]) -> bool {
    let mut before: Option<(usize, &[u8])> = None;
    for (at, word) in words(text) {
        if word == name
            && before.is_some_and(|(end, keyword)| {
                KEYWORDS.contains(&keyword)
                    && text
                        .get(end..at)
                        .is_some_and(|gap| !gap.is_empty() && gap.iter().all(u8::is_ascii_whitespace))
            })
        {
            return true;
        }
        before = Some((at + word.len(), word));
    }
    false
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
