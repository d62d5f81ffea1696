//! Every recorded trajectory (`ctx_testdata::trajectory_paths`) parses and is written back byte for byte.

use ctx_message::Conversation;
use serde_json::Value;

#[test]
fn every_trajectory_round_trips_to_an_equal_value() {
    let files = ctx_testdata::trajectory_paths();
    assert_eq!(files.len(), 19, "the shared corpus has 19 trajectories");
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable");
        let conversation =
            Conversation::parse(&text).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
        assert!(!conversation.messages.is_empty());
        let original: Value = serde_json::from_str(&text).expect("valid JSON");
        let again: Value = serde_json::from_str(&conversation.to_json()).expect("valid output");
        assert!(again == original, "{} changed on a round trip", path.display());
        // Written with the document's own indentation, an unchanged document is the same bytes.
        assert!(
            conversation.to_json_pretty() == text.trim_end(),
            "{} is not written back byte for byte",
            path.display()
        );
    }
}
