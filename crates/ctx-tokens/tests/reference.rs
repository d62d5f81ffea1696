//! `count_tokens` equals OpenAI's reference o200k encoding (Python `tiktoken`) on real outputs:
//! every recorded fixture (compiler and test logs, JSON, ANSI colour, CRLF, carriage-return
//! progress, invalid UTF-8 after lossy decoding, multi-megabyte logs) and every trajectory, both
//! as message texts and as whole multi-megabyte files. The reference numbers were recorded by
//! `xtask/scripts/reference_counts.py` into fixtures/reference-counts.json.

use std::path::{Path, PathBuf};

use ctx_message::Conversation;
use ctx_tokens::count_tokens;
use serde_json::Value;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn reference() -> Value {
    let text =
        std::fs::read_to_string(root().join("fixtures/reference-counts.json")).expect("reference counts");
    serde_json::from_str(&text).expect("valid JSON")
}

#[test]
fn fixtures_match_the_reference_encoding() {
    let reference = reference();
    let fixtures = reference["fixtures"].as_object().expect("fixtures");
    assert!(fixtures.len() >= 40);
    let mut wrong = Vec::new();
    for (name, expected) in fixtures {
        let bytes = std::fs::read(root().join("fixtures/tools").join(name)).expect("fixture");
        let text = String::from_utf8_lossy(&bytes);
        let counted = count_tokens(&text);
        if Some(counted as u64) != expected.as_u64() {
            wrong.push(format!("{name}: counted {counted}, reference {expected}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn trajectories_match_the_reference_encoding() {
    let reference = reference();
    let trajectories = reference["trajectories"].as_object().expect("trajectories");
    assert_eq!(trajectories.len(), 19);
    let paths = ctx_testdata::trajectory_paths();
    for (name, expected) in trajectories {
        let path =
            paths.iter().find(|path| ctx_testdata::file_name(path) == *name).expect("a recorded trajectory");
        let text = ctx_testdata::read(path);
        assert_eq!(Some(count_tokens(&text) as u64), expected["file"].as_u64(), "{name} as a whole file");
        let conversation = Conversation::parse(&text).expect("parses");
        let texts: usize = conversation
            .messages
            .iter()
            .map(|message| {
                count_tokens(&message.content.text())
                    + message.calls().iter().map(|call| count_tokens(&call.function.arguments)).sum::<usize>()
            })
            .sum();
        assert_eq!(Some(texts as u64), expected["texts"].as_u64(), "{name} message texts");
    }
}
