//! ctx_shaping (skeleton).
