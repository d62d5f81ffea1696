//! A phrase that lacks its template's words is no member of it: in a template's column whose
//! values are quoted phrases of several words (a quoted string is one token), a row whose phrase lacks
//! a word every other row's phrase writes, or writes another number of words than every other
//! row, is shown, not hidden in the fold's count.
//!
//! A catalogue of 160 translations folds into `[msgstr <*> ×160: …]`, each value a phrase of the
//! same words but for its number; the one translation that dropped `del objetivo %(target)s` is
//! the finding, and the fold would list it among the others past its cap. So each phrase is read
//! as its words: a word written by every row of the column but at most one in [`RARE`] (at
//! least one row) is the template's, and a row lacking one is kept — likewise a row whose count
//! of words differs from the count all other rows but as few write. A column of single words is
//! left to the outliers' and lone values' rules. The rows found are kept with their paragraphs
//! (see `paragraphs`), so the translation comes with its source. A rule about how lines are
//! written, for any output.

use std::collections::HashMap;

use ctx_squash_core::{Keyed, Lines, Templates};

/// Rows a template must have before its phrases are read.
const MIN_ROWS: usize = 16;
/// Rows read first to find the columns of phrases.
const SAMPLE: usize = 8;
/// A phrase's words are the template's when at most one row in this many lacks them.
const RARE: usize = 50;
/// Words of a phrase read at most.
const MAX_WORDS: usize = 32;
/// Rows kept at most over all templates (before their paragraphs).
const MAX_ROWS: usize = 16;

/// The rows (lines of `lines`) whose phrase, in a column of phrases of the templates whose lines
/// are `members` (each template's lines in order), lacks the words the others share, sorted.
pub(crate) fn odd_phrases(lines: &Lines<'_>, templates: &Templates, members: &[Vec<usize>]) -> Vec<usize> {
    let mut kept = Vec::new();
    for rows in members.iter().filter(|rows| rows.len() >= MIN_ROWS) {
        for column in phrase_columns(lines, templates, rows) {
            let phrases: Vec<Vec<&str>> = rows
                .iter()
                .map(|&i| {
                    let value = templates.values_at(lines, i).nth(column).unwrap_or("");
                    value.split_whitespace().take(MAX_WORDS).collect()
                })
                .collect();
            kept.extend(lacking(&phrases).into_iter().filter_map(|r| rows.get(r)));
        }
    }
    kept.sort_unstable();
    kept.dedup();
    kept.truncate(MAX_ROWS);
    kept
}

/// The columns of a template (its lines: `rows`) whose first [`SAMPLE`] values are quoted phrases
/// of two words or more, all but one of them (a line's rest past the miner's last token, which
/// holds blanks too, is no phrase).
fn phrase_columns(lines: &Lines<'_>, templates: &Templates, rows: &[usize]) -> Vec<usize> {
    let mut phrases: Vec<usize> = Vec::new();
    let sampled = rows.len().min(SAMPLE);
    for &i in rows.iter().take(SAMPLE) {
        for (k, value) in templates.values_at(lines, i).enumerate() {
            if value.starts_with('"') && value.split_whitespace().nth(1).is_some() {
                if phrases.len() <= k {
                    phrases.resize(k + 1, 0);
                }
                if let Some(count) = phrases.get_mut(k) {
                    *count += 1;
                }
            }
        }
    }
    phrases.iter().enumerate().filter(|&(_, &n)| n + 1 >= sampled).map(|(k, _)| k).collect()
}

/// The rows of `phrases` (each a row's words) that lack a word all but at most one row in
/// [`RARE`] write, or write another count of words than all but as few rows; none when more
/// rows than that would be kept.
fn lacking(phrases: &[Vec<&str>]) -> Vec<usize> {
    let n = phrases.len();
    let few = (n / RARE).max(1);
    let mut counts: HashMap<&str, usize, Keyed> = HashMap::default();
    let mut lengths: HashMap<usize, usize, Keyed> = HashMap::default();
    for words in phrases {
        *lengths.entry(words.len()).or_insert(0) += 1;
        for (at, &word) in words.iter().enumerate() {
            if !words.iter().take(at).any(|&seen| seen == word) {
                *counts.entry(word).or_insert(0) += 1;
            }
        }
    }
    let shared: Vec<&str> =
        counts.iter().filter(|&(_, &c)| c < n && c + few >= n).map(|(&word, _)| word).collect();
    let usual = lengths.iter().find(|&(_, &c)| c < n && c + few >= n).map(|(&len, _)| len);
    let odd: Vec<usize> = phrases
        .iter()
        .enumerate()
        .filter(|(_, words)| {
            usual.is_some_and(|len| words.len() != len) || shared.iter().any(|word| !words.contains(word))
        })
        .map(|(r, _)| r)
        .collect();
    if odd.len() > few { Vec::new() } else { odd }
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    fn kept(text: &str) -> Vec<String> {
        crate::steps::rows_found(text, odd_phrases).0
    }

    /// 160 translations of one phrase but for their numbers; one drops three words: it is kept.
    #[test]
    fn a_phrase_lacking_the_shared_words_is_kept() {
        let mut text = String::new();
        for n in 0..160 {
            let rest = if n == 97 {
                "de %(plate)s terminada"
            } else {
                "%(plate)s del objetivo %(target)s terminada"
            };
            let _ = writeln!(text, "msgstr \"Cúpula {n}: exposición {rest}\"\n");
        }
        assert_eq!(kept(&text), ["msgstr \"Cúpula 97: exposición de %(plate)s terminada\""]);
        // Every phrase the same but for its number: none.
        assert!(
            kept(&text.replace("de %(plate)s terminada", "%(plate)s del objetivo %(target)s terminada"))
                .is_empty()
        );
    }

    /// Phrases of words that vary freely (no word shared by nearly all), or single words: none.
    #[test]
    fn varied_phrases_and_single_words_keep_nothing() {
        let words = ["alpha", "beta", "gamma", "delta", "eps"];
        let mut text = String::new();
        for n in 0..100 {
            let _ =
                writeln!(text, "note \"{} {} {}\"", words[n % 5], words[(n / 5) % 5], words[(n / 25) % 4]);
        }
        assert!(kept(&text).is_empty(), "{:?}", kept(&text));
        let mut text = String::new();
        for n in 0..100 {
            let _ = writeln!(text, "state {}", if n == 7 { "odd" } else { "even" });
        }
        assert!(kept(&text).is_empty());
    }

    proptest::proptest! {
        /// Any lines of quoted phrases: the kept rows are lines of the output, few, sorted, and
        /// reading them never panics.
        #[test]
        fn any_phrases_keep_few_rows(lines in proptest::collection::vec("[a-z]{1,2} \"[a-c ]{0,8}\"", 0..80)) {
            let (_, rows, len) = crate::steps::rows_found(&lines.join("\n"), odd_phrases);
            proptest::prop_assert!(rows.len() <= MAX_ROWS);
            proptest::prop_assert!(rows.windows(2).all(|pair| pair[0] < pair[1]));
            proptest::prop_assert!(rows.iter().all(|&i| i < len));
        }
    }
}
