//! A separated table is a table, whatever its cells hold: lines that nearly all write one count
//! (three or more) of one separator — a tab, `|`, `;` or `,` — are rows of fields, not sentences.
//!
//! `postgres --describe-config` writes 307 rows of exactly nine tab-separated fields whose last two
//! are sentences; read word by word they look like prose, and prose is squashed by keeping its
//! head and headings, so the rows a user looks up (`shared_buffers`, `work_mem`) fell in the
//! middle of one omission. The same holds for `psql -A -F$'\t'`, `mlr --tsv`, `cut`/`paste`
//! output, CSV and TSV exports: what makes them a table is that every row writes the same number
//! of separators, not what the cells say. Prose never does that down its lines. So
//! [`looks_like_prose`](crate::looks_like_prose) refuses a sample of lines this reads as a table,
//! and the output is squashed as lines, where a listing of distinct keys keeps every row (the log
//! squasher's keyed listings) and a table's rows are read by template. A table too big to keep
//! whole (over ctx-squash-core's `KEYED_LISTING_WHOLE`, 80 KiB) is no prose only when the log
//! squasher names every row of it by its key in its keyed listing's note, the rows it cuts
//! recalled by name — ctx-squash-core's `named_by_key`, the one reading both crates use: fields
//! parted by a tab or `|`, a key-shaped first field (a name of a few words, not a sentence) nine
//! in ten distinct, the keys together within `LISTING_ROWS` (32 KiB). Any other table that big
//! (a sentence or a repeated value first, `;` or `,` between fields, keys too many to list) has no
//! row named there, and its words decide: read as lines it kept 1.6–3.8× prose's tokens (the
//! review of fix19), and 1.6–2.2× with no key note (the review of fix20).

/// The separators a table's fields are parted by.
const SEPARATORS: [u8; 4] = [b'\t', b'|', b';', b','];
/// Fewest separators a row writes: two fields apart is a pair, not a table.
const MIN_FIELDS_APART: usize = 3;
/// Fewest lines a table has.
const MIN_ROWS: usize = 8;
/// Share of the lines, in tenths, that write the one count of one separator.
const ROWS_TENTHS: usize = 9;

/// Whether `lines` (the non-blank lines read) are rows of a separated table: at least
/// [`MIN_ROWS`] of them and nine in ten write the same count, three or more, of one separator.
pub(crate) fn separated_table(lines: &[&str]) -> bool {
    table_separator(lines).is_some()
}

/// The separator `lines` are a separated table of (see [`separated_table`]), or `None`.
fn table_separator(lines: &[&str]) -> Option<u8> {
    let n = lines.len();
    if n < MIN_ROWS {
        return None;
    }
    SEPARATORS.iter().copied().find(|&sep| {
        // The count the first line writes, else the second's: one of them is the table's when
        // nine in ten lines write it (a header or a title may differ).
        let count = |line: &&str| memchr::memchr_iter(sep, line.as_bytes()).count();
        lines.iter().take(2).map(count).any(|k| {
            k >= MIN_FIELDS_APART
                && lines.iter().filter(|line| count(line) == k).count() * 10 >= n * ROWS_TENTHS
        })
    })
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    fn split(text: &str) -> Vec<&str> {
        text.lines().filter(|l| !l.trim().is_empty()).collect()
    }

    #[test]
    fn rows_of_one_tab_count_are_a_table_whatever_their_words() {
        let rows = ('a'..='z')
            .chain('A'..='N')
            .map(|k| {
                format!(
                    "setting_{k}\tuser\tResource Usage / Memory\tINTEGER\tSets the amount of memory used by the server {k}.\t\n"
                )
            })
            .collect::<Vec<_>>().concat();
        assert!(separated_table(&split(&rows)));
        // A header of other fields, or a row missing one, leaves it a table.
        let headed = format!("name\tcontext\tdescription\n{rows}");
        assert!(separated_table(&split(&headed)));
        assert!(
            crate::looks_like_prose(&rows.replace('\t', " ")),
            "the same words without tabs read as prose"
        );
        assert!(!crate::looks_like_prose(&rows), "with them, a table");
        // Over 80 KiB a table still when a first field names each row (the log squasher names
        // every row by it); the same rows written again and again have no key, and read as prose.
        let keyed = (0..1300).fold(String::new(), |mut text, k| {
            let _ = writeln!(
                text,
                "setting_{k}\tuser\tResource Usage / Memory\tINTEGER\tSets the memory used by {k}.\t"
            );
            text
        });
        assert!(keyed.len() > ctx_squash_core::KEYED_LISTING_WHOLE);
        assert!(ctx_squash_core::named_by_key(&keyed));
        assert!(!crate::looks_like_prose(&keyed));
        let again = rows.repeat(40);
        assert!(again.len() > ctx_squash_core::KEYED_LISTING_WHOLE);
        assert!(!ctx_squash_core::named_by_key(&again));
        assert!(crate::looks_like_prose(&again));
        // A bordered table's key is its first cell.
        let bordered = (0..60).fold(String::new(), |mut text, k| {
            let _ = writeln!(text, "| key_{k} | a | b |");
            text
        });
        assert!(ctx_squash_core::named_by_key(&bordered));
    }

    /// `count` rows whose first field is `first(k)`, then three fields of 25, 20 and 3 words,
    /// parted by `sep`.
    fn sentences(count: usize, sep: &str, first: impl Fn(usize) -> String) -> String {
        let words = |n: usize, k: usize| {
            (0..n)
                .map(|w| ["the", "server", "writes", "each", "page", "when", "asked"][(w + k) % 7])
                .collect::<Vec<_>>()
                .join(" ")
        };
        (0..count).fold(String::new(), |mut text, k| {
            let _ = writeln!(
                text,
                "{}{sep}{}{sep}{}{sep}{}",
                first(k),
                words(25, k),
                words(20, k + 1),
                words(3, k + 2)
            );
            text
        })
    }

    #[test]
    fn a_big_table_no_key_names_is_read_as_its_words_say() {
        // The review of fix20: over 80 KiB, a first field of a sentence, or fields parted by `;`,
        // name no row in the log squasher's note (it reads no key there): prose, as before fix20.
        // First words that vary, as a catalogue's sentences do (one repeated opening is a tool's).
        let open = |k: usize| ["Every", "Some", "Most", "This", "That", "Each", "Many"][k % 7];
        // Rows whose words vary, not a counter: the same sentence with a number changing is a
        // tool's record (prose.rs' `records`), not a catalogue's sentence.
        let noun = |k: usize| {
            ["cask", "stave", "hoop", "barrel", "lid", "vat", "drum", "bench", "press", "oven", "yard"]
                [k % 11]
        };
        let ten =
            |k: usize| format!("{} of these is the sentence that opens the row on the {}", open(k), noun(k));
        let tabbed = sentences(700, "\t", ten);
        assert!(tabbed.len() > ctx_squash_core::KEYED_LISTING_WHOLE, "{}", tabbed.len());
        assert!(separated_table(&split(&tabbed)));
        assert!(crate::looks_like_prose(&tabbed));
        let semi = sentences(700, ";", ten);
        assert!(crate::looks_like_prose(&semi));
        let fourteen = |k: usize| {
            format!(
                "{} of these is the longer sentence that opens the row on the {} of the many kept here",
                open(k),
                noun(k)
            )
        };
        let long = sentences(900, "\t", fourteen);
        assert!(long.len() > ctx_squash_core::KEYED_LISTING_WHOLE, "{}", long.len());
        assert!(crate::looks_like_prose(&long));
        // A key first (fix20's tables) still reads as a table, its rows named in the note.
        let keyed = sentences(700, "\t", |k| format!("setting_{k}"));
        assert!(!crate::looks_like_prose(&keyed));
    }

    #[test]
    fn prose_and_short_or_irregular_texts_are_no_table() {
        let prose = "The server keeps, for each session, a buffer; it is flushed at commit.\n\
                     When a checkpoint starts, dirty pages are written out, one by one, in order.\n"
            .repeat(5);
        assert!(!separated_table(&split(&prose)), "three commas in a few lines, not nine in ten alike");
        assert!(!separated_table(&split("a\tb\tc\td\n".repeat(7).as_str())), "seven rows are too few");
        let pairs = (0..30).map(|k| format!("key{k}\tvalue {k}\n")).collect::<Vec<_>>().concat();
        assert!(!separated_table(&split(&pairs)), "one tab a row is a pair");
        let ragged = (0..30).map(|k| format!("{}\n", "a|".repeat(3 + k % 3))).collect::<Vec<_>>().concat();
        assert!(!separated_table(&split(&ragged)), "rows of three counts are not one table");
    }

    #[test]
    fn csv_and_pipe_tables_are_tables() {
        let csv = (0..20).map(|k| format!("{k},Sets the limit, in bytes,{k}\n")).collect::<Vec<_>>().concat();
        assert!(separated_table(&split(&csv)));
        let piped =
            (0..20).map(|k| format!("| row {k} | some words here | {k} |\n")).collect::<Vec<_>>().concat();
        assert!(separated_table(&split(&piped)));
    }

    proptest::proptest! {
        /// On any lines no panic; and lines that all write one count (three or more) of a tab are
        /// always a table, whatever else they hold.
        #[test]
        fn any_lines_and_tab_rows(
            lines in proptest::collection::vec("[a-z ,;|\\t.é]{0,40}", 0..60),
            cells in proptest::collection::vec("[a-zA-Z ,.;|é]{0,12}", 4..8),
            rows in 8usize..40,
        ) {
            let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
            let _ = separated_table(&refs);
            let row = cells.join("\t");
            let table: Vec<&str> = std::iter::repeat_n(row.as_str(), rows).collect();
            proptest::prop_assert!(separated_table(&table));
        }
    }
}
