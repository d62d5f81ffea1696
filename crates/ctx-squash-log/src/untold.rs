//! A line no note tells is shown: a gap of one or two lines between kept lines, each the one line
//! of its template left out while a kept line shows the template, is filled.
//!
//! The filler passes a repeat of a template by (a line of a kind a kept line shows already), for
//! the fold to tell it in a note with its count and what varies; but the fold writes a note for a
//! template only where at least [`MIN_FOLDED`] of its lines are left out. A repeat that is the one
//! line of its template left out is told by nothing: a `[1 lines omitted]` marker stands where it
//! was, and the reader cannot tell it from its kept likes. Tcl's error trace writes each frame as
//! the same three lines (`(procedure "press_cask" line 6)`, `invoked from within`, the caller's
//! command); with the first frame and the last kept, the middle frame's two lines were each the one
//! left out of its template (×3), `[2 lines omitted]` between the kept frames — the chain cut in
//! its middle. So, after the selection, a gap of at most [`MAX_GAP`] lines between two kept lines,
//! none blank, each of a template a kept line shows and of which it is the only line left out, is
//! kept, cut short — where the marker written instead says less in nearly as many bytes. At most
//! [`MAX_LINES`] lines and [`MAX_BYTES`] bytes, the gaps in order. And a gap of one line of a
//! template of its own right below the kept last row of a folded run (a template with at least
//! [`MIN_FOLDED`] lines left out) is kept too: what ends the run — go test's `legacy sheet
//! applied: germination_threshold=0.85` after twenty `legacy sheet: drawer D-NN read` lines, the
//! first and last kept and the rest in the run's note — is told by no note and no kept line shows
//! its kind, so the `[1 lines omitted]` written for it read as one more row of the run. A rule
//! about what a squash's markers and notes tell, for any text.

use ctx_squash_core::{Lines, Templates};

use crate::additions::Additions;
use crate::fold::MIN_FOLDED;
use crate::squash::{Cut, Kept};

/// Lines of a gap at most.
const MAX_GAP: usize = 2;
/// Lines added at most.
const MAX_LINES: usize = 32;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 2048;

/// `kept` (sorted by line) with the gaps no note tells filled (see the module's documentation),
/// sorted.
pub(crate) fn with_untold_gaps(lines: &Lines<'_>, templates: &Templates, kept: Kept) -> Kept {
    if kept.len() < 2 {
        return kept;
    }
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    // Per template: whether a kept line shows it, and how many of its lines are left out.
    let mut shown = vec![false; templates.len()];
    let mut left = vec![0u32; templates.len()];
    let mut written = vec![0u32; templates.len()];
    for i in 0..lines.len() {
        let t = templates.of(i) as usize;
        written[t] = written[t].saturating_add(1);
        if additions.is_kept(i) {
            shown[t] = true;
        } else {
            left[t] = left[t].saturating_add(1);
        }
    }
    let untold = |i: usize| {
        let t = templates.of(i) as usize;
        !lines.bytes(i).trim_ascii().is_empty() && shown[t] && left[t] < MIN_FOLDED
    };
    // A line of a template of its own right after the kept last row of a folded run: the run's
    // outcome, told by no note (the fold's note tells the run, not what ends it).
    let run_end = |above: usize, i: usize| {
        let t = templates.of(i) as usize;
        let a = templates.of(above) as usize;
        !lines.bytes(i).trim_ascii().is_empty() && written[t] == 1 && left[a] >= MIN_FOLDED
    };
    let gaps: Vec<std::ops::Range<usize>> = kept
        .windows(2)
        .map(|pair| pair[0].0 + 1..pair[1].0)
        .filter(|gap| {
            (1..=MAX_GAP).contains(&gap.len()) && gap.clone().all(untold)
                || gap.len() == 1 && run_end(gap.start - 1, gap.start)
        })
        .collect();
    for gap in gaps {
        if additions.count() + gap.len() > MAX_LINES {
            break;
        }
        // A gap is shown whole or not at all: a part of it would still leave a marker.
        additions.add_whole_cut(gap, usize::MAX, Cut::Short);
    }
    additions.into_kept(kept)
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn filled(text: &str, kept: &[usize]) -> Vec<usize> {
        let lines = Lines::new(text);
        let templates = Templates::mine(&lines);
        let kept: Kept = kept.iter().map(|&i| (i, Cut::Normal)).collect();
        with_untold_gaps(&lines, &templates, kept).into_iter().map(|(i, _)| i).collect()
    }

    /// Tcl's trace: the first and the last frame kept, the middle frame's two lines — each the one
    /// of its template left out — are shown.
    const TRACE: &str = "invalid command name \"tension\"\n    while executing\n\"tension $d $h\"\n    (procedure \"drive_hoop\" line 4)\n    invoked from within\n\"drive_hoop $cask $h 620\"\n    (procedure \"press_cask\" line 6)\n    invoked from within\n\"press_cask $cask $hoops\"\n    (procedure \"press_night\" line 9)\n    invoked from within\n\"press_night {C-001 C-002}\"\n    (file \"press.tcl\" line 43)\n";

    #[test]
    fn a_frame_no_note_tells_is_shown() {
        let kept: Vec<usize> = (0..=5).chain(8..=12).collect();
        assert_eq!(filled(TRACE, &kept), (0..=12).collect::<Vec<_>>());
        // Two of the `(procedure …)` lines left out: their note tells them, and the gap holding
        // one of them is left to it.
        let kept: Vec<usize> = (0..=5).chain([8]).chain(10..=12).collect();
        assert_eq!(filled(TRACE, &kept), kept);
        // A gap of three lines is left to its marker.
        let kept: Vec<usize> = (0..=5).chain(9..=12).collect();
        assert_eq!(filled(TRACE, &kept), kept);
    }

    /// A line of a kind no kept line shows, or a blank, is no repeat: the filler chose to leave it.
    #[test]
    fn a_line_of_its_own_kind_or_a_blank_is_left() {
        assert_eq!(filled("a 1\nb x y z\na 2\n", &[0, 2]), [0, 2]);
        assert_eq!(filled("a 1\n\na 2\n", &[0, 2]), [0, 2]);
        assert_eq!(filled("a 1\na 2\na 3\n", &[0, 2]), [0, 1, 2]);
    }

    /// The line a folded run ends with, of a template of its own (a test's last log line after
    /// twenty `drawer D-NN read` lines), is told by no note: alone between the run's kept last
    /// row and a kept line, it is shown.
    #[test]
    fn a_lone_line_after_a_folded_run_is_shown() {
        let text = "read D-1 ok\nread D-2 ok\nread D-3 ok\nread D-4 ok\napplied threshold=0.85 to every drawer\n--- PASS: TestSheet\n";
        assert_eq!(filled(text, &[0, 3, 5]), [0, 3, 4, 5]);
        // The run not folded (its one row left out is shown, as above): the line after it is no
        // folded run's end, left to its marker.
        assert_eq!(filled(text, &[0, 1, 3, 5]), [0, 1, 2, 3, 5]);
        // Two lines in the gap: left to the marker.
        assert_eq!(filled(text, &[0, 2, 5]), [0, 2, 5]);
    }

    proptest! {
        /// Never a panic; what was kept stays kept; every line added is in a gap of at most two
        /// lines between kept lines that is added whole; at most [`MAX_LINES`] added.
        #[test]
        fn adds_whole_short_gaps_only(
            rows in prop::collection::vec("[ab] [0-9]{0,2}( x)?", 0..40),
            kept in prop::collection::vec(0usize..40, 0..20),
        ) {
            let text = rows.join("\n");
            let n = Lines::new(&text).len();
            let mut kept: Vec<usize> = kept.into_iter().filter(|&i| i < n).collect();
            kept.sort_unstable();
            kept.dedup();
            let out = filled(&text, &kept);
            prop_assert!(kept.iter().all(|i| out.contains(i)));
            prop_assert!(out.windows(2).all(|w| w[0] < w[1]));
            prop_assert!(out.len() - kept.len() <= MAX_LINES);
            for &i in out.iter().filter(|i| !kept.contains(i)) {
                let above = kept.iter().rev().find(|&&k| k < i).copied();
                let below = kept.iter().find(|&&k| k > i).copied();
                prop_assert!(above.zip(below).is_some_and(|(a, b)| b - a - 1 <= MAX_GAP));
                if let (Some(a), Some(b)) = (above, below) {
                    prop_assert!((a + 1..b).all(|j| out.contains(&j)));
                }
            }
        }
    }
}
