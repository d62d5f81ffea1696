//! Property tests: the invariants `squash_log` and `looks_like_log` keep on every input.

use ctx_squash_log::{looks_like_log, squash_log};
use proptest::prelude::*;
use std::fmt::Write as _;

fn line() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            Just("error[E0308]: mismatched types".to_owned()),
            Just(" --> src/lib.rs:2:34".to_owned()),
            Just("warning: unused".to_owned()),
            Just("test a ... FAILED".to_owned()),
            Just("test result: FAILED. 1 passed; 1 failed".to_owned()),
            Just("  File \"x.py\", line 3, in f".to_owned()),
            Just("\tat x.Y(Y.java:3)".to_owned()),
            Just("Traceback (most recent call last):".to_owned()),
            Just("\x1b[31m".to_owned()),
            Just("\r".to_owned()),
            Just("é日\u{fffd}\0".to_owned()),
            "[a-z0-9 ]{0,12}",
            "[a-z]{4000,4300}",
        ],
        0..4,
    )
    .prop_map(|parts| parts.concat())
}

fn log() -> impl Strategy<Value = String> {
    (prop::collection::vec(line(), 0..150), any::<bool>()).prop_map(|(lines, trailing)| {
        let mut s = lines.join("\n");
        if trailing && !s.is_empty() {
            s.push('\n');
        }
        s
    })
}

/// Every value the fold notes of `out` list, read back whole: a note writes a value that begins
/// with the one before it up to that one's last separator from the separator on, after `…`
/// (ctx-squash-core's listed.rs: `r---_-_++5r, …_+6` lists `r---_-_+6`).
fn listed_names(out: &str) -> Vec<String> {
    let last_separator = |entry: &str| {
        let at = entry
            .trim_end_matches(|c: char| !c.is_alphanumeric())
            .rfind(['/', ':', '[', '.', '-', '_', '@'])?;
        Some(if entry[at..].starts_with(':') && entry[..at].ends_with(':') { at - 1 } else { at })
    };
    let mut names = Vec::new();
    for line in out.lines().filter(|line| line.starts_with('[')) {
        let Some((_, list)) = line.split_once(": ") else { continue };
        let mut before = String::new();
        for entry in list.trim_end_matches(']').split(", ") {
            let entry = entry.trim_matches('`');
            let whole = match (entry.strip_prefix('…'), last_separator(&before)) {
                (Some(tail), Some(cut)) => format!("{}{tail}", &before[..cut]),
                _ => entry.to_owned(),
            };
            names.push(whole.clone());
            before = whole;
        }
    }
    names
}

fn marker_count(line: &str) -> Option<usize> {
    line.strip_prefix('[')?.strip_suffix(" lines omitted]")?.parse().ok()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn invariants(input in log()) {
                prop_assume!(!input.lines().any(|l| marker_count(l).is_some() || ctx_squash_core::is_fold_note(l)));
        let out = squash_log(&input);
        prop_assert!(out.len() <= input.len());
        prop_assert_eq!(&squash_log(&input), &out, "deterministic");
        if out != input {
            let lines: Vec<&str> = out.split_terminator('\n').collect();
                        // A fold note stands for no line: the markers count the lines it tells of.
            let accounted: usize =
                lines.iter().filter(|l| !ctx_squash_core::is_fold_note(l)).map(|l| marker_count(l).unwrap_or(1)).sum();
            prop_assert_eq!(accounted, input.split_terminator('\n').count(), "markers exact");
            prop_assert!(lines.windows(2).all(|w| marker_count(w[0]).is_none() || marker_count(w[1]).is_none()), "adjacent markers");
            prop_assert_eq!(out.ends_with('\n'), input.ends_with('\n'));
        }
    }

    #[test]
    fn every_distinct_short_error_line_survives(input in log()) {
        let out = squash_log(&input);
        // Repeats modulo colour codes, numbers and file:line locations are one fact.
        let norm = |l: &str| {
            l.replace("\x1b[31m", "")
                .split_whitespace()
                .filter(|t| !t.contains(".rs:") && !t.contains(".java:"))
                .collect::<Vec<_>>()
                .join(" ")
                .replace(|c: char| c.is_ascii_digit(), "")
        };
        let kept: std::collections::HashSet<String> = out.lines().map(norm).collect();
        // A failing-test line is a fact when `FAILED` is a whole word: parts glued by the
        // generator into `FAILEDr` are no verdict a real tool prints (keywords match on word
        // boundaries by design), and `FAILED 0` is a count of none (`Passed 9 Failed 0`).
        // Colour codes are cleaned before reading: `FAILED\x1b[31ma` reads `FAILEDa`.
        let failed_test = |l: &str| {
            l.replace("\x1b[31m", "").strip_prefix("test a ... FAILED").is_some_and(|rest| {
                let count = rest.trim_start_matches([' ', '\t', ':', '=']);
                let none = count.strip_prefix('0').is_some_and(|after| !after.starts_with(char::is_alphanumeric));
                !rest.starts_with(char::is_alphanumeric) && !none
            })
        };
        for l in input.lines().filter(|l| l.len() < 200) {
            if l.starts_with("error[") || failed_test(l) || l.starts_with("test result") {
                prop_assert!(kept.contains(&norm(l)), "lost {:?}", l);
            }
        }
    }

    #[test]
    fn squashing_twice_never_grows(input in log()) {
        let once = squash_log(&input);
        prop_assert!(squash_log(&once).len() <= once.len());
    }

    /// A uniform table (`tar -tv`, `du`, `readelf -s`): the row holding the largest value of a
    /// column of sizes that spreads over orders of magnitude is kept, wherever it stands, and a
    /// folded row is named as the table writes it.
    #[test]
    fn the_largest_row_of_a_table_is_kept(
        sizes in prop::collection::vec(1u32..100_000, 60..300),
        peak in any::<prop::sample::Index>(),
    ) {
        let mut sizes = sizes;
        let at = peak.index(sizes.len());
        sizes[at] = 50_000_000;
        let text: String = sizes
            .iter()
            .enumerate()
            .map(|(i, s)| format!("-rw-r--r-- 0/0 {s:>9} 2006-07-24 01:21 serde_json/src/module_{i}.rs\n"))
            .collect::<Vec<_>>()
            .concat();
        let out = squash_log(&text);
        prop_assert!(out.len() < text.len());
        let row = format!("  50000000 2006-07-24 01:21 serde_json/src/module_{at}.rs\n");
        prop_assert!(out.contains(&row), "lost row {}", at);
    }

    /// A listing whose rows differ in a name (`ls -la`): every row is named, as written or in a
    /// note's list read back (a name after one sharing its beginning is written from the shared
    /// part's last separator on, after `…`), when the names fit the allowance and are at most half their rows — whichever rows the squash keeps
    /// whole. (Whether a template's lines are rows is judged on its first line: its name is at
    /// least a few letters here.)
    #[test]
    fn every_row_of_a_listing_is_named(
        names in prop::collection::btree_set("[a-z][a-z0-9_+.-]{5,14}", 40..400),
        links in prop::collection::vec(any::<bool>(), 400),
    ) {
        let mut text = String::from("total 254996\n");
        let mut named = Vec::new();
        for (k, (name, link)) in names.iter().zip(&links).enumerate() {
            let size = 1000 + k * 37 % 9000;
            let line = if *link {
                named.push(format!("{name} -> bin{k}"));
                format!("lrwxrwxrwx  1 root root {size:>10} Jan 14  2023 {name} -> bin{k}\n")
            } else {
                named.push(name.clone());
                format!("-rwxr-xr-x  1 root root {size:>10} Mar 18  2023 {name}\n")
            };
            text.push_str(&line);
        }
        let out = squash_log(&text);
        let listed = listed_names(&out);
        for name in &named {
            prop_assert!(out.contains(name.as_str()) || listed.contains(name), "{} not named", name);
        }
    }

    /// A failed system call is an error whatever its words: among any lines, the line that
    /// ends in the C library's text for it is kept, with the command above it.
    #[test]
    fn a_failed_call_is_kept(
        filler in prop::collection::vec("[a-z]{2,8}( [a-z0-9/._]{1,12}){1,5}", 150..400),
        at in any::<prop::sample::Index>(),
        path in "[a-z]{1,8}/[a-z]{1,8}",
        message in prop::sample::select(vec!["No such file or directory", "Permission denied", "command not found"]),
    ) {
        let at = at.index(filler.len());
        let mut lines: Vec<String> = filler.iter().map(|l| format!("+ {l}")).collect();
        lines.insert(at, format!("+ cp {path} build/"));
        lines.insert(at + 1, format!("cp: cannot stat '{path}': {message}"));
        // The run then dies of an error of its own, later: the failed call is its cause.
        lines.push("+ die 'no outbox for channel stable'".to_owned());
        lines.push("[release] error: no outbox for channel stable".to_owned());
        let text = lines.join("\n") + "\n";
        let out = squash_log(&text);
        prop_assert!(out.contains(&format!("\n{}\n", lines[at + 1])), "lost the failed call");
        prop_assert!(out.contains(&format!("\n{}\n", lines[at])) || at == 0, "lost the command above it");
    }

    /// An indented failure is named by the lines it is nested under: wherever it stands among
    /// sections of cases and steps, its case and step are kept with it.
    #[test]
    fn a_failure_keeps_its_ancestors(
        cases in prop::collection::vec(("[A-Z][a-z]{3,10}( [a-z]{2,8}){1,4}", prop::collection::vec("[a-z]{2,8}( [a-z0-9]{1,8}){1,4}", 2..8)), 8..40),
        at in any::<prop::sample::Index>(),
        step in any::<prop::sample::Index>(),
    ) {
        let failing = at.index(cases.len());
        let mut text = String::from("Feature: stock moves\n\n");
        let mut named = Vec::new();
        for (k, (case, steps)) in cases.iter().enumerate() {
            let _ = writeln!(text, "  Scenario: {case} {k}  # features/stock.feature:{}", 10 * k + 1);
            let failing_step = step.index(steps.len());
            for (n, s) in steps.iter().enumerate() {
                let _ = writeln!(text, "    Then {s}  # features/steps/stock.py:{n}");
                if k == failing && n == failing_step {
                    text.push_str("      ASSERT FAILED: expected 45 got 40\n");
                    named.push(format!("  Scenario: {case} {k}  # features/stock.feature:{}\n", 10 * k + 1));
                    named.push(format!("    Then {s}  # features/steps/stock.py:{n}\n"));
                }
            }
            text.push('\n');
        }
        text.push_str("0 features passed, 1 failed, 0 skipped\n");
        let out = squash_log(&text);
        prop_assume!(out != text);
        for line in &named {
            prop_assert!(out.contains(line.as_str()), "lost {:?}", line);
        }
    }

    /// A path of numbered events under a finding (an analyzer's `(9) this call could return
    /// NULL`) ends where it goes wrong: the last event of each finding's path is kept, however
    /// long the path within the 64 lines a block looks at below its headline.
    #[test]
    fn the_last_event_of_a_path_is_kept(
        events in prop::collection::vec("[a-z]{2,8}( [a-z]{2,8}){1,6}", 8..=14),
        findings in 1usize..4,
    ) {
        let mut text = String::new();
        let mut last = Vec::new();
        for f in 0..findings {
            let _ = writeln!(text, "src/conf{f}.c:{}:12: warning: use of NULL where non-null expected [-Wanalyzer-null-argument]", 10 + f);
            let _ = write!(text, "  'conf_get{f}': events 1-{}\n    |\n", events.len());
            for (n, event) in events.iter().enumerate() {
                let _ = write!(text, "    |   {} |     x = f(y);\n    |      |         ~~~~\n    |      |         |\n", 20 + n);
                let _ = writeln!(text, "    |      |         ({}) {event} in f{f}", n + 1);
            }
            text.push_str("    |\n");
            last.push(format!("    |      |         ({}) {} in f{f}\n", events.len(), events[events.len() - 1]));
        }
        let _ = writeln!(text, "{findings} warnings generated.");
        for k in 0..6 {
            let _ = writeln!(text, "make[1]: Leaving directory '/tmp/build/step{k}'");
        }
        let out = squash_log(&text);
        prop_assume!(out != text);
        for line in &last {
            prop_assert!(out.contains(line.as_str()), "lost {:?}", line);
        }
    }

    /// A linter's finding named by a rule code at a place, in a layout no `path:line:col` rule
    /// reads (sqlfluff's `L:   8 | P:  42 | RF04 | …`), is kept as a line with its place,
    /// whatever the message and however many findings share a template.
    #[test]
    fn a_coded_finding_keeps_its_place(
        findings in prop::collection::vec((1u32..400, 1u32..120, "[A-Z]{2}[0-9]{2}", "[A-Z][a-z]{2,9}( [a-z]{2,9}){2,8}\\."), 20..120),
        repeated in 20usize..80,
    ) {
        let mut text = String::from("== [sql/reports.sql] FAIL\n");
        for (line, pos, code, message) in &findings {
            let _ = writeln!(text, "L: {line:>3} | P: {pos:>3} | {code} | {message}");
        }
        for k in 0..repeated {
            let _ = writeln!(text, "L: {:>3} | P: {:>3} | CP01 | Keywords must be consistently lower case.", 500 + k, k % 80);
        }
        text.push_str("All Finished!\n");
        let out = squash_log(&text);
        let mut seen = std::collections::HashSet::new();
        for (line, pos, code, message) in &findings {
            // The first finding of each message is kept; a second copy may fold.
            if seen.insert(message.clone()) {
                let row = format!("L: {line:>3} | P: {pos:>3} | {code} | {message}\n");
                prop_assert!(out.contains(&row), "lost {:?}", row);
            }
        }
    }

    /// A level gutter (`level_gutter`): the lines of a rarer level written among an explanation's
    /// `N:` lines are headlines, each kept as written with its body's first line, however long
    /// the explanations and whatever their words.
    #[test]
    fn a_level_gutter_keeps_its_headlines(
        tags in prop::collection::vec(
            (0usize..4, "[a-z]{3,9}(-[a-z]{3,9}){1,3}", prop::collection::vec("[A-Z][a-z]{2,9}( [a-z]{2,9}){3,9}\\.", 1..30)),
            2..24,
        ),
    ) {
        let mut text = String::from("running with root privileges is not recommended!\nN:\n");
        let mut kept = Vec::new();
        for (level, tag, body) in &tags {
            let head = format!("{}: pkg: {tag}", ["E", "W", "I", "X"][*level]);
            let _ = writeln!(text, "{head}\nN: ");
            kept.push(head);
            for (k, line) in body.iter().enumerate() {
                let line = format!("N:   {line}");
                let _ = writeln!(text, "{line}\nN:   ");
                if k == 0 {
                    kept.push(line);
                }
            }
            text.push_str("N: \nN:\n");
        }
        let out = squash_log(&text);
        for line in &kept {
            prop_assert!(out.lines().any(|l| l == line), "lost {:?}", line);
        }
    }

    /// A reference (an advisory's id, a bug closed) is an identifier: the first line naming each
    /// is kept, wherever it stands among lines of prose.
    #[test]
    fn every_reference_is_kept(
        prose in prop::collection::vec("[a-z]{2,9}( [a-z]{2,9}){3,10}", 150..400),
        refs in prop::collection::btree_set((2019u32..2027, 1000u32..99_999), 1..6),
        bugs in prop::collection::btree_set(100_000u32..2_000_000, 1..4),
        seed in any::<u64>(),
    ) {
        let mut lines: Vec<String> = prose.iter().map(|l| format!("    - {l}")).collect();
        let mut named = Vec::new();
        for (year, n) in &refs {
            named.push(format!("    - CVE-{year}-{n}: prevent a denial of service"));
        }
        for bug in &bugs {
            named.push(format!("      (Closes: #{bug})"));
        }
        for (k, line) in named.iter().enumerate() {
            let at = (seed as usize).wrapping_add(k * 37) % lines.len();
            lines.insert(at, line.clone());
        }
        let text = lines.join("\n") + "\n";
        let out = squash_log(&text);
        prop_assume!(out != text);
        for line in &named {
            prop_assert!(out.contains(&format!("{line}\n")), "lost {:?}", line);
        }
    }

    /// A listing read by key (a settings table of distinct keys, a few KiB) keeps every row as
    /// written, whatever separator sets its values apart: the row asked about is never folded.
    #[test]
    fn a_listing_read_by_key_keeps_every_row(
        keys in prop::collection::btree_set("[a-z][a-z_]{3,20}", 60..400),
        values in prop::collection::vec("[a-zA-Z0-9/._]{1,20}", 400),
        sep in prop::sample::select(vec!["\t", " | ", " => ", " = "]),
    ) {
        let mut text = String::from("error: the lines below are a log's\n");
        let rows: Vec<String> = keys.iter().zip(&values).map(|(k, v)| format!("{k}{sep}{v}")).collect();
        for row in &rows {
            let _ = writeln!(text, "{row}");
        }
        let out = squash_log(&text);
        for row in &rows {
            prop_assert!(out.contains(&format!("\n{row}\n")), "lost {:?}", row);
        }
    }

    /// The same run of lines under every failure (a traceback's library frames) is shown once;
    /// every failure keeps its headline and its innermost frame.
    #[test]
    fn a_run_of_lines_already_shown_is_shown_once(
        tests in prop::collection::btree_set("[a-z]{4,12}", 3..12),
        passed in prop::collection::vec("[a-z]{4,12}", 40..120),
    ) {
        let shared = "  File \"/app/pkg/db/backends/utils.py\", line 84, in _execute_with_wrappers";
        let mut text = String::new();
        for name in &passed {
            let _ = writeln!(text, "test_{name} (pkg.tests.Suite) ... ok");
        }
        for (n, name) in tests.iter().enumerate() {
            let _ = write!(
                text,
                "{rule}\nERROR: test_{name} (pkg.tests.Suite)\n{dash}\nTraceback (most recent call last):\n  \
                 File \"/app/tests/test_{name}.py\", line {line}, in test_{name}\n    self.check_{name}()\n\
                 {shared}\n    return executor(sql, params, many, context)\n  \
                 File \"/app/pkg/db/backends/base.py\", line 392, in execute\n    \
                 return self.connection.execute(query, params)\n  \
                 File \"/app/pkg/db/{name}.py\", line {inner}, in {name}\n    raise LookupError(key)\n\
                 LookupError: no row for {name}\n\n",
                rule = "=".repeat(70),
                dash = "-".repeat(70),
                line = 10 + n,
                inner = 100 + n,
            );
        }
        let _ = writeln!(text, "{}\nRan {} tests in 0.5s\n\nFAILED (errors={})", "-".repeat(70), passed.len() + tests.len(), tests.len());
        let out = squash_log(&text);
        prop_assume!(out != text);
        prop_assert!(out.matches(shared).count() <= 1, "{}", out);
        for (n, name) in tests.iter().enumerate() {
            for fact in [
                format!("ERROR: test_{name} (pkg.tests.Suite)\n"),
                format!("  File \"/app/pkg/db/{name}.py\", line {}, in {name}\n", 100 + n),
                format!("LookupError: no row for {name}\n"),
            ] {
                prop_assert!(out.contains(&fact), "lost {:?}", fact);
            }
        }
    }

    #[test]
    fn never_panics_on_arbitrary_text(input in "\\PC{0,600}") {
        let out = squash_log(&input);
        prop_assert!(out.len() <= input.len());
        let _ = looks_like_log(&input);
    }
}

#[test]
fn empty_input() {
    assert_eq!(squash_log(""), "");
    assert!(!looks_like_log(""));
}

proptest! {
    // Dumps of thousands of rows: fewer cases.
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// A settings dump writes every key one way; the row whose key is written otherwise (set
    /// from the environment, with no origin) is kept, wherever it stands — in a dump too long to
    /// be kept whole as a listing read by key (over `keyed`'s 80 KiB of rows).
    #[test]
    fn the_odd_key_of_a_dump_is_kept(
        keys in prop::collection::btree_set("[A-Z][A-Z_]{3,20}", 2_600..3_000),
        values in prop::collection::vec("[a-zA-Z0-9/._]{1,20}", 3_000),
        at in any::<prop::sample::Index>(),
        odd in prop::sample::select(vec!["(env: {k})", "()", "[ini]"]),
    ) {
        let keys: Vec<&String> = keys.iter().collect();
        let at = at.index(keys.len());
        let mut text = String::new();
        let mut odd_row = String::new();
        for (n, (key, value)) in keys.iter().zip(&values).enumerate() {
            let row = if n == at {
                odd_row = format!("{key}{} = {value}", odd.replace("{k}", key));
                odd_row.clone()
            } else {
                format!("{key}(default) = {value}")
            };
            let _ = writeln!(text, "{row}");
        }
        let out = squash_log(&text);
        prop_assume!(out != text);
        prop_assert!(out.contains(&format!("{odd_row}\n")), "lost {:?}", odd_row);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A failure inside a block of a script (a name ending with `:` over a `{` alone, its body
    /// indented under it) is read under the block's name: wherever it stands among many blocks,
    /// the line naming its block is kept with it.
    #[test]
    fn a_kept_line_keeps_the_line_opening_its_block(
        blocks in prop::collection::vec(("[a-z]{3,10}", prop::collection::vec("[a-z]{2,8}( [a-z0-9.]{1,8}){1,4}", 2..10)), 20..60),
        at in any::<prop::sample::Index>(),
        line in any::<prop::sample::Index>(),
    ) {
        let failing = at.index(blocks.len());
        let mut text = String::from("SECTIONS\n{\n");
        let mut opener = String::new();
        for (k, (name, body)) in blocks.iter().enumerate() {
            let head = format!("  .{name}{k}           :");
            let _ = writeln!(text, "{head}\n  {{");
            let failing_line = line.index(body.len());
            for (n, l) in body.iter().enumerate() {
                let _ = writeln!(text, "    *({l})");
                if k == failing && n == failing_line {
                    text.push_str("    error: undefined section in this block\n");
                    opener = format!("\n{head}\n");
                }
            }
            text.push_str("  }\n");
        }
        text.push_str("}\n");
        let out = squash_log(&text);
        prop_assume!(out != text);
        prop_assert!(out.contains("error: undefined section in this block"));
        prop_assert!(out.contains(opener.as_str()), "lost {:?}", opener);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Commits that each create a file, one of them deleting one too (`git log --summary`): the
    /// kept `delete mode` line, a first word no other commit writes, keeps its whole commit — the
    /// subject and the file it created with it — wherever it stands. (Subjects opening on a few
    /// components' names: where most subjects open on a word of their own, one-off words are
    /// many and none stands out.)
    #[test]
    fn a_kept_one_off_line_keeps_its_whole_record(
        commits in prop::collection::vec(("[0-9a-f]{40}", prop::sample::select(vec!["kiln", "yard", "saw"])), 24..80),
        at in any::<prop::sample::Index>(),
        deleted in "[a-z]{3,10}/[A-Z]-[0-9]{1,3}\\.cfg",
    ) {
        let odd = at.index(commits.len());
        let mut text = String::new();
        let mut record = Vec::new();
        for (k, (hash, word)) in commits.iter().enumerate() {
            let subject = format!("    {word}: shift {k} log");
            let created = format!(" create mode 100644 {word}/log-{k}.txt");
            let _ = writeln!(text, "commit {hash}\nAuthor: Ada <ada@example.com>\nDate:   Tue Oct 21 12:{:02}:00 2025 +0000\n\n{subject}\n\n{created}", k % 60);
            if k == odd {
                let _ = writeln!(text, " delete mode 100644 {deleted}");
                record = vec![subject, created];
            }
            text.push('\n');
        }
        let out = squash_log(&text);
        prop_assume!(out != text);
        prop_assert!(out.contains(&format!(" delete mode 100644 {deleted}\n")), "{}", out);
        for line in &record {
            prop_assert!(out.contains(&format!("{line}\n")), "lost {:?}", line);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// A sentence stating a total (`112 statements analysed.`) among lines of any log, once, is
    /// kept wherever it stands when the squash shortens the log.
    #[test]
    fn a_sentence_stating_a_total_is_kept(
        input in log(),
        count in 1usize..100_000,
        what in "[a-z]{3,10}",
        done in "[a-z]{3,8}",
        at in any::<prop::sample::Index>(),
    ) {
        let total = format!("{count} {what} {done}ed.");
        let mut lines: Vec<&str> = input.lines().collect();
        let at = at.index(lines.len() + 1);
        lines.insert(at, &total);
        let text = lines.join("\n") + "\n";
        let out = squash_log(&text);
        prop_assume!(out != text);
        prop_assert!(out.contains(&format!("{total}\n")), "lost {:?}", total);
    }
}
