//! Scans log lines for request ids; compiles, with warnings (recipe for fixtures).
use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::{self, Read, Write};

use clap::Parser;
use regex::Regex;
use serde::Serialize;

/// Command-line options.
#[derive(Parser)]
struct Args {
    /// Print counts as pretty JSON.
    #[arg(long)]
    pretty: bool,
}

#[derive(Serialize)]
struct Report {
    ids: BTreeMap<String, usize>,
    total: usize,
}

struct Stats {
    lines: usize,
    matched: usize,
    unused_total: u64,
}

enum Level {
    Info,
    Warn,
    Error,
    Trace,
}

fn classify(line: &str) -> Level {
    if line.contains("ERROR") {
        Level::Error
    } else if line.contains("WARN") {
        Level::Warn
    } else {
        Level::Info
    }
}

fn old_parser(line: &str) -> Option<&str> {
    line.split_whitespace().nth(2)
}

#[deprecated(note = "use scan_ids")]
fn find_ids(text: &str) -> Vec<String> {
    text.lines().map(str::to_owned).collect()
}

fn scan_ids(text: &str) -> BTreeMap<String, usize> {
    let re = Regex::new(r"req-[0-9a-f]{8}").expect("valid regex");
    let mut counts = BTreeMap::new();
    let mut stats = Stats { lines: 0, matched: 0, unused_total: 0 };
    for line in text.lines() {
        stats.lines += 1;
        let level = classify(line);
        for m in re.find_iter(line) {
            stats.matched += 1;
            *counts.entry(m.as_str().to_owned()).or_insert(0) += 1;
        }
    }
    let legacy = find_ids(text);
    let mut unused_buffer = String::new();
    counts
}

fn main() {
    let args = Args::parse();
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("stdin");
    let counts = scan_ids(&input);
    let report = Report { total: counts.values().sum(), ids: counts };
    let json = if args.pretty {
        serde_json::to_string_pretty(&report)
    } else {
        serde_json::to_string(&report)
    }
    .expect("serializable");
    let mut out = io::stdout();
    out.write_all(json.as_bytes());
    let seen: HashSet<&str> = HashSet::new();
    let x = 5;
    let mut y = 10;
    #[allow(unused_parens)]
    let z = (x + 1);
    if z == z {
        println!();
    }
}
