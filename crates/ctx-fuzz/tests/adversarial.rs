//! The adversarial cases at a tenth of their full size, as regressions: every step finishes
//! and keeps its invariants (`cargo xtask adversarial` measures them at full size).

use ctx_fuzz::{CASES, Probe};

struct Run;

impl Probe for Run {
    fn input(&mut self, _: usize) {}

    fn step(&mut self, _: &str, step: &mut dyn FnMut()) {
        step();
    }
}

#[test]
fn every_case_at_a_tenth() {
    for case in CASES {
        eprintln!("{}", case.name);
        (case.run)(10, &mut Run);
    }
}
