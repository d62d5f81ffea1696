//! Property tests: the invariants `clean_terminal` and the squashers keep on every input.

use ctx_squash_text::{
    PROSE_WHOLE, clean_terminal, looks_like_listing, looks_like_prose, squash_generic, squash_listing,
    squash_prose, squash_table, squash_tree, squash_tree_named,
};
use proptest::prelude::*;
use std::collections::HashSet;
use std::fmt::Write as _;

/// Lines built from pieces that exercise the classifier, escapes, CRs and multi-byte text.
fn line() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            Just("error: boom".to_owned()),
            Just("warning: unused".to_owned()),
            Just("test a ... FAILED".to_owned()),
            Just(" --> src/lib.rs:1:2".to_owned()),
            Just("test result: ok. 3 passed".to_owned()),
            Just("\x1b[31m".to_owned()),
            Just("\r".to_owned()),
            Just("é日\u{fffd}\0".to_owned()),
            "[a-z0-9 ]{0,12}",
            "[a-z]{200,400}",
        ],
        0..4,
    )
    .prop_map(|parts| parts.concat())
}

fn text() -> impl Strategy<Value = String> {
    (prop::collection::vec(line(), 0..120), any::<bool>()).prop_map(|(lines, trailing)| {
        let mut s = lines.join("\n");
        if trailing && !s.is_empty() {
            s.push('\n');
        }
        s
    })
}

/// Kept lines plus the N of every `[N lines omitted]` marker.
fn accounted_lines(out: &str) -> usize {
    out.split_terminator('\n')
        .map(|l| {
            l.strip_prefix('[')
                .and_then(|r| r.strip_suffix(" lines omitted]"))
                .and_then(|n| n.parse().ok())
                .unwrap_or(1)
        })
        .sum()
}

/// A dependency tree drawn as `cargo tree` draws it: each entry one level deeper than the one
/// above at most, its node one of a few names (so nodes recur under other parents), some marked
/// `(*)`.
fn dependency_tree() -> impl Strategy<Value = String> {
    prop::collection::vec((0usize..6, 0usize..8, any::<bool>()), 1..160).prop_map(|entries| {
        let mut tree = String::from("root v0.1.0\n");
        // The deepest level the next entry may take: one below the entry above.
        let mut deepest = 0;
        for (want, name, repeat) in entries {
            let depth = want.min(deepest);
            let mark = if repeat { " (*)" } else { "" };
            let _ = writeln!(tree, "{}├── node{name} v1.{name}.0{mark}", "│   ".repeat(depth));
            deepest = depth + 1;
        }
        tree
    })
}

/// A compiler's dump of a translation unit: top-level entries from headers (each naming its file
/// once, then `line:N` relative to it, or no location), some with children, then the compiled
/// file's entries, the last top-level ones (a child may name a header's location, a macro's, and
/// the next entry names the file again). Returns the dump and the compiled file's lines.
fn source_dump() -> impl Strategy<Value = (String, Vec<String>)> {
    let entry = (0usize..3, 0usize..4, 0usize..3);
    (prop::collection::vec(entry.clone(), 10..80), prop::collection::vec(entry, 1..12)).prop_map(
        |(system, own)| {
            let mut dump = String::from("TranslationUnitDecl <<invalid sloc>>\n");
            let mut own_lines = Vec::new();
            for (k, &(source, children, kind)) in system.iter().chain(&own).enumerate() {
                let mine = k >= system.len();
                let location = match (mine, source, kind) {
                    (true, 0, _) => format!("<crucible.c:{k}:1, col:9>"),
                    (true, _, _) => format!("<line:{k}:1, col:9>"),
                    (false, 0, _) => format!("</usr/include/h{k}.h:{k}:1>"),
                    (false, _, 0) => "<<invalid sloc>>".to_owned(),
                    (false, _, _) => format!("<line:{k}:1>"),
                };
                // The first of the compiled file's entries names it.
                let location = if k == system.len() { format!("<crucible.c:{k}:1>") } else { location };
                let mut lines = vec![format!("|-Decl{kind} {location} name{k}")];
                for c in 0..children {
                    let macro_from =
                        if mine && c == 0 && kind == 1 { "</usr/include/stddef.h:89:16>" } else { "<col:3>" };
                    lines.push(format!("| `-Child {macro_from} value{k}_{c}"));
                }
                if mine && kind == 1 && children > 0 {
                    // Back in the compiled file after the macro.
                    lines.push(format!("|   `-Back <crucible.c:{k}:5> again{k}"));
                }
                for line in &lines {
                    dump.push_str(line);
                    dump.push('\n');
                }
                if mine {
                    own_lines.extend(lines);
                }
            }
            (dump, own_lines)
        },
    )
}

/// Lines of a file listing or grep output, with some noise.
fn listing() -> impl Strategy<Value = String> {
    let line = prop_oneof![
        "[a-c]{1,3}/[a-c]{1,3}\\.rs",
        "[a-c]{1,3}/[a-c]{1,3}\\.rs:[0-9]{1,3}:[a-z {}();]{0,30}",
        "[a-c]{1,3}/[a-c]{1,3}\\.rs:[0-9]{1,3}",
        "[0-9]{1,3}[:-][a-z ]{0,20}",
        Just(String::new()),
        Just("--".to_owned()),
        "[a-z é]{0,12}",
        "[a-z]{500,700}",
    ];
    (prop::collection::vec(line, 0..150), any::<bool>()).prop_map(|(lines, trailing)| {
        let mut s = lines.join("\n");
        if trailing && !s.is_empty() {
            s.push('\n');
        }
        s
    })
}

/// Rows of a key-value table (padded, `=`, bare keys), with a few other lines.
fn table() -> impl Strategy<Value = String> {
    let line = prop_oneof![
        4 => ("[A-Z_]{1,3}[0-9]{0,3}", 2usize..30, prop_oneof!["[0-9]{1,2}", Just(String::new()), "[a-z /é]{0,80}"])
            .prop_map(|(k, pad, v)| format!("{k}{}{v}", " ".repeat(pad))),
        1 => ("[a-z_.]{1,8}", "[ ]{0,1}=[ ]{0,1}[a-z0-9/]{0,20}").prop_map(|(k, v)| format!("{k}{v}")),
        1 => "[a-z ]{0,12}",
    ];
    (prop::collection::vec(line, 0..120), any::<bool>()).prop_map(|(lines, trailing)| {
        let mut s = lines.join("\n");
        if trailing && !s.is_empty() {
            s.push('\n');
        }
        s
    })
}

fn is_marker(line: &str) -> bool {
    line.strip_prefix('[')
        .and_then(|r| r.strip_suffix(" lines omitted]"))
        .is_some_and(|n| n.parse::<usize>().is_ok())
}

/// A grep or rg hit: a path, a line number (perhaps a column) and the line's text right after
/// the colon, code or indented code.
fn grep_hit() -> impl Strategy<Value = String> {
    (
        "[a-c]{1,3}/[a-c]{1,3}\\.(rs|py|md|xml)",
        1u32..999,
        prop::option::of(1u32..99),
        "[a-z{}();][a-z {}();]{0,30}|    [a-z{}();]{1,20}|\t[a-z ]{1,20}",
    )
        .prop_map(|(path, line, column, text)| match column {
            Some(column) => format!("{path}:{line}:{column}:{text}"),
            None => format!("{path}:{line}:{text}"),
        })
}

/// A tool's finding at a location: markdownlint's `path:LINE[:COL] message`, xmllint's
/// `path:LINE: element x: Schemas validity error : message`, gcc's `path:LINE:COL: error: message`.
fn diagnostic() -> impl Strategy<Value = String> {
    ("[a-c]{1,3}/[a-c]{1,3}\\.(md|xml|c)", 1u32..999, 1u32..99, "[A-Z][a-z]{2,8}( [a-z]{1,8}){0,5}", 0..4)
        .prop_map(|(path, line, column, message, form)| match form {
            0 => format!("{path}:{line} error MD0{column}/rule-name {message}"),
            1 => format!("{path}:{line}:{column} error MD0{column}/rule-name {message}"),
            2 => format!("{path}:{line}: element tag: Schemas validity error : {message}"),
            _ => format!("{path}:{line}:{column}: error: {message}"),
        })
}

/// A `git log -p` of up to 12 commits, each changing up to 3 files with up to 8 changes of
/// a line taken out and a line put in, between context lines.
fn commit_log() -> impl Strategy<Value = (String, usize)> {
    prop::collection::vec(prop::collection::vec(0usize..8, 1..4), 1..12).prop_map(|commits| {
        let mut log = String::new();
        for (c, files) in commits.iter().enumerate() {
            // Two commits by each author in turn: the first of each two has news in its stamps.
            let author = if c / 2 % 2 == 0 { "Grace Hopper <grace@example.com>" } else { "Ada Lovelace <ada@example.com>" };
            let _ = write!(
                log,
                "commit {c:040x}\nAuthor: {author}\nDate:   Wed May 1 09:{:02}:00 2024 +0200\n\n    Commit number {c}\n\n    Why it was made, at some length.\n\n",
                c % 60
            );
            for (f, &changes) in files.iter().enumerate() {
                let _ = write!(
                    log,
                    "diff --git a/f{f}.py b/f{f}.py\nindex 1234567..89abcde 100644\n--- a/f{f}.py\n+++ b/f{f}.py\n@@ -1,9 +1,9 @@ def g{c}_{f}():\n     context = 'above the change in this file'\n"
                );
                for l in 0..changes {
                    let _ = write!(log, "-    old_{c}_{f}_{l} = 'the old line'\n+    new_{c}_{f}_{l} = 'the new line'\n");
                }
                log.push_str("     context = 'below the change in this file'\n");
            }
            log.push('\n');
        }
        (log, commits.len())
    })
}

/// An entry of a reference: its term, and its definition's lines grouped by sentence.
type Entry = (String, Vec<Vec<String>>);

/// A reference as a man page writes it: terms at an indent of 5, each over a definition of
/// sentences of one to three lines at an indent of 13, a blank between entries. Returns the text
/// and, for each entry, its term and its definition's lines grouped by sentence; every line names
/// its entry and its place, so no two are alike.
fn reference() -> impl Strategy<Value = (String, Vec<Entry>)> {
    let sentence = prop::collection::vec(prop::collection::vec("[a-z]{2,9}", 4..10), 1..4);
    prop::collection::vec(("[A-Z][a-zA-Z]{2,14}", prop::collection::vec(sentence, 1..6)), 60..220).prop_map(
        |entries| {
            let mut text = String::from("NAME\n     tool - a reference of many entries\n\nDESCRIPTION\n");
            let mut parsed = Vec::new();
            for (e, (name, sentences)) in entries.iter().enumerate() {
                let term = format!("     {name}{e}");
                let _ = writeln!(text, "{term}");
                let mut groups = Vec::new();
                for (s, lines) in sentences.iter().enumerate() {
                    let mut group = Vec::new();
                    for (l, words) in lines.iter().enumerate() {
                        let stop = if l + 1 == lines.len() { "." } else { "" };
                        let line = format!("             e{e} s{s} l{l} {}{stop}", words.join(" "));
                        let _ = writeln!(text, "{line}");
                        group.push(line);
                    }
                    groups.push(group);
                }
                text.push('\n');
                parsed.push((term, groups));
            }
            text.push_str("BSD                            January 13, 2023                            BSD\n");
            (text, parsed)
        },
    )
}

/// Whether a generated sentence holds one of the words caveats.rs reads as a caveat's (the core's
/// one list, `ctx_squash_core::CAVEAT_WORDS`).
fn caveat(sentence: &[String]) -> bool {
    ctx_squash_core::restricts(&sentence.join(" "))
}

proptest! {
    // A document is squashed as prose above `PROSE_WHOLE` (48 KiB): fewer cases of them.
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A reference cut over its budget spends it across its entries: every term is kept, every
    /// entry keeps a beginning of its definition (no sentence kept after one left out), every
    /// one-line definition is kept while they come to a quarter of the budget, and every
    /// definition's first sentence is kept when the terms and first sentences fit in it.
    #[test]
    fn every_section_keeps_its_share((doc, entries) in reference(), budget in 0usize..40_000) {
        prop_assume!(doc.len() > PROSE_WHOLE);
        let out = squash_prose(&doc, budget);
        prop_assert!(out.len() <= doc.len());
        prop_assert_eq!(accounted_lines(&out), doc.lines().count());
        let kept: std::collections::HashSet<&str> = out.lines().collect();
        let bytes = |lines: &[String]| lines.iter().map(|l| l.len() + 1).sum::<usize>();
        let outline: usize = entries.iter().map(|(term, _)| term.len() + 1).sum::<usize>() + 200;
        let firsts: usize = entries.iter().filter_map(|(_, groups)| groups.first()).map(|g| bytes(g)).sum();
        let one_liners: usize = entries
            .iter()
            .filter(|(_, groups)| groups.len() == 1 && groups.iter().all(|g| g.len() == 1))
            .map(|(_, groups)| groups.iter().map(|g| bytes(g)).sum::<usize>())
            .sum();
        for (term, groups) in &entries {
            prop_assert!(kept.contains(term.as_str()), "{term:?} lost");
            let lines: Vec<&String> = groups.iter().flatten().collect();
            let prefix = lines.iter().take_while(|l| kept.contains(l.as_str())).count();
            // Past the beginning kept, only a caveat (caveats.rs) is kept: a whole sentence with
            // a word that negates, limits or warns.
            let mut seen = 0;
            for group in groups {
                let after = seen >= prefix;
                seen += group.len();
                if after && group.iter().any(|l| kept.contains(l.as_str())) {
                    prop_assert!(
                        group.iter().all(|l| kept.contains(l.as_str())) && caveat(group),
                        "{term}: a hole in\n{out}"
                    );
                }
            }
            let one_line = lines.len() == 1;
            // One-line definitions may go past the budget by a quarter of it (with NAME's line).
            if (one_line && (one_liners + 64) * 4 <= budget) || outline + firsts <= budget {
                prop_assert!(groups[0].iter().all(|l| kept.contains(l.as_str())), "{term}: first sentence lost");
            }
        }
    }

    /// Prose squashing never panics, never grows its input and accounts for every line, whatever
    /// the text.
    #[test]
    fn squash_prose_accounts_for_every_line(
        lines in prop::collection::vec("[ a-zA-Z.:|\t=()-]{0,70}", 300..900),
        budget in 0usize..20_000,
    ) {
        let input = lines.join("\n");
        let out = squash_prose(&input, budget);
        prop_assert!(out.len() <= input.len());
        prop_assert_eq!(accounted_lines(&out), input.lines().count());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// grep output stays a listing; three findings at a location make it a tool's report.
    #[test]
    fn a_location_then_a_message_is_no_listing_entry(
        hits in prop::collection::vec(grep_hit(), 1..40),
        findings in prop::collection::vec(diagnostic(), 3..20),
        seed in any::<u64>(),
    ) {
        prop_assert!(looks_like_listing(&(hits.join("\n") + "\n")), "{hits:?}");
        let mut mixed = hits.clone();
        for (i, finding) in findings.iter().enumerate() {
            let at = (seed as usize).wrapping_add(i * 7) % (mixed.len() + 1);
            mixed.insert(at, finding.clone());
        }
        prop_assert!(!looks_like_listing(&(mixed.join("\n") + "\n")), "{mixed:?}");
    }

    /// A search over source keeps, for each file, its first hit in code before its hits in
    /// comments (documentation examples), whatever the comment syntax.
    #[test]
    fn a_files_first_hit_in_code_is_kept(
        files in prop::collection::vec(
            (prop::collection::vec(prop::sample::select(vec!["//! ", "/// ", "# ", "-- ", " * "]), 0..5), 0usize..4, "[a-z_]{2,10}"),
            41..70,
        ),
    ) {
        let mut grep = String::new();
        let mut code_hits = Vec::new();
        for (f, (comments, code, name)) in files.iter().enumerate() {
            let mut n = 1;
            for opener in comments {
                let _ = writeln!(grep, "src/m{f}/lib.rs:{n}:{opener}x.{name}().unwrap();");
                n += 3;
            }
            for k in 0..*code {
                let hit = format!("src/m{f}/lib.rs:{n}:    let v{k} = self.{name}().unwrap();");
                if k == 0 {
                    code_hits.push(hit.clone());
                }
                let _ = writeln!(grep, "{hit}");
                n += 7;
            }
        }
        prop_assume!(looks_like_listing(&grep));
        let out = squash_listing(&grep);
        for hit in &code_hits {
            prop_assert!(out.lines().any(|l| l == hit), "lost {}", hit);
        }
    }

    /// Among a listing's rows alike but for a word, the rows of a rare word are kept, wherever
    /// they are and whatever the path (`rare_rows.rs`); and a row alone between lines that are no
    /// rows, a block's location, is kept with the block (`lone_rows.rs`).
    #[test]
    fn a_listings_rare_rows_and_lone_rows_are_kept(
        rows in 200usize..600,
        rare in prop::collection::vec((any::<prop::sample::Index>(), prop::sample::select(vec!["FAILED", "ERROR", "XPASS", "mismatch"])), 1..4),
        common in prop::sample::select(vec!["PASSED", "OK", "ok"]),
        dir in "[a-z]{1,8}",
        blocks in prop::collection::vec((prop::sample::select(vec!["PASSED", "OK", "ok"]), 1u32..999), 0..4),
    ) {
        let rare: Vec<(usize, &str)> = rare.iter().map(|(at, word)| (at.index(rows), *word)).collect();
        let mut text = String::from("collected items\n\n");
        let mut wanted = Vec::new();
        for i in 0..rows {
            let word = rare.iter().find(|(at, _)| *at == i).map_or(common, |(_, word)| *word);
            let row = format!("{dir}/test_a.py::test_case[{i}-{}] {word} [{:3}%]", i * 7, i * 100 / rows);
            if word != common {
                wanted.push(row.clone());
            }
            let _ = writeln!(text, "{row}");
        }
        text.push_str("\n= FAILURES =\n");
        for (word, line) in &blocks {
            // A bare location, or one whose words are no rare ones: kept as the block's.
            let location = if *line % 2 == 0 {
                format!("{dir}/test_a.py:{line}")
            } else {
                format!("{dir}/test_a.py:{line}: {word}")
            };
            let _ = write!(text, "_ test_case _\n\n    assert f(x) == y\nE   assert 1 == 2\n\n{location}\n");
            wanted.push(location);
        }
        text.push_str("= 2 failed, 282 passed =\n");
        prop_assume!(looks_like_listing(&text));
        let out = squash_listing(&text);
        for row in &wanted {
            prop_assert!(out.lines().any(|l| l == row), "lost {}\n{}", row, out);
        }
    }

    /// A commit log with patches keeps every commit's line, message and date, its author where it
    /// is news (the first commit's, a new author's: `commit_stamps.rs`), every file and hunk, and
    /// accounts for every line.
    #[test]
    fn a_commit_log_keeps_every_commit(log in commit_log(), budget in 0usize..4000) {
        let (log, commits) = log;
        let out = squash_generic(&log, budget);
        prop_assert!(out.len() <= log.len());
        prop_assert_eq!(accounted_lines(&out), log.lines().count());
        let kept: Vec<&str> = out.lines().collect();
        let (mut author, mut news) = ("", false);
        for line in log.lines() {
            if line.starts_with("Author: ") {
                news = line != author;
                author = line;
            }
            let header = line.starts_with("commit ")
                || (news && line.starts_with("Author: "))
                || line.starts_with("Date: ")
                || (line.starts_with("    ") && !line.starts_with("     "))
                || line.starts_with("diff --git ")
                || line.starts_with("@@ ");
            prop_assert!(!header || kept.contains(&line), "{line:?} lost from\n{out}");
        }
        prop_assert_eq!(out.matches("\ncommit ").count() + usize::from(out.starts_with("commit ")), commits);
    }

    #[test]
    fn clean_terminal_removes_escapes_and_bare_crs(input in text()) {
        let out = clean_terminal(&input);
        prop_assert!(!out.contains('\x1b'));
        prop_assert!(!out.contains('\r'));
        prop_assert!(out.len() <= input.len());
        prop_assert_eq!(out.matches('\n').count(), input.matches('\n').count());
        prop_assert_eq!(clean_terminal(&out), out.clone());
    }

    #[test]
    fn clean_terminal_is_identity_without_esc_or_cr(input in "[a-z \n\té]{0,200}") {
        prop_assert!(matches!(clean_terminal(&input), std::borrow::Cow::Borrowed(_)));
    }

    #[test]
    fn squash_generic_invariants(input in text(), budget in 0usize..4000) {
        let input = clean_terminal(&input).into_owned();
        // Inputs that already contain marker-shaped lines cannot be audited by counting.
        prop_assume!(!input.lines().any(is_marker));
        let out = squash_generic(&input, budget);
        prop_assert!(out.len() <= input.len());
        prop_assert_eq!(&squash_generic(&input, budget), &out);
        if out != input {
            prop_assert_eq!(accounted_lines(&out), accounted_lines(&input));
            let lines: Vec<&str> = out.split_terminator('\n').collect();
            prop_assert!(lines.windows(2).all(|w| !(is_marker(w[0]) && is_marker(w[1]))), "adjacent markers");
            prop_assert_eq!(out.ends_with('\n'), input.ends_with('\n'));
        }
        if out.len() <= budget {
            prop_assert_eq!(squash_generic(&out, budget), out.clone());
        }
    }

    #[test]
    fn squash_listing_invariants(input in listing()) {
        let out = squash_listing(&input);
        let _ = looks_like_listing(&input);
        prop_assert!(out.len() <= input.len());
        prop_assert_eq!(&squash_listing(&input), &out);
        if out != input {
            prop_assert_eq!(accounted_lines(&out), accounted_lines(&input));
            let lines: Vec<&str> = out.split_terminator('\n').collect();
            prop_assert!(lines.windows(2).all(|w| !(is_marker(w[0]) && is_marker(w[1]))), "adjacent markers");
            prop_assert_eq!(out.ends_with('\n'), input.ends_with('\n'));
            // Every distinct path (the part before the first colon of a path line) survives.
            for line in input.lines().filter(|l| l.contains(".rs")) {
                let path = line.split(':').next().unwrap_or(line);
                prop_assert!(out.contains(path), "lost {:?}", path);
            }
        }
    }

    #[test]
    fn squash_table_keeps_every_key(input in table()) {
        if let Some(out) = squash_table(&input) {
            prop_assert!(out.len() < input.len());
            prop_assert_eq!(squash_table(&input), Some(out.clone()));
            prop_assert_eq!(out.ends_with('\n'), input.ends_with('\n'));
            let words: std::collections::HashSet<&str> =
                out.split(|c: char| c.is_whitespace() || c == '=' || c == ']').collect();
            for line in input.lines() {
                let key: String = line.chars().take_while(|c| c.is_ascii_alphanumeric() || "_.-".contains(*c)).collect();
                if line.starts_with(|c: char| c.is_ascii_uppercase() || c == '_' || c.is_ascii_lowercase()) {
                    prop_assert!(words.contains(key.as_str()), "lost key {:?}", key);
                }
            }
            // A kept row is kept byte for byte: every line out is a line in, a group's note, or
            // a row cut in its value whose bytes before the cut are a line's as written.
            let written: std::collections::HashSet<&str> = input.lines().collect();
            for line in out.lines() {
                let cut_head = line.split("[… ").next().unwrap_or(line);
                prop_assert!(
                    written.contains(line)
                        || (line.starts_with('[') && line.contains(" keys"))
                        || (line.contains(" bytes omitted]") && input.lines().any(|l| l.starts_with(cut_head))),
                    "rewritten row {:?}", line
                );
            }
            // The table's last row, one of its ends, is kept (as written, or cut in its value).
            if let Some(last) = input.lines().rev().find(|l| !l.trim().is_empty()) {
                let head = last.get(..last.len().min(40)).unwrap_or(last);
                prop_assert!(out.lines().any(|l| l.starts_with(head)), "last row {:?}", last);
            }
        }
    }

    /// A tree's distinct nodes are its keys: squashed, a tree of at most eight distinct nodes
    /// still names each, every line is accounted for, and nothing grows.
    #[test]
    fn squash_tree_keeps_every_distinct_node(input in dependency_tree(), budget in 0usize..2000) {
        let out = squash_tree(&input, budget);
        prop_assert!(out.len() <= input.len());
        prop_assert_eq!(&squash_tree(&input, budget), &out);
        prop_assert_eq!(accounted_lines(&out), accounted_lines(&input));
        for line in input.lines().skip(1) {
            let node = line.trim_start_matches(['│', '├', '─', ' ']).trim_end_matches(" (*)");
            prop_assert!(out.lines().any(|l| l.trim_end_matches(" (*)").ends_with(node)), "lost {:?}", node);
        }
    }

    /// The user's own source is kept whole: a dump's compiled file, the source its top-level
    /// entries end with (or the file the command named), keeps every line, whatever came before.
    #[test]
    fn squash_tree_keeps_the_own_source_whole((dump, own) in source_dump(), budget in 0usize..2000, named in any::<bool>()) {
        let named: &[&str] = if named { &["crucible.c"] } else { &[] };
        let out = squash_tree_named(&dump, budget, named).text;
        prop_assert!(out.len() <= dump.len());
        prop_assert_eq!(accounted_lines(&out), accounted_lines(&dump));
        for line in &own {
            prop_assert!(out.lines().any(|l| l == line), "lost {:?}", line);
        }
    }

    #[test]
    fn squash_tree_never_panics_on_arbitrary_text(input in "[-|`<>:./a-z0-9 \n]{0,600}", budget in 0usize..600) {
        let out = squash_tree_named(&input, budget, &["a.c", ""]).text;
        prop_assert!(out.len() <= input.len());
        prop_assert_eq!(accounted_lines(&out), accounted_lines(&input));
    }

    #[test]
    fn squash_table_never_panics_on_arbitrary_text(input in "\\PC{0,400}") {
        if let Some(out) = squash_table(&input) {
            prop_assert!(out.len() < input.len());
        }
    }

    #[test]
    fn squash_listing_never_panics_on_arbitrary_text(input in "\\PC{0,400}") {
        let out = squash_listing(&input);
        prop_assert!(out.len() <= input.len());
        let _ = looks_like_listing(&input);
    }

    #[test]
    fn squash_generic_keeps_every_distinct_error(input in text()) {
        let input = clean_terminal(&input).into_owned();
        let out = squash_generic(&input, 300);
        // Lines equal modulo digits are one fact; long lines may be cut, so check short ones.
        let strip = |l: &str| l.replace(|c: char| c.is_ascii_digit(), "");
        let kept: std::collections::HashSet<String> = out.lines().map(strip).collect();
        // `error: boom` glued by the generator to a word before it (`unusederror: boom`) is no
        // error a tool prints, and `0 error: boom` counts none: keywords are read as words.
        let error = |l: &str| {
            l.match_indices("error: boom").any(|(i, _)| {
                let before = l[..i].trim_end();
                let glued = l[..i].ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_');
                let zero = before.ends_with('0') && !before[..before.len() - 1].ends_with(|c: char| c.is_ascii_digit());
                !glued && !zero
            })
        };
        for l in input.lines().filter(|l| l.len() <= 100) {
            // `FAILED` counts where the core reads it as a failure: not glued to another word
            // (`FAILEDerror`), not a zero count (`FAILED 0`).
            let failed = l.contains("FAILED")
                && ctx_squash_core::occurs(l.to_ascii_lowercase().as_bytes(), l.as_bytes(), b"fail");
            if error(l) || failed || l.starts_with(" --> ") {
                prop_assert!(kept.contains(&strip(l)), "lost {:?}", l);
            }
        }
    }

    #[test]
    fn looks_like_prose_never_panics_on_arbitrary_text(input in "\\PC{0,600}", indented in "[ \t|a-z%'<>;#.:,\n]{0,900}") {
        let _ = looks_like_prose(&input);
        let _ = looks_like_prose(&indented);
    }

    /// A document's examples set in under its sentences count neither for it nor against it
    /// while they are its minority (a third of the lines at most): paragraphs of sentences, each
    /// over a block of example lines indented deeper, read as prose; the examples alone, at the
    /// margin, do not.
    #[test]
    fn examples_set_in_under_sentences_are_the_documents(doc in set_in_document()) {
        let (text, examples) = doc;
        prop_assert!(looks_like_prose(&text), "{}", text);
        prop_assert!(!looks_like_prose(&examples), "{}", examples);
    }

    #[test]
    fn squash_generic_never_panics_on_arbitrary_text(input in "\\PC{0,400}", budget in 0usize..200) {
        let out = squash_generic(&input, budget);
        prop_assert!(out.len() <= input.len());
    }
}

/// A document of paragraphs, each of sentences at an indent of 4 over example lines at 8 (a
/// `printf` call and its result, perldoc's shape) — at most half as many as its sentences, so a
/// third of the lines at most —, and the example lines alone at the margin.
fn set_in_document() -> impl Strategy<Value = (String, String)> {
    const OPENERS: [&str; 12] =
        ["The", "Each", "Every", "Some", "Many", "Our", "This", "That", "Its", "Then", "Here", "When"];
    const WORDS: [&str; 10] =
        ["format", "value", "width", "argument", "string", "number", "flag", "list", "output", "table"];
    let paragraph = (
        prop::collection::vec((0..OPENERS.len(), prop::collection::vec(0..WORDS.len(), 4..9)), 2..5),
        prop::collection::vec((0u32..1000, 1u32..40), 0..14),
    );
    prop::collection::vec(paragraph, 4..9).prop_map(|paragraphs| {
        let (mut text, mut examples) = (String::new(), String::new());
        let mut said = 0;
        for (sentences, calls) in &paragraphs {
            for (opener, words) in sentences {
                // Openers in turn, so that no first word opens most of the sentences.
                let opener = OPENERS[(said + opener % 2) % OPENERS.len()];
                said += 1;
                let words: Vec<&str> = words.iter().map(|&w| WORDS[w]).collect();
                let _ = writeln!(text, "    {opener} {} here.", words.join(" "));
            }
            for &(value, width) in calls.iter().take(sentences.len() / 2) {
                let call = format!("printf '<%{width}d>', {value};   # prints \"<{value}>\"");
                let _ = writeln!(text, "        {call}");
                let _ = writeln!(examples, "{call}");
            }
            text.push('\n');
        }
        (text, examples)
    })
}

#[test]
fn empty_input_gives_empty_output() {
    assert_eq!(squash_generic("", 0), "");
    assert_eq!(squash_generic("", 3000), "");
    assert_eq!(clean_terminal(""), "");
}

/// A piece of a hunk of a whitespace-churn diff.
#[derive(Debug, Clone, Copy)]
enum Piece {
    /// `n` lines re-indented and stripped of trailing blanks: `n` removed, then `n` added.
    Churn(usize),
    /// A value put in place of another.
    Change,
    /// A line added.
    Added,
    /// A line removed.
    Removed,
    /// A line moved out of its block: the same words, less deep.
    Dedented,
}

/// A diff of up to 3 files of up to 3 hunks of whitespace churn with a few real changes among
/// it, each piece followed by a context line, every line named by its place so no two are alike.
/// Returns the text and its real changes' lines.
fn churn_diff() -> impl Strategy<Value = (String, Vec<String>)> {
    let piece = prop_oneof![
        6 => (1usize..12).prop_map(Piece::Churn),
        1 => Just(Piece::Change),
        1 => Just(Piece::Added),
        1 => Just(Piece::Removed),
        1 => Just(Piece::Dedented),
    ];
    prop::collection::vec(prop::collection::vec(prop::collection::vec(piece, 1..12), 1..4), 1..4).prop_map(
        |files| {
            let (mut diff, mut real) = (String::new(), Vec::new());
            for (f, hunks) in files.iter().enumerate() {
                let _ = write!(diff, "diff --git a/m{f}.py b/m{f}.py\nindex 1234567..89abcde 100644\n--- a/m{f}.py\n+++ b/m{f}.py\n");
                for (h, pieces) in hunks.iter().enumerate() {
                    let (mut body, mut old, mut new) = (String::new(), 0, 0);
                    for (p, piece) in pieces.iter().enumerate() {
                        let at = format!("{f}_{h}_{p}");
                        match *piece {
                            Piece::Churn(n) => {
                                for l in 0..n {
                                    let _ = writeln!(body, "-  value_{at}_{l} = compute( {l} )   ");
                                }
                                for l in 0..n {
                                    let _ = writeln!(body, "+    value_{at}_{l} = compute( {l} )");
                                }
                                (old, new) = (old + n, new + n);
                            }
                            Piece::Change => {
                                real.extend([format!("-LIMIT_{at} = 3"), format!("+LIMIT_{at} = 0")]);
                                (old, new) = (old + 1, new + 1);
                            }
                            Piece::Added => {
                                real.push(format!("+    check_{at}()"));
                                new += 1;
                            }
                            Piece::Removed => {
                                real.push(format!("-    audit_{at}()"));
                                old += 1;
                            }
                            Piece::Dedented => {
                                real.extend([format!("-        step_{at}()"), format!("+step_{at}()")]);
                                (old, new) = (old + 1, new + 1);
                            }
                        }
                        if !matches!(piece, Piece::Churn(_)) {
                            let start = real.len() - if matches!(piece, Piece::Change | Piece::Dedented) { 2 } else { 1 };
                            for line in &real[start..] {
                                let _ = writeln!(body, "{line}");
                            }
                        }
                        let _ = writeln!(body, " # after piece {at}");
                        (old, new) = (old + 1, new + 1);
                    }
                    let _ = write!(diff, "@@ -{0},{old} +{0},{new} @@ def f{f}_{h}():\n{body}", 1 + 100 * h);
                }
            }
            (diff, real)
        },
    )
}

/// Whether a squash's markers are exact: its lines, read in order, are the input's, each marker
/// standing for exactly the lines between the kept lines around it.
fn markers_are_exact(input: &str, squash: &ctx_squash_core::Squash) -> Result<(), TestCaseError> {
    if squash.text == input {
        prop_assert!(squash.markers.is_empty());
        return Ok(());
    }
    let original: Vec<&str> = input.lines().collect();
    let (mut next, mut at, mut markers) = (0, 0, squash.markers.iter().peekable());
    for line in squash.text.split_inclusive('\n') {
        if let Some(marker) = markers.next_if(|m| m.at == at) {
            prop_assert_eq!(marker.omitted.first, next);
            prop_assert_eq!(line.trim_end_matches('\n'), marker.omitted.to_string());
            next = marker.omitted.last + 1;
        } else {
            prop_assert_eq!(Some(&line.trim_end_matches('\n')), original.get(next), "line {}", next);
            next += 1;
        }
        at += line.len();
    }
    prop_assert!(markers.next().is_none());
    prop_assert_eq!(next, original.len());
    Ok(())
}

proptest! {
    /// Whitespace churn folds first: with a budget holding the first lines, every header and
    /// every real change (a line moved out of its block among them), each real change is kept,
    /// and the markers are exact.
    #[test]
    fn a_real_change_among_whitespace_churn_is_kept((diff, real) in churn_diff(), spare in 0usize..400) {
        let lines: Vec<&str> = diff.lines().collect();
        let needed: Vec<&str> = lines
            .iter()
            .enumerate()
            .filter(|(i, l)| *i < 10 || !(l.starts_with("-  value_") || l.starts_with("+    value_") || l.starts_with(" # ")))
            .map(|(_, l)| *l)
            .collect();
        let budget = needed.iter().map(|l| l.len() + 1 + "[1000 lines omitted]\n".len()).sum::<usize>() + spare;
        let squash = ctx_squash_text::squash_generic_marked(&diff, budget);
        markers_are_exact(&diff, &squash)?;
        let kept: HashSet<&str> = squash.text.lines().collect();
        for line in &real {
            prop_assert!(kept.contains(line.as_str()), "{line:?} lost (budget {budget}) from\n{}", squash.text);
        }
    }

    /// Any diff-shaped text: no panic, and the markers are exact.
    #[test]
    fn a_squashed_diff_s_markers_are_exact(
        body in "(@@ -[0-9,]{0,4} \\+[0-9,]{0,4} @@\n|[ +\\\\-][ \ta-c]{0,6}\n|--- a\n|\\+\\+\\+ a\n){0,200}",
        budget in 0usize..2000,
    ) {
        let diff = format!("diff --git a/x b/x\n--- a/x\n+++ b/x\n{body}");
        prop_assume!(!diff.lines().any(is_marker));
        let squash = ctx_squash_text::squash_generic_marked(&diff, budget);
        markers_are_exact(&diff, &squash)?;
    }
}
