//! Merging a hook into an agent's JSON settings file by editing its text: every other byte of the
//! file stays as it was (keys, their order, numbers, blank lines, indentation), and the new entry
//! is indented to match.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;
use serde_json::value::RawValue;

/// Why a settings file cannot take the hook.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Not JSON at all (comments, trailing commas, a cut-off file).
    InvalidJson(String),
    /// JSON, but not an object.
    NotAnObject,
    /// A key on the way to the hook list has a value of another kind (`"hooks": []`).
    WrongKind { key: &'static str, expected: &'static str },
    /// The edited text would not read back as the document plus the entry (a bug): nothing is
    /// written.
    Unmergeable,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::InvalidJson(error) => write!(f, "invalid JSON: {error}"),
            Refusal::NotAnObject => f.write_str("not a JSON object"),
            Refusal::WrongKind { key, expected } => write!(f, "\"{key}\" is not {expected}"),
            Refusal::Unmergeable => {
                f.write_str("cannot add the hook without changing other keys; add it by hand")
            }
        }
    }
}

/// Adds `entry` to the array at `hooks.<event>` of the settings document `text`, creating the
/// keys it lacks. `None` when an element of that array is already `is_ours`: installing twice
/// adds one entry.
pub fn merge(
    text: &str,
    event: &'static str,
    entry: &impl Serialize,
    is_ours: impl Fn(&Value) -> bool,
) -> Result<Option<String>, Refusal> {
    let before: Value =
        serde_json::from_str(text).map_err(|error| Refusal::InvalidJson(error.to_string()))?;
    if !before.is_object() {
        return Err(Refusal::NotAnObject);
    }
    let entry_value = serde_json::to_value(entry).map_err(|error| Refusal::InvalidJson(error.to_string()))?;
    let unit = indent_unit(text);
    let top = value_span(text, text);
    let merged = match member(text, top, "hooks")? {
        None => {
            let hooks = BTreeMap::from([(event, [entry])]);
            insert_member(text, top, "hooks", &hooks, unit.as_deref())
        }
        Some(hooks) => {
            if !text[hooks.0..hooks.1].starts_with('{') {
                return Err(Refusal::WrongKind { key: "hooks", expected: "an object" });
            }
            match member(text, hooks, event)? {
                None => insert_member(text, hooks, event, &[entry], unit.as_deref()),
                Some(list) => {
                    let Ok(Value::Array(entries)) = serde_json::from_str::<Value>(&text[list.0..list.1])
                    else {
                        return Err(Refusal::WrongKind { key: event, expected: "an array" });
                    };
                    if entries.iter().any(&is_ours) {
                        return Ok(None);
                    }
                    insert_element(text, list, entry, unit.as_deref())
                }
            }
        }
    };
    if serde_json::from_str::<Value>(&merged).ok() != Some(expected(before, event, entry_value)) {
        return Err(Refusal::Unmergeable);
    }
    Ok(Some(merged))
}

/// The document `before` with `entry` appended at `hooks.<event>`: what [`merge`] must write.
fn expected(mut before: Value, event: &str, entry: Value) -> Value {
    let hooks = before.as_object_mut().map(|top| top.entry("hooks").or_insert_with(|| serde_json::json!({})));
    if let Some(Value::Object(hooks)) = hooks
        && let Value::Array(list) = hooks.entry(event).or_insert_with(|| Value::Array(Vec::new()))
    {
        list.push(entry);
    }
    before
}

/// A value's byte range in the document: from its opening to just past its closing bracket.
type Span = (usize, usize);

/// The span of `value`, a slice of `text`.
fn value_span(text: &str, value: &str) -> Span {
    let trimmed = value.trim();
    let start = trimmed.as_ptr() as usize - text.as_ptr() as usize;
    (start, start + trimmed.len())
}

/// The span of the value of `key` in the object at `object`; the last one when a key repeats,
/// as JSON readers take it.
fn member(text: &str, object: Span, key: &str) -> Result<Option<Span>, Refusal> {
    let source = &text[object.0..object.1];
    let members: BTreeMap<String, &RawValue> =
        serde_json::from_str(source).map_err(|error| Refusal::InvalidJson(error.to_string()))?;
    Ok(members.get(key).map(|raw| value_span(text, raw.get())))
}

/// Inserts `"key": value` as the last member of the object at `object`.
fn insert_member(text: &str, object: Span, key: &str, value: &impl Serialize, unit: Option<&str>) -> String {
    let key = serde_json::to_string(key).unwrap_or_default();
    let separator = if unit.is_some() { ": " } else { ":" };
    let indent = member_indent(text, object.0, unit);
    let written = format!("{key}{separator}{}", write_value(value, unit, &indent));
    insert(text, object, &written, unit, &indent)
}

/// Inserts `value` as the last element of the array at `array`.
fn insert_element(text: &str, array: Span, value: &impl Serialize, unit: Option<&str>) -> String {
    let indent = member_indent(text, array.0, unit);
    let written = write_value(value, unit, &indent);
    insert(text, array, &written, unit, &indent)
}

/// Puts `written` after the container's last member (or alone in it), on its own line at
/// `indent` in an indented document.
fn insert(text: &str, (start, end): Span, written: &str, unit: Option<&str>, indent: &str) -> String {
    let inner = &text[start + 1..end - 1];
    if inner.trim().is_empty() {
        // An empty container: the entry alone inside, the closing bracket back at its line's
        // indentation.
        let piece = match unit {
            Some(unit) => ["\n", indent, written, "\n", &indent[..indent.len() - unit.len()]].concat(),
            None => written.to_owned(),
        };
        return [&text[..=start], &piece, &text[end - 1..]].concat();
    }
    let after_last = start + 1 + inner.trim_end().len();
    let piece = match unit {
        Some(_) => [",\n", indent, written].concat(),
        None => [",", written].concat(),
    };
    [&text[..after_last], &piece, &text[after_last..]].concat()
}

/// The indentation of a member of the container that opens at `open`: its line's indentation
/// plus one unit.
fn member_indent(text: &str, open: usize, unit: Option<&str>) -> String {
    let Some(unit) = unit else { return String::new() };
    let line_start = text[..open].rfind('\n').map_or(0, |at| at + 1);
    let line = &text[line_start..];
    let base = &line[..line.len() - line.trim_start_matches([' ', '\t']).len()];
    format!("{base}{unit}")
}

/// The document's indentation step: the leading blanks of its first indented line; `None` for a
/// document written on one line, which gets compact JSON.
fn indent_unit(text: &str) -> Option<String> {
    if !text.trim().contains('\n') {
        return None;
    }
    let unit = text
        .lines()
        .skip(1)
        .map(|line| &line[..line.len() - line.trim_start_matches([' ', '\t']).len()])
        .find(|blanks| !blanks.is_empty());
    Some(unit.unwrap_or("  ").to_owned())
}

/// `value` as JSON: compact without a unit, else indented by `unit` with every line after the
/// first starting at `indent`.
fn write_value(value: &impl Serialize, unit: Option<&str>, indent: &str) -> String {
    let Some(unit) = unit else { return serde_json::to_string(value).unwrap_or_default() };
    let mut bytes = Vec::new();
    let formatter = serde_json::ser::PrettyFormatter::with_indent(unit.as_bytes());
    let mut serializer = serde_json::Serializer::with_formatter(&mut bytes, formatter);
    if value.serialize(&mut serializer).is_err() {
        return String::new();
    }
    String::from_utf8_lossy(&bytes).replace('\n', &format!("\n{indent}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The entry the tests install: `matcher` before `hooks`, as Claude Code's docs write it.
    #[derive(Serialize)]
    struct Entry {
        matcher: &'static str,
        hooks: [&'static str; 1],
    }

    const ENTRY: Entry = Entry { matcher: "Bash", hooks: ["ours"] };

    fn ours(value: &Value) -> bool {
        value["hooks"][0] == "ours"
    }

    #[track_caller]
    fn check(before: &str, expected: &str) {
        let merged = merge(before, "PreToolUse", &ENTRY, ours).expect("merges").expect("adds the entry");
        assert_eq!(merged, expected, "\n{merged}");
        assert_eq!(merge(&merged, "PreToolUse", &ENTRY, ours), Ok(None), "installing twice adds nothing");
    }

    #[test]
    fn the_entry_goes_in_with_every_other_byte_kept() {
        check(
            "{\n  \"model\": \"opus\",\n  \"permissions\": {\"allow\": [\"Bash(ls)\"]},\n  \"n\": 1.50\n}\n",
            "{\n  \"model\": \"opus\",\n  \"permissions\": {\"allow\": [\"Bash(ls)\"]},\n  \"n\": 1.50,\n  \"hooks\": {\n    \"PreToolUse\": [\n      {\n        \"matcher\": \"Bash\",\n        \"hooks\": [\n          \"ours\"\n        ]\n      }\n    ]\n  }\n}\n",
        );
        check("{}", "{\"hooks\":{\"PreToolUse\":[{\"matcher\":\"Bash\",\"hooks\":[\"ours\"]}]}}");
        check(
            "{\"b\":2, \"a\":1}",
            "{\"b\":2, \"a\":1,\"hooks\":{\"PreToolUse\":[{\"matcher\":\"Bash\",\"hooks\":[\"ours\"]}]}}",
        );
        check(
            "{\n\t\"hooks\": {\n\t\t\"Stop\": []\n\t}\n}",
            "{\n\t\"hooks\": {\n\t\t\"Stop\": [],\n\t\t\"PreToolUse\": [\n\t\t\t{\n\t\t\t\t\"matcher\": \"Bash\",\n\t\t\t\t\"hooks\": [\n\t\t\t\t\t\"ours\"\n\t\t\t\t]\n\t\t\t}\n\t\t]\n\t}\n}",
        );
        check(
            "{\n    \"hooks\": {\n        \"PreToolUse\": [\n            {\"matcher\": \"Edit\", \"hooks\": []}\n        ]\n    }\n}",
            "{\n    \"hooks\": {\n        \"PreToolUse\": [\n            {\"matcher\": \"Edit\", \"hooks\": []},\n            {\n                \"matcher\": \"Bash\",\n                \"hooks\": [\n                    \"ours\"\n                ]\n            }\n        ]\n    }\n}",
        );
        check(
            "{\n  \"hooks\": {\"PreToolUse\": []}\n}",
            "{\n  \"hooks\": {\"PreToolUse\": [\n    {\n      \"matcher\": \"Bash\",\n      \"hooks\": [\n        \"ours\"\n      ]\n    }\n  ]}\n}",
        );
        check(
            "{\n  \"hooks\": {\n  }\n}",
            "{\n  \"hooks\": {\n    \"PreToolUse\": [\n      {\n        \"matcher\": \"Bash\",\n        \"hooks\": [\n          \"ours\"\n        ]\n      }\n    ]\n  }\n}",
        );
    }

    #[test]
    fn a_file_that_cannot_take_the_hook_is_refused() {
        let refused = |text: &str| merge(text, "PreToolUse", &ENTRY, ours).expect_err("refused").to_string();
        assert_eq!(refused("[]"), "not a JSON object");
        assert_eq!(refused("\"text\""), "not a JSON object");
        assert!(refused("{\"a\": 1,}").starts_with("invalid JSON: "));
        assert!(refused("{// comment\n}").starts_with("invalid JSON: "));
        assert!(refused("").starts_with("invalid JSON: "));
        assert_eq!(refused("{\"hooks\": []}"), "\"hooks\" is not an object");
        assert_eq!(refused("{\"hooks\": {\"PreToolUse\": {}}}"), "\"PreToolUse\" is not an array");
    }

    #[test]
    fn a_repeated_key_is_read_as_json_readers_do() {
        let merged = merge("{\"hooks\": 1, \"hooks\": {}}", "PreToolUse", &ENTRY, ours).expect("merges");
        assert_eq!(
            merged.as_deref(),
            Some("{\"hooks\": 1, \"hooks\": {\"PreToolUse\":[{\"matcher\":\"Bash\",\"hooks\":[\"ours\"]}]}}")
        );
    }
}
