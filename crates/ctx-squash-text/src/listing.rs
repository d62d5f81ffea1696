//! `looks_like_listing` and `squash_listing`: file listings and grep output, whose identifiers are
//! their paths.
//!
//! A listing is text whose lines are paths (`find`, `rg --files`), `path:rest` lines (`grep -rn`,
//! `rg --no-heading`, `rg -c`) or, under a path heading, numbered match lines (`rg --heading`:
//! `12:text`, `13-context`). Squashing keeps every distinct file path and the first few lines of
//! each file, and marks the rest.

use ctx_squash_core::{Counted, push_cut};

use ctx_squash_core::Squash;

use crate::code_first;
use crate::lines::render_kept_noted;
use crate::lone_rows::{Role, lone_rows};

/// Share of non-blank lines, in percent, that must be listing-shaped.
const SHAPED_PERCENT: usize = 90;
/// A listing with this many compiler diagnostics (`src/x.rs:1:2: error: …`) is a build log.
const MAX_DIAGNOSTICS: usize = 3;
/// Bytes of kept file headers beyond which files are no longer shown one by one: the budget of
/// a reference listing's rows.
const PATH_BUDGET: usize = ctx_squash_core::LISTING_ROWS;
/// Kept match lines longer than this are cut in the middle.
const MAX_MATCH_LINE: usize = 400;

/// What one line of a listing is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Blank,
    /// `--` between grep context groups.
    Separator,
    /// The whole line is a path: `src/lib.rs`.
    Path,
    /// A path, a colon, and more: `src/lib.rs:12:fn main()`, `src/lib.rs:3`. The length of the
    /// path.
    Prefixed(usize),
    /// A match or context line under a heading: `12:fn main()`, `13-}`.
    Numbered,
    Other,
}

fn kind(line: &[u8]) -> Kind {
    if line.trim_ascii().is_empty() {
        return Kind::Blank;
    }
    if line == b"--" {
        return Kind::Separator;
    }
    let digits = line.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits > 0 && matches!(line.get(digits), Some(b':' | b'-')) {
        return Kind::Numbered;
    }
    let token_end = line.iter().position(u8::is_ascii_whitespace).unwrap_or(line.len());
    match memchr::memchr(b':', &line[..token_end]) {
        // `tests/a.py::test_b[x]`: a node id names an entry inside a file, as a path names a file;
        // grep writes a hit as `path:LINE:` or `path:text`, never a bare `::` after the path.
        Some(colon)
            if token_end == line.len() && line.get(colon + 1) == Some(&b':') && is_path(&line[..colon]) =>
        {
            Kind::Path
        }
        Some(colon) if is_path(&line[..colon]) => Kind::Prefixed(colon),
        _ if token_end == line.len() && is_path(line) => Kind::Path,
        _ => Kind::Other,
    }
}

/// A path: no whitespace, not an option, with a `/` or a file extension (`lib.rs`).
fn is_path(token: &[u8]) -> bool {
    if token.is_empty() || matches!(token[0], b'-' | b'#' | b'[') || token.iter().any(u8::is_ascii_whitespace)
    {
        return false;
    }
    if token.contains(&b'/') || token.contains(&b'\\') {
        return true;
    }
    let ext = token.iter().rev().take_while(|b| b.is_ascii_alphanumeric()).count();
    (1..=10).contains(&ext) && token.len() > ext + 1 && token[token.len() - ext - 1] == b'.'
}

/// `src/x.rs:1:2: error: …`, `a.py:3:5: E0606: …`, `docs/a.md:7:1 error MD018/…`,
/// `feed.xml:27: element price: Schemas validity error : …`: a compiler or linter diagnostic —
/// a location and then a message — not a match.
///
/// grep and rg write a hit as `path:LINE:text` or `path:LINE:COL:text`, the line's text right
/// after the colon, and a count as `path:N`: a blank straight after the line or column number
/// (`path:LINE[:COL] message`) is a tool reporting what is wrong where, and so is a line number
/// followed by `: ` and a message that states its level (`…validity error : …`, `…Warning: …`).
fn is_diagnostic(rest: &[u8]) -> bool {
    let mut rest = rest;
    let mut numbers = 0;
    for _ in 0..2 {
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits > 0 && rest.get(digits) == Some(&b':') {
            rest = &rest[digits + 1..];
            numbers += 1;
        } else if digits > 0 && numbers < 2 && rest.get(digits) == Some(&b' ') {
            // `path:LINE message`, `path:LINE:COL message`, `pkg.c:582 [find]: found: …`: no
            // grep hit has a blank there, so whatever follows is a message written at a source
            // location (a compiler's, a linter's, a debug logger's), whether it opens with a
            // word or a bracketed function name.
            return rest[digits + 1..].first().is_some_and(|b| !b.is_ascii_whitespace());
        } else {
            break;
        }
    }
    if numbers == 1 && rest.first() == Some(&b' ') && starts_a_message(&rest[1..]) && states_level(rest) {
        return true;
    }
    // A line, a column and a message after one space: a linter's finding (`12:5: E0606: …`),
    // where a grep hit with a column has the line's text right after the colon.
    if numbers == 2
        && rest.first() == Some(&b' ')
        && rest.get(1).is_some_and(|b| !b.is_ascii_whitespace() && !matches!(b, b'*' | b'#' | b'/' | b'-'))
    {
        return true;
    }
    let rest = rest.trim_ascii_start();
    let lower = |w: &[u8]| rest.len() >= w.len() && rest[..w.len()].eq_ignore_ascii_case(w);
    lower(b"error") || lower(b"warning") || lower(b"fatal error") || lower(b"note:")
}

/// Text that opens with a word (a letter), as a message does, not with blanks or punctuation.
fn starts_a_message(text: &[u8]) -> bool {
    text.first().is_some_and(u8::is_ascii_alphabetic)
}

/// A message naming its level before a colon: `error :`, `parser error:`, `DeprecationWarning:`.
fn states_level(message: &[u8]) -> bool {
    let lower = message.to_ascii_lowercase();
    [&b"error"[..], b"warning"].iter().any(|word| {
        memchr::memmem::find_iter(&lower, word).any(|at| {
            let after = &lower[at + word.len()..];
            after.strip_prefix(b" ").unwrap_or(after).starts_with(b":")
        })
    })
}

/// The lines of `input` without their `\n` (a final `\n` ends the last line), found with
/// `memchr`.
fn lines(input: &str) -> impl Iterator<Item = &[u8]> {
    let bytes = input.as_bytes();
    let mut ends = memchr::memchr_iter(b'\n', bytes);
    let mut start = 0;
    std::iter::from_fn(move || {
        let end = ends.next().or_else(|| (start < bytes.len()).then_some(bytes.len()))?;
        let line = &bytes[start..end];
        start = end + 1;
        Some(line)
    })
}

/// Whether `input` is a file listing or grep output: at least 90% of its non-blank lines are paths,
/// `path:…` lines or numbered match lines under a path heading, at least one names a path, and
/// fewer than 3 are diagnostics, a location followed by a message (`src/x.rs:1:2: error: …`,
/// `a.py:3:5: E0606: …`, markdownlint's `docs/a.md:7:1 error MD018/…`, xmllint's
/// `feed.xml:27: element price: Schemas validity error : …`): a build or lint log, each line a
/// distinct finding, not paths.
///
/// ```
/// use ctx_squash_text::looks_like_listing;
///
/// assert!(looks_like_listing("src/a.rs\nsrc/b.rs\nsrc/c/d.rs\n"));
/// assert!(looks_like_listing("src/a.rs:3:fn a() {}\nsrc/b.rs:9:fn b() {}\n"));
/// assert!(!looks_like_listing("hello world\nsrc/a.rs\n"));
/// assert!(!looks_like_listing("a.c:1:2: error: x\nb.c:1:2: error: y\nc.c:3:4: error: z\n"));
/// ```
pub fn looks_like_listing(input: &str) -> bool {
    looks_like_listing_counted(input, &Counted::new(input))
}

/// [`looks_like_listing`], with `input`'s newlines counted already (the dispatch counts them once
/// for every probe); a count of another text than `input` is not read.
pub fn looks_like_listing_counted(input: &str, counted: &Counted<'_>) -> bool {
    let (mut non_blank, mut shaped, mut paths, mut diagnostics) = (0, 0, 0, 0);
    // At most one line more than it has newlines (a vector count, cheaper than `line_count`).
    let total = counted.newlines_of(input) + 1;
    for (read, line) in lines(input).enumerate() {
        match kind(line) {
            Kind::Blank => continue,
            Kind::Path => paths += 1,
            Kind::Prefixed(colon) => {
                paths += 1;
                diagnostics += usize::from(is_diagnostic(&line[colon + 1..]));
                if diagnostics >= MAX_DIAGNOSTICS {
                    return false;
                }
            }
            Kind::Numbered | Kind::Separator => {}
            Kind::Other => {
                non_blank += 1;
                // Even were every line left shaped, too few would be: the answer is no, and the
                // rest of a long log is not read.
                let other = non_blank - shaped;
                if (shaped + total - read) * (100 - SHAPED_PERCENT) < other * SHAPED_PERCENT {
                    return false;
                }
                continue;
            }
        }
        non_blank += 1;
        shaped += 1;
    }
    paths > 0 && diagnostics < MAX_DIAGNOSTICS && shaped * 100 >= non_blank * SHAPED_PERCENT
}

/// Squashes a file listing or grep output, keeping every distinct file path: see
/// [`squash_listing_with`], without search terms.
///
/// ```
/// use ctx_squash_text::squash_listing;
///
/// let mut grep = String::new();
/// for file in ["src/a.rs", "src/b.rs"] {
///     for line in 1..=50 {
///         grep.push_str(&format!("{file}:{line}:    unsafe {{ step({line}) }}\n"));
///     }
/// }
/// let out = squash_listing(&grep);
/// assert!(out.starts_with("src/a.rs:1:    unsafe { step(1) }\n"));
/// assert!(out.contains("src/a.rs:3:    unsafe { step(3) }\n[47 lines omitted]\nsrc/b.rs:1:"));
/// ```
pub fn squash_listing(input: &str) -> String {
    squash_listing_with(input, &[])
}

/// Squashes a file listing or grep output, knowing the call's search terms (what `find -name`,
/// `grep` or a glob looked for).
///
/// Lines are grouped by file: a path line (`find`, `rg --files`, an `rg --heading` heading) starts
/// a group, and consecutive `path:…` lines of one path form one. Every group keeps its path and
/// its first lines — 3 when there are at most 10 files, 2 up to 40, else 1 (a heading's path line
/// comes on top of them) — while the kept paths stay under 32 KiB (`LISTING_ROWS`); blank and
/// `--` lines are kept after a kept line, anything else always, and so is every line that holds a
/// search term. Whatever the budget, a row whose words past its path few rows share is kept
/// (`rare_rows`: the `FAILED` among `PASSED`), and so is a row alone between lines that are no
/// rows (`lone_rows`: a traceback's `tests/a.py:15: AssertionError`). Each run of dropped lines
/// becomes one `[N lines omitted]` line, N exact; match lines over 400 bytes are cut in the
/// middle.
///
/// A listing of bare paths too long for that names each directory once, on its own line, with
/// its files' names after it in one note (`[files: aio.h, alloca.h]`), while that fits in 32 KiB.
/// A longer one (`find /usr`) becomes a per-directory summary instead: its first and last
/// entries, every entry that matches a search term, and, directory by directory from the top,
/// each directory's own line followed by a note of how many entries it holds (`[1206 entries]`,
/// `[12 entries, 2410 below]`), with the entries of a directory of a few kept as they are, while
/// that fits in 24 KiB: at each depth the smallest directories first.
///
/// Returns the input unchanged when the result is not shorter.
///
/// ```
/// use ctx_squash_text::squash_listing_with;
///
/// let mut find = String::from("/usr\n/usr/bin\n");
/// for i in 0..6000 {
///     find.push_str(&format!("/usr/bin/tool-{i}\n"));
/// }
/// find.push_str("/usr/bin/python3\n/usr/local\n/usr/local/bin\n");
/// let out = squash_listing_with(&find, &["python3".to_owned()]);
/// assert!(out.contains("/usr/bin\n[6001 entries]\n"));
/// assert!(out.contains("\n/usr/bin/python3\n"));
/// assert!(out.contains("\n/usr/local/bin\n"));
/// assert!(out.len() < find.len() / 10);
/// ```
pub fn squash_listing_with(input: &str, terms: &[String]) -> String {
    squash_listing_marked(input, terms).text
}

/// [`squash_listing_with`], with the `[N lines omitted]` markers it wrote, in order.
pub fn squash_listing_marked(input: &str, terms: &[String]) -> Squash {
    // Split once: the rules read the lines, `each_message` and the rendering the index.
    let indexed = ctx_squash_core::Lines::new(input);
    let all: Vec<&[u8]> = (0..indexed.len()).map(|i| indexed.bytes(i)).collect();
    let kinds: Vec<Kind> = all.iter().map(|l| kind(l)).collect();
    let matches = |line: &[u8]| terms.iter().any(|t| memchr::memmem::find(line, t.as_bytes()).is_some());

    let path_bytes: usize =
        all.iter().zip(&kinds).filter(|(_, k)| **k == Kind::Path).map(|(l, _)| l.len() + 1).sum();
    // Bare paths, but for a rare odd line (a path with a blank in it).
    let odd = kinds.iter().filter(|k| !matches!(k, Kind::Path | Kind::Blank)).count();
    let bare = odd * 100 <= all.len();
    if bare && path_bytes > PATH_BUDGET {
        let entry = |i: usize| kinds[i] == Kind::Path;
        return crate::named_files::name_every_file(&indexed, &all, &entry, &matches)
            .unwrap_or_else(|| by_directory(&indexed, &all, &matches));
    }

    // Group starts: a path line, or a prefixed line whose path differs from the line before.
    let mut files = 0;
    let mut starts = vec![false; all.len()];
    let mut previous_path: Option<&[u8]> = None;
    for (i, (line, k)) in all.iter().zip(&kinds).enumerate() {
        let path = match *k {
            Kind::Path => Some(*line),
            Kind::Prefixed(colon) => Some(&line[..colon]),
            _ => None,
        };
        if let Some(path) = path {
            if *k == Kind::Path || previous_path != Some(path) {
                starts[i] = true;
                files += 1;
            }
            previous_path = Some(path);
        }
    }
    let per_file = match files {
        0..=10 => 3,
        11..=40 => 2,
        _ => 1,
    };

    // Each file's hits to keep: its first `per_file`, those in code before those in comments (see
    // `code_first`). A `path:match` line is a hit too; any kept one names the file's path.
    let mut chosen = vec![false; all.len()];
    let mut hits: Vec<code_first::Hit> = Vec::new();
    let choose = |hits: &mut Vec<code_first::Hit>, chosen: &mut Vec<bool>| {
        for i in code_first::chosen(hits, per_file) {
            chosen[i] = true;
        }
        hits.clear();
    };
    for (i, k) in kinds.iter().enumerate() {
        if starts[i] {
            choose(&mut hits, &mut chosen);
        }
        let path = match *k {
            Kind::Prefixed(colon) => Some(colon),
            Kind::Numbered => None,
            _ => continue,
        };
        hits.push((i, code_first::comment(code_first::hit_text(all[i], path)), path.is_some()));
    }
    choose(&mut hits, &mut chosen);

    let (always, keyed) = kept_whatever_the_budget(&indexed, &all, &kinds);

    let mut keep = vec![false; all.len()];
    let mut path_bytes = 0;
    let mut fits = true; // whether the current group's path fits the budget
    // A group's first line is shown whole when its path fits the budget; one kept only as a row
    // of `always` is cut like a match line (a lone row may be a megabyte long).
    let mut whole = vec![false; all.len()];
    for i in 0..all.len() {
        if starts[i] {
            path_bytes += all[i].len() + 1;
            fits = path_bytes <= PATH_BUDGET;
            whole[i] = fits || matches(all[i]);
        }
        keep[i] = match kinds[i] {
            Kind::Path if starts[i] => fits || matches(all[i]) || always[i],
            Kind::Blank | Kind::Separator => i > 0 && keep[i - 1],
            Kind::Numbered | Kind::Prefixed(_) => fits && chosen[i] || always[i] || matches(all[i]),
            Kind::Path | Kind::Other => true,
        };
    }

    // A file's only row that says what many others say past their path folds into a note naming
    // every path (see `shared_rest`): its first row stays, whatever the budget, with the note.
    let apart = |i: usize| always[i] || matches(all[i]);
    let shared = fold_shared_rests((&all, &kinds, &starts), &apart, (&mut keep, &mut whole));
    let mut notes = keyed.notes;
    notes.extend(shared);
    notes.sort_by_key(|(row, _)| *row);

    // A finding kept for its key is cut where its key is not.
    let key_of: std::collections::HashMap<usize, std::ops::Range<usize>> = keyed.rows.into_iter().collect();
    render_kept_noted(input, &keep, &notes, |out, i| {
        // A line cut at `\n` from a `str` is valid UTF-8.
        let text = std::str::from_utf8(all[i]).unwrap_or_default();
        let max = if whole[i] { usize::MAX / 2 } else { MAX_MATCH_LINE };
        match key_of.get(&i) {
            Some(key) => ctx_squash_core::push_cut_around(out, text, max, key.clone()),
            None => push_cut(out, text, max),
        }
    })
}

/// Folds the rows of a listing's routine text past the path into notes (see `shared_rest`): of
/// the lines `all` (of kinds `kinds`, `starts` marking each file's first), a file's only row that
/// is not set `apart` (a rare row, a search term's) may fold; the folded rows are no longer kept,
/// each note's row is, whole. Returns the notes, `(row, text)` in order.
fn fold_shared_rests(
    (all, kinds, starts): (&[&[u8]], &[Kind], &[bool]),
    apart: &dyn Fn(usize) -> bool,
    (keep, whole): (&mut [bool], &mut [bool]),
) -> Vec<(usize, String)> {
    let only_rows: Vec<Option<usize>> = (0..all.len())
        .map(|i| match kinds[i] {
            Kind::Prefixed(colon) if starts[i] && !apart(i) && !continued(kinds, starts, i) => Some(colon),
            _ => None,
        })
        .collect();
    let shared = crate::shared_rest::shared_rests(all, &only_rows);
    for &i in &shared.folded {
        keep[i] = false;
    }
    for (i, _) in &shared.notes {
        keep[*i] = true;
        whole[*i] = true;
    }
    shared.notes
}

/// Whether the group starting at line `i` goes on past it: the next line is a numbered match
/// under it, or a `path:…` line of the same path.
fn continued(kinds: &[Kind], starts: &[bool], i: usize) -> bool {
    match kinds.get(i + 1) {
        Some(Kind::Numbered) => true,
        Some(Kind::Prefixed(_)) => !starts.get(i + 1).copied().unwrap_or(true),
        _ => false,
    }
}

/// The rows a listing keeps whatever its budget: the first and last finding of each message of a
/// findings list of few messages (see `ctx_squash_core::each_message`: a spell checker's one
/// `nmae ==> name` among hundreds of `crate ==> create`), the rows whose words past their path
/// few rows share (see `rare_rows`: the two `FAILED` among 284 `PASSED`) and the last later row of
/// each one's name (see `later_verdicts`: a rerun test's `PASSED` after its `RERUN`), the rows of a shape few
/// rows have (see `rare_shapes`: cspell's rows with a `fix:` among hundreds without), the rows
/// whose names are of a form few rows write (see `odd_forms`: ld's `'.text.alarm_check'` among 116
/// `'.text.cellar_step_NNN'`), the rows whose text past their path one row writes where every
/// other text is written by 8 rows or more (the core's `odd_rows`: `git check-attr -a`'s one
/// `filter: crypt` among attributes each set on dozens of paths), the rows
/// declaring the name most rows share (see `declared_rows`: a search's `pub struct Span {` among
/// 186 uses), and the rows alone
/// between lines that are no rows (see `lone_rows`: a failure's `tests/a.py:15: AssertionError`);
/// and of findings holding few bracketed keys, the finding of each key one finding holds, with a
/// note naming each key several hold, its count and its places (`ctx_squash_core::recurring_keys`:
/// diction's `[in order to -> to]` in a sentence of its own, its `[may -> …] ×31: …:81, 197, …`).
fn kept_whatever_the_budget(
    indexed: &ctx_squash_core::Lines<'_>,
    all: &[&[u8]],
    kinds: &[Kind],
) -> (Vec<bool>, ctx_squash_core::KeyNotes) {
    // Each row's path and its text past it; the readers of rows' texts take the texts alone.
    let pathed: Vec<Option<(&[u8], &[u8])>> = all
        .iter()
        .zip(kinds)
        .map(|(line, k)| match *k {
            Kind::Prefixed(colon) => Some((line.get(..colon)?, line.get(colon + 1..)?)),
            _ => None,
        })
        .collect();
    let past_path: Vec<Option<&[u8]>> = pathed.iter().map(|row| row.map(|(_, text)| text)).collect();
    let roles: Vec<Role> = kinds
        .iter()
        .map(|k| match k {
            Kind::Blank => Role::Blank,
            Kind::Other => Role::Other,
            _ => Role::Row,
        })
        .collect();
    let mut always = vec![false; all.len()];
    let keyed = ctx_squash_core::recurring_keys(indexed);
    let rare = crate::rare_rows::rare_rows(&past_path);
    let later = crate::later_verdicts::later_verdicts(&pathed, &rare);
    let rows = ctx_squash_core::each_message(indexed)
        .into_iter()
        .chain(keyed.rows.iter().map(|(row, _)| *row))
        .chain(rare)
        .chain(later)
        .chain(crate::rare_shapes::rare_shapes(&past_path))
        .chain(crate::odd_forms::odd_forms(&past_path))
        .chain(ctx_squash_core::odd_rows(&past_path).into_iter().map(|(row, _)| row))
        .chain(crate::declared_rows::declared_rows(&past_path))
        .chain(ctx_squash_core::run_ends(indexed, &ctx_squash_core::Templates::mine(indexed)));
    for i in rows.chain(lone_rows(&roles)) {
        if let Some(row) = always.get_mut(i) {
            *row = true;
        }
    }
    (always, keyed)
}

/// Entries kept from each end of a listing summarized by directory.
const ENDS: usize = 5;
/// A directory of at most this many entries has them shown while the summary's budget lasts.
const FEW: usize = 12;
/// Levels of directories below the shallowest one shown with their counts, all of them.
const TOP_LEVELS: usize = 3;
/// Bytes of directory lines, their notes and the entries of small directories.
const SUMMARY_BUDGET: usize = 24 * 1024;
/// Entries matching a search term kept at most.
const MAX_MATCHES: usize = 400;

/// The directory a path is in (empty for a bare name).
pub(crate) fn parent(path: &[u8]) -> &[u8] {
    let path = path.strip_suffix(b"/").unwrap_or(path);
    memchr::memrchr(b'/', path).map_or(&b""[..], |i| &path[..i])
}

/// The per-directory summary of a long listing of bare paths (see [`squash_listing_with`]).
fn by_directory(
    indexed: &ctx_squash_core::Lines<'_>,
    all: &[&[u8]],
    matches: &dyn Fn(&[u8]) -> bool,
) -> Squash {
    use std::collections::HashMap;

    let n = all.len();
    // Direct entries of each directory, the line naming the directory itself, and its depth.
    let mut direct: HashMap<&[u8], Vec<usize>> = HashMap::new();
    let mut line_of: HashMap<&[u8], usize> = HashMap::new();
    for (i, line) in all.iter().enumerate() {
        if line.trim_ascii().is_empty() {
            continue;
        }
        direct.entry(parent(line)).or_default().push(i);
        line_of.entry(line.strip_suffix(b"/").unwrap_or(line)).or_insert(i);
    }
    // Entries below each directory, at any depth.
    let mut below: HashMap<&[u8], usize> = HashMap::new();
    for line in all.iter().filter(|l| !l.trim_ascii().is_empty()) {
        let mut dir = parent(line);
        loop {
            *below.entry(dir).or_default() += 1;
            if dir.is_empty() {
                break;
            }
            dir = parent(dir);
        }
    }
    let mut keep = vec![false; n];
    for i in (0..n.min(ENDS)).chain(n.saturating_sub(ENDS)..n) {
        keep[i] = true;
    }
    // A line that is no path (a name with a blank in it) is kept: it is no entry to count.
    for (i, line) in all.iter().enumerate() {
        if kind(line) == Kind::Other {
            keep[i] = true;
        }
    }
    let mut matching = 0;
    for (i, line) in all.iter().enumerate() {
        if matching < MAX_MATCHES && matches(line) {
            keep[i] = true;
            matching += 1;
        }
    }
    // The shape of the tree first: every directory of the top levels ([`TOP_LEVELS`] below the
    // root), each with its counts. Then the directories of a few entries, their entries shown,
    // the shallowest and smallest first (by depth times entries: a chain of single entries,
    // `/usr/lib/gcc/x86_64-linux-gnu/12`, costs a line a level).
    let depth = |dir: &[u8]| memchr::memchr_iter(b'/', dir).count();
    let top = direct.keys().map(|dir| depth(dir)).min().unwrap_or(0) + TOP_LEVELS;
    let note = |dir: &[u8]| {
        let entries = direct[dir].len();
        format!(
            "[{entries} entries{}]",
            match below[dir] - entries {
                0 => String::new(),
                deeper => format!(", {deeper} below"),
            }
        )
    };
    let mut shape: Vec<&[u8]> = direct.keys().copied().filter(|dir| depth(dir) <= top).collect();
    shape.sort_by_key(|dir| (depth(dir), direct[dir][0]));
    let mut few: Vec<&[u8]> = direct.keys().copied().filter(|dir| direct[dir].len() <= FEW).collect();
    few.sort_by_key(|dir| (depth(dir) * direct[dir].len(), direct[dir][0]));
    let mut notes: HashMap<usize, String> = HashMap::new();
    let mut spent = 0;
    for dir in shape {
        let note = note(dir);
        if let Some(own) = line_of.get(dir).copied() {
            // A directory kept already (one of the first entries) still gets its count.
            let cost = if keep[own] { note.len() + 1 } else { all[own].len() + 2 + note.len() };
            if spent + cost <= SUMMARY_BUDGET {
                spent += cost;
                keep[own] = true;
                notes.insert(own, note);
            }
        } else {
            // A listing of files only (`rg --files`, `find -type f`) names no directory: its
            // count goes below its first entry kept, named.
            let note = format!("[{}/: {}", String::from_utf8_lossy(dir), &note[1..]);
            if let Some(&first) = direct[dir].iter().find(|&&i| keep[i])
                && spent + note.len() < SUMMARY_BUDGET
                && !notes.contains_key(&first)
            {
                spent += note.len() + 1;
                notes.insert(first, note);
            }
        }
    }
    for dir in few {
        let entries = &direct[dir];
        let own = line_of.get(dir).copied();
        let cost: usize = own
            .into_iter()
            .chain(entries.iter().copied())
            .filter(|&i| !keep[i])
            .map(|i| all[i].len() + 1)
            .sum();
        if spent + cost > SUMMARY_BUDGET {
            continue;
        }
        spent += cost;
        for i in own.into_iter().chain(entries.iter().copied()) {
            keep[i] = true;
        }
        // Its entries are shown: the count says nothing more.
        if let Some(own) = own {
            notes.remove(&own);
        }
    }
    render_with_notes(indexed, &keep, &notes)
}

/// The lines `keep` marks, each followed by its note, with a marker for every run of the others.
pub(crate) fn render_with_notes(
    lines: &ctx_squash_core::Lines<'_>,
    keep: &[bool],
    notes: &std::collections::HashMap<usize, String>,
) -> Squash {
    let mut out = ctx_squash_core::Render::new(lines);
    for (i, _) in keep.iter().enumerate().filter(|(_, k)| **k) {
        out.line(i);
        if let Some(note) = notes.get(&i) {
            out.note(note);
        }
    }
    out.finish_squash().or_unchanged(lines.text())
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// A count taken of the very input is the one it counts; a count of another text is not
    /// read, however many lines that holds.
    #[test]
    fn a_count_of_another_text_is_not_read() {
        let listing = "src/a.rs\nsrc/b.rs\n".repeat(50);
        let mut log = "hello world\n".repeat(100);
        log.push_str("src/a.rs\n");
        for input in [&listing, &log] {
            let expected = looks_like_listing(input);
            assert_eq!(looks_like_listing_counted(input, &Counted::new(input)), expected);
            for other in ["", "x", "\n\n\n"] {
                assert_eq!(looks_like_listing_counted(input, &Counted::new(other)), expected);
            }
        }
        assert!(looks_like_listing(&listing) && !looks_like_listing(&log));
    }

    #[track_caller]
    fn check(input: &str, expected: &str) {
        assert!(looks_like_listing(input), "not a listing:\n{input}");
        assert_eq!(squash_listing(input), expected);
    }

    #[test]
    fn a_rare_message_among_findings_of_a_common_one_is_kept() {
        // A spell checker's findings in one file: its first lines are kept, and the one finding
        // of another message too, wherever it is.
        let mut findings = String::new();
        for line in 1..=200 {
            let typo = if line == 150 { "nmae ==> name" } else { "crate ==> create" };
            let _ = writeln!(findings, "serde_json/src/lib.rs:{line}: {typo}");
        }
        assert!(looks_like_listing(&findings));
        let out = squash_listing(&findings);
        assert!(out.contains("\nserde_json/src/lib.rs:150: nmae ==> name\n"), "{out}");
        assert!(out.starts_with("serde_json/src/lib.rs:1: crate ==> create\n"), "{out}");
    }

    #[test]
    fn a_text_one_row_writes_among_a_set_is_kept() {
        // Attributes each set on dozens of paths, and one set on one path only, as its second row.
        let mut listing = String::new();
        for k in 0..60 {
            let _ = writeln!(listing, "recipes/ale-{k}.yml: text: set");
            let _ = writeln!(listing, "recipes/ale-{k}.yml: eol: lf");
            if k == 30 {
                let _ = writeln!(listing, "recipes/ale-{k}.yml: filter: crypt");
            }
        }
        let out = squash_listing(&listing);
        assert!(out.contains("\nrecipes/ale-30.yml: filter: crypt\n"), "{out}");
        assert!(!out.contains("recipes/ale-31.yml: eol: lf"), "{out}");
    }

    #[test]
    fn a_rerun_tests_final_verdict_is_kept() {
        let mut listing = String::new();
        for k in 0..120 {
            let _ = writeln!(listing, "test_a.py::test_fill[{k}] PASSED");
        }
        listing.push_str("test_a.py::test_seal RERUN\ntest_a.py::test_seal PASSED\n");
        for k in 0..20 {
            let _ = writeln!(listing, "test_a.py::test_temp[{k}] PASSED");
        }
        let out = squash_listing(&listing);
        assert!(out.contains("test_a.py::test_seal RERUN\ntest_a.py::test_seal PASSED\n"), "{out}");
    }

    #[test]
    fn the_odd_name_of_a_uniform_run_is_kept() {
        let mut listing = String::new();
        for k in 1..=120 {
            let section = if k == 118 { "alarm_check".to_owned() } else { format!("cellar_step_{k:03}") };
            let _ = writeln!(
                listing,
                "/usr/bin/ld: removing unused section '.text.{section}' in file 'sections.o'"
            );
        }
        let out = squash_listing(&listing);
        assert!(
            out.contains("\n/usr/bin/ld: removing unused section '.text.alarm_check' in file 'sections.o'\n"),
            "{out}"
        );
        assert!(!out.contains("cellar_step_050"), "{out}");
    }

    #[test]
    fn other_lines_first_are_weighed_against_every_line_after_them() {
        let paths = (0..9).fold(String::new(), |mut paths, i| {
            let _ = writeln!(paths, "src/m{i}/lib.rs");
            paths
        });
        // One line in ten that is no path is allowed, wherever it is: read first, it must not
        // end the look early.
        assert!(looks_like_listing(&format!("hello world\n{paths}")));
        assert!(!looks_like_listing(&format!("hello world\nhello again\n{paths}")));
    }

    #[test]
    fn lines_as_a_split_at_newlines_counts_them() {
        for input in ["", "a", "a\n", "a\nb", "\n\n", "a\n\nb\n", "\n", "é\n\nü"] {
            let split: Vec<&[u8]> = input
                .as_bytes()
                .split(|&b| b == b'\n')
                .take(ctx_squash_core::line_count(input.as_bytes()))
                .collect();
            assert_eq!(lines(input).collect::<Vec<_>>(), split, "{input:?}");
        }
    }

    #[test]
    fn kinds() {
        assert_eq!(kind(b"regex-automata-0.4.19/src/util/pool.rs"), Kind::Path);
        assert_eq!(kind(b"Cargo.toml"), Kind::Path);
        assert_eq!(kind(b"tests/test_locks.py::test_parse_code[LL-5a]"), Kind::Path);
        assert_eq!(kind(b"tests/test_locks.py::TestPound::test_refill"), Kind::Path);
        assert_eq!(kind(b"src/a.rs::x y"), Kind::Prefixed(8));
        assert_eq!(kind(b"memchr-2.8.3/src/memchr.rs:504:unsafe fn memchr_raw("), Kind::Prefixed(26));
        assert_eq!(kind(b"libc-0.2.191/src/psp.rs:818"), Kind::Prefixed(23));
        assert_eq!(kind(b"273:type SearcherKindFn = unsafe fn("), Kind::Numbered);
        assert_eq!(kind(b"274-    x"), Kind::Numbered);
        assert_eq!(kind(b"--"), Kind::Separator);
        assert_eq!(kind(b""), Kind::Blank);
        assert_eq!(kind(b"Platform: \"linux-x86_64\""), Kind::Other);
        assert_eq!(kind(b"PID  PPID STAT COMMAND"), Kind::Other);
        assert_eq!(kind(b"--error-format"), Kind::Other);
    }

    #[test]
    fn rg_heading_keeps_every_file_and_its_first_matches() {
        let mut input = String::new();
        for file in ["memchr-2.8.3/src/memmem/searcher.rs", "memchr-2.8.3/src/ext.rs"] {
            let _ = writeln!(input, "{file}");
            for n in [273, 286, 301, 318, 339, 362] {
                let _ = writeln!(input, "{n}:unsafe fn searcher_kind_{n}(");
            }
            input.push('\n');
        }
        check(
            &input,
            "memchr-2.8.3/src/memmem/searcher.rs\n273:unsafe fn searcher_kind_273(\n286:unsafe fn searcher_kind_286(\n301:unsafe fn searcher_kind_301(\n[4 lines omitted]\nmemchr-2.8.3/src/ext.rs\n273:unsafe fn searcher_kind_273(\n286:unsafe fn searcher_kind_286(\n301:unsafe fn searcher_kind_301(\n[4 lines omitted]\n",
        );
    }

    #[test]
    fn grep_rn_keeps_every_file() {
        let mut input = String::new();
        for f in 0..20 {
            for n in 0..10 {
                let _ = writeln!(input, "memchr-2.8.3/src/f{f}.rs:{n}:    unsafe {{ x }}");
            }
        }
        let out = squash_listing(&input);
        for f in 0..19 {
            let head = format!(
                "memchr-2.8.3/src/f{f}.rs:0:    unsafe {{ x }}\nmemchr-2.8.3/src/f{f}.rs:1:    unsafe {{ x }}\n[8 lines omitted]\n"
            );
            assert!(out.contains(&head), "{out}");
        }
        // The 200 rows of one template are a run: its last row is its bound (ctx-squash-core's
        // `run_ends`).
        let last = "memchr-2.8.3/src/f19.rs:0:    unsafe { x }\nmemchr-2.8.3/src/f19.rs:1:    unsafe { x }\n[7 lines omitted]\nmemchr-2.8.3/src/f19.rs:9:    unsafe { x }\n";
        assert!(out.ends_with(last), "{out}");
    }

    fn paths(n: usize) -> String {
        let mut s = String::new();
        for i in 0..n {
            let _ = writeln!(s, "proptest-1.12.0/src/m{i}.rs");
        }
        s
    }

    #[test]
    fn pure_path_listings_keep_every_path_under_the_budget() {
        let input = paths(100);
        assert!(looks_like_listing(&input));
        assert_eq!(squash_listing(&input), input);
        // Too many for that: a summary by directory, with the first and last entries.
        let huge = paths(5000);
        let out = squash_listing(&huge);
        assert!(out.len() < PATH_BUDGET + 100, "{}", out.len());
        assert!(
            out.starts_with(
                "proptest-1.12.0/src/m0.rs\n[proptest-1.12.0/src/: 5000 entries]\nproptest-1.12.0/src/m1.rs\n"
            ),
            "{out}"
        );
        assert!(out.ends_with("\nproptest-1.12.0/src/m4999.rs\n"), "{out}");
    }

    #[test]
    fn other_lines_are_kept() {
        let mut input = String::from("rg: ./secret: Permission denied (os error 13)\n");
        for n in 0..10 {
            let _ = writeln!(input, "src/a.rs:{n}:x");
        }
        check(
            &input,
            "rg: ./secret: Permission denied (os error 13)\nsrc/a.rs:0:x\nsrc/a.rs:1:x\nsrc/a.rs:2:x\n[6 lines omitted]\nsrc/a.rs:9:x\n",
        );
    }

    #[test]
    fn diagnostics_are_not_a_listing() {
        let input = "src/main.rs:22:57: error[E0425]: cannot find value `threshold`\nsrc/report.rs:3:12: error[E0432]: unresolved import\nsrc/a.rs:1:1: warning: unused\n";
        assert!(!looks_like_listing(input));
        assert!(!looks_like_listing("key: value\nother: thing\n"));
        // A linter's findings name no level; a grep hit with a column has the line right after.
        let pylint = "a/search.py:65:12: E0606: Possibly using variable 'field'\na/search.py:1:0: C0114: Missing module docstring\na/pricing.py:2:0: W0611: Unused import json\n";
        assert!(!looks_like_listing(pylint));
        let vimgrep = "src/a.py:3:5:    x = f()\nsrc/b.py:7:1:def f():\nsrc/c.py:9:2:  return 1\n";
        assert!(looks_like_listing(vimgrep));
        // A location and a message after a blank (markdownlint), or after `: ` with its level
        // stated (xmllint): a tool's findings, each one distinct.
        let markdownlint = "docs/a.md:4 error MD003/heading-style Heading style\ndocs/a.md:7:1 error MD018/no-missing-space-atx No space\ndocs/b.md:20 error MD025/single-h1 Multiple top-level headings\n";
        assert!(!looks_like_listing(markdownlint));
        let xmllint = "feed.xml:12: element product: Schemas validity error : Element 'product'\nfeed.xml:19: element sku: Schemas validity error : Element 'sku'\nfeed.xml:3: parser error : Opening and ending tag mismatch\nfeed.xml fails to validate\n";
        assert!(!looks_like_listing(xmllint));
        // A debug logger's source location and function before each message (pkgconf
        // `--debug`): a blank after the line number, which no grep hit has.
        let debug_log = "libpkgconf/pkg.c:730 [pkgconf_pkg_find]: looking for: gauge\nlibpkgconf/pkg.c:568 [pkgconf_pkg_try_specific_path]: trying path: pc/current\nlibpkgconf/pkg.c:582 [pkgconf_pkg_try_specific_path]: found: pc/legacy/gauge.pc\n";
        assert!(!looks_like_listing(debug_log));
        // cspell's findings: a location, a dash and the finding.
        assert!(!looks_like_listing(
            "a/b.ts:79:86 - Unknown word (codegen)\na/c.ts:7:6 - Unknown word (strs)\na/d.ts:1:2 - Unknown word (mappend)\n"
        ));
    }

    #[test]
    fn a_location_then_a_message_is_a_diagnostic() {
        #[track_caller]
        fn check(rest: &str, diagnostic: bool) {
            assert_eq!(is_diagnostic(rest.as_bytes()), diagnostic, "{rest:?}");
        }
        check("4 error MD003/heading-style Heading style", true);
        check("7:1 error MD018/no-missing-space-atx", true);
        check("27: element price: Schemas validity error : Element 'price'", true);
        check("3: parser error : Opening and ending tag mismatch", true);
        check("12: DeprecationWarning: invalid escape sequence", true);
        check("22:57: error[E0425]: cannot find value", true);
        check("65:12: E0606: Possibly using variable", true);
        check("582 [pkgconf_pkg_try_specific_path]: found: /pc/gauge.pc", true);
        check("79:86 - Unknown word (codegen)", true);
        // grep hits and counts: the line's text right after the colon, or nothing.
        check("12:fn main() {", false);
        check("12:    let x = err.unwrap();", false);
        check("3:5:    x = f()", false);
        check("12", false);
        check("12: the line of a text file", false);
        check("12: * an error: in a comment", false);
        check("12:  return Err(error);", false);
        check("7 ", false);
    }

    #[test]
    fn a_row_kept_whatever_the_budget_is_cut_like_a_match_line() {
        use std::fmt::Write as _;
        let mut text = String::new();
        for k in 0..300 {
            let _ = writeln!(text, "src/f{k}.rs:{k}:    let x = {k};");
        }
        text.push_str("some message here\n");
        let _ = writeln!(text, "src/huge.rs:1:{}", "x".repeat(1 << 20));
        text.push_str("another message\n");
        for k in 0..300 {
            let _ = writeln!(text, "src/g{k}.rs:{k}:    let y = {k};");
        }
        let out = squash_listing(&text);
        assert!(out.contains("src/huge.rs:1:xxx"), "the lone row is kept");
        assert!(out.len() < 64 * 1024, "{} bytes", out.len());
    }
}
