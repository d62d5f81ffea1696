//! A short table of counts is a summary: a run of rows that each open with a count and then name
//! what they count — `pycodestyle --statistics`' `213     E252 missing whitespace …`, `uniq -c`,
//! `wc -l` — says how much of each there was, and is kept whole.
//!
//! A squash that keeps a run's ends and its first row of each shape keeps the first and last
//! counts and omits the middle ones, and a count left out is a fact lost: the reader cannot tell
//! the 213 of one kind from the 1 of another. So a row is read by how it is written: past its
//! leading blanks, a number of digits only, then blanks, then a word holding a letter. A run of
//! [`MIN_ROWS`] to [`MAX_ROWS`] such consecutive rows, of at most [`MAX_LEN`] bytes each, whose
//! counts do not only grow (a numbered list, a disassembly's offsets, are no table of counts) and
//! whose first words past the count all differ (a table of counts names each thing once), is kept
//! whatever the budget — while the output holds [`MAX_TABLES`] such runs at most: an output of
//! many (a `wc -l` per directory, `ls -s` of each of 300 directories, pid-led trace rows) is made
//! of them, its data and not its summary, and none is kept whole. Only each line's first bytes
//! are read.

use ctx_squash_core::Lines;

/// Rows a table of counts holds at least.
const MIN_ROWS: usize = 3;
/// Rows a table of counts holds at most: a longer one is data, not a summary.
const MAX_ROWS: usize = 32;
/// Bytes of a row at most.
const MAX_LEN: usize = 240;
/// Digits of a count at most.
const MAX_DIGITS: usize = 12;
/// Tables of counts an output holds at most for them to be its summaries.
const MAX_TABLES: usize = 4;

/// The rows of the output's short tables of counts (see the module's documentation), in order.
pub(crate) fn count_tables(lines: &Lines<'_>) -> Vec<usize> {
    let mut kept = Vec::new();
    let mut tables = 0usize;
    let mut run: Vec<(usize, u64)> = Vec::new();
    for i in 0..=lines.len() {
        let count = (i < lines.len()).then(|| count(lines.bytes(i))).flatten();
        if let Some(count) = count {
            run.push((i, count));
            continue;
        }
        // A run of too few or too many rows is no table (most lines end a run of none): its
        // rows are not read again.
        if !(MIN_ROWS..=MAX_ROWS).contains(&run.len()) {
            run.clear();
            continue;
        }
        // Numbers that only grow are a numbering, offsets or addresses; a table of counts names
        // each thing it counts once.
        let growing = run.windows(2).all(|w| w[1].1 > w[0].1);
        let mut named: Vec<&[u8]> = run.iter().map(|&(row, _)| counted(lines.bytes(row))).collect();
        named.sort_unstable();
        let each_once = named.windows(2).all(|w| w[0] != w[1]);
        if !growing && each_once {
            tables += 1;
            if tables > MAX_TABLES {
                return Vec::new();
            }
            kept.extend(run.iter().map(|&(row, _)| row));
        }
        run.clear();
    }
    kept
}

/// What a row counts: its first word past its count.
fn counted(line: &[u8]) -> &[u8] {
    let rest = line.trim_ascii_start();
    let past =
        rest.iter().position(|b| !b.is_ascii_digit()).map_or(&b""[..], |d| &rest[d..]).trim_ascii_start();
    past.get(..past.iter().position(u8::is_ascii_whitespace).unwrap_or(past.len())).unwrap_or_default()
}

/// A row's count: the number it opens with (past its blanks), when blanks and a word holding a
/// letter follow it; `None` for any other line.
fn count(line: &[u8]) -> Option<u64> {
    if line.len() > MAX_LEN {
        return None;
    }
    let rest = line.trim_ascii_start();
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || digits > MAX_DIGITS {
        return None;
    }
    let after = rest.get(digits..)?;
    let blanks = after.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
    if blanks == 0 {
        return None;
    }
    let word = after.get(blanks..)?;
    let word_end = word.iter().position(u8::is_ascii_whitespace).unwrap_or(word.len());
    if !word.get(..word_end)?.iter().any(u8::is_ascii_alphabetic) {
        return None;
    }
    std::str::from_utf8(rest.get(..digits)?).ok()?.parse().ok()
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_short_table_of_counts_is_kept_whole() {
        let text = "a.py:1:1: E225 missing whitespace\n705\n3       E127 continuation line\n1       E225 missing whitespace around operator\n213     E252 missing whitespace around parameter equals\n12      W291 trailing whitespace\n";
        let lines = Lines::new(text);
        assert_eq!(count_tables(&lines), [2, 3, 4, 5]);
        // `uniq -c`'s rows are counts too.
        let uniq = Lines::new("      4 apple\n     17 pear\n      1 quince\n");
        assert_eq!(count_tables(&uniq), [0, 1, 2]);
    }

    #[test]
    fn an_output_of_many_tables_of_counts_keeps_none_whole() {
        // A `wc -l` per directory, 400 times: the output's data, not its summary.
        let mut text = String::new();
        for d in 0..400 {
            let _ = writeln!(text, "==> dir{d} <==");
            for (n, name) in [(d % 7 + 3, "a.rs"), (d % 5 + 1, "b.rs"), (d % 3 + 9, "c.rs")] {
                let _ = writeln!(text, "  {n} {name}");
            }
            let _ = writeln!(text, "  99 total");
        }
        assert!(count_tables(&Lines::new(&text)).is_empty());
        // A few are summaries, each kept.
        let few: String = text.split_inclusive('\n').take(5 * MAX_TABLES).collect();
        assert_eq!(count_tables(&Lines::new(&few)).len(), 4 * MAX_TABLES);
    }

    #[test]
    fn numbered_lists_and_long_runs_are_no_table_of_counts() {
        let numbered = Lines::new("1 first step\n2 second step\n3 third step\n");
        assert!(count_tables(&numbered).is_empty());
        // A disassembly's offsets grow; its opcodes repeat.
        let dis = Lines::new("  12 STORE_NAME  1 (a)\n  14 LOAD_CONST  1 (0)\n  16 LOAD_CONST  2 (None)\n");
        assert!(count_tables(&dis).is_empty());
        let repeated = Lines::new("3 LOAD x\n1 STORE y\n2 LOAD z\n");
        assert!(count_tables(&repeated).is_empty());
        let two = Lines::new("3 apples\n5 pears\n");
        assert!(count_tables(&two).is_empty());
        let long = (0..40).fold(String::new(), |mut long, i| {
            let _ = writeln!(long, "{} row{i}", (i * 7) % 11);
            long
        });
        assert!(count_tables(&Lines::new(&long)).is_empty());
        // A number then a number, or glued to its word, counts nothing.
        let numbers = Lines::new("3 4\n5 6\n7 8\n3x a\n");
        assert!(count_tables(&numbers).is_empty());
    }

    proptest! {
        #[test]
        fn count_tables_are_runs_of_counted_rows(text in "[0-9 a-c\n]{0,300}") {
            let lines = Lines::new(&text);
            let rows = count_tables(&lines);
            prop_assert!(rows.windows(2).all(|w| w[0] < w[1]));
            prop_assert!(rows.iter().all(|&i| i < lines.len() && count(lines.bytes(i)).is_some()));
        }
    }
}
