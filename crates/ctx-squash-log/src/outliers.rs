//! A fold keeps its outliers: the lines of a repeated template whose numbers stand out are shown,
//! not hidden in the fold's count.
//!
//! A fold note counts the numbers its lines vary by (a time, a counter, an address says nothing
//! its count does not) — but the number that differs is often the point: the one `NaN` among a
//! frame's readings, the spike `9.871` among values near 3, the `count` row of 35 where every other
//! row holds a statistic near 3, the two widths of forty overfull boxes. So, in a template of many
//! lines, each varying position is read as a column across its lines, and a line is kept when, in
//! a column of numbers, its value is missing or a word (`NaN`, `-`, a header among rows), lies far
//! from the rest (more than [`FAR`] median absolute deviations from the median, in a column that
//! does not only grow: a clock's or a counter's far values are its ends), or is one of a
//! column's few values (the first line of each, when a column of many numbers takes at most
//! [`FEW_VALUES`]), or is written in a unit few rows write where one is on all the others
//! (logfmt's one `duration=14s` among `duration=NNms`: a `name=` is read past). A column of words is read the same way in a template of as few as
//! [`MIN_KIND_MEMBERS`] lines: when it takes at most [`FEW_VALUES`] words, the first line of each
//! is shown — the `write` races among `read` races, the `RETURN` among `ACCEPT` rules — so each
//! kind a fold hides is seen as a line, not only named in its note. A template with more such
//! lines than [`MAX_PER_TEMPLATE`] has no outliers:
//! what is common is no exception. A value's shape (an odd unit, quotes) is read last, only
//! within that cap: a column quoting some of its numbers never hides another's `nan`. Like `unmarked`, a rule about how the lines are written, for
//! any format.

use ctx_squash_core::{Lines, Templates};

/// Lines a template must have before its columns of numbers are read.
const MIN_MEMBERS: u32 = 8;
/// Lines a template must have before its columns of words are read.
const MIN_KIND_MEMBERS: u32 = 4;
/// A line's value is of a rare kind when at most one line in this many has that kind.
const RARE_KIND: usize = 8;
/// Median absolute deviations from the median a value must lie beyond to be far.
const FAR: f64 = 5.0;
/// Distinct values a column of numbers takes at most for the first line of each to be kept.
const FEW_VALUES: usize = 3;
/// Rows a rare word's run must have for its last row to be kept beside its first.
const MIN_RARE_RUN: usize = 8;
/// Outlying lines a template may have; one with more has none.
const MAX_PER_TEMPLATE: usize = 8;
/// Outlying lines kept at most, over all templates; and as many again for broken steps and odd
/// phrases with their paragraphs.
const MAX_OUTLIERS: usize = 48;

/// How a value reads.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    /// A number, with a unit or in brackets as written (`36.000`, `(278.58969pt`, `4MB`).
    Number(f64),
    /// A value a table writes for none (`NaN`, `NaT`, `null`, `-`).
    Missing,
    /// Anything else.
    Word,
}

/// The lines of the output's repeated templates whose values stand out (see the module's
/// documentation), in order.
pub(crate) fn outliers(lines: &Lines<'_>, templates: &Templates) -> Vec<usize> {
    // The lines of each template large enough, by template (in the order of their ids).
    let mut members: Vec<Vec<usize>> = vec![Vec::new(); templates.len()];
    for i in 0..lines.len() {
        let t = templates.of(i);
        if templates.count(t) >= MIN_KIND_MEMBERS
            && let Some(rows) = members.get_mut(t as usize)
        {
            rows.push(i);
        }
    }
    let (mut kept, mut lone_kept): (Vec<usize>, Vec<usize>) = (Vec::new(), Vec::new());
    for rows in members.iter().filter(|rows| !rows.is_empty()) {
        let (columns, words) = candidates(lines, templates, rows);
        // A column of few values keeps its lone value's rows (see `lone_values`).
        let lone = crate::lone_values::lone_rows(lines, templates, rows);
        // Two fields that agree on every other line part (see `parted`).
        let parted = crate::parted::parted(lines, templates, rows);
        if columns.is_empty() && words.is_empty() && lone.is_empty() && parted.is_empty() {
            continue;
        }
        // Each line read once, up to its last candidate column, only those columns kept.
        let width = columns.last().map_or(0, |&k| k + 1);
        let mut table: Vec<Vec<(usize, &str)>> = vec![Vec::with_capacity(rows.len()); columns.len()];
        if width > 0 {
            for (r, &i) in rows.iter().enumerate() {
                for (k, value) in templates.values_at(lines, i).take(width).enumerate() {
                    if let Ok(at) = columns.binary_search(&k) {
                        table[at].push((r, value));
                    }
                }
            }
        }
        let (standing, shapes): (Vec<Vec<usize>>, Vec<Vec<usize>>) =
            table.iter().map(|column| standing_out(column)).unzip();
        let mut found: Vec<usize> = standing.concat();
        found.extend(first_of_few_words(lines, templates, rows, &words));
        found.extend(parted);
        found.sort_unstable();
        found.dedup();
        if found.len() > MAX_PER_TEMPLATE {
            continue;
        }
        // A value's shape (an odd unit, a number in quotes) comes after the missing, far and few
        // values, within the same cap: a column that quotes some of its numbers never pushes the
        // one `nan` of another column out (review57).
        let mut with_shapes = found.clone();
        with_shapes.extend(shapes.concat());
        with_shapes.sort_unstable();
        with_shapes.dedup();
        if with_shapes.len() <= MAX_PER_TEMPLATE {
            found = with_shapes;
        }
        // Lone values come after the template's other outliers, within the same cap: they never
        // push a missing or far value out (review54).
        let mut with_lone = found.clone();
        with_lone.extend(lone);
        with_lone.sort_unstable();
        with_lone.dedup();
        if with_lone.len() <= MAX_PER_TEMPLATE {
            lone_kept.extend(with_lone.iter().filter(|r| found.binary_search(r).is_err()).map(|&r| rows[r]));
        }
        kept.extend(found.iter().map(|&r| rows[r]));
    }
    // Over the whole output too: every template's other outliers first, then the lone values.
    kept.sort_unstable();
    kept.truncate(MAX_OUTLIERS);
    lone_kept.sort_unstable();
    kept.extend(lone_kept.into_iter().take(MAX_OUTLIERS.saturating_sub(kept.len())));
    // A counter's broken step and a phrase lacking its template's words, with their paragraphs
    // (see `steps`, `phrases` and `paragraphs`).
    let odd = [
        crate::steps::breaks(lines, templates, &members),
        crate::phrases::odd_phrases(lines, templates, &members),
    ];
    let mut odd = odd.concat();
    odd.sort_unstable();
    odd.dedup();
    // Within a bound of their own (review59): the rows themselves first, then their paragraphs'
    // lines, as many as the other outliers may be.
    let mut around = crate::paragraphs::with_paragraphs(lines, &odd);
    around.retain(|i| odd.binary_search(i).is_err());
    odd.truncate(MAX_OUTLIERS);
    let room = MAX_OUTLIERS.saturating_sub(odd.len());
    kept.extend(odd);
    kept.extend(around.into_iter().take(room));
    kept.sort_unstable();
    kept.dedup();
    kept
}

/// The columns of a template (its lines: `rows`) worth reading whole, judged on its first and last
/// [`MIN_MEMBERS`] lines: those holding numbers on all of the first but one, less those that grow
/// through both samples and from one to the other (a clock, a counter: no far value of theirs is
/// an outlier, and they have too many values to show each). So a log whose only numbers are its
/// times reads no more lines. A column of words is worth reading when both samples hold words
/// only, at most [`FEW_VALUES`] of them; a template of fewer than [`MIN_MEMBERS`] lines has only
/// such columns read.
fn candidates(lines: &Lines<'_>, templates: &Templates, rows: &[usize]) -> (Vec<usize>, Vec<usize>) {
    let take = MIN_MEMBERS as usize;
    let read = |sample: &[usize]| -> Vec<Vec<(&str, Kind)>> {
        sample.iter().map(|&i| templates.values_at(lines, i).map(|v| (v, kind(v))).collect()).collect()
    };
    let head = read(&rows[..take.min(rows.len())]);
    let tail = read(&rows[rows.len().saturating_sub(take)..]);
    let numbers = |sample: &[Vec<(&str, Kind)>], k: usize| -> Vec<f64> {
        sample
            .iter()
            .filter_map(|values| match values.get(k) {
                Some((_, Kind::Number(x))) => Some(*x),
                _ => None,
            })
            .collect()
    };
    let grows = |xs: &[f64]| xs.len() > FEW_VALUES && xs.windows(2).all(|pair| pair[0] < pair[1]);
    let width = head.iter().map(Vec::len).max().unwrap_or(0);
    let few_words = |k: usize| {
        let mut seen: Vec<&str> = Vec::new();
        for values in head.iter().chain(&tail) {
            match values.get(k) {
                Some(&(value, Kind::Word)) if seen.contains(&value) => {}
                Some(&(value, Kind::Word)) if seen.len() < FEW_VALUES => seen.push(value),
                _ => return false,
            }
        }
        true
    };
    let (words, rest): (Vec<usize>, Vec<usize>) = (0..width).partition(|&k| few_words(k));
    if rows.len() < take {
        return (Vec::new(), words);
    }
    let numbers = rest
        .into_iter()
        .filter(|&k| {
            let (first, last) = (numbers(&head, k), numbers(&tail, k));
            let clock = grows(&first)
                && grows(&last)
                && matches!((first.last(), last.first()), (Some(a), Some(b)) if a <= b);
            first.len() + 1 >= head.len() && !clock
        })
        .collect();
    (numbers, words)
}

/// The rows (the first of each pair) of one column whose value stands out, when the column is
/// one of numbers: missing or a word, far from the rest, or the first of each of few values; and
/// apart, the rows whose number is written in a shape few rows write ([`odd_units`]).
fn standing_out(column: &[(usize, &str)]) -> (Vec<usize>, Vec<usize>) {
    // Each value's reading beside the column, not a copy of it: a million rows are 16 MB here,
    // and the numbers alone 8 MB more (review of the 1M-identical-lines case: 40 MB a million as
    // (row, value, kind) triples).
    let kinds: Vec<Kind> = column.iter().map(|&(_, v)| kind(v)).collect();
    let count = kinds.iter().filter(|k| matches!(k, Kind::Number(_))).count();
    // Only a column of numbers, nearly all of it, has outliers.
    let other = kinds.len() - count;
    if count < MIN_MEMBERS as usize || other * RARE_KIND > kinds.len() {
        return (Vec::new(), Vec::new());
    }
    let mut numbers: Vec<f64> = Vec::with_capacity(count);
    numbers.extend(kinds.iter().filter_map(|&k| match k {
        Kind::Number(x) => Some(x),
        _ => None,
    }));
    let read = || column.iter().zip(&kinds).map(|(&(r, v), &k)| (r, v, k));
    let mut rows: Vec<usize> =
        read().filter(|&(_, _, k)| !matches!(k, Kind::Number(_))).map(|(r, _, _)| r).collect();
    // A column that only grows is a clock or a counter: its far values are its ends.
    let grows = numbers.windows(2).all(|pair| pair[0] <= pair[1]);
    if let Some((median, spread)) = median_spread(&numbers).filter(|_| !grows) {
        rows.extend(read().filter_map(|(r, _, k)| match k {
            Kind::Number(x) if (x - median).abs() > FAR * spread => Some(r),
            _ => None,
        }));
    }
    drop(numbers);
    let mut firsts: Vec<(&str, usize)> = Vec::new();
    for (r, v, k) in read() {
        if matches!(k, Kind::Number(_)) && !firsts.iter().any(|&(seen, _)| seen == v) {
            if firsts.len() == FEW_VALUES {
                firsts.clear();
                break;
            }
            firsts.push((v, r));
        }
    }
    if firsts.len() > 1 {
        rows.extend(firsts.iter().map(|&(_, r)| r));
    }
    (rows, odd_units(read()))
}

/// The first row (of `rows`, the lines of one template) of each word of its columns of words (`words`, in order) that
/// take between two and [`FEW_VALUES`] of them, and the last row of each word but the commonest
/// whose rows are one run of at least [`MIN_RARE_RUN`] rows, every row from its first to its
/// last: a run of a rare kind is told by its extent, its first row and its last (debugfs' thirty
/// cleared inodes in a row, dated `1-Jan-1970`). A column stops being read at its
/// first value that is no word or its one word too many, and the lines stop being read when every
/// column has.
fn first_of_few_words(
    lines: &Lines<'_>,
    templates: &Templates,
    rows: &[usize],
    words: &[usize],
) -> Vec<usize> {
    /// A word of a column: its first row, its last and how many rows write it.
    struct Seen<'a> {
        word: &'a str,
        first: usize,
        last: usize,
        count: usize,
    }
    // Per column: each word seen, or `None` once the column has too many.
    let mut firsts: Vec<Option<Vec<Seen<'_>>>> = (0..words.len()).map(|_| Some(Vec::new())).collect();
    let width = words.last().map_or(0, |&k| k + 1);
    for (r, &i) in rows.iter().enumerate() {
        if firsts.iter().all(Option::is_none) {
            return Vec::new();
        }
        for (k, value) in templates.values_at(lines, i).take(width).enumerate() {
            let Ok(at) = words.binary_search(&k) else { continue };
            let Some(seen) = firsts[at].as_mut() else { continue };
            if let Some(word) = seen.iter_mut().find(|seen| seen.word == value) {
                word.last = r;
                word.count += 1;
                continue;
            }
            if kind(value) == Kind::Word && seen.len() < FEW_VALUES {
                seen.push(Seen { word: value, first: r, last: r, count: 1 });
            } else {
                firsts[at] = None;
            }
        }
    }
    let mut found = Vec::new();
    for seen in firsts.into_iter().flatten().filter(|seen| seen.len() > 1) {
        let commonest = seen.iter().map(|word| word.count).max().unwrap_or(0);
        for word in &seen {
            found.push(word.first);
            // A run of its own: every row from its first to its last writes it.
            let run = word.count >= MIN_RARE_RUN && word.last + 1 - word.first == word.count;
            if run && word.count < commonest {
                found.push(word.last);
            }
        }
    }
    found
}

/// The median of `numbers` and their median absolute deviation from it, when that is above zero.
fn median_spread(numbers: &[f64]) -> Option<(f64, f64)> {
    let middle = median(numbers.to_vec())?;
    let spread = median(numbers.iter().map(|x| (x - middle).abs()).collect())?;
    (spread > 0.0).then_some((middle, spread))
}

/// The middle value (the mean of the two middle ones for an even count).
fn median(mut values: Vec<f64>) -> Option<f64> {
    values.sort_unstable_by(f64::total_cmp);
    let n = values.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => values.get(n / 2).copied(),
        _ => Some((values.get(n / 2 - 1)? + values.get(n / 2)?) / 2.0),
    }
}

/// The rows of a column of numbers whose unit few rows write where nearly every other writes
/// one: `duration=14s` among 359 `duration=NNms` reads as 14, near the rest, yet is a thousand
/// times longer. A unit at most one row in [`RARE_KIND`] writes, while one unit is on all rows
/// but those. The quotes a number is written in are its shape too: the one `'flash_period_s':
/// '15'` among bare numbers is a string where every other row holds a number, a type no reading
/// of its value tells.
fn odd_units<'a>(kinds: impl Iterator<Item = (usize, &'a str, Kind)> + Clone) -> Vec<usize> {
    let numbers = kinds.filter(|&(_, _, k)| matches!(k, Kind::Number(_)));
    let mut rows = few_of(numbers.clone().map(|(r, v, _)| (r, unit(v))), |unit| !unit.is_empty());
    rows.extend(few_of(numbers.map(|(r, v, _)| (r, quoting(v))), |_| true));
    rows.sort_unstable();
    rows.dedup();
    rows
}

/// The rows (of `(row, shape)` pairs) whose shape at most one row in [`RARE_KIND`] writes, when
/// one shape is on all the others and `common` holds of it. The rows are read twice, never
/// held: a column of a million rows would be 24 MB of pairs.
fn few_of<T: PartialEq + Copy>(
    rows: impl Iterator<Item = (usize, T)> + Clone,
    common: impl Fn(T) -> bool,
) -> Vec<usize> {
    let mut counts: Vec<(T, usize)> = Vec::new();
    let mut total = 0;
    for (_, shape) in rows.clone() {
        total += 1;
        match counts.iter_mut().find(|(seen, _)| *seen == shape) {
            Some((_, n)) => *n += 1,
            None => counts.push((shape, 1)),
        }
    }
    let Some(&(most_written, most)) = counts.iter().max_by_key(|&&(_, n)| n) else {
        return Vec::new();
    };
    if !common(most_written) || (total - most) * RARE_KIND > total {
        return Vec::new();
    }
    rows.filter(|&(_, shape)| shape != most_written).map(|(r, _)| r).collect()
}

/// The quote a number is written in (`'`, `"`), past a `name=` and opening brackets, or none.
fn quoting(value: &str) -> Option<char> {
    let value = value.split_once('=').map_or(value, |(_, rest)| rest);
    value.trim_start_matches(['(', '[', '+']).chars().next().filter(|&c| c == '\'' || c == '"')
}

/// The unit a number is written with: what follows its last digit, closing marks aside.
fn unit(value: &str) -> &str {
    let v = value.trim_end_matches([')', ']', ',', '\'', '"']);
    let start = v.rfind(|c: char| c.is_ascii_digit() || c == '.').map_or(v.len(), |i| i + 1);
    v.get(start..).unwrap_or("")
}

/// How `value` reads: a number (after an opening bracket, before a unit of letters or `%` and a
/// closing bracket or comma; in quotes too, as a dump writes a number held as a string, Perl's
/// `'max_load_kn' => '21.5',`), a missing value, or a word.
fn kind(value: &str) -> Kind {
    if matches!(
        value,
        "NaN" | "nan" | "NaT" | "<NA>" | "None" | "null" | "NULL" | "N/A" | "n/a" | "-" | "--" | "?"
    ) {
        return Kind::Missing;
    }
    // A `name=value` field's value (logfmt's `duration=240ms`).
    let value = match value.split_once('=') {
        Some((name, rest))
            if !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphabetic() || b == b'_') =>
        {
            rest
        }
        _ => value,
    };
    let body = value.trim_start_matches(['(', '[', '+', '\'', '"']);
    let end = body
        .char_indices()
        .find(|&(i, c)| !(c.is_ascii_digit() || c == '.' || (c == '-' && i == 0)))
        .map_or(body.len(), |(i, _)| i);
    let (number, unit) = body.split_at(end);
    let unit = unit.trim_end_matches([')', ']', ',', '\'', '"']);
    match number.parse::<f64>() {
        Ok(x) if x.is_finite() && unit.chars().all(|c| c.is_ascii_alphabetic() || c == '%') => {
            Kind::Number(x)
        }
        _ => Kind::Word,
    }
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    fn check(text: &str, expected: &[usize]) {
        let lines = Lines::new(text);
        let templates = Templates::mine(&lines);
        assert_eq!(outliers(&lines, &templates), expected);
    }

    /// Readings near 3, one missing and one a spike: those two rows are the outliers.
    #[test]
    fn lone_values_never_push_a_missing_value_out() {
        use std::fmt::Write as _;

        // 2,000 requests, eight of a lone status each and one latency missing (review54): the
        // eight lone rows would make nine outliers, over the cap; the missing value stays.
        let mut text = String::new();
        for k in 0..2000 {
            let status = match k {
                100 | 300 | 500 | 700 => 404,
                900 | 1100 => 500,
                1300 | 1500 => 503,
                _ => 200,
            };
            let latency = if k == 1234 { "NaN".to_owned() } else { format!("{}", 10 + k % 7) };
            let _ = writeln!(text, "GET /item/{k} status {status} latency {latency}");
        }
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        let kept = outliers(&lines, &templates);
        assert!(kept.contains(&1234), "{kept:?}");
    }

    #[test]
    fn a_missing_value_and_a_spike_stand_out() {
        let mut text = String::new();
        for h in 0..30 {
            let value = match h {
                7 => "NaN".to_owned(),
                21 => "9.871".to_owned(),
                _ => format!("{}.{:03}", 2 + h % 3, (h * 37) % 1000),
            };
            let _ = writeln!(text, "2024-03-15 {h:02}:00  {}.{:03}  {value}", 3 + h % 2, (h * 91) % 1000);
        }
        check(&text, &[7, 21]);
    }

    /// Forty overfull boxes of two widths: the first of each width is shown.
    #[test]
    fn a_column_of_few_values_shows_the_first_of_each() {
        let mut text = String::new();
        for n in 0..40 {
            let width = if n < 9 { "278.58969" } else { "294.08961" };
            let _ = writeln!(text, "Overfull \\hbox ({width}pt too wide) in paragraph at lines {n}--{n}");
        }
        check(&text, &[0, 9]);
    }

    /// Counters, times and sizes that spread evenly have no outlier; nor does a column of words,
    /// nor a clock that only grows, however far its last values lie from its median.
    #[test]
    fn even_columns_have_none() {
        let mut text = String::new();
        for n in 0..200 {
            let clock = if n < 190 { f64::from(n) * 0.001 } else { 90.0 + f64::from(n) };
            let _ = writeln!(
                text,
                "{clock:.6}s INFO request {n} served in {}ms by worker-{}",
                10 + n % 17,
                n % 5
            );
        }
        check(&text, &[]);
    }

    /// Six races of one template, reads and a write: the first of each kind is shown, however
    /// few the template's lines.
    #[test]
    fn a_column_of_few_words_shows_the_first_of_each() {
        let mut text = String::new();
        for n in 0..6 {
            let access = if n == 3 { "write" } else { "read" };
            let _ = writeln!(
                text,
                "==1== Possible data race during {access} of size 8 at 0x10C0{n}8 by thread #{n}"
            );
        }
        check(&text, &[0, 3]);
        // Five words are not few: none is shown.
        let mut text = String::new();
        for n in 0..12 {
            let _ = writeln!(text, "request {n} served by worker-{}", n % 5);
        }
        check(&text, &[]);
    }

    /// Forty files of one listing, ten of them in a row cleared and dated 1970: the run's first
    /// row and its last are shown; a rare word scattered over a few rows keeps its first only.
    #[test]
    fn a_run_of_a_rare_word_shows_its_first_and_last_row() {
        let mut text = String::new();
        for n in 0..40 {
            let date = if (20..30).contains(&n) { "1-Jan-1970" } else { "1-Nov-2025" };
            let _ = writeln!(text, "{:>5}  s-{n:03}.dat {date}", 100 + n);
        }
        check(&text, &[0, 20, 29]);
        let mut text = String::new();
        for n in 0..40 {
            let date = if n % 4 == 1 { "1-Jan-1970" } else { "1-Nov-2025" };
            let _ = writeln!(text, "{:>5}  s-{n:03}.dat {date}", 100 + n);
        }
        check(&text, &[0, 1]);
    }

    /// logfmt's one duration in seconds among durations in milliseconds is kept, read past
    /// its `name=`; a column of one unit keeps nothing.
    #[test]
    fn a_number_in_an_odd_unit_stands_out() {
        let text = forty_rows(
            23,
            "14s",
            |k| format!("{}ms", 10 + k % 7),
            |k, duration| format!("level=info lamp=L-{k:02} msg=\"check\" duration={duration} lens=ok"),
        );
        check(&text, &[23]);
        check(&text.replace("=14s", "=14ms"), &[]);
    }

    /// A column that quotes nine of its 120 ports never pushes the one `nan` latency of another
    /// column out: shapes come after missing and far values, within the template's cap
    /// (review57).
    #[test]
    fn a_quoted_column_never_pushes_a_missing_value_out() {
        let mut text = String::new();
        for n in 0..120 {
            let latency = if n == 77 { "nan".to_owned() } else { (40 + n % 19).to_string() };
            let port = if n % 13 == 5 { format!("'{}'", 8000 + n % 5) } else { (8000 + n % 5).to_string() };
            let _ = writeln!(text, "  {{'latency_ms': {latency}, 'port': {port}, 'host': 'h-{n:03}'}},");
        }
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        assert!(outliers(&lines, &templates).contains(&77), "{:?}", outliers(&lines, &templates));
    }

    /// A pretty-printed config's one period written as a string, `'15'`, among bare numbers:
    /// the row is kept; quoted everywhere, the numbers are one shape.
    #[test]
    fn a_number_quoted_among_bare_ones_stands_out() {
        let text = forty_rows(
            29,
            "'15'",
            |k| format!("{}", 5 + k % 10),
            |k, period| {
                format!("  'ST-{k:03}': {{'lamp': {{'flash_period_s': {period}, 'order': {}}}}},", k % 4)
            },
        );
        check(&text, &[29]);
        check(&text.replace("'15'", "15"), &[]);
        assert_eq!(quoting("'15',"), Some('\''));
        assert_eq!(quoting("x=\"7\""), Some('"'));
        assert_eq!(quoting("(7"), None);
    }

    proptest::proptest! {
        /// Any column of values: the odd units and quotings are rows of the column, a few at most.
        #[test]
        fn odd_units_are_few_rows_of_the_column(values in proptest::collection::vec("[a-z=]{0,4}'?[0-9]{1,3}(ms|s|)'?", 0..40)) {
            let kinds: Vec<(usize, &str, Kind)> = values.iter().enumerate().map(|(r, v)| (r, v.as_str(), kind(v))).collect();
            let odd = odd_units(kinds.iter().copied());
            proptest::prop_assert!(odd.iter().all(|&r| r < values.len()));
            // Rows of a rare unit and rows of a rare quoting: each a few.
            proptest::prop_assert!(odd.len() * RARE_KIND <= 2 * values.len());
        }
    }

    #[test]
    fn kinds() {
        assert!(kind("(278.58969pt") == Kind::Number(278.589_69));
        assert!(kind("36.000") == Kind::Number(36.0));
        assert!(kind("25%") == Kind::Number(25.0));
        assert!(kind("NaN") == Kind::Missing);
        assert!(kind("2024-03-15") == Kind::Word);
        assert!(kind("1.2.3") == Kind::Word);
        assert!(kind("worker-3") == Kind::Word);
        // A number held as a string is a number: a dump quotes it.
        assert!(kind("'21.5',") == Kind::Number(21.5));
        assert!(kind("\"-4.5\"") == Kind::Number(-4.5));
        assert!(kind("'crew-1',") == Kind::Word);
    }

    /// Forty records of a dump whose loads, quoted as strings, lie near 24: the one negative
    /// load stands out.
    #[test]
    fn a_quoted_number_far_from_the_rest_stands_out() {
        let text = forty_rows(
            18,
            "-4.5",
            |n| format!("{}.5", 20 + n % 9),
            |_, load| format!("    'max_load_kn' => '{load}',"),
        );
        check(&text, &[18]);
    }

    /// Forty lines written by `line` from each row's value: `usual`'s, or `odd` on row `at`.
    fn forty_rows(
        at: usize,
        odd: &str,
        usual: impl Fn(usize) -> String,
        line: impl Fn(usize, &str) -> String,
    ) -> String {
        (0..40).map(|k| line(k, &if k == at { odd.to_owned() } else { usual(k) }) + "\n").collect()
    }
}
