//! A listing's row of a rare shape is a standout: among rows that nearly all carry the same
//! fields, the row with an extra field (a label and its value) is the one a reader looks for.
//!
//! `rare_rows` keys a row by its words, which finds a `FAILED` among `PASSED` but not a row that
//! says more than the others: cspell's 169 `path:l:c - Unknown word (w)` rows, each naming its own
//! word, of which the few real typos carry a `fix: (suggestion)` the others lack. So each row is
//! keyed by its shape past its path: the sequence of its words holding a letter (a number, a
//! percentage or a lone mark varies with alignment and is no field), each read as a label (it ends
//! in `:`), a bracketed value (it opens with `(`, `[`, `{` or `<`) or a plain word, a run of plain
//! words one (a message or a list of suggestions is one field however many words it has), at most
//! [`MAX_WORDS`] words read. When at least 50 rows have a shape, one shape is on 80% of them or
//! more and that shape has fields (two classes or more: matched code, prose, a grep's lines, are
//! one run of words, whose labels and brackets are no field), the rows of a shape at most one row in 16 has (and at most a quarter as many as the
//! commonest) are kept, at most [`MAX_RARE_SHAPES`]. A grep's matched lines, of every shape, have
//! no dominant one and keep nothing more.

use ctx_squash_core::{Fnv, Rarity};

/// Rows kept for their rare shape, at most.
pub(crate) const MAX_RARE_SHAPES: usize = 24;
/// Words of a row read into its shape, at most.
const MAX_WORDS: usize = 12;
/// A shape is rare on at most one row in 16 of 50 or more, the commonest on 80% of them.
const SHAPES: Rarity =
    Rarity { min_rows: 50, dominant_percent: 80, repeated_percent: 0, rare: 16, singles_rare: 1 };

/// The rows whose shape is rare (see the module's documentation), given each row's text past its
/// path (`None` for a line that is no row), in order.
pub(crate) fn rare_shapes(rows: &[Option<&[u8]>]) -> Vec<usize> {
    let shapes: Vec<Option<(u64, usize)>> = rows.iter().map(|row| row.and_then(shape)).collect();
    let mut counts: std::collections::HashMap<(u64, usize), usize> = std::collections::HashMap::new();
    for s in shapes.iter().flatten() {
        *counts.entry(*s).or_insert(0) += 1;
    }
    let common = counts.iter().max_by_key(|&(s, &n)| (n, *s)).map(|(s, _)| *s);
    if common.is_none_or(|(_, classes)| classes < 2) {
        return Vec::new();
    }
    let keys: Vec<Option<u64>> = shapes.iter().map(|s| s.map(|(hash, _)| hash)).collect();
    SHAPES.rare_rows(&keys).into_iter().map(|(i, _)| i).take(MAX_RARE_SHAPES).collect()
}

/// A row's shape: the hash of the classes of its words holding a letter past its first token and
/// how many classes it wrote, `None` when it has none.
fn shape(text: &[u8]) -> Option<(u64, usize)> {
    let mut words = text.split(u8::is_ascii_whitespace).filter(|w| !w.is_empty());
    // The first token is the path's: what is glued to it names the row, not its shape.
    if !text.first().is_some_and(u8::is_ascii_whitespace) {
        words.next();
    }
    let mut hash = Fnv::new();
    let mut last: Option<&[u8]> = None;
    let mut classes = 0;
    for word in words.filter(|w| w.iter().any(u8::is_ascii_alphabetic)).take(MAX_WORDS) {
        let class: &[u8] = if word.ends_with(b":") {
            b":"
        } else if word.first().is_some_and(|b| matches!(b, b'(' | b'[' | b'{' | b'<')) {
            b"("
        } else {
            b"w"
        };
        if !(class == b"w" && last == Some(b"w")) {
            hash.write(class);
            classes += 1;
        }
        last = Some(class);
    }
    last.map(|_| (hash.finish(), classes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn shapes_are_the_classes_of_the_words_past_the_path() {
        let s = |text: &str| shape(text.as_bytes());
        assert_eq!(s("1:2 - Unknown word (codegen)"), s("90:7 - Unknown word (jtd)"));
        assert_ne!(s("1:2 - Unknown word (codegen)"), s("1:2 - Unknown word (descrim) fix: (discrim)"));
        // Alignment and numbers are no field.
        assert_eq!(s(":t[1] PASSED [  1%]"), s(":t[2] PASSED [100%]"));
        // A run of plain words is one field: a list of suggestions is no extra field.
        assert_eq!(s("3: crate ==> create"), s("1478: fo ==> of, for, to, do, go"));
        assert_eq!(s("12:"), None);
        assert_eq!(s(""), None);
    }

    #[test]
    fn the_rows_with_an_extra_field_are_kept() {
        let mut rows: Vec<String> = (0..160).map(|i| format!("{i}:3 - Unknown word (w{i}x)")).collect();
        rows.insert(17, "187:59 - Unknown word (disciminator) fix: (discriminator)".to_owned());
        rows.insert(73, "187:44 - Unknown word (descriminator) fix: (discriminator)".to_owned());
        let texts: Vec<Option<&[u8]>> = rows.iter().map(|r| Some(r.as_bytes())).collect();
        assert_eq!(rare_shapes(&texts), [17, 73]);
        // Few rows say nothing about rarity.
        assert!(rare_shapes(&texts[..40]).is_empty());
        // Matched code is one run of words: its brackets and labels are no field.
        let mut code: Vec<String> = (0..160).map(|i| format!("{i}:    let x{i} = y.unwrap();")).collect();
        code.insert(9, "9:    fn f(x: u32) {".to_owned());
        let texts: Vec<Option<&[u8]>> = code.iter().map(|r| Some(r.as_bytes())).collect();
        assert!(rare_shapes(&texts).is_empty());
    }

    proptest! {
        /// On any rows: no panic, at most the cap, each kept row a row, in order.
        #[test]
        fn rare_shapes_are_rows_in_order(rows in proptest::collection::vec(proptest::option::of("[ -~é]{0,40}"), 0..200)) {
            let texts: Vec<Option<&[u8]>> = rows.iter().map(|r| r.as_deref().map(str::as_bytes)).collect();
            let kept = rare_shapes(&texts);
            prop_assert!(kept.len() <= MAX_RARE_SHAPES);
            prop_assert!(kept.windows(2).all(|w| w[0] < w[1]));
            prop_assert!(kept.iter().all(|&i| texts.get(i).copied().flatten().and_then(shape).is_some()));
        }

        /// Rows all of one shape but a few: exactly those few are kept.
        #[test]
        fn the_odd_shapes_among_many_alike(n in 80usize..200, odd in proptest::collection::btree_set(0usize..80, 1..4)) {
            let rows: Vec<String> = (0..n)
                .map(|i| if odd.contains(&i) { format!("{i}:1 - bad x{i} fix: (y)") } else { format!("{i}:1 - bad (x{i})") })
                .collect();
            let texts: Vec<Option<&[u8]>> = rows.iter().map(|r| Some(r.as_bytes())).collect();
            prop_assert_eq!(rare_shapes(&texts), odd.into_iter().collect::<Vec<_>>());
        }
    }
}
