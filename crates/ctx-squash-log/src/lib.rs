//! ctx_squash_log (skeleton).
