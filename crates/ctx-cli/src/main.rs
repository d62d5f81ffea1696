//! The `ctx` command line (skeleton).
fn main() {}
