//! Builds o200k's rank table at compile time, so that no process pays for building it.
//!
//! The vocabulary comes from tiktoken-rs (a build dependency here, and a dev-dependency for the
//! exactness tests, never a dependency of the library): every rank from 0 up to the first that
//! does not decode or is a special token. The table (src/table.rs, shared with the library) goes to `OUT_DIR` as
//! `o200k.bytes` (the tokens' bytes), `o200k.slots` (the index, little-endian `u64`s) and
//! `o200k.rs` (its constants), which src/bpe.rs includes.

use std::path::PathBuf;

#[path = "src/table.rs"]
mod table;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/table.rs");
    let encoder = tiktoken_rs::o200k_base().expect("tiktoken-rs builds o200k_base");
    let specials = encoder.special_tokens();
    let tokens: Vec<Vec<u8>> = (0..)
        .map_while(|rank| encoder.decode_bytes(&[rank]).ok())
        .take_while(|token| !std::str::from_utf8(token).is_ok_and(|text| specials.contains(text)))
        .collect();
    let table = table::Table::new(&tokens).expect("o200k's tokens are distinct and fit the table");
    let slots: Vec<u8> = table.slots.iter().flat_map(|slot| slot.to_le_bytes()).collect();
    let constants = format!(
        "/// How many mergeable tokens o200k has (the tests check the table against tiktoken-rs).\n\
         #[cfg(test)]\n\
         const O200K_TOKENS: usize = {};\n\
         /// The length of o200k's longest token, in bytes.\n\
         const O200K_LONGEST: usize = {};\n",
        literal(tokens.len()),
        literal(table.longest),
    );
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for build scripts"));
    for (name, contents) in
        [("o200k.bytes", table.bytes.as_slice()), ("o200k.slots", &slots), ("o200k.rs", constants.as_bytes())]
    {
        std::fs::write(out.join(name), contents)
            .unwrap_or_else(|error| panic!("cannot write {name}: {error}"));
    }
}

/// `n` as a Rust literal with `_` between groups of three digits.
fn literal(n: usize) -> String {
    let digits = n.to_string();
    let mut literal = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            literal.push('_');
        }
        literal.push(digit);
    }
    literal
}
