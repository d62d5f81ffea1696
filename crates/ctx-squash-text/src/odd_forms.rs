//! The odd one of a uniform run is a standout: when nearly every row of a listing names its own
//! thing in one form — `'.text.cellar_step_001'`, `'.text.cellar_step_002'`, … — the row whose
//! name is of another form, `'.text.alarm_check'`, is the one a reader looks for.
//!
//! `rare_rows` keys a row by its words made of letters only, and a name with a digit or a mark in
//! it (`cellar_step_001`, `x.unwrap()`) is none of those: it varies from row to row. Yet its form
//! does not: each row is keyed here by the forms of its tokens holding a letter but no word
//! alone — each stripped of the punctuation around it, every run of letters and digits holding a
//! digit written `#` (`cellar_step_#`, a hash `#`, `x#_#-linux-gnu`) —, past its first token (the
//! path's), at most [`MAX_TOKENS`] read. When at least 50 rows have a form and one form is on 80%
//! of them or more, the rows of a form at most one row in 50 has are kept (the core's
//! [`Rarity::MINORITY`]), at most [`MAX_ODD_FORMS`]. A grep's matched lines, of every form, have
//! no dominant one and keep nothing more.

use ctx_squash_core::{Fnv, Rarity};

use crate::rare_rows::past_path_token;

/// Rows kept for their odd form, at most.
pub(crate) const MAX_ODD_FORMS: usize = 16;
/// Tokens of a row read into its form, at most.
const MAX_TOKENS: usize = 8;

/// The rows whose form is rare (see the module's documentation), given each row's text past its
/// path (`None` for a line that is no row), in order.
pub(crate) fn odd_forms(rows: &[Option<&[u8]>]) -> Vec<usize> {
    let forms: Vec<Option<u64>> = rows.iter().map(|row| row.and_then(form)).collect();
    Rarity::MINORITY.rare_rows(&forms).into_iter().map(|(i, _)| i).take(MAX_ODD_FORMS).collect()
}

/// A row's form: the hash of its named tokens' forms past its first token, `None` when it has
/// none.
fn form(text: &[u8]) -> Option<u64> {
    let mut hash = Fnv::new();
    let mut any = false;
    for token in past_path_token(text).filter(|t| is_name(t)).take(MAX_TOKENS) {
        write_form(&mut hash, token);
        hash.separate();
        any = true;
    }
    any.then(|| hash.finish())
}

/// A name: a token holding a letter that is not letters only (a word is `rare_rows`' kind).
fn is_name(token: &[u8]) -> bool {
    token.iter().any(u8::is_ascii_alphabetic) && !token.iter().all(u8::is_ascii_alphabetic)
}

/// Writes `token`'s form: each run of letters and digits holding a digit as `#`, the rest as is.
fn write_form(hash: &mut Fnv, token: &[u8]) {
    for run in token.split_inclusive(|b| !b.is_ascii_alphanumeric()) {
        let (body, mark) = match run.split_last() {
            Some((last, body)) if !last.is_ascii_alphanumeric() => (body, Some(*last)),
            _ => (run, None),
        };
        if body.iter().any(u8::is_ascii_digit) {
            hash.write(b"#");
        } else {
            hash.write(body);
        }
        if let Some(mark) = mark {
            hash.write(&[mark]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn forms_mask_the_runs_holding_a_digit() {
        let f = |text: &str| form(text.as_bytes());
        let step = " removing unused section '.text.cellar_step_001' in file 'sections.o'";
        assert_eq!(f(step), f(" removing unused section '.text.cellar_step_117' in file 'sections.o'"));
        assert_ne!(f(step), f(" removing unused section '.text.alarm_check' in file 'sections.o'"));
        // Hashes of any spelling are one form; words alone are no form.
        assert_eq!(f(" blob 3fa9c2e a.txt"), f(" blob 9c0ffee a.txt"));
        assert_ne!(f(" blob 3fa9c2e a.txt"), f(" blob 9c0ffee b.txt"));
        assert_eq!(f(" OK"), None);
        assert_eq!(f(":test_a[0] PASSED [ 10%]"), None);
    }

    #[test]
    fn the_odd_name_of_a_uniform_run_is_kept() {
        let mut texts: Vec<String> = (1..=120)
            .map(|i| format!(" removing unused section '.text.cellar_step_{i:03}' in 'sections.o'"))
            .collect();
        texts[97] = " removing unused section '.text.alarm_check' in 'sections.o'".to_owned();
        let rows: Vec<Option<&[u8]>> = texts.iter().map(|t| Some(t.as_bytes())).collect();
        assert_eq!(odd_forms(&rows), [97]);
        // A grep's matched lines, of every form, keep nothing.
        let grep: Vec<String> = (0..200).map(|i| format!("{i}:    let v{i} = f_{}(x{i});", i % 7)).collect();
        let grep_rows: Vec<Option<&[u8]>> = grep.iter().map(|t| Some(t.as_bytes())).collect();
        assert!(odd_forms(&grep_rows).len() <= MAX_ODD_FORMS);
        let mixed: Vec<String> = (0..200).map(|i| format!(" x{} y_{}", "ab".repeat(i % 9), i)).collect();
        let mixed_rows: Vec<Option<&[u8]>> = mixed.iter().map(|t| Some(t.as_bytes())).collect();
        assert!(odd_forms(&mixed_rows).is_empty());
    }

    proptest! {
        #[test]
        fn odd_forms_are_few_rows_of_the_input(
            texts in proptest::collection::vec(proptest::option::of("[ a-c0-9_.']{0,12}"), 0..120),
        ) {
            let rows: Vec<Option<&[u8]>> = texts.iter().map(|t| t.as_deref().map(str::as_bytes)).collect();
            let odd = odd_forms(&rows);
            prop_assert!(odd.len() <= MAX_ODD_FORMS);
            prop_assert!(odd.windows(2).all(|w| w[0] < w[1]));
            prop_assert!(odd.iter().all(|&i| rows.get(i).copied().flatten().and_then(form).is_some()));
        }
    }
}
