//! The recorded log whose fold notes wrote a carrier before every shipment (`cycle.rs`): 1,800
//! `synced S-… via <carrier>, N items` lines whose carriers come in turn. Each note writes the
//! turn once where it starts (and again where a row kept as a line breaks it), and every name
//! listed reads back with the carrier its line names.

use std::collections::HashMap;

use ctx_squash_core::clean_terminal;
use ctx_squash_log::squash_log;
use ctx_testdata::fixtures;

#[test]
fn carriers_in_turn_are_written_once_and_read_back_for_every_shipment() {
    let fixture = fixtures::named("python-log-one-traceback");
    let text = clean_terminal(&fixture.text).into_owned();
    let out = squash_log(&text);
    assert!(fixture.dropped(&out).is_empty(), "{:?}", fixture.dropped(&out));
    // Each shipment's carrier's first word, as its line writes it.
    let mut carrier: HashMap<&str, &str> = HashMap::new();
    for line in text.lines() {
        if let Some((_, rest)) = line.split_once(" synced ")
            && let Some((shipment, via)) = rest.split_once(" via ")
        {
            carrier.insert(shipment, via.split(' ').next().unwrap_or(""));
        }
    }
    let mut read = 0;
    for note in out.lines().filter(|line| line.starts_with('[') && line.contains(" synced <*> via ")) {
        let list = note.split_once(": ").map_or("", |(_, list)| list).trim_end_matches(']');
        assert!(list.starts_with("alternating `"), "{note}");
        for segment in list.split("; ") {
            let (turn, names) =
                segment.strip_prefix("alternating ").and_then(|s| s.split_once("`: ")).unwrap_or(("", ""));
            let turn: Vec<&str> = turn.split(" / ").map(|label| label.trim_matches('`')).collect();
            for (k, name) in names.split(", ").enumerate() {
                assert_eq!(carrier.get(name), Some(&turn[k % turn.len()]), "{name} in {segment}");
                read += 1;
            }
        }
    }
    // Every shipment not kept as a line is read back from a note.
    assert!(read > 1700, "{read}");
    assert!(out.len() < text.len() / 8, "{} of {}", out.len(), text.len());
}
