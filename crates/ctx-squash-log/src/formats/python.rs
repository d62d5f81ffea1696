//! Python: tracebacks, pytest and unittest.
//!
//! What no principle tells: a traceback's frame is `File "…", line N, in f` (no `file.ext:N`
//! place); pytest writes a failure's explanation as a run of lines opening with `E` (most of
//! which name no error: `E        +  where 3 = f()`), its frames as `path.py:N:` or
//! `path.py:N: in name` below the code they point at (marked `>`), and unittest's verdicts are
//! `Ran N tests` and `FAILED (failures=2)`; the installed packages' and interpreter's frames are
//! noise.

use std::collections::HashSet;
use std::ops::Range;

use ctx_squash_core::{Lines, contains};

use super::{Format, indent};
use crate::classify::location_at;

/// The most lines of a pytest explanation kept with its headline.
pub(crate) const MAX_EXPLANATION: usize = 24;

pub(super) static PYTHON: Format = Format {
    name: "python",
    triggers: &["file \"", ".py:", "ran "],
    library_places: &[b"site-packages/", b"dist-packages/", b"/lib/python", b"<frozen "],
    verdict_starts: &[b"failed (", b"ran "],
    frame: Some(frame),
    message: Some(message),
    frame_name: Some(marked_line),
    frame_body: Some(short_body),
    frame_context: Some(marked_context),
    ..Format::NONE
};

/// A traceback's `File "…", line N, in f`, or pytest's frame line: the path and line of a frame
/// with nothing after (`--tb=long`, `catalog/importer.py:35: `) or the function's name
/// (`--tb=short`, `telemetry/stats.py:49: in summarize`).
fn frame(_lower: &[u8], trimmed: &[u8], indented: bool) -> bool {
    (trimmed.starts_with(b"file \"") && contains(trimmed, b"\", line "))
        || (!indented && pytest_frame(trimmed))
}

fn pytest_frame(trimmed: &[u8]) -> bool {
    let named = memchr::memmem::rfind(trimmed, b": in ").filter(|&i| {
        let name = &trimmed[i + 5..];
        !name.is_empty() && !name.iter().any(u8::is_ascii_whitespace)
    });
    let trimmed = named.map_or(trimmed, |i| &trimmed[..=i]);
    let Some(body) = trimmed.strip_suffix(b":") else { return false };
    let digits = body.iter().rev().take_while(|b| b.is_ascii_digit()).count();
    let colon = body.len().wrapping_sub(digits + 1);
    digits > 0
        && body.get(colon) == Some(&b':')
        && !body.iter().any(u8::is_ascii_whitespace)
        && location_at(body, colon)
}

/// A line of pytest's explanation of a failure: `E` in the first column, then indentation.
pub(crate) fn explanation_line(line: &[u8]) -> bool {
    line == b"E" || line.starts_with(b"E  ")
}

/// pytest's explanation around a headline that is one of its `E` lines: the whole run, to
/// [`MAX_EXPLANATION`] lines; or, of a failure's closing line (`tests/test_x.py:29:
/// AssertionError`), the run it closes: a failure whose `E` lines name no error (`E   assert 845
/// == 850`) keeps its crux with its location, as one whose `E` lines do.
fn message(lines: &Lines<'_>, idx: usize, _limit: usize) -> Option<Range<usize>> {
    if !explanation_line(lines.bytes(idx)) {
        return closed_run(lines, idx);
    }
    let total = lines.len();
    let mut start = idx;
    while start > 0 && idx - start < MAX_EXPLANATION / 2 && explanation_line(lines.bytes(start - 1)) {
        start -= 1;
    }
    let mut end = idx + 1;
    while end < total && end - start < MAX_EXPLANATION && explanation_line(lines.bytes(end)) {
        end += 1;
    }
    Some(start..end)
}

/// The run of `E` lines right above a failure's closing line, `path.py:N: Name` at the margin
/// (past one blank line), to [`MAX_EXPLANATION`] lines.
fn closed_run(lines: &Lines<'_>, idx: usize) -> Option<Range<usize>> {
    let line = lines.bytes(idx);
    let split = memchr::memmem::find(line, b": ")?;
    let (place, name) = (&line[..split], line[split + 2..].trim_ascii_end());
    let colon = memchr::memrchr(b':', place)?;
    let closes = !name.is_empty()
        && !name.iter().any(u8::is_ascii_whitespace)
        && !place.iter().any(u8::is_ascii_whitespace)
        && place[colon + 1..].iter().all(u8::is_ascii_digit)
        && location_at(place, colon);
    if !closes {
        return None;
    }
    let end = if idx > 0 && lines.bytes(idx - 1).trim_ascii().is_empty() { idx - 1 } else { idx };
    let mut start = end;
    while start > 0 && end - start < MAX_EXPLANATION && explanation_line(lines.bytes(start - 1)) {
        start -= 1;
    }
    (start < end).then_some(start..end)
}

/// Below a frame of pytest's `--tb=short` (`tests/test_stats.py:32: in test_rolling_mean`): its
/// line of code and, under the innermost frame, the `E` lines of the failure.
fn short_body(lines: &Lines<'_>, frame: usize) -> Vec<usize> {
    let line = lines.bytes(frame);
    if line.first().is_none_or(u8::is_ascii_whitespace) || memchr::memmem::find(line, b": in ").is_none() {
        return Vec::new();
    }
    let total = lines.len();
    let code = (frame + 1..(frame + 3).min(total)).take_while(|&i| indent(lines.bytes(i)) > 0);
    let after = code.clone().last().map_or(frame + 1, |i| i + 1);
    let message =
        (after..(after + MAX_EXPLANATION).min(total)).take_while(|&i| explanation_line(lines.bytes(i)));
    code.chain(message).collect()
}

/// The line pytest marks with `>` in the code above a frame's `path:line: ` (at most 16 lines
/// up, past a blank line).
fn marked_line(lines: &Lines<'_>, frame: usize) -> Option<usize> {
    let line = lines.bytes(frame);
    if line.first().is_none_or(u8::is_ascii_whitespace) || !line.trim_ascii_end().ends_with(b":") {
        return None;
    }
    (frame.saturating_sub(16)..frame).rev().find(|&i| lines.bytes(i).starts_with(b">"))
}

/// Lines of a pytest snippet read at most above its `>` line.
const SNIPPET_LINES: usize = 200;
/// Lines the context of a `>` line keeps at most.
const MAX_CONTEXT: usize = 8;
/// Lines one statement of that context spans at most.
const MAX_STATEMENT: usize = 4;
/// Names looked up at most at each step: a line reading more is read by its first ones.
const MAX_NAMES: usize = 8;
/// Words Python reserves, which no statement binds.
const KEYWORDS: &[&[u8]] = &[
    b"False",
    b"None",
    b"True",
    b"and",
    b"as",
    b"assert",
    b"async",
    b"await",
    b"break",
    b"class",
    b"continue",
    b"def",
    b"del",
    b"elif",
    b"else",
    b"except",
    b"finally",
    b"for",
    b"from",
    b"global",
    b"if",
    b"import",
    b"in",
    b"is",
    b"lambda",
    b"nonlocal",
    b"not",
    b"or",
    b"pass",
    b"raise",
    b"return",
    b"try",
    b"while",
    b"with",
    b"yield",
];

/// What the source pytest shows above a frame's `>` line tells of it: the statement right
/// before it, and the last statement above it that binds each name it reads — `refnodes =
/// list(doctree.traverse(pending_xref))` above `>  assert_refnode(refnodes[9], False, …)` —,
/// then the statements binding the names those read, one step further (`doctree =
/// app.env.get_doctree('module')`). The failing line says what failed; these say what its
/// values are, which the agent reads next. [`MAX_STATEMENT`] lines a statement,
/// [`MAX_CONTEXT`] in all.
fn marked_context(lines: &Lines<'_>, frame: usize) -> Vec<usize> {
    let Some(marked) = marked_line(lines, frame) else { return Vec::new() };
    // pytest writes every source line after a first column of its own (`>` or a blank).
    let Some(start) = (marked.saturating_sub(SNIPPET_LINES)..marked)
        .rev()
        .take_while(|&i| lines.bytes(i).first() == Some(&b' '))
        .last()
    else {
        return Vec::new();
    };
    let code = |i: usize| lines.bytes(i).get(1..).unwrap_or_default();
    let mut kept: Vec<usize> = Vec::new();
    let keep = |statement: Range<usize>, kept: &mut Vec<usize>| {
        for i in statement {
            if kept.len() < MAX_CONTEXT && !kept.contains(&i) {
                kept.push(i);
            }
        }
    };
    // The statement right before: its last line the nearest written one, its first where the
    // brackets its lines close are opened.
    if let Some(last) = (start..marked).rev().find(|&i| !code(i).trim_ascii().is_empty()) {
        let mut depth = 0isize;
        let first = (start.max((last + 1).saturating_sub(MAX_STATEMENT))..=last).rev().find(|&i| {
            depth += brackets(code(i));
            depth <= 0
        });
        if let Some(first) = first {
            keep(first..last + 1, &mut kept);
        }
    }
    // Which lines stand inside brackets a line above opened: an argument of a call written over
    // several lines (`path=path,` under `result = load(`) is no statement, and binds nothing.
    let mut depth = 0isize;
    let inside: Vec<bool> = (start..marked)
        .map(|i| {
            let inside = depth > 0;
            depth = (depth - brackets(code(i))).max(0);
            inside
        })
        .collect();
    let statement = |i: usize| !inside.get(i - start).copied().unwrap_or(true);
    // The names the `>` line reads, then those its binders read.
    let mut wanted: Vec<&[u8]> = read_names(code(marked));
    // The names wanted, as a set too: a line may read many thousands (review82).
    let mut known: HashSet<&[u8]> = wanted.iter().copied().collect();
    let mut searched = 0;
    for _hop in 0..2 {
        let names: Vec<&[u8]> = wanted[searched..].iter().take(MAX_NAMES).copied().collect();
        searched = wanted.len();
        for name in names {
            let Some(binder) =
                (start..marked).rev().find(|&i| statement(i) && binds(code(i).trim_ascii_start(), name))
            else {
                continue;
            };
            let statement = binder..statement_end(lines, binder, marked);
            for i in statement.clone() {
                for read in read_names(code(i)) {
                    if known.insert(read) {
                        wanted.push(read);
                    }
                }
            }
            keep(statement, &mut kept);
        }
    }
    kept.sort_unstable();
    kept
}

/// The brackets a line closes less those it opens, outside quotes.
fn brackets(code: &[u8]) -> isize {
    let mut depth = 0;
    let mut quote = None;
    for &b in code {
        match (quote, b) {
            (Some(q), _) if b == q => quote = None,
            (None, b'\'' | b'"') => quote = Some(b),
            (None, b'#') => break,
            (None, b'(' | b'[' | b'{') => depth -= 1,
            (None, b')' | b']' | b'}') => depth += 1,
            _ => {}
        }
    }
    depth
}

/// Where the statement opening at `first` ends (exclusive): past the lines that close the
/// brackets it opens, [`MAX_STATEMENT`] lines and `limit` at most.
fn statement_end(lines: &Lines<'_>, first: usize, limit: usize) -> usize {
    let mut depth = 0isize;
    for i in first..limit.min(first + MAX_STATEMENT) {
        depth += brackets(lines.bytes(i).get(1..).unwrap_or_default());
        if depth >= 0 {
            return i + 1;
        }
    }
    limit.min(first + MAX_STATEMENT)
}

/// The names a line of code reads: identifiers outside quotes and comments, not an attribute
/// (after a `.`), not a keyword, not a keyword argument's name (before a lone `=`).
fn read_names(code: &[u8]) -> Vec<&[u8]> {
    let mut names: Vec<&[u8]> = Vec::new();
    // The names read so far, as a set: a line of many thousands is read in one pass (review82: a
    // search of the list each name took 6 s for a 350 KB `>` line).
    let mut seen: HashSet<&[u8]> = HashSet::new();
    let mut i = 0;
    let mut quote = None;
    while i < code.len() {
        let b = code[i];
        if let Some(q) = quote {
            if b == q {
                quote = None;
            }
            i += 1;
            continue;
        }
        match b {
            b'\'' | b'"' => quote = Some(b),
            b'#' => break,
            _ if b.is_ascii_alphabetic() || b == b'_' => {
                let end =
                    i + code[i..].iter().take_while(|c| c.is_ascii_alphanumeric() || **c == b'_').count();
                let name = &code[i..end];
                let after = code[end..].trim_ascii_start();
                let attribute = i > 0 && code[i - 1] == b'.';
                let argument = after.first() == Some(&b'=') && after.get(1) != Some(&b'=');
                if !attribute && !argument && !KEYWORDS.contains(&name) && seen.insert(name) {
                    names.push(name);
                }
                i = end;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    names
}

/// Whether a statement, its indentation trimmed, binds `name`: `name = …`, `a, name = …`,
/// `name: T = …`, `name += …`, `def name(`, `class name`, `for name in`, `with … as name`.
fn binds(statement: &[u8], name: &[u8]) -> bool {
    let is_name = |token: &[u8]| token.trim_ascii() == name;
    for opener in [&b"def "[..], b"async def ", b"class "] {
        if let Some(rest) = statement.strip_prefix(opener) {
            let end =
                rest.iter().position(|b| !(b.is_ascii_alphanumeric() || *b == b'_')).unwrap_or(rest.len());
            return &rest[..end] == name;
        }
    }
    if let Some(rest) = statement.strip_prefix(b"for ") {
        let targets = memchr::memmem::find(rest, b" in ").map_or(&rest[..0], |at| &rest[..at]);
        return targets.split(|&b| matches!(b, b',' | b'(' | b')')).any(is_name);
    }
    if statement.starts_with(b"with ") {
        return memchr::memmem::find_iter(statement, b" as ").any(|at| {
            let rest = &statement[at + 4..];
            let end =
                rest.iter().position(|b| !(b.is_ascii_alphanumeric() || *b == b'_')).unwrap_or(rest.len());
            &rest[..end] == name
        });
    }
    // An assignment: targets before the first `=` that is no comparison, outside brackets.
    let mut depth = 0;
    for (at, &b) in statement.iter().enumerate() {
        match b {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            b'\'' | b'"' | b'#' => return false,
            b'=' if depth == 0 => {
                let before = statement.get(at.wrapping_sub(1)).copied();
                if statement.get(at + 1) == Some(&b'=') || matches!(before, Some(b'=' | b'!' | b'<' | b'>')) {
                    return false;
                }
                let mut targets = &statement[..at];
                if targets.last().is_some_and(|b| b"+-*/%&|^@".contains(b)) {
                    targets = &targets[..targets.len() - 1];
                }
                return targets.split(|&b| b == b',').any(|t| {
                    let t = t.split(|&b| b == b':').next().unwrap_or_default();
                    is_name(t)
                });
            }
            _ => {}
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[test]
    fn python_shapes() {
        assert!(frame(b"", b"file \"/app/x.py\", line 5, in g", true));
        assert!(frame(b"", b"catalog/importer.py:35:", false));
        assert!(frame(b"", b"telemetry/stats.py:49: in summarize", false));
        assert!(!frame(b"", b"src/a.py:12:    x = 1", false));
        assert!(explanation_line(b"E       assert 3 == 4") && !explanation_line(b"Error: x"));
        let lines = Lines::new("x\nE   a\nE   b\ny\n");
        assert_eq!(message(&lines, 1, 4), Some(1..3));
        assert_eq!(message(&lines, 0, 4), None);
        // A failure's closing line explains itself by the run above it, past a blank.
        let closed = Lines::new(
            "x\nE   assert 845 == 850\nE    +  where 845 = f()\n\nt/test_a.py:29: AssertionError\n",
        );
        assert_eq!(message(&closed, 4, 5), Some(1..3));
        let unexplained = Lines::new("x\ny\n\nt/test_a.py:29: AssertionError\n");
        assert_eq!(message(&unexplained, 3, 4), None);
        let prose = Lines::new("E   a\nsee t/test_a.py:29: two words\n");
        assert_eq!(message(&prose, 1, 2), None);
    }

    #[test]
    fn a_marked_line_keeps_what_binds_the_names_it_reads() {
        let text = "\
    def test_xrefs(app):
        def assert_refnode(node, module_name, class_name, target, reftype=None,
                           domain='py'):
            assert_node(node, reftarget=target)
    
        doctree = app.env.get_doctree('roles')
        refnodes = list(doctree.traverse(pending_xref))
        assert len(refnodes) == 13
    
        doctree = app.env.get_doctree('module')
        refnodes = list(doctree.traverse(pending_xref))
        assert_refnode(refnodes[0], 'module_a.submodule', None,
                       'ModTopLevel', 'class')
        assert_refnode(refnodes[8], 'module_b.submodule', 'ModTopLevel',
                       'ModNoModule', 'class')
>       assert_refnode(refnodes[9], False, False, 'int', 'class')

tests/test_domain_py.py:117: 
";
        let lines = Lines::new(text);
        let frame = 17;
        assert!(lines.bytes(frame).starts_with(b"tests/test_domain_py.py:117:"));
        let kept: Vec<&str> =
            marked_context(&lines, frame).into_iter().map(|i| lines.get(i).trim()).collect();
        assert_eq!(
            kept,
            [
                "def assert_refnode(node, module_name, class_name, target, reftype=None,",
                "domain='py'):",
                "doctree = app.env.get_doctree('module')",
                "refnodes = list(doctree.traverse(pending_xref))",
                "assert_refnode(refnodes[8], 'module_b.submodule', 'ModTopLevel',",
                "'ModNoModule', 'class')",
            ]
        );
        // No `>` line above the frame: nothing.
        let plain = Lines::new("    x = 1\n    y = x\ntests/a.py:3: \n");
        assert!(marked_context(&plain, 2).is_empty());
    }

    /// An argument of a call written over several lines binds nothing: `path=path,` under
    /// `result = load(` passes `path`, which the statement above binds (review82).
    #[test]
    fn an_argument_inside_a_calls_brackets_binds_nothing() {
        let text = "\
    def test_load(tmp_path):
        path = tmp_path / 'x'
        result = load(
            path=path,
        )
>       assert result.name == 'x'

tests/test_load.py:6: 
";
        let lines = Lines::new(text);
        assert!(lines.bytes(7).starts_with(b"tests/test_load.py:6:"));
        let kept: Vec<&str> = marked_context(&lines, 7).into_iter().map(|i| lines.get(i).trim()).collect();
        assert_eq!(kept, ["path = tmp_path / 'x'", "result = load(", "path=path,", ")"]);
    }

    #[test]
    fn a_statement_binds_a_name_as_python_does() {
        for statement in [
            "x = 1",
            "a, x = f()",
            "x: int = 2",
            "x += 1",
            "def x(a):",
            "class x(Base):",
            "for i, x in pairs:",
            "with open(p) as x:",
        ] {
            assert!(binds(statement.as_bytes(), b"x"), "{statement}");
        }
        for statement in ["x == 1", "f(x=1)", "y = x", "assert x >= 2", "xs = []", "print('x = 1')"] {
            assert!(!binds(statement.as_bytes(), b"x"), "{statement}");
        }
        assert_eq!(
            read_names(b"assert_refnode(refnodes[9], False, key=x.y, s='z w') # c"),
            [&b"assert_refnode"[..], b"refnodes", b"x"]
        );
    }

    /// A `>` line reading many thousands of names gives its context, each name looked up in a set
    /// (review82: looked up in the list, 40,000 names took 6 s, and twice as many four times
    /// that; this test then takes half a minute — house style times nothing in a test).
    #[test]
    fn a_marked_line_of_many_names_is_read_once() {
        let mut text = String::from("    total = 1\n>       assert ");
        for k in 0..100_000 {
            let _ = write!(text, "a{k} + ");
        }
        text.push_str("total\n\ntests/a.py:3: \n");
        let lines = Lines::new(&text);
        assert_eq!(marked_context(&lines, 3), [0]);
        // And a statement binding one of its names that reads as many.
        let mut text = String::from("    total = ");
        for k in 0..100_000 {
            let _ = write!(text, "b{k} + ");
        }
        text.push_str("1\n>       assert total\n\ntests/a.py:3: \n");
        let lines = Lines::new(&text);
        assert_eq!(marked_context(&lines, 3), [0]);
    }

    proptest::proptest! {
        /// Any snippet of code-like lines above a `>` line and a frame: no panic, and the context
        /// is lines of the snippet above the `>` line, sorted, [`MAX_CONTEXT`] at most.
        #[test]
        fn any_snippet(rows in proptest::collection::vec("    [a-z_ ,=()\\[\\]'\"#:.0-9]{0,24}", 0..40),
                       marked in "[a-z_ ,=()\\[\\]'\"#.]{0,24}") {
            let mut text = rows.join("\n");
            if !rows.is_empty() {
                text.push('\n');
            }
            text.push_str(">   ");
            text.push_str(&marked);
            text.push_str("\n\ntests/a.py:3: \n");
            let lines = Lines::new(&text);
            let frame = rows.len() + 2;
            let context = marked_context(&lines, frame);
            proptest::prop_assert!(context.len() <= MAX_CONTEXT);
            proptest::prop_assert!(context.windows(2).all(|w| w[0] < w[1]));
            proptest::prop_assert!(context.iter().all(|&i| i < rows.len()));
        }

        /// Any text at all, any frame line in it: no panic, the context above the frame.
        #[test]
        fn any_text(text in "(\\PC|\n){0,300}", frame in 0usize..40) {
            let lines = Lines::new(&text);
            if frame < lines.len() {
                let context = marked_context(&lines, frame);
                proptest::prop_assert!(context.iter().all(|&i| i < frame));
            }
        }
    }
}
