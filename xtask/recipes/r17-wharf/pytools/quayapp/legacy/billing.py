"""Old billing."""
