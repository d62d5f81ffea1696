//! A term written alike keeps the definition that differs: where a document writes one term
//! word for word several times (an inherited or overridden method in every class of a pydoc
//! page, an option in every subcommand's section), the definitions under the copies are alike
//! too, but one — and that one is what the reader looks for.
//!
//! pydoc's `drain(self, to_level=0.0)` stands in eight classes: seven times over a one-line
//! `Drain … through the dye filter; see Tank.drain.`, once over a paragraph (`Unlike Tank.drain,
//! this does not release the lock: …`). The outline keeps the eight signatures, and the budget,
//! spread a sentence a section at a time, reaches none of their definitions: the one override that
//! behaves otherwise reads like the seven that do not. So, before the budget is spread, the terms
//! are grouped by their text (past indentation and pydoc's `|` gutter); in a group of at least
//! [`MIN_COPIES`] copies where the definitions — the lines under a term indented deeper than it,
//! up to the next line of the outline — write one number of lines (blank lines aside) in all but
//! at most one copy in [`RARE`], each definition of another number of lines is kept whole: its
//! first [`MAX_LINES`] lines, at most [`MAX_BYTES`] bytes over the document, on top of the
//! budget (the rest of the document keeps what it would without them). The shape compared is the
//! count of lines, not their words: copies name their own class or subcommand (`dye`, `lime`),
//! and a definition that says more is written longer. A rule about how a document repeats its
//! terms, for any prose.

use std::collections::HashMap;

use ctx_squash_core::Lines;

/// Copies of a term at least for its definitions to be compared.
const MIN_COPIES: usize = 3;
/// At most one copy in this many may write a definition of another length.
const RARE: usize = 4;
/// Lines of one odd definition kept at most.
const MAX_LINES: usize = 8;
/// Bytes of the odd definitions kept at most, over the document.
const MAX_BYTES: usize = 2048;

/// The indentation of a line, pydoc's `|` gutter counted as blanks.
fn indent(line: &str) -> usize {
    line.bytes().take_while(|b| matches!(b, b' ' | b'\t' | b'|')).count()
}

/// A line's text past its indentation and pydoc's `|` gutter.
fn text(line: &str) -> &str {
    line.trim_matches([' ', '\t', '|'])
}

/// The lines of the definitions that differ from their copies' (see the module's documentation),
/// ascending: read from `terms` (the term lines, ascending) and `outline` (per line, whether the
/// outline keeps it, terms included).
pub(crate) fn odd_definitions(lines: &Lines<'_>, terms: &[usize], outline: &[bool]) -> Vec<usize> {
    let mut groups: HashMap<&str, Vec<usize>> = HashMap::new();
    for &i in terms {
        if i < lines.len() {
            groups.entry(text(lines.get(i))).or_default().push(i);
        }
    }
    // Each term's definition: the lines under it indented deeper, blank lines among them, up to
    // the next line of the outline; blank lines after the last aside.
    let definition = |i: usize| {
        let depth = indent(lines.get(i));
        let mut end = i + 1;
        for j in i + 1..lines.len() {
            let line = lines.get(j);
            if outline.get(j) != Some(&false) {
                break;
            }
            if !text(line).is_empty() {
                if indent(line) <= depth {
                    break;
                }
                end = j + 1;
            }
        }
        i + 1..end
    };
    let written = |i: usize| definition(i).filter(|&j| !text(lines.get(j)).is_empty()).count();
    let mut odd: Vec<usize> = groups
        .into_values()
        .filter(|copies| copies.len() >= MIN_COPIES)
        .flat_map(|copies| {
            let lengths: Vec<usize> = copies.iter().map(|&i| written(i)).collect();
            // The length most copies write, told by a majority vote, then counted.
            let common = lengths.iter().fold((0, 0), |(value, votes), &length| match votes {
                0 => (length, 1),
                _ if length == value => (value, votes + 1),
                _ => (value, votes - 1),
            });
            let others = lengths.iter().filter(|&&length| length != common.0).count();
            let rare = others > 0 && others * RARE <= copies.len();
            copies
                .into_iter()
                .zip(lengths)
                .filter(move |&(_, length)| rare && length != common.0)
                .map(|(i, _)| i)
        })
        .collect();
    odd.sort_unstable();
    let mut kept = Vec::new();
    let mut bytes = 0;
    for i in odd {
        for j in definition(i).take(MAX_LINES) {
            let cost = lines.get(j).len() + 1;
            if bytes + cost > MAX_BYTES {
                return kept;
            }
            bytes += cost;
            kept.push(j);
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;

    /// The lines kept of `text`: its terms the `|  d…` lines, its outline those and the class
    /// lines.
    fn kept(text: &str) -> Vec<&str> {
        let lines = Lines::new(text);
        let terms: Vec<usize> = (0..lines.len()).filter(|&i| lines.get(i).starts_with(" |  d")).collect();
        let outline: Vec<bool> =
            (0..lines.len()).map(|i| terms.contains(&i) || lines.get(i).starts_with("class")).collect();
        odd_definitions(&lines, &terms, &outline).into_iter().map(|i| lines.get(i)).collect()
    }

    /// A pydoc page of `classes` classes, each writing `drain(self)` over a one-line docstring,
    /// but the classes in `odd`, which write a paragraph.
    fn page(classes: usize, odd: &[usize]) -> String {
        let mut text = String::new();
        for k in 0..classes {
            let _ = writeln!(text, "class Vat{k}(Tank)\n |  drain(self)");
            if odd.contains(&k) {
                text.push_str(" |      Drain through the retan filter.\n |      \n");
                text.push_str(" |      Unlike Tank.drain, this does not release the lock.\n |  \n");
            } else {
                let _ = writeln!(text, " |      Drain through filter {k}; see Tank.drain.\n |  ");
            }
        }
        text
    }

    #[test]
    fn the_definition_that_differs_is_kept() {
        assert_eq!(
            kept(&page(8, &[5])),
            [
                " |      Drain through the retan filter.",
                " |      ",
                " |      Unlike Tank.drain, this does not release the lock.",
            ]
        );
        // Two in eight differ: both are kept.
        assert_eq!(kept(&page(8, &[1, 6])).len(), 6);
    }

    #[test]
    fn definitions_alike_or_half_different_keep_nothing() {
        // Every copy alike: no one differs.
        assert!(kept(&page(8, &[])).is_empty());
        // Two copies: too few to tell which differs.
        assert!(kept(&page(2, &[1])).is_empty());
        // Half the copies differ: no definition is the common one.
        assert!(kept(&page(4, &[0, 3])).is_empty());
        assert!(kept(&page(8, &[0, 3, 5])).is_empty());
        // A line at the term's indent after a definition is none of it (pydoc's attribute
        // without a docstring under the last copy).
        let text = page(8, &[]).replace(
            " |      Drain through filter 7; see Tank.drain.\n",
            " |      Drain through filter 7; see Tank.drain.\n |  \n |  universal_newlines\n",
        );
        assert!(kept(&text).is_empty(), "{text}");
    }

    #[test]
    fn a_long_definition_is_kept_to_its_cap() {
        let mut text = page(6, &[]);
        text.push_str("class Big(Tank)\n |  drain(self)\n");
        for k in 0..20 {
            let _ = writeln!(text, " |      line {k} of a long docstring.");
        }
        let out = kept(&text);
        assert_eq!(out.len(), MAX_LINES);
        assert_eq!(out.first().copied(), Some(" |      line 0 of a long docstring."));
    }

    proptest! {
        /// Any lines, any terms: the lines kept are lines of the text, ascending, none a term,
        /// within the byte cap.
        #[test]
        fn only_definition_lines_within_the_cap(rows in prop::collection::vec("( \\|  d[ab]| \\|      [xy ]{0,8}|class [ab])", 0..60)) {
            let text: String = rows.iter().flat_map(|row| [row.as_str(), "\n"]).collect();
            let lines = Lines::new(&text);
            let terms: Vec<usize> = (0..lines.len()).filter(|&i| lines.get(i).starts_with(" |  d")).collect();
            let outline: Vec<bool> = (0..lines.len()).map(|i| terms.contains(&i)).collect();
            let out = odd_definitions(&lines, &terms, &outline);
            prop_assert!(out.windows(2).all(|pair| pair[0] < pair[1]));
            prop_assert!(out.iter().all(|&i| i < lines.len() && !terms.contains(&i)));
            prop_assert!(out.iter().map(|&i| lines.get(i).len() + 1).sum::<usize>() <= MAX_BYTES);
        }
    }
}
