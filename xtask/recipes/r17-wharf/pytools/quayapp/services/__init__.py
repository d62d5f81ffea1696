"""Business rules."""
