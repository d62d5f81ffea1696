"""Puts the project root on the import path for the tests."""
