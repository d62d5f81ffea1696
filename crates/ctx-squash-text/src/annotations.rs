//! Each annotation is shown once with the line it points at: a caret line (`^-- SC2115
//! (warning): …`, `^~~~ note: …`) is what the line above it is about, and a document of findings
//! (shellcheck's report, read as prose) whose source lines are kept as terms loses the carets
//! under them — where the finding is kept, not what it says (round 29: `rm -rf "$DEST_R00T/"*`
//! kept, its `SC2115 … never expands to /*` and `SC2153 … Did you mean DEST_ROOT?` not).
//!
//! A caret line is one whose text, past its indentation, opens with `^` followed by `^`, `-` or
//! `~` marks and then a message holding a letter; it points at the nearest line above it that
//! is neither blank nor a caret line (two carets under one line point at the same line). The
//! first caret line of each message (its text past the marks) is kept with the line it points
//! at: a message a hundred findings repeat (`SC2086 … Double
//! quote`) is shown once, each message a finding alone says is shown. At most
//! [`MAX_ANNOTATIONS`] messages, the first met.

use std::collections::HashSet;

use ctx_squash_core::Lines;

/// Messages kept at most.
const MAX_ANNOTATIONS: usize = 24;
/// A caret line longer than this is no annotation (a line of prose that opens with `^`).
const MAX_CARET_LINE: usize = 400;

/// The message of a caret line, `None` when `line` is none (see the module's documentation).
fn message(line: &str) -> Option<&str> {
    if line.len() > MAX_CARET_LINE {
        return None;
    }
    let rest = line.trim_start_matches([' ', '\t', '|']).strip_prefix('^')?;
    let text = rest.trim_start_matches(['^', '-', '~']);
    let gap = text.len() - text.trim_start().len();
    let message = text.trim();
    (gap > 0 && message.contains(char::is_alphabetic)).then_some(message)
}

/// The indices of the lines each message's first caret line keeps: itself and the line it points
/// at, ascending.
pub(crate) fn annotated(lines: &Lines<'_>) -> Vec<usize> {
    let mut seen: HashSet<&str> = HashSet::new();
    let mut kept = Vec::new();
    for i in 0..lines.len() {
        if seen.len() >= MAX_ANNOTATIONS {
            break;
        }
        let Some(said) = message(lines.get(i)) else { continue };
        if !seen.insert(said) {
            continue;
        }
        // Up past the caret lines and blank lines to the line pointed at.
        let pointed =
            (0..i).rev().find(|&j| !lines.get(j).trim().is_empty() && message(lines.get(j)).is_none());
        if let Some(pointed) = pointed {
            kept.extend([pointed, i]);
        }
    }
    kept.sort_unstable();
    kept.dedup();
    kept
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    fn kept(text: &str) -> Vec<&str> {
        let lines = Lines::new(text);
        annotated(&lines).into_iter().map(|i| lines.get(i)).collect()
    }

    #[test]
    fn each_message_is_kept_once_with_the_line_it_points_at() {
        let mut text = String::new();
        for i in 0..6 {
            let _ = write!(
                text,
                "In run.sh line {i}:\n    echo $X{i}\n         ^-^ SC2086 (info): Double quote.\n\n"
            );
        }
        text.push_str("In run.sh line 9:\n    rm -rf \"$DEST_R00T/\"*\n           ^--^ SC2115 (warning): never expands to /*.\n            ^-^ SC2153 (info): Did you mean DEST_ROOT?\n\n");
        assert_eq!(
            kept(&text),
            [
                "    echo $X0",
                "         ^-^ SC2086 (info): Double quote.",
                "    rm -rf \"$DEST_R00T/\"*",
                "           ^--^ SC2115 (warning): never expands to /*.",
                "            ^-^ SC2153 (info): Did you mean DEST_ROOT?",
            ]
        );
    }

    /// A shellcheck report long enough to be cut: 200 findings of one message and, among them,
    /// one finding alone of its message.
    #[test]
    fn a_prose_squash_keeps_the_finding_alone_of_its_message() {
        let mut text = String::new();
        for i in 0..300 {
            if i == 120 {
                text.push_str("In run.sh line 900:\n    rm -rf \"$DEST_R00T/\"*\n           ^--^ SC2115 (warning): Use \"${var:?}\" to ensure this never expands to /* .\n\n\n");
            }
            let _ = write!(
                text,
                "In run.sh line {i}:\n    cp $SOURCE_{i} /srv/archive/{i}\n       ^--------^ SC2086 (info): Double quote to prevent globbing and word splitting.\n\nDid you mean:\n    cp \"$SOURCE_{i}\" /srv/archive/{i}\n\n\n"
            );
        }
        let out = crate::squash_prose(&text, 4_000);
        assert!(out.len() < text.len() * 3 / 4, "{} of {}", out.len(), text.len());
        assert!(out.contains("SC2115 (warning): Use"), "{out}");
    }

    #[test]
    fn a_line_opening_with_a_caret_but_no_message_is_none() {
        assert_eq!(message("   ^^^^"), None);
        assert_eq!(message("^foo bar"), None);
        assert_eq!(message("   ^~~~ note: here"), Some("note: here"));
        assert_eq!(message("    |  ^-- SC1000: x"), Some("SC1000: x"));
        assert!(kept("^-- first line has nothing above it\n").is_empty());
    }

    proptest::proptest! {
        /// Any text: no panic, every line returned a line of the text, once, at most
        /// [`MAX_ANNOTATIONS`] caret lines among them.
        #[test]
        fn any_text(lines in proptest::collection::vec(proptest::sample::select(&["  ^-- SC1: a", "  ^-- SC2: b", "^^ x", "echo $x", "", "  ^", "| ^~~ note: y", "é ^-- z"][..]), 0..80)) {
            let text = lines.join("\n");
            let parsed = Lines::new(&text);
            let kept = annotated(&parsed);
            proptest::prop_assert!(kept.windows(2).all(|w| w[0] < w[1]));
            proptest::prop_assert!(kept.iter().all(|&i| i < parsed.len()));
            let carets = kept.iter().filter(|&&i| message(parsed.get(i)).is_some()).count();
            proptest::prop_assert!(carets <= MAX_ANNOTATIONS);
        }
    }
}
