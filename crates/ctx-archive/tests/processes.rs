//! Several processes on one archive file: two writers appending at once lose nothing and never
//! see `database is locked`; a writer killed with SIGKILL mid-write leaves an archive that opens
//! and holds every original it had committed.
//!
//! The test binary is its own child: run with `CTX_ARCHIVE_CHILD` set, it plays a writer instead
//! of running the cases (hence `harness = false`).

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};

use ctx_archive::{Archive, Options, SqliteArchive};

const ROLE: &str = "CTX_ARCHIVE_CHILD";

fn main() {
    if let Ok(role) = std::env::var(ROLE) {
        child(&role);
        return;
    }
    let cases: [(&str, fn()); 2] = [
        ("two_processes_append_at_once", two_processes_append_at_once),
        ("a_writer_killed_mid_write", a_writer_killed_mid_write),
    ];
    for (name, case) in cases {
        case();
        println!("test {name} ... ok");
    }
    println!("{} passed, 0 failed", cases.len());
}

/// The `n`th original of writer `writer`: `size` bytes of log-like text, distinct per (writer, n).
fn original(writer: u64, n: u64, size: usize) -> Vec<u8> {
    let mut text = Vec::with_capacity(size + 100);
    let mut line = 0u64;
    while text.len() < size {
        line += 1;
        let noise = (writer * 1_000_003 + n * 7919 + line).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        writeln!(text, "writer {writer} output {n} line {line}: value {noise:016x}").expect("in memory");
    }
    text
}

/// A child's work, by role (tab-separated): `append PATH WRITER COUNT` or
/// `write-until-killed PATH WRITER`.
fn child(role: &str) {
    let words: Vec<&str> = role.split('\t').collect();
    match words.as_slice() {
        ["append", path, writer, count] => {
            let archive = SqliteArchive::open(path, &Options::default()).expect("open");
            let writer: u64 = writer.parse().expect("writer");
            for n in 0..count.parse().expect("count") {
                archive.put(&original(writer, n, 20_000), Some("append")).expect("a write is never refused");
                archive.put(b"the same output from both", None).expect("a shared write");
            }
            println!("done");
        }
        ["write-until-killed", path, writer] => {
            let archive = SqliteArchive::open(path, &Options::default()).expect("open");
            let writer: u64 = writer.parse().expect("writer");
            let mut stdout = std::io::stdout().lock();
            for n in 0.. {
                let handle = archive.put(&original(writer, n, 2_000_000), None).expect("put");
                writeln!(stdout, "{n} {}", handle.hex()).expect("stdout");
                stdout.flush().expect("flush");
            }
        }
        _ => panic!("unknown role {role:?}"),
    }
}

fn spawn(role: &str) -> std::process::Child {
    Command::new(std::env::current_exe().expect("the test binary"))
        .env(ROLE, role)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn a child")
}

fn two_processes_append_at_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("archive.sqlite");
    let count = 150;
    let children: Vec<_> =
        (1..=2).map(|writer| spawn(&format!("append\t{}\t{writer}\t{count}", path.display()))).collect();
    for child in children {
        let output = child.wait_with_output().expect("wait");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success() && output.stdout == b"done\n", "{}: {stderr}", output.status);
        assert!(!stderr.contains("locked"), "{stderr}");
    }
    let archive = SqliteArchive::open(&path, &Options::default()).expect("open");
    assert_eq!(archive.stats().expect("stats").originals, 2 * count + 1, "no write lost");
    for writer in 1..=2 {
        for n in 0..count {
            let original = original(writer, n, 20_000);
            let handle = archive.put(&original, None).expect("already there");
            assert_eq!(archive.get(&handle).expect("get"), original);
        }
    }
    assert_eq!(archive.stats().expect("stats").originals, 2 * count + 1);
}

fn a_writer_killed_mid_write() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("archive.sqlite");
    let mut committed = Vec::new();
    // Three writers in turn, each killed while writing (a 2 MB original takes a few
    // milliseconds, and the kill comes as soon as it has reported a few).
    for round in 0..3 {
        let writer = 10 + round;
        let mut child = spawn(&format!("write-until-killed\t{}\t{writer}", path.display()));
        let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
        for _ in 0..3 + round {
            let line = lines.next().expect("a line").expect("utf-8");
            let (n, hex) = line.split_once(' ').expect("n and handle");
            committed.push((writer, n.parse::<u64>().expect("n"), hex.to_owned()));
        }
        child.kill().expect("SIGKILL");
        let status = child.wait().expect("wait");
        assert!(!status.success(), "{status}");
        check(&path, &committed);
    }
}

/// The archive opens, passes SQLite's integrity check, and holds every committed original.
fn check(path: &Path, committed: &[(u64, u64, String)]) {
    let archive = SqliteArchive::open(path, &Options::default()).expect("opens after the kill");
    for (writer, n, hex) in committed {
        let handle = archive.resolve(hex).expect("a committed original is there");
        assert_eq!(archive.get(&handle).expect("get"), original(*writer, *n, 2_000_000));
    }
    let sqlite = rusqlite::Connection::open(path).expect("sqlite");
    let integrity: String = sqlite.query_row("PRAGMA integrity_check", [], |row| row.get(0)).expect("check");
    assert_eq!(integrity, "ok");
}
