//! `--archive`, `ctx recall` and `ctx archive`: what a squash leaves out comes back by its handle.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn ctx(args: &[&str], cwd: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(args)
        .current_dir(cwd)
        .env_remove("CTX_ARCHIVE")
        .output()
        .expect("ctx runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

/// A scratch directory under the target directory, empty.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("archive-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// The handle the first marker of `output` names.
fn handle(output: &str) -> String {
    let at = output.find("recall ").expect("a marker names a handle") + "recall ".len();
    output[at..].chars().take_while(char::is_ascii_hexdigit).collect()
}

#[test]
fn a_squash_keeps_its_original_in_the_default_archive_and_recall_gives_it_back() {
    let dir = scratch("default");
    let log = root().join("fixtures/tools/cargo-trace-log.txt");
    let original = std::fs::read_to_string(&log).expect("fixture");
    let squashed = ctx(&["squash", "--tool", "bash", &log.to_string_lossy()], &dir);
    assert!(squashed.status.success(), "{}", text(&squashed.stderr));
    let out = text(&squashed.stdout);
    assert!(out.contains(" lines omitted — recall "), "{out}");
    assert!(dir.join(".ctx/archive.sqlite").exists(), "the default archive is .ctx/archive.sqlite");
    let handle = handle(&out);

    let total = original.lines().count();
    let page = ctx(&["recall", &handle, "--lines", "2-3"], &dir);
    assert!(page.status.success(), "{}", text(&page.stderr));
    let lines: Vec<&str> = original.lines().collect();
    assert_eq!(text(&page.stdout), format!("{handle} lines 2-3 of {total}:\n{}\n{}\n", lines[1], lines[2]));

    // A line cut in the middle names the line it was cut from, and `--bytes` reads inside a line.
    let cut = out.lines().find(|line| line.contains(" bytes omitted — recall ")).expect("a cut line");
    let (head, rest) = cut.split_once("[… ").expect("a cut");
    let (marker, tail) = rest.split_once(']').expect("its end");
    let line: usize = marker.rsplit_once(" line ").expect("its line").1.parse().expect("a number");
    let page = ctx(&["recall", &handle, "--lines", &line.to_string()], &dir);
    let recalled = text(&page.stdout);
    let recalled = recalled.split_once('\n').expect("a header").1.trim_end_matches('\n');
    assert!(recalled.starts_with(head) && recalled.ends_with(tail), "{cut}\n{recalled}");
    assert_eq!(recalled, lines[line - 1]);
    let bytes = ctx(&["recall", &handle, "--bytes", "3-12"], &dir);
    assert_eq!(
        text(&bytes.stdout),
        format!("{handle} bytes 3-12 of {}:\n{}\n", original.len(), &original[2..12])
    );

    let grep = ctx(&["recall", &handle, "--grep", "TRACE"], &dir);
    assert!(
        text(&grep.stdout).contains(&format!("lines of {handle} match /TRACE/")),
        "{}",
        text(&grep.stdout)
    );
    let search = ctx(&["recall", "--search", lines[0].split_whitespace().last().unwrap_or("x")], &dir);
    assert!(text(&search.stdout).contains(&handle), "{}", text(&search.stdout));

    let stats = ctx(&["archive", "stats", "--json"], &dir);
    let stats: serde_json::Value = serde_json::from_slice(&stats.stdout).expect("JSON");
    assert_eq!(stats["originals"], 1);
    assert_eq!(stats["bytes"], original.len());
    assert!(ctx(&["archive", "gc"], &dir).status.success());
}

#[test]
fn unknown_handles_and_bad_ranges_are_one_line_errors() {
    let dir = scratch("errors");
    let archive = dir.join("a.sqlite");
    let log = root().join("fixtures/tools/cargo-trace-log.txt");
    let out = ctx(
        &["squash", "--archive", &archive.to_string_lossy(), "--tool", "bash", &log.to_string_lossy()],
        &dir,
    );
    let handle = handle(&text(&out.stdout));
    let archive = archive.to_string_lossy().into_owned();
    let check = |args: &[&str], code: i32, expected: &str| {
        let output = ctx(args, &dir);
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(code), "{args:?}: {stderr}");
        assert!(stderr.starts_with(expected), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: one line: {stderr}");
    };
    check(
        &["recall", "--archive", &archive, "00000000"],
        1,
        "error: no original with handle 00000000 in the archive",
    );
    check(&["recall", "--archive", &archive, "zz"], 1, "error: \"zz\" is not a handle");
    check(
        &["recall", "--archive", &archive, &handle, "--lines", "99999-"],
        1,
        "error: line 99999 is past the end",
    );
    check(&["recall", "--archive", &archive, &handle, "--grep", "("], 1, "error: invalid regex");
    check(
        &["recall", "--archive", &archive, &handle, "--bytes", "99999999-"],
        1,
        "error: byte 99999999 is outside the original",
    );
    check(
        &["recall", "--archive", &dir.join("none.sqlite").to_string_lossy(), &handle],
        1,
        "error: no archive at",
    );
    let usage = ctx(&["recall", "--archive", &archive, &handle, "--lines", "x-y"], &dir);
    assert_eq!(usage.status.code(), Some(2), "a bad --lines is a usage error");
    // A range that ends before it starts is not a range either, and the error says so rather
    // than that the original has 0 bytes.
    for flag in ["--lines", "--bytes"] {
        let reversed = ctx(&["recall", "--archive", &archive, &handle, flag, "12-3"], &dir);
        let stderr = text(&reversed.stderr);
        assert_eq!(reversed.status.code(), Some(2), "{flag} 12-3: {stderr}");
        assert!(stderr.contains("ends before it starts"), "{flag} 12-3: {stderr}");
        assert!(!stderr.contains("0 bytes"), "{flag} 12-3: {stderr}");
    }
}

#[test]
fn a_search_that_finds_nothing_ends_its_line() {
    let dir = scratch("search-nothing");
    let archive = dir.join("a.sqlite");
    let log = root().join("fixtures/tools/cargo-trace-log.txt");
    let out = ctx(
        &["squash", "--archive", &archive.to_string_lossy(), "--tool", "bash", &log.to_string_lossy()],
        &dir,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let archive = archive.to_string_lossy().into_owned();
    let none = ctx(&["recall", "--archive", &archive, "--search", "zzqx nowhere"], &dir);
    assert!(none.status.success(), "{}", text(&none.stderr));
    assert_eq!(text(&none.stdout), "recall: no archived original contains \"zzqx nowhere\".\n");
}

#[test]
fn a_corrupt_archive_never_blocks_the_squash_and_says_why_once() {
    let dir = scratch("corrupt");
    let archive = dir.join("broken.sqlite");
    std::fs::write(&archive, b"this is not a database, but it is long enough to look like a file header")
        .expect("writes");
    let log = root().join("fixtures/tools/cargo-trace-log.txt");
    let out = ctx(
        &["squash", "--archive", &archive.to_string_lossy(), "--tool", "bash", &log.to_string_lossy()],
        &dir,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let squashed = text(&out.stdout);
    assert!(squashed.contains(" lines omitted — original not kept]"), "{squashed}");
    let stderr = text(&out.stderr);
    assert!(stderr.starts_with("warning: originals were not archived: "), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "said once: {stderr}");
    let path = archive.to_string_lossy();
    assert!(stderr.contains(&*path), "the warning names the archive: {stderr}");
    // The commands that read the archive name it too, in their one error line.
    for args in [vec!["recall", "--archive", &path, "00000000"], vec!["archive", "stats", "--archive", &path]]
    {
        let read = ctx(&args, &dir);
        let error = text(&read.stderr);
        assert_eq!(read.status.code(), Some(1), "{args:?}: {error}");
        assert!(error.starts_with("error: ") && error.contains(&*path), "{args:?}: {error}");
        assert_eq!(error.matches(&*path).count(), 1, "named once: {error}");
        assert_eq!(error.lines().count(), 1, "{args:?}: {error}");
    }
    // `report --demo` keeps originals too, and says so when it cannot.
    let demo = ctx(&["report", "--demo", "--archive", &path], &dir);
    let stderr = text(&demo.stderr);
    assert!(demo.status.success(), "{stderr}");
    assert!(text(&demo.stdout).starts_with("conversation "), "the table still: {}", text(&demo.stdout));
    assert!(stderr.starts_with("warning: originals were not archived: "), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "said once: {stderr}");
    let plain = ctx(&["squash", "--no-archive", "--tool", "bash", &log.to_string_lossy()], &dir);
    assert!(!text(&plain.stdout).contains("recall") && !text(&plain.stdout).contains("not kept"));
}

/// About `bytes` of log lines that compress poorly (each line's word drawn from 64 letters), so
/// that one capture's put takes the write-ahead log past 256 pages; `seed` makes each its own.
fn noisy_log(bytes: usize, seed: u64) -> String {
    const LETTERS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut state = 0x9e37_79b9_7f4a_7c15_u64 ^ seed;
    let mut log = String::with_capacity(bytes + 100);
    let mut line = 0;
    while log.len() < bytes {
        line += 1;
        let _ = write!(log, "entry {line}: ");
        for _ in 0..64 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            log.push(char::from(LETTERS[(state % 64) as usize]));
        }
        log.push('\n');
    }
    log
}

#[test]
fn a_capture_checkpoints_the_log_on_opening_and_not_at_its_commits() {
    let dir = scratch("checkpoint");
    let archive = dir.join("a.sqlite");
    let size = |path: &Path| std::fs::metadata(path).map_or(0, |meta| meta.len());
    let mut handles = Vec::new();
    for seed in [1, 2] {
        let input = dir.join(format!("log-{seed}.txt"));
        std::fs::write(&input, noisy_log(1_800_000, seed)).expect("writes");
        let out = ctx(
            &["squash", "--archive", &archive.to_string_lossy(), "--tool", "bash", &input.to_string_lossy()],
            &dir,
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        handles.push(handle(&text(&out.stdout)));
        if seed == 1 {
            // Over 256 pages of log (1 MiB), and no commit of the capture copied them into the file.
            assert!(size(&dir.join("a.sqlite-wal")) > 1 << 20, "the put is in the log");
            assert!(size(&archive) < 64 << 10, "not checkpointed at a commit: {} bytes", size(&archive));
        }
    }
    // The second capture found the first's pages in the log on opening and checkpointed them.
    assert!(size(&archive) > 1 << 20, "checkpointed on opening: {} bytes", size(&archive));
    for (seed, handle) in [1, 2].into_iter().zip(&handles) {
        let page = ctx(&["recall", "--archive", &archive.to_string_lossy(), handle, "--lines", "1"], &dir);
        assert!(page.status.success(), "{}", text(&page.stderr));
        let first = noisy_log(100, seed);
        assert!(text(&page.stdout).ends_with(&first[..=first.find('\n').expect("a line")]), "{seed}");
    }
}

/// `ctx squash` with `input` on its stdin, in `cwd`.
fn ctx_with_stdin(args: &[&str], cwd: &Path, input: &str) -> Output {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(args)
        .current_dir(cwd)
        .env_remove("CTX_ARCHIVE")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("ctx runs");
    let mut stdin = child.stdin.take().expect("a piped stdin");
    stdin.write_all(input.as_bytes()).expect("ctx reads its input");
    drop(stdin);
    child.wait_with_output().expect("ctx exits")
}

#[test]
fn captures_through_stdin_keep_every_original_whole_and_searchable_and_an_unchanged_output_none() {
    let dir = scratch("stdin");
    let archive = dir.join("a.sqlite");
    let path = archive.to_string_lossy().into_owned();
    // An output left unchanged makes no archive.
    let short = ctx_with_stdin(&["squash", "--archive", &path, "--tool", "bash"], &dir, "one line\n");
    assert!(short.status.success(), "{}", text(&short.stderr));
    assert_eq!(text(&short.stdout), "one line\n");
    assert!(!archive.exists(), "an unchanged output created the archive");
    // The first capture creates it by its put; the next ones store theirs beside it.
    let mut kept = Vec::new();
    for seed in [3, 4, 5] {
        let log = noisy_log(300_000, seed);
        let out = ctx_with_stdin(&["squash", "--archive", &path, "--tool", "bash"], &dir, &log);
        assert!(out.status.success() && out.stderr.is_empty(), "{}", text(&out.stderr));
        kept.push((handle(&text(&out.stdout)), log));
    }
    let unchanged = ctx_with_stdin(&["squash", "--archive", &path, "--tool", "bash"], &dir, "one line\n");
    assert_eq!(text(&unchanged.stdout), "one line\n");
    for (handle, log) in &kept {
        // Byte for byte by its handle, and found by a phrase only it holds.
        let mut recalled = String::new();
        while recalled.len() < log.len() {
            let first = recalled.len() + 1;
            let span = ctx(&["recall", "--archive", &path, handle, "--bytes", &format!("{first}-")], &dir);
            assert!(span.status.success(), "{}", text(&span.stderr));
            let span = text(&span.stdout);
            let (header, bytes) = span.split_once('\n').expect("a header");
            let last = header.strip_prefix(&format!("{handle} bytes {first}-")).expect(header);
            let last: usize = last.split_once(' ').expect("its total").0.parse().expect("a number");
            assert!(last >= first, "{header}");
            recalled.push_str(bytes.get(..=last - first).expect("the span's bytes"));
        }
        assert!(recalled == *log, "{handle} comes back byte for byte");
        let phrase = log.lines().nth(1_000).expect("a line").split_once(": ").expect("a word").1;
        let found = ctx(&["recall", "--archive", &path, "--search", phrase], &dir);
        assert!(text(&found.stdout).contains(handle.as_str()), "{phrase}: {}", text(&found.stdout));
    }
    let stats = ctx(&["archive", "--archive", &path, "stats", "--json"], &dir);
    let stats: serde_json::Value = serde_json::from_slice(&stats.stdout).expect("JSON");
    assert_eq!(stats["originals"], 3, "the unchanged output stored nothing");
}

/// An input that is not UTF-8 is squashed decoded (U+FFFD for each byte that is not), and says
/// so; its raw bytes are archived too, and `recall --raw` gives them back byte for byte.
#[test]
fn an_input_that_is_not_utf8_is_kept_raw_and_recalled_byte_for_byte() {
    let dir = scratch("not-utf8");
    let mut original = b"ok line\n\xff\xfe bad bytes here\n".to_vec();
    for n in 0..400 {
        original.extend_from_slice(format!("line {n} of the log with some words\n").as_bytes());
    }
    let file = dir.join("input.bin");
    std::fs::write(&file, &original).expect("input written");
    let squashed = ctx(&["squash", "--tool", "bash", &file.to_string_lossy()], &dir);
    assert!(squashed.status.success(), "{}", text(&squashed.stderr));
    let said = text(&squashed.stderr);
    assert!(said.contains("the input is not UTF-8"), "{said}");
    let raw_handle: String = said
        .split("archived as ")
        .nth(1)
        .expect("the raw bytes' handle")
        .chars()
        .take_while(char::is_ascii_hexdigit)
        .collect();
    let raw = ctx(&["recall", &raw_handle, "--raw"], &dir);
    assert!(raw.status.success(), "{}", text(&raw.stderr));
    assert_eq!(raw.stdout, original);
}
