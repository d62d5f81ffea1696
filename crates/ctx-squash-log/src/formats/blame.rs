//! `git blame`: code behind a gutter.
//!
//! What no principle tells: a section heading is told by its shape at the start of a line, and
//! in code a definition heads what follows it (`pub fn classify(…) -> Class {`) — but blame
//! writes a gutter before every line of code (`dab02f42 (Author 2026-12-02 20:47:22 +0000 161) `)
//! that hides where the code starts. Read past that gutter, an unindented line that opens a block
//! (ends in `{` or `:`) is a heading of the file, and is kept like one.

use super::Format;

pub(super) static BLAME: Format = Format { name: "blame", heading: Some(definition), ..Format::NONE };

/// The code of a blame line: past `hash (… N) `, the hash 7 to 40 hex digits (`^` for a boundary
/// commit), the parentheses closing on the line number.
fn code(line: &str) -> Option<&str> {
    let (hash, rest) = line.split_once(' ')?;
    let hash = hash.trim_start_matches('^');
    let hex = (7..=40).contains(&hash.len()) && hash.bytes().all(|b| b.is_ascii_hexdigit());
    let rest = rest.strip_prefix('(')?;
    let close = rest.find(") ")?;
    let line_number = rest[..close].rsplit(' ').next()?;
    (hex && !line_number.is_empty() && line_number.bytes().all(|b| b.is_ascii_digit()))
        .then(|| &rest[close + 2..])
}

/// A definition in blamed code: unindented, opening a block.
fn definition(line: &str) -> bool {
    let Some(code) = code(line) else { return false };
    let code = code.trim_end();
    code.starts_with(|c: char| c.is_ascii_alphabetic() || c == '#' || c == '@')
        && (code.ends_with('{') || code.ends_with(':'))
        && !code.starts_with("//")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blame_definitions() {
        assert!(definition(
            "dab02f42 (Seed 330c372f maintainers 2026-12-02 20:47:22 +0000 161) pub(crate) fn find_all<'a>(hay: &'a [u8]) -> usize {"
        ));
        assert!(definition("^1a2b3c4d (A B 2026-01-01 00:00:00 +0000 3) def main():"));
        assert!(!definition(
            "dab02f42 (Seed 330c372f maintainers 2026-12-02 20:47:22 +0000 162)     let first = needle[0];"
        ));
        assert!(!definition("dab02f42 (Seed 330c372f maintainers 2026-12-02 20:47:22 +0000 163) }"));
        assert!(!definition("pub fn x() {"));
    }
}
