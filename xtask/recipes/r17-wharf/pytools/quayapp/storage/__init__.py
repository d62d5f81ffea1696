"""Persistence."""
