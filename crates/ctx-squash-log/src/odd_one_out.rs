//! A list's odd one out is kept: a run of lines left out that is a list of one kind of line but
//! for one or two lines of a kind written nowhere else keeps those lines.
//!
//! A marker in a list reads as more of the list: `make -n` prints twelve `./bin/treat … --yard=X`
//! commands and then the one `./bin/summarise …` over their sheets, and a squash that keeps the
//! first five and writes `[8 lines omitted]` says "seven more treat commands" where one of the
//! eight is the command that reads them all. So, after the selection, a gap of left-out lines
//! (blank lines aside) of which at least [`MIN_LIST`] are of one kind — a template, or for lines
//! of templates of their own a first word and a count of words (`./bin/treat` and seven) — and
//! at most [`MAX_ODD`] are not keeps each of those others whose template is written on no other
//! line of the output: the line unlike every other is no more of the list. (Review69 asked for
//! "most of the gap" instead of "at most two others": it kept three odd commands after a list,
//! but it added about 2,000 tokens of rows of their own — javac's `[loading …]`, git blame's —
//! and lowered two of the replay's recall lines, so the two stays. A line that writes every word
//! the items share, pytest's `test_unknown_category[…] PASSED` among `PASSED` items, is read as
//! odd too: telling it for an item by those words also took systemd-analyze's `✗ ProtectHome=`
//! finding, a fact, for one.) An odd line is kept whole up to [`MAX_LINE`] bytes, cut short past
//! it and counted at its cut length, so a long one is never lost to the byte budget;
//! [`MAX_LINES`] lines and [`MAX_BYTES`] bytes at most. A gap of many kinds
//! is no list, and a line whose template other lines write (a separator, a heading repeated
//! between the items) is the list's own layout. A rule about how lines are written, for any
//! output.

use ctx_squash_core::{Lines, Templates};

use crate::additions::Additions;
use crate::squash::{Cut, Kept};

/// Lines of one template a gap must hold to be a list.
const MIN_LIST: usize = 3;
/// Lines of other kinds a list's gap may hold and still be one list.
const MAX_ODD: usize = 2;
/// Lines added at most.
const MAX_LINES: usize = 16;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 2 * 1024;
/// Bytes of an odd line kept whole at most; a longer one is cut short.
const MAX_LINE: usize = 512;

/// `kept` (sorted by line) with the odd ones out of each list left out (see the module's
/// documentation), sorted.
pub(crate) fn with_odd_ones_out(lines: &Lines<'_>, templates: &Templates, kept: Kept) -> Kept {
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    let is_kept = additions.mask().to_vec();
    let mut at = 0;
    while at < lines.len() && additions.count() < MAX_LINES {
        if is_kept.get(at) == Some(&true) {
            at += 1;
            continue;
        }
        let start = at;
        while at < lines.len() && is_kept.get(at) == Some(&false) {
            at += 1;
        }
        for odd in odd_ones(lines, templates, start..at) {
            let cut = if lines.bytes(odd).len() <= MAX_LINE { Cut::Normal } else { Cut::Short };
            additions.add(odd, cut);
        }
    }
    additions.into_kept(kept)
}

/// The odd ones out of the gap `gap` when it is a list, else none.
fn odd_ones(lines: &Lines<'_>, templates: &Templates, gap: std::ops::Range<usize>) -> Vec<usize> {
    // Blank as its lead tells, counted once for every pass (a line indented deep is not walked).
    let written: Vec<usize> = gap.filter(|&i| !lines.lead(i).blank).collect();
    let alone = |i: usize| templates.count(templates.of(i)) == 1;
    if written.len() < MIN_LIST + 1 || !written.iter().any(|&i| alone(i)) {
        return Vec::new();
    }
    let Some(kinds) = list_kinds(lines, templates, &written) else {
        return Vec::new();
    };
    odd_of_list(&written, &kinds, alone)
}

/// The `written` lines (of kinds `kinds`) of another kind than the list's that are `alone`, when
/// one kind holds at least [`MIN_LIST`] of them and the others are one to [`MAX_ODD`]; else none.
fn odd_of_list(written: &[usize], kinds: &[Kind], alone: impl Fn(usize) -> bool) -> Vec<usize> {
    // The kind most of the gap's lines share: with at most MAX_ODD others, it holds more than
    // half of them whenever the gap is a list, so the majority vote finds it.
    let (mut list, mut votes) = (Kind::Template(u32::MAX), 0usize);
    for &k in kinds {
        if votes == 0 {
            (list, votes) = (k, 1);
        } else if k == list {
            votes += 1;
        } else {
            votes -= 1;
        }
    }
    let items = kinds.iter().filter(|&&k| k == list).count();
    let others = written.len() - items;
    if items < MIN_LIST || others == 0 || others > MAX_ODD {
        return Vec::new();
    }
    written.iter().zip(kinds).filter(|&(&i, &k)| k != list && alone(i)).map(|(&i, _)| i).collect()
}

/// The kinds of the `written` lines, or `None` once no kind can be a list's: a list's kind holds
/// all of the lines but at most [`MAX_ODD`], so it is the kind of one of the first `MAX_ODD + 1`
/// lines, and a line of another kind is one more line that kind misses; once each of those
/// kinds misses more than [`MAX_ODD`], the gap is no list and its other lines are not read (a gap
/// of lines each its own kind is left after a few, not read word by word to its end).
fn list_kinds(lines: &Lines<'_>, templates: &Templates, written: &[usize]) -> Option<Vec<Kind>> {
    const FIRST: usize = MAX_ODD + 1;
    let mut kinds: Vec<Kind> = Vec::with_capacity(written.len());
    // How many lines read so far each of the first lines' kinds misses.
    let mut missed = [0usize; FIRST];
    for &i in written {
        let k = kind(lines, templates, i);
        kinds.push(k);
        match kinds.len().cmp(&FIRST) {
            std::cmp::Ordering::Less => continue,
            std::cmp::Ordering::Equal => {
                for (first, missed) in kinds.iter().zip(&mut missed) {
                    *missed = kinds.iter().filter(|&other| other != first).count();
                }
            }
            std::cmp::Ordering::Greater => {
                for (first, missed) in kinds.iter().zip(&mut missed) {
                    *missed += usize::from(*first != k);
                }
            }
        }
        if missed.iter().all(|&m| m > MAX_ODD) {
            return None;
        }
    }
    Some(kinds)
}

/// The words of `line`, split at blanks.
fn words(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    line.split(u8::is_ascii_whitespace).filter(|word| !word.is_empty())
}

/// What makes lines items of one list.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A template several lines write.
    Template(u32),
    /// A line of a template of its own, by its first word and its count of words: the miner
    /// tells `./bin/treat … --yard=borage yards/borage.csv > sheets/borage.txt` from its sibling
    /// for `bramble`, three of its seven words varying, but they are one command's items.
    Shape(u64),
}

/// The kind of line `i`.
fn kind(lines: &Lines<'_>, templates: &Templates, i: usize) -> Kind {
    let t = templates.of(i);
    if templates.count(t) > 1 {
        return Kind::Template(t);
    }
    let mut words = words(lines.bytes(i));
    let first = words.next().unwrap_or_default();
    let mut hash = ctx_squash_core::Fnv::new();
    hash.write(first);
    hash.write(&(1 + words.count()).to_le_bytes());
    Kind::Shape(hash.finish())
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn with_odd(lines: &Lines<'_>, kept: Kept) -> Kept {
        with_odd_ones_out(lines, &Templates::mine(lines), kept)
    }

    fn assert_kept_after(text: &str, kept: &[usize], expected: &[usize]) {
        crate::squash::assert_kept_after(with_odd, text, kept, expected);
    }

    /// make -n's commands: the summarise command among the treat commands left out is kept.
    #[test]
    fn a_list_left_out_keeps_its_odd_one_out() {
        let text = "\
./bin/treat --method=oxalic-drip --weeks=6 --yard=borage yards/borage.csv > sheets/borage.txt
./bin/treat --method=oxalic-drip --weeks=6 --yard=bramble yards/bramble.csv > sheets/bramble.txt
./bin/treat --method=oxalic-drip --weeks=6 --yard=clover yards/clover.csv > sheets/clover.txt
./bin/treat --method=oxalic-drip --weeks=6 --yard=heath yards/heath.csv > sheets/heath.txt
./bin/treat --method=oxalic-drip --weeks=6 --yard=lime yards/lime.csv > sheets/lime.txt
./bin/summarise --method=oxalic-drip sheets/borage.txt sheets/bramble.txt sheets/clover.txt sheets/heath.txt sheets/lime.txt > summary.txt
# GNU Make 4.3
";
        assert_kept_after(text, &[0, 6], &[0, 5, 6]);
        // Inside the list too.
        let inside = "\
a 1 x
a 2 x
something else entirely, once
a 3 x
a 4 x
end
";
        assert_kept_after(inside, &[0, 5], &[0, 2, 5]);
    }

    /// Two odd commands after the list are both kept; a third makes the gap no list (review69's
    /// majority rule kept three, at the cost the module's documentation gives).
    #[test]
    fn a_list_keeps_each_of_its_odd_ones_out() {
        let treat: String = (0..6)
            .flat_map(|k| {
                [
                    "./bin/treat --method=oxalic-drip --weeks=6 --yard=",
                    ["b", "c", "d", "e", "f", "g"][k],
                    " > sheets.txt\n",
                ]
            })
            .collect();
        let text = format!(
            "{treat}./bin/summarise --method=oxalic-drip sheets/*.txt > summary.txt\n./bin/publish summary.txt\n# GNU Make 4.3\n"
        );
        assert_kept_after(&text, &[0, 8], &[0, 6, 7, 8]);
        let three = text.replace("# GNU", "notify --to=keepers summary.txt\n# GNU");
        assert_kept_after(&three, &[0, 9], &[0, 9]);
    }

    /// review69: a 2,900-byte odd line counted at its whole length never fitted the budget.
    #[test]
    fn a_long_odd_one_out_is_kept_cut_short() {
        let treat: String = ["b", "c", "d", "e", "f", "g"]
            .iter()
            .flat_map(|y| ["./bin/treat --yard=", y, " yards.csv\n"])
            .collect();
        let sheets = " sheets/yard.txt".repeat(400);
        let text = format!("{treat}./bin/summarise{sheets} > summary.txt\nend\n");
        let lines = Lines::new(&text);
        let after = with_odd(&lines, vec![(0, Cut::Normal), (7, Cut::Normal)]);
        assert_eq!(after, [(0, Cut::Normal), (6, Cut::Short), (7, Cut::Normal)]);
    }

    #[test]
    fn a_gap_of_many_kinds_or_a_repeated_layout_line_keeps_nothing() {
        // Three kinds of line besides the list: no list.
        let mixed = "start\na 1 x\na 2 x\na 3 x\nfirst other\nsecond other here\nthird other one too\nend\n";
        assert_kept_after(mixed, &[0, 7], &[0, 7]);
        // The other line's template is written elsewhere too: the list's own layout.
        let layout = "start\na 1 x\n-- next --\na 2 x\na 3 x\nend\n-- next --\n";
        assert_kept_after(layout, &[0, 5, 6], &[0, 5, 6]);
        // Too few lines of the list.
        let short = "start\na 1 x\na 2 x\nlone line\nend\n";
        assert_kept_after(short, &[0, 4], &[0, 4]);
    }

    /// The gap's odd ones as first written: every line's kind read before the vote.
    fn odd_ones_reading_all(
        lines: &Lines<'_>,
        templates: &Templates,
        gap: std::ops::Range<usize>,
    ) -> Vec<usize> {
        let written: Vec<usize> = gap.filter(|&i| !lines.bytes(i).trim_ascii().is_empty()).collect();
        let alone = |i: usize| templates.count(templates.of(i)) == 1;
        if written.len() < MIN_LIST + 1 || !written.iter().any(|&i| alone(i)) {
            return Vec::new();
        }
        let kinds: Vec<Kind> = written.iter().map(|&i| kind(lines, templates, i)).collect();
        odd_of_list(&written, &kinds, alone)
    }

    #[test]
    fn a_gap_left_early_gives_what_reading_it_all_gives() {
        // Lines each their own kind first, a list after them: no kind of the first three holds it.
        let text = "alpha one\nbeta two three\ngamma\ndelta four\nitem 1 x\nitem 2 x\nitem 3 x\nlone odd line here\n";
        let lines = Lines::new(text);
        let templates = Templates::mine(&lines);
        for start in 0..lines.len() {
            for end in start..=lines.len() {
                assert_eq!(
                    odd_ones(&lines, &templates, start..end),
                    odd_ones_reading_all(&lines, &templates, start..end),
                    "{start}..{end}"
                );
            }
        }
    }

    proptest! {
        /// Any lines, any gap: leaving a gap once no kind can be a list's gives what reading
        /// every line's kind gives.
        #[test]
        fn odd_ones_as_when_every_kind_is_read(
            rows in prop::collection::vec("([ab] [0-9]{0,2} ?[xyz]{0,3}|[c-f][a-f]{0,3}( [g-h]{1,2}){0,3}|)", 0..24),
            start in 0usize..24,
            len in 0usize..24,
        ) {
            let text: String = rows.iter().flat_map(|row| [row.as_str(), "\n"]).collect();
            let lines = Lines::new(&text);
            let templates = Templates::mine(&lines);
            let start = start.min(lines.len());
            let end = (start + len).min(lines.len());
            let read_all = odd_ones_reading_all(&lines, &templates, start..end);
            prop_assert_eq!(odd_ones(&lines, &templates, start..end), read_all);
        }

        /// Any lines and selection: what is kept stays kept, sorted, each once, and at most
        /// [`MAX_LINES`] lines are added.
        #[test]
        fn odd_ones_only_add(rows in prop::collection::vec("[ab] [0-9]{0,2} ?[xyz]{0,3}", 0..40), picks in prop::collection::vec(0usize..40, 0..10)) {
            let (text, kept) = crate::squash::rows_and_selection(&rows.iter().map(String::as_str).collect::<Vec<_>>(), picks);
            let lines = Lines::new(&text);
            let before: Kept = kept.iter().map(|&i| (i, Cut::Normal)).collect();
            let after = with_odd(&lines, before.clone());
            prop_assert!(before.iter().all(|k| after.contains(k)));
            prop_assert!(after.windows(2).all(|pair| pair[0].0 < pair[1].0));
            prop_assert!(after.len() <= before.len() + MAX_LINES);
            prop_assert!(after.iter().all(|&(i, _)| i < lines.len()));
        }

        /// A list of one template, its first and the line after it kept, with one or two odd
        /// lines of their own among the items left out, fewer than the items: every odd line is
        /// kept, cut short past [`MAX_LINE`], each once, within [`MAX_BYTES`].
        #[test]
        fn a_lists_odd_lines_are_kept(
            items in 4usize..20,
            odd in prop::collection::vec((0usize..20, "[a-z]{2,8}", 1usize..4, 0usize..700), 1..=MAX_ODD),
        ) {
            let mut rows: Vec<String> = (0..items).map(|k| format!("./bin/treat --weeks=6 --yard=y{k} > sheets/y{k}.txt")).collect();
            let odd: Vec<_> = odd.into_iter().take(items - 2).collect();
            let mut odd_rows = Vec::new();
            for (n, (at, word, count, pad)) in odd.into_iter().enumerate() {
                // Each odd line its own first word, count of words and template.
                let line = format!("./bin/{word}{n}{} {}", " w".repeat(count + 5 * n), "p".repeat(pad));
                let at = 1 + at % (rows.len() - 1);
                rows.insert(at, line.clone());
                odd_rows.push(line);
            }
            rows.push("# GNU Make 4.3".to_owned());
            let text: String = rows.iter().flat_map(|row| [row.as_str(), "\n"]).collect();
            let lines = Lines::new(&text);
            let last = lines.len() - 1;
            let after = with_odd(&lines, vec![(0, Cut::Normal), (last, Cut::Normal)]);
            let kept: Vec<&str> = after.iter().map(|&(i, _)| lines.get(i)).collect();
            for line in &odd_rows {
                prop_assert!(kept.contains(&line.as_str()), "{line} not kept:\n{text}");
            }
            prop_assert!(after.windows(2).all(|pair| pair[0].0 < pair[1].0));
            prop_assert!(after.iter().all(|&(i, cut)| (cut == Cut::Short) == (lines.bytes(i).len() > MAX_LINE)));
            let added: usize = after
                .iter()
                .filter(|&&(i, _)| i != 0 && i != last)
                .map(|&(i, _)| ctx_squash_core::cut_len(lines.get(i), crate::squash::SHORT_LINE) + 1)
                .sum();
            prop_assert!(added <= MAX_BYTES);
        }
    }
}
