//! The recorded diffs whose small changes are no longer folded (`small_hunks.rs`) and whose
//! headings keep their rows (`heading_rows.rs`): `svn log -v --diff` keeps its one-line changes and
//! a record's copied path, and `git diff A..B` each small hunk's changed lines.

use ctx_squash_text::{clean_terminal, squash_generic};
use ctx_testdata::fixtures::{self, BUDGET};

fn squashed(name: &str) -> String {
    let fixture = fixtures::fixtures()
        .into_iter()
        .find(|f| f.entry.name == name)
        .unwrap_or_else(|| panic!("no fixture {name}"));
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
