"""Round 22's unittest suites."""
