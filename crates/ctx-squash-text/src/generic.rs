//! `squash_generic`: importance-ranked head/tail truncation of any text under a byte budget.
//!
//! Ranks, best first, and how each is treated:
//!
//! 0. **Must-keep** lines: errors, failures, panics, exceptions, warnings, `-->` locations and
//!    verdicts (`test result:`, `N passed`, `Finished`, `error: could not compile`, `npm ERR!`),
//!    plus `[N lines omitted]` markers of an earlier squash. They are kept even when they alone
//!    exceed the budget. A must-keep line that repeats an earlier one modulo numbers is not kept
//!    again (its first occurrence carries the fact).
//! 1. The first 10 and the last 10 lines, alternating from the ends inwards.
//! 2. Up to 2 lines of context around each must-keep line, nearest first.
//! 3. More lines extending the head and the tail inwards, alternating.
//!
//! Ranks 1–3 are added in that order while the whole output (lines, markers, newlines) stays
//! within the budget; a line that does not fit is skipped and the next one is tried. Every line
//! longer than a quarter of the budget (at least [`MIN_LINE_CAP`] bytes) is cut in the middle with
//! `[… N bytes omitted]`. Kept lines stay in their original order and every run of dropped lines
//! becomes one `[N lines omitted]` line.

use ctx_squash_core::is_diff;
use std::collections::{BTreeSet, HashSet};

use memchr::{memchr, memrchr};

use ctx_squash_core::{
    Squash, count_newlines, cut_len, hash_digits_folded, line_count, omitted, push_cut, push_omitted,
};

use crate::important::{TRIGGER, is_important};
use crate::rare_changes::Tier;

/// Lines always offered from each end of the input (rank 1).
const HEAD_TAIL: usize = 10;
/// Lines of context offered on each side of a must-keep line (rank 2).
const CONTEXT: usize = 2;
/// A diff's budget is at least this fraction of it.
const DIFF_SHARE: usize = 16;
/// The order within rank 0 of a small hunk's changed line, kept on top of the budget.
const SMALL_CHANGE: usize = 1;
/// Added to the order of a diff's whitespace churn: offered after every other change.
const CHURN: usize = 1 << 48;
/// Changes a file of a diff that is no history is offered a round at a time.
const DIFF_ROUND: usize = 6;
/// A diff's changes are offered in rounds, each file's turn in a round before any file's next
/// round: the round shifted so.
const ROUND_SHIFT: usize = 24;
/// Within a round, a file's changes of their own kind come before its changes of their own value
/// (see `rare_changes`): the latter's order has this bit.
const OWN_VALUE_BIT: usize = 1 << 23;
/// A restated change (see `rare_changes`) is offered after every round of the others: its order
/// has this bit.
const RESTATED_BIT: usize = 1 << 44;
/// A diff's tool lines' findings take at most this fraction of its budget (see `tool_log`).
const FINDINGS_SHARE: usize = 4;
/// The smallest cap on a single line's length, whatever the budget.
pub(crate) const MIN_LINE_CAP: usize = 120;
/// Bytes of input lowercased at a time by the prefilter (extended to the next line end).
const CHUNK: usize = 64 * 1024;

/// Squashes `input` to about `budget` bytes (a diff: at least a sixteenth of it), keeping every
/// line that looks important.
///
/// Returns `input` unchanged when it already fits in `budget` or when squashing would not make it
/// shorter. Otherwise keeps, in their original order, every error/warning/verdict line (even past
/// the budget), then the first and last 10 lines, context around important lines and more of the
/// head and tail while they fit; each run of dropped lines is replaced by one
/// `[N lines omitted]` line with the exact count, and any line longer than `max(budget / 4, 120)`
/// bytes is cut in the middle with `[… N bytes omitted]`.
///
/// ```
/// use ctx_squash_text::squash_generic;
///
/// let mut input: String = (1..=200).map(|i| format!("step {i} ok\n")).collect();
/// let at = input.find("step 60 ok\n").expect("a line");
/// input.insert_str(at, "error: disk full\n");
/// let out = squash_generic(&input, 400);
/// assert!(out.contains("error: disk full\n"));
/// assert!(out.starts_with("step 1 ok\n") && out.ends_with("step 200 ok\n"));
/// assert!(out.contains(" lines omitted]\n"));
/// ```
pub fn squash_generic(input: &str, budget: usize) -> String {
    squash_generic_marked(input, budget).text
}

/// [`squash_generic`], with the `[N lines omitted]` markers it wrote: where each stands in the
/// text and the original lines (0-based) it stands for, in order.
///
/// ```
/// let text: String = (1..=300).map(|i| format!("step {i} ok\n")).collect();
/// let squash = ctx_squash_text::squash_generic_marked(&text, 400);
/// let marker = squash.markers[0];
/// assert!(squash.text[marker.at..].starts_with(&format!("[{} lines omitted]\n", marker.omitted.count())));
/// assert_eq!(text.lines().nth(marker.omitted.first - 1), squash.text[..marker.at].lines().last());
/// ```
pub fn squash_generic_marked(input: &str, budget: usize) -> Squash {
    if input.len() <= budget {
        return Squash::unchanged(input);
    }
    // A `git log --graph -p` history is squashed past its gutter and written with it (see
    // `graph_log`), to a budget in the bytes it writes: the gutter's share of the input is its
    // share of the budget.
    if !is_diff(input.as_bytes())
        && let Some(graph) = crate::graph_log::Ungraphed::read(input)
    {
        let inner = budget.saturating_mul(graph.text.len()) / input.len().max(1);
        let squash = squash_generic_marked(&graph.text, inner);
        return graph.regraph(input, &squash).or_unchanged(input);
    }
    // A long diff's every file header and every hunk header but a folded repeat's is kept (the
    // repeats drop their `@@` lines; their note names the first and the last, see `repeat_hunks`):
    // its changes get a budget that grows with it, a sixteenth of it at least. In a commit log (`git log -p`) that budget comes on top of
    // what is kept whatever it costs (every commit's header, file and hunk): the history, then
    // as much of what each commit changed as the budget holds.
    let diff = is_diff(input.as_bytes());
    let mut budget = if diff { budget.max(input.len() / DIFF_SHARE) } else { budget };
    // Any other log of patches (svn, hg, …) keeps every record's header as git's does (see
    // `record_headers`).
    let git_log = diff && is_commit_log(input.as_bytes());
    let headers = if diff && !git_log && !crate::marks::is_word_diff(input.as_bytes()) {
        crate::record_headers::header_lines(input.as_bytes())
    } else {
        Vec::new()
    };
    let mut on_top = git_log;
    let total = line_count(input.as_bytes());
    let max_line = (budget / 4).max(MIN_LINE_CAP);
    let (mut cands, note) = candidates(input, total, budget, max_line, &headers);

    // One entry per line: the best rank offered for it.
    cands.sort_unstable_by_key(|c| (c.idx, c.rank));
    cands.dedup_by_key(|c| c.idx);

    let mut order: Vec<usize> = (0..cands.len()).collect();
    order.sort_unstable_by_key(|&i| (cands[i].rank, cands[i].idx));

    let mut kept = vec![false; cands.len()];
    let mut kept_idx = BTreeSet::new();
    // The note of the folded repeats is written whatever is kept (the hunk it stands before is no
    // candidate): its bytes count from the start, so that the output keeps to the budget.
    let mut cost =
        omitted(0, total.saturating_sub(1)).len() + 1 + note.as_ref().map_or(0, |(_, n)| n.len() + 1);
    // What the small changes of a diff cost (see `small_hunks`): it comes on top of the budget,
    // so that keeping them folds nothing else.
    let mut small = 0;
    for i in order {
        let c = &cands[i];
        if c.rank.0 > 0 {
            // A commit log's rank 0 (its small changes with it) is on top of the budget already.
            budget += if on_top { cost } else { small };
            (on_top, small) = (false, 0);
        }
        let before = kept_idx.range(..c.idx).next_back().map_or(0, |&p| p + 1);
        let after = kept_idx.range(c.idx + 1..).next().copied().unwrap_or(total);
        let gap_cost = |n: usize| if n == 0 { 0 } else { omitted(0, n - 1).len() + 1 };
        let new_cost = cost
            + cut_len(&input[c.start..c.end], max_line)
            + 1
            + gap_cost(c.idx - before)
            + gap_cost(after - c.idx - 1);
        let new_cost = new_cost - gap_cost(after - before);
        if c.rank.0 == 0 || new_cost <= budget {
            if c.rank == (0, SMALL_CHANGE) {
                small += new_cost.saturating_sub(cost);
            }
            cost = new_cost;
            kept[i] = true;
            kept_idx.insert(c.idx);
        }
    }

    let mut out = String::with_capacity(cost.min(input.len()));
    let mut markers = Vec::new();
    let mut next = 0;
    for (c, _) in cands.iter().zip(&kept).filter(|(_, k)| **k) {
        if c.idx > next {
            push_note(&mut out, note.as_ref(), next..c.idx);
            markers.push(push_omitted(&mut out, next, c.idx - 1));
            out.push('\n');
        }
        push_cut(&mut out, &input[c.start..c.end], max_line);
        out.push('\n');
        next = c.idx + 1;
    }
    if next < total {
        push_note(&mut out, note.as_ref(), next..total);
        markers.push(push_omitted(&mut out, next, total - 1));
        out.push('\n');
    }
    if !input.ends_with('\n') {
        out.pop();
    }
    Squash { text: out, markers }.or_unchanged(input)
}

/// Writes the note of a diff's repeated hunks (see `repeat_hunks`), as a line of its own, when the
/// line it stands before is among the `gap`'s left out.
fn push_note(out: &mut String, note: Option<&(usize, String)>, gap: std::ops::Range<usize>) {
    if let Some((at, note)) = note
        && gap.contains(at)
    {
        out.push_str(note);
        out.push('\n');
    }
}

/// A line offered for the output: its index, byte range and rank (lower is better).
#[derive(Clone, Copy)]
struct Cand {
    idx: usize,
    start: usize,
    end: usize,
    /// (rank, order within the rank)
    rank: (u8, usize),
}

/// The lines offered, and the note of a diff's repeated hunks (see `repeat_hunks`) with the line
/// it stands before.
fn candidates(
    input: &str,
    total: usize,
    budget: usize,
    max_line: usize,
    headers: &[usize],
) -> (Vec<Cand>, Option<(usize, String)>) {
    let bytes = input.as_bytes();
    let mut cands = Vec::new();
    let mut repeats = crate::repeat_hunks::Repeats::default();

    let diff = is_diff(bytes);
    // Where a diff ends (see `past_the_diff`); never in an output that is no diff.
    let mut tail_from = usize::MAX;
    if diff {
        let word = crate::marks::is_word_diff(bytes);
        tail_from = if word { usize::MAX } else { past_the_diff(bytes) };
        diff_candidates(bytes, headers, budget / FINDINGS_SHARE, max_line, &mut cands);
        // A small change is never folded (see `small_hunks`), in a word diff too.
        let small = crate::small_hunks::small_hunk_changes(bytes, word);
        for c in cands.iter_mut().filter(|c| small.binary_search(&c.idx).is_ok()) {
            c.rank = (0, SMALL_CHANGE);
        }
        if !word {
            // Among like hunks, one exemplar's changed lines are kept as a small change is (see
            // `like_hunks`).
            let exemplar = crate::like_hunks::exemplar_changes(bytes);
            for c in cands.iter_mut().filter(|c| exemplar.binary_search(&c.idx).is_ok()) {
                c.rank = (0, SMALL_CHANGE);
            }
            // A change that defines a name other changes use is kept as a small one (see
            // `defined_names`).
            let mut kept: Vec<usize> = cands.iter().filter(|c| c.rank.0 == 0).map(|c| c.idx).collect();
            kept.sort_unstable();
            kept.dedup();
            let defining = crate::defined_names::defining_changes(bytes, &kept);
            for c in cands.iter_mut().filter(|c| defining.binary_search(&c.idx).is_ok()) {
                c.rank = (0, SMALL_CHANGE);
            }
            // A block moved keeps what changed on the way at both its ends (see `moved_blocks`).
            let moved = crate::moved_blocks::moved_lines(bytes);
            for c in cands.iter_mut().filter(|c| moved.binary_search(&c.idx).is_ok()) {
                c.rank = (0, SMALL_CHANGE);
            }
            // Whitespace churn folds before any change that differs (see `whitespace_churn`).
            // So does a rename's churn, and the few pairs that still differ once the rename is
            // applied are kept as small changes are (see `rename_churn`).
            let renames = crate::rename_churn::rename_churn(bytes);
            for c in cands.iter_mut().filter(|c| renames.changes.binary_search(&c.idx).is_ok()) {
                c.rank = (0, SMALL_CHANGE);
            }
            // A pair that changes a field few other pairs change, among many that change the same
            // fields, is kept as a small change is (see `odd_changes`).
            let odd = crate::odd_changes::odd_change_lines(bytes);
            for c in cands.iter_mut().filter(|c| odd.binary_search(&c.idx).is_ok()) {
                c.rank = (0, SMALL_CHANGE);
            }
            // The hunks of those changes keep the context line that places them (see `odd_hunks`).
            let placing = crate::odd_hunks::placing_lines(bytes, &renames.changes);
            for (idx, start, end) in crate::odd_hunks::spans(bytes, &placing) {
                cands.push(Cand { idx, start, end, rank: (0, SMALL_CHANGE) });
            }
            // Hunks that repeat the substitution and nothing else fold into one note (see
            // `repeat_hunks`).
            let substitution =
                renames.substitution.as_ref().map(|(old, new)| (old.as_slice(), new.as_slice()));
            repeats = crate::repeat_hunks::repeat_hunks(bytes, &renames.churn, substitution);
            let mut churn = crate::whitespace_churn::churn_lines(bytes);
            churn.extend(renames.churn);
            churn.sort_unstable();
            churn.dedup();
            for c in cands.iter_mut().filter(|c| c.rank.0 == 1 && churn.binary_search(&c.idx).is_ok()) {
                c.rank.1 = c.rank.1.saturating_add(CHURN);
            }
        }
    } else {
        important_candidates(bytes, &mut cands);
    }
    // A diff's last lines are no more telling than its middle: its tail comes after the changes.
    // But the last written line past its last hunk is no diff's: it is the output's last word
    // (`git submodule status` after a `git log -p`), kept whatever the budget — one line, cut as
    // any, so a flood of lines after a diff starves no change.
    head_tail_candidates(input, total, budget, max_line, !diff, &mut cands);
    if let Some((idx, start, end)) = last_written_line(bytes).filter(|&(idx, _, _)| idx >= tail_from) {
        cands.push(Cand { idx, start, end, rank: (0, 0) });
    }
    // A line kept whatever the budget keeps its other half in a report written twice: in a diff,
    // a line of the tool's own log (a diff's lines are code, whose near-copies are no reports).
    restated_candidates(input, diff, &mut cands);
    if !repeats.lines.is_empty() {
        cands.retain(|c| repeats.lines.binary_search(&c.idx).is_err());
    }
    (cands, repeats.note)
}

/// Whether the text is a diff, as `ctx_squash_core::is_diff` reads it: within its first 200
/// lines, a `diff --git` header or a `--- ` line followed by a `+++ ` line (unified), or a context
/// or normal diff's hunk in a text whose lines read mostly as a diff's; or a `git log --graph -p`
/// history, whose text past the graph's gutter reads so (see `graph_log`).
///
/// ```
/// use ctx_squash_text::looks_like_diff;
///
/// assert!(looks_like_diff("diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n"));
/// assert!(looks_like_diff("--- a.py\t2026-01-01\n+++ a.py\t2026-01-02\n@@ -1 +1 @@\n"));
/// assert!(!looks_like_diff("--- FAIL: TestX\nok\n"));
/// assert!(looks_like_diff("* commit 82ff4028\n| diff --git a/x b/x\n| --- a/x\n| +++ b/x\n"));
/// ```
pub fn looks_like_diff(input: &str) -> bool {
    is_diff(input.as_bytes()) || crate::graph_log::Ungraphed::read(input).is_some()
}

/// Where a line of a commit log with patches (`git log -p`, `git show`) stands: the lines of a
/// commit's header — its `commit <hash>` line, `Author:`, `Date:`, its message, a `--stat`
/// block — run from the commit line to its first `diff --git`; the empty lines between commits
/// and their parts are the log's own (an empty line of a file shows as `" "` in a diff).
#[derive(Default)]
struct Commits<'a> {
    in_header: bool,
    seen: bool,
    /// Who wrote each commit and when (see `commit_stamps`).
    stamps: crate::commit_stamps::Stamps<'a>,
}

impl<'a> Commits<'a> {
    /// Whether `line`, the next line, belongs to a commit's header or is one of the log's empty
    /// separator lines.
    fn header(&mut self, line: &[u8]) -> bool {
        if commit_line(line) {
            self.in_header = true;
            self.seen = true;
            self.stamps.open();
        } else if line.starts_with(b"diff --git ") || combined_diff_line(line) {
            self.in_header = false;
        }
        self.in_header || (self.seen && line.is_empty())
    }

    /// The rank of `line`, a line [`Self::header`] just read as the header's, in the diff's
    /// `file`th file: kept whatever the budget, but for a stamp that says nothing the commit before
    /// says, offered after the changes (see `commit_stamps`).
    fn rank(&mut self, line: &'a [u8], file: usize) -> (u8, usize) {
        if self.in_header && self.stamps.offered(line) {
            (1, change_order(false, true, file, Tier::Restated, 0))
        } else {
            (0, 0)
        }
    }
}

/// `diff --cc file` or `diff --combined file`: a merge's combined diff (`git show` of a merge,
/// `git log -p --cc`), which ends the commit's header as `diff --git` does.
fn combined_diff_line(line: &[u8]) -> bool {
    line.starts_with(b"diff --cc ") || line.starts_with(b"diff --combined ")
}

/// `commit 7b15fd02c259dc8325d722b3210da6c7678b1058`, perhaps followed by its refs
/// (`(HEAD -> main, tag: v1.2)`): the first line of a commit in `git log`.
fn commit_line(line: &[u8]) -> bool {
    let Some(rest) = line.strip_prefix(b"commit ") else { return false };
    let hex = rest.iter().take_while(|b| b.is_ascii_hexdigit()).count();
    (7..=64).contains(&hex) && matches!(rest.get(hex), None | Some(b' '))
}

/// Whether a diff is a commit log with patches: a `commit <hash>` line within its first 200 lines.
fn is_commit_log(bytes: &[u8]) -> bool {
    bytes.split(|&b| b == b'\n').take(200).any(commit_line)
}

/// A diff's candidates: every `diff --git` header must be kept; hunk headers and changed lines
/// are offered before the head and tail fill, the first change of every file before the second
/// of any, so each file shows what changed in it. Unchanged context lines only come with the
/// head and tail. Keywords in changed code (`Error`, `panic!`) are code, not events.
///
/// A commit log with patches (`git log -p`) keeps every commit's header too (its hash, message
/// and stat, see [`Commits`], and its author and date where they are news, else offered after the
/// changes, see `commit_stamps`; any other log of patches, the `headers` lines, see
/// `record_headers`), and offers its changes two lines per file at a time (a
/// line taken out and the line put in its place), the first change of every file of every commit
/// before the second of any: the history first, then what each commit changed, as far as the
/// budget goes. In a history, within a file, the changes the log writes once come before the rows
/// of a kind that fills it, and those before the changes it restates (see `rare_changes`), and a
/// file's `index` line (its blobs' hashes: the commit names the version) comes with the restated;
/// another diff's changes are offered as they come (a copy it adds is named by the pipeline's
/// `leave_out_shown_above` when both copies keep the same lines).
///
/// The tool's own lines among the diffs are a log (see `tool_log`): its findings, `share` bytes at
/// most, and the first line of each of its shapes are kept; forty more are offered, before the
/// changes while they take `share` bytes at most, after the first round of every file's changes
/// past it — a diff's changes are its crux, and its tool lines do not starve them. A line past the
/// last hunk's counted lines that reads as a change is offered as any change, by the tier its text
/// earns, in a history too (a hunk's counts may be wrong; a test run's diff of values after a `git
/// log -p` is its verdict — review73: offered after every change, its `- [45, 437, 'opal']` /
/// `+ [45, 435, 'opal']` lost their place; offered as the tool's lines, they lose it too). In a
/// history, `ls -l`'s rows there are of their own text, so they take the last file's later turns:
/// a few places of changes (review75: 8 of 80 on a test's 12 files). The output's last line there
/// is kept whatever the budget (see `candidates`).
fn diff_candidates(bytes: &[u8], headers: &[usize], share: usize, max_line: usize, cands: &mut Vec<Cand>) {
    let (mut file, mut in_file) = (0usize, 0usize);
    let (mut git, mut previous_minus) = (false, false);
    // The last line's index and start when it was a `---` header.
    let mut minus: Option<(usize, usize)> = None;
    // The order of the tool's lines offered past their share: after every lead change and every
    // file's first round of changes (whose orders are below it), before the later rounds.
    let mut tool_log =
        crate::tool_log::ToolLog::new(share, HEAD_TAIL * 2, HEAD_TAIL * 2 + (1 << ROUND_SHIFT));
    // The indented rows under a tool's heading line are its (see `heading_rows`).
    let mut rows = crate::heading_rows::HeadingRows::default();
    let mut commits = Commits::default();
    // Where the diff ends (see `past_the_diff`), read when a line past it may matter.
    let past = std::cell::OnceCell::new();
    let mut headers = headers.iter().copied().peekable();
    // A word diff's lines carry no `+`/`-`/` ` column: a line is a change by its inline marks
    // alone, and every line of a hunk is the diff's, not the tool's (see `marks`).
    let word = crate::marks::is_word_diff(bytes);
    // Whether the line is in a file's header, in a hunk, and whether the hunk has shown a change yet.
    let (mut in_header, mut in_hunk, mut hunk_changed) = (false, false, false);
    // The lines of a context or normal diff's hunks (see `hunks`): their headers, range lines and
    // `---` are headings of the diff as `@@` lines are, their `!`, `<`, `>` lines changes.
    let dialect = Dialect::read(bytes);
    // Whether the line before was a context diff's old file header, `*** a.c\t2025-11-01`.
    let mut previous_stars = false;
    // Each tier its own turns in each file (see `rare_changes`).
    let mut turns = crate::rare_changes::Turns::read(bytes, word || !is_commit_log(bytes), |idx, line| {
        changed(line, false) || dialect.changes.binary_search(&idx).is_ok()
    });
    let mut start = 0;
    for (idx, line) in bytes.split(|&b| b == b'\n').enumerate() {
        let end = start + line.len();
        if start >= bytes.len() {
            break;
        }
        if dialect.headings.binary_search(&idx).is_ok() {
            // A hunk's header, or where its new side starts.
            if dialect.opens.binary_search(&idx).is_ok() {
                (in_header, in_hunk, hunk_changed) = (false, true, false);
            }
            (previous_minus, minus, previous_stars) = (false, None, false);
            cands.push(Cand { idx, start, end, rank: (0, 0) });
            start = end + 1;
            continue;
        }
        let row = rows.row(line, !diff_syntax(line));
        let header = commits.header(line);
        while headers.next_if(|&h| h < idx).is_some() {}
        if header || headers.peek() == Some(&idx) {
            let rank = if header { commits.rank(line, file) } else { (0, 0) };
            cands.push(Cand { idx, start, end, rank });
            start = end + 1;
            continue;
        }
        // In a diff without `diff --git` headers, `--- a` then `+++ b` starts a file's diff
        // (`diff -u`, `black --diff`): the `+++` line names the file; in a context diff (`diff
        // -c`), `*** a` then `--- b`, the `---` line does.
        let plain_header = !git
            && ((previous_minus && line.starts_with(b"+++ "))
                || (previous_stars && line.starts_with(b"--- ")));
        // Its old file's line is kept too when it names another file (see `old_header`).
        if plain_header
            && let Some(&(minus_idx, minus_start)) = minus.as_ref()
            && crate::old_header::names_another_file(
                bytes.get(minus_start..start.saturating_sub(1)).unwrap_or_default(),
                line,
            )
        {
            let end = start.saturating_sub(1);
            cands.push(Cand { idx: minus_idx, start: minus_start, end, rank: (0, 0) });
        }
        previous_minus = line.starts_with(b"--- ");
        previous_stars = line.starts_with(b"*** ");
        minus = (previous_minus || previous_stars).then_some((idx, start));
        // A command echo outside every file's diff is the tool's line (see `command_echo`).
        let echo =
            !word && command_echo(line) && (file == 0 || idx >= *past.get_or_init(|| past_the_diff(bytes)));
        // The command line of a diff that is not git's (`diff -r a b`, `diff --cc x`) names the
        // files it compares: kept as a file's header.
        let command = line.starts_with(b"diff ") && !line.starts_with(b"diff --git ");
        let opens_file = line.starts_with(b"diff --git ") || plain_header;
        if opens_file || line.starts_with(b"@@") {
            (in_header, in_hunk, hunk_changed) = (opens_file, !opens_file, false);
        }
        if opens_file {
            file += 1;
            in_file = 0;
            turns.next_file();
            git |= !plain_header;
            cands.push(Cand { idx, start, end, rank: (0, 0) });
        } else if command {
            cands.push(Cand { idx, start, end, rank: (0, 0) });
        } else if line.starts_with(b"@@ ") && memchr::memmem::find(&line[3..], b" @@").is_some() {
            // A hunk header is a heading of the diff: where the change is, and in which function.
            cands.push(Cand { idx, start, end, rank: (0, 0) });
        } else if line.starts_with(b"@@")
            || (in_header && extended_header(line))
            || (changed(line, word) && !echo)
            || dialect.changes.binary_search(&idx).is_ok()
        {
            // A hunk header goes with the change after it; a file's extended headers
            // (`index ee21dcb..cba8d96 100644`, a mode, a rename) with its first change; so do the
            // changes that lead (see `leads`).
            let lead = !commits.seen && !line.starts_with(b"@@") && !in_header && {
                let next = &bytes[(end + 1).min(bytes.len())..];
                let next = &next[..memchr(b'\n', next).unwrap_or(next.len())];
                leads(line, next, !hunk_changed, word)
            };
            let change = !line.starts_with(b"@@") && !in_header;
            hunk_changed |= change;
            // A header goes with the file's next change (in a history, `index` with the restated).
            let blobs = commits.seen && in_header && line.starts_with(b"index ");
            let header = (if blobs { Tier::Restated } else { Tier::OwnKind }, in_file);
            let (tier, turn) = if change && !lead { turns.take(line) } else { header };
            let order = change_order(lead, commits.seen, file, tier, turn);
            cands.push(Cand { idx, start, end, rank: (1, order) });
            in_file += usize::from(change && !lead);
        } else {
            // The tool's own lines among the diffs are a log (see `tool_log`); what the tool says
            // between and after the diffs (`would reformat src/a.py`, `7 files would be
            // reformatted`) is offered up to a count and a share.
            let tool = echo || !(diff_syntax(line) || word && in_hunk);
            let cost = cut_len(std::str::from_utf8(line).unwrap_or_default(), max_line) + 1;
            if let Some(rank) = tool_log.rank(line, cost, tool, row) {
                cands.push(Cand { idx, start, end, rank });
            }
        }
        start = end + 1;
    }
}

/// The order within rank 1 of a diff's change (see `diff_candidates`): a change that leads its
/// hunk with its file's first; else its `turn` in its `tier` (see `rare_changes`) makes its
/// round — two lines a round in a `history`, a line taken out and the line put in its place,
/// [`DIFF_ROUND`] in another diff — and in each round every file's turn comes in file order, a
/// file's changes of their own value after its changes of their own kind; restated changes after
/// every round of the others.
fn change_order(lead: bool, history: bool, file: usize, tier: Tier, turn: usize) -> usize {
    let tier_bits = match tier {
        Tier::OwnKind => 0,
        Tier::OwnValue => OWN_VALUE_BIT,
        Tier::Restated => RESTATED_BIT,
    };
    let base = HEAD_TAIL * 2 + 1;
    if lead {
        base + ((file & 0x7fff) << 8)
    } else if history {
        let round = (turn / 2).min(0xff);
        base + tier_bits + (round << ROUND_SHIFT) + ((file & 0x3f_ffff) << 1) + turn % 2
    } else {
        let round = (turn / DIFF_ROUND).min(0xfe);
        base + tier_bits + (round << ROUND_SHIFT) + ((file & 0x7fff) << 8) + turn % DIFF_ROUND
    }
}

/// The first line past a diff's last hunk, as `hunks` reads where each ends (a unified hunk runs
/// for the lines its header counts): what follows is the tool's, not the diff's. None
/// (`usize::MAX`) when a file's diff opens past it (a binary file's, after the last hunk): the
/// diff runs on.
fn past_the_diff(bytes: &[u8]) -> usize {
    let Some(past) = crate::hunks::hunks(bytes).last().map(|hunk| hunk.span().end() + 1) else {
        return usize::MAX;
    };
    let mut rest = bytes.split(|&b| b == b'\n').skip(past);
    if rest.any(|line| line.starts_with(b"diff ")) { usize::MAX } else { past }
}

/// The last line that is not blank: its index, start and end.
fn last_written_line(bytes: &[u8]) -> Option<(usize, usize, usize)> {
    let text = bytes.trim_ascii_end();
    if text.is_empty() {
        return None;
    }
    let start = memrchr(b'\n', text).map_or(0, |i| i + 1);
    let end = memchr(b'\n', bytes.get(start..).unwrap_or_default()).map_or(bytes.len(), |i| start + i);
    Some((count_newlines(bytes.get(..start).unwrap_or_default()), start, end))
}

/// Restated pairs neither half of which was kept, kept whole at most (see
/// [`restated_candidates`]): sixteen lines.
const MAX_LOST_PAIRS: usize = 8;

/// A line kept whatever the budget (rank 0) keeps its other half in a report written twice (see
/// `ctx_squash_core::restated_pairs`): unittest run at two commits writes `Ran 25 tests` and then
/// `Ran 20 tests` under the same rule, and the second, a must-keep line that repeats the first
/// but for its number, is the count that changed.
///
/// A pair neither half of which is kept whatever the budget is a value that changed all the
/// same (review74: sqlite's `hives = 40` then `hives = 30` after a diff, both left out): the
/// first [`MAX_LOST_PAIRS`] such pairs are kept whole, whatever the budget, when each is a lone
/// change (see `ctx_squash_core::lone_pairs`).
///
/// In a `diff`, only pairs of the tool's own lines are read so: lines outside every hunk that
/// are no diff's header (past a hunk's counted lines, an indented line or one opening with a
/// dash is the tool's: sqlite's `      hives = 40`, ls's `-rw-r--r-- … 2.9M … grow.bin`).
fn restated_candidates(input: &str, diff: bool, cands: &mut Vec<Cand>) {
    // The pairs are read only when a line kept whatever the budget holds a number: the pass
    // costs about as much as the rest of a generic squash.
    let bytes = input.as_bytes();
    let with_digit =
        |c: &Cand| bytes.get(c.start..c.end).is_some_and(|line| line.iter().any(u8::is_ascii_digit));
    if !cands.iter().any(|c| c.rank.0 == 0 && with_digit(c)) {
        return;
    }
    let lines = ctx_squash_core::Lines::new(input);
    let pairs = ctx_squash_core::restated_pairs(&lines);
    if pairs.is_empty() {
        return;
    }
    let spans: Vec<(usize, usize)> = if diff {
        crate::hunks::hunks(bytes).map(|hunk| (*hunk.span().start(), *hunk.span().end())).collect()
    } else {
        Vec::new()
    };
    let in_hunk = |i: usize| {
        let after = spans.partition_point(|&(start, _)| start <= i);
        after.checked_sub(1).and_then(|at| spans.get(at)).is_some_and(|&(_, end)| i <= end)
    };
    let reported = |i: usize| !diff || !(in_hunk(i) || diff_header(lines.bytes(i)));
    let mut kept: Vec<usize> = cands.iter().filter(|c| c.rank.0 == 0).map(|c| c.idx).collect();
    kept.sort_unstable();
    let is_kept = |i: usize| kept.binary_search(&i).is_ok();
    // A line in two pairs (a series of reports) is offered once.
    let lone = ctx_squash_core::lone_pairs(&pairs);
    let mut others: Vec<usize> = Vec::new();
    let mut lost = 0;
    for (first, second) in pairs {
        if !reported(first) || !reported(second) {
            continue;
        }
        match (is_kept(first), is_kept(second)) {
            (true, false) => others.push(second),
            (false, true) => others.push(first),
            (false, false) if lost < MAX_LOST_PAIRS && lone.binary_search(&(first, second)).is_ok() => {
                lost += 1;
                others.extend([first, second]);
            }
            _ => {}
        }
    }
    others.sort_unstable();
    others.dedup();
    for other in others {
        let span = lines.span(other);
        cands.push(Cand { idx: other, start: span.start, end: span.end, rank: (0, 0) });
    }
}

/// The lines of a diff's context and normal hunks (see `hunks`), each list ascending.
#[derive(Default)]
struct Dialect {
    /// The line opening each hunk: `***************`, `12c12`.
    opens: Vec<usize>,
    /// Those, and each hunk's range lines (`*** 1,4 ****`, `--- 1,4 ----`), `---` and notes.
    headings: Vec<usize>,
    /// The changed lines: `!`, `-` and `+` in a context hunk, `<` and `>` in a normal one.
    changes: Vec<usize>,
}

impl Dialect {
    fn read(bytes: &[u8]) -> Self {
        let mut dialect = Self::default();
        for hunk in crate::hunks::hunks(bytes).filter(|hunk| !hunk.header.starts_with(b"@@")) {
            dialect.opens.push(hunk.at);
            dialect.headings.push(hunk.at);
            for line in &hunk.lines {
                if line.side == crate::hunks::Side::Note {
                    dialect.headings.push(line.idx);
                } else if line.side.is_change() {
                    dialect.changes.push(line.idx);
                }
            }
        }
        dialect
    }
}

/// Whether a change leads the changes around it, offered with a file's first: the first change
/// of a hunk (each place a file changed shows what changed there), and a change that opens a list
/// item of changed lines (`- **A fold keeps its outliers** (outliers.rs): in a template of at`
/// above its continuation lines, indented more): the item's first line names it.
fn leads(line: &[u8], next: &[u8], first_in_hunk: bool, word: bool) -> bool {
    /// A changed line's text, after its `+`/`-` or its opening mark.
    fn text(line: &[u8], word: bool) -> &[u8] {
        if word {
            line.strip_prefix(b"{+").or_else(|| line.strip_prefix(b"[-")).unwrap_or(line)
        } else {
            line.get(1..).unwrap_or_default()
        }
    }
    let indent = |text: &[u8]| text.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
    let (this, below) = (text(line, word), text(next, word));
    let item = this[indent(this)..].starts_with(b"- ") || this[indent(this)..].starts_with(b"* ");
    first_in_hunk
        || (item && changed(next, word) && line.first() == next.first() && indent(this) < indent(below))
}

/// Whether a line read as a change echoes a command (see `command_echo`).
fn command_echo(line: &[u8]) -> bool {
    changed(line, false) && crate::command_echo::echoes_command(line)
}

/// Whether a line of a diff is a change: a `+`/`-` line (not a file's `+++`/`---` header), or,
/// in a word diff, a line with an inline change mark (`[-old-]{+new+}`, see `marks`).
fn changed(line: &[u8], word: bool) -> bool {
    if word {
        return crate::marks::marks_change(line);
    }
    (line.starts_with(b"+") && !line.starts_with(b"+++ "))
        || (line.starts_with(b"-") && !line.starts_with(b"--- "))
}

/// Git's extended headers, between a file's `diff --git` line and its first hunk.
const EXTENDED_HEADERS: &[&[u8]] = &[
    b"index ",
    b"new file mode",
    b"deleted file mode",
    b"old mode",
    b"new mode",
    b"similarity index",
    b"dissimilarity index",
    b"rename from",
    b"rename to",
    b"copy from",
    b"copy to",
    b"Binary files",
];

/// Whether a line is one of git's extended headers.
pub(crate) fn extended_header(line: &[u8]) -> bool {
    EXTENDED_HEADERS.iter().any(|h| line.starts_with(h))
}

/// A line a diff writes outside its hunks: a file or hunk header, git's extended headers, a
/// `\ No newline` note.
fn diff_header(line: &[u8]) -> bool {
    [&b"diff "[..], b"--- ", b"+++ ", b"@@", b"*** ", b"\\"].iter().any(|h| line.starts_with(h))
        || extended_header(line)
}

/// A line a diff is made of: context, a change, a hunk or file header, git's extended headers.
fn diff_syntax(line: &[u8]) -> bool {
    line.trim_ascii().is_empty()
        || matches!(line[0], b' ' | b'+' | b'-' | b'@' | b'\\')
        || line.starts_with(b"diff ")
        || line.starts_with(b"*** ")
        || extended_header(line)
}

/// Every important line (once per distinct text modulo numbers) and its context.
fn important_candidates(bytes: &[u8], cands: &mut Vec<Cand>) {
    let mut seen = HashSet::new();
    for_each_important(bytes, |idx, start, end, lower| {
        if !seen.insert(hash_digits_folded(lower)) {
            return;
        }
        cands.push(Cand { idx, start, end, rank: (0, 0) });
        let (mut s, mut i) = (start, idx);
        for dist in 1..=CONTEXT {
            let Some(prev) = prev_line(bytes, s) else { break };
            i -= 1;
            cands.push(Cand { idx: i, start: prev.0, end: prev.1, rank: (2, dist) });
            s = prev.0;
        }
        let (mut e, mut i) = (end, idx);
        for dist in 1..=CONTEXT {
            let Some(next) = next_line(bytes, e) else { break };
            i += 1;
            cands.push(Cand { idx: i, start: next.0, end: next.1, rank: (2, dist) });
            e = next.1;
        }
    });
}

fn head_tail_candidates(
    input: &str,
    total: usize,
    budget: usize,
    max_line: usize,
    tail_first: bool,
    cands: &mut Vec<Cand>,
) {
    let bytes = input.as_bytes();
    // Head and tail, alternating from the ends: rank 1 for the first HEAD_TAIL of each, rank 3
    // beyond, until what is offered could not fit in the budget anyway.
    let mut head = Some((0, memchr(b'\n', bytes).unwrap_or(bytes.len())));
    let mut head_idx = 0;
    let mut head_bytes = 0;
    let last_end = if input.ends_with('\n') { bytes.len() - 1 } else { bytes.len() };
    let mut tail = (total > 0).then(|| (memrchr(b'\n', &bytes[..last_end]).map_or(0, |i| i + 1), last_end));
    let mut tail_idx = total.saturating_sub(1);
    let mut tail_bytes = 0;
    for k in 0.. {
        let rank = u8::from(k >= HEAD_TAIL) * 2 + 1;
        let head_open = head_idx < total && head_bytes <= budget || k < HEAD_TAIL;
        let mut progressed = false;
        if let Some((s, e)) = head.filter(|_| head_open && head_idx < total) {
            cands.push(Cand { idx: head_idx, start: s, end: e, rank: (rank, 2 * k) });
            head_bytes += cut_len(&input[s..e], max_line) + 1;
            head = next_line(bytes, e);
            head_idx += 1;
            progressed = true;
        }
        let tail_open = tail_bytes <= budget || k < HEAD_TAIL;
        if let Some((s, e)) = tail.filter(|_| tail_open && tail_idx >= head_idx) {
            let rank = if tail_first { rank } else { 3 };
            cands.push(Cand { idx: tail_idx, start: s, end: e, rank: (rank, 2 * k + 1) });
            tail_bytes += cut_len(&input[s..e], max_line) + 1;
            tail = prev_line(bytes, s);
            tail_idx = tail_idx.wrapping_sub(1);
            progressed = tail_idx != usize::MAX || progressed;
            if tail_idx == usize::MAX {
                tail = None;
            }
        }
        if !progressed {
            break;
        }
    }
}

/// The line before the one starting at `start`.
fn prev_line(bytes: &[u8], start: usize) -> Option<(usize, usize)> {
    let end = start.checked_sub(1)?;
    Some((memrchr(b'\n', &bytes[..end]).map_or(0, |i| i + 1), end))
}

/// The line after the one ending at `end` (the index of its `\n`).
fn next_line(bytes: &[u8], end: usize) -> Option<(usize, usize)> {
    let start = end + 1;
    if start >= bytes.len() {
        return None;
    }
    Some((start, memchr(b'\n', &bytes[start..]).map_or(bytes.len(), |i| start + i)))
}

/// Calls `f(line index, start, end, lowercased line)` for every important line, in order.
///
/// Lowercases the input a chunk at a time and lets the trigger regex jump from one candidate line
/// to the next, so lines without a trigger word cost only their share of the regex scan.
fn for_each_important(bytes: &[u8], mut f: impl FnMut(usize, usize, usize, &[u8])) {
    let mut view = Vec::new();
    let mut chunk_start = 0;
    let mut first_line = 0;
    while chunk_start < bytes.len() {
        let target = chunk_start + CHUNK;
        let chunk_end = if target >= bytes.len() {
            bytes.len()
        } else {
            memchr(b'\n', &bytes[target..]).map_or(bytes.len(), |i| target + i + 1)
        };
        view.clear();
        view.extend_from_slice(&bytes[chunk_start..chunk_end]);
        view.make_ascii_lowercase();
        let mut pos = 0;
        let mut counted = 0;
        let mut idx = first_line;
        while let Some(m) = TRIGGER.find_at(&view, pos) {
            let ls = memrchr(b'\n', &view[pos..m.start()]).map_or(pos, |i| pos + i + 1);
            let le = memchr(b'\n', &view[m.start()..]).map_or(view.len(), |i| m.start() + i);
            idx += count_newlines(&view[counted..ls]);
            counted = ls;
            if is_important(&view[ls..le], &bytes[chunk_start + ls..chunk_start + le]) {
                f(idx, chunk_start + ls, chunk_start + le, &view[ls..le]);
            }
            pos = le + 1;
            if pos >= view.len() {
                break;
            }
        }
        first_line += count_newlines(&view);
        chunk_start = chunk_end;
    }
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// `is_diff` reads the first 200 pieces as `split` at `\n` gives them.
    #[test]
    fn is_diff_reads_the_pieces_split_gives() {
        let by_split = |bytes: &[u8]| {
            let mut previous_minus = false;
            for line in bytes.split(|&b| b == b'\n').take(200) {
                if line.starts_with(b"diff --git ") || (previous_minus && line.starts_with(b"+++ ")) {
                    return true;
                }
                previous_minus = line.starts_with(b"--- ");
            }
            false
        };
        let filler = "a line\n".repeat(199);
        for text in [
            String::new(),
            "diff --git a/x b/x".to_owned(),
            "--- a/x\n+++ b/x\n".to_owned(),
            "--- a/x\n\n+++ b/x\n".to_owned(),
            "\n--- a/x\n+++ b/x".to_owned(),
            format!("{filler}diff --git a/x b/x\n"),
            format!("{filler}\ndiff --git a/x b/x\n"),
            format!("{filler}--- a\n+++ b\n"),
            format!("{}diff --git a/x b/x\n", "\n".repeat(199)),
            format!("{}diff --git a/x b/x\n", "\n".repeat(200)),
        ] {
            assert_eq!(is_diff(text.as_bytes()), by_split(text.as_bytes()), "{text:?}");
        }
    }

    #[track_caller]
    fn check(input: &str, budget: usize, expected: &str) {
        assert_eq!(squash_generic(input, budget), expected);
    }

    fn numbered(n: usize) -> String {
        let mut s = String::new();
        for i in 1..=n {
            let _ = writeln!(s, "line {i}");
        }
        s
    }

    #[test]
    fn small_input_is_unchanged() {
        check("", 0, "");
        check("a\nb\n", 100, "a\nb\n");
        check("no newline", 10, "no newline");
    }

    #[test]
    fn head_and_tail_with_one_marker() {
        let input = numbered(100);
        let out = squash_generic(&input, 200);
        assert!(out.len() <= 200, "{out}");
        assert!(out.starts_with("line 1\nline 2\n"));
        assert!(out.ends_with("line 99\nline 100\n"));
        assert_eq!(out.matches("lines omitted]").count(), 1, "{out}");
        assert_eq!(kept_plus_omitted(&out), 100);
    }

    #[test]
    fn budget_is_filled_from_both_ends() {
        let input = numbered(1000);
        let out = squash_generic(&input, 3000);
        assert!(out.len() <= 3000 && out.len() > 2900, "{}", out.len());
        assert!(out.contains("line 150\n") && out.contains("line 850\n"));
        assert_eq!(kept_plus_omitted(&out), 1000);
    }

    #[test]
    fn important_lines_survive_in_order() {
        let mut input = numbered(300);
        input.push_str("error[E0599]: no method named `bar` found for struct `Foo`\n --> src/lib.rs:3:18\n");
        input.push_str(&numbered(300));
        let out = squash_generic(&input, 400);
        let err = out.find("error[E0599]").expect("headline kept");
        let loc = out.find(" --> src/lib.rs:3:18").expect("location kept");
        assert!(err < loc);
        assert_eq!(kept_plus_omitted(&out), 602);
    }

    #[test]
    fn gaps_never_splice_silently() {
        let mut input = numbered(50);
        input.push_str("test a ... FAILED\n");
        input.push_str(&numbered(50));
        input.push_str("test b ... FAILED\n");
        input.push_str(&numbered(50));
        let out = squash_generic(&input, 150);
        let lines: Vec<&str> = out.lines().collect();
        let a = lines.iter().position(|l| *l == "test a ... FAILED").expect("a kept");
        let b = lines.iter().position(|l| *l == "test b ... FAILED").expect("b kept");
        assert!(lines[a + 1..b].iter().any(|l| l.ends_with("lines omitted]")));
        assert_eq!(kept_plus_omitted(&out), 152);
    }

    #[test]
    fn must_keep_lines_may_exceed_the_budget() {
        let mut input = String::new();
        for i in 0..100u8 {
            let module = (b'a' + i % 26) as char;
            let _ = writeln!(input, "error: failure number {i} in module_{module}");
        }
        let out = squash_generic(&input, 100);
        for c in b'a'..=b'z' {
            assert!(out.contains(&format!("module_{}\n", c as char)), "module_{} lost", c as char);
        }
        assert!(out.len() < input.len());
        assert_eq!(kept_plus_omitted(&out), 100);
    }

    #[test]
    fn repeated_errors_modulo_numbers_are_kept_once() {
        let mut input = String::from("start\n");
        for i in 0..200 {
            let _ = writeln!(input, "error: timeout after {i}ms");
        }
        input.push_str("end\n");
        check(&input, 60, "start\nerror: timeout after 0ms\n[199 lines omitted]\nend\n");
    }

    #[test]
    fn long_lines_are_cut_with_a_byte_count() {
        let input = format!("head\n{}\ntail\n", "x".repeat(10_000));
        let out = squash_generic(&input, 400);
        let expected = format!("head\n{}[… 9880 bytes omitted]{}\ntail\n", "x".repeat(80), "x".repeat(40));
        assert_eq!(out, expected);
    }

    #[test]
    fn single_huge_line() {
        let input = "é".repeat(50_000);
        let out = squash_generic(&input, 3000);
        assert!(out.len() < 1000);
        assert!(out.starts_with('é') && out.ends_with('é'));
    }

    #[test]
    fn trailing_newline_is_preserved_or_not() {
        let input = numbered(100);
        let out = squash_generic(input.trim_end(), 200);
        assert!(out.ends_with("line 100"));
        assert!(!out.ends_with('\n'));
    }

    #[test]
    fn real_cargo_test_failure() {
        let input = include_str!("../tests/data/cargo_test_failed.txt");
        let out = squash_generic(input, 3000);
        assert!(out.len() <= input.len());
        for fact in [
            "test tests::bad_panic ... FAILED",
            "test tests::bad_eq ... FAILED",
            "thread 'tests::bad_panic' (4994) panicked at src/lib.rs:8:30:",
            "thread 'tests::bad_eq' (4993) panicked at src/lib.rs:7:27:",
            "assertion `left == right` failed",
            "test result: FAILED. 3 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.13s",
            "error: test failed, to rerun pass `--lib`",
        ] {
            assert!(out.contains(fact), "lost {fact:?} in\n{out}");
        }
        assert_eq!(kept_plus_omitted(&out), input.lines().count());
    }

    #[test]
    fn diffs_keep_every_file_header_and_changes_before_context() {
        let mut input = String::new();
        for f in 0..10 {
            let _ = write!(
                input,
                "diff --git a/src/f{f}.rs b/src/f{f}.rs\nindex 0ba6e32..812517f 100644\n--- a/src/f{f}.rs\n+++ b/src/f{f}.rs\n@@ -10,9 +10,10 @@\n"
            );
            for c in 0..30 {
                let _ = writeln!(input, " unchanged context line {c} with panic!(\"error\")");
            }
            let _ = writeln!(input, "-version = \"0.10.{f}\"\n+version = \"0.11.{f}\"");
            for c in 0..30 {
                let _ = writeln!(input, " more context {c}");
            }
        }
        let out = squash_generic(&input, 3000);
        for f in 0..10 {
            assert!(out.contains(&format!("diff --git a/src/f{f}.rs b/src/f{f}.rs\n")), "{out}");
            assert!(out.contains(&format!("-version = \"0.10.{f}\"\n+version = \"0.11.{f}\"\n")), "{out}");
        }
        assert!(out.len() <= 3000 + 400, "{}", out.len());
        assert_eq!(kept_plus_omitted(&out), input.lines().count());
    }

    /// A formatter's `--diff` has no `diff --git` headers: its `+++` lines name the files, and
    /// what it says between and after the diffs is kept before any change.
    #[test]
    fn a_plain_diff_keeps_its_files_and_the_tool_s_verdict() {
        let mut input = String::new();
        for f in 0..7 {
            let _ = writeln!(
                input,
                "--- src/f{f}.py\t2026-12-03 08:11:04\n+++ src/f{f}.py\t2026-12-03 08:11:27\n@@ -1,40 +1,40 @@"
            );
            for c in 0..40 {
                let _ = writeln!(input, "-x{c} = {{'a':1,'b':2}}\n+x{c} = {{\"a\": 1, \"b\": 2}}");
            }
            let _ = writeln!(input, "would reformat src/f{f}.py");
        }
        input.push_str("\nOh no!\n7 files would be reformatted, 3 files would be left unchanged.\n");
        let out = squash_generic(&input, 3000);
        for f in 0..7 {
            assert!(out.contains(&format!("\n+++ src/f{f}.py\t")), "{out}");
            assert!(out.contains(&format!("\nwould reformat src/f{f}.py\n")), "{out}");
        }
        assert!(
            out.ends_with("Oh no!\n7 files would be reformatted, 3 files would be left unchanged.\n"),
            "{out}"
        );
        assert_eq!(kept_plus_omitted(&out), input.lines().count());
    }

    /// A long log printed after a diff (`git diff; cargo test`) does not crowd out the changes.
    #[test]
    fn a_log_after_a_diff_does_not_crowd_out_its_changes() {
        let mut input = String::new();
        for f in 0..3 {
            let _ = writeln!(
                input,
                "diff --git a/f{f}.rs b/f{f}.rs\n--- a/f{f}.rs\n+++ b/f{f}.rs\n@@ -1 +1 @@\n-old {f}\n+new {f}"
            );
        }
        for t in 0..3000 {
            let _ = writeln!(input, "test tests::case_{t} ... ok");
        }
        let out = squash_generic(&input, 3000);
        for f in 0..3 {
            assert!(out.contains(&format!("\n-old {f}\n+new {f}\n")), "{out}");
        }
        assert_eq!(kept_plus_omitted(&out), input.lines().count());
    }

    /// The output's last line past a diff's last hunk (`git submodule status` after a `git log
    /// -p`) is its own, kept whatever the budget.
    #[test]
    fn the_lines_past_the_last_hunk_are_the_output_s_tail() {
        let mut input = String::new();
        for f in 0..40 {
            let _ = writeln!(
                input,
                "diff --git a/cal/y{f}.csv b/cal/y{f}.csv\nnew file mode 100644\nindex 0000000..472979f\n--- /dev/null\n+++ b/cal/y{f}.csv\n@@ -0,0 +1,4 @@\n+stand,offset_g,span\n+y{f}-1,57,1.111\n+y{f}-2,58,1.118\n+y{f}-3,59,1.125"
            );
        }
        input.push_str("Submodule firmware 0000000...c019193 (new submodule)\n");
        input.push_str("+bf9149fccdee126bf15b29ef2ced1902574666b4 firmware (heads/main)\n");
        let out = squash_generic(&input, 2000);
        assert!(
            out.ends_with("\n+bf9149fccdee126bf15b29ef2ced1902574666b4 firmware (heads/main)\n"),
            "{out}"
        );
        assert_eq!(kept_plus_omitted(&out), input.lines().count());
    }

    /// Twelve files' diffs of 40 lines changed each — each a commit of a history when `history` —,
    /// then `ls -l`'s 40 rows: the input, its squash to 3,000 bytes, and how many changes and rows
    /// the squash keeps.
    fn diffs_then_ls_rows(history: bool) -> (String, String, usize, usize) {
        let mut input = String::new();
        for f in 0..12 {
            if history {
                let _ = write!(
                    input,
                    "commit {f:040x}\nAuthor: Grace <g@example.com>\nDate:   Mon Jul 7 08:{f:02}:00 2025\n\n    m{f}: recompute\n\n"
                );
            }
            let _ = writeln!(
                input,
                "diff --git a/src/m{f}.py b/src/m{f}.py\nindex 1234567..89abcde 100644\n--- a/src/m{f}.py\n+++ b/src/m{f}.py\n@@ -10,42 +10,42 @@ def f{f}():\n     x = 1"
            );
            for v in 0..40 {
                let _ = writeln!(input, "-    v_{f}_{v} = compute_{}(a, b)", (f * 97 + v * 31) % 1000);
            }
            for v in 0..40 {
                let _ = writeln!(input, "+    v_{f}_{v} = recompute_{}(a, b, c)", (f * 89 + v * 37) % 1000);
            }
            input.push_str("     w = 4\n");
        }
        input.push_str("total 160\n");
        for r in 0..40 {
            let _ =
                writeln!(input, "-rw-r--r-- 1 glass glass {} Jul  8 08:07 schedules/row-{r}.csv", 400 + r);
        }
        let out = squash_generic(&input, 3000);
        let changes = out.lines().filter(|l| l.contains("= compute_")).count();
        let rows = out.lines().filter(|l| l.starts_with("-rw-r--r--")).count();
        (input, out, changes, rows)
    }

    /// Rows past the last hunk that look like diff lines (`ls -l`'s `-rw-r--r--`) are no tool
    /// lines offered before the changes: they take no change's place, and the last is kept.
    #[test]
    fn rows_past_the_last_hunk_take_no_change_s_place() {
        let (input, out, changes, rows) = diffs_then_ls_rows(false);
        assert!(changes >= 40 && rows <= 2, "{changes} changes, {rows} rows:\n{out}");
        assert!(out.ends_with("schedules/row-39.csv\n"), "{out}");
        assert_eq!(kept_plus_omitted(&out), input.lines().count());
    }

    /// A test run's diff of values after a history (`- [45, 437, 'opal']` / `+ [45, 435, 'opal']`
    /// under an `AssertionError` unittest shortened) reads as changes past the last hunk: they
    /// take the place their text earns, not one after every change of the history (review73).
    #[test]
    fn a_test_run_s_diff_after_a_history_keeps_its_place() {
        let mut input = String::new();
        for c in 0..40 {
            let _ = writeln!(
                input,
                "commit {c:040x}\nAuthor: Grace <g@example.com>\nDate:   Mon Jul 7 08:{c:02}:00 2025\n\n    schedules: lehr {c}\n\ndiff --git a/s/l{c}.csv b/s/l{c}.csv\nindex 1234567..89abcde 100644\n--- a/s/l{c}.csv\n+++ b/s/l{c}.csv\n@@ -1,12 +1,12 @@"
            );
            for v in 0..12 {
                let _ = writeln!(input, "-{},{},anneal_{c}_{v}", 400 + v, 30 + c);
                let _ = writeln!(input, "+{},{},anneal_{c}_{v}", 410 + v, 30 + c);
            }
        }
        input.push_str("F\n======\nFAIL: test_plan (test_lehr.T.test_plan)\nAssertionError: Lists differ: [272 chars]\n\n- [45, 437, 'opal']\n+ [45, 435, 'opal']\n\n");
        for k in 0..30 {
            let _ = writeln!(input, "test_soak_{k} (test_lehr.Soak.test_soak_{k}) ... ok");
        }
        input.push_str("Ran 31 tests\n\nFAILED (failures=1)\n");
        let out = squash_generic(&input, 3000);
        for line in ["- [45, 437, 'opal']", "+ [45, 435, 'opal']"] {
            assert!(out.lines().any(|l| l == line), "{line} lost:\n{out}");
        }
        assert_eq!(kept_plus_omitted(&out), input.lines().count());
    }

    /// The same in a history: `ls -l` rows past its last hunk take their text's tier in the last
    /// file's later turns, a few places, never the changes' (review75: 72 of 77 changes kept, 9
    /// rows).
    #[test]
    fn rows_past_a_history_s_last_hunk_take_no_change_s_place() {
        let (input, out, changes, rows) = diffs_then_ls_rows(true);
        assert!(changes >= 60 && rows <= 12, "{changes} changes, {rows} rows:\n{out}");
        assert_eq!(kept_plus_omitted(&out), input.lines().count());
    }

    /// A command echo past a history's last hunk (`+ ./run_tests.sh` after `ls -l`'s rows, bash's
    /// xtrace) starts the next output: the tool's line, kept as the first of its shape, not a
    /// change waiting behind the rows' turns (review73's t3).
    #[test]
    fn a_command_echo_past_the_last_hunk_starts_the_next_output() {
        let (mut input, ..) = diffs_then_ls_rows(true);
        input.push_str(
            "+ ./run_tests.sh
running 4 tests
test result: FAILED. 3 passed; 1 failed
",
        );
        let out = squash_generic(&input, 3000);
        assert!(out.lines().any(|l| l == "+ ./run_tests.sh"), "{out}");
        assert_eq!(kept_plus_omitted(&out), input.lines().count());
    }

    /// A history of one author's commits keeps the first commit's author and a new author's; the
    /// same name again is offered after the changes, not kept whatever it costs; every date is
    /// kept (see `commit_stamps`).
    #[test]
    fn a_history_s_authors_are_kept_where_they_are_news() {
        let mut input = String::new();
        for c in 0..30 {
            let author = if c == 17 { "Grace <grace@example.com>" } else { "Ada <ada@example.com>" };
            let _ = writeln!(
                input,
                "commit {c:040x}\nAuthor: {author}\nDate:   Mon May 19 08:{c:02}:00 2025 +0000\n\n    hive {c}: weigh\n\ndiff --git a/h{c}.py b/h{c}.py\nindex 1234567..89abcde 100644\n--- a/h{c}.py\n+++ b/h{c}.py\n@@ -1,20 +1,20 @@"
            );
            for v in 0..20 {
                let _ = writeln!(input, "-w_{c}_{v} = scale_{}(frame)", (c * 7 + v * 13) % 997);
                let _ = writeln!(input, "+w_{c}_{v} = weigh_{}(frame, tare)", (c * 11 + v * 17) % 991);
            }
        }
        let out = squash_generic(&input, 3000);
        let authors: Vec<&str> = out.lines().filter(|l| l.starts_with("Author:")).collect();
        // The first commit's, Grace's, and Ada's again after Grace's.
        let (ada, grace) = ("Author: Ada <ada@example.com>", "Author: Grace <grace@example.com>");
        assert_eq!(authors, [ada, grace, ada], "{out}");
        for c in 0..30 {
            assert!(out.contains(&format!("\nDate:   Mon May 19 08:{c:02}:00 2025 +0000\n")), "{out}");
        }
        assert_eq!(out.lines().filter(|l| l.starts_with("commit ")).count(), 30);
        assert_eq!(kept_plus_omitted(&out), input.lines().count());
    }

    /// A graph history's squash keeps to its budget in the bytes it writes: the gutter written
    /// back before each kept line counts (see `graph_log`).
    #[test]
    fn a_graph_s_gutter_counts_in_its_budget() {
        let mut input = String::from(
            "* commit 82ff4028373067cc7d0e210eda76fe2ad6b782b0\n| Author: Ada <ada@example.com>\n| \n|     hives: weigh\n| \n| diff --git a/h.py b/h.py\n| --- a/h.py\n| +++ b/h.py\n| @@ -1,600 +1,600 @@\n",
        );
        for v in 0..600 {
            let _ = writeln!(input, "| -w_{v} = scale_{}(frame)", (v * 13) % 997);
            let _ = writeln!(input, "| +w_{v} = weigh_{}(frame, tare)", (v * 17) % 991);
        }
        let out = squash_generic(&input, 8000);
        assert!(out.len() <= 8000 + 300, "{} bytes:\n{out}", out.len());
        assert_eq!(kept_plus_omitted(&out), input.lines().count());
    }

    /// A report printed twice after a diff (unittest at two commits): the second run's count,
    /// a must-keep line that repeats the first but for its number, is kept with the first.
    #[test]
    fn a_report_run_twice_keeps_the_count_that_changed() {
        let mut input = String::new();
        for f in 0..30 {
            let _ = writeln!(
                input,
                "diff --git a/t{f}.py b/t{f}.py\n--- a/t{f}.py\n+++ b/t{f}.py\n@@ -1 +1 @@\n-old {f}\n+new {f}"
            );
        }
        let run = |n: usize| {
            let mut run = String::new();
            for t in 0..n {
                let _ = writeln!(run, "test_case_{t} (tests.test_cases.CaseTest.test_case_{t}) ... ok");
            }
            run + "\n----------------------------------------------------------------------\n"
                + &format!("Ran {n} tests in 0.004s\n\nOK\n")
        };
        input.push_str(&run(25));
        input.push_str(&run(20));
        input.push_str("diff --git a/z.py b/z.py\n--- a/z.py\n+++ b/z.py\n@@ -1 +1 @@\n-z\n+zz\n");
        let out = squash_generic(&input, 1500);
        assert!(out.contains("\nRan 25 tests in 0.004s\n"), "{out}");
        assert!(out.contains("\nRan 20 tests in 0.004s\n"), "{out}");
    }

    /// A count query run before a change and after it, between diffs: neither count is kept
    /// whatever the budget, but the two are a pair, kept whole (review74: `hives = 40` then
    /// `hives = 30`, both left out).
    #[test]
    fn a_pair_neither_half_kept_is_kept_whole() {
        let mut input = String::new();
        for f in 0..30 {
            let _ = writeln!(
                input,
                "diff --git a/t{f}.py b/t{f}.py\n--- a/t{f}.py\n+++ b/t{f}.py\n@@ -1 +1 @@\n-old {f}\n+new {f}"
            );
        }
        let query =
            "$ sqlite3 -line db.sqlite 'select count(*) as inspections, count(distinct hive_id) as hives'\n";
        input.push_str(query);
        input.push_str("inspections = 500\n      hives = 40\n");
        input.push_str("$ sqlite3 db.sqlite 'delete from inspections where hive_id > 30'\n");
        input.push_str(query);
        input.push_str("inspections = 383\n      hives = 30\n");
        // A listing's rows open with a dash, as a diff's removed lines do: past the hunks, a
        // tool's (`ls -lh` before and after a file grew).
        for size in ["2.9M", "8.6M"] {
            input.push_str("$ ls -lh d2/grow.bin d/more.bin\n-rw-r--r-- 1 root root 293K 07:50 d/more.bin\n");
            let _ = writeln!(input, "-rw-r--r-- 1 root root {size} 07:53 d2/grow.bin");
        }
        input.push_str("diff --git a/z.py b/z.py\n--- a/z.py\n+++ b/z.py\n@@ -1 +1 @@\n-z\n+zz\n");
        let out = squash_generic(&input, 1500);
        assert!(out.contains("\n      hives = 40\n"), "{out}");
        assert!(out.contains("\n      hives = 30\n"), "{out}");
        assert!(out.contains(" 2.9M 07:53 d2/grow.bin\n"), "{out}");
        assert!(out.contains(" 8.6M 07:53 d2/grow.bin\n"), "{out}");
    }

    /// A word diff marks its changes inside the line (`[-old-]{+new+}`) and writes its context
    /// as it is, bullets and all: the marked lines are its changes, kept before context, and
    /// every file keeps its `index` line.
    #[test]
    fn a_word_diff_keeps_its_marked_lines_and_index_lines() {
        let mut input = String::new();
        for f in 0..3 {
            let _ = writeln!(
                input,
                "diff --git a/doc{f}.md b/doc{f}.md\nindex 0ba6e3{f}..812517{f} 100644\n--- a/doc{f}.md\n+++ b/doc{f}.md\n@@ -1,90 +1,90 @@ # Title"
            );
            for c in 0..90 {
                if c % 4 == 1 {
                    let _ = writeln!(input, "the store keys by [-SHA-256-]{{+xxh3-128+}} in {f}.{c}");
                } else {
                    let _ = writeln!(input, "- **A context bullet** number {c} that did not change at all");
                }
            }
        }
        let out = squash_generic(&input, 3000);
        for f in 0..3 {
            for line in [
                format!("\nindex 0ba6e3{f}..812517{f} 100644\n"),
                format!("\nthe store keys by [-SHA-256-]{{+xxh3-128+}} in {f}.1\n"),
                format!("\nthe store keys by [-SHA-256-]{{+xxh3-128+}} in {f}.21\n"),
            ] {
                assert!(out.contains(&line), "{line:?} missing from\n{out}");
            }
        }
        assert_eq!(kept_plus_omitted(&out), input.lines().count());
    }

    /// A long added list keeps the first line of each of its items, the line that names it,
    /// before the lines continuing any; so does each hunk its first change.
    #[test]
    fn a_diff_keeps_each_list_item_s_first_line_and_each_hunk_s_first_change() {
        let mut input = String::from(
            "diff --git a/README.md b/README.md\nindex ff03244..0003d59 100644\n--- a/README.md\n+++ b/README.md\n@@ -10,3 +10,163 @@ Rules\n",
        );
        for item in 0..24 {
            let _ = writeln!(input, "+- **Rule {item}** (rule{item}.rs): what the rule keeps, in a line");
            for line in 0..3 {
                let _ = writeln!(input, "+  that goes on about rule {item} for a while, line {line} of it");
            }
        }
        input.push_str("@@ -90,3 +250,3 @@ Rules\n the end\n-the old last line\n+the new last line\n");
        let out = squash_generic(&input, 3000);
        for item in 0..24 {
            let head = format!("\n+- **Rule {item}** (rule{item}.rs): what the rule keeps, in a line\n");
            assert!(out.contains(&head), "{head:?} missing from\n{out}");
        }
        assert!(out.contains("\n-the old last line\n"), "{out}");
        assert_eq!(kept_plus_omitted(&out), input.lines().count());
    }

    #[test]
    fn commit_lines() {
        #[track_caller]
        fn check(line: &str, expected: bool) {
            assert_eq!(commit_line(line.as_bytes()), expected, "{line:?}");
        }
        check("commit 7b15fd02c259dc8325d722b3210da6c7678b1058", true);
        check("commit 7b15fd0 (HEAD -> main, tag: v1.2)", true);
        check("commit 7b15fd02c259dc8325d722b3210da6c7678b1058 (origin/main)", true);
        check("commit abc", false);
        check("commit the changes", false);
        check(" commit 7b15fd02c259dc8325d722b3210da6c7678b1058", false);
        check("+commit 7b15fd02c259dc8325d722b3210da6c7678b1058", false);
    }

    /// A `git log -p` of `n` commits, each changing `changes` lines of its own file.
    fn commit_log(n: usize, changes: usize) -> String {
        let mut log = String::new();
        for c in 0..n {
            let _ = write!(
                log,
                "commit {c:040x}\nAuthor: Ada Lovelace <ada@example.com>\nDate:   Fri May 24 09:{:02}:00 2024 +0200\n\n    Change number {c} of the module\n\n",
                c % 60
            );
            let _ = write!(
                log,
                "diff --git a/m{c}.py b/m{c}.py\nindex 1234567..89abcde 100644\n--- a/m{c}.py\n+++ b/m{c}.py\n@@ -1,10 +1,10 @@ def f{c}():\n     unchanged = \"context above the change\"\n"
            );
            for l in 0..changes {
                let _ = write!(
                    log,
                    "-    old_value_{c}_{l} = compute(\"the old way\")\n+    new_value_{c}_{l} = compute(\"the new way\")\n"
                );
            }
            log.push_str("     unchanged = \"context below the change\"\n\n");
        }
        log
    }

    #[test]
    fn a_commit_log_keeps_every_commit_and_the_first_changes_of_each() {
        let log = commit_log(20, 8);
        let out = squash_generic(&log, 3000);
        assert!(out.len() < log.len() * 3 / 4, "{} of {}", out.len(), log.len());
        for c in 0..20 {
            for line in [
                format!("commit {c:040x}\n"),
                format!("\n    Change number {c} of the module\n\ndiff --git a/m{c}.py b/m{c}.py\n"),
                format!("@@ -1,10 +1,10 @@ def f{c}():\n"),
                format!("-    old_value_{c}_0 = compute(\"the old way\")\n"),
                format!("+    new_value_{c}_0 = compute(\"the new way\")\n"),
            ] {
                assert!(out.contains(&line), "{line:?} missing from\n{out}");
            }
        }
        // The first commit's stamps are kept; the same author's again are offered (see
        // `commit_stamps`).
        assert!(out.starts_with(
            "commit 0000000000000000000000000000000000000000\nAuthor: Ada Lovelace <ada@example.com>\n"
        ));
        // Changed lines before context: the budget is spent on changes first.
        assert!(!out.contains("context below the change"), "{out}");
        assert_eq!(kept_plus_omitted(&out), log.lines().count());
    }

    /// A history of `commits` commits, each rewriting a schedule's 24 rows as every other does
    /// (`-10,40,heat` removed, `+10,44,heat` added), but for the one change each writes once,
    /// after its rows: `+    limit_{c} = lookup("kiln {c}")`.
    fn rewriting_log(commits: usize) -> String {
        let mut log = String::new();
        for c in 0..commits {
            let _ =
                write!(log, "commit {c:040x}\nAuthor: Ada <ada@example.com>\n\n    Schedules, take {c}\n\n");
            let _ = writeln!(log, "diff --git a/s{c}.csv b/s{c}.csv\nindex 1234567..89abcde 100644");
            let _ = writeln!(log, "--- a/s{c}.csv\n+++ b/s{c}.csv\n@@ -1,24 +1,25 @@");
            for row in 0..24 {
                let _ = writeln!(log, "-{row}0,40,heat");
            }
            for row in 0..24 {
                let _ = writeln!(log, "+{row}0,{},heat", 41 + row * 3);
            }
            let _ = write!(log, "+    limit_{c} = lookup(\"kiln {c}\")\n\n");
        }
        log
    }

    #[test]
    fn a_change_written_once_comes_before_the_rows_every_file_restates() {
        // Every commit removes and adds the same rows: the line each writes once is its news,
        // offered first though it stands last in its hunk (fix60).
        let log = rewriting_log(12);
        let out = squash_generic(&log, 1500);
        for c in 0..12 {
            assert!(
                out.contains(&format!("+    limit_{c} = lookup(\"kiln {c}\")\n")),
                "{c} missing from\n{out}"
            );
        }
        assert_eq!(kept_plus_omitted(&out), log.lines().count());
    }

    #[test]
    fn in_a_history_a_files_blob_hashes_come_after_its_changes() {
        // The commit names the version; an `index` line's hashes are offered after the changes,
        // which here outrun the budget (fix60).
        let mut log = String::new();
        for c in 0..12 {
            let _ = write!(log, "commit {c:040x}\nAuthor: Ada <ada@example.com>\n\n    Values {c}\n\n");
            let _ = writeln!(log, "diff --git a/v{c}.py b/v{c}.py\nindex {c:07x}..89abcde 100644");
            let _ = writeln!(log, "--- a/v{c}.py\n+++ b/v{c}.py\n@@ -1,0 +1,20 @@");
            for k in 0..20 {
                let _ = writeln!(log, "+value_{c}_{k} = compute({c}, {k})");
            }
        }
        let out = squash_generic(&log, 1500);
        assert!(out.contains("+value_11_0 = compute(11, 0)\n"), "{out}");
        // (The first file's stands in the output's head, offered as any head line.)
        assert!(!out.contains("index 0000005..89abcde 100644"), "{out}");
        assert!(!out.contains("index 000000b..89abcde 100644"), "{out}");
        // In a diff that is no history they name the versions compared, and stay.
        let diff = log.split_once("\n\ndiff --git").map_or(&*log, |(_, rest)| rest);
        let diff = diff.split_once("commit ").map_or(diff, |(first, _)| first);
        let diff = format!("diff --git{diff}");
        assert!(squash_generic(&diff, 300).contains("index 0000000..89abcde 100644\n"), "{diff}");
    }

    #[test]
    fn rows_that_fill_a_diff_come_after_the_lines_of_their_own_kind() {
        // Each commit adds 40 rows of one kind, each row written once, then a setting of its
        // own: the setting comes in the first round, before the rows' (fix60).
        let mut log = String::new();
        for c in 0..10 {
            let _ = write!(log, "commit {c:040x}\nAuthor: Ada <ada@example.com>\n\n    Plan {c}\n\n");
            let _ = write!(
                log,
                "diff --git a/p{c}.csv b/p{c}.csv\n--- a/p{c}.csv\n+++ b/p{c}.csv\n@@ -0,0 +1,41 @@\n"
            );
            for row in 0..40 {
                let _ = writeln!(log, "+{c}{row:02},{},cool", 500 + row * 7 + c);
            }
            let _ = writeln!(log, "+soak_{c} = {}", 60 + c);
        }
        let out = squash_generic(&log, 1200);
        for c in 0..10 {
            assert!(out.contains(&format!("+soak_{c} = {}\n", 60 + c)), "{c} missing from\n{out}");
        }
    }

    /// Kept lines plus the N of every marker: must equal the input's line count.
    fn kept_plus_omitted(out: &str) -> usize {
        out.lines()
            .map(|l| {
                l.strip_prefix('[')
                    .and_then(|r| r.strip_suffix(" lines omitted]"))
                    .and_then(|n| n.parse().ok())
                    .unwrap_or(1)
            })
            .sum()
    }

    #[test]
    fn a_merges_combined_diff_is_no_commit_header() {
        // `git show` of a merge whose resolution changed its files: a combined diff (`diff --cc`,
        // `@@@` hunks) under the commit's header ends the header, as `diff --git` does (review79:
        // it was read whole as the header's, kept whatever the budget).
        let mut show = String::from(
            "commit 509174b9fdd6c699160820255d6d005bdc13cba0\nMerge: c11ce33 394d248\nAuthor: Ada <a@x>\nDate:   Mon Dec 7 11:57:10 2026 +0000\n\n    evil merge rewrites every row\n\ndiff --cc big.txt\nindex ac788dc,4f3006c..31e415c\n--- a/big.txt\n+++ b/big.txt\n@@@ -1,3000 -1,3000 +1,3000 @@@\n",
        );
        for row in 1..=3000 {
            let (ours, theirs) = if row % 2 == 1 { (" main", "") } else { ("", " side") };
            let _ = writeln!(show, "- row {row}{ours}\n -row {row}{theirs}\n++row {row} merged");
        }
        let out = squash_generic(&show, 3000);
        assert!(out.len() * 2 < show.len(), "{} of {} bytes kept", out.len(), show.len());
    }
}
