"""Loom room helpers."""
