"""Plaza metadata (compiles)."""

PLAZA = "Northgate"
LANES = 8
