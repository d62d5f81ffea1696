"""The sawmill's yard package (round 22's pylint and pydoclint recordings)."""
