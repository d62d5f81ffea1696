//! The depot's bay codes, generated into `codes.rs`.
#![warn(missing_docs)]

pub mod codes;
