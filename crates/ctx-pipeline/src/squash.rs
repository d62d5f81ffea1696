//! `apply`: the squash dispatch called once where a tool result is built.

use std::borrow::Cow;

/// Outputs shorter than this many bytes pass through unchanged.
pub const SQUASH_FLOOR: usize = 1_500;
/// The byte budget of the generic squasher: the floor doubled.
pub const GENERIC_BUDGET: usize = 2 * SQUASH_FLOOR;

/// The byte budget of the paragraphs `squash_prose` keeps beyond a large document's outline.
pub const PROSE_BUDGET: usize = 8 * 1024;

/// Which path a tool output took through [`squash`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Strategy {
    /// The `read` tool: always byte-exact, whatever its size.
    Exempt,
    /// Under [`SQUASH_FLOOR`] bytes: unchanged.
    BelowFloor,
    /// The whole output is JSON, one document or a stream of them (`jq`): `squash_json`.
    Json,
    /// Newline-delimited JSON records: `squash_ndjson`.
    Ndjson,
    /// A flat key-value table (`getconf -a`, `env`): `squash_table`, every key kept.
    Table,
    /// Any other output made of lines — a build or test log, a system log, `git log`, a table
    /// of rows — `squash_log`: the principles that hold for any text (diagnostic blocks, repeats
    /// folded, ends, headings, summaries and identifiers kept, what nothing classified before a
    /// second copy of anything).
    Log,
    /// A file listing or grep output (paths, `path:match` lines): `squash_listing_with`, told
    /// the call's search terms. Lines of a path, a location and a message (`docs/a.md:7:1 error
    /// MD018 …`, `feed.xml:27: element price: Schemas validity error : …`) are findings, not
    /// entries: such an output is a log.
    Listing,
    /// A dependency or directory tree (`npm ls --all`, `cargo tree`): `squash_tree`.
    Tree,
    /// Prose (a report, search results, docs, `--help`, a man page): `squash_prose`, kept whole
    /// unless very large.
    Prose,
    /// A diff: `squash_generic` with [`GENERIC_BUDGET`], which keeps every file header, hunk
    /// header and the tool's own lines; in a commit log with patches (`git log -p`) every
    /// commit's header (hash, author, date, message) too, its changes coming on top of those.
    Diff,
    /// An output whose runs of lines repeat one of its call's own texts (an editor's snippet of
    /// the `new_string` it was given, a plan tool's copy of its plan): those runs left out behind
    /// a note naming the text and the lines' numbers, every other line as written
    /// ([`squash_call_with`](crate::squash_call_with) knows the call).
    Echo,
    /// An output whose runs of lines an earlier result of the history already shows, byte for
    /// byte: those runs left out behind a note naming that result's call and lines, every other
    /// line as written ([`squash_call_after`](crate::squash_call_after) knows the history).
    ShownBefore,
}

impl Strategy {
    /// The strategy's name as reported by `ctx squash --stats`.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Exempt => "exempt",
            Strategy::BelowFloor => "below-floor",
            Strategy::Json => "json",
            Strategy::Ndjson => "ndjson",
            Strategy::Table => "table",
            Strategy::Log => "log",
            Strategy::Listing => "listing",
            Strategy::Tree => "tree",
            Strategy::Prose => "prose",
            Strategy::Diff => "diff",
            Strategy::Echo => "echo",
            Strategy::ShownBefore => "shown-before",
        }
    }
}

/// What squashing may know of the call behind an output, beyond the output itself.
///
/// ```
/// let terms = ["python3".to_owned()];
/// let context = ctx_pipeline::SquashContext::default().with_terms(&terms);
/// assert_eq!(context.terms(), terms);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct SquashContext<'a> {
    terms: &'a [String],
    files: &'a [String],
}

impl<'a> SquashContext<'a> {
    /// The call's own search terms (what `find -name`, `grep`, `rg` or a glob looked for): a
    /// listing keeps every entry that matches one.
    #[must_use]
    pub fn with_terms(mut self, terms: &'a [String]) -> Self {
        self.terms = terms;
        self
    }

    /// The search terms.
    pub fn terms(&self) -> &'a [String] {
        self.terms
    }

    /// The files the call's command named as its operands (`clang -Xclang -ast-dump crucible.c`:
    /// `crucible.c`): a tree whose entries come from source files keeps a named file's whole.
    #[must_use]
    pub fn with_files(mut self, files: &'a [String]) -> Self {
        self.files = files;
        self
    }

    /// The files the command named.
    pub fn files(&self) -> &'a [String] {
        self.files
    }
}

/// A squashed output, the path it took and the `[N lines omitted]` markers the squasher wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Squashed<'a> {
    /// The text to store: borrowed when the output is kept as it was.
    pub text: Cow<'a, str>,
    /// Which squasher ran.
    pub strategy: Strategy,
    /// The `[N lines omitted]` lines the squasher wrote, in order: where each starts in `text`
    /// and which lines of the output it stands for ([`Marker::lines`](crate::Marker::lines),
    /// 1-based, are the lines `ctx recall HANDLE --lines A-B` prints back). A line of the output
    /// that only reads like a marker is not one of them. Markers inside JSON strings (a long
    /// string's lines) stand for no line of the output and are not listed.
    pub markers: Vec<crate::Marker>,
    /// The archived original's handle, when a pipeline with an archive kept it
    /// ([`Pipeline::capture_squashed`](crate::Pipeline::capture_squashed)); the markers in `text`
    /// then name it. `None` from [`squash`] and [`squash_with`], which archive nothing.
    pub kept: Option<crate::Handle>,
}

impl<'a> Squashed<'a> {
    /// `output` left as it was by `strategy` (exempt, under the floor, or not shortened).
    pub(crate) fn unchanged(output: &'a str, strategy: Strategy) -> Self {
        Squashed { text: Cow::Borrowed(output), strategy, markers: Vec::new(), kept: None }
    }
}

/// Squashes one tool output, as [`apply`] does, and says which strategy it took.
///
/// `read` (any letter case) is exempt; anything under [`SQUASH_FLOOR`] bytes passes through. Above
/// the floor, terminal noise is removed first (colour codes, carriage-return redraws, CRLF), then
/// the first squasher whose shape fits runs: JSON, NDJSON, a stream of JSON values (`jq`), listing (file paths, grep output),
/// tree (`npm ls`, `cargo tree`), key-value table, diff, prose, and for anything else made of
/// lines the log squasher's principles. The result is never longer than the output: at worst the
/// cleaned output, or the output itself when cleaning removed nothing.
pub fn squash<'a>(tool_name: &str, output: &'a str) -> Squashed<'a> {
    squash_with(tool_name, output, &SquashContext::default())
}

/// [`squash`], knowing what `context` says of the call (its search terms, the files it named).
pub fn squash_with<'a>(tool_name: &str, output: &'a str, context: &SquashContext<'_>) -> Squashed<'a> {
    if tool_name.eq_ignore_ascii_case("read") {
        return Squashed::unchanged(output, Strategy::Exempt);
    }
    if output.len() < SQUASH_FLOOR {
        return Squashed::unchanged(output, Strategy::BelowFloor);
    }
    // Lines of a file numbered as `cat -n` and `nl` number them, whatever command filtered them
    // (`nl -ba x.py | grep -C 20 foo`): a file's text the agent edits by exact match, as `read`.
    // The output's newlines, counted once for the probes below that count them (the listing's,
    // the table's: cleaning that changed nothing gives the output itself, else they count anew).
    let counted = ctx_squash_core::Counted::new(output);
    if numbered_file_view(output, &counted) {
        return Squashed::unchanged(output, Strategy::Exempt);
    }
    // Cleaning keeps every newline, so the squashers' line numbers are the output's.
    let clean = ctx_squash_text::clean_terminal(output);
    let unmarked = |text: String| ctx_squash_text::Squash { text, markers: Vec::new() };
    let (squash, strategy) = if is_json(&clean) {
        (unmarked(ctx_squash_json::squash_json(&clean)), Strategy::Json)
    } else if let Some(squash) = ctx_squash_json::squash_ndjson_marked(&clean) {
        (squash, Strategy::Ndjson)
    } else if is_json_stream(&clean) {
        (unmarked(ctx_squash_json::squash_json(&clean)), Strategy::Json)
    } else if ctx_squash_text::looks_like_listing_counted(&clean, &counted) {
        (ctx_squash_text::squash_listing_marked(&clean, context.terms()), Strategy::Listing)
    } else if ctx_squash_text::looks_like_tree(&clean) {
        let files: Vec<&str> = context.files().iter().map(String::as_str).collect();
        (ctx_squash_text::squash_tree_named(&clean, GENERIC_BUDGET, &files), Strategy::Tree)
    } else if let Some(text) = ctx_squash_text::squash_table_counted(&clean, &counted) {
        (unmarked(text), Strategy::Table)
    } else if ctx_squash_text::looks_like_diff(&clean) {
        (ctx_squash_text::squash_generic_marked(&clean, GENERIC_BUDGET), Strategy::Diff)
    } else if ctx_squash_text::looks_like_prose(&clean) {
        (ctx_squash_text::squash_prose_marked(&clean, PROSE_BUDGET), Strategy::Prose)
    } else {
        (ctx_squash_log::squash_log_marked(&clean), Strategy::Log)
    };
    // A squash that saves less than a quarter of the cleaned output, or less than 4 KiB, is not
    // worth what it leaves out, unless all it leaves out are lines it still shows (and it saves
    // 512 bytes). In its place, or when the squasher shortened nothing, the output of lines
    // (not JSON, whose text must parse) leaves out only the runs it still shows after the same
    // line, when that saves 512 bytes; else the cleaned output is kept whole (only terminal
    // noise removed).
    let of_lines = !matches!(strategy, Strategy::Json | Strategy::Ndjson);
    let squash = ctx_squash_core::settle(&clean, squash, of_lines);
    // What is stored shows a run of lines once: a later copy of lines it shows above (a license
    // block every new file of a diff opens with, the frames two tracebacks share) is named, not
    // repeated. JSON's text must parse, so its squash is left as it is.
    let squash = if of_lines { ctx_squash_core::leave_out_shown_above(&clean, squash) } else { squash };
    // A squasher returns its input when it cannot shrink it, so `text` is at worst the cleaned
    // output; only when cleaning removed nothing either is the output kept as it was.
    if squash.text.len() < output.len() {
        Squashed { text: Cow::Owned(squash.text), strategy, markers: squash.markers, kept: None }
    } else {
        Squashed::unchanged(output, strategy)
    }
}

/// Squashes one tool output at capture time (docs/spec.md, "Squash"): the text to wrap into the
/// tool message.
///
/// ```
/// // Small outputs and `read` results pass through byte-exact.
/// assert_eq!(ctx_pipeline::apply("bash", "ok\n"), "ok\n");
/// let file = "line\n".repeat(1_000);
/// assert_eq!(ctx_pipeline::apply("read", &file), file);
///
/// // A large output shrinks, keeping what matters.
/// let mut log = String::new();
/// for i in 0..2_000 {
///     log.push_str(&format!("   Compiling crate-{i} v0.1.0\n"));
/// }
/// log.push_str("error[E0425]: cannot find value `x` in this scope\n --> src/main.rs:2:13\n");
/// log.push_str("error: could not compile `demo` (bin \"demo\") due to 1 previous error\n");
/// let squashed = ctx_pipeline::apply("bash", &log);
/// assert!(squashed.len() < log.len() / 4);
/// assert!(squashed.contains("error[E0425]: cannot find value `x` in this scope"));
/// assert!(squashed.contains("--> src/main.rs:2:13"));
/// assert!(squashed.contains("error: could not compile `demo`"));
/// ```
pub fn apply(tool_name: &str, output: &str) -> String {
    squash(tool_name, output).text.into_owned()
}

/// Whether at least nine in ten of the output's lines that are not blank or a grep separator
/// (`--`) are numbered file lines: digits after blanks (padded to their column, or six digits
/// at least), then a tab (`cat -n`, `nl -ba`), or digits then an arrow (Claude Code's `Read` and the snippet its `Edit` echoes, `   456→text`). A few lines of a
/// wrapper around them (`<output>`) are allowed.
fn numbered_file_view(text: &str, counted: &ctx_squash_core::Counted<'_>) -> bool {
    let (mut numbered, mut other) = (0usize, 0usize);
    // At most one line more than it has newlines (a vector count, cheaper than `line_count`).
    let total = counted.newlines_of(text) + 1;
    for (read, line) in lines_of(text).enumerate() {
        let t = line.trim_start_matches(' ');
        // Blank (`trim` would leave nothing): told at its first other character.
        if t.chars().all(char::is_whitespace) || t == "--" {
            continue;
        }
        let digits = t.bytes().take_while(u8::is_ascii_digit).count();
        // A file's line number is padded to its column (`cat -n`, `nl`: six wide); an id opening
        // a tab-separated row is not (`mysql --batch`'s `1\tacme`, a data export to squash).
        let padded = t.len() < line.len() || digits >= 6;
        if digits > 0
            && ((padded && t.as_bytes().get(digits) == Some(&b'\t')) || t[digits..].starts_with('→'))
        {
            numbered += 1;
        } else {
            other += 1;
            // Even were every line left numbered, too few would be: the rest is not read.
            if other * 10 > numbered + (total - read) {
                return false;
            }
        }
    }
    numbered >= 20 && other * 10 <= numbered
}

/// The lines `str::lines` reads (a `\r` before a `\n` is no part of its line), split by one
/// vector search rather than a byte-wise one per line.
fn lines_of(text: &str) -> impl Iterator<Item = &str> {
    let mut start = 0;
    let last = (!text.ends_with('\n') && !text.is_empty()).then_some(text.len());
    memchr::memchr_iter(b'\n', text.as_bytes()).chain(last).map(move |end| {
        let line = &text[start..end];
        start = end + 1;
        if end < text.len() { line.strip_suffix('\r').unwrap_or(line) } else { line }
    })
}

/// True when the whole text is one JSON document (`serde_json`'s own nesting limit keeps this safe
/// on pathologically deep input, which then takes another path).
fn is_json(text: &str) -> bool {
    let trimmed = text.trim_start();
    (trimmed.starts_with('{') || trimmed.starts_with('['))
        && serde_json::from_str::<serde::de::IgnoredAny>(text).is_ok()
}

/// True when the text is a stream of JSON objects or arrays, at least two, one after another
/// with only whitespace between them, however each is laid out (`jq`'s output, pretty-printed
/// values one below the other): data, read by its shape like one JSON document.
fn is_json_stream(text: &str) -> bool {
    let mut values = serde_json::Deserializer::from_str(text).into_iter::<serde::de::IgnoredAny>();
    let mut count = 0usize;
    loop {
        let start = values.byte_offset();
        let opens = text.get(start..).map(str::trim_start).is_some_and(|rest| rest.starts_with(['{', '[']));
        match values.next() {
            None => return count >= 2,
            Some(Ok(_)) if opens => count += 1,
            Some(_) => return false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(tool: &str, output: &str, expected: Strategy) {
        let squashed = squash(tool, output);
        assert_eq!(squashed.strategy, expected);
        assert!(squashed.text.len() <= output.len());
    }

    #[test]
    fn lines_are_read_as_str_lines_reads_them() {
        for text in ["", "\n", "a", "a\n", "a\r\n", "a\r", "\r\n\r\n", "--\r\nb\rc\n\nd\r", "x\n\n"] {
            assert!(lines_of(text).eq(text.lines()), "{text:?}");
        }
    }

    #[test]
    fn dispatch_follows_the_shape_of_the_output() {
        let big_json = format!(
            "{{\"items\": [{}]}}",
            vec!["\"a long value that says nothing much at all\""; 100].join(",")
        );
        check("bash", &big_json, Strategy::Json);
        check("read", &big_json, Strategy::Exempt);
        check("Read", &big_json, Strategy::Exempt);
        check("bash", "{\"small\": true}", Strategy::BelowFloor);
        let ndjson = "{\"reason\":\"compiler-artifact\",\"package_id\":\"x 0.1.0\"}\n".repeat(100);
        check("bash", &ndjson, Strategy::Ndjson);
        let log = "error: something failed at step\n".repeat(100);
        check("bash", &log, Strategy::Log);
        let text = "just some words on a line\n".repeat(100);
        check("bash", &text, Strategy::Log);
        let diff = "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a line that was\n+a line that is\n"
            .repeat(40);
        check("bash", &diff, Strategy::Diff);
        let grep = "src/lib.rs:12:    let x = unsafe { f() };\n".repeat(100);
        check("grep", &grep, Strategy::Listing);
        // A path, a location and a message: a linter's findings, not a listing.
        let markdownlint =
            "docs/README.md:20 error MD025/single-title Multiple top-level headings\n".repeat(40);
        check("bash", &markdownlint, Strategy::Log);
        let xmllint =
            "feed.xml:27: element price: Schemas validity error : Element 'price': bad\n".repeat(40);
        check("bash", &xmllint, Strategy::Log);
        let log_p = "commit 7b15fd02c259dc8325d722b3210da6c7678b1058\nAuthor: A <a@example.com>\n\n    Add Sweden\n\ndiff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a line that was\n+a line that is\n\n"
            .repeat(20);
        check("bash", &log_p, Strategy::Diff);
        let tree = "├─┬ a-dependency@1.0.0\n│ └── a-nested-dependency@2.0.0\n".repeat(40);
        check("bash", &tree, Strategy::Tree);
        let stream = "{\n  \"name\": \"aho-corasick\",\n  \"version\": \"1.1.5\"\n}\n".repeat(40);
        check("bash", &stream, Strategy::Json);
        assert!(!is_json_stream("{\"a\": 1}\n"), "one value is a document");
        assert!(!is_json_stream("{\"a\": 1}\n2\n"), "scalars are not records");
        assert!(!is_json_stream("{\"a\": 1}\n{\"a\": "), "cut short");
    }

    #[test]
    fn a_numbered_file_view_is_kept_as_read() {
        use std::fmt::Write as _;

        let view = (1700..1800).fold(String::new(), |mut view, n| {
            let _ = writeln!(view, "  {n}\t        let value_{n} = compute({n});");
            view
        });
        let wrapped = format!("<returncode>0</returncode>\n<output>\n{view}</output>\n");
        check("bash", &wrapped, Strategy::Exempt);
        assert_eq!(squash("bash", &wrapped).text, wrapped);
        // Claude Code numbers a file's lines with an arrow, not a tab: the same view.
        let arrowed = (1..=300).fold(String::from("The file src/app.py has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"), |mut view, n| {
            let _ = writeln!(view, "{n:>6}→    value_{n} = compute({n}, \"error {n}\")");
            view
        });
        check("Edit", &arrowed, Strategy::Exempt);
        assert_eq!(squash("Edit", &arrowed).text, arrowed);
        // Numbers without the tab or the arrow are a log's.
        let log = "7 request served in 3 ms\n".repeat(200);
        assert_ne!(squash("bash", &log).strategy, Strategy::Exempt);
        // An unpadded id opening a tab-separated row is data (`mysql --batch`), not a file view.
        let export = (1..=500).fold(String::from("id\tname\tstatus\n"), |mut rows, n| {
            let _ = writeln!(rows, "{n}\tcustomer {n}\t{}", if n == 321 { "refunded" } else { "shipped" });
            rows
        });
        let squashed = squash("bash", &export);
        assert_ne!(squashed.strategy, Strategy::Exempt);
        assert!(
            squashed.text.len() < export.len() / 2 && squashed.text.contains("321\tcustomer 321\trefunded")
        );
    }

    #[test]
    fn a_numbered_view_may_open_with_one_line_in_ten_of_other_text() {
        use std::fmt::Write as _;

        let view = (1..=100).fold(String::new(), |mut view, n| {
            let _ = writeln!(view, "  {n}\t        let value_{n} = compute({n});");
            view
        });
        // Read before any numbered line, the other lines first look like too many: the check
        // stops early only once the lines left cannot make up for them.
        let ten = format!("{}{view}", "a line of the wrapper\n".repeat(10));
        assert!(numbered_file_view(&ten, &ctx_squash_core::Counted::new(&ten)));
        let eleven = format!("{}{view}", "a line of the wrapper\n".repeat(11));
        assert!(!numbered_file_view(&eleven, &ctx_squash_core::Counted::new(&eleven)));
    }

    #[test]
    fn read_output_is_byte_exact_whatever_it_holds() {
        let file = "\u{1b}[31mred\u{1b}[0m\r\n".repeat(500);
        assert_eq!(apply("read", &file), file);
    }

    #[test]
    fn terminal_noise_goes_even_when_nothing_else_can() {
        let colored = (0..300_u32).fold(String::new(), |mut text, i| {
            text.push_str("\u{1b}[32m");
            text.push(char::from_digit(10 + i % 26, 36).unwrap_or('x'));
            text.push_str("\u{1b}[0m\n");
            text
        });
        let squashed = squash("bash", &colored);
        assert!(!squashed.text.contains('\u{1b}'), "{:?}", &squashed.text[..40]);
        assert!(squashed.text.len() < colored.len());
    }

    #[test]
    fn squashing_never_grows_the_output() {
        let incompressible: String = (0..4_000).map(|i| char::from(b'a' + (i % 26) as u8)).collect();
        let squashed = squash("bash", &incompressible);
        assert!(squashed.text.len() <= incompressible.len());
    }
}
