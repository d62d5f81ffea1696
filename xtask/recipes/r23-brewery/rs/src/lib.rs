//! Keg labels: the text printed on each keg's label.

/// One keg's label, line by line.
pub fn label(keg: u32, beer: &str, abv: f64) -> String {
    let mut out = format!("BREWERY NORTH\nKEG-{keg:05}\n{beer}\n");
    out.push_str(&format!("ABV {abv:.1}%\n"));
    out.push_str("KEEP COLD 2-4 C\nRETURN TO BREWERY\n");
    for line in 1..=30 {
        out.push_str(&format!("ingredient {line:02}: malt lot M-{}\n", 300 + line));
    }
    out
}
