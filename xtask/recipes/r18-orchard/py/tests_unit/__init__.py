"""The packhouse unittest suite."""
