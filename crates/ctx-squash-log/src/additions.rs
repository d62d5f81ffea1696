//! What a pass after the selection adds to the kept lines: a mask of the lines kept, lines added
//! under a byte budget, merged back in line order.

use ctx_squash_core::{Lines, Templates};

use crate::squash::{Cut, SHORT_LINE};

/// Lines added to a selection, each once, while their bytes stay within a budget.
pub(crate) struct Additions<'l, 'a> {
    lines: &'l Lines<'a>,
    is_kept: Vec<bool>,
    added: Vec<(usize, Cut)>,
    bytes: usize,
    budget: usize,
}

impl<'l, 'a> Additions<'l, 'a> {
    /// Additions to `kept` (lines of `lines`) of at most `budget` bytes.
    pub(crate) fn new(lines: &'l Lines<'a>, kept: &[(usize, Cut)], budget: usize) -> Self {
        let mut is_kept = vec![false; lines.len()];
        for &(i, _) in kept {
            if let Some(slot) = is_kept.get_mut(i) {
                *slot = true;
            }
        }
        Additions { lines, is_kept, added: Vec::new(), bytes: 0, budget }
    }

    /// Whether line `i` is kept, by the selection or added since.
    pub(crate) fn is_kept(&self, i: usize) -> bool {
        self.is_kept.get(i) == Some(&true)
    }

    /// Per line, whether it is kept.
    pub(crate) fn mask(&self) -> &[bool] {
        &self.is_kept
    }

    /// Lines added so far.
    pub(crate) fn count(&self) -> usize {
        self.added.len()
    }

    /// Whether line `i` is not kept and its bytes, cut as `cut`, fit in what is left of the budget.
    pub(crate) fn fits(&self, i: usize, cut: Cut) -> bool {
        self.is_kept.get(i) == Some(&false) && self.bytes + self.written(i, cut) < self.budget
    }

    /// Adds line `i`, cut as `cut`, when it [`fits`](Self::fits).
    pub(crate) fn add(&mut self, i: usize, cut: Cut) {
        if self.fits(i, cut) {
            self.is_kept[i] = true;
            self.added.push((i, cut));
            self.bytes += self.written(i, cut) + 1;
        }
    }

    /// The bytes written for line `i` cut as `cut`: a line cut short counts what `push_cut`
    /// writes for it (whole up to [`SHORT_LINE`] and its slack, else its head, its tail and the
    /// marker between), not its whole length (review69: a 2,900-byte line never fitted).
    fn written(&self, i: usize, cut: Cut) -> usize {
        if matches!(cut, Cut::Normal) {
            self.lines.bytes(i).len()
        } else {
            ctx_squash_core::cut_len(self.lines.get(i), SHORT_LINE)
        }
    }

    /// Adds every line of `record` not kept yet, or none when they do not all fit: a record kept
    /// whole is never cut where the budget ran out. Whether they were added (or all kept).
    pub(crate) fn add_whole(&mut self, record: impl Iterator<Item = usize>) -> bool {
        self.add_whole_within(record, usize::MAX)
    }

    /// [`add_whole`](Self::add_whole), when the lines not kept yet take at most `most` bytes.
    pub(crate) fn add_whole_within(&mut self, record: impl Iterator<Item = usize>, most: usize) -> bool {
        self.add_whole_cut(record, most, Cut::Normal)
    }

    /// [`add_whole_within`](Self::add_whole_within), the lines added cut as `cut`: a line cut
    /// short counts the bytes `push_cut` writes for it (whole up to [`SHORT_LINE`] and its slack,
    /// else its head, its tail and the marker between).
    pub(crate) fn add_whole_cut(
        &mut self,
        record: impl Iterator<Item = usize>,
        most: usize,
        cut: Cut,
    ) -> bool {
        let mut fresh: Vec<usize> = record.filter(|&i| self.is_kept.get(i) == Some(&false)).collect();
        fresh.sort_unstable();
        fresh.dedup();
        let size: usize = fresh.iter().map(|&i| self.written(i, cut) + 1).sum();
        if size > most || self.bytes + size > self.budget {
            return false;
        }
        for i in fresh {
            self.is_kept[i] = true;
            self.added.push((i, cut));
        }
        self.bytes += size;
        true
    }

    /// `kept` with the added lines, sorted by line.
    pub(crate) fn into_kept(self, mut kept: Vec<(usize, Cut)>) -> Vec<(usize, Cut)> {
        if !self.added.is_empty() {
            kept.extend(self.added);
            kept.sort_unstable_by_key(|&(i, _)| i);
        }
        kept
    }
}

/// The templates of the `kept` lines, sorted, each once: a line added whose template none of them
/// shows would open a fold's note of its own, a cost the adding pass's budget does not see, so
/// such a pass adds only lines of these.
pub(crate) fn shown_templates(templates: &Templates, kept: &[(usize, Cut)]) -> Vec<u32> {
    let mut shown: Vec<u32> = kept.iter().map(|&(i, _)| templates.of(i)).collect();
    shown.sort_unstable();
    shown.dedup();
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_cut_short_counts_what_is_written() {
        // 200 bytes are written whole (within the cut's slack): 201 with the newline, not 181
        // (review68: the budget counted a short line to SHORT_LINE).
        let text = format!("head\n{}\n", "x".repeat(200));
        let lines = Lines::new(&text);
        let mut additions = Additions::new(&lines, &[], 1024);
        assert!(!additions.add_whole_cut([1].into_iter(), 200, Cut::Short));
        assert!(additions.add_whole_cut([1].into_iter(), 201, Cut::Short));
        // A longer line counts its head, its tail and the marker between.
        let long = format!("head\n{}\n", "y".repeat(1_000));
        let lines = Lines::new(&long);
        let written = ctx_squash_core::cut_len(lines.get(1), SHORT_LINE);
        assert!(written > SHORT_LINE);
        let mut additions = Additions::new(&lines, &[], 1024);
        assert!(!additions.add_whole_cut([1].into_iter(), written, Cut::Short));
        assert!(additions.add_whole_cut([1].into_iter(), written + 1, Cut::Short));
    }

    #[test]
    fn a_line_added_cut_short_counts_what_is_written() {
        // review69: `add` counted a line cut short at its whole length, so a 3,000-byte line
        // never fitted a 2 KiB budget it takes some 300 bytes of.
        let text = format!("head\n{}\nnext\n", "z".repeat(3_000));
        let lines = Lines::new(&text);
        let mut additions = Additions::new(&lines, &[], 2 * 1024);
        assert!(!additions.fits(1, Cut::Normal));
        assert!(additions.fits(1, Cut::Short));
        additions.add(1, Cut::Short);
        assert_eq!(additions.count(), 1);
        assert!(additions.fits(2, Cut::Normal), "the line counted at its cut length");
    }
}
