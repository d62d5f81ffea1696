//! Writes the 420 lot-code tests; two of them carry a wrong expectation.
use std::fmt::Write as _;

fn main() {
    let mut out = String::from("lots! {\n");
    for i in 0..420u32 {
        let line = (b'A' + (i % 6) as u8) as char;
        let day = 1 + (i * 7) % 365;
        let expected_day = match i {
            87 => day + 1,
            231 => 0,
            _ => day,
        };
        let _ = writeln!(out, "    lot_{i:03}: \"{line}-{day}-{seq:04}\", '{line}', {expected_day};", seq = i * 13);
    }
    out.push_str("}\n");
    let path = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("lots.rs");
    std::fs::write(path, out).unwrap();
}
