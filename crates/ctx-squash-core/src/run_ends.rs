//! A run's first and last rows are its bounds: in a long run of consecutive rows of one template,
//! the row that opens it and the row that closes it are shown as written.
//!
//! A fold note tells a run of rows by count and by what varies, but a reader asks of a table where
//! it starts and where it ends: the first key and the last (`INSERT INTO orders VALUES(1,…)` over
//! six hundred rows, a dump's `(1500,…);` that ends its `INSERT` statement), the last of a report's
//! rows before its total, the last of a bison report's `State N conflicts` lines. Those two rows
//! are the run's range; what lies between them is the fold's. So every run of at least
//! [`MIN_RUN`] consecutive lines of one template (no other line between, none blank) offers its
//! first and last line, the longest runs first, at most [`MAX_RUNS`] runs: each line is offered
//! cut short and under the squash's budget, as a table's standouts are. It reads the miner's
//! template of each line and nothing else.
//!
//! A break in a run is a bound too: where one line of a shape of its own (its template written
//! once in the output) interrupts a run of alike rows that resumes right after it (`tar: Skipping
//! to next header` among 200 members), the break is kept with the row on each side of it — the
//! run's last row before it and first row after it —, so what the break skipped or touched is
//! read from the rows around it (`order-0130` then `order-0132`: 0131 is the one lost). Both runs
//! must be of at least [`MIN_RUN`] rows, of one template, and hold together half that template's
//! lines, as a run must (a long listing's short stretches between its other lines are no runs,
//! nor is a stray line between two of them a break); a line of a shape other rows write too
//! (a directory among files, a test id of another width) is the listing's, not a break — unless it
//! is the run's row with one word changed (`1) ticket 87 …` among `✔ ticket 86 …`): then each of
//! the few lines of its shape ([`MAX_ALIKE_BREAKS`] at most) that breaks a run is kept, the second
//! failing test among passing ones like the first, however many sections the listing spans. At
//! most [`MAX_RUNS`] breaks are kept: a line of a shape of its own when it is read, while there is
//! room; a listing's alike breaks only when the listing ends (then its runs are known to hold half
//! their template's lines), in the room left — so a break of a shape of its own later in the same
//! listing takes the room before them.
//!
//! A run of two shapes taking turns is a run too: an echoed input and what it printed (gp's `?
//! day(250,14);` over `D-250: 14 sacks, 4335 in all`), a trace line and its result. Where the
//! totals change form (`Mod(253, 256)`) after a line of another shape, no run of one template
//! bounds them; so every run of at least [`MIN_RUN`] pairs of two alternating templates, holding
//! half the rarer template's lines, offers its first and last pair, the [`MAX_RUNS`] longest.

use crate::{Lines, Templates, tokens};

/// Consecutive lines of one template a run must have: a shorter one is a few lines a fold
/// barely shortens.
const MIN_RUN: usize = 8;
/// Runs whose ends are offered at most: the longest, the tables of the output.
const MAX_RUNS: usize = 16;
/// Lines of one shape, each a run's row with one word changed, that are each kept as a break: a
/// second failing test among passing ones is kept like the first; a shape written more often is
/// a kind of row of the listing, not its exceptions.
const MAX_ALIKE_BREAKS: usize = 8;

/// The first and last line of each of the longest runs of one template, and the rows either side
/// of a break (see the module's documentation), in order.
///
/// ```
/// use ctx_squash_core::{Lines, Templates, run_ends};
///
/// let mut text = String::new();
/// for i in 1..=300 {
///     text.push_str(&format!("manual.txt:{i}: recieved ==> received\n"));
///     if i == 150 {
///         text.push_str("manual.txt:151: adress ==> address\n");
///     }
/// }
/// let lines = Lines::new(&text);
/// let ends: Vec<&str> = run_ends(&lines, &Templates::mine(&lines)).into_iter().map(|i| lines.get(i)).collect();
/// assert_eq!(ends.first(), Some(&"manual.txt:1: recieved ==> received"));
/// assert!(ends.contains(&"manual.txt:151: adress ==> address"));
/// assert_eq!(ends.last(), Some(&"manual.txt:300: recieved ==> received"));
/// ```
#[must_use]
pub fn run_ends(lines: &Lines<'_>, templates: &Templates) -> Vec<usize> {
    // Each run as (length, first, last).
    let mut runs: Vec<(usize, usize, usize)> = Vec::new();
    // Each break as (the row before it, the row after it), and the last long run read, as
    // (first, last).
    let mut breaks: Vec<(usize, usize)> = Vec::new();
    let mut last_long: Option<(usize, usize)> = None;
    let mut chain = Chain { template: 0, rows: 0, alike: Vec::new() };
    let mut start = 0;
    // Whether the run's first line is not blank, read once a run, when a second line joins it.
    let mut start_open: Option<bool> = None;
    for i in 1..=lines.len() {
        let same = i < lines.len()
            && templates.of(i) == templates.of(start)
            && !blank(lines, i)
            && *start_open.get_or_insert_with(|| !blank(lines, start));
        if same {
            continue;
        }
        let len = i - start;
        // A table: a long run holding at least half its template's lines (not one of the many
        // stretches a listing's rows make between its other lines).
        if len >= MIN_RUN && 2 * len >= templates.count(templates.of(start)) as usize {
            runs.push((len, start, i - 1));
        }
        if len >= MIN_RUN {
            let template = templates.of(start);
            let joined = last_long.filter(|&(first, last)| {
                start == last + 2 && templates.of(first) == template && !blank(lines, last + 1)
            });
            if let Some((first, last)) = joined {
                chain.rows += len;
                let odd = templates.count(templates.of(last + 1)) as usize;
                if breaks.len() < MAX_RUNS
                    // The two runs hold half their template's lines, as a run must: a listing's
                    // stretches between its other lines are no runs, nor the line between two a
                    // break.
                    && 2 * (last + 1 - first + len) >= templates.count(template) as usize
                    && odd == 1
                {
                    breaks.push((last, start));
                } else if odd <= MAX_ALIKE_BREAKS && row_but_one_word(lines.get(last), lines.get(last + 1)) {
                    chain.alike.push((last, start));
                }
            } else {
                chain.flush(templates, &mut breaks);
                chain = Chain { template, rows: len, alike: Vec::new() };
            }
            last_long = Some((start, i - 1));
        }
        start = i;
        start_open = None;
    }
    chain.flush(templates, &mut breaks);
    breaks.sort_unstable();
    // The longest first; of runs alike in length, the earlier.
    runs.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut ends: Vec<usize> =
        runs.iter().take(MAX_RUNS).flat_map(|&(_, first, last)| [first, last]).collect();
    let mut pairs = paired_runs(lines, templates);
    pairs.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    ends.extend(pairs.iter().take(MAX_RUNS).flat_map(|&(_, first, last)| [first, first + 1, last - 1, last]));
    ends.extend(breaks.into_iter().flat_map(|(before, after)| before..=after));
    ends.sort_unstable();
    ends.dedup();
    ends
}

/// Runs of two templates taking turns, line by line — an echoed input and what it printed (gp's
/// `? day(250,14);` over `D-250: 14 sacks, 4335 in all`), a trace line and its result — as
/// (pairs, first line, last line): at least [`MIN_RUN`] pairs, holding half the lines of the
/// rarer of the two templates, as a run of one must. Such a run has no run of one template to
/// bound, so its first and last pair are its bounds: where the totals change form after a line
/// of another shape (`? sacks=Mod(sacks,256);`), the pair before it and the pair after it.
fn paired_runs(lines: &Lines<'_>, templates: &Templates) -> Vec<(usize, usize, usize)> {
    let n = lines.len();
    let mut runs = Vec::new();
    let mut i = 0;
    while i + 1 < n {
        let (a, b) = (templates.of(i), templates.of(i + 1));
        if a == b || blank(lines, i) || blank(lines, i + 1) {
            i += 1;
            continue;
        }
        // One past the run's last line.
        let mut end = i + 2;
        while end + 1 < n
            && templates.of(end) == a
            && templates.of(end + 1) == b
            && !blank(lines, end)
            && !blank(lines, end + 1)
        {
            end += 2;
        }
        let pairs = (end - i) / 2;
        let rarer = templates.count(a).min(templates.count(b)) as usize;
        if pairs >= MIN_RUN && 2 * pairs >= rarer {
            runs.push((pairs, i, end - 1));
        }
        // A run starting inside this one is part of it: read on from its last line (each line is
        // read at most twice).
        i = if pairs >= 2 { end - 1 } else { i + 1 };
    }
    runs
}

/// Long runs of one template, each joined to the next by one line: a listing with its breaks.
struct Chain {
    template: u32,
    /// The rows of its runs.
    rows: usize,
    /// Its breaks that are a row with one word changed, as (the row before, the row after).
    alike: Vec<(usize, usize)>,
}

impl Chain {
    /// Keeps the chain's alike breaks (up to [`MAX_RUNS`] breaks in all) when its runs hold half
    /// their template's lines, as a run must.
    fn flush(&mut self, templates: &Templates, breaks: &mut Vec<(usize, usize)>) {
        if 2 * self.rows >= templates.count(self.template) as usize {
            let room = MAX_RUNS.saturating_sub(breaks.len());
            breaks.extend(self.alike.drain(..).take(room));
        }
        self.alike.clear();
    }
}

/// Whether `line` is the run's `row` written with one word changed: as many words, and one
/// position (but those where both hold a digit: a counter, an id) where they differ — a mark
/// changed (`1) ticket 87 …` among `✔ ticket 86 …`), a status in place of another.
fn row_but_one_word(row: &str, line: &str) -> bool {
    let mut differ = 0;
    let (mut a, mut b) = (tokens(row), tokens(line));
    loop {
        match (a.next(), b.next()) {
            (None, None) => return differ == 1,
            (Some(x), Some(y)) => {
                let counter = |t: &str| t.bytes().any(|c| c.is_ascii_digit());
                if x != y && !(counter(x) && counter(y)) {
                    differ += 1;
                    if differ > 1 {
                        return false;
                    }
                }
            }
            _ => return false,
        }
    }
}

/// Whether line `i` is blank (all whitespace, as `str::trim` reads it), read from its counted
/// lead: a line the lead calls blank is, and one whose first byte past its spaces is printable
/// ASCII is not; any other is trimmed.
#[inline]
fn blank(lines: &Lines<'_>, i: usize) -> bool {
    let lead = lines.lead(i);
    lead.blank
        || (!lines.bytes(i).get(lead.spaces).is_some_and(u8::is_ascii_graphic)
            && lines.get(i).trim().is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines_of(range: std::ops::Range<usize>, line: impl Fn(usize) -> String) -> String {
        range.map(|k| line(k) + "\n").collect()
    }

    #[track_caller]
    fn check(text: &str, expected: &[&str]) {
        let lines = Lines::new(text);
        let templates = Templates::mine(&lines);
        let found: Vec<&str> = run_ends(&lines, &templates).into_iter().map(|i| lines.get(i)).collect();
        assert_eq!(found, expected);
    }

    fn row(k: usize) -> String {
        format!(
            "INSERT INTO orders VALUES({k},{},'2024-01-{:02}','shipped',{});",
            k * 7 % 40,
            k % 28 + 1,
            k * 131
        )
    }

    #[test]
    fn a_run_keeps_its_first_and_last_rows() {
        let text = format!("BEGIN TRANSACTION;\n{}COMMIT;\n", lines_of(1..101, row));
        check(&text, &[&row(1), &row(100)]);
    }

    #[test]
    fn a_blank_line_is_one_trim_empties() {
        let text = "\n  \n\t \r\n\u{b}\n \u{3000}\n  x\n\u{3000}y\n\u{b}\tz\n\u{a0}\n é\n |\n";
        let lines = Lines::new(text);
        for i in 0..lines.len() {
            assert_eq!(blank(&lines, i), lines.get(i).trim().is_empty(), "{:?}", lines.get(i));
        }
        assert_eq!((0..lines.len()).filter(|&i| blank(&lines, i)).count(), 6);
    }

    #[test]
    fn a_short_run_or_a_run_broken_by_blanks_keeps_nothing() {
        check(&lines_of(1..8, row), &[]);
        let broken: String = (1..40).map(|k| row(k) + "\n\n").collect();
        check(&broken, &[]);
    }

    #[test]
    fn only_the_longest_runs_are_read() {
        // Twenty tables of rows of their own width, each after a heading of its own: the sixteen
        // longest keep their ends, the four shortest none.
        let mut text = String::new();
        for t in 0..20 {
            text += &lines_of(t..t + 1, |t| format!("== table {t} of {} rows ==", 8 + t));
            let fields = |k: usize| (0..=t).map(|f| (k * 31 + f).to_string()).collect::<Vec<_>>().join(" ");
            text += &lines_of(0..8 + t, |k| format!("row {}", fields(k)));
        }
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        let ends = run_ends(&lines, &templates);
        assert_eq!(ends.len(), 2 * MAX_RUNS, "{ends:?}");
        let shortest = |i: &usize| lines.get(*i).split(' ').count() <= 5;
        assert!(!ends.iter().any(shortest), "the four shortest tables keep nothing");
    }

    #[test]
    fn a_break_keeps_a_row_on_each_side() {
        let member =
            |k: usize| format!("-rw-r--r-- u/g {} 2025-03-14 09:30 bins/order-{k:04}.json", 70 + k % 11);
        let text = format!(
            "{}tar: Skipping to next header\n{}",
            lines_of(0..131, member),
            lines_of(132..201, member)
        );
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        let ends: Vec<&str> = run_ends(&lines, &templates).into_iter().map(|i| lines.get(i)).collect();
        let (before, after) = (member(130), member(132));
        assert!(
            ends.windows(3).any(|w| w == [before.as_str(), "tar: Skipping to next header", after.as_str()]),
            "{ends:?}"
        );
        // A line of a shape the output writes twice is no break: a listing's other kind of row.
        let twice = format!(
            "{}drwxr-xr-x dir/\n{}drwxr-xr-x dir/\n{}",
            lines_of(0..40, member),
            lines_of(40..80, member),
            lines_of(80..120, member)
        );
        let lines = Lines::new(&twice);
        let templates = Templates::mine(&lines);
        let ends = run_ends(&lines, &templates);
        assert!(!ends.iter().any(|&i| lines.get(i).starts_with('d')), "{ends:?}");
        // Two stretches of a listing whose template is written many times more elsewhere hold less
        // than half its lines: the stray line between them is no break (`strings`' noise among a
        // binary's 629 offsets).
        let mut text = lines_of(0..10, member);
        text.push_str("df50 AVAUATUSH\n");
        text.push_str(&lines_of(10..20, member));
        for k in 20..80 {
            text.push_str(&member(k));
            text.push_str("\nnote ");
            text.push_str(&k.to_string());
            text.push('\n');
        }
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        let ends = run_ends(&lines, &templates);
        assert!(!ends.iter().any(|&i| lines.get(i) == "df50 AVAUATUSH"), "{ends:?}");
    }

    #[test]
    fn breaks_of_one_shape_are_kept_alike() {
        // Two sections of passing tests, a failing one in each: the second marker is kept like
        // the first, though its shape is written twice.
        let pass = |k: usize| format!("    ✔ ticket {k} has a positive net weight");
        let fail = |n: usize, k: usize| format!("    {n}) ticket {k} has a positive net weight");
        let text = format!(
            "  north\n{}{}\n{}  east\n{}{}\n{}",
            lines_of(0..20, pass),
            fail(1, 20),
            lines_of(21..90, pass),
            lines_of(90..150, pass),
            fail(2, 150),
            lines_of(151..200, pass)
        );
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        let ends: Vec<&str> = run_ends(&lines, &templates).into_iter().map(|i| lines.get(i)).collect();
        assert!(ends.contains(&fail(1, 20).as_str()) && ends.contains(&fail(2, 150).as_str()), "{ends:?}");
        // More lines of the shape than a few are a kind of row, not its exceptions.
        let mut many = String::new();
        for k in 0..12 {
            many += &lines_of(20 * k..20 * k + 10, pass);
            many += &fail(k, 20 * k + 10);
            many.push('\n');
        }
        let lines = Lines::new(&many);
        let templates = Templates::mine(&lines);
        let ends = run_ends(&lines, &templates);
        assert!(!ends.iter().any(|&i| lines.get(i).contains(')')), "{ends:?}");
        // One word changed, not two: a row of another shape is no break.
        assert!(row_but_one_word("✔ ticket 86 has a net", "1) ticket 87 has a net"));
        assert!(!row_but_one_word("✔ ticket 86 has a net", "1) ticket 87 had a net"));
        assert!(!row_but_one_word("✔ ticket 86 has a net", "✔ ticket 86 has a net"));
        assert!(!row_but_one_word("✔ ticket 86 has a net", "1) ticket 87 has"));
    }

    #[test]
    fn alike_breaks_take_the_room_left_when_their_listing_ends() {
        // A listing: two alike breaks (a row with its mark changed), then a line of its own.
        let row = |k: usize| format!("ok {k} checked value {}", k * 7 % 13);
        let listing = format!(
            "{}FAIL_ 10 checked value 3\n{}FAIL_ 21 checked value 3\n{}!! tide broke here: tide\n{}",
            lines_of(0..10, row),
            lines_of(11..21, row),
            lines_of(22..62, row),
            lines_of(63..103, row)
        );
        let kept = |text: &str| {
            let lines = Lines::new(text);
            let templates = Templates::mine(&lines);
            let ends = run_ends(&lines, &templates);
            ["FAIL_ 10 checked value 3", "FAIL_ 21 checked value 3", "!! tide broke here: tide"]
                .map(|line| ends.iter().any(|&i| lines.get(i) == line))
        };
        assert_eq!(kept(&listing), [true, true, true]);
        // After fifteen tables broken once each, one break's room is left: the line of its own,
        // read before the listing ends, takes it, though the alike breaks come first.
        let mut text = String::new();
        for t in 0..MAX_RUNS - 1 {
            let fields = |k: usize| (0..=t).map(|f| (k * 31 + f).to_string()).collect::<Vec<_>>().join(" ");
            text += &lines_of(0..10, |k| format!("row {}", fields(k)));
            text += &lines_of(0..1, |_| format!("cut{}", " here".repeat(t + 1)));
            text += &lines_of(10..20, |k| format!("row {}", fields(k)));
        }
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        let ends = run_ends(&lines, &templates);
        assert_eq!(
            ends.iter().filter(|&&i| lines.get(i).starts_with("cut")).count(),
            MAX_RUNS - 1,
            "{ends:?}"
        );
        text += &listing;
        assert_eq!(kept(&text), [false, false, true]);
    }

    #[test]
    fn a_run_of_two_shapes_taking_turns_keeps_its_first_and_last_pairs() {
        let echo = |k: usize| format!("? day({k},{});", k % 9 + 5);
        let plain = |k: usize| format!("D-{k}: {} sacks, {} in all", k % 9 + 5, k * 17);
        let modular = |k: usize| format!("D-{k}: {} sacks, Mod({}, 256) in all", k % 9 + 5, k * 17 % 256);
        let mut text = String::from("? sacks=0;\n");
        for k in 1..=40 {
            text += &(echo(k) + "\n" + &plain(k) + "\n");
        }
        text += "? sacks=Mod(sacks,256);\n";
        for k in 41..=80 {
            text += &(echo(k) + "\n" + &modular(k) + "\n");
        }
        let lines = Lines::new(&text);
        let ends: Vec<&str> =
            run_ends(&lines, &Templates::mine(&lines)).into_iter().map(|i| lines.get(i)).collect();
        for line in [plain(40), echo(41), modular(41), echo(1), plain(1), modular(80)] {
            assert!(ends.contains(&line.as_str()), "{line} not in {ends:?}");
        }
    }

    proptest::proptest! {
        /// Any few lines, each a run's row with its mark changed, between runs of alike rows:
        /// every one is kept, not only the first.
        #[test]
        fn every_alike_break_is_kept(n in 1usize..=MAX_ALIKE_BREAKS, len in 8usize..30, mark in "[a-zA-Z!?*]{1,4}") {
            let row = |k: usize| format!("ok {k} checked value {}", k * 7 % 13);
            let mut text = String::new();
            let mut kept = Vec::new();
            for b in 0..n {
                text += &lines_of(b * (len + 1)..b * (len + 1) + len, row);
                kept.push(b * (len + 1) + len);
                text += &[mark.as_str(), "_ ", &(b * (len + 1) + len).to_string(), " checked value 3\n"].concat();
            }
            text += &lines_of(n * (len + 1)..n * (len + 1) + len, row);
            let lines = Lines::new(&text);
            let templates = Templates::mine(&lines);
            let ends = run_ends(&lines, &templates);
            proptest::prop_assert!(kept.iter().all(|i| ends.contains(i)), "{:?} of {:?}", ends, kept);
        }

        /// A line of its own between two runs of alike rows, anywhere: it is kept with the row on
        /// each side of it.
        #[test]
        fn any_break_keeps_its_neighbours(before in 8usize..60, after in 8usize..60, word in "[a-z]{3,12}") {
            let row = |k: usize| format!("row {k} value {}", k * 7 % 13);
            let text = format!("{}!! {word} broke here: {word}\n{}", lines_of(0..before, row), lines_of(before..before + after, row));
            let lines = Lines::new(&text);
            let templates = Templates::mine(&lines);
            let ends = run_ends(&lines, &templates);
            proptest::prop_assert!(ends.contains(&(before - 1)) && ends.contains(&before) && ends.contains(&(before + 1)), "{:?}", ends);
        }

        /// On any text no panic, and the ends offered are lines of the text, in order, once each,
        /// at most two a run read and three a break.
        #[test]
        fn any_text_offers_ordered_lines(
            rows in proptest::collection::vec(proptest::sample::select(&["a 1", "a 2", "b x y", "", "é日 3", "(1,'x'),", "(2,'y'),", "  c = 9"][..]), 0..200),
        ) {
            let text = rows.join("\n");
            let lines = Lines::new(&text);
            let templates = Templates::mine(&lines);
            let ends = run_ends(&lines, &templates);
            proptest::prop_assert!(ends.windows(2).all(|w| w[0] < w[1]), "sorted, once each");
            proptest::prop_assert!(ends.iter().all(|&i| i < lines.len()), "lines of the text");
            proptest::prop_assert!(ends.len() <= 9 * MAX_RUNS);
            proptest::prop_assert!(ends.iter().all(|&i| !lines.get(i).trim().is_empty()), "no blank");
        }
    }
}
