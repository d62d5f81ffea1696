//! Property tests for the squashers' invariants: total, deterministic, never longer, JSON stays
//! JSON, every dropped element counted by an exact marker, identifiers and errors kept.

use ctx_squash_json::{squash_json, squash_ndjson};
use ctx_testdata::json::corresponds;
use proptest::prelude::*;
use serde_json::{Map, Value};

fn prose() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop::sample::select(vec![
            "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "and", "then",
        ]),
        5..12,
    )
    .prop_map(|w| w.join(" "))
}

fn identifier() -> impl Strategy<Value = String> {
    prop_oneof![
        "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
        "[0-9a-f]{39}[0-9]",
        "[0-9a-f]{63}[0-9]",
        "(/[a-z_]{2,10}){3,6}\\.rs",
        "https://[a-z]{3,10}\\.com(/[a-z0-9]{1,8}){2,5}",
        "v?[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}-(alpha|beta|rc)\\.[0-9]{1,2}\\+build\\.[0-9]{4,8}",
        "[A-Za-z0-9]{20,40}[0-9][A-Z]==",
    ]
}

fn error_message() -> impl Strategy<Value = String> {
    (
        prop::sample::select(vec![
            "error: ",
            "Error: ",
            "FAILED ",
            "panic: ",
            "permission denied: ",
            "fatal: ",
        ]),
        prose(),
    )
        .prop_map(|(head, rest)| format!("{head}{rest}"))
}

fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z ]{0,30}",
        prose(),
        identifier(),
        error_message(),
        "\\PC{0,40}".prop_map(|s| s.replace(['[', '\u{2026}'], "x")),
        "[\\x00-\\x1f\"\\\\a]{0,30}",
    ]
}

fn key() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            "error",
            "errors",
            "message",
            "msg",
            "status",
            "state",
            "success",
            "exit_code",
            "description",
            "detail",
            "id",
            "name",
            "items",
            "data",
            "level",
            "type",
        ])
        .prop_map(str::to_owned),
        "[a-zA-Z_]{1,12}",
    ]
}

fn json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        (-1e9f64..1e9).prop_map(Value::from),
        text().prop_map(Value::String),
    ];
    leaf.prop_recursive(6, 256, 16, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..16).prop_map(Value::Array),
            prop::collection::vec((key(), inner), 0..6)
                .prop_map(|kvs| Value::Object(kvs.into_iter().collect())),
        ]
    })
}

/// A map: 28 to 40 members (keys like versions) whose values share a kind, some carrying errors.
fn map() -> impl Strategy<Value = Value> {
    let values = prop_oneof![
        prop::collection::vec(text().prop_map(Value::String), 40),
        prop::collection::vec(json().prop_map(|v| Value::Array(vec![v])), 40),
        prop::collection::vec(
            (key(), json()).prop_map(|(k, v)| Value::Object(std::iter::once((k, v)).collect())),
            40
        ),
        prop::collection::vec(any::<i64>().prop_map(Value::from), 40),
    ];
    (28usize..40, values).prop_map(|(n, values)| {
        Value::Object(values.into_iter().take(n).enumerate().map(|(i, v)| (format!("1.{i}.0"), v)).collect())
    })
}

/// Whether the text is a stream of JSON objects and arrays (at least one) with only whitespace
/// between them.
fn stream(text: &str) -> bool {
    let mut count = 0;
    for value in serde_json::Deserializer::from_str(text).into_iter::<Value>() {
        match value {
            Ok(Value::Object(_) | Value::Array(_)) => count += 1,
            _ => return false,
        }
    }
    count > 0
}

#[track_caller]
/// An array of 20 to 150 records of one shape whose `state` column holds a rare value
/// (`refunded`), a less common one, an error and a common one; some records carry a name, an
/// extra member of any JSON, or both.
fn table() -> impl Strategy<Value = (Vec<Value>, usize)> {
    (prop::collection::vec((0u8..60, prop::option::weighted(0.2, json()), any::<bool>()), 20..150), 0usize..3)
        .prop_map(|(rows, nest)| {
            let rows = rows
                .into_iter()
                .enumerate()
                .map(|(i, (state, extra, named))| {
                    let mut m = Map::new();
                    if named {
                        m.insert("name".into(), Value::from(format!("row-{i}")));
                    }
                    m.insert("id".into(), i.into());
                    let state = match state {
                        0 => "refunded",
                        1..=6 => "cancelled",
                        7 => "failed",
                        _ => "shipped",
                    };
                    m.insert("state".into(), state.into());
                    if let Some(extra) = extra {
                        m.insert("extra".into(), extra);
                    }
                    Value::Object(m)
                })
                .collect();
            (rows, nest)
        })
}

fn check_invariants(input: &str) {
    let out = squash_json(input);
    assert!(out.len() <= input.len(), "longer: {} > {}", out.len(), input.len());
    assert_eq!(out, squash_json(input), "not deterministic");
    if let Some(nd) = squash_ndjson(input) {
        assert!(nd.len() <= input.len());
        assert_eq!(Some(nd), squash_ndjson(input));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn total_on_arbitrary_strings(input in any::<String>()) {
        check_invariants(&input);
    }

    #[test]
    fn total_on_json_like_garbage(input in "[\\[\\]{}\",:0-9a-z\\\\ .eE+\\-\n\u{0}]{0,200}") {
        check_invariants(&input);
        if serde_json::from_str::<Value>(&input).is_err() && !stream(&input) {
            prop_assert_eq!(squash_json(&input), input);
        }
    }

    /// A stream of objects and arrays (`jq`'s output) comes out as one squashed document a line,
    /// each corresponding to its value.
    #[test]
    fn a_stream_of_values_is_squashed_value_by_value(values in prop::collection::vec(json(), 2..12), pretty in any::<bool>()) {
        let values: Vec<Value> = values.into_iter().map(|v| if v.is_object() || v.is_array() { v } else { Value::Array(vec![v]) }).collect();
        let write = |v: &Value| if pretty { serde_json::to_string_pretty(v) } else { serde_json::to_string(v) }.expect("a Value serializes");
        let input = values.iter().map(write).collect::<Vec<_>>().join("\n");
        check_invariants(&input);
        let out = squash_json(&input);
        if out != input {
            let lines: Vec<&str> = out.lines().collect();
            prop_assert_eq!(lines.len(), values.len(), "one line a value: {}", out);
            for (line, value) in lines.iter().zip(&values) {
                let parsed: Value = serde_json::from_str(line).map_err(|e| TestCaseError::fail(format!("{e}: {line}")))?;
                corresponds(value, &parsed, "$").map_err(TestCaseError::fail)?;
            }
        }
    }

    #[test]
    fn a_columns_odd_records_are_kept_whole_and_every_record_counted((rows, nest) in table(), pretty in any::<bool>()) {
        let rare: Vec<usize> = (0..rows.len()).filter(|&i| rows[i]["state"] == "refunded").collect();
        let plain = rare.iter().all(|&i| rows[i].get("extra").is_none());
        let table = Value::Array(rows);
        let value = match nest {
            0 => table,
            1 => serde_json::json!({"rows": table}),
            _ => serde_json::json!({"meta": {"n": 1}, "data": {"rows": table}}),
        };
        let input = if pretty { serde_json::to_string_pretty(&value) } else { serde_json::to_string(&value) }.expect("a Value serializes");
        check_invariants(&input);
        let out = squash_json(&input);
        let parsed: Value = serde_json::from_str(&out).map_err(|e| TestCaseError::fail(format!("{e}: {out}")))?;
        corresponds(&value, &parsed, "$").map_err(TestCaseError::fail)?;
        // A rare value's records, when few and short, are each kept as written.
        let n = match &value { Value::Array(a) => a.len(), _ => 0 }.max(value.pointer("/rows").or_else(|| value.pointer("/data/rows")).and_then(Value::as_array).map_or(0, Vec::len));
        if plain && !rare.is_empty() && rare.len() * 20 <= n && rare.len() <= 8 && out.len() < input.len() {
            for i in rare {
                // serde_json writes the members in key order: `extra`, `id`, `name`, `state`.
                let whole = [format!(r#"{{"id":{i},"state":"refunded"}}"#), format!(r#"{{"id":{i},"name":"row-{i}","state":"refunded"}}"#)];
                prop_assert!(whole.iter().any(|row| out.contains(row.as_str())), "row {} kept whole: {}", i, out);
            }
        }
    }

    /// An array keeps its last element as it keeps its first: whatever its elements, a squashed
    /// array (of scalars, whose squash is themselves, or of a table's records) ends with its last
    /// element, never with a marker.
    #[test]
    fn an_array_keeps_its_last_element(values in prop::collection::vec(json(), 4..60), last in any::<i64>(), pretty in any::<bool>()) {
        let mut values = values;
        values.push(Value::from(last));
        let value = serde_json::json!({"items": values});
        let input = if pretty { serde_json::to_string_pretty(&value) } else { serde_json::to_string(&value) }.expect("a Value serializes");
        check_invariants(&input);
        let out = squash_json(&input);
        let parsed: Value = serde_json::from_str(&out).map_err(|e| TestCaseError::fail(format!("{e}: {out}")))?;
        let items = parsed["items"].as_array().ok_or_else(|| TestCaseError::fail(format!("no array: {out}")))?;
        prop_assert_eq!(items.last(), Some(&Value::from(last)), "{}", out);
    }

    #[test]
    fn json_in_json_out(value in json(), pretty in any::<bool>()) {
        let input = if pretty { serde_json::to_string_pretty(&value) } else { serde_json::to_string(&value) }.expect("a Value serializes");
        check_invariants(&input);
        let out = squash_json(&input);
        let parsed: Value = serde_json::from_str(&out).map_err(|e| TestCaseError::fail(format!("{e}: {out}")))?;
        corresponds(&value, &parsed, "$").map_err(TestCaseError::fail)?;
    }

    #[test]
    fn maps_keep_every_key(value in map(), pretty in any::<bool>()) {
        let input = if pretty { serde_json::to_string_pretty(&value) } else { serde_json::to_string(&value) }.expect("a Value serializes");
        check_invariants(&input);
        let out = squash_json(&input);
        let parsed: Value = serde_json::from_str(&out).map_err(|e| TestCaseError::fail(format!("{e}: {out}")))?;
        corresponds(&value, &parsed, "$").map_err(TestCaseError::fail)?;
        let (a, b) = (value.as_object().expect("a map"), parsed.as_object().expect("a map stays an object"));
        prop_assert!(a.keys().eq(b.keys()), "every key, in order: {}", out);
    }

    #[test]
    fn truncated_json_is_returned_unchanged(value in json(), cut in any::<prop::sample::Index>()) {
        let input = serde_json::to_string(&value).expect("a Value serializes");
        let mut at = cut.index(input.len().max(1));
        while !input.is_char_boundary(at) { at -= 1; }
        let prefix = &input[..at];
        if serde_json::from_str::<Value>(prefix).is_err() {
            prop_assert_eq!(squash_json(prefix), prefix);
        }
    }

    #[test]
    fn identifiers_are_kept(id in identifier(), filler in prose()) {
        let filler = format!("{filler} over the lazy dog");
        let input = serde_json::json!({"id": id, "filler": filler}).to_string();
        let out: Value = serde_json::from_str(&squash_json(&input)).expect("output is JSON");
        prop_assert_eq!(&out["id"], &Value::String(id));
        prop_assert_eq!(&out["filler"], "\u{2026}");
    }

    #[test]
    fn error_messages_are_kept(msg in error_message(), key in "[a-z]{1,8}") {
        let input = serde_json::json!({key.clone(): msg, "pad": "x".repeat(64)}).to_string();
        let out: Value = serde_json::from_str(&squash_json(&input)).expect("output is JSON");
        prop_assert_eq!(&out[key.as_str()], &Value::String(msg));
    }

    #[test]
    fn prose_is_elided(text in prose(), key in "[a-z]{1,8}") {
        prop_assume!(text.len() > 20);
        // A message or error key keeps its value whatever it says (`{"msg": "…"}`): prose is
        // elided under the other keys.
        let kept_by_key = ["msg", "message", "stderr", "rendered", "err", "traceback", "backtrace", "stacktrace"];
        let failure = ["error", "fail", "exception", "panic", "fatal"];
        prop_assume!(!kept_by_key.contains(&key.as_str()) && !failure.iter().any(|w| key.contains(w)));
        let input = serde_json::json!({key.clone(): text}).to_string();
        let out: Value = serde_json::from_str(&squash_json(&input)).expect("output is JSON");
        prop_assert_eq!(&out[key.as_str()], "\u{2026}");
    }

    #[test]
    fn ndjson_records_are_kept_or_counted(values in prop::collection::vec(json(), 2..40)) {
        let records: Vec<String> =
            values.iter().map(|v| serde_json::json!({"type": "rec", "v": v}).to_string()).collect();
        let input = records.join("\n");
        let out = squash_ndjson(&input).ok_or_else(|| TestCaseError::fail("not recognised as NDJSON"))?;
        prop_assert!(out.len() <= input.len());
        if out != input {
            let mut accounted = 0;
            for line in out.lines() {
                if let Some(n) = line.strip_prefix('[').and_then(|l| l.strip_suffix(" lines omitted]")) {
                    accounted += n.parse::<usize>().expect("a marker count is a number");
                } else {
                    let record: Value = serde_json::from_str(line).map_err(|e| TestCaseError::fail(format!("{e}: {line}")))?;
                    prop_assert_eq!(&record["type"], "rec");
                    accounted += 1;
                }
            }
            prop_assert_eq!(accounted, records.len());
        }
    }
}

#[test]
fn long_arrays_stop_growing() {
    let doc = |n: usize| {
        let items: Vec<Value> = (0..n)
            .map(|i| serde_json::json!({"id": i, "name": format!("item {i}"), "note": "a description of the item that is long", "tags": ["a", "b"]}))
            .collect();
        squash_json(&serde_json::json!({"items": items}).to_string())
    };
    let (small, large) = (doc(100), doc(10_000));
    // 3 elements, then 64 skeletons (`{"id":…,"name":…}`), then the marker, then the last element.
    let last = |i: usize| format!(r#"{{"id":{i},"name":"item {i}","note":"…","tags":["a","b"]}}]}}"#);
    assert!(small.contains(r#"{"id":66,"name":"item 66"},"[32 items omitted]","#), "{small}");
    assert!(small.ends_with(&last(99)), "{small}");
    assert!(large.contains(r#"{"id":66,"name":"item 66"},"[9932 items omitted]","#), "{large}");
    assert!(large.ends_with(&last(9999)), "{large}");
    assert_eq!(large.len(), small.len() + 6, "only the marker's and the last element's digits grow");
}

#[test]
fn failing_elements_survive_folding() {
    let mut items: Vec<Value> =
        (0..1000).map(|i| serde_json::json!({"test": format!("t{i}"), "outcome": "passed"})).collect();
    items[500] = serde_json::json!({"test": "t500", "outcome": "failed", "message": "assertion failed: left == right at tests/a.rs:12"});
    let out: Value =
        serde_json::from_str(&squash_json(&serde_json::to_string(&items).expect("a Value serializes")))
            .expect("output is JSON");
    let out = out.as_array().expect("an array stays an array");
    assert_eq!(out.len(), 7);
    assert_eq!(out[3], "[497 items omitted]");
    assert_eq!(out[4], items[500]);
    assert_eq!(out[5], "[498 items omitted]");
    assert_eq!(out[6], items[999], "the last element is kept");
}

#[test]
fn nul_bytes() {
    // Escaped NUL is valid JSON and kept; a raw NUL is not JSON and the input comes back as is.
    let escaped = r#"{"a": "\u0000", "b": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]}"#;
    assert_eq!(squash_json(escaped), r#"{"a":"\u0000","b":[1,2,3,"[8 items omitted]",12]}"#);
    let raw = "{\"a\": \"\0\", \"b\": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]}";
    assert_eq!(squash_json(raw), raw);
    assert_eq!(squash_ndjson("{}\n\0\n{}"), None);
}

#[test]
fn deep_nesting_with_folding() {
    // Every level is the 4th element of its parent, so every level sits in a fold tail.
    let depth = 100_000;
    let input = format!("{}{}", "[0,0,0,".repeat(depth), "]".repeat(depth));
    let out = squash_json(&input);
    assert!(out.len() <= input.len());
    let mut objects = String::new();
    for _ in 0..depth {
        objects.push_str(r#"{"error":{"items":[1,2,3,"#);
    }
    objects.push('1');
    for _ in 0..depth {
        objects.push_str("]}}");
    }
    assert!(squash_json(&objects).len() <= objects.len());
    let map: Map<String, Value> = Map::new();
    assert_eq!(squash_json(&Value::Object(map).to_string()), "{}");
}

#[test]
fn large_maps_keep_every_key() {
    let members: Vec<String> =
        (0..200_000).map(|i| format!(r#""{i}.0.0": "/srv/pkgs/pkg-{i}/index.json""#)).collect();
    let input = format!("{{{}}}", members.join(","));
    let out: Value = serde_json::from_str(&squash_json(&input)).expect("output is JSON");
    let out = out.as_object().expect("a map stays an object");
    assert_eq!(out.len(), 200_000);
    assert_eq!(out["199999.0.0"], "\u{2026}");
    assert_eq!(out["2.0.0"], "/srv/pkgs/pkg-2/index.json");
}

/// The oracle writes the skeleton's note again, independently: the two must agree.
#[test]
fn the_oracle_knows_the_skeleton_note() {
    assert_eq!(ctx_testdata::json::SKELETON_NOTE, ctx_squash_json::SKELETON_NOTE);
}
