//! ctx_pipeline (skeleton).
