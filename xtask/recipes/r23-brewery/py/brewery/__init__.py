"""A brewery's production plan: fermenters, batches and their settings."""
