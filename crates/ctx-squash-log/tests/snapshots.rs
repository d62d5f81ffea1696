//! The recorded fixtures the pipeline's dispatch sends to `squash_log` (the manifest's
//! `strategy`), squashed as `ctx_pipeline::apply` squashes them: terminal noise removed first,
//! then `squash_log`, and the recording itself when that is not shorter. Every must-keep fact
//! survives, and each result is snapshotted (`tests/snapshots/<fixture>.snap`: bytes and tokens
//! before and after, then the text), so a change to this crate shows in this crate's tests.
//! Regenerate with `INSTA_UPDATE=always cargo test -p ctx-squash-log --test snapshots` and review
//! the diff.

use std::path::Path;

use ctx_squash_core::clean_terminal;
use ctx_squash_log::squash_log;
use ctx_testdata::fixtures::{self, Strategy};
use ctx_tokens::count_tokens;

#[test]
fn every_log_fixture_keeps_its_facts_and_matches_its_snapshot() {
    let squashed = fixtures::squash_handled(&[Strategy::Log], |_, text| squash_log(&clean_terminal(text)));
    let mut settings = insta::Settings::clone_current();
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| {
        for (fixture, stored) in &squashed {
            let body = fixture.snapshot(stored, count_tokens);
            insta::assert_snapshot!(fixture.entry.name.clone(), body);
        }
    });
    fixtures::assert_snapshot_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots"),
        &squashed,
    );
}

/// A kept line keeps the lines that open the blocks enclosing it (`enclosing`): in `ld
/// --verbose`'s linker script, the input sections kept under `.text` and the comment kept under
/// `.bss` come with the line naming their output section (each over a `{` alone), and every
/// indented line kept in the script has an enclosing opener kept above it when one is in reach.
#[test]
fn a_linker_script_keeps_the_section_of_each_kept_line() {
    let Some(fixture) = fixtures::fixtures().into_iter().find(|f| f.entry.name == "ld-default-script") else {
        panic!("the ld-default-script recording is in the manifest");
    };
    let out = squash_log(&clean_terminal(&fixture.text));
    assert!(out.len() < fixture.text.len(), "squashed");
    for opener in ["  .text           :\n", "  .bss            :\n"] {
        assert!(out.contains(opener), "lost {opener:?} in\n{out}");
    }
    // Each kept input-section line inside a `{ … }` block is read under a kept section name.
    let kept: Vec<&str> = out.lines().collect();
    for (k, line) in kept.iter().enumerate() {
        if line.starts_with("    *(") {
            // Markers and fold notes (`[5 lines omitted]`) stand between, not above.
            let above = kept.iter().take(k).rev().find(|l| {
                !l.starts_with("    ") && !l.starts_with('[') && !l.trim().is_empty() && l.trim() != "{"
            });
            assert!(above.is_some_and(|l| l.trim_end().ends_with(':')), "{line:?} under {above:?}");
        }
    }
}

/// A reference cut to its terms keeps each entry's caveat (`terms::caveats`, fix77): the sentence
/// under a kept option that restricts it, which the term alone does not say.
#[test]
fn a_references_kept_options_keep_their_caveats() {
    for (name, caveats) in [
        (
            "man-tar-delete-not-on-compressed-archives.txt",
            &["This option does not operate on compressed archives."][..],
        ),
        ("man-gzip-concatenated-members-exit-status.txt", &["is the default when decompressing."]),
        (
            "man-strace-follow-forks-and-string-limit.txt",
            &["rately  options.   This  is  incompatible with -c, since no", "are always printed in full."],
        ),
    ] {
        let text = ctx_testdata::tool_output(name);
        let out = squash_log(&clean_terminal(&text));
        assert!(out.len() < text.len() * 2 / 3, "{name}: {} of {}", out.len(), text.len());
        for caveat in caveats {
            assert!(out.contains(caveat), "{name}: {caveat}");
        }
    }
}

/// A finding is its message at its place (`findings.rs`): each finding of a recorded report is a
/// line of the squash, place and all, where a fold named a few of them without their places.
#[test]
fn each_finding_of_a_recorded_report_is_kept_with_its_place() {
    for (name, is_finding) in [
        ("perlcritic-report.txt", (|line: &str| line.contains(" at line ")) as fn(&str) -> bool),
        ("flawfinder-report.txt", |line: &str| line.starts_with("c-") && line.contains(".c:")),
        ("sqlite3-integrity-check.txt", |line: &str| line.starts_with("row ")),
    ] {
        let text = ctx_testdata::tool_output(name);
        let out = squash_log(&clean_terminal(&text));
        let findings: Vec<&str> = text.lines().filter(|line| is_finding(line)).collect();
        assert!(findings.len() >= 30, "{name}: {}", findings.len());
        for finding in findings {
            assert!(out.lines().any(|line| line == finding), "{name}: {finding}");
        }
    }
}

/// A level gutter (`level_gutter`): `lintian -i` writes each tag after `E: `, `W: `, `I: ` or
/// `X: ` and its explanation after `N: `; every tag line is kept as written with the first line
/// of its explanation, and the explanation of the rarest level keeps its advice below it.
#[test]
fn a_level_gutter_keeps_every_headline_with_its_body_first_line() {
    let text = ctx_testdata::tool_output("lintian-deb-tags.txt");
    let out = squash_log(&clean_terminal(&text));
    assert!(out.len() < text.len(), "squashed");
    let lines: Vec<&str> = text.lines().collect();
    let mut heads = 0;
    for (i, line) in lines.iter().enumerate() {
        if !["E: ", "W: ", "I: ", "X: "].iter().any(|code| line.starts_with(code)) {
            continue;
        }
        heads += 1;
        assert!(out.lines().any(|l| l == *line), "lost {line:?}");
        let first = lines[i + 1..]
            .iter()
            .take_while(|l| l.starts_with("N:"))
            .find(|l| l.chars().filter(char::is_ascii_alphanumeric).count() >= 3);
        if let Some(first) = first {
            assert!(out.lines().any(|l| l == *first), "lost {first:?} below {line:?}");
        }
    }
    assert_eq!(heads, 13);
    assert!(out.contains("N:   Please move the file to /usr/libexec.\n"));
}

/// A diagnostic's header is worth more than its code frame (`located_heads.rs`): of biome's
/// report in the rome/miette style, every diagnostic's header (`src/hives.js:35:7
/// lint/correctness/noUnusedVariables …`) and the message line under it are lines of the squash,
/// where the frames and fixes filled the budget and four headers fell into omissions; over the
/// 140 KB flood every header stays too, and each rule's message is shown once.
#[test]
fn each_diagnostic_of_a_framed_lint_report_keeps_its_header_and_message() {
    for (name, min) in [("biome-lint.txt", 12), ("biome-lint-flood.txt", 100)] {
        let text = ctx_testdata::tool_output(name);
        let out = squash_log(&clean_terminal(&text));
        assert!(out.len() < text.len() / 2, "{name}: squashed");
        let lines: Vec<&str> = text.lines().collect();
        let headers: Vec<usize> = (0..lines.len())
            .filter(|&i| {
                lines[i].contains(" ━━━")
                    && lines[i].split(' ').next().is_some_and(|w| w.contains(".js:") || w.contains(".mjs:"))
            })
            .collect();
        assert!(headers.len() >= min, "{name}: {}", headers.len());
        for &h in &headers {
            assert!(out.lines().any(|line| line == lines[h]), "{name}: {}", lines[h]);
            let message =
                lines[h + 1..].iter().find(|line| !line.trim().is_empty()).copied().unwrap_or_default();
            if name == "biome-lint.txt" {
                assert!(out.lines().any(|line| line == message), "{name}: {message}");
            } else {
                // A rule's message repeated under a hundred headers is shown once, and named by its fold.
                assert!(out.contains(message.trim()), "{name}: {message}");
            }
        }
    }
}

/// `ctags -x` is sorted by name; its rows of the rare kinds (`interface`, `enum`, `struct` among
/// hundreds of `method` and `field` rows) are kept before the filler keeps rows by place
/// (`kind_order.rs`).
#[test]
fn a_symbol_index_keeps_its_rare_kinds() {
    let Some(fixture) = fixtures::fixtures().into_iter().find(|f| f.entry.name == "ctags-xref") else {
        panic!("the ctags-xref recording is in the manifest");
    };
    let out = squash_log(&clean_terminal(&fixture.text));
    assert!(out.len() * 3 < fixture.text.len(), "squashed to a third");
    for kind in [" interface ", " enum ", " module "] {
        for row in fixture.text.lines().filter(|line| line.split_whitespace().nth(1) == Some(kind.trim())) {
            assert!(out.contains(row), "lost the {kind} row {row:?}");
        }
    }
    let structs = fixture.text.lines().filter(|line| line.split_whitespace().nth(1) == Some("struct"));
    assert!(structs.clone().all(|row| out.contains(row)), "{} struct rows, some lost", structs.count());
}

/// The values a squash names in ranges (`TestLaneInRange/BAL-129..175`: a value, `..`, the last
/// value's digits of the same width), each value read whole.
fn ranged(out: &str) -> Vec<String> {
    let mut values = Vec::new();
    for word in out.split([' ', '\n', ',', '[', ']']) {
        let Some((first, end)) = word.rsplit_once("..") else { continue };
        let start = first.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        let (prefix, digits) = first.split_at(start);
        let (Ok(from), Ok(to)) = (digits.parse::<u64>(), end.parse::<u64>()) else { continue };
        if end.len() == digits.len() && from < to {
            values.extend((from..=to).map(|n| format!("{prefix}{n:0width$}", width = digits.len())));
        }
    }
    values
}

/// go test's 302 subtests folded into one note: every subtest is named, as a line kept or in a
/// range of names counting up by one (ctx-squash-core's `ranges.rs`), and the squash is under a quarter.
#[test]
fn every_subtest_of_a_recorded_run_is_named() {
    let Some(fixture) =
        fixtures::fixtures().into_iter().find(|f| f.entry.name == "go-test-v-subtests-one-fail")
    else {
        panic!("the go-test-v-subtests-one-fail recording is in the manifest");
    };
    let out = squash_log(&clean_terminal(&fixture.text));
    assert!(out.len() * 4 < fixture.text.len(), "squashed to a quarter");
    let ranged = ranged(&out);
    assert!(ranged.len() > 150, "most subtests are in ranges: {}", ranged.len());
    for name in fixture.text.lines().filter_map(|line| line.strip_prefix("=== RUN   ")) {
        assert!(out.contains(name) || ranged.iter().any(|v| v == name), "lost the subtest {name}");
    }
}
