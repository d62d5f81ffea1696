//! Rewrites of one kept NDJSON record against what the reader has already seen: top-level
//! members repeated from the record above, and the structured restatement of a diagnostic that
//! carries its own `rendered` text (cargo and rustc `--message-format=json`).

use std::fmt::Write as _;

/// What a member's value becomes when the record above had the same one.
const SAME_AS_ABOVE: &str = r#""[same as above]""#;

/// A repeated value shorter than this is cheaper left as it is.
const MIN_REPEAT: usize = 24;

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
        let primary = members_of(element).filter(|m| m.contains(&(r#""is_primary""#, "true")));
        match primary {
            Some(members) => {
                let identity: Vec<(String, String)> = members
                    .iter()
                    .filter(|(key, _)| SPAN_IDENTITY.contains(key))
                    .map(|&(k, v)| (k.to_owned(), v.to_owned()))
                    .collect();
                skeletons.push(object(&identity));
            }
            None => omitted += stands_for(element),
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
    let mut in_string = false;
    while let Some(&c) = b.get(pos) {
        pos += 1;
        if in_string {
            match c {
                b'\\' => pos += 1,
                b'"' => {
                    in_string = false;
                    if depth == 0 {
                        return Some(pos);
                    }
                }
                _ => {}
            }
            continue;
        }
        match c {
            b'"' => in_string = true,
            b'{' | b'[' => depth += 1,
            b'}' | b']' if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    return Some(pos);
                }
            }
            b',' | b'}' | b']' | b' ' | b'\t' | b'\r' | b'\n' if depth == 0 => {
                return (pos - 1 > start).then_some(pos - 1);
            }
            _ => {}
        }
    }
    (depth == 0 && !in_string && pos > start).then_some(pos)
}

fn skip_ws(b: &[u8], mut pos: usize) -> usize {
    while b.get(pos).is_some_and(|c| matches!(c, b' ' | b'\t' | b'\r' | b'\n')) {
        pos += 1;
    }
    pos
}

/// A diagnostic's members, with every array beside a kept `rendered` text (`spans`, `children`)
/// folded to one `"[N items omitted]"` element: the rendered text says what they say. Looks at
/// the record itself (rustc) and one object level down (cargo's `message`). `None` when the
/// record has no rendered text to lean on.
pub(crate) fn fold_restatement(members: &Members<'_>) -> Option<Vec<(String, String)>> {
    let fold = |members: &Members<'_>| -> Option<Vec<(String, String)>> {
        let rendered = members.iter().find(|(key, _)| *key == r#""rendered""#)?.1;
        if !rendered.starts_with('"') || rendered == r#""…""# {
            return None;
        }
        Some(
            members
                .iter()
                .map(|&(key, value)| (key.to_owned(), fold_array(value).unwrap_or_else(|| value.to_owned())))
                .collect(),
        )
    };
    let owned = |members: &Members<'_>| members.iter().map(|&(k, v)| (k.to_owned(), v.to_owned())).collect();
    if let Some(folded) = fold(members) {
        return Some(folded);
    }
    let mut found = false;
    let mut out: Vec<(String, String)> = owned(members);
    for (_, value) in &mut out {
        if let Some(folded) = members_of(value).as_ref().and_then(fold) {
            *value = object(&folded);
            found = true;
        }
    }
    found.then_some(out)
}

fn members_of(value: &str) -> Option<Members<'_>> {
    if value.starts_with('{') { members(value) } else { None }
}

/// Members whose value equals the same member of the record above become
/// [`SAME_AS_ABOVE`] (short values stay as they are).
pub(crate) fn elide_repeats(members: &mut [(String, String)], above: &[(String, String)]) {
    for (key, value) in members.iter_mut() {
        if value.len() >= MIN_REPEAT && above.iter().any(|(k, v)| k == key && v == value) {
            SAME_AS_ABOVE.clone_into(value);
        }
    }
}

/// The compact JSON object of `members`.
pub(crate) fn object(members: &[(String, String)]) -> String {
    let mut out = String::from("{");
    for (i, (key, value)) in members.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(out, "{key}:{value}");
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
        // No rendered text, or an elided or null one: nothing to lean on.
        for record in
            [r#"{"spans":[1,2]}"#, r#"{"rendered":"…","spans":[1]}"#, r#"{"rendered":null,"spans":[1]}"#]
        {
            assert_eq!(fold_restatement(&members(record).expect("object")), None, "{record}");
        }
    }

    #[test]
    fn long_repeats_of_the_record_above_are_elided() {
        let owned = |text: &str| -> Vec<(String, String)> {
            members(text).expect("object").into_iter().map(|(k, v)| (k.to_owned(), v.to_owned())).collect()
        };
        let above = owned(r#"{"id":1,"target":{"name":"inventory-service","kind":["bin"]},"short":"same"}"#);
        let mut record =
            owned(r#"{"id":2,"target":{"name":"inventory-service","kind":["bin"]},"short":"same"}"#);
        elide_repeats(&mut record, &above);
        assert_eq!(object(&record), r#"{"id":2,"target":"[same as above]","short":"same"}"#);
    }
}
