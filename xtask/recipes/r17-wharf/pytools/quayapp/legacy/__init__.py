"""The old billing code, due for removal."""
