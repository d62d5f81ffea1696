//! Converts a batch of quantities; panics deep inside on a malformed line.
use unitconv::{convert, parse_quantity};

struct Batch {
    lines: Vec<&'static str>,
}

impl Batch {
    fn run(&self) -> Vec<f64> {
        self.lines.iter().map(|l| Self::convert_line(l)).collect()
    }

    fn convert_line(line: &str) -> f64 {
        let (v, u) = parse_quantity(line);
        convert(v, &u, "m").unwrap_or_else(|e| panic!("line {line:?}: {e}"))
    }
}

fn main() {
    let batch = Batch { lines: vec!["1 km", "3 ft", "2 mi", "five m", "4 in"] };
    for (i, v) in batch.run().iter().enumerate() {
        println!("{i}: {v}");
    }
}
