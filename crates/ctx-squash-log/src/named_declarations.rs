//! A declaration a kept line names is kept with it: the statement that declares a name is what a
//! line using the name leans on.
//!
//! A schema dump's lint names the table it finds fault with (`CREATE INDEX 'kegs_fermenter_id' ON
//! 'kegs'('fermenter_id'); --> fermenters(id)` under forty `CREATE TABLE` rows), a compiler's
//! note the function declared above. Kept alone, the line says which name; the declaration says
//! what it is. So, after the selection, every kept line that is no declaration itself keeps, for
//! each whole word it writes, the one row of the output that declares that word (read as
//! declared.rs reads a declaration: a row at the margin whose head before its first `(`, or its
//! closing `;`, is words and pointer stars only, its last word declared; a name two rows declare
//! is no one declaration), at most [`MAX_LINES`] rows and [`MAX_BYTES`] bytes, the kept lines in
//! order. A rule about how names are declared and used, for any text.

use std::collections::HashMap;

use ctx_squash_core::{Keyed, Lines};

use crate::additions::Additions;
use crate::squash::Cut;

/// Declarations added at most.
const MAX_LINES: usize = 16;
/// Bytes of declarations added at most.
const MAX_BYTES: usize = 4 * 1024;

/// `kept` (sorted by line) with the declarations its lines name added (see the module's
/// documentation), sorted.
pub(crate) fn with_named_declarations(lines: &Lines<'_>, kept: Vec<(usize, Cut)>) -> Vec<(usize, Cut)> {
    // The row declaring each name, `None` when more rows than one do.
    let mut declaring: HashMap<&[u8], Option<usize>, Keyed> = HashMap::default();
    for i in 0..lines.len() {
        let row = lines.bytes(i);
        if let Some((start, end)) = crate::declared::declared(row)
            && let Some(name) = row.get(start..end)
        {
            declaring.entry(name).and_modify(|row| *row = None).or_insert(Some(i));
        }
    }
    if declaring.is_empty() {
        return kept;
    }
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    'lines: for &(i, _) in &kept {
        let line = lines.bytes(i);
        if crate::declared::declared(line).is_some() {
            continue;
        }
        for word in line.split(|&b| !(b.is_ascii_alphanumeric() || b == b'_')).filter(|w| !w.is_empty()) {
            if additions.count() == MAX_LINES {
                break 'lines;
            }
            if let Some(&Some(row)) = declaring.get(word)
                && !additions.is_kept(row)
                && additions.fits(row, Cut::Normal)
            {
                additions.add(row, Cut::Normal);
            }
        }
    }
    additions.into_kept(kept)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(text: &str, kept: &[usize]) -> Vec<usize> {
        let lines = Lines::new(text);
        let kept = kept.iter().map(|&i| (i, Cut::Normal)).collect();
        with_named_declarations(&lines, kept).into_iter().map(|(i, _)| i).collect()
    }

    #[test]
    fn a_kept_line_keeps_the_declaration_of_a_name_it_writes() {
        let text = "CREATE TABLE kegs (id INTEGER);\nCREATE TABLE hops (id INTEGER);\n\
                    CREATE INDEX 'kegs_id' ON 'kegs'('id'); --> fermenters(id)\n";
        assert_eq!(named(text, &[2]), [0, 2]);
        // A declaration kept names its own parts: no use.
        assert_eq!(named(text, &[1]), [1]);
        // A name two rows declare is no one declaration.
        let twice = "int scale(int x);\nlong scale(long x);\nnote: scale is overloaded\n";
        assert_eq!(named(twice, &[2]), [2]);
    }

    proptest::proptest! {
        /// Any text, any kept lines: no panic; every line added declares a name.
        #[test]
        fn only_declarations_are_added(text in "([a-z ()';]{0,16}\n){0,30}", kept in proptest::collection::vec(0usize..30, 0..10)) {
            let lines = Lines::new(&text);
            let mut kept: Vec<usize> = kept.into_iter().filter(|&i| i < lines.len()).collect();
            kept.sort_unstable();
            kept.dedup();
            for i in named(&text, &kept) {
                proptest::prop_assert!(kept.contains(&i) || crate::declared::declared(lines.bytes(i)).is_some());
            }
        }
    }
}
