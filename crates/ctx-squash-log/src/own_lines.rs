//! A cut block keeps first what it alone says: of a diagnostic's block too long to keep whole, the
//! lines of equal crux rank are taken by how rarely the output writes their template, the rarest
//! first, then in order.
//!
//! A report of several errors writes each error's block in one shape: valgrind's XML nests under
//! every `<error>` a `<stack>` of `<frame>`s of `<ip>`, `<obj>`, `<fn>`, `<dir>`, `<file>` and
//! `<line>` elements; an indented trace writes `at`, `in` and `from` lines under every headline.
//! Cut to its cap in order, each block keeps its first lines — the furniture every block writes
//! (`<stack>`, `<frame>`, `<ip>0x…</ip>`, `<obj>` of the one binary) — and drops what is its own:
//! the function its first frame names (`<fn>ring_average</fn>`, written once in the report), the
//! block it names (`<auxwhat>Uninitialised value was created by a stack allocation</auxwhat>`).
//! A line's template, numbers aside, counts how many lines say the same: a line of a template few
//! lines write says what the others do not. So within a rank (see `squash::crux_rank`) the two
//! lines right below the headline are taken first, in order (what a failure says next to its
//! headline, `x_test.go:31: got 3, want 4`, is its own however many failures write its shape),
//! then the rest by copies times distance below the headline, the lightest first, position
//! breaking ties; the cap, the ranks and the lines offered
//! are unchanged, only which of them fit. One lookup a line of a block that is cut: linear.
//!
//! A line taken comes with the lines of the block it is nested under (gcc's `+--> ‘conf_get’:
//! events 3-5` above its events; see `ancestry`), and their bytes count against the cap with it:
//! a cut block keeps at most its cap's bytes below the headline, whatever the nesting (the cap's
//! count of lines counts the lines it ranks, an ancestor being their context).

use ctx_squash_core::{Lines, Templates};

use crate::squash::{Cut, line_cost};

/// How many lines of the output share line `i`'s template: the fewer, the more line `i` is its
/// block's own.
pub(crate) fn copies(templates: &Templates, i: usize) -> u32 {
    templates.count(templates.of(i))
}

/// The weight of line `i` in the block of the headline at `headline`: 0 for the [`NEAREST`] lines
/// below it, else its [`copies`] times how far below the headline it stands, the lightest taken
/// first.
pub(crate) fn weight(templates: &Templates, headline: usize, i: usize) -> u64 {
    let distance = i.abs_diff(headline);
    if distance <= NEAREST {
        return 0;
    }
    u64::from(copies(templates, i)).saturating_mul(u64::try_from(distance).unwrap_or(u64::MAX))
}

/// The lines of the block of the headline at `headline` that fit its cap `(lines, bytes)`: of
/// the first `lines` of `ranked`, in that order, each with its ancestors below the headline not
/// taken yet, while their bytes (each line counted as it is written when offered with `cut`, see
/// `squash::line_cost`) fit; the first that does not ends it. A line taken already as an earlier one's ancestor brings, when its turn comes, its own
/// ancestors not taken yet (past the earlier one's six), so every line taken for the cap stands
/// with all its ancestors unless the cap's bytes ran out at it. In the order taken, each line
/// after its ancestors. The bytes bound what is kept: at most the cap's, ancestors and all (a
/// line's ancestors are context, not lines of the cap's count, at most `ancestry`'s six a line).
pub(crate) fn fit(
    lines: &Lines<'_>,
    headline: usize,
    ranked: &[usize],
    (max_lines, max_bytes): (usize, usize),
    cut: Cut,
) -> Vec<usize> {
    let mut taken: Vec<usize> = Vec::with_capacity(max_lines);
    let mut spent = 0;
    for &i in ranked.iter().take(max_lines) {
        // A line taken already as an earlier line's ancestor still brings its own ancestors that
        // one's six left out (those nearer the margin).
        let mut with: Vec<usize> = crate::ancestry::ancestors(lines, i)
            .into_iter()
            .filter(|&a| a > headline && !taken.contains(&a))
            .collect();
        with.reverse();
        if !taken.contains(&i) {
            with.push(i);
        }
        if with.is_empty() {
            continue;
        }
        let cost: usize = with.iter().map(|&a| line_cost(lines, a, cut)).sum();
        if spent + cost > max_bytes {
            break;
        }
        spent += cost;
        taken.extend(with);
    }
    taken
}

/// Lines right below the headline kept first whatever their copies, in order: what a failure
/// says next to its headline (`x_test.go:31: got 3, want 4` under each of thirty failures) is its
/// own however many blocks write its shape.
const NEAREST: usize = 2;

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;
    use crate::squash_log;
    use ctx_squash_core::Lines;

    /// Thirty failures of one shape each write their own assertion two lines below the headline
    /// and one line of a shape no other block writes far below it: the assertion, next to its
    /// headline, weighs less than the one-off line.
    #[test]
    fn a_line_every_block_writes_once_is_the_block_s_own() {
        let mut text = String::new();
        for t in 0..30 {
            let _ = writeln!(text, "--- FAIL: TestCase{t} (0.00s)");
            let _ = writeln!(text, "    x_test.go:{}: setup done", 10 + t);
            let _ = writeln!(text, "    x_test.go:{}: got {t}, want {}", 31 + t, t + 1);
            if t == 7 {
                for k in 0..25 {
                    let _ = writeln!(text, "    step {k} of the fixture loaded");
                }
                text.push_str("    one-off: the fixture's checksum differs\n");
            }
        }
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        let headline = text.lines().position(|l| l.contains("TestCase7 ")).unwrap_or(0);
        let got = headline + 2;
        let one_off = text.lines().position(|l| l.contains("one-off")).unwrap_or(0);
        assert!(weight(&templates, headline, got) < weight(&templates, headline, one_off));
    }

    #[test]
    fn a_line_written_once_has_one_copy() {
        let text =
            "  <frame>\n  <fn>main</fn>\n  <frame>\n  <fn>ring_average</fn>\n  <frame>\n  <fn>main</fn>\n";
        let lines = Lines::new(text);
        let templates = Templates::mine(&lines);
        assert_eq!(copies(&templates, 0), 3);
        assert_eq!(copies(&templates, 1), 2);
        assert_eq!(copies(&templates, 3), 1);
    }

    /// Twelve errors of one shape: each names its own function in its third frame, below two
    /// frames of a library every error writes; cut to its cap, each block keeps its own function.
    #[test]
    fn each_cut_block_keeps_the_function_it_alone_names() {
        let mut xml = String::from("<?xml version=\"1.0\"?>\n<report>\n");
        for e in 0..12u8 {
            let own = format!("own_function_{}", char::from(b'a' + e));
            let _ =
                write!(xml, "<error>\n  <unique>0x{e:x}</unique>\n  <kind>InvalidRead</kind>\n  <stack>\n");
            for (f, name) in ["memcpy", "copy_into", &own].iter().enumerate() {
                let ip = 0x1000 + usize::from(e) * 16 + f;
                let _ = write!(
                    xml,
                    "    <frame>\n      <ip>0x{ip:X}</ip>\n      <obj>/usr/lib/libc.so.6</obj>\n"
                );
                let _ = write!(
                    xml,
                    "      <fn>{name}</fn>\n      <dir>/src/lib</dir>\n      <line>{}</line>\n",
                    10 + f
                );
                xml.push_str("    </frame>\n");
            }
            xml.push_str("  </stack>\n</error>\n");
        }
        xml.push_str(&"<pad>status</pad>\n".repeat(40));
        xml.push_str("</report>\n");
        let out = squash_log(&xml);
        assert!(out.len() < xml.len(), "{out}");
        for e in 0..12u8 {
            let own = format!("<fn>own_function_{}</fn>", char::from(b'a' + e));
            assert!(out.contains(&own), "{own} lost:\n{out}");
        }
    }

    /// gcc's analyzer path: each event kept comes with the `+-->` line it is nested under, and
    /// that line counts against the cap.
    #[test]
    fn a_line_s_ancestors_are_charged_to_the_cap() {
        let text = "a.c:9: warning: leak\n  +--> 'f': events 1-2\n    (1) alloc\n    (2) leak\n  +--> 'g': events 3-4\n    (3) call\n    (4) ret\n";
        let lines = Lines::new(text);
        // Ranked events last first: `(4)` takes `'g'`'s line with it, `(2)` takes `'f'`'s.
        assert_eq!(fit(&lines, 0, &[6, 5, 3, 2], (2, 1024), Cut::Normal), [4, 6, 5]);
        assert_eq!(fit(&lines, 0, &[6, 5, 3, 2], (3, 1024), Cut::Normal), [4, 6, 5, 1, 3]);
        // Bytes too: `'g'`'s line and `(4)` cost 23 and 12.
        assert_eq!(fit(&lines, 0, &[6, 5], (16, 34), Cut::Normal), Vec::<usize>::new());
        assert_eq!(fit(&lines, 0, &[6, 5], (16, 35), Cut::Normal), [4, 6]);
    }

    /// A line nested eight deep brings its six nearest ancestors; the farthest of them, ranked
    /// next, brings its own one those six left out.
    #[test]
    fn a_line_taken_as_an_ancestor_brings_its_own_ancestors_in_its_turn() {
        let mut text = String::new();
        for d in 0..9 {
            let _ = writeln!(text, "{}level {d}", "  ".repeat(d));
        }
        let lines = Lines::new(&text);
        assert_eq!(fit(&lines, 0, &[8], (1, 1024), Cut::Normal), [2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(fit(&lines, 0, &[8, 2], (2, 1024), Cut::Normal), [2, 3, 4, 5, 6, 7, 8, 1]);
        // Its own ancestors cost bytes too: where they do not fit, the cap ends there.
        let seven: usize = (2..=8).map(|i| lines.get(i).len() + 1).sum();
        assert_eq!(fit(&lines, 0, &[8, 2], (2, seven), Cut::Normal), [2, 3, 4, 5, 6, 7, 8]);
    }

    /// Lines of a block offered whole count as they are written: five lines of 1,000 bytes
    /// under a cap of 2,048 bytes, two fit (review71: each counted to `SHORT_LINE`, all five
    /// passed the cap on paper and the chooser refused the block).
    #[test]
    fn long_lines_count_as_written() {
        let mut text = String::from("a.c:9: error: bad frame\n");
        for k in 0..5 {
            let _ = writeln!(text, "  frame {k} {}", "word ".repeat(198));
        }
        let lines = Lines::new(&text);
        assert_eq!(fit(&lines, 0, &[1, 2, 3, 4, 5], (8, 2048), Cut::Normal), [1, 2]);
        // Offered cut short, each costs its cut: all five fit.
        assert_eq!(fit(&lines, 0, &[1, 2, 3, 4, 5], (8, 2048), Cut::Short), [1, 2, 3, 4, 5]);
    }

    proptest::proptest! {
        /// Any lines at any depths, ranked in any order: what fits a cap holds no more bytes
        /// than the cap and no more lines than the cap's with their ancestors, each once, every
        /// line taken for the cap with its ancestors below the headline.
        #[test]
        fn what_fits_keeps_to_the_cap(
            rows in proptest::collection::vec((0usize..6, "[a-z ]{0,400}"), 1..80),
            ranked in proptest::collection::vec(0usize..80, 0..40),
            max_lines in 0usize..20,
            max_bytes in 0usize..3000,
        ) {
            let mut text = String::new();
            for (depth, words) in &rows {
                let _ = writeln!(text, "{}{words}", "  ".repeat(*depth));
            }
            let lines = Lines::new(&text);
            let ranked: Vec<usize> = ranked.into_iter().filter(|&i| i > 0 && i < lines.len()).collect();
            let got = fit(&lines, 0, &ranked, (max_lines, max_bytes), Cut::Normal);
            proptest::prop_assert!(got.len() <= max_lines * 7);
            // Each line as it is written, cut at MAX_LINE (review71: counted to SHORT_LINE, a
            // block of long lines passed its cap on paper and the chooser refused it).
            let bytes: usize = got.iter().map(|&i| ctx_squash_core::cut_len(lines.get(i), crate::squash::MAX_LINE) + 1).sum();
            proptest::prop_assert!(bytes <= max_bytes);
            let mut unique = got.clone();
            unique.sort_unstable();
            unique.dedup();
            proptest::prop_assert_eq!(unique.len(), got.len());
            // Every line taken for the cap comes with all its ancestors, one taken first as an
            // earlier line's ancestor too, but where the cap's bytes ran out: past that line, no
            // line of the cap is taken. (An ancestor's own ancestors may lie past the six that
            // found it: context, not a line of the cap.)
            let considered = &ranked[..ranked.len().min(max_lines)];
            let missing = |i: usize| {
                crate::ancestry::ancestors(&lines, i).into_iter().filter(|&a| a > 0).find(|a| !got.contains(a))
            };
            for (at, &i) in considered.iter().enumerate() {
                if !got.contains(&i) {
                    continue;
                }
                if let Some(a) = missing(i) {
                    // Where the bytes ran out: what was taken before its turn is all there is.
                    let before = fit(&lines, 0, considered.get(..at).unwrap_or_default(), (max_lines, max_bytes), Cut::Normal);
                    proptest::prop_assert_eq!(&before, &got, "{} without its ancestor {}", i, a);
                }
            }
        }

        /// Any number of errors of one shape, each writing its own line at any place among the
        /// first lines of a block of furniture every error writes: every own line is kept, and
        /// a weight is read for any pair of lines without a panic.
        #[test]
        fn every_block_keeps_its_own_line(
            errors in 3usize..16,
            furniture in 8usize..24,
            places in proptest::collection::vec(0usize..10, 16),
            a in 0usize..1000,
            b in 0usize..1000,
        ) {
            let mut text = String::from("report begins\n");
            for e in 0..errors {
                let _ = writeln!(text, "error: failure number {e}");
                let place = places.get(e).copied().unwrap_or(0) % furniture;
                for f in 0..furniture {
                    if f == place {
                        let _ = writeln!(text, "    own_detail_{}", char::from(b'a' + u8::try_from(e).unwrap_or(0)));
                    }
                    let _ = writeln!(text, "    shared_frame_{}", char::from(b'a' + u8::try_from(f).unwrap_or(0)));
                }
            }
            text.push_str(&"routine status line\n".repeat(60));
            let out = squash_log(&text);
            for e in 0..errors {
                let own = format!("own_detail_{}", char::from(b'a' + u8::try_from(e).unwrap_or(0)));
                proptest::prop_assert!(out.contains(&own), "{own} lost:\n{out}");
            }
            let lines = Lines::new(&text);
            let templates = Templates::mine(&lines);
            let (a, b) = (a % lines.len(), b % lines.len());
            let far = a.abs_diff(b) > NEAREST;
            proptest::prop_assert!(weight(&templates, a, b) >= u64::from(copies(&templates, b)) * u64::from(far));
            proptest::prop_assert!(far || weight(&templates, a, b) == 0);
        }
    }
}
