//! Kiln and grading helpers of the sawmill (round 22's clippy and test recordings).

pub mod grading;
pub mod kiln;
