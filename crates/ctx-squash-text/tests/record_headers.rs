//! The recorded log of patches whose every record keeps its header (`record_headers.rs`):
//! `svn log -v --diff` keeps each revision's id line and message, the last one's too.

use ctx_squash_text::{clean_terminal, squash_generic};
use ctx_testdata::fixtures::{self, BUDGET};

fn squashed(name: &str) -> (String, String) {
    let fixture = fixtures::named(name);
    let text = clean_terminal(&fixture.text).into_owned();
    let out = squash_generic(&text, BUDGET);
    (text, out)
}

#[test]
fn every_revision_of_an_svn_log_keeps_its_id_line_and_message() {
    let (text, out) = squashed("svn-log-verbose-diff");
    assert!(out.len() < text.len() * 2 / 3, "{} of {}\n{out}", out.len(), text.len());
    let kept: Vec<&str> = out.lines().collect();
    for line in text.lines() {
        let id = line.starts_with('r') && line.contains(" | ") && line.ends_with(" line");
        if id || line.starts_with("Shift note ") || line.starts_with("Tag v") {
            assert!(kept.contains(&line), "{line:?} lost from\n{out}");
        }
    }
    assert!(kept.contains(&"Shift note 17"), "{out}");
}
