//! `picked`: a call's JSON arguments read for the few keys a reader asks about, every other value
//! checked as JSON and skipped, not built. An edit's `old_string` and `new_string`, tens of
//! kilobytes each, are then scanned once, never copied into a `Value`.

use std::fmt;

use serde::de::{DeserializeSeed, Deserializer, IgnoredAny, MapAccess, Visitor};
use serde_json::{Map, Value};

/// The arguments' values under `keys`, when `arguments` is one JSON object (else `None`, as for
/// arguments that are not JSON). The same map as parsing the whole object into a `Value` and
/// keeping those keys — a key written twice keeps its last value — but for what that parse
/// refuses in a value skipped and this only checks as JSON syntax: a lone UTF-16 surrogate escape
/// (`"\ud800"`), nesting deeper than 128, a number out of `f64`'s range (`1e400`); and `serde_json`'s
/// private raw-value key, which that parse reads as the whole arguments, is not special here.
pub fn picked(arguments: &str, keys: &[&str]) -> Option<Map<String, Value>> {
    let mut deserializer = serde_json::Deserializer::from_str(arguments);
    let map = Picked(keys).deserialize(&mut deserializer).ok()?;
    deserializer.end().ok()?;
    Some(map)
}

/// Reads an object, keeping the values of its keys.
struct Picked<'k>(&'k [&'k str]);

impl<'de> DeserializeSeed<'de> for Picked<'_> {
    type Value = Map<String, Value>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for Picked<'_> {
    type Value = Map<String, Value>;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a JSON object")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Self::Value, A::Error> {
        let mut map = Map::new();
        while let Some(key) = access.next_key::<String>()? {
            if self.0.contains(&key.as_str()) {
                let value: Value = access.next_value()?;
                map.insert(key, value);
            } else {
                access.next_value::<IgnoredAny>()?;
            }
        }
        Ok(map)
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// What the whole parse keeps of `keys`.
    fn whole(arguments: &str, keys: &[&str]) -> Option<Map<String, Value>> {
        match serde_json::from_str(arguments) {
            Ok(Value::Object(map)) => {
                Some(map.into_iter().filter(|(key, _)| keys.contains(&key.as_str())).collect())
            }
            _ => None,
        }
    }

    const KEYS: &[&str] = &["file_path", "command", "paths", "offset"];

    #[test]
    fn the_keys_asked_are_read_and_the_rest_skipped() {
        for arguments in [
            r#"{"file_path":"src/a.rs","old_string":"fn a() {}\n","new_string":"fn b() {}\n"}"#,
            r#"{"command":["bash","-lc","cat x"],"timeout":30,"paths":["a","b"],"offset":10}"#,
            r#"{"file_path":"first","file_path":"last"}"#,
            r#"{"nested":{"file_path":"not this one"},"offset":-1.5}"#,
            r#"{"a\u0022b":"escaped key","command":"ls \"quoted\""}"#,
            "{}",
            r#"  {"command" : "ls"}  "#,
        ] {
            assert_eq!(picked(arguments, KEYS), whole(arguments, KEYS), "{arguments}");
        }
        let edit = picked(r#"{"file_path":"first","file_path":"last","new_string":"x"}"#, KEYS);
        assert_eq!(edit.and_then(|map| map.get("file_path").cloned()), Some(Value::from("last")));
    }

    #[test]
    fn what_is_not_one_object_is_none() {
        for arguments in ["", "[]", "\"x\"", "{", r#"{"a":1} {"b":2}"#, r#"{"a":tru}"#, r#"{"a":"\x"}"#] {
            assert_eq!(picked(arguments, KEYS), None, "{arguments}");
            assert_eq!(whole(arguments, KEYS), None, "{arguments}");
        }
        // A control character inside a skipped string is refused as the whole parse refuses it.
        assert_eq!(picked("{\"old_string\":\"a\u{1}b\"}", KEYS), None);
    }

    #[test]
    fn a_lone_surrogate_in_a_skipped_value_is_read_past() {
        let arguments = r#"{"file_path":"a.py","old_string":"\ud800"}"#;
        assert_eq!(whole(arguments, KEYS), None);
        let map = picked(arguments, KEYS).expect("read");
        assert_eq!(map.get("file_path"), Some(&Value::from("a.py")));
    }

    fn json() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::from),
            any::<i64>().prop_map(Value::from),
            "[a-z\"\\\\\n é]{0,12}".prop_map(Value::from),
        ];
        leaf.prop_recursive(3, 24, 4, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
                prop::collection::vec(("(file_path|command|paths|offset|[a-z]{1,6})", inner), 0..5)
                    .prop_map(|pairs| Value::Object(pairs.into_iter().collect())),
            ]
        })
    }

    proptest! {
        /// Any JSON text, and any text at all, reads as the whole parse keeps it.
        #[test]
        fn picked_keeps_what_the_whole_parse_keeps(value in json(), text in "\\PC{0,40}") {
            let written = value.to_string();
            prop_assert_eq!(picked(&written, KEYS), whole(&written, KEYS));
            prop_assert_eq!(picked(&text, KEYS), whole(&text, KEYS));
        }
    }
}
