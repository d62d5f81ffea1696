//! A `git log --graph` history's gutter is layout: the columns of `*`, `|`, `/` and `\` git draws
//! before every line of a commit say which branch the line is on, not what it says.
//!
//! As a tree's prefix is indentation (see `tree_prefix`), a graph's gutter is a margin: past it,
//! each line is the line `git log` writes without `--graph` — `commit 82ff402…`, `Author:`, a
//! patch's `diff --git`, `+anneal_c = 532`. Git draws a commit's gutter as wide as the graph is
//! at its `*`: two bytes a column (`* `, `| * `, `*   ` over a merge's `|\  `), the same width on
//! every line of the commit's header, message and patch, so a context line's own leading blank
//! (`|  minute,setpoint_c`) is the line's, not the gutter's. [`graph_gutters`] reads each line's
//! gutter so: the width the last commit line set, while the line holds nothing but drawing and
//! blanks up to it; a line that does not (a test run after the log) ends the graph. A line inside a
//! hunk's body (as its `@@` counts run) is the patch's: no commit line, whatever graph it quotes,
//! but one whose `*` stands within the gutter (a history cut mid-hunk goes on with a commit).

use crate::lines::line_count;

/// Bytes git draws a graph's columns with: its commits' `*`, the branches' `|`, `/`, `\`, `_`,
/// an octopus merge's `-` and `.`, and blanks.
fn drawing(b: u8) -> bool {
    matches!(b, b'*' | b'|' | b'/' | b'\\' | b'_' | b'-' | b'.' | b' ')
}

/// The width of the gutter before `commit <hash>` when `line` is a commit's first line in a
/// graph: drawing and blanks holding the commit's `*`, then `commit`, 7 to 64 hex digits and the
/// line's end or a blank (its refs). Git draws its columns two bytes apart, so the `*` stands at
/// an even offset with only branches (`|`, `/`, `\`) and blanks before it: a patch's line that
/// quotes a graph (`| -| * commit e1adec17`, `|  * commit 1a2b3c4`) has its sign or its own blank
/// before the quoted `*`, and is no commit (review73: one made a whole history unreadable).
fn commit_gutter(line: &[u8]) -> Option<usize> {
    let width = line.iter().position(|&b| !drawing(b))?;
    let gutter = line.get(..width)?;
    let rest = line.get(width..)?.strip_prefix(b"commit ")?;
    let hex = rest.iter().take_while(|b| b.is_ascii_hexdigit()).count();
    let star = gutter.iter().position(|&b| b == b'*')?;
    let drawn = star % 2 == 0 && gutter.iter().take(star).all(|&b| matches!(b, b'|' | b'/' | b'\\' | b' '));
    let commit = drawn && (7..=64).contains(&hex) && matches!(rest.get(hex), None | Some(b' '));
    commit.then_some(width)
}

/// Each line's gutter (its bytes before what `git log` writes without `--graph`), one entry a
/// line as [`line_count`] counts them, when `bytes` is a `git log --graph` history of commits in
/// full: a commit's first line drawn in a graph (`* commit 6c87178…`, `| * commit 82ff402…`)
/// within its first 200 lines. `None` for any other text, `--oneline`'s graph too (whose lines
/// are a log's, with no patch to read past them).
///
/// Past a commit line, each line's gutter is as wide as the commit line's, or the whole line
/// when it is shorter and all drawing (`|/`, `|\  `); a line whose first bytes up to that width
/// are not all drawing ends the graph (its gutter, and the next lines' until a commit line, is
/// empty).
///
/// ```
/// use ctx_squash_core::graph_gutters;
///
/// let log = "* commit 6c87178691b4\n| Author: Ada\n| \n|  minute,setpoint_c\n|/  \nRan 1 test\n";
/// assert_eq!(graph_gutters(log.as_bytes()), Some(vec![2, 2, 2, 2, 2, 0]));
/// assert_eq!(graph_gutters(b"* 6c87178 schedules\n| * 82ff402 lehr 13\n"), None);
/// assert_eq!(graph_gutters(b"commit 6c87178691b4\nAuthor: Ada\n"), None);
/// ```
pub fn graph_gutters(bytes: &[u8]) -> Option<Vec<usize>> {
    if !bytes.split(|&b| b == b'\n').take(200).any(|line| commit_gutter(line).is_some()) {
        return None;
    }
    let mut gutters = Vec::with_capacity(line_count(bytes));
    let mut width = 0;
    // The lines of a hunk's body still to come, old and new: a line of it is the patch's, never a
    // commit line, whatever it quotes (a graph quoted twice, `|   * commit`, draws its `*` at an
    // even offset after blanks alone).
    let mut body: Option<(usize, usize)> = None;
    for line in bytes.split(|&b| b == b'\n').take(line_count(bytes).max(1)) {
        let text = line.get(width.min(line.len())..).unwrap_or_default();
        let in_body = body.as_mut().is_some_and(|left| takes(left, text));
        if !in_body {
            body = None;
        }
        // Inside a hunk's body a commit line counts only when its `*` stands within the gutter:
        // a history cut mid-hunk (`head`) goes on with a real commit, a quoted one draws past it.
        let drawn_within = || line.iter().position(|&b| b == b'*').is_some_and(|star| star < width);
        if let Some(commit) = commit_gutter(line).filter(|_| !in_body || drawn_within()) {
            (width, body) = (commit, None);
        } else if !line.iter().take(width).all(|&b| drawing(b)) {
            (width, body) = (0, None);
        } else if !in_body {
            body = hunk_counts(text);
        }
        gutters.push(width.min(line.len()));
    }
    Some(gutters)
}

/// `@@ -40,7 +40,8 @@ fn main()`: 7 old lines and 8 new to come (a count left out is 1).
fn hunk_counts(line: &[u8]) -> Option<(usize, usize)> {
    let mut words = line.strip_prefix(b"@@ ")?.split(|&b| b == b' ');
    let count = |word: Option<&[u8]>, sign: u8| -> Option<usize> {
        let range = word?.strip_prefix(&[sign][..])?;
        let count =
            range.iter().position(|&b| b == b',').map_or(Some(&b"1"[..]), |comma| range.get(comma + 1..))?;
        std::str::from_utf8(count).ok()?.parse().ok()
    };
    count(words.next(), b'-').zip(count(words.next(), b'+')).filter(|&(old, new)| old > 0 || new > 0)
}

/// Whether `text`, the next line past the gutter, is a line of a hunk's body with `left` lines
/// still to come (and counts it): a context, removed or added line the counts hold, or a `\ No
/// newline` note.
fn takes(left: &mut (usize, usize), text: &[u8]) -> bool {
    let (old, new) = match text.first() {
        None | Some(b' ') => (1, 1),
        Some(b'-') => (1, 0),
        Some(b'+') => (0, 1),
        Some(b'\\') => (0, 0),
        Some(_) => return false,
    };
    if *left == (0, 0) || left.0 < old || left.1 < new {
        return false;
    }
    *left = (left.0 - old, left.1 - new);
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(log: &str, expected: Option<&[usize]>) {
        assert_eq!(graph_gutters(log.as_bytes()).as_deref(), expected, "{log:?}");
    }

    #[test]
    fn a_commit_sets_the_width_its_lines_are_drawn_with() {
        let merge = "*   commit 9c46aeeb1db9\n|\\  Merge: 8907b1e 82ff402\n| | Author: Grace\n| * commit 82ff4028\n| | +anneal_c = 532\n| |  [lehr-13]\n|/  \n* commit 8907b1e9\n| -x\n";
        check(merge, Some(&[4, 4, 4, 4, 4, 4, 4, 2, 2]));
    }

    #[test]
    fn a_line_past_the_graph_ends_it() {
        // The root commit's gutter is blank; the test run after it has none, nor its indented
        // traceback lines.
        let log = "* commit 00541aad\n  Author: Grace\n   minute\ntest_glass ... ERROR\n  File \"x.py\"\n";
        check(log, Some(&[2, 2, 2, 0, 0]));
    }

    #[test]
    fn a_patch_line_quoting_a_graph_is_no_commit() {
        // A commit whose patch removes a recorded graph: its removed and context lines quote
        // commit lines, after a sign or a blank of their own; the gutter stays the commit's
        // (review73: the quoted `*` set a gutter of 7, the next line ended the graph, and the
        // history was read as no diff at all).
        let log = "* commit 6c87178691b4\n| Author: Ada\n| -| * commit e1adec17aa\n| -*   commit 80827a4bb\n|  * commit 1a2b3c4d5\n| +x\n* commit 8907b1e9\n";
        check(log, Some(&[2, 2, 2, 2, 2, 2, 2]));
        assert_eq!(commit_gutter(b"| -| * commit e1adec17aa"), None);
        assert_eq!(commit_gutter(b"|  * commit 1a2b3c4d5"), None);
        assert_eq!(commit_gutter(b"| * commit 82ff4028"), Some(4));
        assert_eq!(commit_gutter(b"*   commit 9c46aeeb1db9"), Some(4));
        assert_eq!(commit_gutter(b"| | * commit 82ff4028"), Some(6));
    }

    #[test]
    fn a_graph_quoted_twice_in_a_hunk_is_no_commit() {
        // A context line of a patch quoting a patch's context line that quotes a commit line: its
        // `*` stands at an even offset after blanks alone (review75), but inside the hunk's body.
        let log = "* commit 6c87178691b4\n| Author: Ada\n| @@ -1,3 +1,3 @@\n|   * commit e1adec17aa\n| -a\n| +b\n|  c\n* commit 8907b1e9\n| x\n";
        assert_eq!(commit_gutter(b"|   * commit e1adec17aa"), Some(6));
        check(log, Some(&[2, 2, 2, 2, 2, 2, 2, 2, 2]));
    }

    #[test]
    fn a_commit_drawn_within_the_gutter_ends_a_hunk_cut_short() {
        // A history cut mid-hunk (`head`), then a merge whose `*` stands within the gutter: a
        // commit line, not a line of the unfinished hunk (review78).
        let log =
            "* commit 6c87178691b4\n| @@ -1,30 +1,30 @@\n|  a\n*   commit 3f664917\n|\\  \n| | Merge: 1 2\n";
        let merge = commit_gutter(b"*   commit 3f664917").unwrap_or_default();
        assert!(merge > 0);
        assert_eq!(graph_gutters(log.as_bytes()).and_then(|g| g.get(3).copied()), Some(merge));
    }

    #[test]
    fn huge_hunk_counts_do_not_overflow() {
        let max = usize::MAX;
        assert_eq!(hunk_counts(format!("@@ -1,{max} +1,{max} @@").as_bytes()), Some((max, max)));
        let mut left = (max, max);
        assert!(takes(&mut left, b" a"));
    }

    #[test]
    fn no_drawn_commit_no_graph() {
        check("commit 6c87178691b4\n| not a graph\n", None);
        check("* commit message without a hash\n", None);
        check("| * 82ff402 schedules: lehr 13\n", None);
        check("", None);
    }
}
