//! A `git log --graph -p` history is squashed as the history it is: read past its gutter, written
//! with it.
//!
//! Git draws the graph's columns before every line of the log (`| | +anneal_c = 532`), so no line
//! opens as a diff's does and the history would be read as a log, whose folds take a side
//! branch's commits for lines like the schedules' around them. The gutter is layout
//! (ctx-squash-core's `graph_gutters`): the text past it is a `git log -p`, squashed as one, and
//! each line kept is written whole, gutter and all, so the reader still sees which branch it is
//! on; the `[N lines omitted]` markers stand for the same lines. The squash past the gutter gets the
//! budget's share the text past the gutter has of the input, so that the lines written with their
//! gutter keep to the budget (a two-column gutter is a tenth of a small history).

use ctx_squash_core::{Marker, Squash, graph_gutters, is_diff};

/// A graph history's text past its gutter, and each line's gutter width.
pub(crate) struct Ungraphed {
    pub(crate) text: String,
    gutters: Vec<usize>,
}

impl Ungraphed {
    /// `input` past its graph's gutter, when it is a `git log --graph` history whose text past
    /// the gutter is a diff (and `input` itself is none).
    pub(crate) fn read(input: &str) -> Option<Self> {
        let gutters = graph_gutters(input.as_bytes())?;
        let mut text = String::with_capacity(input.len());
        for (idx, line) in input.split('\n').enumerate() {
            if idx > 0 {
                text.push('\n');
            }
            // A gutter is ASCII drawing: its end is a character boundary.
            let gutter = gutters.get(idx).copied().unwrap_or(0);
            text.push_str(line.get(gutter..).unwrap_or(line));
        }
        is_diff(text.as_bytes()).then_some(Ungraphed { text, gutters })
    }

    /// `squash`, a squash of the text past the gutter, written with each kept line's gutter put
    /// back before it (its markers, and a note of folded hunks, as they are).
    pub(crate) fn regraph(&self, input: &str, squash: &Squash) -> Squash {
        let lines: Vec<&str> = input.split('\n').collect();
        let mut out = String::with_capacity(squash.text.len() + squash.text.len() / 8);
        let mut markers = Vec::with_capacity(squash.markers.len());
        // The next original line a kept line of the squash stands for.
        let mut next = 0;
        let write = |segment: &str, kept_until: usize, out: &mut String, next: &mut usize| {
            for piece in segment.split_inclusive('\n') {
                if *next < kept_until {
                    let gutter = self.gutters.get(*next).copied().unwrap_or(0);
                    let line = lines.get(*next).copied().unwrap_or_default();
                    out.push_str(line.get(..gutter).unwrap_or_default());
                    *next += 1;
                }
                out.push_str(piece);
            }
        };
        let mut at = 0;
        for marker in &squash.markers {
            let segment = squash.text.get(at..marker.at).unwrap_or_default();
            write(segment, marker.omitted.first, &mut out, &mut next);
            let end = squash
                .text
                .get(marker.at..)
                .and_then(|rest| rest.find('\n'))
                .map_or(squash.text.len(), |e| marker.at + e + 1);
            markers.push(Marker { at: out.len(), omitted: marker.omitted });
            out.push_str(squash.text.get(marker.at..end).unwrap_or_default());
            (at, next) = (end, marker.omitted.last + 1);
        }
        write(squash.text.get(at..).unwrap_or_default(), usize::MAX, &mut out, &mut next);
        Squash { text: out, markers }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GRAPH: &str = "\
*   commit 9c46aeeb1db9f7bc0090cbd5e7ebae1a1ddd402b
|\\  Merge: 8907b1e 82ff402
| | Author: Grace <grace@example.com>
| | 
| |     Merge branch 'opal-line'
| | 
| * commit 82ff4028373067cc7d0e210eda76fe2ad6b782b0
| | Author: Grace <grace@example.com>
| | 
| |     settings: lehr 13 for the second opal line
| | ---
| | diff --git a/lehrs.ini b/lehrs.ini
| | --- a/lehrs.ini
| | +++ b/lehrs.ini
| | @@ -1,2 +1,4 @@
| |  [lehr-12]
| |  glass = opal
| | +[lehr-13]
| | +anneal_c = 532
|/  
* commit 8907b1e9aa0b5d1e4c16fa3d2b7f1e0c9d8e7f6a
| Author: Grace <grace@example.com>
";

    #[test]
    fn a_graph_reads_as_the_history_past_its_gutter() {
        assert!(!is_diff(GRAPH.as_bytes()));
        let graph = Ungraphed::read(GRAPH).expect("a graph of a diff");
        assert!(graph.text.contains("\ncommit 82ff4028373067cc7d0e210eda76fe2ad6b782b0\n"));
        assert!(graph.text.contains("\n+anneal_c = 532\n\n"));
        assert!(graph.text.contains("\n [lehr-12]\n"));
        // A `--oneline` graph has no patch to read past it.
        assert!(Ungraphed::read("* 6c87178 schedules\n| * 82ff402 lehr 13\n").is_none());
    }

    #[test]
    fn kept_lines_are_written_with_their_gutter() {
        let graph = Ungraphed::read(GRAPH).expect("a graph of a diff");
        let squash = crate::generic::squash_generic_marked(&graph.text, 200);
        let out = graph.regraph(GRAPH, &squash);
        assert!(out.text.contains("| * commit 82ff4028373067cc7d0e210eda76fe2ad6b782b0\n"), "{}", out.text);
        let lines: Vec<&str> = GRAPH.lines().collect();
        for marker in &out.markers {
            assert!(
                out.text[marker.at..].starts_with(&format!("[{} lines omitted]", marker.omitted.count()))
            );
        }
        // Every line but the markers is a line of the graph, whole.
        for line in out.text.lines().filter(|line| !line.ends_with("lines omitted]")) {
            assert!(lines.contains(&line), "{line:?}");
        }
    }
}
