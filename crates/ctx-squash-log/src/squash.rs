//! `squash_log` and `looks_like_log`: select the lines of a log worth keeping and render them
//! with exact gap markers.
//!
//! Selection rules (spec §6, with the cap made safe for distinct errors):
//!
//! - Every line is classified ([`crate::classify`]) on an escape-stripped, lowercased view.
//! - **Error lines** (level error, not a summary) are ranked: the first occurrence of each distinct
//!   message (same text modulo numbers and `file.ext:LINE` locations) before repeats, then by score,
//!   then by position. The best [`MAX_ERRORS`] are kept with ±[`CONTEXT`] lines of context. Every
//!   further *distinct* error headline is still kept, without context but with its location line;
//!   further repeats are dropped into the gaps.
//! - **Warning lines** likewise, with [`MAX_WARNINGS`].
//! - **Summary/verdict lines** are all kept, with ±[`CONTEXT`] lines of context.
//! - `[N lines omitted]` markers of an earlier squash are kept.
//! - Every kept error or warning also keeps its **location line**: the first frame/location line
//!   within 3 lines below it (rustc's `-->`, a Java/JS `at`, Go's `file.go:N`), or else the nearest
//!   one within 3 lines above it (Python's innermost `File "…", line N`).
//! - Kept lines longer than [`MAX_LINE`] bytes are cut in the middle with `[… N bytes omitted]`.

use std::cmp::Reverse;
use std::collections::HashSet;
use std::fmt::Write as _;
use std::ops::ControlFlow;

use memchr::{memchr, memchr_iter};

use crate::classify::{Level, classify, key};
use crate::scan::{count_newlines, for_each_hit};

/// Error lines kept with context.
pub(crate) const MAX_ERRORS: usize = 20;
/// Warning lines kept with context.
pub(crate) const MAX_WARNINGS: usize = 10;
/// Lines of context kept on each side of a selected line.
pub(crate) const CONTEXT: usize = 2;
/// How far (in lines) a location line is looked for around a kept error or warning.
const LOCATION_REACH: usize = 3;
/// Kept lines longer than this are cut in the middle.
pub(crate) const MAX_LINE: usize = 4096;

/// Squashes a build, test or runtime log to the lines that carry its facts.
///
/// Keeps every distinct error and warning headline with its location, the best 20 errors and 10
/// warnings with 2 lines of context each, every summary/verdict line with context, and replaces
/// each run of dropped lines with one `[N lines omitted]` line (N exact). Returns the input
/// unchanged when nothing would be dropped or the result would not be shorter.
///
/// ```
/// use ctx_squash_log::squash_log;
///
/// let mut log = String::new();
/// for i in 0..300 {
///     log.push_str(&format!("INFO request {i} served\n"));
/// }
/// log.push_str("ERROR db: connection refused\n");
/// log.push_str(&"INFO retrying\n".repeat(100));
/// let out = squash_log(&log);
/// assert!(out.contains("ERROR db: connection refused\n"));
/// assert!(out.starts_with("[298 lines omitted]\nINFO request 298 served\n"));
/// assert!(out.ends_with("INFO retrying\n[98 lines omitted]\n"));
/// ```
pub fn squash_log(input: &str) -> String {
    let bytes = input.as_bytes();
    let total = count_newlines(bytes) + usize::from(bytes.last().is_some_and(|&b| b != b'\n'));
    let kept = select(gather(bytes), total);
    render(input, total, &kept).unwrap_or_else(|| input.to_owned())
}

/// Whether `input` is log-shaped: at least 3 lines are errors, warnings or stack-trace frames.
///
/// Stops reading at the third such line.
///
/// ```
/// use ctx_squash_log::looks_like_log;
///
/// assert!(looks_like_log("warning: a\nerror: b\n  File \"x.py\", line 3, in f\n"));
/// assert!(!looks_like_log("hello\nworld\n0 errors\n"));
/// ```
pub fn looks_like_log(input: &str) -> bool {
    let mut found = 0;
    for_each_hit(input.as_bytes(), |hit| {
        let class = classify(hit.lower);
        if class.frame || class.level >= Level::Warn {
            found += 1;
        }
        if found >= 3 { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    });
    found >= 3
}

/// An error or warning line that may be kept.
#[derive(Clone, Copy)]
struct Entry {
    idx: usize,
    score: u16,
}

/// The error (or warning) lines a scan keeps as candidates.
#[derive(Default)]
struct Bucket {
    /// The first occurrence of each distinct message, in input order.
    distinct: Vec<Entry>,
    /// The best repeats seen so far, at most the cap: nothing ranked below them can be kept, so
    /// memory stays bounded however many times a message repeats.
    repeats: Vec<Entry>,
    /// The lowest score among `repeats` once it is full: anything not above it is not kept.
    floor: u16,
}

impl Bucket {
    fn add(&mut self, entry: Entry, distinct: bool, cap: usize) {
        if distinct {
            self.distinct.push(entry);
        } else if self.repeats.len() < cap {
            self.repeats.push(entry);
            if self.repeats.len() == cap {
                self.floor = self.repeats.iter().map(|r| r.score).min().unwrap_or(0);
            }
        } else if entry.score > self.floor {
            // A later line only wins with a strictly better score.
            if let Some(worst) = self.repeats.iter_mut().min_by_key(|r| (r.score, Reverse(r.idx))) {
                *worst = entry;
            }
            self.floor = self.repeats.iter().map(|r| r.score).min().unwrap_or(0);
        }
    }

    /// Candidates best first (distinct messages by score then position, then repeats likewise),
    /// and how many of them are distinct.
    fn ranked(mut self) -> (Vec<Entry>, usize) {
        let key = |e: &Entry| (Reverse(e.score), e.idx);
        self.distinct.sort_by_key(key);
        self.repeats.sort_by_key(key);
        let distinct = self.distinct.len();
        self.distinct.extend(self.repeats);
        (self.distinct, distinct)
    }
}

/// What one pass over the log gathers for selection.
#[derive(Default)]
struct Gathered {
    errors: Bucket,
    warnings: Bucket,
    summaries: Vec<usize>,
    markers: Vec<usize>,
    /// (error/warning line, first frame within reach below it), sorted.
    below: Vec<(usize, usize)>,
    /// (error/warning line, nearest frame within reach above it), sorted.
    above: Vec<(usize, usize)>,
}

/// Classifies every candidate line in one pass.
fn gather(bytes: &[u8]) -> Gathered {
    let mut g = Gathered::default();
    let mut seen = HashSet::new();
    let mut last_frame: Option<usize> = None;
    let mut waiting: Vec<usize> = Vec::new();
    for_each_hit(bytes, |hit| {
        let class = classify(hit.lower);
        let idx = hit.idx;
        if class.frame {
            waiting.retain(|&w| w + LOCATION_REACH >= idx);
            g.below.extend(waiting.drain(..).map(|w| (w, idx)));
            last_frame = Some(idx);
        } else if class.summary {
            g.summaries.push(idx);
        } else if class.marker {
            g.markers.push(idx);
        } else if class.level >= Level::Warn {
            let (bucket, cap) = if class.level == Level::Error {
                (&mut g.errors, MAX_ERRORS)
            } else {
                (&mut g.warnings, MAX_WARNINGS)
            };
            let distinct = seen.insert((class.level, key(hit.lower)));
            bucket.add(Entry { idx, score: class.score() }, distinct, cap);
            if let Some(f) = last_frame.filter(|&f| f + LOCATION_REACH >= idx) {
                g.above.push((idx, f));
            }
            waiting.retain(|&w| w + LOCATION_REACH >= idx);
            waiting.push(idx);
        }
        ControlFlow::Continue(())
    });
    g
}

/// Indices of the lines to keep, sorted and unique.
fn select(g: Gathered, total: usize) -> Vec<usize> {
    let Gathered { errors, warnings, summaries, markers, below, above } = g;
    let location_of = |idx: usize| {
        let find =
            |pairs: &[(usize, usize)]| pairs.binary_search_by_key(&idx, |p| p.0).ok().map(|i| pairs[i].1);
        find(&below).or_else(|| find(&above))
    };
    let mut kept = Vec::new();
    let with_context = |kept: &mut Vec<usize>, idx: usize| {
        kept.extend(idx.saturating_sub(CONTEXT)..=(idx + CONTEXT).min(total - 1));
    };
    for (bucket, cap) in [(errors, MAX_ERRORS), (warnings, MAX_WARNINGS)] {
        let (ranked, distinct) = bucket.ranked();
        for (rank, entry) in ranked.iter().enumerate() {
            if rank < cap {
                with_context(&mut kept, entry.idx);
            } else if rank < distinct {
                kept.push(entry.idx);
            } else {
                break;
            }
            kept.extend(location_of(entry.idx));
        }
    }
    for idx in summaries {
        with_context(&mut kept, idx);
    }
    kept.extend(markers);
    kept.sort_unstable();
    kept.dedup();
    kept
}

/// Writes the kept lines with a marker at every gap; `None` when that would not be shorter.
fn render(input: &str, total: usize, kept: &[usize]) -> Option<String> {
    let bytes = input.as_bytes();
    let mut out = String::new();
    let mut next = 0; // the line after the last one written
    let mut pos = 0; // byte offset of line `next`
    for &idx in kept.iter().chain(std::iter::once(&total)) {
        if idx > next {
            pos = push_gap(&mut out, input, pos, idx - next);
        }
        if idx == total {
            break;
        }
        let end = memchr(b'\n', &bytes[pos..]).map_or(bytes.len(), |i| pos + i);
        push_cut(&mut out, &input[pos..end]);
        out.push('\n');
        next = idx + 1;
        pos = (end + 1).min(bytes.len());
        if out.len() >= input.len() {
            return None;
        }
    }
    if !input.ends_with('\n') {
        out.pop();
    }
    (out.len() < input.len()).then_some(out)
}

/// Writes the gap of `n` lines starting at byte `pos` and returns the offset of the line after
/// it. The gap becomes `[n lines omitted]`, except a single line no longer than that marker,
/// which is cheaper kept.
fn push_gap(out: &mut String, input: &str, pos: usize, n: usize) -> usize {
    let bytes = input.as_bytes();
    if n == 1 {
        let end = memchr(b'\n', &bytes[pos..]).map_or(bytes.len(), |i| pos + i);
        if end - pos <= "[1 lines omitted]".len() {
            out.push_str(&input[pos..end]);
            out.push('\n');
            return (end + 1).min(bytes.len());
        }
    }
    let _ = writeln!(out, "[{n} lines omitted]");
    skip_lines(bytes, pos, n)
}

/// The offset just after the `n`-th `\n` from `pos` (or the end): counts whole blocks with the
/// vectorized counter and only walks the block where the line ends, so dense and sparse newlines
/// are both fast.
fn skip_lines(bytes: &[u8], mut pos: usize, mut n: usize) -> usize {
    const BLOCK: usize = 4096;
    while n > 0 && pos < bytes.len() {
        let block = &bytes[pos..(pos + BLOCK).min(bytes.len())];
        let count = count_newlines(block);
        if count < n {
            n -= count;
            pos += block.len();
        } else {
            return memchr_iter(b'\n', block).nth(n - 1).map_or(bytes.len(), |i| pos + i + 1);
        }
    }
    pos
}

/// Appends `line`, cut in the middle with `[… N bytes omitted]` when longer than [`MAX_LINE`]
/// (plus room for the marker).
fn push_cut(out: &mut String, line: &str) {
    if line.len() <= MAX_LINE + 48 {
        out.push_str(line);
        return;
    }
    let mut head = MAX_LINE / 3 * 2;
    while !line.is_char_boundary(head) {
        head -= 1;
    }
    let mut tail = line.len() - MAX_LINE / 3;
    while !line.is_char_boundary(tail) {
        tail += 1;
    }
    out.push_str(&line[..head]);
    let _ = write!(out, "[… {} bytes omitted]", tail - head);
    out.push_str(&line[tail..]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(input: &str, expected: &str) {
        assert_eq!(squash_log(input), expected);
    }

    /// `n` ordinary lines named `{tag} i`.
    fn filler(tag: &str, n: usize) -> String {
        let mut s = String::new();
        for i in 0..n {
            let _ = writeln!(s, "{tag} {i}");
        }
        s
    }

    #[track_caller]
    fn assert_facts(out: &str, facts: &[&str]) {
        for fact in facts {
            assert!(out.lines().any(|l| l == *fact), "lost {fact:?} in\n{out}");
        }
    }

    #[test]
    fn empty_and_small() {
        check("", "");
        check("error: a\n", "error: a\n");
        check("a\nb\nerror: c\nd\ne\n", "a\nb\nerror: c\nd\ne\n");
    }

    #[test]
    fn context_and_exact_markers() {
        let input = format!("{}ERROR boom\n{}", filler("x", 10), filler("y", 10));
        check(&input, "[8 lines omitted]\nx 8\nx 9\nERROR boom\ny 0\ny 1\n[8 lines omitted]\n");
    }

    #[test]
    fn no_trailing_newline() {
        let input = format!("{}ERROR boom\n{}", filler("x", 10), filler("y", 10).trim_end());
        check(&input, "[8 lines omitted]\nx 8\nx 9\nERROR boom\ny 0\ny 1\n[8 lines omitted]");
    }

    #[test]
    fn nothing_interesting_becomes_one_marker() {
        check(&filler("x", 100), "[100 lines omitted]\n");
    }

    #[test]
    fn separate_failures_are_never_spliced() {
        let (a, b) = ("a".repeat(20), "b".repeat(20));
        let input = format!("{}error: one\n{}error: two\n{}", filler(&a, 5), filler(&b, 5), filler("c", 5));
        let expected = format!(
            "[3 lines omitted]\n{a} 3\n{a} 4\nerror: one\n{b} 0\n{b} 1\n[1 lines omitted]\n{b} 3\n{b} 4\nerror: two\nc 0\nc 1\n[3 lines omitted]\n"
        );
        check(&input, &expected);
    }

    #[test]
    fn a_short_single_line_gap_is_kept_instead_of_marked() {
        let input = format!("{}error: one\np\np\nmid\np\np\nerror: two\n{}", filler("x", 9), filler("y", 9));
        check(
            &input,
            "[7 lines omitted]\nx 7\nx 8\nerror: one\np\np\nmid\np\np\nerror: two\ny 0\ny 1\n[7 lines omitted]\n",
        );
    }

    #[test]
    fn ansi_colours_do_not_hide_errors() {
        let input =
            format!("{}\x1b[1m\x1b[31merror\x1b[0m: could not compile\n{}", filler("a", 10), filler("b", 10));
        let out = squash_log(&input);
        assert!(out.contains("\x1b[1m\x1b[31merror\x1b[0m: could not compile\n"), "{out}");
    }

    #[test]
    fn rustc_errors_keep_headline_and_location() {
        let input = include_str!("../tests/data/cargo_build_errors.txt");
        let out = squash_log(input);
        assert_facts(
            &out,
            &[
                "error[E0308]: mismatched types",
                " --> src/lib.rs:2:34",
                "error[E0599]: no method named `bar` found for struct `Foo` in the current scope",
                " --> src/lib.rs:3:18",
                "error[E0425]: cannot find function `undefined_fn` in this scope",
                " --> src/lib.rs:4:30",
                "error: could not compile `broken` (lib) due to 3 previous errors",
            ],
        );
    }

    #[test]
    fn cargo_test_failures() {
        let input = include_str!("../tests/data/cargo_test_failed.txt");
        let out = squash_log(input);
        assert!(out.len() < input.len());
        assert_facts(
            &out,
            &[
                "test tests::bad_panic ... FAILED",
                "test tests::bad_eq ... FAILED",
                "---- tests::bad_panic stdout ----",
                "thread 'tests::bad_panic' (4994) panicked at src/lib.rs:8:30:",
                "boom at runtime",
                "---- tests::bad_eq stdout ----",
                "thread 'tests::bad_eq' (4993) panicked at src/lib.rs:7:27:",
                "assertion `left == right` failed",
                "  left: 4",
                " right: 5",
                "test result: FAILED. 3 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.13s",
                "error: test failed, to rerun pass `--lib`",
            ],
        );
    }

    #[test]
    fn python_traceback_keeps_innermost_frame() {
        let mut input = filler("log", 20);
        input.push_str("Traceback (most recent call last):\n  File \"<string>\", line 6, in <module>\n  File \"<string>\", line 3, in f\n  File \"/app/deep.py\", line 5, in g\n    raise ValueError(\"bad value: %r\" % x)\nValueError: bad value: 3\n");
        input.push_str(&filler("after", 20));
        let out = squash_log(&input);
        assert_facts(
            &out,
            &[
                "Traceback (most recent call last):",
                "  File \"/app/deep.py\", line 5, in g",
                "ValueError: bad value: 3",
            ],
        );
    }

    #[test]
    fn gcc_and_npm() {
        let mut input = filler("cc", 10);
        input.push_str("a.c:2:11: warning: initialization of ‘int’ from ‘char *’ makes integer from pointer without a cast [-Wint-conversion]\n    2 |   int x = \"s\";\n      |           ^~~\na.c:4:10: error: ‘y’ undeclared (first use in this function)\n    4 |   return y;\n");
        input.push_str(&filler("more", 10));
        input.push_str("npm error code ENOTCACHED\nnpm error request to https://registry.npmjs.org/x failed\nnpm error A complete log of this run can be found in: /root/.npm/_logs/x.log\n");
        let out = squash_log(&input);
        assert_facts(
            &out,
            &[
                "a.c:2:11: warning: initialization of ‘int’ from ‘char *’ makes integer from pointer without a cast [-Wint-conversion]",
                "a.c:4:10: error: ‘y’ undeclared (first use in this function)",
                "npm error code ENOTCACHED",
                "npm error request to https://registry.npmjs.org/x failed",
                "npm error A complete log of this run can be found in: /root/.npm/_logs/x.log",
            ],
        );
    }

    #[test]
    fn distinct_errors_beyond_the_cap_are_kept_with_location() {
        let mut input = String::new();
        for i in 0..30 {
            let _ = write!(
                input,
                "{}error[E0425]: cannot find value `v{i}` in this scope\n --> src/m{i}.rs:{i}:5\n",
                filler("pad", 8)
            );
        }
        let out = squash_log(&input);
        for i in 0..30 {
            assert_facts(
                &out,
                &[
                    &format!("error[E0425]: cannot find value `v{i}` in this scope"),
                    &format!(" --> src/m{i}.rs:{i}:5"),
                ],
            );
        }
        assert!(out.len() < input.len());
    }

    #[test]
    fn repeated_errors_are_folded_after_the_cap() {
        let mut input = String::new();
        for i in 0..100 {
            let _ = writeln!(input, "ERROR request {i} failed: connection reset");
        }
        let out = squash_log(&input);
        // 20 repeats kept with context (lines 0..=21), the remaining 78 folded into one marker.
        assert!(out.ends_with("ERROR request 21 failed: connection reset\n[78 lines omitted]\n"), "{out}");
    }

    #[test]
    fn summary_lines_are_always_kept() {
        let mut input = filler("t", 50);
        input.push_str("test result: ok. 50 passed; 0 failed\n");
        input.push_str(&filler("u", 50));
        input.push_str("    Finished `release` profile [optimized] target(s) in 3.2s\n");
        let out = squash_log(&input);
        assert_facts(
            &out,
            &[
                "test result: ok. 50 passed; 0 failed",
                "    Finished `release` profile [optimized] target(s) in 3.2s",
            ],
        );
    }

    #[test]
    fn existing_markers_are_kept() {
        let input = format!("[40 lines omitted]\n{}", filler("z", 20));
        check(&input, "[40 lines omitted]\n[20 lines omitted]\n");
    }

    #[test]
    fn long_lines_are_cut() {
        let input = format!("{}error: {}\n{}", filler("a", 5), "x".repeat(10_000), filler("b", 5));
        let out = squash_log(&input);
        assert!(out.contains("[… 5912 bytes omitted]"), "{out}");
        assert!(out.len() < 5000);
    }

    #[test]
    fn looks_like_log_rule() {
        assert!(looks_like_log(include_str!("../tests/data/cargo_build_errors.txt")));
        assert!(looks_like_log("\x1b[31mERROR\x1b[0m a\nWARN b\n\tat x.Y(Y.java:3)\n"));
        assert!(!looks_like_log("error: a\nerror: b\n"));
        assert!(!looks_like_log("0 errors\nno warnings\nerrors: 0\nplain\n"));
        assert!(!looks_like_log(""));
    }
}
