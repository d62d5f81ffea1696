//! ctx_tokens (skeleton).
