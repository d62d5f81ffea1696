//! `cargo xtask`: the CI sequence, fixture recording and checking, benchmarks.
//!
//! ```text
//! cargo xtask ci                       fmt check, clippy -D warnings, package, all tests and doc tests, fixtures check
//! cargo xtask package                  package every published crate, build it and check its targets from the .crate
//! cargo xtask fixtures regen [NAME...] record real tool outputs into fixtures/ (runs real commands)
//! cargo xtask fixtures strategies      record the pipeline's strategy for each fixture (no command run)
//! cargo xtask fixtures check           verify fixtures/ against its manifest (offline, fast; part of ci)
//! cargo xtask bench [FILTER]           run the benchmarks (criterion) in release mode
//! cargo xtask adversarial [CASE...]    time and peak memory of the adversarial inputs (docs/reliability.md)
//! cargo xtask dialects convert [OUT]   the 19 trajectories as documents of every session dialect (target/dialects)
//! cargo xtask plot REPLAY.json DIR     the cost–recall plane of `ctx replay --json`, one SVG per window
//! ```

mod ci;
mod dialects;
mod fixtures;
mod package;
mod plot;
#[cfg(test)]
mod tidy;
mod toml;

use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask ci | package | bench [FILTER] | adversarial [CASE...] | fixtures regen [NAME...] | fixtures strategies | fixtures check | plot REPLAY.json DIR | dialects convert [OUT]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let result = match args.as_slice() {
        ["ci"] => ci::run(),
        ["package"] => package::run(),
        ["bench", filter @ ..] => ci::bench(filter),
        ["adversarial", cases @ ..] => ci::adversarial(cases),
        ["fixtures", "regen", names @ ..] => fixtures::regen(names),
        ["fixtures", "strategies"] => fixtures::strategies(),
        ["fixtures", "check"] => fixtures::check(),
        ["dialects", "convert"] => dialects::convert(None),
        ["dialects", "convert", out] => dialects::convert(Some(out)),
        ["plot", input, dir] => plot::run(std::path::Path::new(input), std::path::Path::new(dir)),
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}
