//! Fuzz target: `ctx_fuzz::check_count_tokens` (the invariants are asserted there).
#![no_main]

libfuzzer_sys::fuzz_target!(init: ctx_fuzz::warm_up(), |data: &[u8]| ctx_fuzz::check_count_tokens(data));
