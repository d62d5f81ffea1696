//! A name's later verdict is news: a listing's row kept for its rare words names something — a
//! test, a file, a job — and when rows after it name the same thing again, the last of them is
//! how it ended (`pytest --reruns`' `test_x RERUN` and then `test_x PASSED`), kept with it.
//!
//! A row's name is its first token past its path (what is glued to the path: a node id, a line
//! number, a job's label), read only when the row's text opens with it and it holds a letter, as
//! a name does — and a name is a path's: rows of two paths naming their tests alike
//! (`test_db.py::test_connect`, `test_web.py::test_connect`) name two things. For each row kept
//! for its rare words, the last later row of the same path and name is kept too, at most one per
//! rare row.

/// The last later row of each rare row's name (see the module's documentation), given each row's
/// path and text past it (`None` for a line that is no row) and the rare rows, in order; rows
/// already rare are not repeated.
pub(crate) fn later_verdicts(rows: &[Option<(&[u8], &[u8])>], rare: &[usize]) -> Vec<usize> {
    let mut later = Vec::new();
    for &i in rare {
        let Some(own) = rows.get(i).copied().and_then(named) else { continue };
        let last = rows
            .iter()
            .enumerate()
            .skip(i + 1)
            .rev()
            .find(|&(_, &row)| named(row) == Some(own))
            .map(|(j, _)| j);
        if let Some(j) = last
            && !rare.contains(&j)
            && !later.contains(&j)
        {
            later.push(j);
        }
    }
    later.sort_unstable();
    later
}

/// A row's path and name, when it has a name.
fn named<'a>(row: Option<(&'a [u8], &'a [u8])>) -> Option<(&'a [u8], &'a [u8])> {
    let (path, text) = row?;
    Some((path, name(text)?))
}

/// A row's name: its first token, when the text opens with it (no blank first) and it holds a
/// letter.
fn name(text: &[u8]) -> Option<&[u8]> {
    if text.first().is_none_or(u8::is_ascii_whitespace) {
        return None;
    }
    let end = text.iter().position(u8::is_ascii_whitespace).unwrap_or(text.len());
    let token = text.get(..end)?;
    token.iter().any(u8::is_ascii_alphabetic).then_some(token)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Rows of one path.
    fn of_path<'a>(texts: &[&'a str]) -> Vec<Option<(&'a [u8], &'a [u8])>> {
        texts.iter().map(|t| Some((&b"t.py"[..], t.as_bytes()))).collect()
    }

    #[test]
    fn a_rerun_tests_final_verdict_is_kept() {
        let rows = of_path(&[
            ":test_a PASSED [ 10%]",
            ":test_b RERUN [ 20%]",
            ":test_b PASSED [ 20%]",
            ":test_c PASSED [ 30%]",
            ":test_d RERUN [ 40%]",
            ":test_d RERUN [ 40%]",
            ":test_d FAILED [ 40%]",
        ]);
        // test_b's PASSED follows its RERUN; test_d's rows are rare already.
        assert_eq!(later_verdicts(&rows, &[1, 4, 5, 6]), [2]);
        // A row alone of its name has no later verdict; a blank-led text names nothing.
        assert!(later_verdicts(&rows, &[0, 3]).is_empty());
        assert!(later_verdicts(&of_path(&[" OK", " OK"]), &[0]).is_empty());
        // A line number is no name.
        assert!(later_verdicts(&of_path(&["12: FAILED", "12: ok"]), &[0]).is_empty());
    }

    #[test]
    fn a_name_is_its_paths() {
        // test_db's rerun ended in its own PASSED, not in test_web's test of the same name.
        let rows: Vec<Option<(&[u8], &[u8])>> = vec![
            Some((b"test_db.py", b":test_connect RERUN")),
            Some((b"test_db.py", b":test_connect PASSED")),
            Some((b"test_web.py", b":test_connect PASSED")),
        ];
        assert_eq!(later_verdicts(&rows, &[0]), [1]);
        assert!(
            later_verdicts(&rows[..1].iter().chain(&rows[2..]).copied().collect::<Vec<_>>(), &[0]).is_empty()
        );
    }

    proptest! {
        #[test]
        fn later_verdicts_are_later_rows_of_a_rare_rows_name(
            texts in proptest::collection::vec(proptest::option::of(("[ab]", "[ :a-c0-9]{0,8}")), 0..40),
            rare in proptest::collection::vec(0usize..50, 0..8),
        ) {
            let rows: Vec<Option<(&[u8], &[u8])>> = texts
                .iter()
                .map(|t| t.as_ref().map(|(path, text)| (path.as_bytes(), text.as_bytes())))
                .collect();
            let mut rare = rare;
            rare.sort_unstable();
            rare.dedup();
            for j in later_verdicts(&rows, &rare) {
                prop_assert!(!rare.contains(&j));
                let own = named(rows[j]);
                prop_assert!(own.is_some());
                prop_assert!(rare.iter().any(|&i| i < j && rows.get(i).copied().and_then(named) == own));
            }
        }
    }
}
