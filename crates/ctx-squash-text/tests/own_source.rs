//! The recorded tree whose user's own source is now kept whole (`own_source.rs`): `clang -Xclang
//! -ast-dump crucible.c` dumps 1,800 lines of builtin and libc declarations, then the 230 lines of
//! `crucible.c`'s own, which the tree squasher folded into its last `[N lines omitted]`.

use ctx_squash_text::{clean_terminal, squash_tree_named};
use ctx_testdata::fixtures::{self, BUDGET};

fn text(name: &str) -> String {
    let fixture = fixtures::named(name);
    clean_terminal(&fixture.text).into_owned()
}

/// Every line of `crucible.c`'s declarations is kept, the command's file named or not; the libc
/// declarations before it are not kept whole.
#[test]
fn an_ast_dump_keeps_the_compiled_files_declarations_whole() {
    let input = text("clang-ast-dump");
    let lines: Vec<&str> = input.lines().collect();
    let first = lines
        .iter()
        .position(|l| l.contains("<crucible.c:6:1, col:54>"))
        .expect("crucible.c's first declaration");
    assert_eq!(lines.len() - first, 230);
    for named in [&[][..], &["crucible.c"][..]] {
        let out = squash_tree_named(&input, BUDGET, named).text;
        let tail: Vec<&str> = out.lines().rev().take(230).collect();
        let own: Vec<&str> = lines[first..].iter().rev().copied().collect();
        assert_eq!(tail, own, "named {named:?}");
        assert!(out.lines().nth(231).is_some() && out.len() < input.len() / 6, "{}", out.len());
        assert!(!out.contains("|-FunctionDecl 0x12e6b490 <line:1026:1"), "stdlib.h's getloadavg");
    }
}
