//! A line of its own kind is kept whole: among the lines the filler keeps, one that shares its
//! template with no other line is the one that differs from the rest, and the part a short cut
//! leaves out is likely the part it differs in.
//!
//! `difflib.HtmlDiff` writes a table of 190 rows, each some 350 bytes of markup; the one changed
//! row (519 bytes, with its `diff_chg` and `diff_add` spans) is kept as a line of its own shape,
//! but cut to a status line's length in its middle — where the change was — as it is longer than
//! the 512 bytes a rare line is kept whole to. So a line of a template of one line is kept whole up
//! to [`MAX_LINE`] bytes, [`MAX_BYTES`] of such long lines over the output at most, in the
//! filler's order (nearest an end first): a verbose build's every long command line is of its own
//! shape too, and the budget keeps them from crowding the output. A rule about how a line stands
//! among the others, for any output.

/// The longest standout kept whole; a longer one is cut as any other line.
pub(crate) const MAX_LINE: usize = 2048;
/// The most bytes the long standouts kept whole may hold together.
const MAX_BYTES: usize = 2048;

/// What the long standouts kept whole hold so far.
#[derive(Default)]
pub(crate) struct Budget {
    spent: usize,
}

impl Budget {
    /// Whether a standout of `len` bytes is kept whole: at most [`MAX_LINE`] bytes, and within
    /// what is left of [`MAX_BYTES`], which it then takes.
    pub(crate) fn fits(&mut self, len: usize) -> bool {
        let fits = len <= MAX_LINE && self.spent.saturating_add(len) <= MAX_BYTES;
        if fits {
            self.spent += len;
        }
        fits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A standout within the cap fits; the budget then shrinks by its size.
    #[test]
    fn a_standout_takes_its_size() {
        let mut budget = Budget::default();
        assert!(budget.fits(600));
        assert!(budget.fits(MAX_BYTES - 600));
        assert!(!budget.fits(1), "the budget is spent");
    }

    /// A line longer than the cap is never whole, and does not spend the budget.
    #[test]
    fn longer_than_the_cap_is_cut() {
        let mut budget = Budget::default();
        assert!(!budget.fits(MAX_LINE + 1));
        assert!(budget.fits(MAX_LINE));
    }

    /// difflib's HTML table (recorded, round 26): the one changed row, a line of its own shape
    /// of 519 bytes, is kept whole — cut short, its change would be a `[… N bytes omitted]`.
    #[test]
    fn difflibs_changed_row_is_kept_whole() {
        let path =
            concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures/tools/python-difflib-htmldiff-table.txt");
        let text = std::fs::read_to_string(path).expect("the recorded fixture");
        let changed = text.lines().find(|l| l.contains("diff_chg")).expect("the changed row");
        assert!(changed.len() > 512 && changed.len() <= MAX_LINE, "{}", changed.len());
        let squashed = crate::squash_log(&text);
        assert!(squashed.len() < text.len() / 4, "the squash squashes");
        assert!(squashed.contains(changed), "the changed row is whole");
    }

    proptest::proptest! {
        /// Any sizes: what fits never holds more than the budget together.
        #[test]
        fn never_more_than_the_budget(sizes in proptest::collection::vec(0usize..usize::MAX, 0..32)) {
            let mut budget = Budget::default();
            let kept: usize = sizes.iter().filter(|&&n| budget.fits(n)).sum();
            proptest::prop_assert!(kept <= MAX_BYTES);
        }
    }
}
