//! A listing's rare kinds are standouts: the rows whose trailing `[kind]` tag few rows carry.
//!
//! A listing that names each row's kind in a last, bracketed column (`perf list`'s
//! `cpu-clock    [Software event]` among two thousand `[Tracepoint event]` rows, an inventory's
//! `[disabled]` among its `[enabled]` entries) folds its common kind as one template — and the
//! rows of a kind only a few carry, which are what the listing is asked about, fold with them, as
//! their tag is written in words a template takes for constant. So the tags are counted over the
//! whole output, and when one tag is on nearly every tagged row, the rows of a tag at most one row
//! in [`RARE`](crate::RARE) carries are kept, up to [`MAX_RARE_ROWS`]. [`rare_kinds`](crate::rare_kinds) does
//! the same for a kind column inside one template.

use crate::Lines;
use crate::brackets::closing_span;
use crate::standout::{MAX_RARE_ROWS, rare_minority};

/// Bytes a tag has at most (a kind, not a sentence).
const MAX_TAG: usize = 40;

/// The rows of a listing whose trailing `[kind]` tag is rare (see the module's documentation), in
/// order; none when no tag is that common.
///
/// ```
/// use ctx_squash_core::{Lines, rare_tags};
///
/// let mut text = String::new();
/// for i in 0..100 {
///     text.push_str(&format!("  sched:event_{i}      [Tracepoint event]\n"));
/// }
/// text.push_str("  cpu-clock          [Software event]\n");
/// let lines = Lines::new(&text);
/// assert_eq!(rare_tags(&lines), [100]);
/// ```
#[must_use]
pub fn rare_tags(lines: &Lines<'_>) -> Vec<usize> {
    let tags: Vec<Option<&str>> = (0..lines.len()).map(|i| tag(lines.get(i))).collect();
    rare_minority(&tags, MAX_RARE_ROWS)
}

/// A row's trailing tag: the text of a last `[…]` that ends the line ([`closing_span`]), holds a
/// letter and no bracket, is at most [`MAX_TAG`] bytes, and stands apart (two blanks or a tab)
/// from something written before it. `None` for any other line (a bare `[note]`, a `[1/3]`
/// counter, `a[i]`).
fn tag(line: &str) -> Option<&str> {
    let line = line.trim_end();
    let span = closing_span(line.as_bytes())?;
    let (before, tag) = (line.get(..span.start)?, line.get(span.start + 1..span.end - 1)?);
    let apart = before.ends_with("  ") || before.ends_with('\t');
    (apart
        && !before.trim().is_empty()
        && tag.len() <= MAX_TAG
        && tag.bytes().any(|b| b.is_ascii_alphabetic())
        && !tag.contains(['[', ']']))
    .then_some(tag)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[test]
    fn tags() {
        assert_eq!(tag("  cpu-clock                [Software event]"), Some("Software event"));
        assert_eq!(tag("  mem:<addr>[/len][:access]   [Hardware breakpoint]  "), Some("Hardware breakpoint"));
        assert_eq!(tag("       [Macro-ops Dispatched]"), None);
        assert_eq!(tag("  x [Software event]"), None);
        assert_eq!(tag("  a[i]"), None);
        assert_eq!(tag("step  [1/3]"), None);
        assert_eq!(tag("no tag"), None);
    }

    #[test]
    fn the_rare_kinds_of_a_tagged_listing() {
        let mut text = String::from("List of events:\n\n");
        for i in 0..200 {
            let _ = writeln!(text, "  sys:event_{i}                [Tracepoint event]");
        }
        text.insert_str(text.find("  sys:event_100").unwrap_or(0), "  duration_time     [Tool event]\n");
        text.push_str("  cpu-clock     [Software event]\n  page-faults OR faults   [Software event]\n");
        let lines = Lines::new(&text);
        let rare: Vec<&str> = rare_tags(&lines).into_iter().map(|i| lines.get(i).trim()).collect();
        assert_eq!(rare[0], "duration_time     [Tool event]");
        assert_eq!(rare[1..], ["cpu-clock     [Software event]", "page-faults OR faults   [Software event]"]);
        // Too few rows, or no dominant tag: none.
        assert!(rare_tags(&Lines::new("  a  [x]\n  b  [y]\n")).is_empty());
        let mut mixed = String::new();
        for k in 0..100 {
            let _ = writeln!(mixed, "  e{k}  [kind {}]", k % 3);
        }
        assert!(rare_tags(&Lines::new(&mixed)).is_empty());
    }
}
