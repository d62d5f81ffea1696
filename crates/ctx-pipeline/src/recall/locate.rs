//! Where in the original a squash's in-line markers stand: the line a `[… N bytes omitted]` cut
//! came from, and the span of the elements a JSON `"[N items omitted]"` stands for. The squashers
//! report only their `[N lines omitted]` markers' lines, so these are found again in the original:
//! a cut by the kept head and tail around it and the exact count between them, an items marker by
//! walking the squashed JSON and the original side by side (keys by name, array elements by
//! count). Whatever cannot be found for certain is not named: the marker then says the handle
//! alone.

use std::collections::HashMap;

use crate::Marker;

/// A span of the original: bytes `start..end` (0-based, half-open).
pub(crate) type Range = (usize, usize);

/// The original's lines: where each starts.
pub(crate) struct Lines<'a> {
    text: &'a str,
    starts: Vec<usize>,
}

impl<'a> Lines<'a> {
    pub(crate) fn new(text: &'a str) -> Self {
        let mut starts = Vec::with_capacity(text.len() / 64 + 1);
        starts.push(0);
        starts.extend(
            memchr::memchr_iter(b'\n', text.as_bytes()).map(|at| at + 1).filter(|&at| at < text.len()),
        );
        Lines { text, starts }
    }

    pub(crate) fn len(&self) -> usize {
        self.starts.len()
    }

    /// Line `index` (0-based) without its `\n` (nor a `\r` before it), and where it starts.
    pub(crate) fn get(&self, index: usize) -> Option<(usize, &'a str)> {
        let start = *self.starts.get(index)?;
        let end = self.starts.get(index + 1).map_or(self.text.len(), |next| next - 1);
        let line = &self.text[start..end.max(start)];
        let line = line.strip_suffix('\n').unwrap_or(line);
        Some((start, line.strip_suffix('\r').unwrap_or(line)))
    }

    /// The 0-based line holding byte `at`.
    pub(crate) fn line_of(&self, at: usize) -> usize {
        self.starts.partition_point(|&start| start <= at).saturating_sub(1)
    }

    /// The longest of lines `first..=last` (0-based), in bytes.
    pub(crate) fn longest(&self, first: usize, last: usize) -> usize {
        (first..=last).filter_map(|index| self.get(index)).map(|(_, line)| line.len()).max().unwrap_or(0)
    }
}

/// The bytes of `text` that a cut at `at` left before it on its line, at most `max` of them,
/// starting at a char boundary.
fn head_before(text: &str, at: usize, max: usize) -> &str {
    let line_start = text[..at].rfind('\n').map_or(0, |newline| newline + 1);
    let mut from = at.saturating_sub(max).max(line_start);
    while !text.is_char_boundary(from) {
        from += 1;
    }
    &text[from..at]
}

/// How much of the head a cut's line must end with: enough to tell lines apart, short enough
/// that a squasher's rewriting of a row's start (a table's padding) is left out.
const HEAD_CHECK: usize = 24;

/// A byte cut to find: the kept head before it (its last bytes), the omitted count, the kept
/// tail after it up to the end of its line.
pub(crate) struct Cut<'a> {
    pub head: &'a str,
    pub omitted: usize,
    pub tail: &'a str,
}

impl<'a> Cut<'a> {
    /// The cut whose marker spans `start..end` of `squashed` and omits `omitted` bytes.
    pub(crate) fn at(squashed: &'a str, start: usize, end: usize, omitted: usize) -> Self {
        let line_end = squashed[end..].find('\n').map_or(squashed.len(), |newline| end + newline);
        let tail = &squashed[end..line_end];
        Cut {
            head: head_before(squashed, start, HEAD_CHECK),
            omitted,
            tail: tail.strip_suffix('\r').unwrap_or(tail),
        }
    }

    /// Where in `line` the omitted bytes start, if `line` is the line this cut was made in.
    pub(crate) fn within(&self, line: &str) -> Option<usize> {
        let before = line.len().checked_sub(self.tail.len())?.checked_sub(self.omitted)?;
        (line.ends_with(self.tail) && line.is_char_boundary(before) && line[..before].ends_with(self.head))
            .then_some(before)
    }

    /// The first line of `lines` from `from` on (then from the start) this cut was made in:
    /// its 0-based index and where the omitted bytes start in it.
    pub(crate) fn find(&self, lines: &Lines<'_>, from: usize) -> Option<(usize, usize)> {
        (from..lines.len()).chain(0..from.min(lines.len())).find_map(|index| {
            let (_, line) = lines.get(index)?;
            self.within(line).map(|offset| (index, offset))
        })
    }
}

/// The original's 0-based line each line of an NDJSON squash's output stands for, following the
/// squasher's `[N lines omitted]` markers (every other output line is one original line).
pub(crate) fn ndjson_lines(squashed: &str, markers: &[Marker]) -> Vec<Option<usize>> {
    let mut lines = Vec::new();
    let (mut original, mut at) = (0, 0);
    let mut markers = markers.iter().peekable();
    for line in squashed.split_inclusive('\n') {
        while markers.next_if(|marker| marker.at < at).is_some() {}
        if let Some(marker) = markers.next_if(|marker| marker.at == at) {
            original = marker.omitted.last + 1;
            lines.push(None);
        } else {
            lines.push(Some(original));
            original += 1;
        }
        at += line.len();
    }
    lines
}

/// A JSON value's span and, for arrays and objects, its children.
enum Node {
    Scalar,
    Text,
    Array(Vec<(Range, Node)>),
    /// Members: the key as written (with its quotes), and the value.
    Object(Vec<(Range, (Range, Node))>),
}

/// How deep a walk goes: deeper markers name the handle alone.
const MAX_DEPTH: usize = 256;

/// A tolerant reader of JSON values with their spans.
struct Reader<'a> {
    text: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn blank(&mut self) {
        while self.text.get(self.at).is_some_and(|byte| matches!(byte, b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn string(&mut self) -> Option<Range> {
        let start = self.at;
        self.at += 1;
        loop {
            let offset = memchr::memchr2(b'"', b'\\', self.text.get(self.at..)?)?;
            self.at += offset;
            if self.text[self.at] == b'\\' {
                self.at += 2;
            } else {
                self.at += 1;
                return Some((start, self.at));
            }
        }
    }

    fn value(&mut self, depth: usize) -> Option<(Range, Node)> {
        if depth > MAX_DEPTH {
            return None;
        }
        self.blank();
        let start = self.at;
        match *self.text.get(self.at)? {
            b'"' => self.string().map(|range| (range, Node::Text)),
            b'[' => {
                self.at += 1;
                let mut items = Vec::new();
                loop {
                    self.blank();
                    match self.text.get(self.at)? {
                        b']' => break,
                        b',' => self.at += 1,
                        _ => items.push(self.value(depth + 1)?),
                    }
                }
                self.at += 1;
                Some(((start, self.at), Node::Array(items)))
            }
            b'{' => {
                self.at += 1;
                let mut members = Vec::new();
                loop {
                    self.blank();
                    match self.text.get(self.at)? {
                        b'}' => break,
                        b',' => self.at += 1,
                        b'"' => {
                            let key = self.string()?;
                            self.blank();
                            if self.text.get(self.at) != Some(&b':') {
                                return None;
                            }
                            self.at += 1;
                            members.push((key, self.value(depth + 1)?));
                        }
                        _ => return None,
                    }
                }
                self.at += 1;
                Some(((start, self.at), Node::Object(members)))
            }
            _ => {
                let end = self.text[self.at..]
                    .iter()
                    .position(|byte| matches!(byte, b',' | b']' | b'}' | b' ' | b'\t' | b'\n' | b'\r'))
                    .map_or(self.text.len(), |offset| self.at + offset);
                if end == self.at {
                    return None;
                }
                self.at = end;
                Some(((start, end), Node::Scalar))
            }
        }
    }

    /// Every value of `text` one after another (a document, or a stream of them); `None` when
    /// something else is there.
    fn values(text: &str) -> Option<Vec<(Range, Node)>> {
        let mut reader = Reader { text: text.as_bytes(), at: 0 };
        let mut values = Vec::new();
        loop {
            reader.blank();
            if reader.at >= reader.text.len() {
                return Some(values);
            }
            values.push(reader.value(0)?);
        }
    }
}

/// The count of an element that is an items marker, `"[N items omitted]"`.
fn items_marker(text: &str) -> Option<usize> {
    text.strip_prefix("\"[")?.strip_suffix(" items omitted]\"")?.parse().ok()
}

/// Walks a squashed value beside its original, adding to `found` the span of the original's
/// elements each items marker stands for (keyed by the marker's offset in the squashed text, with
/// `base` added to each side's offsets). `false` when they do not agree (an array's counts do not
/// add up to the original's length, a key is missing): nothing under it is trusted.
fn walk(
    squashed: (&str, &(Range, Node)),
    original: (&str, &(Range, Node)),
    found: &mut HashMap<usize, Range>,
) -> bool {
    let ((text, (_, node)), (source, (_, source_node))) = (squashed, original);
    match (node, source_node) {
        (Node::Array(items), Node::Array(source_items)) => {
            let mut local = HashMap::new();
            let mut next = 0;
            for item in items {
                let (range, _) = item;
                if let Some(count) = items_marker(&text[range.0..range.1]) {
                    let (Some(first), Some(last)) = (
                        source_items.get(next),
                        next.checked_add(count).and_then(|end| source_items.get(end.wrapping_sub(1))),
                    ) else {
                        return false;
                    };
                    if count == 0 {
                        return false;
                    }
                    local.insert(range.0, (first.0.0, last.0.1));
                    next += count;
                    continue;
                }
                let Some(source_item) = source_items.get(next) else { return false };
                if !walk((text, item), (source, source_item), &mut local) {
                    return false;
                }
                next += 1;
            }
            if next != source_items.len() {
                return false;
            }
            found.extend(local);
            true
        }
        (Node::Object(members), Node::Object(source_members)) => {
            let mut local = HashMap::new();
            let mut from = 0;
            for (key, value) in members {
                let key = &text[key.0..key.1];
                if is_skeleton_note(key, &text[value.0.0..value.0.1]) {
                    continue;
                }
                let Some(offset) = source_members[from..]
                    .iter()
                    .position(|(source_key, _)| &source[source_key.0..source_key.1] == key)
                else {
                    return false;
                };
                from += offset + 1;
                if !walk((text, value), (source, &source_members[from - 1].1), &mut local) {
                    return false;
                }
            }
            found.extend(local);
            true
        }
        (Node::Array(_) | Node::Object(_), _) => false,
        _ => true,
    }
}

/// Whether a squashed member is the note a skeleton ends with (ctx-squash-json's
/// `SKELETON_NOTE`, its handle perhaps added): the squash's, not the original's.
fn is_skeleton_note(key: &str, value: &str) -> bool {
    key == "\"…\""
        && value.strip_prefix('"').is_some_and(|value| value.starts_with(ctx_squash_json::SKELETON_NOTE))
}

/// The span of the original each `"[N items omitted]"` of a JSON squash stands for, keyed by the
/// offset of the marker's opening quote in `squashed`. A document (or a stream of documents) is
/// walked beside the original's; an NDJSON squash record by record, each output line beside the
/// original line it stands for (`lines`, from [`ndjson_lines`]).
pub(crate) fn items(
    original: &str,
    squashed: &str,
    ndjson: Option<&[Option<usize>]>,
) -> HashMap<usize, Range> {
    let mut found = HashMap::new();
    match ndjson {
        None => {
            let (Some(values), Some(source)) = (Reader::values(squashed), Reader::values(original)) else {
                return found;
            };
            if values.len() == source.len() {
                for (value, source_value) in values.iter().zip(&source) {
                    let _ = walk((squashed, value), (original, source_value), &mut found);
                }
            }
        }
        Some(lines) => {
            let source_lines = Lines::new(original);
            let mut at = 0;
            for (line, source) in squashed.split_inclusive('\n').zip(lines) {
                let start = at;
                at += line.len();
                let (Some(source), true) = (source, line.contains(" items omitted]\"")) else { continue };
                let Some((source_start, source_line)) = source_lines.get(*source) else { continue };
                let (Some(values), Some(source_values)) = (Reader::values(line), Reader::values(source_line))
                else {
                    continue;
                };
                if values.len() != 1 || source_values.len() != 1 {
                    continue;
                }
                let mut local = HashMap::new();
                if walk((line, &values[0]), (source_line, &source_values[0]), &mut local) {
                    found.extend(
                        local
                            .into_iter()
                            .map(|(at, (from, to))| (start + at, (source_start + from, source_start + to))),
                    );
                }
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check_items(original: &str, squashed: &str, expected: &[&str]) {
        let found = items(original, squashed, None);
        let mut spans: Vec<(usize, Range)> = found.into_iter().collect();
        spans.sort_unstable();
        let texts: Vec<&str> = spans.iter().map(|(_, (from, to))| &original[*from..*to]).collect();
        assert_eq!(texts, expected, "{squashed}");
        for (at, _) in &spans {
            assert!(squashed[*at..].starts_with("\"["), "{at}");
        }
    }

    #[test]
    fn items_markers_find_the_elements_they_stand_for() {
        check_items("[1, 2, 3, 4, 5, 6]", r#"[1,2,3,"[3 items omitted]"]"#, &["4, 5, 6"]);
        check_items(
            "{\"a\": [1,\n 2,\n 3,\n 4],\n \"b\": {\"c\": [true, {\"x\": 1}, null, 7, 8]}}",
            r#"{"a":[1,"[2 items omitted]",4],"b":{"c":[true,{"x":1},"[3 items omitted]"]}}"#,
            &["2,\n 3", "null, 7, 8"],
        );
        // A skeleton's note is the squash's own member, not a key the original lacks.
        let note = ctx_squash_json::SKELETON_NOTE;
        check_items(
            r#"[{"id": 1, "x": 2}, {"id": 2, "x": 3}, 4, 5]"#,
            &format!(r#"[{{"id":1,"…":"{note} [recall a1b2c3d4]"}},{{"id":2}},"[2 items omitted]"]"#),
            &["4, 5"],
        );
        check_items(r#"[{"id": 1, "x": 2}, 4, 5]"#, r#"[{"id":1,"…":"other"},"[2 items omitted]"]"#, &[]);
        // A stream of documents, each walked beside its own.
        check_items("[1,2,3,4]\n[5,6,7,8]\n", "[1,\"[3 items omitted]\"]\n[5,6,7,8]\n", &["2,3,4"]);
        // Counts that do not add up, a missing key, a different shape: nothing is named.
        check_items("[1, 2, 3, 4, 5, 6]", r#"[1,2,3,"[2 items omitted]"]"#, &[]);
        check_items("[1, 2]", r#"[1,2,"[2 items omitted]"]"#, &[]);
        check_items(r#"{"a": [1, 2, 3]}"#, r#"{"b":[1,"[2 items omitted]"]}"#, &[]);
        check_items(r#"{"a": 5}"#, r#"{"a":["[2 items omitted]"]}"#, &[]);
        check_items("not json", r#"["[2 items omitted]"]"#, &[]);
        // A count no array holds (an original that writes such a marker itself) does not overflow.
        check_items("[1, 2, 3]", &format!(r#"[1,"[{} items omitted]"]"#, usize::MAX), &[]);
        let deep = format!("{}1{}", "[".repeat(1_000), "]".repeat(1_000));
        check_items(&deep, &deep, &[]);
    }

    #[test]
    fn ndjson_records_are_walked_beside_their_lines() {
        let original = "{\"a\":[1,2,3,4,5]}\n{\"a\":[1]}\n{\"a\":[1]}\n{\"a\":[6,7,8,9,10]}\n";
        let squashed =
            "{\"a\":[1,\"[4 items omitted]\"]}\n[2 lines omitted]\n{\"a\":[6,\"[4 items omitted]\"]}\n";
        let markers = [Marker {
            at: squashed.find("[2 lines").expect("a marker"),
            omitted: crate::Omitted { first: 1, last: 2 },
        }];
        let lines = ndjson_lines(squashed, &markers);
        assert_eq!(lines, [Some(0), None, Some(3)]);
        let mut spans: Vec<(usize, Range)> = items(original, squashed, Some(&lines)).into_iter().collect();
        spans.sort_unstable();
        let texts: Vec<&str> = spans.iter().map(|(_, (from, to))| &original[*from..*to]).collect();
        assert_eq!(texts, ["2,3,4,5", "7,8,9,10"]);
    }

    #[test]
    fn cuts_find_their_line() {
        let original = "short\nabcdefghij0123456789klmnop\nabcdefghij0123456789klmnoq\n";
        let lines = Lines::new(original);
        let squashed = "abcdefghij[… 10 bytes omitted]klmnoq\n";
        let start = squashed.find('[').expect("a marker");
        let cut = Cut::at(squashed, start, start + "[… 10 bytes omitted]".len(), 10);
        assert_eq!((cut.head, cut.tail), ("abcdefghij", "klmnoq"));
        assert_eq!(cut.find(&lines, 0), Some((2, 10)));
        assert_eq!(cut.find(&lines, 3), Some((2, 10)), "from the start again");
        let wrong = Cut { head: "abc", omitted: 11, tail: "klmnoq" };
        assert_eq!(wrong.find(&lines, 0), None);
        assert_eq!(lines.line_of(0), 0);
        assert_eq!(lines.line_of(6), 1);
        assert_eq!(lines.line_of(original.len() - 1), 2);
        assert_eq!(lines.longest(0, 2), 26);
    }
}
