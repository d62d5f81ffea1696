//! Rewrites of one kept NDJSON record against what the reader has already seen: top-level
//! members repeated from the record above, and the structured restatement of a diagnostic that
//! carries its own `rendered` text (cargo and rustc `--message-format=json`).

use std::borrow::Cow;

/// What a member's value becomes when the record above had the same one.
const SAME_AS_ABOVE: &str = r#""[same as above]""#;

/// A repeated value shorter than this is left as it is: it is cheap, and short values are the
/// identifiers a reader matches records by (`"Package":"example.com/dispatch/eta"`), which a
/// squash must not rewrite.
const MIN_REPEAT: usize = 48;

/// A record's top-level members as written: `(key, value)`, the key with its quotes.
pub(crate) type Members<'a> = Vec<(&'a str, &'a str)>;

/// The top-level members of a JSON object, `None` when `text` is not exactly one object.
pub(crate) fn members(text: &str) -> Option<Members<'_>> {
    let b = text.as_bytes();
    let mut pos = skip_ws(b, 0);
    if b.get(pos) != Some(&b'{') {
        return None;
    }
    pos = skip_ws(b, pos + 1);
    let mut out = Vec::new();
    if b.get(pos) == Some(&b'}') {
        return (skip_ws(b, pos + 1) == b.len()).then_some(out);
    }
    loop {
        let key_end = value_end(b, pos).filter(|_| b.get(pos) == Some(&b'"'))?;
        let key = text.get(pos..key_end)?;
        pos = skip_ws(b, key_end);
        if b.get(pos) != Some(&b':') {
            return None;
        }
        let start = skip_ws(b, pos + 1);
        let end = value_end(b, start)?;
        out.push((key, text.get(start..end)?));
        pos = skip_ws(b, end);
        match b.get(pos) {
            Some(b',') => pos = skip_ws(b, pos + 1),
            Some(b'}') => return (skip_ws(b, pos + 1) == b.len()).then_some(out),
            _ => return None,
        }
    }
}

/// The elements of a JSON array as written, `None` when `text` is not exactly one array.
fn elements(text: &str) -> Option<Vec<&str>> {
    let b = text.as_bytes();
    if b.first() != Some(&b'[') {
        return None;
    }
    let mut pos = skip_ws(b, 1);
    let mut out = Vec::new();
    if b.get(pos) == Some(&b']') {
        return (pos + 1 == b.len()).then_some(out);
    }
    loop {
        let end = value_end(b, pos)?;
        out.push(text.get(pos..end)?);
        pos = skip_ws(b, end);
        match b.get(pos) {
            Some(b',') => pos = skip_ws(b, pos + 1),
            Some(b']') => return (pos + 1 == b.len()).then_some(out),
            _ => return None,
        }
    }
}

/// How many elements one array element as written stands for: a fold marker
/// `"[N items omitted]"` counts N, anything else 1.
fn stands_for(element: &str) -> usize {
    element
        .strip_prefix("\"[")
        .and_then(|rest| rest.strip_suffix(" items omitted]\""))
        .and_then(|n| n.parse::<usize>().ok())
        .unwrap_or(1)
}

/// The members a primary span (`"is_primary":true`) keeps when its array is folded: where the
/// diagnostic points, in the structured form a script would read.
const SPAN_IDENTITY: &[&str] = &[r#""file_name""#, r#""line_start""#, r#""column_start""#];

/// An array beside a rendered text, folded: each primary span as its [`SPAN_IDENTITY`] skeleton,
/// every other element counted in one `"[N items omitted]"` marker. `None` when `value` is not an
/// array or folding would not shorten it.
fn fold_array(value: &str) -> Option<String> {
    let mut skeletons = Vec::new();
    let mut omitted = 0usize;
    for element in elements(value)? {
        let primary = memchr::memmem::find(element.as_bytes(), br#""is_primary""#)
            .and_then(|_| members(element))
            .filter(|m| m.contains(&(r#""is_primary""#, "true")));
        match primary {
            Some(members) => {
                let identity: Written<'_> = members
                    .iter()
                    .filter(|(key, _)| SPAN_IDENTITY.contains(key))
                    .map(|&(key, value)| (key, Cow::Borrowed(value)))
                    .collect();
                skeletons.push(object(&identity));
            }
            None => omitted = omitted.saturating_add(stands_for(element)),
        }
    }
    if omitted > 0 {
        skeletons.push(format!("\"[{omitted} items omitted]\""));
    }
    let folded = format!("[{}]", skeletons.join(","));
    (folded.len() < value.len()).then_some(folded)
}

/// The offset just past the JSON value starting at `start` (strings, containers and scalars as
/// written; the text is trusted to be JSON, anything else gives `None`).
fn value_end(b: &[u8], start: usize) -> Option<usize> {
    let mut pos = start;
    let mut depth = 0usize;
    while let Some(&c) = b.get(pos) {
        match c {
            b'"' => {
                pos = string_end(b, pos + 1)?;
                if depth == 0 {
                    return Some(pos);
                }
                continue;
            }
            b'{' | b'[' => depth += 1,
            b'}' | b']' if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    return Some(pos + 1);
                }
            }
            b',' | b'}' | b']' | b' ' | b'\t' | b'\r' | b'\n' if depth == 0 => {
                return (pos > start).then_some(pos);
            }
            _ => {}
        }
        pos += 1;
    }
    (depth == 0 && pos > start).then_some(pos)
}

/// The offset just past the closing quote of a string whose contents start at `pos`.
fn string_end(b: &[u8], mut pos: usize) -> Option<usize> {
    loop {
        let i = pos + memchr::memchr2(b'"', b'\\', b.get(pos..)?)?;
        if b[i] == b'"' {
            return Some(i + 1);
        }
        pos = i + 2;
    }
}

fn skip_ws(b: &[u8], mut pos: usize) -> usize {
    while b.get(pos).is_some_and(|c| matches!(c, b' ' | b'\t' | b'\r' | b'\n')) {
        pos += 1;
    }
    pos
}

/// Members as they will be written: as read, or rewritten.
pub(crate) type Written<'a> = Vec<(&'a str, Cow<'a, str>)>;

/// A diagnostic's members, with every array beside a kept `rendered` text (`spans`, `children`)
/// folded to one `"[N items omitted]"` element: the rendered text says what they say. Looks at
/// the record itself (rustc) and one object level down (cargo's `message`). `None` when the
/// record has no rendered text to lean on.
pub(crate) fn fold_restatement<'a>(members: &Members<'a>) -> Option<Written<'a>> {
    let fold = |members: &Members<'a>| -> Option<Written<'a>> {
        let rendered = members.iter().find(|(key, _)| *key == r#""rendered""#)?.1;
        if !rendered.starts_with('"') || rendered == r#""…""# {
            return None;
        }
        Some(
            members
                .iter()
                .map(|&(key, value)| {
                    // Only the arrays that restate the rendered text: any other keeps its facts.
                    let restates = key == r#""spans""# || key == r#""children""#;
                    let folded = if restates { fold_array(value) } else { None };
                    (key, folded.map_or(Cow::Borrowed(value), Cow::Owned))
                })
                .collect(),
        )
    };
    if let Some(folded) = fold(members) {
        return Some(folded);
    }
    if !members.iter().any(|(_, value)| has_rendered(value)) {
        return None;
    }
    let mut found = false;
    let out = members
        .iter()
        .map(|&(key, value)| {
            match has_rendered(value).then(|| self::members(value)).flatten().as_ref().and_then(fold) {
                Some(folded) => {
                    found = true;
                    (key, Cow::Owned(object(&folded)))
                }
                None => (key, Cow::Borrowed(value)),
            }
        })
        .collect();
    found.then_some(out)
}

/// Whether a value mentions a `"rendered"` key at all (before parsing it to look).
fn has_rendered(value: &str) -> bool {
    memchr::memmem::find(value.as_bytes(), br#""rendered""#).is_some()
}

/// The long members of a record written, kept to compare the next record with.
#[derive(Default)]
pub(crate) struct Above(Vec<(String, String)>);

impl Above {
    /// Members equal to the same member of the record above become [`SAME_AS_ABOVE`] (values
    /// shorter than [`MIN_REPEAT`] bytes stay as they are); then `members` is the record above.
    pub(crate) fn elide_repeats<'a>(&mut self, members: Written<'a>) -> Written<'a> {
        let mut next = Vec::new();
        let written = members
            .into_iter()
            .map(|(key, value)| {
                if value.len() < MIN_REPEAT {
                    return (key, value);
                }
                let repeat = self.0.iter().any(|(k, v)| k == key && *v == value);
                next.push((key.to_owned(), value.clone().into_owned()));
                (key, if repeat { Cow::Borrowed(SAME_AS_ABOVE) } else { value })
            })
            .collect();
        self.0 = next;
        written
    }

    /// Forgets the record above (the next record follows something that is not an object).
    pub(crate) fn clear(&mut self) {
        self.0.clear();
    }
}

/// The compact JSON object of `members`.
pub(crate) fn object(members: &[(&str, Cow<'_, str>)]) -> String {
    let mut out =
        String::with_capacity(members.iter().map(|(k, v)| k.len() + v.len() + 2).sum::<usize>() + 2);
    out.push('{');
    for (i, (key, value)) in members.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(key);
        out.push(':');
        out.push_str(value);
    }
    out.push('}');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_as_written() {
        assert_eq!(
            members(r#" { "a" : 1 , "b\"c":{"x":[1,"]"]}, "d":"s,}" , "e":null} "#),
            Some(vec![
                (r#""a""#, "1"),
                (r#""b\"c""#, r#"{"x":[1,"]"]}"#),
                (r#""d""#, r#""s,}""#),
                (r#""e""#, "null")
            ])
        );
        assert_eq!(members("{}"), Some(vec![]));
        for bad in ["", "[1]", "{", r#"{"a"}"#, r#"{"a":1"#, r#"{"a":1}x"#, r"{1:2}", r#"{"a":"#] {
            assert_eq!(members(bad), None, "{bad}");
        }
    }

    #[test]
    fn arrays_fold_to_primary_spans_and_a_count() {
        assert_eq!(elements("[]"), Some(vec![]));
        assert_eq!(elements(r#"[1,{"a":[2,3]},"x"]"#), Some(vec!["1", r#"{"a":[2,3]}"#, r#""x""#]));
        assert_eq!(elements(r#"{"a":1}"#), None);
        assert_eq!(elements("[1,"), None);
        assert_eq!(elements("[1]x"), None);
        assert_eq!(stands_for(r#""[9 items omitted]""#), 9);
        assert_eq!(stands_for(r#""[x items omitted]""#), 1);
        assert_eq!(
            fold_array(r#"[{"line":1},{"line":2},"[7 items omitted]"]"#).as_deref(),
            Some(r#"["[9 items omitted]"]"#)
        );
        let span = |primary: bool| {
            format!(
                r#"{{"byte_end":75,"file_name":"src/main.rs","is_primary":{primary},"label":"here","line_start":3,"column_start":12}}"#
            )
        };
        assert_eq!(
            fold_array(&format!("[{},{}]", span(false), span(true))).as_deref(),
            Some(r#"[{"file_name":"src/main.rs","line_start":3,"column_start":12},"[1 items omitted]"]"#)
        );
        // Not an array, empty, or a marker that would not be shorter.
        assert_eq!(fold_array("1"), None);
        assert_eq!(fold_array("[]"), None);
        assert_eq!(fold_array("[1]"), None);
    }

    #[test]
    fn a_rendered_diagnostic_folds_its_structured_arrays() {
        let cargo = r#"{"reason":"compiler-message","message":{"rendered":"error: x\n --> a.rs:1:2\n","children":[],"spans":[{"line":1},{"line":2}],"level":"error"}}"#;
        let folded = fold_restatement(&members(cargo).expect("object")).expect("has rendered");
        assert_eq!(
            object(&folded),
            r#"{"reason":"compiler-message","message":{"rendered":"error: x\n --> a.rs:1:2\n","children":[],"spans":["[2 items omitted]"],"level":"error"}}"#
        );
        let rustc = r#"{"rendered":"warning: y\n","spans":[{"a":1},"[4 items omitted]"]}"#;
        let folded = fold_restatement(&members(rustc).expect("object")).expect("has rendered");
        assert_eq!(object(&folded), r#"{"rendered":"warning: y\n","spans":["[5 items omitted]"]}"#);
        // Arrays other than `spans` and `children` are not a restatement: kept.
        let other = r#"{"rendered":"step failed","errors":["connection refused: registry.example.com:443"],"spans":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16]}"#;
        let folded = fold_restatement(&members(other).expect("object")).expect("has rendered");
        assert_eq!(
            object(&folded),
            r#"{"rendered":"step failed","errors":["connection refused: registry.example.com:443"],"spans":["[16 items omitted]"]}"#
        );
        let huge = r#"["[18446744073709551615 items omitted]","[18446744073709551615 items omitted]"]"#;
        assert_eq!(fold_array(huge).as_deref(), Some(r#"["[18446744073709551615 items omitted]"]"#));
        // No rendered text, or an elided or null one: nothing to lean on.
        for record in
            [r#"{"spans":[1,2]}"#, r#"{"rendered":"…","spans":[1]}"#, r#"{"rendered":null,"spans":[1]}"#]
        {
            assert_eq!(fold_restatement(&members(record).expect("object")), None, "{record}");
        }
    }

    #[test]
    fn long_repeats_of_the_record_above_are_elided() {
        let written = |text: &'static str| -> Written<'static> {
            members(text)
                .expect("object")
                .into_iter()
                .map(|(key, value)| (key, Cow::Borrowed(value)))
                .collect()
        };
        let mut above = Above::default();
        let first = r#"{"id":1,"target":{"name":"inventory-service","kind":["bin"],"edition":"2024"},"short":"same"}"#;
        assert_eq!(object(&above.elide_repeats(written(first))), first);
        let second = r#"{"id":2,"target":{"name":"inventory-service","kind":["bin"],"edition":"2024"},"short":"same"}"#;
        assert_eq!(
            object(&above.elide_repeats(written(second))),
            r#"{"id":2,"target":"[same as above]","short":"same"}"#
        );
        // The third compares with the second as read, not as written.
        assert_eq!(
            object(&above.elide_repeats(written(second))),
            r#"{"id":2,"target":"[same as above]","short":"same"}"#
        );
        above.clear();
        assert_eq!(object(&above.elide_repeats(written(second))), second);
    }
}
