//! The odd value of any column is a standout: in a table whose column holds one word on nearly
//! every row, the row holding another word is the one a reader looks for.
//!
//! Round 7's rare `[kind]` tags (ctx-squash-core's `tagged.rs`) read one column, a bracketed last
//! one; this reads every column of a table, by position: an `iptables -L` chain of 96 `ACCEPT`
//! rules and one `RETURN`, a listing whose owner is `root` but on one file, a status column of
//! `ok` with one `changed`, `lsdiff -s -n`'s `!` with one `-`. A table is a run of at least [`MIN_ROWS`] lines with no blank line
//! between them, each of at least two words; its columns are the first [`MAX_COLUMNS`]
//! blank-separated words of each line (within its first [`REACH`] bytes, which is also all that is
//! read of a line; a word the reach cuts is none). A column counts when one word (letters, no digit) is on all but at most one row
//! in [`RARE`] of the run; each row holding another word there (letters, no digit: a number or an
//! address is a value, not a kind) is kept, up to [`MAX_ODD`] over the output. The commonest word
//! is found by a majority vote as the rows come, then counted in a second pass over that run only.

use ctx_squash_core::Lines;

/// Lines a run must have before its columns are read.
const MIN_ROWS: usize = 20;
/// Words of a line read as its columns.
const MAX_COLUMNS: usize = 5;
/// Bytes of a line read.
const REACH: usize = 32;
/// At most one row in this many may hold another word than the column's common one.
const RARE: usize = 20;
/// Odd rows kept at most over the output.
pub(crate) const MAX_ODD: usize = 16;

/// The rows holding an odd word in a column of one word (see the module's documentation), in
/// order.
pub(crate) fn odd_values(lines: &Lines<'_>) -> Vec<usize> {
    let mut odd = Vec::new();
    let mut start = 0;
    // A majority vote per column over the current run: the candidate word and its lead.
    let mut votes: [(&[u8], usize); MAX_COLUMNS] = [(&[], 0); MAX_COLUMNS];
    for i in 0..=lines.len() {
        let mut words = [&b""[..]; MAX_COLUMNS];
        let n = if i < lines.len() { columns(lines.bytes(i), lines.lead(i).blanks, &mut words) } else { 0 };
        if n < 2 {
            if i - start >= MIN_ROWS {
                odd_rows(lines, start..i, &votes, &mut odd);
                if odd.len() >= MAX_ODD {
                    break;
                }
            }
            start = i + 1;
            votes = [(&[], 0); MAX_COLUMNS];
            continue;
        }
        for (vote, &word) in votes.iter_mut().zip(&words[..n]) {
            if vote.1 == 0 {
                *vote = (word, 1);
            } else if vote.0 == word {
                vote.1 += 1;
            } else {
                vote.1 -= 1;
            }
        }
    }
    odd.truncate(MAX_ODD);
    odd
}

/// Adds to `odd` the rows of the run `rows` that hold another word than a column's common one.
fn odd_rows(lines: &Lines<'_>, rows: std::ops::Range<usize>, votes: &[(&[u8], usize)], odd: &mut Vec<usize>) {
    let allowed = rows.len() / RARE;
    let mut found = Vec::new();
    for (k, &(common, lead)) in votes.iter().enumerate() {
        // A word on all rows but `allowed` leads the vote by at least all rows but twice that.
        if !is_word(common) || lead + 2 * allowed < rows.len() {
            continue;
        }
        let (mut others, mut rare) = (0, Vec::new());
        for i in rows.clone() {
            let mut words = [&b""[..]; MAX_COLUMNS];
            let n = columns(lines.bytes(i), lines.lead(i).blanks, &mut words);
            if k < n && words[k] == common {
                continue;
            }
            others += 1;
            if others > allowed {
                break;
            }
            if k < n && is_word(words[k]) {
                rare.push(i);
            }
        }
        if others <= allowed {
            found.extend(rare);
        }
    }
    found.sort_unstable();
    found.dedup();
    odd.extend(found);
}

/// Splits the first [`REACH`] bytes of a line into its blank-separated words, at most
/// [`MAX_COLUMNS`], but for a word the reach cuts; returns how many. The line opens with `blanks`
/// spaces or tabs.
fn columns<'a>(line: &'a [u8], blanks: usize, words: &mut [&'a [u8]; MAX_COLUMNS]) -> usize {
    let head = &line[..line.len().min(REACH)];
    let blank = |b: u8| b == b' ' || b == b'\t';
    let (mut n, mut rest) = (0, &head[blanks.min(head.len())..]);
    while n < MAX_COLUMNS {
        let Some(from) = rest.iter().position(|&b| !blank(b)) else { break };
        let word = &rest[from..];
        let end = word.iter().position(|&b| blank(b)).unwrap_or(word.len());
        let (word, after) = word.split_at(end);
        rest = after;
        // A word the reach cuts is not read: its cut part would differ from row to row.
        if rest.is_empty() && line.len() > REACH {
            break;
        }
        words[n] = word;
        n += 1;
    }
    n
}

/// Whether a word names a kind: at least two letters, and no digit; or a status mark, one
/// character that is no letter or digit (`lsdiff -s`'s `!` among which one file is `-`).
fn is_word(word: &[u8]) -> bool {
    let mark = matches!(word, [b] if b.is_ascii_punctuation());
    mark || (word.iter().filter(|b| b.is_ascii_alphabetic()).nth(1).is_some()
        && !word.iter().any(u8::is_ascii_digit))
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// An `iptables -L` chain: `n` rules of one target and, last, one of another.
    fn chain(n: usize) -> String {
        let mut text = String::from("Chain SCANNERS (1 references)\nnum   pkts bytes target     prot\n");
        for k in 1..=n {
            let _ = writeln!(text, "{k:<4} 0 0 ACCEPT     6    --  *  10.30.1.{k}   0.0.0.0/0  tcp dpt:9100");
        }
        let _ = writeln!(text, "{} 0 0 RETURN     0    --  *  0.0.0.0/0", n + 1);
        text
    }

    #[test]
    fn the_odd_word_of_a_column() {
        let text = chain(96);
        let lines = Lines::new(&text);
        let kept: Vec<&str> = odd_values(&lines).into_iter().map(|i| lines.get(i)).collect();
        // The chain's heading and the header are odd in that column too, and kept.
        assert_eq!(
            kept,
            [
                "Chain SCANNERS (1 references)",
                "num   pkts bytes target     prot",
                "97 0 0 RETURN     0    --  *  0.0.0.0/0"
            ]
        );
        // A short run, or a column of two common words, keeps nothing.
        assert!(odd_values(&Lines::new(&chain(12))).is_empty());
        let mut two = String::new();
        for k in 0..60 {
            let _ = writeln!(two, "{k} {} x", if k % 3 == 0 { "ACCEPT" } else { "DROP" });
        }
        assert!(odd_values(&Lines::new(&two)).is_empty());
        // A number that differs is a value, not a kind.
        let numbers: String = (0..60).fold(String::new(), |mut s, k| {
            let _ = writeln!(s, "row {} ok", if k == 30 { 7 } else { 0 });
            s
        });
        assert!(odd_values(&Lines::new(&numbers)).is_empty());
    }

    #[test]
    fn a_status_mark_is_a_kind() {
        // `lsdiff -s -n`: a line number, a tab, a status mark and a path; one file deleted.
        let text: String = (0..60).fold(String::new(), |mut s, k| {
            let _ = writeln!(s, "{}\t{} src/unit_{k:03}.py", 1 + 9 * k, if k == 41 { '-' } else { '!' });
            s
        });
        let lines = Lines::new(&text);
        let kept: Vec<&str> = odd_values(&lines).into_iter().map(|i| lines.get(i)).collect();
        assert_eq!(kept, ["370\t- src/unit_041.py"]);
    }

    #[test]
    fn a_squashed_chain_keeps_its_odd_rule() {
        let text = chain(400);
        let out = crate::squash_log(&text);
        assert!(out.len() < text.len() / 2, "{out}");
        assert!(out.contains("\n401 0 0 RETURN"), "{out}");
    }
}
