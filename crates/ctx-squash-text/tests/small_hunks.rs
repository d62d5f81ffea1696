//! The recorded diffs whose small changes are no longer folded (`small_hunks.rs`) and whose
//! headings keep their rows (`heading_rows.rs`): `svn log -v --diff` keeps its one-line changes and
//! a record's copied path, and `git diff A..B` each small hunk's changed lines; a `\r\n` diff's
//! small hunk past an empty context line keeps its change too, and so does a word diff's hunk of
//! few marked lines.

use ctx_squash_text::{clean_terminal, squash_generic};
use ctx_testdata::fixtures::{self, BUDGET};

fn squashed(name: &str) -> String {
    let fixture = fixtures::named(name);
    squash_generic(&clean_terminal(&fixture.text), BUDGET)
}

#[track_caller]
fn assert_kept(out: &str, lines: &[&str]) {
    for line in lines {
        assert!(out.lines().any(|l| l == *line), "{line:?} lost from\n{out}");
    }
}

#[test]
fn an_svn_logs_one_line_changes_and_its_path_rows_are_kept() {
    let out = squashed("svn-log-verbose-diff");
    assert_kept(
        &out,
        &[
            "-    struct element c = { \"C\", 0.21 }, mn = { \"Mn\", 1.10 };",
            "+    struct element c = { \"C\", 0.22 }, mn = { \"Mn\", 1.10 };",
            "-7101,82.5",
            "+7101,82.0",
            "+7133,73.5",
            // A heading's row (`Changed paths:`), which reads like a hunk's context line.
            "   A /tags/v1.0 (from /trunk:34)",
        ],
    );
}

#[test]
fn a_git_diffs_small_hunks_show_their_changes() {
    let out = squashed("git-diff-range");
    assert_kept(
        &out,
        &["+    Tree,", "+            Strategy::Tree => \"tree\",", "-strategy: generic", "+strategy: tree"],
    );
}

#[test]
fn a_crlf_diffs_small_hunk_past_an_empty_context_line_keeps_its_change() {
    // A long hunk of added lines, then a small one whose second change comes after an empty
    // context line that is all `\r`.
    let mut diff =
        String::from("diff --git a/t.txt b/t.txt\r\n--- a/t.txt\r\n+++ b/t.txt\r\n@@ -0,0 +1,400 @@\r\n");
    diff.extend((0..400).map(|i| format!("+row {i} of the table, written out at some length\r\n")));
    diff.push_str("@@ -900,5 +1300,5 @@\r\n head\r\n-retries = 1\r\n+retries = 2\r\n\r\n-limit = 3\r\n+limit = 0\r\n tail\r\n");
    // And a second file as long, so the change is neither the diff's head nor its tail.
    diff.push_str("diff --git a/u.txt b/u.txt\r\n--- a/u.txt\r\n+++ b/u.txt\r\n@@ -0,0 +1,400 @@\r\n");
    diff.extend((0..400).map(|i| format!("+line {i} of the other table, as long as the first\r\n")));
    let out = squash_generic(&diff, 2_000);
    assert!(out.len() < diff.len() / 4, "{} of {}", out.len(), diff.len());
    // `lines()` reads the `\r\n` ends off.
    assert_kept(&out, &["-limit = 3", "+limit = 0"]);
}

#[test]
fn a_word_diffs_small_hunks_show_their_marked_lines() {
    // `git diff --word-diff`: three hunks of at most four marked lines, each folded whole before.
    let out = squashed("git-word-diff");
    for line in [
        "  `NameMemo`); a summary is counted once, its count handed on [-(`Shaped::summary_tokens`).-]{+(`Shaped::summary_tokens`);+}",
        "the squashes by [-SHA-256-]{+xxh3-128+} of call and output",
        "result's squash is remembered by the [-SHA-256-]{+xxh3-128+} of its call and output",
    ] {
        assert!(out.lines().any(|l| l.contains(line)), "{line:?} lost from\n{out}");
    }
}
