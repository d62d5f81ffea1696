//! The identity of a tool call: canonical JSON of its arguments and the sha256 digest of that.

use std::fmt::Write as _;

use serde_json::Value;
use sha2::{Digest, Sha256};

/// sha256 of the canonical JSON of `arguments`, or of the raw text when `arguments` is not JSON.
///
/// Canonical text is always valid JSON and raw text is hashed only when it is not, so a raw
/// string can never collide with the canonical form of different arguments.
pub(crate) fn arguments_digest(arguments: &str) -> [u8; 32] {
    let mut hasher = Sha256::new();
    match canonical_json(arguments) {
        Some(canonical) => hasher.update(canonical.as_bytes()),
        None => hasher.update(arguments.as_bytes()),
    }
    hasher.finalize().into()
}

/// `arguments` rewritten with object keys sorted (recursively) and no insignificant whitespace;
/// `None` when it is not JSON.
pub(crate) fn canonical_json(arguments: &str) -> Option<String> {
    let value: Value = serde_json::from_str(arguments).ok()?;
    let mut out = String::with_capacity(arguments.len());
    write_value(&value, &mut out);
    Some(out)
}

// Recursion is bounded: serde_json refuses input nested deeper than 128 levels.
fn write_value(value: &Value, out: &mut String) {
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(true) => out.push_str("true"),
        Value::Bool(false) => out.push_str("false"),
        Value::Number(number) => {
            let _ = write!(out, "{number}");
        }
        Value::String(text) => write_string(text, out),
        Value::Array(items) => {
            out.push('[');
            for (position, item) in items.iter().enumerate() {
                if position > 0 {
                    out.push(',');
                }
                write_value(item, out);
            }
            out.push(']');
        }
        Value::Object(map) => {
            let mut entries: Vec<(&String, &Value)> = map.iter().collect();
            entries.sort_unstable_by(|left, right| left.0.cmp(right.0));
            out.push('{');
            for (position, (key, item)) in entries.into_iter().enumerate() {
                if position > 0 {
                    out.push(',');
                }
                write_string(key, out);
                out.push(':');
                write_value(item, out);
            }
            out.push('}');
        }
    }
}

fn write_string(text: &str, out: &mut String) {
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            ch if u32::from(ch) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(ch));
            }
            ch => out.push(ch),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(arguments: &str, expected: Option<&str>) {
        assert_eq!(canonical_json(arguments).as_deref(), expected, "{arguments}");
    }

    #[test]
    fn keys_are_sorted_recursively_and_whitespace_goes() {
        check(
            r#"{ "b": 1, "a": {"d": [1, {"z": 0, "y": null}], "c": true} }"#,
            Some(r#"{"a":{"c":true,"d":[1,{"y":null,"z":0}]},"b":1}"#),
        );
        check(" [ ] ", Some("[]"));
        check(r#""x""#, Some(r#""x""#));
    }

    #[test]
    fn strings_are_escaped_the_same_however_they_were_written() {
        check(r#"{"p": "a\u0022b\/c\n\u00e9\u0001"}"#, Some("{\"p\":\"a\\\"b/c\\n\u{e9}\\u0001\"}"));
        check(r#"{"p": "é"}"#, Some("{\"p\":\"\u{e9}\"}"));
    }

    #[test]
    fn numbers_are_canonical_by_value() {
        check("[1, 1.0, 1e2, -0.5]", Some("[1,1.0,100.0,-0.5]"));
    }

    #[test]
    fn not_json_is_none() {
        check("", None);
        check("{\"a\": 1", None);
        check("path=src/lib.rs", None);
        check(&"[".repeat(200), None);
    }

    #[test]
    fn digests_agree_exactly_when_canonical_forms_agree() {
        assert_eq!(arguments_digest(r#"{"a":1,"b":2}"#), arguments_digest("{ \"b\" : 2,\n \"a\" : 1 }"));
        assert_ne!(arguments_digest(r#"{"a":1}"#), arguments_digest(r#"{"a":2}"#));
        assert_ne!(arguments_digest(r#"{"a":1}"#), arguments_digest(r#"{"a":"1"}"#));
        assert_eq!(arguments_digest("not json"), arguments_digest("not json"));
        assert_ne!(arguments_digest("not json"), arguments_digest("not json "));
    }
}
