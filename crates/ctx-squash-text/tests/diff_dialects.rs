//! The recorded diffs of `diff`'s other dialects are read as diffs: `diff -c -r`'s context hunks
//! keep every changed line of both sides (the new side's `!` line is no repeat of the old's), and
//! `diff -r`'s small normal hunks their `<` and `>` lines, with each file's command line and each
//! hunk's change command.

use ctx_squash_text::{clean_terminal, looks_like_diff, squash_generic};
use ctx_testdata::fixtures::{self, BUDGET};

fn squashed(name: &str) -> (String, String) {
    let text = clean_terminal(&fixtures::named(name).text).into_owned();
    let out = squash_generic(&text, BUDGET);
    (text, out)
}

#[track_caller]
fn assert_kept(out: &str, lines: &[&str]) {
    for line in lines {
        assert!(out.lines().any(|l| l == *line), "{line:?} lost from\n{out}");
    }
}

#[test]
fn a_context_diffs_changed_lines_are_kept_on_both_sides() {
    let (text, out) = squashed("diff-context-recursive");
    assert!(looks_like_diff(&text));
    assert!(out.len() < text.len() * 3 / 4, "{} of {}", out.len(), text.len());
    assert_kept(
        &out,
        &[
            "diff -c -r old/conf/fermenter.conf new/conf/fermenter.conf",
            "*** old/conf/fermenter.conf\t2025-11-01 08:00:00.000000000 +0000",
            "! max_pressure_bar = 2.5",
            "! max_pressure_bar = 25",
            "+ setpoint_c = -4",
            "! brite_param_23 = 32",
            "! brite_param_23 = 33",
        ],
    );
    // Every changed line of every hunk, old side and new.
    for line in text.lines().filter(|l| l.starts_with("! ") || l.starts_with("+ ") || l.starts_with("- ")) {
        assert!(out.lines().any(|l| l == line), "{line:?} lost");
    }
}

#[test]
fn a_normal_diffs_small_hunks_and_commands_are_kept_and_what_is_stored_keeps_every_fact() {
    let (text, out) = squashed("diff-recursive");
    assert!(looks_like_diff(&text));
    // Each file's command line, each hunk's change command, and a small hunk's both sides.
    for line in
        text.lines().filter(|l| l.starts_with("diff -r ") || l.starts_with(|c: char| c.is_ascii_digit()))
    {
        assert!(out.lines().any(|l| l == line), "{line:?} lost");
    }
    assert_kept(
        &out,
        &["< version = 3", "---", "> version = 4", "<     pub second: u8,", ">     pub second: Option<u8>,"],
    );
    // What the pipeline stores keeps every fact (the squash saves too little to leave any out).
    let fixture = fixtures::named("diff-recursive");
    assert_eq!(fixture.dropped(&fixture.stored(out)), Vec::<&str>::new());
}
