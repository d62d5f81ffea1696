//! Lot codes of the cannery: every can carries `LINE-DAY-SEQ`, checked by 300 generated tests.

/// The check digit of a lot: the sum of its digits times their position, modulo 11.
pub fn check_digit(lot: &str) -> u32 {
    lot.chars()
        .filter_map(|c| c.to_digit(10))
        .enumerate()
        .map(|(i, d)| (i as u32 + 1) * d)
        .sum::<u32>()
        % 11
}

/// The line letter of a lot code, `None` when the code has no dash.
pub fn line_of(lot: &str) -> Option<char> {
    let (line, _) = lot.split_once('-')?;
    line.chars().next()
}

/// The day number of a lot code (the second field).
pub fn day_of(lot: &str) -> Option<u32> {
    lot.split('-').nth(1)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    macro_rules! lots {
        ($($name:ident: $lot:expr, $line:expr, $day:expr;)*) => {
            $(
                #[test]
                fn $name() {
                    assert_eq!(line_of($lot), Some($line), "line of {}", $lot);
                    assert_eq!(day_of($lot), Some($day), "day of {}", $lot);
                    assert!(check_digit($lot) < 11);
                }
            )*
        };
    }

    include!(concat!(env!("OUT_DIR"), "/lots.rs"));
}
