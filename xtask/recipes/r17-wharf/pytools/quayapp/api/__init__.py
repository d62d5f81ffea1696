"""HTTP handlers."""
