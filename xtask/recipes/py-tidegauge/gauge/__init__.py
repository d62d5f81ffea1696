"""Tide-gauge station tools."""
