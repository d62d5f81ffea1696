//! A listing's rows keep their keys: where a fold would hide the rows of a listing whose rows
//! each name a distinct thing, every row is kept as written, within a budget.
//!
//! `keyed` finds a listing by how a row is written (a key first, then a separator). Many listings
//! are not written so: `gcc -dM -E` puts its key second (`#define __GNUC__ 12`), and a listing
//! may be a part of a larger output. The template miner has already read them: a row's template
//! is what its rows share (`#define <*> <*>`), its values what differs. So a row's key is read
//! from those values — the first that names something (it holds a letter: a count, a time or an
//! address names nothing) with the value after it, which qualifies it (a macro's value, a
//! service's `port/proto`). A name with no value after it (`tar -tv`'s path, last in its row) is
//! an entry of a list of names, not a key with its value. Where the rows of templates of a few
//! lines or more (those a fold's note names, then `… +N`) number at least [`MIN_ROWS`], make
//! most of the non-blank lines from the first of them to the last, and nearly all have distinct
//! keys, the listing is read by key: an agent asks for one row (`__SIZEOF_LONG__`), which a fold
//! would name only among the first few.
//!
//! The rows of a template whose fold note names every row by its identifying columns (see
//! `rows`) keep their keys there, and are left to it. Rows among which an error or a warning
//! stands are a report, read for its findings (a test run's `ok` lines around its failures), not
//! by key. Rows repeated under one key (a log's `INFO tick 42` lines, whose values are numbers)
//! are not keyed, and fold as before. The budget is [`MAX_BYTES`] of rows, the one every reference
//! listing's rows share (`ctx_squash_core::LISTING_ROWS`, about 8,000 tokens), which an agent
//! would otherwise recall row by row. A listing over it (`zdump -v`'s 2,332 transitions, 216 KB,
//! whose dates a note would take some 58 KB to name) is left to the fold, its rows to the archive
//! and recall.
//!
//! A row whose whole text is one word is its own key (`ghc --show-options`' 1,433 flags, a list
//! of names or ids): every one of its lines is a template of its own, which no fold names and no
//! value qualifies. A run of such rows at the margin, [`MIN_ROWS`] or more, most of the lines
//! from the first to the last, nearly all distinct, short and not all of one length (the lines
//! of a base64 or hex blob are), with no finding among them, is a listing read by key too, kept
//! as written within the same budget (see `whole_rows`).

use std::collections::{HashMap, HashSet};

use ctx_squash_core::{Lines, Templates};

use crate::rows::Listing;

/// Rows a listing must have before it is read by key.
const MIN_ROWS: usize = 50;
/// Share (in percent) of the non-blank lines, from the first row to the last, the rows must make.
const ROWS_PERCENT: usize = 50;
/// Share (in percent) of the rows whose key must be distinct.
const DISTINCT_PERCENT: usize = 90;
/// Bytes of rows kept at most (see the module's documentation).
const MAX_BYTES: usize = ctx_squash_core::LISTING_ROWS;
/// The longest row that is its own key: a name, a flag, an id, not a blob's line.
const MAX_WORD: usize = 80;

/// Adds to `kept` (the lines `keyed` keeps, read by how they are written) the rows of a listing
/// read by key through its templates, when `keyed` found none.
/// `findings` are the output's error and warning lines, sorted; the rows of a template whose fold
/// note names every row (`listing`) keep their keys there, and are no rows here.
pub(crate) fn add_rows(
    lines: &Lines<'_>,
    templates: &Templates,
    (listing, findings): (&Listing, &[usize]),
    kept: &mut Vec<usize>,
) {
    if kept.is_empty() {
        *kept = rows(lines, templates, &|t| listing.named(t), findings);
    }
    if kept.is_empty() {
        *kept = whole_rows(lines, templates, findings);
    }
}

/// The rows of a listing whose rows are each one word at the margin, their own key (see the
/// module's documentation), in order; none when there is no such listing, its rows are over
/// [`MAX_BYTES`], or one of `findings` (sorted) stands among them.
fn whole_rows(lines: &Lines<'_>, templates: &Templates, findings: &[usize]) -> Vec<usize> {
    let mut rows = Vec::new();
    let mut bytes = 0;
    for i in 0..lines.len() {
        if templates.width(templates.of(i)) != 1 {
            continue;
        }
        let row = lines.bytes(i);
        if row.len() > MAX_WORD || lines.lead(i).white > 0 || !row.iter().any(u8::is_ascii_alphabetic) {
            continue;
        }
        bytes += row.len() + 1;
        if bytes > MAX_BYTES {
            return Vec::new();
        }
        rows.push(i);
    }
    let (Some(&first), Some(&last)) = (rows.first(), rows.last()) else {
        return Vec::new();
    };
    if rows.len() < MIN_ROWS
        || findings.get(findings.partition_point(|&f| f < first)).is_some_and(|&f| f <= last)
    {
        return Vec::new();
    }
    let written = (first..=last).filter(|&i| !lines.lead(i).blank).count();
    let distinct: HashSet<&[u8]> = rows.iter().map(|&i| lines.bytes(i)).collect();
    // A blob's lines (base64, hex) are all of one length but its last.
    let mut lengths: HashMap<usize, usize> = HashMap::new();
    for &i in &rows {
        *lengths.entry(lines.bytes(i).len()).or_default() += 1;
    }
    let commonest = lengths.values().copied().max().unwrap_or(0);
    if rows.len() * 100 < written * ROWS_PERCENT
        || distinct.len() * 100 < rows.len() * DISTINCT_PERCENT
        || commonest * 2 > rows.len()
    {
        return Vec::new();
    }
    rows
}

/// The rows of a listing whose rows each name a distinct key (see the module's documentation),
/// in order; none when the output holds no such listing, its rows are over [`MAX_BYTES`], or one
/// of `findings` (sorted) stands among them.
fn rows(
    lines: &Lines<'_>,
    templates: &Templates,
    named: &dyn Fn(u32) -> bool,
    findings: &[usize],
) -> Vec<usize> {
    // The lines of a template of a few lines or more (those a fold's note names when they are
    // left out), their bytes counted as they are found: a long output's repeats are over budget
    // after its first few hundred lines, before any value is read.
    let mut candidates = Vec::new();
    let mut bytes = 0;
    for i in 0..lines.len() {
        let t = templates.of(i);
        if templates.count(t) >= crate::fold::MIN_TO_FOLD && !named(t) {
            bytes += lines.bytes(i).len() + 1;
            if bytes > MAX_BYTES {
                return Vec::new();
            }
            candidates.push(i);
        }
    }
    if candidates.len() < MIN_ROWS {
        return Vec::new();
    }
    let mut keys: HashSet<(&str, &str)> = HashSet::with_capacity(candidates.len());
    let mut rows = Vec::with_capacity(candidates.len());
    let mut key_names = Vec::with_capacity(candidates.len());
    let mut key_values = Vec::with_capacity(candidates.len());
    for &i in &candidates {
        if let Some(key) = key(templates.values_at(lines, i)) {
            keys.insert(key);
            key_names.push(key.0);
            key_values.push(key.1);
            rows.push(i);
        }
    }
    // Keys that count (`ticket-001`, `ticket-002`, …) name only the row's place: a series, when
    // what they hold repeats or counts too (`PASSED`, `valid`, rising sizes). Distinct values
    // under counting keys (`ip addr`'s `eth0`, `eth1`, … each its own address) are each a fact
    // a fold's note would not name: the listing is read by key.
    if counted(&key_names) && repeat_or_count(&key_values) {
        return Vec::new();
    }
    let (Some(&first), Some(&last)) = (rows.first(), rows.last()) else {
        return Vec::new();
    };
    // A finding among the rows makes them a report, read for its findings (a test run's `ok`
    // lines around its failures), not by key.
    if findings.get(findings.partition_point(|&f| f < first)).is_some_and(|&f| f <= last) {
        return Vec::new();
    }
    let written = (first..=last).filter(|&i| !lines.bytes(i).trim_ascii().is_empty()).count();
    if rows.len() < MIN_ROWS
        || rows.len() * 100 < written * ROWS_PERCENT
        || keys.len() * 100 < rows.len() * DISTINCT_PERCENT
    {
        return Vec::new();
    }
    rows
}

/// Whether `names` (the keys of rows, in order) count: nearly all (see [`DISTINCT_PERCENT`]) are
/// the name before with its last number one more, the rest of it the same (`pages/ticket-041.html`
/// after `pages/ticket-040.html`). Such keys name nothing the first and last do not: the rows are
/// a series (a progress log, numbered records), which a fold names by its range and recall
/// gives back row by row, not a reference listing read by key.
fn counted(names: &[&str]) -> bool {
    let steps = names.windows(2).filter(|pair| matches!(pair, [a, b] if next_count(a, b))).count();
    names.len() >= 2 && steps * 100 >= (names.len() - 1) * DISTINCT_PERCENT
}

/// Whether `values` (the values after the keys of rows, in order) repeat — under
/// [`DISTINCT_PERCENT`] of them distinct — or count: nearly all one more than the one before
/// ([`counted`]), or their last numbers rising (a file's growing size, an offset).
fn repeat_or_count(values: &[&str]) -> bool {
    let distinct: HashSet<&str> = values.iter().copied().collect();
    let rising = values
        .windows(2)
        .filter(|pair| {
            matches!(pair, [a, b] if matches!((last_number(a), last_number(b)), (Some(m), Some(n)) if n.2 > m.2))
        })
        .count();
    distinct.len() * 100 < values.len() * DISTINCT_PERCENT
        || counted(values)
        || (values.len() >= 2 && rising * 100 >= (values.len() - 1) * DISTINCT_PERCENT)
}

/// Whether `b` is `a` with its last run of digits one more, the rest the same.
fn next_count(a: &str, b: &str) -> bool {
    match (last_number(a), last_number(b)) {
        (Some((a_at, a_end, m)), Some((b_at, b_end, n))) => {
            a.get(..a_at) == b.get(..b_at) && a.get(a_end..) == b.get(b_end..) && m.checked_add(1) == Some(n)
        }
        _ => false,
    }
}

/// The last run of digits of `name`: where it starts and ends, and its value (`None` when there
/// is none or it is over 18 digits).
fn last_number(name: &str) -> Option<(usize, usize, u64)> {
    let bytes = name.as_bytes();
    let end = bytes.iter().rposition(u8::is_ascii_digit)? + 1;
    let start = bytes.get(..end)?.iter().rposition(|b| !b.is_ascii_digit()).map_or(0, |i| i + 1);
    let digits = name.get(start..end)?;
    if digits.len() > 18 {
        return None;
    }
    Some((start, end, digits.parse().ok()?))
}

/// A row's key, from its values in order: the first that names something (holds a letter), with
/// the value after it; none when no value follows it (a name last in its row, after its size and
/// date, is an entry of a list of names, `tar -tv`'s, that the fold names, not a key with its
/// value), nor when it is a place in a file (a finding's location).
fn key<'a>(mut values: impl Iterator<Item = &'a str>) -> Option<(&'a str, &'a str)> {
    let name = values.find(|v| v.bytes().any(|b| b.is_ascii_alphabetic()))?;
    // A place in a file (`src/a.rs:12:`) keys a finding, which a lint report's messages say,
    // not a row of a reference listing (see `keyed`).
    if ctx_squash_core::located_key(name.as_bytes()) {
        return None;
    }
    Some((name, values.next()?))
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    fn rows_of(text: &str) -> Vec<usize> {
        let lines = Lines::new(text);
        let templates = Templates::mine(&lines);
        rows(&lines, &templates, &|_| false, &[])
    }

    #[test]
    fn a_listing_keyed_by_its_second_word_keeps_every_row() {
        // Keys that do not count one by one (see `counted_keys_are_a_series_not_a_listing`).
        let n = |k: usize| (k * 37) % 200;
        let mut text = String::new();
        for k in 0..200 {
            let _ = writeln!(text, "#define __MACRO_NUMBER_{}__ {k}", n(k));
        }
        assert_eq!(rows_of(&text).len(), 200);
        // In a squash, the row asked about is kept as written, not named in a fold's note.
        let log = format!("Predefined macros:\n{text}error: one\nerror: two\nerror: three\n");
        let out = crate::squash_log(&log);
        for k in 0..200 {
            assert!(out.contains(&format!("\n#define __MACRO_NUMBER_{}__ {k}\n", n(k))), "{k}: {out}");
        }
    }

    #[test]
    fn rows_that_are_one_word_each_are_their_own_keys() {
        let whole = |text: &str| {
            let lines = Lines::new(text);
            let templates = Templates::mine(&lines);
            whole_rows(&lines, &templates, &[])
        };
        let mut flags = String::new();
        for k in 0..300 {
            let _ = writeln!(flags, "-f{}-option-{k}", ["no", "dump", "warn"][k % 3]);
        }
        assert_eq!(whole(&flags).len(), 300);
        // In a squash, the flag asked about is kept as a line, not left out among the others.
        let mut log = String::new();
        for k in 0..600 {
            let _ = writeln!(log, "INFO worker alpha served request number {k} in {} ms", k % 13);
        }
        let out = crate::squash_log(&format!("{log}usage: tool [flags]\n{flags}"));
        assert!(out.len() < log.len(), "{out}");
        for k in 0..300 {
            assert!(
                out.contains(&format!("\n-f{}-option-{k}\n", ["no", "dump", "warn"][k % 3])),
                "{k}: {out}"
            );
        }
        // A blob's lines, all of one length, are no keys; nor are repeated words or indented ones.
        let mut blob = String::new();
        let mut repeated = String::new();
        let mut indented = String::new();
        for k in 0..300 {
            let _ =
                writeln!(blob, "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5{k:07}");
            let _ = writeln!(repeated, "{}", ["done", "ok"][k % 2]);
            let _ = writeln!(indented, "    -f-option-{k}");
        }
        assert!(whole(&blob).is_empty());
        assert!(whole(&repeated).is_empty());
        assert!(whole(&indented).is_empty());
        // Over the budget: none.
        let mut over = String::new();
        for k in 0..2000 {
            let _ = writeln!(over, "-fa-rather-long-flag-name-that-goes-on-{k}");
        }
        assert!(whole(&over).is_empty());
    }

    #[test]
    fn a_key_qualified_by_the_value_after_it_is_distinct() {
        let mut text = String::new();
        for k in 0..100 {
            let _ = writeln!(
                text,
                "service{k}              {}/tcp\nservice{k}              {}/udp",
                k + 1,
                k + 1
            );
        }
        assert_eq!(rows_of(&text).len(), 200);
    }

    #[test]
    fn counted_keys_are_a_series_not_a_listing() {
        // Numbered records: each row's key is the one before it, its number one more.
        let mut text = String::new();
        for k in 0..200 {
            let _ = writeln!(text, "#define __MACRO_NUMBER_{k}__ {k}");
        }
        assert!(rows_of(&text).is_empty());
        // The same keys out of order are a listing read by key.
        let mut shuffled = String::new();
        for k in 0..200 {
            let _ = writeln!(shuffled, "#define __MACRO_NUMBER_{}__ {k}", (k * 37) % 200);
        }
        assert_eq!(rows_of(&shuffled).len(), 200);
        assert!(counted(&["a-1", "a-2", "a-3"]));
        assert!(!counted(&["a-1", "a-3", "a-5"]));
        assert!(!counted(&["a-1", "b-2", "c-3"]));
        assert!(!counted(&["a", "b"]));
        assert!(!counted(&["x-99999999999999999999", "x-100000000000000000000"]));
        assert!(!counted(&[]));
    }

    #[test]
    fn counted_keys_over_distinct_values_are_a_listing() {
        // `ip -o -4 addr`: interfaces that count, each its own address, one of them odd.
        let address = |k: usize| {
            if k == 61 {
                "192.168.1.5".to_owned()
            } else {
                format!("10.{}.{}.{}", (k * 37) % 251, (k * 11) % 253, (k * 89) % 254)
            }
        };
        let rows: Vec<String> = (0..120)
            .map(|k| {
                format!("{}: eth{k}    inet {}/24 brd 10.0.0.255 scope global eth{k}", k + 1, address(k))
            })
            .collect();
        let text = rows.join("\n") + "\n";
        assert_eq!(rows_of(&text).len(), 120);
        // In a squash, among a log's lines, every interface keeps its address, the odd one too.
        let mut log = String::from("$ ip -o -4 addr\n");
        log.push_str(&text);
        for k in 0..600 {
            let _ = writeln!(log, "INFO poll tick={k} heartbeat ok");
        }
        let out = crate::squash_log(&log);
        assert!(out.len() < log.len(), "{out}");
        for k in 0..120 {
            assert!(out.contains(&format!("eth{k}    inet {}/24 ", address(k))), "{k}: {out}");
        }
        // A series folds, and its odd value is kept as a line (the rarity readers').
        let mut series = String::new();
        for k in 1..=300 {
            let _ =
                writeln!(series, "tallies/tally-{k:03}.xml - {}", if k == 150 { "stale" } else { "valid" });
        }
        assert!(rows_of(&series).is_empty());
        let out = crate::squash_log(&series);
        assert!(out.len() * 2 < series.len(), "{out}");
        assert!(out.contains("\ntallies/tally-150.xml - stale\n"), "{out}");
        // Values that repeat or count under counting keys: a series still.
        assert!(repeat_or_count(&["valid", "valid", "valid", "valid"]));
        assert!(repeat_or_count(&["1024", "2048", "4096", "4100"]));
        assert!(repeat_or_count(&["p-1", "p-2", "p-3"]));
        assert!(!repeat_or_count(&["10.1.2.3/24", "10.9.8.7/24", "192.168.1.5/24"]));
    }

    proptest::proptest! {
        /// Any keys: no panic; a count is one step more, whatever the digits around it.
        #[test]
        fn counting_never_panics(names in proptest::collection::vec("[a-c0-9é-]{0,8}", 0..12)) {
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            let _ = counted(&names);
            // Values that are all one repeat, whatever they are.
            if let Some(first) = names.first() {
                proptest::prop_assert!(repeat_or_count(&vec![*first; names.len().max(2)]));
            }
            for pair in names.windows(2) {
                if let [a, b] = pair && next_count(a, b) {
                    proptest::prop_assert!(last_number(a).map(|n| n.2 + 1) == last_number(b).map(|n| n.2));
                }
            }
        }
    }

    #[test]
    fn repeats_numbers_and_long_listings_are_not_keyed() {
        // One key repeated: a log's lines.
        let mut repeated = String::new();
        let mut numbers = String::new();
        let mut long = String::new();
        for k in 0..300 {
            let _ = writeln!(repeated, "INFO worker alpha served request number {k}");
            let _ = writeln!(numbers, "tick {k} at 12:00:{:02} took {k} ms", k % 60);
            let _ = writeln!(long, "#define __A_RATHER_LONG_MACRO_NAME_NUMBER_{k}__ {}", "v".repeat(40));
        }
        assert!(rows_of(&repeated).is_empty());
        assert!(rows_of(&numbers).is_empty());
        assert!(rows_of(&long).is_empty());
        // A name last in its row, nothing after it: a list of names (`tar -tv`), no key.
        let mut tar = String::new();
        for k in 0..100 {
            let _ = writeln!(tar, "-rw-r--r-- 0/0 {:>9} 2006-07-24 01:21 src/module_{k}.rs", k % 7);
        }
        assert!(rows_of(&tar).is_empty());
        // A lint report's findings, keyed by their places in files: a report, no listing.
        let mut lint = String::new();
        for k in 0..100 {
            let _ = writeln!(
                lint,
                "mandoc: man/page_{k}.1:{}:{}: STYLE: input line too long: text {k}",
                k * 3,
                k % 80
            );
        }
        assert!(rows_of(&lint).is_empty());
        // Rows a minority of the lines between the first and the last: none.
        let mut prose = String::new();
        for k in 0..60 {
            let _ = writeln!(
                prose,
                "#define M{k} {k}\nsome prose {k} about it, all its own\nand more words on {k}"
            );
        }
        assert!(rows_of(&prose).is_empty());
    }
}
