//! Grading by moisture and knots, with 80 table tests that print their boards.

pub fn grade(moisture: f64, knots: u32) -> &'static str {
    if moisture > 24.0 {
        "REJECT"
    } else if moisture > 19.0 {
        "KILN"
    } else if knots < 3 {
        "A"
    } else {
        "B"
    }
}

#[cfg(test)]
mod tests {
    use super::grade;

    macro_rules! board_tests {
        ($($name:ident: $board:expr, $moisture:expr, $knots:expr, $want:expr;)*) => {$(
            #[test]
            fn $name() {
                for reading in 0..6 {
                    println!("board {} reading {} moisture {:.1}% knots {}", $board, reading, $moisture + reading as f64 / 10.0, $knots);
                }
                assert_eq!(grade($moisture, $knots), $want, "board {}", $board);
            }
        )*};
    }

    board_tests! {
        board_0001: "B-0001", 11.7, 1, "A";
        board_0002: "B-0002", 15.4, 2, "A";
        board_0003: "B-0003", 19.1, 3, "KILN";
        board_0004: "B-0004", 22.8, 4, "KILN";
        board_0005: "B-0005", 26.5, 5, "REJECT";
        board_0006: "B-0006", 11.2, 6, "B";
        board_0007: "B-0007", 14.9, 0, "A";
        board_0008: "B-0008", 18.6, 1, "A";
        board_0009: "B-0009", 22.3, 2, "KILN";
        board_0010: "B-0010", 26.0, 3, "REJECT";
        board_0011: "B-0011", 10.7, 4, "B";
        board_0012: "B-0012", 14.4, 5, "B";
        board_0013: "B-0013", 18.1, 6, "B";
        board_0014: "B-0014", 21.8, 0, "KILN";
        board_0015: "B-0015", 25.5, 1, "REJECT";
        board_0016: "B-0016", 10.2, 2, "A";
        board_0017: "B-0017", 13.9, 3, "B";
        board_0018: "B-0018", 17.6, 4, "B";
        board_0019: "B-0019", 21.3, 5, "KILN";
        board_0020: "B-0020", 25.0, 6, "REJECT";
        board_0021: "B-0021", 9.7, 0, "A";
        board_0022: "B-0022", 13.4, 1, "A";
        board_0023: "B-0023", 17.1, 2, "A";
        board_0024: "B-0024", 20.8, 3, "KILN";
        board_0025: "B-0025", 24.5, 4, "REJECT";
        board_0026: "B-0026", 9.2, 5, "B";
        board_0027: "B-0027", 12.9, 6, "B";
        board_0028: "B-0028", 16.6, 0, "A";
        board_0029: "B-0029", 20.3, 1, "KILN";
        board_0030: "B-0030", 24.0, 2, "KILN";
        board_0031: "B-0031", 8.7, 3, "B";
        board_0032: "B-0032", 12.4, 4, "B";
        board_0033: "B-0033", 16.1, 5, "B";
        board_0034: "B-0034", 19.8, 6, "KILN";
        board_0035: "B-0035", 23.5, 0, "KILN";
        board_0036: "B-0036", 8.2, 1, "A";
        board_0037: "B-0037", 11.9, 2, "A";
        board_0038: "B-0038", 15.6, 3, "B";
        board_0039: "B-0039", 19.3, 4, "KILN";
        board_0040: "B-0040", 23.0, 5, "KILN";
        board_0041: "B-0041", 26.7, 6, "REJECT";
        board_0042: "B-0042", 11.4, 0, "A";
        board_0043: "B-0043", 15.1, 1, "A";
        board_0044: "B-0044", 18.8, 2, "A";
        board_0045: "B-0045", 22.5, 3, "KILN";
        board_0046: "B-0046", 26.2, 4, "REJECT";
        board_0047: "B-0047", 10.9, 5, "B";
        board_0048: "B-0048", 14.6, 6, "B";
        board_0049: "B-0049", 18.3, 0, "A";
        board_0050: "B-0050", 22.0, 1, "KILN";
        board_0051: "B-0051", 25.7, 2, "REJECT";
        board_0052: "B-0052", 10.4, 3, "B";
        board_0053: "B-0053", 14.1, 4, "B";
        board_0054: "B-0054", 17.8, 5, "B";
        board_0055: "B-0055", 21.5, 6, "KILN";
        board_0056: "B-0056", 25.2, 0, "REJECT";
        board_0057: "B-0057", 9.9, 1, "A";
        board_0058: "B-0058", 13.6, 2, "A";
        board_0059: "B-0059", 17.3, 3, "B";
        board_0060: "B-0060", 21.0, 4, "KILN";
        board_0061: "B-0061", 24.7, 5, "REJECT";
        board_0062: "B-0062", 9.4, 6, "B";
        board_0063: "B-0063", 13.1, 0, "B";
        board_0064: "B-0064", 16.8, 1, "A";
        board_0065: "B-0065", 20.5, 2, "KILN";
        board_0066: "B-0066", 24.2, 3, "REJECT";
        board_0067: "B-0067", 8.9, 4, "B";
        board_0068: "B-0068", 12.6, 5, "B";
        board_0069: "B-0069", 16.3, 6, "B";
        board_0070: "B-0070", 20.0, 0, "KILN";
        board_0071: "B-0071", 23.7, 1, "KILN";
        board_0072: "B-0072", 8.4, 2, "A";
        board_0073: "B-0073", 12.1, 3, "B";
        board_0074: "B-0074", 15.8, 4, "B";
        board_0075: "B-0075", 19.5, 5, "KILN";
        board_0076: "B-0076", 23.2, 6, "KILN";
        board_0077: "B-0077", 26.9, 0, "REJECT";
        board_0078: "B-0078", 11.6, 1, "A";
        board_0079: "B-0079", 15.3, 2, "A";
        board_0080: "B-0080", 19.0, 3, "B";
    }
}
