//! The recorded references whose sections now keep their share (shares.rs): a man page's and an
//! info manual's entries at the end, or in the middle, keep their definitions' first sentences,
//! and every term its aliases, where the budget went front to back before.

use ctx_squash_text::{clean_terminal, squash_prose};
use ctx_testdata::fixtures::{self, PROSE_BUDGET};

fn squashed(name: &str) -> String {
    let fixture = fixtures::named(name);
    squash_prose(&clean_terminal(&fixture.text), PROSE_BUDGET)
}

#[track_caller]
fn assert_kept(out: &str, lines: &[&str]) {
    for line in lines {
        assert!(out.lines().any(|l| l == *line), "{line:?} lost from\n{out}");
    }
}

#[test]
fn the_last_section_of_a_man_page_keeps_its_definitions() {
    let out = squashed("man-ssh-config");
    assert_kept(
        &out,
        &[
            "FILES",
            "     ~/.ssh/config",
            "             This is the per-user configuration file.  The format of this file",
            "     /etc/ssh/ssh_config",
            "             Systemwide configuration file.  This file provides defaults for",
            // A heading's section keeps its lead: what the page is.
            "     ssh_config — OpenSSH client configuration file",
        ],
    );
}

#[test]
fn an_info_manual_keeps_every_alias_and_late_definitions() {
    let out = squashed("info-coreutils-ls");
    assert_kept(
        &out,
        &[
            "‘-a’",
            "‘--all’",
            "‘-h’",
            "‘--human-readable’",
            "‘-S’",
            "‘--sort=size’",
            "     Sort by file size, largest first.",
        ],
    );
}

#[test]
fn a_synopsis_line_of_its_own_is_kept() {
    let out = squashed("man-git-rebase");
    assert_kept(
        &out,
        &["       git rebase (--continue | --skip | --abort | --quit | --edit-todo | --show-current-patch)"],
    );
}
