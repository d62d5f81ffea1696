//! ctx_dedup (skeleton).
