"""Round 32's Rust inputs, each scenario written afresh into ./SCENARIO by `python3 make_rs.py
SCENARIO`: grading (a library whose one failing test prints its grading log) and hooping (a binary
whose worker thread panics long before main reads the join). No dependencies: cargo runs offline."""
import shutil
import sys
from pathlib import Path

CARGO = '[package]\nname = "{name}"\nversion = "0.3.0"\nedition = "2021"\n\n[dependencies]\n'


def fresh(name):
    root = Path(name)
    if root.exists():
        shutil.rmtree(root)
    (root / "src").mkdir(parents=True)
    return root


def grading():
    """cargo test: 60 tests pass; grades_match_the_ledger prints how each of 150 casks is graded
    and fails at C-117, whose stave 9 was reclassified as sapwood near the top of its log."""
    root = fresh("grading")
    (root / "Cargo.toml").write_text(CARGO.format(name="cask_grading"))
    modules = ["staves", "hoops", "heads", "toast", "char_level", "volume"]
    lib = ["//! Grading casks for the cooperage: staves, hoops, heads, toast and volume.", ""]
    lib += [f"pub mod {m};" for m in modules] + ["pub mod grading;", ""]
    (root / "src/lib.rs").write_text("\n".join(lib))
    for k, m in enumerate(modules):
        tests = "\n".join(f'''    #[test]
    fn {m}_case_{t:02d}() {{
        assert_eq!(measure({t * 3 + k}), {(t * 3 + k) * 2 + k});
    }}''' for t in range(1, 11))
        (root / f"src/{m}.rs").write_text(f'''//! {m.replace('_', ' ')} measurements.

/// Twice the reading plus the bench offset.
pub fn measure(reading: u32) -> u32 {{
    reading * 2 + {k}
}}

#[cfg(test)]
mod tests {{
    use super::*;

{tests}
}}
''')
    ledger = []
    for n in range(1, 401):
        grade = "ABC"[(n * 7) % 3]
        ledger.append(f'    ("C-{n:03d}", {28 + n % 6}, \'{grade}\'),')
    (root / "src/grading.rs").write_text(f'''//! Grades from stave counts and the sapwood found on the bench.

/// The ledger's casks: id, staves, grade the buyer was promised.
pub const LEDGER: &[(&str, u32, char)] = &[
{chr(10).join(ledger)}
];

/// Staves found to be sapwood on the bench, by cask.
pub fn sapwood_staves(id: &str) -> u32 {{
    if id == "C-117" {{ 1 }} else {{ 0 }}
}}

/// The grade a cask earns: its promised grade, one lower per sapwood stave.
pub fn grade(id: &str, promised: char) -> char {{
    let lowered = sapwood_staves(id);
    match (promised, lowered) {{
        (g, 0) => g,
        ('A', _) => 'B',
        (_, _) => 'C',
    }}
}}

#[cfg(test)]
mod tests {{
    use super::*;

    #[test]
    fn grades_match_the_ledger() {{
        for &(id, staves, promised) in LEDGER {{
            if sapwood_staves(id) > 0 {{
                println!("{{id}}: stave 9 reclassified as sapwood on the bench, grade lowered by one");
            }}
            let got = grade(id, promised);
            println!("{{id}}: {{staves}} staves, promised {{promised}}, graded {{got}}");
        }}
        for &(id, _, promised) in LEDGER {{
            assert_eq!(grade(id, promised), promised, "grade of {{id}}");
        }}
    }}
}}
''')


def hooping():
    """cargo run: the hooping worker thread panics at C-343 (a ninth hoop on an eight-hoop cask);
    main goes on reporting the finished staves and only its join, at the end, fails."""
    root = fresh("hooping")
    (root / "Cargo.toml").write_text(CARGO.format(name="hooping"))
    (root / "src/main.rs").write_text('''//! The hooping line: a worker drives the hoops while main reports the stave line.
use std::thread;

fn hoop_positions(hoops: usize) -> Vec<u32> {
    (0..hoops).map(|h| 40 + h as u32 * 110).collect()
}

fn drive(_id: u32, hoops: usize, extra: bool) -> u32 {
    let positions = hoop_positions(hoops);
    let wanted = if extra { hoops } else { hoops - 1 };
    positions[wanted]
}

fn main() {
    let worker = thread::Builder::new()
        .name("hooping".into())
        .spawn(|| {
            let mut driven = 0;
            for id in 100..400u32 {
                let hoops = if id % 3 == 0 { 8 } else { 6 };
                let extra = id == 343;
                driven += drive(id, hoops, extra);
                eprintln!("C-{id}: {hoops} hoops driven");
            }
            driven
        })
        .expect("spawn the hooping worker");
    let done = worker_wait_placeholder();
    for id in 100..400u32 {
        println!("stave line: C-{id} jointed, {} staves, bilge {} mm", 28 + id % 6, 600 + id % 40);
    }
    let _ = done;
    let driven = worker.join().unwrap();
    println!("hooping done: {driven} mm driven");
}

fn worker_wait_placeholder() {
    thread::sleep(std::time::Duration::from_millis(300));
}
''')


SCENARIOS = {f.__name__: f for f in (grading, hooping)}

if __name__ == "__main__":
    SCENARIOS[sys.argv[1]]()
