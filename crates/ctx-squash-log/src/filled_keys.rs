//! A padded listing's row whose key fills the key column is a row too: its value starts in the
//! listing's value column after a single blank.
//!
//! A tool that pads its keys to a column (`git remote show`'s `spool/s-001` and 21 blanks before
//! `tracked`) pads the longest key to one blank: `refs/remotes/origin/spool/s-012 stale (use 'git
//! remote prune' to remove)`. Column padding is read as two blanks at least (ctx-squash-core's
//! `key_row`), so such a row is no row of the listing, and its value — often the odd one, a
//! `stale` among `tracked` — is left to the folds. Once a listing's values line up in one
//! column, a line whose key (one word after at most [`MAX_ROW_INDENT`] blanks, starting with a
//! letter, `-` or `_`, at most [`MAX_KEY`] bytes) ends one blank before that column, with its
//! value written from it, is a row of the listing as well, read as the padded rows are.

use ctx_squash_core::MAX_ROW_INDENT;

/// Bytes a key has at most.
const MAX_KEY: usize = 64;

/// The key of `line` (opening with `blanks` blanks) when it fills the key column up to one
/// blank before `column`, the value column, and the value starts there.
pub(crate) fn filled_key(line: &[u8], blanks: usize, column: usize) -> Option<&[u8]> {
    if blanks > MAX_ROW_INDENT || column < blanks + 2 {
        return None;
    }
    let key = line.get(blanks..column - 1)?;
    let value = line.get(column)?;
    let first = key.first()?;
    let fits = key.len() <= MAX_KEY
        && (first.is_ascii_alphabetic() || matches!(first, b'-' | b'_'))
        && !key.iter().any(|&b| matches!(b, b' ' | b'\t' | b'|' | b'=' | b'"' | b'\''))
        && key.iter().any(u8::is_ascii_alphabetic)
        && !ctx_squash_core::located_key(key);
    (fits && line.get(column - 1) == Some(&b' ') && !matches!(value, b' ' | b'\t')).then_some(key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_key_that_fills_its_column_to_one_blank_is_read() {
        let stale = b"    refs/remotes/origin/spool/s-012 stale (use 'git remote prune' to remove)";
        assert_eq!(filled_key(stale, 4, 36), Some(&b"refs/remotes/origin/spool/s-012"[..]));
        // A row padded to the column is `key_row`'s; a line whose word ends elsewhere, a
        // sentence, or a place in a file is no row.
        assert_eq!(filled_key(b"    spool/s-001                     tracked", 4, 36), None);
        assert_eq!(filled_key(b"    refs/remotes/origin/spool/s-0123 stale", 4, 36), None);
        assert_eq!(filled_key(b"    a sentence of words that runs on and on", 4, 36), None);
        assert_eq!(filled_key(b"src/x.rs:12: 3 x", 0, 13), None);
    }

    proptest! {
        /// Any line, any column: no panic, and a key found stands right before the column's
        /// blank.
        #[test]
        fn a_found_key_ends_one_blank_before_the_column(line in "[ a-z/:|=-]{0,50}", blanks in 0usize..12, column in 0usize..60) {
            if let Some(key) = filled_key(line.as_bytes(), blanks, column) {
                prop_assert_eq!(line.as_bytes().get(blanks..column - 1), Some(key));
                prop_assert_eq!(line.as_bytes().get(column - 1), Some(&b' '));
            }
        }
    }
}
