//! ctx_squash_json (skeleton).
