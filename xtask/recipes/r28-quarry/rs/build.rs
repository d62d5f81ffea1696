//! Writes the list of ticket tests (one per ticket of the day).
fn main() {
    let out = std::env::var("OUT_DIR").expect("OUT_DIR");
    let cases: String = (1..=520).map(|n| format!("ticket_{n:03} = {n};\n")).collect();
    std::fs::write(format!("{out}/cases.rs"), format!("ticket_tests! {{\n{cases}}}\n")).expect("write cases");
}
