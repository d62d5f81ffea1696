//! `looks_like_prose` and `squash_prose`: text written to be read — an LLM's report, search
//! results, docs, `--help`, man pages — is not squashed like a log. It is kept whole unless very
//! large, and then cut at paragraph boundaries with every heading kept.
//!
//! A heading here is what the core's [`is_heading`] tells by shape (`SYNOPSIS`, `## Results`,
//! `Options:`, a title underlined by a rule), and also a *term*: the line a definition hangs
//! from — a line followed by a more deeply indented one (`--onto <newbase>` above its
//! description in a man page, `func Cut(s, sep string) (before, after string, found bool)` above
//! its doc in `go doc`, `|  __init__(self, args, …)` in pydoc, where `|` counts as indentation),
//! or an option line of `--help` (`-k, --insecure   Allow insecure server connections`).
//! Headings and terms (and a term's aliases, `‘-a’` right above `‘--all’`) are the document's
//! outline: all of them are kept; the budget left is spent across the sections under them, a
//! sentence a section at a time (shares.rs), not front to back.

use std::collections::{HashMap, HashSet};

use ctx_squash_core::{
    ERROR_WORDS, Lines, Render, Squash, Templates, WARN_WORDS, has_identifier, is_heading, is_rule,
    occurs_any, push_cut,
};

/// Prose up to this many bytes, about 12,000 tokens, is kept whole: a document an agent asked to
/// read (a manual page, a module's pydoc, a `--help`) is read for a caveat anywhere in it, which no
/// outline of its headings and first sentences can promise to hold. Measured on the recorded
/// manuals (docs/benchmarks.md, round 36): at 16 KiB their outlines lost 11 caveats that 48 KiB
/// keeps, 64 KiB two more for 33,000 tokens more.
pub const PROSE_WHOLE: usize = 48 * 1024;
/// Lines looked at from each end to tell prose.
const SAMPLE: usize = 200;
/// Fewest prose lines in the sample.
const MIN_PROSE_LINES: usize = 8;
/// Headings and terms longer than this are cut in the middle.
const MAX_TERM: usize = 240;
/// The paragraphs' share of the budget, at least, beyond a long outline: a quarter.
const PARAGRAPH_SHARE: usize = 4;
/// The most bytes of two-column listing rows a squash keeps every one of (about 8,000 tokens):
/// the budget of every reference listing's rows.
const LISTING_WHOLE: usize = ctx_squash_core::LISTING_ROWS;

/// Different lines of the sample written to one line template (ctx-squash-core's [`Templates`])
/// with numbers varying, at least, for a line of words among them to be a tool's record rather
/// than a writer's sentence.
const RECORD_LINES: usize = 4;

/// A document's lines set in under its sentences (examples, tables) are at most one in this many
/// of those read; past it none counts as set in.
const MAX_SET_IN_SHARE: usize = 3;

/// Whether `input` reads as prose: among its first and last 200 non-blank lines, at least 8 and
/// three fifths of those not set in are sentences or terms of one (words, not numbers, paths or
/// columns), almost none is a diagnostic, a located finding or a line naming a hash, and they are
/// not the rows of a separated table (separated.rs: nine in ten writing one count, three or more,
/// of a tab, `|`, `;` or `,`).
///
/// A document prose keeps whole ([`PROSE_WHOLE`] at most) may be justified: there two blanks between
/// words are padding, not a column's gap, in a line that parts other words by one (man(1)'s
/// `set  of  patterns  specified  literally in prog`), see [`is_sentence`].
///
/// A line of words is no sentence when it is one of a tool's records ([`records`]): written to a
/// line template four or more different lines of the sample share, their numbers changing (npm's
/// `pkg: step 3 of 45, batch B-003 ok`, shellcheck's `In FILE line 72:`) — prose is words that do
/// not repeat their shape.
///
/// A line *set in* is one of another kind indented deeper than the sentence above it, with
/// nothing but such lines between them (a diagnostic or a line naming a hash ends them): a
/// document sets its examples and tables in under the sentence that introduces them (`For
/// example:` over `printf '<%+d>', 12;` in perldoc, a table under its paragraph in a man page
/// or pydoc), and they count neither for the document nor against it — while they are at most a
/// third of the lines read: where most lines stand set in under a few sentences, those sentences
/// are a tool's headlines over its output (a CI log's steps), and every line counts.
///
/// ```
/// use ctx_squash_text::looks_like_prose;
///
/// let man = "NAME\n       git-rebase - Reapply commits on top of another base tip\n\nDESCRIPTION\n       If <branch> is specified, git rebase will perform an automatic git\n       switch <branch> before doing anything else. Otherwise it remains on the\n       current branch.\n\n       If <upstream> is not specified, the upstream configured in the\n       branch options will be used and the fork point option is assumed.\n       All changes made by commits in the current branch are saved to a\n       temporary area for later use by the rebase.\n";
/// assert!(looks_like_prose(man));
/// assert!(!looks_like_prose("error[E0425]: x\n --> src/a.rs:1:2\nerror: could not compile `a`\n"));
/// ```
pub fn looks_like_prose(input: &str) -> bool {
    // A gutter alone (pydoc's `    |  `) or a rule is no line of words or of anything else.
    let counts = |line: &&str| {
        let t = line.trim_matches([' ', '\t', '|']);
        !t.is_empty() && !is_rule(t)
    };
    // The first and last SAMPLE such lines (all of them when there are no more than twice
    // that), read from both ends: the middle of a long output is not looked at, nor split into
    // lines.
    let mut sample: Vec<&str> = Vec::new();
    // Where the lines the front did not read start.
    let mut after = 0;
    for end in memchr::memchr_iter(b'\n', input.as_bytes()).chain(std::iter::once(input.len())) {
        if sample.len() == SAMPLE {
            break;
        }
        // Cut at a `\n` or the end: on char boundaries.
        let line = input.get(after..end).unwrap_or_default();
        after = end + 1;
        if counts(&line) {
            sample.push(line);
        }
    }
    let rest = input.get(after..).unwrap_or_default();
    // An empty piece after a final `\n` is no line, and `counts` refuses it.
    let mut last: Vec<&str> = crate::lines::pieces_back(rest).filter(counts).take(SAMPLE).collect();
    last.reverse();
    sample.extend(last);
    // Rows that write one count of one separator are a table, whatever their cells say — over
    // the size a listing read by key is kept whole at, only when the log squasher names every
    // row by its key there (ctx-squash-core's `named_by_key`, read over the whole input: a tab or
    // `|` after a key-shaped first field, the keys within the note's list); a table no note names
    // that big is read as its words say, prose's outline the smaller.
    if crate::separated::separated_table(&sample)
        && (input.len() <= ctx_squash_core::KEYED_LISTING_WHOLE || ctx_squash_core::named_by_key(input))
    {
        return false;
    }
    let n = sample.len();
    // A document prose keeps whole may be justified: its lines' two-blank gaps are padding, not
    // columns (see [`is_sentence`]). A larger one is read as before: its squash is an outline,
    // and a manual's outline of option lines keeps less of its caveats than the log squash's
    // terms and caveats do (measured: tar, strace, gzip and `rustc -W help` lose 11 facts so).
    let justified = input.len() <= PROSE_WHOLE;
    // Which lines are a tool's records ([`records`]): mined when the first line of words is read.
    let mut records: Option<Vec<bool>> = None;
    // A Markdown document (an agent's report: headings, fenced examples, bullet lists) is prose
    // whose examples are no sentences: its headings and fences tell it.
    let (headings, fences) = sample.iter().fold((0, 0), |(h, f), &line| {
        (h + usize::from(markdown_heading(line)), f + usize::from(line.trim_start().starts_with("```")))
    });
    let markdown = headings >= 2 && fences >= 2 && fences % 2 == 0;
    let (mut prose, mut diagnostic, mut identified, mut recorded) = (0, 0, 0, 0);
    // The lines set in under a sentence (set_in): an example or a table the sentence introduces,
    // read as the document's, for it nor against it — and where the last sentence stands.
    let (mut set_in, mut sentence_at) = (0, None);
    // How often each first word opens a sentence: a tool's lines repeat theirs (`test x ... ok`,
    // `update-alternatives …`), prose does not.
    let mut openings: HashMap<&str, usize> = HashMap::new();
    for (read, &line) in sample.iter().enumerate() {
        // Both verdicts below need one line in twenty diagnostic at most; Markdown's a quarter
        // of the lines prose, the other's three fifths of the lines not set in prose and one in
        // fifty identified at most: every count only grows (the lines left could all be prose),
        // so once the lines left cannot bring either verdict back, the answer is no (and the
        // costly tests are not run on the rest).
        let left = n - read;
        let not_markdown = !markdown || (prose + left) * 4 < n;
        let not_document = (prose + left) * 5 < (read - set_in + left) * 3 || identified * 50 > n;
        if diagnostic * 20 > n || (not_markdown && not_document) {
            return false;
        }
        if is_diagnostic(line) {
            diagnostic += 1;
            // A diagnostic or a line naming a hash is none of a document's examples: it ends
            // what is set in.
            sentence_at = None;
        } else if has_identifier(line) {
            identified += 1;
            sentence_at = None;
        } else if is_sentence(line, justified) {
            if records.get_or_insert_with(|| self::records(&sample)).get(read).is_some_and(|&record| record) {
                // Words written to a template many lines share with their numbers changed are a
                // tool's records (`pkg: step 3 of 45, batch B-003 ok`, `In FILE line N:`), no
                // writer's sentences: they count as none, and end what is set in; their first
                // words still open lines (pg_controldata's `Latest checkpoint's …` are records
                // and a tool's repeated opening both).
                recorded += 1;
                sentence_at = None;
            } else {
                prose += 1;
                sentence_at = Some(indent(line));
            }
            *openings.entry(first_word(line)).or_default() += 1;
        } else if is_heading(line) || is_signature(line) {
            // The outline of a document reads as part of it; what is set in under a heading
            // alone is a listing's rows as much as a document's (`Provided:` over algorithms).
            prose += 1;
            sentence_at = None;
            *openings.entry(first_word(line)).or_default() += 1;
        } else if sentence_at.is_some_and(|at| indent(line) > at) {
            set_in += 1;
        } else {
            // A line of another kind at the sentence's margin or left of it ends what is set in.
            sentence_at = None;
        }
    }
    let most_common = openings.values().copied().max().unwrap_or(0);
    if markdown && diagnostic * 20 <= n && prose * 4 >= n {
        return true;
    }
    // A document's examples are its minority: where most lines stand set in under a few
    // sentences, those are a tool's headlines over its output (a CI log's steps), and every line
    // counts.
    let set_in = if set_in * MAX_SET_IN_SHARE <= n { set_in } else { 0 };
    prose >= MIN_PROSE_LINES
        && prose * 5 >= (n - set_in) * 3
        && diagnostic * 20 <= n
        && identified * 50 <= n
        && most_common * 10 <= (prose + recorded) * 3
}

/// Whether each line of `sample` is a tool's record: one of a line template (ctx-squash-core's
/// [`Templates`]: the same words but for a few, those holding a digit varying) written at least
/// [`RECORD_LINES`] times, its lines differing in their numbers, marks, ids or places (not in
/// words alone: a version the lines all write alike, their words changing, is no counter) (`pkg: step 3 of 45, batch B-003 ok`, `In
/// press.sh line 72:`), and a line complete in itself. A tool prints its records to a few
/// templates over and over, its counters, line numbers and ids changing, each on a line of its
/// own; a writer does not repeat the shape of a sentence with its numbers changed, and where a
/// generated document does (`Section 3 of the plant is handled by …`) its sentences still run on
/// from one line into the next ([`runs_on`]). A sentence copied word for word (pydoc repeats an
/// inherited method's doc under every class) is no record: its copies say the same thing.
fn records(sample: &[&str]) -> Vec<bool> {
    let text = sample.join("\n");
    let lines = Lines::new(&text);
    let templates = Templates::mine(&lines);
    // Per template, its lines that differ in other than words: a tool's records vary in
    // counters, ids, places and marks (`step 3`, `line 72`, a caret under another column), a
    // writer's sentences in words. A word that holds a digit is a varying word of its template
    // whatever its lines write there, so a number written alike on every line (`Changed in
    // version 3.12: the strict argument …`, `… the encoding argument …`) makes no records.
    let mut numbered: HashMap<u32, HashSet<Vec<&str>>> = HashMap::new();
    for i in 0..lines.len() {
        if templates.values_at(&lines, i).any(|value| value.bytes().any(|b| b.is_ascii_digit())) {
            // The line but its words: its blanks, numbers, ids and marks, in order.
            let unworded = lines.get(i).split(' ').filter(|piece| !plain_word(piece)).collect();
            numbered.entry(templates.of(i)).or_default().insert(unworded);
        }
    }
    // Whether line `i` runs on into the next one, of another template: a wrapped sentence.
    let wraps = |i: usize| {
        i + 1 < lines.len()
            && templates.of(i) != templates.of(i + 1)
            && runs_on(lines.get(i), lines.get(i + 1))
    };
    (0..lines.len())
        .map(|i| {
            numbered.get(&templates.of(i)).is_some_and(|different| different.len() >= RECORD_LINES)
                && !wraps(i)
                && !(i > 0 && wraps(i - 1))
        })
        .collect()
}

/// A word of letters alone, its punctuation aside (`strict`, `argument,`): what a writer's
/// sentences vary in.
fn plain_word(value: &str) -> bool {
    let word = value.trim_matches(|c: char| c.is_ascii_punctuation());
    !word.is_empty() && word.chars().all(char::is_alphabetic)
}

/// Whether `line` runs on into `next`, as a paragraph's lines do: it ends in a word, a number
/// or a comma, not a stop, a colon or a bracket, and `next` takes it up with a lowercase word
/// (`… Every command` / `is written to the plant journal …`).
fn runs_on(line: &str, next: &str) -> bool {
    let ends_open = line.trim_end().chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == ',');
    ends_open && next.trim_start_matches([' ', '\t', '|']).starts_with(|c: char| c.is_lowercase())
}

/// A Markdown heading: `#` to `######`, a blank, then a word that opens with a capital, a digit,
/// `*` or a backtick (`## Schema Analysis`, `### 2. Messages`) — not a shell comment or TAP's
/// `# tests 5`.
fn markdown_heading(line: &str) -> bool {
    let hashes = line.bytes().take_while(|&b| b == b'#').count();
    (1..=6).contains(&hashes)
        && line[hashes..].strip_prefix(' ').is_some_and(|rest| {
            rest.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit() || c == '*' || c == '`')
        })
}

/// A line of words: its first word holds no digit, it has at least three words of letters, and
/// letters and blanks make most of it, with at most one wide gap (a `--help` option and its
/// description) — not a row of columns.
///
/// A gap is wide when it is two blanks or more; in a document `justified` (see
/// [`looks_like_prose`]), when it is wider than the line's word spacing: in a line that also
/// parts words by one blank, two blanks are a justified line's padding or the space after a stop
/// (`set  of  patterns  specified  literally in prog`, man(1)'s every line), so only three or
/// more are; in a line parting no words by one blank, two are (`a.c  b.c  d.c`).
fn is_sentence(line: &str, justified: bool) -> bool {
    let t = line.trim_start_matches([' ', '\t', '|', '>', '*', '-', '•']).trim_end();
    let Some(first) = t.split_whitespace().next() else { return false };
    if first.bytes().any(|b| b.is_ascii_digit()) {
        return false;
    }
    let words = t
        .split_whitespace()
        .filter(|w| w.len() >= 2 && w.bytes().filter(u8::is_ascii_alphabetic).count() * 2 > w.len())
        .count();
    let lettered = t.bytes().filter(|b| b.is_ascii_alphabetic() || *b == b' ' || !b.is_ascii()).count();
    words >= 3 && lettered * 10 >= t.len() * 7 && wide_gaps(t, justified) <= 1
}

/// The gaps of `text` (trimmed) wider than its word spacing (see [`is_sentence`]): runs of two
/// blanks or more, or, `justified`, of three or more where some words are parted by one blank.
fn wide_gaps(text: &str, justified: bool) -> usize {
    let bytes = text.as_bytes();
    let mut gaps: Vec<usize> = Vec::new();
    let mut run = 0;
    for &b in bytes {
        if b == b' ' || b == b'\t' {
            run += 1;
        } else {
            if run > 0 {
                gaps.push(run);
            }
            run = 0;
        }
    }
    let widest_spacing = if justified && gaps.contains(&1) { 2 } else { 1 };
    gaps.iter().filter(|&&gap| gap > widest_spacing).count()
}

/// A signature a document describes: `__init__(self, args)`, `class Popen(builtins.object)`,
/// `func Cut(s, sep string) (before, after string, found bool)` — a name, its arguments in
/// parentheses, and nothing after the closing one but more of the same or a colon.
fn is_signature(line: &str) -> bool {
    let t = line.trim_matches([' ', '\t', '|']);
    let Some(open) = t.find('(') else { return false };
    let name = t[..open].rsplit(' ').next().unwrap_or_default();
    !name.is_empty()
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.'))
        && !t.split_whitespace().next().unwrap_or_default().bytes().all(|b| b.is_ascii_digit())
        && t.trim_end_matches([':', '{', ' ']).ends_with(')')
}

/// A diagnostic: a line that opens with an error or warning word used as one (`error: x`,
/// `ValueError: x`, `FAILED x`) or names a `path.ext:line` place. Documentation mentions errors
/// too, further into its sentences (`returns an error`, `(int, error)`).
fn is_diagnostic(line: &str) -> bool {
    let mut words = line.split_whitespace();
    let opening = words.next().unwrap_or_default();
    if opening == "Warn" && words.next().is_some_and(|next| next.bytes().all(|b| b.is_ascii_lowercase())) {
        // A description that opens with the verb (`Warn about casts that truncate …`, a compiler
        // manual's every `-W` option): a sentence, where a log writes its level `WARN`, `warn:`.
        return located(line);
    }
    let lower = opening.to_ascii_lowercase();
    occurs_any(lower.as_bytes(), opening.as_bytes(), ERROR_WORDS)
        || occurs_any(lower.as_bytes(), opening.as_bytes(), WARN_WORDS)
        || located(line)
}

/// The first word of a line, past blanks, gutters and bullets.
fn first_word(line: &str) -> &str {
    line.trim_start_matches([' ', '\t', '|', '>', '*', '-', '•'])
        .split_whitespace()
        .next()
        .unwrap_or_default()
}

/// Whether a line names a `name.ext:12` place: a `:` before a digit, after one to six letters
/// or digits after a `.`. Read on the whole line's bytes: none of those is a blank or a bracket,
/// so the place lies within one word of it.
fn located(line: &str) -> bool {
    let b = line.as_bytes();
    memchr::memchr_iter(b':', b).any(|i| {
        b.get(i + 1).is_some_and(u8::is_ascii_digit) && {
            let ext = b[..i].iter().rev().take_while(|c| c.is_ascii_alphanumeric()).count();
            (1..=6).contains(&ext) && i > ext && b[i - ext - 1] == b'.'
        }
    })
}

/// Squashes prose: kept whole up to [`PROSE_WHOLE`] bytes; above, every heading and term is kept
/// (cut at [`MAX_TERM`] bytes), with the first and last lines, and the sections under them share
/// `budget` bytes a sentence at a time — every section its first sentence, then every longer one
/// its second, and so on, the cheapest first — so short sections come out whole and each keeps
/// its beginning. Each run of dropped lines becomes one `[N lines omitted]` line. Returns the
/// input unchanged when that is not shorter.
///
/// ```
/// use ctx_squash_text::squash_prose;
///
/// let mut doc = String::from("NAME\n    tool - does things\n\nOPTIONS\n");
/// for i in 0..700 {
///     doc.push_str(&format!("    --option-{i}\n        Explains what option {i} does, in a sentence or two of words.\n\n"));
/// }
/// let out = squash_prose(&doc, 2_000);
/// assert!(out.len() < doc.len() / 2);
/// assert!(out.contains("OPTIONS\n") && out.contains("    tool - does things\n"));
/// assert!((0..700).all(|i| out.contains(&format!("    --option-{i}\n"))));
/// ```
pub fn squash_prose(input: &str, budget: usize) -> String {
    squash_prose_marked(input, budget).text
}

/// [`squash_prose`], with the `[N lines omitted]` markers it wrote, in order.
pub fn squash_prose_marked(input: &str, budget: usize) -> Squash {
    if input.len() <= PROSE_WHOLE {
        return Squash::unchanged(input);
    }
    let lines = Lines::new(input);
    let n = lines.len();
    let mut keep = vec![false; n];
    // The outline: headings, terms, the first and last lines that say something, and a listing's
    // rows of a rare `[kind]` (`rare_tags`: `perf list`'s few software events among tracepoints).
    let rare = ctx_squash_core::rare_tags(&lines);
    let listed = listing_rows(&lines);
    let first = (0..n).find(|&i| !lines.get(i).trim().is_empty()).unwrap_or(0);
    let last = (0..n).rev().find(|&i| !lines.get(i).trim().is_empty()).unwrap_or(0);
    let mut spent = 0;
    // The headings among them: the document's own sections, not its terms.
    let mut headings = vec![false; n];
    // The terms among them, for the definitions their copies write (odd_definitions.rs).
    let mut terms = Vec::new();
    // The lines kept, each after the line above it: the sections' lines that copy a run kept
    // are charged nothing (shares.rs, fix76), the output showing such a run once.
    let mut shown = crate::shares::Shown::default();
    for (i, (kept, heading)) in keep.iter_mut().zip(headings.iter_mut()).enumerate() {
        let line = lines.get(i);
        *heading = is_heading(line) || (i + 1 < n && is_rule(lines.get(i + 1)) && !line.trim().is_empty());
        let term = is_term(&lines, i);
        if term {
            terms.push(i);
        }
        let outline = i == first
            || i == last
            || *heading
            || term
            || rare.binary_search(&i).is_ok()
            || listed.get(i).copied().unwrap_or(false);
        if outline {
            *kept = true;
            spent += line.len().min(MAX_TERM) + 1;
            shown.entry(crate::shares::shown_as(&lines, i)).or_insert(i);
        }
    }
    // The definitions that differ among a term's copies, read against the outline alone.
    let odd = crate::odd_definitions::odd_definitions(&lines, &terms, &keep);
    // Each annotation once, with the line it points at (see `annotations`).
    for i in crate::annotations::annotated(&lines) {
        if let Some(kept) = keep.get_mut(i).filter(|kept| !**kept) {
            *kept = true;
            spent += lines.get(i).len().min(MAX_TERM) + 1;
        }
    }
    // The paragraphs get a share of their own however long the outline: a document's first
    // paragraphs (its NAME line, a report's lead, a module's DATA) say what the outline is of.
    let mut limit = spent.saturating_add(budget / PARAGRAPH_SHARE).max(budget);
    // A term written alike keeps the definition that differs (see `odd_definitions`), its bytes
    // on top of the limit: the rest of the document keeps what it would without them.
    for i in odd {
        if let Some(kept) = keep.get_mut(i).filter(|kept| !**kept) {
            *kept = true;
            let cost = lines.get(i).len().min(MAX_TERM) + 1;
            spent += cost;
            limit += cost;
        }
    }
    // The outline the sections lie between, for the paragraphs' leads below.
    let outline = keep.clone();
    // Spent across the sections, a sentence each at a time, not front to back.
    crate::shares::spread(&lines, &mut keep, &headings, spent, limit, &mut shown);
    // A sentence a kept line opens is kept to its end (whole_sentences.rs).
    crate::whole_sentences::complete(&lines, &mut keep, limit);
    // A later paragraph under a kept first sentence keeps its own first one, from an allowance
    // of its own (paragraph_leads.rs).
    crate::paragraph_leads::keep_leads(&lines, &mut keep, &outline, budget);
    // A sentence that restricts what its section says (a caveat: `not`, `only`, `Note that`) is
    // kept whole, from an allowance of its own (caveats.rs).
    crate::caveats::keep_caveats(&lines, &mut keep, &outline, budget);
    let mut out = Render::new(&lines);
    for (k, _) in keep.iter().enumerate().filter(|(_, kept)| **kept) {
        out.line_with(k, |out, line| push_cut(out, line, MAX_TERM));
    }
    out.finish_squash().or_unchanged(input)
}

/// The indentation of a line, `|` counted as a blank (pydoc's class bodies).
fn indent(line: &str) -> usize {
    line.bytes().take_while(|b| matches!(b, b' ' | b'\t' | b'|')).count()
}

/// A term: a line a definition hangs from — followed (past blanks) by a more deeply indented
/// line — or an option line (`-k, --insecure …`, `--test …`).
fn is_term(lines: &Lines<'_>, i: usize) -> bool {
    let line = lines.get(i);
    let t = line.trim_start_matches([' ', '\t', '|']);
    if t.is_empty() {
        return false;
    }
    // A signature is a term however long its arguments (it is cut in the middle when kept).
    if t.len() > 160 {
        return is_signature(line);
    }
    // A definition the document lists: `PIPE = -1`, `DEFAULT_BUFFER_SIZE = 8192`.
    if let Some((name, value)) = t.split_once(" = ") {
        let name_ok = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        if name_ok && !value.trim().is_empty() && t.len() <= 80 {
            return true;
        }
    }
    let option = t.starts_with('-') && t[1..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '-');
    if option {
        return true;
    }
    let next =
        (i + 1..lines.len()).map(|k| lines.get(k)).find(|l| !l.trim_matches([' ', '\t', '|']).is_empty());
    if t.ends_with(['.', ',']) {
        return false;
    }
    next.is_some_and(|next| indent(next) > indent(line)) || is_alias(lines, i)
}

/// The most lines of a term's aliases, each above the next at one indent.
const MAX_ALIASES: usize = 3;
/// The longest alias.
const MAX_ALIAS: usize = 48;

/// An alias of a term: a short line of one or two words (`‘-I PATTERN’`) right above another at
/// its indent, no blank between, whose
/// last (at most [`MAX_ALIASES`] down) is followed by a more deeply indented line — `‘-a’` over
/// `‘--all’` over its definition in an info manual.
fn is_alias(lines: &Lines<'_>, i: usize) -> bool {
    let at = indent(lines.get(i));
    let short = |line: &str| {
        let t = line.trim();
        !t.is_empty()
            && t.len() <= MAX_ALIAS
            && t.split_whitespace().count() <= 2
            && !t.ends_with(['.', ',', ';', ':'])
            && indent(line) == at
    };
    if !short(lines.get(i)) {
        return false;
    }
    let mut k = i + 1;
    while k < lines.len() && k <= i + MAX_ALIASES && short(lines.get(k)) {
        k += 1;
    }
    k > i + 1 && k < lines.len() && !lines.get(k).trim().is_empty() && indent(lines.get(k)) > at
}

/// The rows of the document's two-column listings — a term and its definition side by side
/// (`apropos`'s `clone (2)   - create a child process`, `perf list`'s events, `make help`'s
/// targets), each beside another such row — when they come to [`LISTING_WHOLE`] bytes at most: a
/// reference listing's rows are what it is read for, each a fact of its own; a larger one is cut
/// like paragraphs (its rare kinds kept), the rest a recall away.
fn listing_rows(lines: &Lines<'_>) -> Vec<bool> {
    let n = lines.len();
    let row: Vec<bool> = (0..n).map(|i| definition_row(lines.get(i))).collect();
    let mut listed = vec![false; n];
    let mut bytes = 0;
    for i in 0..n {
        if row[i] && ((i > 0 && row[i - 1]) || row.get(i + 1).copied().unwrap_or(false)) {
            listed[i] = true;
            bytes += lines.get(i).len() + 1;
            if bytes > LISTING_WHOLE {
                return vec![false; n];
            }
        }
    }
    listed
}

/// A row of a two-column listing: an indent, one word (a name, `cpu-clock`, `sched:sched_switch`),
/// an optional `(section)`, then its description after a gap of two blanks or more, a tab, or ` - `,
/// with no second wide gap (a justified line of a man page has its gaps anywhere, and more than one).
fn definition_row(line: &str) -> bool {
    let t = line.trim_start_matches([' ', '\t', '|']);
    let Some(key_end) = t.find([' ', '\t']) else { return false };
    let key = &t[..key_end];
    // A word that ends a clause (`ignored.  Servers …`: two blanks after a full stop) is no term.
    let ends_clause = key.ends_with([',', ';']) || (key.ends_with('.') && key.contains(char::is_alphabetic));
    if key.len() > 48
        || ends_clause
        || !key.contains(char::is_alphanumeric)
        || !key.starts_with(|c: char| c.is_alphanumeric() || matches!(c, '_' | '.' | '-'))
    {
        return false;
    }
    let mut rest = &t[key_end..];
    // `clone (2)`: a man page's section after the name.
    if let Some(section) = rest.strip_prefix(" (") {
        match section.split_once(')') {
            Some((inside, after)) if inside.len() <= 8 && !inside.contains(' ') => rest = after,
            _ => return false,
        }
    }
    let gap = rest.len() - rest.trim_start_matches([' ', '\t']).len();
    let wide = gap >= 2 || rest.starts_with('\t') || rest.starts_with(" - ");
    let description = rest.trim_start_matches([' ', '\t']);
    wide && description.contains(|c: char| c.is_alphabetic())
        && !description.contains("  ")
        && !description.contains('\t')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_naming_a_hash_first_does_not_end_the_look_at_markdown() {
        let openers = ["The", "Each", "Every", "Some", "Many", "Our", "Your", "This", "That", "Its"];
        let more = ["Then", "Later", "Often", "Here", "There", "Since", "When", "While", "After", "Before"];
        let sentences = openers.iter().chain(&more).fold(String::new(), |mut text, opener| {
            text.push_str(opener);
            text.push_str(" cache keeps every answer it was given for later use.\n");
            text
        });
        let hash = "Fixed in commit 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a31 by the patch below.\n";
        let markdown = format!("{hash}## Summary Of It\n{sentences}```\nlet x = 1;\n```\n## Next Steps\n");
        assert!(looks_like_prose(&markdown));
        // Without headings and fences the same line is one identified line too many.
        assert!(!looks_like_prose(&format!("{hash}{sentences}")));
        assert!(looks_like_prose(&sentences));
    }

    #[test]
    fn a_description_opening_with_the_verb_warn_is_a_sentence_not_a_level() {
        // A compiler's manual opens each `-W` option's description with the verb (sparse(1),
        // gcc(1)); read as a log level, one such line in twenty made the manual a log
        // (tests/set_in.rs reads sparse(1)).
        // A log's level is no verb: `WARN`, `Warn:` stay diagnostics.
        assert!(is_diagnostic("Warn: the disk is almost full on the build host"));
        assert!(is_diagnostic("WARN the disk is almost full on the build host"));
        assert!(!is_diagnostic("Warn about casts that truncate constant values."));
        assert!(is_diagnostic("Warn about casts in src/cast.c:12 here"));
    }

    #[test]
    fn a_documents_notes_with_one_constant_version_are_no_records() {
        // A library's reference: sentences, an INI example at the margin, and four "Changed in
        // version 3.12" notes whose one number never changes (only the argument's name does): no
        // counter, so no tool's records (review79) — the document stays prose.
        assert!(looks_like_prose(CONSTANT_VERSION_DOC));
    }

    const CONSTANT_VERSION_DOC: &str = r"The parser reads the whole file before it starts, so very large inputs need a lot of memory.
Changed in version 3.12: the strict argument is ignored by the parser.
Most callers never pass any option, and the defaults suit ordinary configuration files well.
Changed in version 3.12: the encoding argument is ignored by the parser.
When a key appears twice, the later value wins and no warning is printed for it at all.
Changed in version 3.12: the comments argument is ignored by the parser.
Sections may nest, though deep nesting makes the file hard for people to read and edit.
Changed in version 3.12: the delimiters argument is ignored by the parser.
Values keep their surrounding blanks unless the caller asks for them to be stripped away.
Interpolation replaces a reference with the value it names, looked up in the same section.

[parser]
strict = yes
encoding = utf-8
comments = #;
delimiters = =:

[paths]
data = /srv/data
cache = /var/cache/app
logs = /var/log/app
temp = /tmp/app

Every error names the line it was found on, which helps when a file was written by hand.
Writing a file back keeps the order of its sections but drops every comment it contained.
Reading from a stream works too, as long as the stream yields text rather than raw bytes.
Default values live in a section of their own and are seen from every other section.
Booleans accept yes, no, on, off, true and false, written in any mix of letter case.
Comments start with a hash or a semicolon at the start of a line, never in the middle.
Keys are folded to lower case when read, so two spellings of one key are the same key.
Nothing is written until the caller asks for it, and a failed write leaves the old file.
Options that take a list expect the items on separate lines, indented under the key.
An empty value is allowed and differs from a key that is missing from the file entirely.
";

    #[test]
    fn a_packages_steps_are_a_tools_records() {
        use std::fmt::Write as _;

        // npm's workspaces: each package's steps, lines of words written to one template with
        // their numbers changing.
        let mut npm = String::new();
        for package in ["hoop-press", "head-board", "stave-cut", "char-oven"] {
            let _ = writeln!(npm, "\n> @cooperage/{package}@2.0.0 build\n> node build.js\n");
            for step in 1..=45 {
                let _ = writeln!(npm, "{package}: step {step} of 45, batch B-{:03} ok", step * 2);
            }
        }
        npm.push_str("stave-cut: no profile \"oak-30-tight\" (config/cut.json, key \"profile\")\n");
        assert!(!looks_like_prose(&npm), "{npm}");
    }

    #[test]
    fn a_linters_findings_are_a_tools_records() {
        use std::fmt::Write as _;

        // ShellCheck's findings: `In FILE line N:`, the source line, the note under it.
        let mut shellcheck = String::new();
        for script in ["bilge-gauge.sh", "cask-label.sh", "press-report.sh"] {
            for batch in 1..=6 {
                let _ = write!(
                    shellcheck,
                    "\nIn {script} line {}:\nfor f in $(ls /srv/cooperage/batch-{batch}); do\n         ^-- SC2045 (error): Iterating over ls output is fragile. Use globs.\n\n",
                    batch * 3 + 2
                );
            }
            let _ = write!(
                shellcheck,
                "\nIn {script} line 29:\ncp /srv/cooperage/*.conf $HOME/cooperage/\n{:>26}^---^ SC2086 (info): Double quote to prevent globbing and word splitting.\n\nDid you mean: \ncp /srv/cooperage/*.conf \"$HOME\"/cooperage/\n\n",
                ""
            );
            for (line, name) in [(40, "total"), (41, "failed"), (44, "pressed"), (47, "skipped")] {
                let _ = write!(
                    shellcheck,
                    "\nIn {script} line {line}:\necho \"{name}: ${name}, of: $all\"\n{:>16}^----^ SC2031 (info): {name} was modified in a subshell. That change might be lost.\n{:>28}^--^ SC2031 (info): all was modified in a subshell. That change might be lost.\n\n",
                    "", ""
                );
            }
        }
        assert!(!looks_like_prose(&shellcheck), "{shellcheck}");
    }

    #[test]
    fn a_documents_numbered_sentences_run_on_and_its_copies_are_no_records() {
        use std::fmt::Write as _;

        // A generated manual writes its sentences again with the numbers changed, section after
        // section — wrapped into the lines around them, as a writer's are.
        let mut manual = String::from("DESCRIPTION\n");
        let controllers = ["weigh", "screen", "crush", "load", "haul", "drill", "pump", "sort"];
        let leads = ["Its", "Each", "Every", "Some", "Our", "This", "That", "When"];
        for (section, (controller, lead)) in controllers.iter().zip(leads).enumerate() {
            let n = section + 1;
            let _ = writeln!(
                manual,
                "    Section {n} of the plant is handled by the {controller} controller, which\n    sends {} commands a minute and keeps the last {} of them in its\n    journal for the shift report.\n    {lead} shift lead reads the journal before the next shift.\n",
                n * 3,
                n * 10
            );
        }
        assert!(looks_like_prose(&manual), "{manual}");
        // The same docs copied under every class (pydoc's inherited methods): copies, no records.
        let mut pydoc = String::from("CLASSES\n");
        let methods = [
            (
                "heat(self, degrees)",
                "Raise the temperature; the heater trips above 60 degrees.",
                "Heat for 90 minutes at most.",
            ),
            (
                "drain(self, litres)",
                "Drain the bath; the filter takes 40 litres a minute.",
                "A drained bath rests for 15 minutes.",
            ),
            (
                "dose(self, grams)",
                "Add grams of chemical, at most 500 grams a charge.",
                "Each charge waits 5 minutes to mix.",
            ),
            (
                "run(self, minutes)",
                "Run the bath; the level falls by 2 litres an hour.",
                "The floor log notes the run every 10 minutes.",
            ),
        ];
        for class in ["RinseVat", "SoakVat", "TanVat", "DyeVat", "DrumVat", "LimeVat"] {
            let _ = writeln!(
                pydoc,
                "    class {class}(Tank)\n     |  The {} vat: a tank with a drum of its own.\n     |  \n     |  Methods inherited from Tank:\n     |  ",
                class.trim_end_matches("Vat").to_lowercase()
            );
            for (signature, doc, more) in methods {
                let _ =
                    writeln!(pydoc, "     |  {signature}\n     |      {doc}\n     |      {more}\n     |  ");
            }
        }
        assert!(looks_like_prose(&pydoc), "{pydoc}");
    }

    #[test]
    fn a_listing_keeps_its_rare_kinds() {
        use std::fmt::Write as _;

        let mut text = String::from("List of pre-defined events (to be used in -e or -M):\n\n");
        for i in 0..900 {
            let _ =
                writeln!(text, "  subsystem_{}:event_number_{i}                [Tracepoint event]", i % 7);
        }
        text.insert_str(
            text.find("  subsystem_0:event_number_301").unwrap_or(0),
            "  cpu-clock          [Software event]\n",
        );
        let out = squash_prose(&text, 2_000);
        assert!(out.len() < text.len() / 4, "{out}");
        assert!(out.contains("\n  cpu-clock          [Software event]\n"), "{out}");
    }

    #[test]
    fn a_two_column_listing_keeps_every_row_up_to_its_cap() {
        use std::fmt::Write as _;

        let listing = |rows: usize| {
            (0..rows).fold(String::new(), |mut text, i| {
                let _ = writeln!(
                    text,
                    "{:<20} - does the thing number {i} of the kernel",
                    format!("call{i} (2)")
                );
                text
            })
        };
        // A manual's sentences around the listing, so the document is over what prose keeps whole.
        let manual = |rows: usize| {
            let mut text = String::from("DESCRIPTION\n");
            for i in 0..400 {
                let _ = writeln!(
                    text,
                    "       The kernel describes call number {i} here in a sentence of words."
                );
            }
            text + "\nCALLS\n" + &listing(rows)
        };
        let rows = listing(500);
        let text = manual(500);
        assert!(text.len() > PROSE_WHOLE && rows.len() <= LISTING_WHOLE, "{} {}", text.len(), rows.len());
        let out = squash_prose(&text, 2_000);
        assert!(rows.lines().all(|row| out.contains(&format!("{row}\n"))), "{out}");
        // Over the cap the rows are paragraphs again: cut, a recall away.
        let text = manual(900);
        assert!(listing(900).len() > LISTING_WHOLE);
        assert!(squash_prose(&text, 2_000).len() < text.len() / 4);
    }

    #[test]
    fn a_row_has_one_wide_gap_after_its_term() {
        for (line, expected) in [
            ("clone (2)            - create a child process", true),
            ("io_pgetevents_time64 (2) - read asynchronous I/O events", true),
            ("  cpu-clock                       [Software event]", true),
            ("  build      Compile the current package", true),
            ("       If  <branch>  is specified, git rebase will perform an automatic", false),
            ("       The default is  yes, which means the client will try", false),
            ("A sentence of words with single blanks only, as prose is written.", false),
            ("clone (2)            - 42", false),
            ("             ignored.  Servers that present host keys smaller than this limit", false),
            ("        ...               \"ls -l non_existent_file ; exit 0\"],", false),
        ] {
            assert_eq!(definition_row(line), expected, "{line}");
        }
    }

    #[test]
    fn a_place_is_located_within_a_word() {
        for (line, expected) in [
            ("see src/a.rs:12 for it", true),
            ("(a.py:3)", true),
            ("x.c:1", true),
            ("a.toolong:1", false),
            (".rs:1", true),
            ("a. rs:1", false),
            ("rs:1", false),
            ("a.rs: 1", false),
            ("a.rs:", false),
            ("time 12:30", false),
        ] {
            assert_eq!(located(line), expected, "{line}");
        }
    }

    #[track_caller]
    fn check(line: &str, expected: bool) {
        assert_eq!(is_sentence(line, true), expected, "{line:?}");
        // Read as columns where two blanks always part them, a line with none is read alike.
        if !line.contains("  ") {
            assert_eq!(is_sentence(line, false), expected, "{line:?}");
        }
    }

    #[test]
    fn sentences_are_words() {
        check("       If <branch> is specified, git rebase will perform an automatic git", true);
        check("  -k, --insecure           Allow insecure server connections", true);
        check("    |      Create new Popen instance.", true);
        check(
            "ii  adduser                 3.134          all          add and remove users and groups",
            false,
        );
        check("2026-12-03 08:00:01,123 INFO ingest: loaded rows from batch", false);
        check("   Compiling serde v1.0.200", false);
        check("-rwxr-xr-x  1 root root  14720 Apr  1  2024 base32", false);
        // A justified line's padding and the two blanks after a stop are no columns (man(1)).
        check("       set  of  patterns  specified  literally in prog or in one or more files", true);
        check("       tern.  Each line is matched against the pattern portion of  every  pat‐", true);
        check("       ARGV      argument array, assignable; non-null  members  are  taken  as", true);
        // Columns parted by two blanks, no word by one; or by three and more.
        check("alpha.c  beta.c  gamma.c  delta.c", false);
        check("north yard   loaded   active   running", false);
        // Outside a document prose keeps whole, two blanks part columns.
        assert!(!is_sentence(
            "       set  of  patterns  specified  literally in prog or in one or more files",
            false
        ));
    }

    #[test]
    fn terms_hang_definitions() {
        let lines = Lines::new(
            "       --onto <newbase>\n           Starting point at which to create the new commits.\n\n  A plain sentence.\n  Another one.\n",
        );
        assert!(is_term(&lines, 0));
        assert!(!is_term(&lines, 1));
        assert!(!is_term(&lines, 3));
        // An alias above its term is a term too; a sentence above a block is not.
        let lines = Lines::new(
            "‘-a’\n‘--all’\n     In directories, do not ignore names.\n\nFor each one of them, the\nlast said:\n     code\n",
        );
        assert!(is_term(&lines, 0));
        assert!(is_term(&lines, 1));
        assert!(!is_term(&lines, 4));
    }

    #[test]
    fn small_prose_is_kept_whole() {
        let text = "# Report\n\nThe tool exports sessions.\n".repeat(10);
        assert_eq!(squash_prose(&text, 100), text);
    }
}
