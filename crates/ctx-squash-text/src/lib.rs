//! ctx_squash_text (skeleton).
