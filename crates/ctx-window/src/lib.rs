//! ctx_window (skeleton).
