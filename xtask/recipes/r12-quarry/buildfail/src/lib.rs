//! Quarry block records; the build script checks the schema they are generated from.
pub mod blocks {
    include!(concat!(env!("OUT_DIR"), "/blocks.rs"));
}
