//! A list's odd one out is kept: a run of lines left out that is a list of one template's lines
//! but for one or two lines of a kind written nowhere else keeps those lines.
//!
//! A marker in a list reads as more of the list: `make -n` prints twelve `./bin/treat … --yard=X`
//! commands and then the one `./bin/summarise …` over their sheets, and a squash that keeps the
//! first five and writes `[8 lines omitted]` says "seven more treat commands" where one of the
//! eight is the command that reads them all. So, after the selection, a gap of left-out lines
//! (blank lines aside) of which at least [`MIN_LIST`] are of one kind — a template, or for lines
//! of templates of their own a first word and a count of words (`./bin/treat` and seven) — and
//! at most [`MAX_ODD`] are not keeps each of those others whose template is written on no other
//! line of the output: the line unlike every other is no more of the list. Whole up to [`MAX_LINE`] bytes (cut
//! short past it), [`MAX_LINES`] lines and [`MAX_BYTES`] bytes at most. A gap of many kinds is
//! no list, and a line whose template other lines write (a separator, a heading repeated
//! between the items) is the list's own layout. A rule about how lines are written, for any
//! output.

use ctx_squash_core::{Lines, Templates};

use crate::additions::Additions;
use crate::squash::{Cut, Kept};

/// Lines of one template a gap must hold to be a list.
const MIN_LIST: usize = 3;
/// Lines of other templates a list's gap may hold and still be one list.
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
    let written: Vec<usize> = gap.filter(|&i| !lines.bytes(i).trim_ascii().is_empty()).collect();
    let alone = |i: usize| templates.count(templates.of(i)) == 1;
    if written.len() < MIN_LIST + 1 || !written.iter().any(|&i| alone(i)) {
        return Vec::new();
    }
    let kinds: Vec<Kind> = written.iter().map(|&i| kind(lines, templates, i)).collect();
    // The kind most of the gap's lines share: with at most MAX_ODD others, it holds more than
    // half of them whenever the gap is a list, so the majority vote finds it.
    let (mut list, mut votes) = (Kind::Template(u32::MAX), 0usize);
    for &k in &kinds {
        if votes == 0 {
            (list, votes) = (k, 1);
        } else if k == list {
            votes += 1;
        } else {
            votes -= 1;
        }
    }
    let others: Vec<usize> =
        written.iter().zip(&kinds).filter(|&(_, &k)| k != list).map(|(&i, _)| i).collect();
    if others.is_empty() || others.len() > MAX_ODD || written.len() - others.len() < MIN_LIST {
        return Vec::new();
    }
    others.into_iter().filter(|&i| alone(i)).collect()
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
    let mut words = lines.bytes(i).split(u8::is_ascii_whitespace).filter(|word| !word.is_empty());
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

    proptest! {
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
    }
}
