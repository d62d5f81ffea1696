//! Integration test: converts a whole table of quantities.
use unitconv::{convert, parse_quantity, round_to};

#[test]
fn table_lengths() {
    for (text, to, want) in [("1 km", "m", 1000.0), ("12 in", "ft", 1.0), ("3 ft", "in", 36.0)] {
        let (v, u) = parse_quantity(text);
        assert_eq!(round_to(convert(v, &u, to).expect("units"), 4), want, "{text} -> {to}");
    }
}

#[test]
fn table_masses() {
    for (text, to, want) in [("1 kg", "g", 1000.0), ("16 oz", "lb", 1.0)] {
        let (v, u) = parse_quantity(text);
        assert_eq!(round_to(convert(v, &u, to).expect("units"), 3), want, "{text} -> {to}");
    }
}

#[test]
fn table_times() {
    let (v, u) = parse_quantity("2.5 h");
    assert_eq!(convert(v, &u, "min"), Ok(150.0));
}
