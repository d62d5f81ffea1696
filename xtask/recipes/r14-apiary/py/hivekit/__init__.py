"""Hive toolkit: colonies, inspections and harvest grading."""
