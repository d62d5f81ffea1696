//! A listing's row whose words are of a rare kind is a standout, and is kept.
//!
//! A listing keeps each file's first rows; but the rows of one file can be hundreds alike but for
//! one word — `pytest -v`'s `tests/a.py::test_x[3] PASSED [ 41%]` rows and the two `FAILED` among
//! them, `sha256sum -c`'s `a.tar: OK` and its one `b.tar: FAILED` — and the odd word is what the
//! reader asks about. So each row is keyed by its words past its path: the whitespace-separated
//! words after the first token (the path and what is glued to it: a node id, a line number), each
//! stripped of the punctuation around it, and only the words made of letters — a number, a
//! percentage, an identifier (`foo_bar`, `x.unwrap()`) varies from row to row and is no kind.
//! When at least 50 rows have a key and one key is on 80% of them or more, the rows of a key at
//! most one keyed row in [`RARE`](ctx_squash_core::RARE) has are kept (the core's
//! [`rare_minority`](ctx_squash_core::rare_minority)), at most [`MAX_RARE_ROWS`]. A grep's
//! matched lines, nearly all distinct, have no dominant key, and keep nothing more.

use ctx_squash_core::{Fnv, rare_minority};

/// Rows kept for their rare words, at most: a rare match among many alike must not flood.
pub(crate) const MAX_RARE_ROWS: usize = 24;
/// Words of a row read into its key, at most.
const MAX_WORDS: usize = 8;

/// The rows whose key is rare (see the module's documentation), given each row's text past its
/// path (`None` for a line that is no row), in order.
pub(crate) fn rare_rows(rows: &[Option<&[u8]>]) -> Vec<usize> {
    let keys: Vec<Option<u64>> = rows.iter().map(|row| row.and_then(key)).collect();
    rare_minority(&keys, MAX_RARE_ROWS)
}

/// A row's key: the hash of its words made of letters past its first token, `None` when it has
/// none.
fn key(text: &[u8]) -> Option<u64> {
    let mut hash = Fnv::new();
    let mut any = false;
    for word in past_path_token(text).filter(|w| is_word(w)).take(MAX_WORDS) {
        hash.write(word);
        hash.separate();
        any = true;
    }
    any.then(|| hash.finish())
}

/// A row's tokens past its first (the path's: what is glued to it names the row, not its kind),
/// each [`bare`]; a row opening with a blank has no such first token.
pub(crate) fn past_path_token(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    let mut tokens = text.split(u8::is_ascii_whitespace).filter(|w| !w.is_empty());
    if !text.first().is_some_and(u8::is_ascii_whitespace) {
        tokens.next();
    }
    tokens.map(bare)
}

/// A word without the punctuation around it (`[`, `(`, `]:`, `,`): `rare_rows`' words and
/// `odd_forms`' names read so.
pub(crate) fn bare(word: &[u8]) -> &[u8] {
    let start = word.iter().position(|b| !b.is_ascii_punctuation()).unwrap_or(word.len());
    let end = word.iter().rposition(|b| !b.is_ascii_punctuation()).map_or(start, |e| e + 1);
    word.get(start..end.max(start)).unwrap_or_default()
}

/// A word: letters only.
fn is_word(word: &[u8]) -> bool {
    !word.is_empty() && word.iter().all(u8::is_ascii_alphabetic)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_the_words_past_the_path() {
        let k = |text: &str| key(text.as_bytes());
        assert_eq!(k(":test_a[0-211x300] PASSED [  0%]"), k(":test_b[7] PASSED     [100%]"));
        assert_ne!(k(":test_a[0] PASSED [ 10%]"), k(":test_a[0] FAILED [ 10%]"));
        assert_eq!(k(" OK"), k(" (OK)"));
        assert_ne!(k(" OK"), k(" FAILED"));
        // The path's token, a number or an identifier is no word.
        assert_eq!(k(":test_a[0]"), None);
        assert_eq!(k("12:"), None);
        assert_eq!(k("12:    x.unwrap(); 42 foo_bar"), k("12:    y.unwrap(); 7 baz_qux"));
        assert_eq!(k(""), None);
        assert_eq!(bare(b"[("), b"");
        assert_eq!(bare(b"[OK],"), b"OK");
    }

    #[test]
    fn the_rare_words_among_rows_alike_are_kept() {
        let texts: Vec<String> = (0..284)
            .map(|i| {
                let outcome = if i == 30 || i == 282 { "FAILED" } else { "PASSED" };
                format!(":test_x[{i}] {outcome} [{:3}%]", i * 100 / 284)
            })
            .collect();
        let mut rows: Vec<Option<&[u8]>> = texts.iter().map(|t| Some(t.as_bytes())).collect();
        rows.insert(0, None);
        assert_eq!(rare_rows(&rows), [31, 283]);
        // A grep's matched lines, all distinct, have no dominant word.
        let grep: Vec<String> = (0..200)
            .map(|i| format!("{i}:    let v{i} = word{} and more{i}", ["a", "b", "c"][i % 3]))
            .collect();
        let rows: Vec<Option<&[u8]>> = grep.iter().map(|t| Some(t.as_bytes())).collect();
        assert!(rare_rows(&rows).is_empty());
    }

    #[test]
    fn rare_rows_are_capped() {
        let texts: Vec<String> = (0..5000)
            .map(|i| {
                format!(
                    " {}",
                    if i % 60 == 0 { format!("odd{}", "x".repeat(i / 60 % 26)) } else { "OK".to_owned() }
                )
            })
            .collect();
        let rows: Vec<Option<&[u8]>> = texts.iter().map(|t| Some(t.as_bytes())).collect();
        assert_eq!(rare_rows(&rows).len(), MAX_RARE_ROWS);
    }
}
