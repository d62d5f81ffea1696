"""Compares last year's light list with this year's as an HTML table (difflib.HtmlDiff)."""
import difflib

old = [f"L-{n:03d}  Fl({1 + n % 4}) {5 + n % 10}s  {12 + n % 9} nm  white" for n in range(1, 181)]
new = list(old)
new[128] = new[128].replace("white", "red")
print(difflib.HtmlDiff(wrapcolumn=60).make_table(old, new, "2025 light list", "2026 light list"))
