//! Property tests of the cut of an over-long line (`push_cut`, `cut_len`): on any line, one
//! marker, its length told exactly, never longer than the line; and a line with a long path keeps
//! the path's last part whole — the file name and what follows it (`#sha256=…`, `:111:4`).

use ctx_squash_core::{cut_len, push_cut};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn a_cut_is_exact_and_never_longer(line in "\\PC{0,700}", max in 20usize..400) {
        let mut out = String::new();
        push_cut(&mut out, &line, max);
        prop_assert_eq!(out.len(), cut_len(&line, max));
        prop_assert!(out.len() <= line.len());
        if out != line {
            let (head, rest) = out.split_once("[… ").expect("a marker");
            let (count, tail) = rest.split_once(" bytes omitted]").expect("a marker");
            let count: usize = count.parse().expect("a count");
            prop_assert!(line.starts_with(head) && line.ends_with(tail));
            prop_assert_eq!(head.len() + count + tail.len(), line.len());
        }
    }

    #[test]
    fn a_long_path_keeps_its_last_part(
        host in "[a-z]{3,12}\\.[a-z]{2,3}",
        dirs in prop::collection::vec("[0-9a-f]{2,64}", 3..8),
        name in "[a-z]{3,10}-[0-9]\\.[0-9]\\.[0-9]\\.tar\\.gz#sha256=[0-9a-f]{64}",
        before in "[a-z ]{0,40}",
        after in "[a-z =\"]{0,60}",
    ) {
        let line = format!("{before}<a href=\"https://{host}/{}/{name}\"{after}>x</a>", dirs.join("/"));
        let max = 180;
        let mut out = String::new();
        push_cut(&mut out, &line, max);
        // The directories (host included, if need be) are what a cut leaves out when they are enough.
        let directories = format!("{host}/{}/", dirs.join("/")).len();
        if out != line && directories >= line.len().saturating_sub(max + 48) + 24 {
            prop_assert!(out.contains(name.as_str()), "cut through {} in {}", name, out);
        }
    }
}
