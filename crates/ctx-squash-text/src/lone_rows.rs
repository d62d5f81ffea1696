//! A listing row alone among lines that are no rows belongs to their block, and is kept with
//! them.
//!
//! A listing keeps every line that is no row of it (a message, a traceback's code, a summary)
//! and only the first rows of each file. A row that stands alone between such lines — the nearest
//! non-blank line on each side is no row, or the text's edge on one side — is no part of the
//! listing's run of rows but of the block around it: a test failure's location
//! `tests/test_a.py:15: AssertionError` between the failing assertion and the next failure's
//! header, a `file:line` that a tool's message names. Dropping it would leave a one-line gap
//! whose marker costs about what the row does, and cut the block's answer out of its middle. Such
//! rows are at most as many as the lines that are no rows, which a listing has few of (a tenth).

/// What a line of a listing is, as this rule reads it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Role {
    /// A blank line: it separates, and is skipped when looking for a row's neighbours.
    Blank,
    /// A row of the listing: a path, a `path:…` line, a numbered match, a `--` separator.
    Row,
    /// Any other line: a message, code, a header.
    Other,
}

/// The rows that stand alone between lines that are no rows (see the module's documentation),
/// in order.
pub(crate) fn lone_rows(roles: &[Role]) -> Vec<usize> {
    // The role of the nearest non-blank line before each line (`None` at the start).
    let mut lone = Vec::new();
    let mut before: Option<Role> = None;
    for (i, &role) in roles.iter().enumerate() {
        if role == Role::Row && before != Some(Role::Row) {
            let after = roles.get(i + 1..).unwrap_or_default().iter().find(|&&r| r != Role::Blank).copied();
            let apart = |side: Option<Role>| side.is_none_or(|r| r == Role::Other);
            if apart(before) && apart(after) && (before.is_some() || after.is_some()) {
                lone.push(i);
            }
        }
        if role != Role::Blank {
            before = Some(role);
        }
    }
    lone
}

#[cfg(test)]
mod tests {
    use super::Role::{Blank, Other, Row};
    use super::*;

    #[test]
    fn a_row_between_other_lines_is_lone() {
        assert_eq!(lone_rows(&[Other, Blank, Row, Other]), [2]);
        assert_eq!(lone_rows(&[Row, Row, Other, Row, Blank, Other, Row, Row]), [3]);
        // At the text's edge, with another line on the other side.
        assert_eq!(lone_rows(&[Other, Row]), [1]);
        assert_eq!(lone_rows(&[Row, Blank, Other]), [0]);
        // A run of rows is the listing's, and a row alone in the text is no block's.
        assert!(lone_rows(&[Other, Row, Row, Other]).is_empty());
        assert!(lone_rows(&[Row]).is_empty());
        assert!(lone_rows(&[Blank, Row, Blank]).is_empty());
        assert!(lone_rows(&[]).is_empty());
    }
}
