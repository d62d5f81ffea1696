//! Unit conversion with a large table-driven test suite, a few of whose cases fail
//! (recipe for fixtures: cargo test with failures and panics).

/// Converts `value` from unit `from` to unit `to`.
pub fn convert(value: f64, from: &str, to: &str) -> Result<f64, String> {
    let base = to_base(value, from)?;
    from_base(base, to)
}

fn factor(unit: &str) -> Result<(f64, &'static str), String> {
    Ok(match unit {
        "mm" => (0.001, "m"),
        "cm" => (0.01, "m"),
        "m" => (1.0, "m"),
        "km" => (1000.0, "m"),
        "in" => (0.0254, "m"),
        "ft" => (0.3048, "m"),
        "mi" => (1609.344, "m"),
        "g" => (0.001, "kg"),
        "kg" => (1.0, "kg"),
        "lb" => (0.453_592_37, "kg"),
        // Deliberate bug: an ounce is 28.349523125 g.
        "oz" => (0.028_3, "kg"),
        "s" => (1.0, "s"),
        "min" => (60.0, "s"),
        "h" => (3600.0, "s"),
        other => return Err(format!("unknown unit `{other}`")),
    })
}

fn to_base(value: f64, unit: &str) -> Result<f64, String> {
    match unit {
        "C" => Ok(value + 273.15),
        // Deliberate bug: the offset is applied before the scale.
        "F" => Ok((value + 459.67) * 5.0 / 9.0 + 0.0001),
        "K" => Ok(value),
        _ => factor(unit).map(|(f, _)| value * f),
    }
}

fn from_base(value: f64, unit: &str) -> Result<f64, String> {
    match unit {
        "C" => Ok(value - 273.15),
        "F" => Ok(value * 9.0 / 5.0 - 459.67),
        "K" => Ok(value),
        _ => factor(unit).map(|(f, _)| value / f),
    }
}

/// Parses "12.5 km" into a value and a unit.
pub fn parse_quantity(text: &str) -> (f64, String) {
    let mut parts = text.split_whitespace();
    let value: f64 = parts.next().expect("a value").parse().expect("a number");
    let unit = parts.next().expect("a unit").to_string();
    (value, unit)
}

/// Rounds to `places` decimals.
pub fn round_to(value: f64, places: u32) -> f64 {
    let p = 10f64.powi(places as i32);
    (value * p).round() / p
}

#[cfg(test)]
mod tests {
    use super::*;

    macro_rules! conversions {
        ($($name:ident: $v:expr, $from:expr => $to:expr, $want:expr;)*) => {$(
            #[test]
            fn $name() {
                let got = round_to(convert($v, $from, $to).expect("known units"), 4);
                assert_eq!(got, $want, "{} {} in {}", $v, $from, $to);
            }
        )*};
    }

    conversions! {
        mm_to_m: 1000.0, "mm" => "m", 1.0;
        cm_to_m: 250.0, "cm" => "m", 2.5;
        m_to_km: 1500.0, "m" => "km", 1.5;
        km_to_m: 2.0, "km" => "m", 2000.0;
        in_to_cm: 1.0, "in" => "cm", 2.54;
        ft_to_m: 10.0, "ft" => "m", 3.048;
        mi_to_km: 1.0, "mi" => "km", 1.6093;
        g_to_kg: 500.0, "g" => "kg", 0.5;
        kg_to_g: 1.25, "kg" => "g", 1250.0;
        lb_to_kg: 1.0, "lb" => "kg", 0.4536;
        oz_to_g: 1.0, "oz" => "g", 28.3495;
        s_to_min: 90.0, "s" => "min", 1.5;
        h_to_s: 1.0, "h" => "s", 3600.0;
        c_to_k: 0.0, "C" => "K", 273.15;
        k_to_c: 0.0, "K" => "C", -273.15;
        f_to_c_boiling: 212.0, "F" => "C", 100.0;
        c_to_f_boiling: 100.0, "C" => "F", 212.0;
        min_to_h: 90.0, "min" => "h", 1.5;
        kg_to_lb: 1.0, "kg" => "lb", 2.2046;
    }

    macro_rules! identities {
        ($($name:ident: $unit:expr;)*) => {$(
            mod $name {
                use super::super::*;
                #[test] fn one() { assert_eq!(round_to(convert(1.0, $unit, $unit).expect("unit"), 6), 1.0); }
                #[test] fn zero() { assert_eq!(round_to(convert(0.0, $unit, $unit).expect("unit"), 6), 0.0); }
                #[test] fn ten() { assert_eq!(round_to(convert(10.0, $unit, $unit).expect("unit"), 6), 10.0); }
                #[test] fn negative() { assert_eq!(round_to(convert(-3.5, $unit, $unit).expect("unit"), 6), -3.5); }
                #[test] fn large() { assert_eq!(round_to(convert(1e6, $unit, $unit).expect("unit"), 3), 1e6); }
                #[test] fn fraction() { assert_eq!(round_to(convert(0.125, $unit, $unit).expect("unit"), 6), 0.125); }
                #[test] fn roundtrip_m() { let _ = convert(2.0, $unit, "m"); }
                #[test] fn parse() { let (v, u) = parse_quantity(&format!("7.5 {}", $unit)); assert_eq!((v, u.as_str()), (7.5, $unit)); }
                #[test] fn round() { assert_eq!(round_to(1.23456, 2), 1.23); }
                #[test] fn unknown_target() { assert!(convert(1.0, $unit, "parsec").is_err()); }
                #[test] fn unknown_source() { assert!(convert(1.0, "cubit", $unit).is_err()); }
            }
        )*};
    }

    identities! {
        unit_mm: "mm"; unit_cm: "cm"; unit_m: "m"; unit_km: "km"; unit_in: "in"; unit_ft: "ft";
        unit_mi: "mi"; unit_g: "g"; unit_kg: "kg"; unit_lb: "lb"; unit_oz: "oz"; unit_s: "s";
        unit_min: "min"; unit_h: "h"; unit_c: "C"; unit_k: "K";
    }

    #[test]
    fn parse_requires_a_unit() {
        let (v, u) = parse_quantity("42");
        assert_eq!((v, u), (42.0, String::new()));
    }

    #[test]
    fn parse_rejects_garbage() {
        let (v, _) = parse_quantity("twelve km");
        assert!(v.is_nan());
    }
}
