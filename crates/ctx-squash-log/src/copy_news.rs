//! A copy's own lines are its news: in a block left out because it repeats lines shown already —
//! a warning box printed eight times, `****` rules, `See https://…` and all —, the few lines no
//! kept line writes are what the copies say that nothing shown says (`License :: OSI Approved ::
//! MIT License` inside the box), and each is kept once.
//!
//! A run of lines the selection left out is read as a copy when at least [`MIN_COPIES`] of its
//! lines, and half of its non-blank ones, are word for word the text of a kept line. Its other
//! non-blank lines that the output writes word for word more than once, and whose template keeps
//! no line (so no fold note names them: they would leave no trace), are added, each text the
//! first time it is met, at most [`MAX_LINES`] lines and [`MAX_BYTES`] bytes over the output.
//! Any run of lines is read so: a rule about what the squash shows already, for any text.

use std::collections::{HashMap, HashSet};

use ctx_squash_core::{Lines, Templates};

use crate::additions::Additions;
use crate::squash::Cut;

/// Lines of a left-out run that must be copies of kept lines, at least.
const MIN_COPIES: usize = 3;
/// Lines added at most.
const MAX_LINES: usize = 16;
/// Bytes added at most.
const MAX_BYTES: usize = 2 * 1024;
/// Bytes of a line added at most: a longer one is no line of a box.
const MAX_LINE: usize = 240;

/// `kept` (sorted by line) with the lines of left-out copies that no kept line writes (see the
/// module's documentation), sorted.
pub(crate) fn with_copy_news(
    lines: &Lines<'_>,
    templates: &Templates,
    kept: Vec<(usize, Cut)>,
) -> Vec<(usize, Cut)> {
    let mut adder = Additions::new(lines, &kept, MAX_BYTES);
    let shown: HashSet<&[u8]> =
        kept.iter().map(|&(i, _)| lines.bytes(i)).filter(|l| !l.trim_ascii().is_empty()).collect();
    let noted: HashSet<u32> =
        kept.iter().filter(|&&(i, _)| i < lines.len()).map(|&(i, _)| templates.of(i)).collect();
    let mut written: HashMap<&[u8], usize> = HashMap::new();
    for i in 0..lines.len() {
        *written.entry(lines.bytes(i)).or_default() += 1;
    }
    let news = |i: usize| {
        let line = lines.bytes(i);
        line.len() <= MAX_LINE
            && !shown.contains(line)
            && written.get(line).is_some_and(|&n| n > 1)
            && !noted.contains(&templates.of(i))
    };
    let mut told: HashSet<&[u8]> = HashSet::new();
    let mut count = 0;
    let mut start = 0;
    while start < lines.len() && count < MAX_LINES {
        if adder.is_kept(start) {
            start += 1;
            continue;
        }
        let end = (start..lines.len()).find(|&i| adder.is_kept(i)).unwrap_or(lines.len());
        let run: Vec<usize> = (start..end).filter(|&i| !lines.bytes(i).trim_ascii().is_empty()).collect();
        let copies = run.iter().filter(|&&i| shown.contains(lines.bytes(i))).count();
        if copies >= MIN_COPIES && copies * 2 >= run.len() {
            for &i in &run {
                if count < MAX_LINES && news(i) && told.insert(lines.bytes(i)) {
                    adder.add(i, Cut::Normal);
                    count += 1;
                }
            }
        }
        start = end;
    }
    adder.into_kept(kept)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn boxed(news: &str) -> String {
        format!(
            "!!\n  ****\n  Please consider removing:\n\n  {news}\n\n  See https://example.org for details.\n  ****\n!!\n"
        )
    }

    #[test]
    fn a_left_out_copys_own_lines_are_kept_once() {
        let text = format!("{}{}{}", boxed("Other"), boxed("License :: MIT"), boxed("License :: MIT"));
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        // The first box is kept, the two copies left out.
        let kept: Vec<(usize, Cut)> = (0..9).map(|i| (i, Cut::Normal)).collect();
        let got: Vec<&str> =
            with_copy_news(&lines, &templates, kept).into_iter().map(|(i, _)| lines.get(i)).collect();
        let added: Vec<&str> = got[9..].to_vec();
        assert_eq!(added, ["  License :: MIT"]);
    }

    #[test]
    fn a_run_of_fresh_lines_is_no_copy() {
        let text = "a\nb\nc\nd\ne\nf\n";
        let lines = Lines::new(text);
        let kept = vec![(0, Cut::Normal), (1, Cut::Normal)];
        assert_eq!(with_copy_news(&lines, &Templates::mine(&lines), kept.clone()), kept);
        // A line written once, among copies, is no copy's news: a fold note may name it.
        let text = format!("{}{}", boxed("Other"), boxed("Once"));
        let lines = Lines::new(&text);
        let kept: Vec<(usize, Cut)> = (0..9).map(|i| (i, Cut::Normal)).collect();
        assert_eq!(with_copy_news(&lines, &Templates::mine(&lines), kept.clone()), kept);
    }

    proptest! {
        #[test]
        fn copy_news_only_adds_lines(text in "[ab\n*!]{0,200}", mask in proptest::collection::vec(any::<bool>(), 0..200)) {
            let lines = Lines::new(&text);
            let kept: Vec<(usize, Cut)> =
                (0..lines.len()).filter(|&i| mask.get(i).copied().unwrap_or(false)).map(|i| (i, Cut::Normal)).collect();
            let got = with_copy_news(&lines, &Templates::mine(&lines), kept.clone());
            prop_assert!(got.len() >= kept.len() && got.len() <= kept.len() + MAX_LINES);
            prop_assert!(got.windows(2).all(|w| w[0].0 < w[1].0));
            prop_assert!(kept.iter().all(|k| got.contains(k)));
        }
    }
}
