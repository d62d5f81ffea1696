//! The recorded jq stream that failed on one input line of 1,500 (`breaks.rs`): its results skip
//! `F1412`, and the records on each side of the skip are kept, beside the interleaved error.

use ctx_squash_json::squash_ndjson;
use ctx_testdata::fixtures;

#[test]
fn a_skip_in_a_counted_stream_keeps_its_neighbours() {
    let fixture = fixtures::named("jq-stream-error-after-mass");
    let out = squash_ndjson(&fixture.text).expect("JSON lines");
    let lines: Vec<&str> = out.lines().collect();
    let pair = ["{\"firing\":\"F1411\",\"over\":4}", "{\"firing\":\"F1413\",\"over\":6}"];
    assert!(lines.windows(2).any(|w| w == pair), "{out}");
    assert!(out.lines().any(|line| line.contains("jq: error (at firings.jsonl:1412)")), "{out}");
    assert!(out.len() < fixture.text.len() / 50, "{} of {}", out.len(), fixture.text.len());
}
