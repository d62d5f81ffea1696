//! The recorded `git log --summary` whose one commit deleting a file lost its subject and the
//! file it created (issue #15, round 22): the kept `delete mode` line, a first word no other
//! commit writes, keeps its whole commit.

use ctx_squash_core::clean_terminal;
use ctx_squash_log::squash_log;
use ctx_testdata::fixtures;

#[test]
fn a_commits_one_off_line_keeps_its_whole_commit() {
    let fixture = fixtures::named("git-log-summary-deleted-file");
    let out = squash_log(&clean_terminal(&fixture.text));
    let commit = [
        "commit f45717f350f9bf4a8ea1d28d0cd1351cfd193214",
        "Author: Ada Lovelace <ada@example.com>",
        "Date:   Tue Oct 21 12:12:00 2025 +0000",
        "",
        "    kiln: shift 131 log",
        "",
        " create mode 100644 kiln/log-131.txt",
        " delete mode 100644 schedules/K-17.cfg",
    ];
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.windows(commit.len()).any(|w| w == commit), "{out}");
    // The other commits still fold: the squash stays a squash.
    assert!(out.len() < fixture.text.len() / 2, "{} bytes", out.len());
}
