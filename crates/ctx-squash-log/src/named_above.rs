//! A kept standout keeps the line above it that names its record: where every record of an
//! output writes one line of a kind, and the selection keeps the one that differs, the nearest
//! line above it of a kind whose lines name each record says whose it is.
//!
//! curl's `--retry -v` writes each attempt as the same dozen lines: `*   Trying …`, `> GET
//! /lots/umber.json HTTP/1.1`, the request's headers, `< HTTP/1.0 503 Service Unavailable`. The
//! selection keeps the one `< HTTP/1.0 404 Not Found` among 27 answers, but the request it answers
//! is seven lines above, in a gap, and the fold's note lists umber among eight paths: the 404 is
//! read without what was asked. No blank line or repeated separator bounds an attempt (records of
//! varying length: `paragraph_names` and `named_blocks` read none), but the record is told by the
//! lines above the standout that the selection left out. So, after the selection:
//!
//! - a standout is a kept line of a template at least [`MIN_ROWS`] lines write, of which the
//!   selection kept at most one in [`STANDOUT_SHARE`], that repeats no earlier line but for its
//!   numbers (the one answer that differs, not another copy of the common one), and a field of a
//!   record: neither line beside it is of its template (a listing's rows stand side by side, and
//!   each row is its own record, named on itself);
//! - its record's naming line is the nearest line above it, in the run of lines left out right
//!   above it and at most [`REACH`] lines up but not right above it, a field too, of another
//!   template at least [`MIN_ROWS`] lines write and a kept line shows (else it would open a fold's
//!   note of its own, a cost this budget does not see), where the records are laid out alike —
//!   the first line of the standout's template stands as far below a line of the naming
//!   template (curl's first answer six lines under the first request) —, that writes a name
//!   where its template's first line writes another — a word of two letters or more and no digit
//!   (`/lots/umber.json` where the first request wrote `/lots/indigo.json`; not a connection's
//!   `#14`, a time or a port) — which at most one in [`RARE_NAME`] of the template's lines write
//!   there (a record's name, not a kind: curl's `User-Agent:` shares a template with `Host:`, and
//!   half its lines write it), and which the standout does not write itself (then it names its
//!   own record);
//! - of one stream: where the first [`TAG_WORDS`] words of both templates' lines take a few
//!   values each (two to [`MAX_TAGS`]: `worker a:`, `worker b:`, not a time or an id), the
//!   standout and the line write the same (two workers' records interleaved, the nearest request
//!   may be the other worker's; review66, review67);
//! - it is kept, cut short, for the first [`MAX_STANDOUTS`] standouts. Counting a name's lines
//!   takes one pass over the lines of the candidates' templates, once.
//!
//! What is added is at most [`MAX_LINES`] lines and [`MAX_BYTES`] bytes. A rule about how records
//! are laid out, for any text.

use std::collections::HashMap;

use ctx_squash_core::{Keyed, Lines, Templates};

use crate::additions::Additions;
use crate::squash::{Cut, Kept};

/// Lines of a template at least, the standout's and the naming line's.
const MIN_ROWS: u32 = 8;
/// The selection kept at most one in this many of a standout's template.
const STANDOUT_SHARE: usize = 4;
/// Lines above a standout looked at most.
const REACH: usize = 16;
/// A record's name is written on at most one in this many lines of its template.
const RARE_NAME: u32 = 4;
/// Standouts read at most, in the output's order.
const MAX_STANDOUTS: usize = 16;
/// Lines added at most.
const MAX_LINES: usize = 4;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 512;

/// Leading words of a line read as a stream's tag (`worker a:`'s two).
const TAG_WORDS: usize = 2;
/// A stream's tag takes this many values at most (more are times, ids: no streams).
const MAX_TAGS: usize = 8;

/// For each template of a standout or a candidate, the values each of its lines' first
/// [`TAG_WORDS`] words take, [`MAX_TAGS`] and one at most: one pass over those templates' lines.
fn stream_tags<'a>(
    lines: &Lines<'a>,
    templates: &Templates,
    candidates: &[Candidate<'a>],
) -> HashMap<u32, [Vec<&'a str>; TAG_WORDS], Keyed> {
    let mut tags: HashMap<u32, [Vec<&'a str>; TAG_WORDS], Keyed> = HashMap::default();
    for c in candidates {
        tags.entry(c.template).or_default();
        tags.entry(templates.of(c.standout)).or_default();
    }
    for k in 0..lines.len() {
        let Some(seen) = tags.get_mut(&templates.of(k)) else { continue };
        for (word, values) in lines.get(k).split_whitespace().zip(seen.iter_mut()) {
            if values.len() <= MAX_TAGS && !values.contains(&word) {
                values.push(word);
            }
        }
    }
    tags
}

/// Whether `line` writes `word` whole (not inside a longer word): a standout that names its own
/// record needs no line above to name it.
fn writes_word(line: &str, word: &str) -> bool {
    let part = |c: char| c.is_alphanumeric() || c == '_';
    line.match_indices(word).any(|(at, _)| {
        !line.get(..at).and_then(|head| head.chars().next_back()).is_some_and(part)
            && !line.get(at + word.len()..).and_then(|tail| tail.chars().next()).is_some_and(part)
    })
}

/// Whether a word names something: two letters at least, no digit.
fn is_name(word: &str) -> bool {
    word.bytes().filter(u8::is_ascii_alphabetic).count() >= 2 && !word.bytes().any(|b| b.is_ascii_digit())
}

/// The value line `j` names its record by, and its place among the line's values: the first
/// that is a name where its template's first line writes another.
fn record_name<'a>(lines: &Lines<'a>, templates: &Templates, j: usize) -> Option<(usize, &'a str)> {
    let first = templates.first(templates.of(j));
    if first == j {
        return None;
    }
    templates
        .values_at(lines, j)
        .zip(templates.values_at(lines, first))
        .enumerate()
        .find(|(_, (now, then))| now != then && is_name(now))
        .map(|(at, (now, _))| (at, now))
}

/// A line that may name a standout's record: the standout, the line, its template, and where and
/// what it names.
struct Candidate<'a> {
    standout: usize,
    line: usize,
    template: u32,
    at: usize,
    name: &'a str,
}

/// `kept` (sorted by line) with the naming line above each kept standout added (see the module's
/// documentation), sorted.
pub(crate) fn with_names_above(lines: &Lines<'_>, templates: &Templates, kept: Kept) -> Kept {
    if kept.is_empty() || lines.len() < MIN_ROWS as usize * 2 {
        return kept;
    }
    // How many lines of each template the selection kept.
    let mut shown: HashMap<u32, usize, Keyed> = HashMap::default();
    for &(i, _) in &kept {
        *shown.entry(templates.of(i)).or_default() += 1;
    }
    // A field of a record, not a row of a listing: no line beside it is of its template.
    let field = |i: usize| {
        let t = templates.of(i);
        [i.checked_sub(1), Some(i + 1)]
            .into_iter()
            .flatten()
            .all(|k| k >= lines.len() || templates.of(k) != t)
    };
    let standout = |i: usize| {
        let t = templates.of(i);
        let count = templates.count(t);
        count >= MIN_ROWS
            && field(i)
            && shown.get(&t).is_some_and(|&n| n * STANDOUT_SHARE <= count as usize)
            && templates.first(t) != i
            && !templates.repeat(i)
    };
    let mut is_kept = vec![false; lines.len()];
    for &(i, _) in &kept {
        if let Some(slot) = is_kept.get_mut(i) {
            *slot = true;
        }
    }
    // Each standout's candidates, nearest first: the lines of the gap right above it, within
    // reach, of another repeated template a kept line shows, naming something.
    let mut candidates: Vec<Candidate<'_>> = Vec::new();
    for i in kept.iter().map(|&(i, _)| i).filter(|&i| standout(i)).take(MAX_STANDOUTS) {
        let t = templates.of(i);
        for j in (i.saturating_sub(REACH)..i).rev().take_while(|&j| is_kept.get(j) == Some(&false)) {
            let u = templates.of(j);
            if u == t || templates.count(u) < MIN_ROWS || !shown.contains_key(&u) || !field(j) {
                continue;
            }
            // Records laid out alike: the first line of the standout's template stands as far
            // below a line of this one.
            let alike = i - j >= 2
                && templates
                    .first(t)
                    .checked_sub(i - j)
                    .is_some_and(|k| k < lines.len() && templates.of(k) == u);
            if !alike {
                continue;
            }
            if let Some((at, name)) =
                record_name(lines, templates, j).filter(|&(_, name)| !writes_word(lines.get(i), name))
            {
                candidates.push(Candidate { standout: i, line: j, template: u, at, name });
            }
        }
    }
    if candidates.is_empty() {
        return kept;
    }
    let tags = stream_tags(lines, templates, &candidates);
    // How many lines of each candidate's template write its name there: one pass over the lines
    // of those templates.
    let mut written: HashMap<(u32, usize, &str), u32, Keyed> = HashMap::default();
    for c in &candidates {
        written.insert((c.template, c.at, c.name), 0);
    }
    let wanted: Vec<u32> = {
        let mut wanted: Vec<u32> = candidates.iter().map(|c| c.template).collect();
        wanted.sort_unstable();
        wanted.dedup();
        wanted
    };
    for k in 0..lines.len() {
        let u = templates.of(k);
        if wanted.binary_search(&u).is_err() {
            continue;
        }
        for (at, value) in templates.values_at(lines, k).enumerate() {
            if let Some(count) = written.get_mut(&(u, at, value)) {
                *count += 1;
            }
        }
    }
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    let mut done: Vec<usize> = Vec::new();
    for c in &candidates {
        if additions.count() == MAX_LINES {
            break;
        }
        // A name most of its template's lines write is a kind (`User-Agent:` beside `Host:`),
        // not the record's; the nearest rare one names it.
        let count = written.get(&(c.template, c.at, c.name)).copied().unwrap_or(u32::MAX);
        let rare = count.saturating_mul(RARE_NAME) <= templates.count(c.template);
        let one_stream = (0..TAG_WORDS).all(|p| {
            let few = |template: u32, least: usize| {
                tags.get(&template)
                    .and_then(|words| words.get(p))
                    .is_some_and(|seen| (least..=MAX_TAGS).contains(&seen.len()))
            };
            let word = |k: usize| lines.get(k).split_whitespace().nth(p);
            !(few(templates.of(c.standout), 2) && few(c.template, 2)) || word(c.standout) == word(c.line)
        });
        if rare && one_stream && !done.contains(&c.standout) {
            done.push(c.standout);
            additions.add(c.line, Cut::Short);
        }
    }
    additions.into_kept(kept)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;

    fn with_names(lines: &Lines<'_>, kept: Kept) -> Kept {
        with_names_above(lines, &Templates::mine(lines), kept)
    }

    fn assert_kept_after(text: &str, kept: &[usize], expected: &[usize]) {
        crate::squash::assert_kept_after(with_names, text, kept, expected);
    }

    /// curl's attempts at `lots`, each a request, two headers and an answer; the lot `odd` is
    /// answered 404.
    fn attempts(lots: &[&str], odd: &str) -> String {
        let mut text = String::new();
        for (k, lot) in lots.iter().enumerate() {
            let answer = if *lot == odd { "404 Not Found" } else { "503 Service Unavailable" };
            let _ = write!(
                text,
                "*   Trying 127.0.0.1:8080...\n* Connected to 127.0.0.1 port 8080 (#{k})\n> GET /lots/{lot}.json HTTP/1.1\n> Host: 127.0.0.1:8080\n> Accept: */*\n< HTTP/1.0 {answer}\n* Closing connection {k}\n"
            );
        }
        text
    }

    const LOTS: [&str; 10] =
        ["indigo", "walnut", "madder", "weld", "umber", "sumac", "tara", "woad", "henna", "alum"];

    #[test]
    fn the_odd_answer_keeps_its_request() {
        let text = attempts(&LOTS, "umber");
        // Lines 0-6 the first attempt; umber's is lines 28-34, its answer 33.
        assert_kept_after(&text, &[0, 2, 5, 33], &[0, 2, 5, 30, 33]);
        // Nothing is added where the request is kept, or nothing shows the requests' template.
        assert_kept_after(&text, &[0, 2, 5, 30, 33], &[0, 2, 5, 30, 33]);
        assert_kept_after(&text, &[0, 5, 33], &[0, 5, 33]);
    }

    #[test]
    fn interleaved_records_keep_no_other_workers_request() {
        // Two workers' attempts interleaved (review66): worker b's first answer, which differs
        // from worker a's first by its worker, has worker a's next request two lines above it.
        let record = |w: &str, lot: String| {
            [
                format!("worker {w}: connect"),
                format!("worker {w}: > GET /lots/{lot}.json HTTP/1.1"),
                format!("worker {w}: > Accept: */*"),
            ]
        };
        let answer = |w: &str| {
            [format!("worker {w}: < HTTP/1.0 503 Service Unavailable"), format!("worker {w}: closed")]
        };
        let mut rows: Vec<String> = record("a", "a0".replace('0', "ab")).into();
        rows.extend(answer("a"));
        for k in 0..40 {
            let lot = |w: char| format!("{w}{}", ["ab", "bc", "cd", "de", "ef"][k % 5]).repeat(1 + k / 5);
            rows.extend(record("b", lot('x')));
            rows.extend(record("a", lot('y')));
            rows.extend(answer("b"));
            rows.extend(answer("a"));
        }
        let text = rows.join("\n") + "\n";
        // Lines 0-7 and worker b's first answer (11): worker a's request (9) is not its record's.
        assert_eq!(rows.get(11).map(String::as_str), Some("worker b: < HTTP/1.0 503 Service Unavailable"));
        assert_kept_after(&text, &[0, 1, 2, 3, 4, 5, 6, 7, 11], &[0, 1, 2, 3, 4, 5, 6, 7, 11]);
    }

    #[test]
    fn a_worker_whose_first_answer_is_not_the_first_keeps_no_other_workers_request() {
        // The first request is worker a's, the first answer worker b's (review67): worker a's
        // first answer (11) has worker b's request two lines above it, laid out as b's first.
        let record = |w: &str, lot: &str| {
            [
                format!("worker {w}: connect"),
                format!("worker {w}: > GET /lots/{lot}.json HTTP/1.1"),
                format!("worker {w}: > Accept: */*"),
            ]
        };
        let answer = |w: &str| {
            [format!("worker {w}: < HTTP/1.0 503 Service Unavailable"), format!("worker {w}: closed")]
        };
        let mut rows: Vec<String> = Vec::new();
        rows.extend(record("a", "aa"));
        rows.extend(record("b", "ba"));
        rows.extend(answer("b"));
        rows.extend(record("b", "bb"));
        rows.extend(answer("a"));
        for k in 0..40 {
            let lot = |w: char| format!("{w}{}", ["ab", "bc", "cd", "de", "ef"][k % 5]).repeat(1 + k / 5);
            rows.extend(record("a", &lot('x')));
            rows.extend(answer("b"));
            rows.extend(record("b", &lot('y')));
            rows.extend(answer("a"));
        }
        let text = rows.join("\n") + "\n";
        assert_eq!(rows.get(11).map(String::as_str), Some("worker a: < HTTP/1.0 503 Service Unavailable"));
        assert_kept_after(&text, &[0, 1, 2, 3, 4, 5, 6, 7, 11], &[0, 1, 2, 3, 4, 5, 6, 7, 11]);
    }

    #[test]
    fn a_time_before_each_line_is_no_stream() {
        // `ts` before curl's lines: the first request and answer in one second, umber's answer a
        // second after its request (review67) — a time takes too many values to be a stream's tag.
        let mut text = String::new();
        for (n, line) in attempts(&LOTS, "umber").lines().enumerate() {
            let second = if n == 33 { 59 } else { n / 7 };
            let _ = writeln!(text, "12:00:{second:02} {line}");
        }
        assert_kept_after(&text, &[0, 2, 5, 33], &[0, 2, 5, 30, 33]);
    }

    #[test]
    fn a_standout_that_names_its_record_keeps_nothing_above() {
        // Each answer names its lot: the odd one needs no request above to say whose it is.
        let text = attempts(&LOTS, "umber")
            .replace("< HTTP/1.0 404 Not Found", "< HTTP/1.0 404 /lots/umber.json Found");
        assert_kept_after(&text, &[0, 2, 5, 33], &[0, 2, 5, 33]);
    }

    #[test]
    fn a_common_answer_keeps_nothing() {
        let text = attempts(&LOTS, "none");
        // A second copy of the common answer is no standout.
        assert_kept_after(&text, &[0, 2, 5, 33], &[0, 2, 5, 33]);
    }

    #[test]
    fn a_listing_row_keeps_no_row_above() {
        // `ls -l`'s rows: each its own record, the odd one named on itself.
        let mut text = String::new();
        for (k, name) in LOTS.iter().enumerate() {
            let mode = if k == 6 { "-rwsr-xr-x" } else { "-rwxr-xr-x" };
            let _ = writeln!(text, "{mode} 1 root root {k}0 Nov 21 2024 {name}");
        }
        assert_kept_after(&text, &[0, 6], &[0, 6]);
    }

    proptest! {
        /// Any lines and selection: what is kept stays kept, sorted, each once, at most
        /// [`MAX_LINES`] lines added.
        #[test]
        fn names_only_add(rows in prop::collection::vec("(> GET [ab]{2}|< [0-9] ok|< [a-c]{3} no|\\* x [0-9])", 0..60), picks in prop::collection::vec(0usize..60, 0..12)) {
            let (text, kept) = crate::squash::rows_and_selection(&rows.iter().map(String::as_str).collect::<Vec<_>>(), picks);
            let lines = Lines::new(&text);
            let before: Kept = kept.iter().map(|&i| (i, Cut::Normal)).collect();
            let after = with_names(&lines, before.clone());
            prop_assert!(before.iter().all(|k| after.contains(k)));
            prop_assert!(after.windows(2).all(|pair| pair[0].0 < pair[1].0));
            prop_assert!(after.len() <= before.len() + MAX_LINES);
            prop_assert!(after.iter().all(|&(i, _)| i < lines.len()));
        }
    }
}
