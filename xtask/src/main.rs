//! cargo xtask (skeleton).
fn main() {}
