//! The recorded findings list whose recurring keys are named once (ctx-squash-core's
//! `recurring_keys`): diction over the GPL keeps each sentence holding a phrase flagged once, and
//! writes each phrase flagged more often once, with its count and every place it was flagged.

use std::collections::HashMap;

use ctx_squash_text::{clean_terminal, looks_like_listing, squash_listing};
use ctx_testdata::fixtures;

#[test]
fn diction_keeps_each_phrase_flagged_once_and_names_the_others_with_their_places() {
    let fixture = fixtures::named("diction-gpl");
    let text = clean_terminal(&fixture.text).into_owned();
    assert!(looks_like_listing(&text));
    let out = squash_listing(&text);
    // The findings by phrase: `[phrase -> advice]`, and the line number of each finding.
    let mut places: HashMap<&str, Vec<&str>> = HashMap::new();
    for line in text.lines().filter(|l| l.starts_with("/usr/share/common-licenses/GPL-3:")) {
        let number = line.split(':').nth(1).unwrap_or_default();
        // Each outermost `[…]` part holding ` -> ` (brackets nested in the advice are part of it).
        let mut depth = 0;
        let mut open = 0;
        for (at, byte) in line.bytes().enumerate() {
            match byte {
                b'[' if depth == 0 => (open, depth) = (at, 1),
                b'[' => depth += 1,
                b']' if depth > 0 => {
                    depth -= 1;
                    let key = &line[open..=at];
                    if depth == 0 && key.contains(" -> ") {
                        let found = places.entry(key).or_default();
                        if found.last() != Some(&number) {
                            found.push(number);
                        }
                    }
                }
                _ => {}
            }
        }
    }
    assert!(places.len() > 60, "{}", places.len());
    let kept: Vec<&str> = out.lines().collect();
    for (key, at) in &places {
        if let [_] = at.as_slice() {
            // A phrase flagged once: its sentence is a line, as written, and when it is cut, the
            // cut leaves the phrase whole.
            let line = text.lines().find(|l| l.contains(key)).unwrap_or_default();
            let shown = kept
                .iter()
                .filter(|k| k.starts_with("/usr/"))
                .find(|k| line.starts_with(k.split("[… ").next().unwrap_or(k)));
            assert!(shown.is_some_and(|k| k.contains(key)), "{key}: {shown:?}");
        } else if key.len() <= 80 {
            // A phrase flagged often: one note, with its count and its places (as many as fit).
            let head = format!("[{key} ×{}: ", at.len());
            let notes: Vec<&&str> = kept.iter().filter(|l| l.starts_with(&head)).collect();
            assert_eq!(notes.len(), 1, "{head}\n{out}");
            assert!(notes[0].contains(&format!("{}, {}", at[0], at[1])), "{}", notes[0]);
        }
    }
    // Fewer tokens than a line for each phrase: under 16 KB, from 43 KB.
    assert!(out.len() < 16 * 1024, "{}", out.len());
}
