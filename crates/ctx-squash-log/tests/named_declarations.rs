//! The recorded schema whose lint names a table the fold left out (`named_declarations.rs`):
//! sqlite3's `.lint fkey-indexes` line `CREATE INDEX 'kegs_fermenter_id' ON 'kegs'(…); -->
//! fermenters(id)` keeps the `CREATE TABLE kegs (…)` row it names, as written.

use ctx_squash_core::clean_terminal;
use ctx_squash_log::squash_log;
use ctx_testdata::fixtures;

#[test]
fn a_lint_line_keeps_the_table_it_names() {
    let fixture = fixtures::named("sqlite3-schema-lint-fkey");
    let text = clean_terminal(&fixture.text).into_owned();
    let out = squash_log(&text);
    let kegs = text.lines().find(|l| l.starts_with("CREATE TABLE kegs (")).unwrap_or_default();
    assert!(!kegs.is_empty());
    assert!(out.lines().any(|l| l == kegs), "{kegs} lost:\n{out}");
    assert!(out.len() < text.len() * 2 / 3, "{} of {}", out.len(), text.len());
}
