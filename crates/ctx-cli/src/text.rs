//! Text for people: footnotes wrapped to the width of a terminal that is not a wide one.

/// Footnotes wrap at this many columns.
pub const WIDTH: usize = 100;

/// `text` wrapped at [`WIDTH`] columns on spaces, each of its paragraphs (lines) on its own; a
/// word longer than the width stays whole on its own line.
pub fn wrap(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / WIDTH + 1);
    for paragraph in text.lines() {
        let mut column = 0;
        for word in paragraph.split(' ').filter(|word| !word.is_empty()) {
            let width = word.chars().count();
            if column > 0 && column + 1 + width > WIDTH {
                out.push('\n');
                column = 0;
            } else if column > 0 {
                out.push(' ');
                column += 1;
            }
            out.push_str(word);
            column += width;
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, expected: &str) {
        let wrapped = wrap(text);
        assert_eq!(wrapped, expected);
        assert_eq!(
            wrapped.split_whitespace().collect::<Vec<_>>(),
            text.split_whitespace().collect::<Vec<_>>(),
            "every word kept, in order"
        );
    }

    #[test]
    fn wraps_on_spaces_at_the_width() {
        check("", "");
        check("short line", "short line\n");
        check("two\nparagraphs", "two\nparagraphs\n");
        let word = "x".repeat(49);
        check(&format!("{word} {word} {word}"), &format!("{word} {word}\n{word}\n"));
        check(&format!("{word} {word}y {word}"), &format!("{word} {word}y\n{word}\n"));
        check(&format!("{word}yy {word}"), &format!("{word}yy\n{word}\n"));
        let long = "z".repeat(150);
        check(&format!("a {long} b"), &format!("a\n{long}\nb\n"));
        check(&format!("{}×", "é".repeat(99)), &format!("{}×\n", "é".repeat(99)));
    }
}
