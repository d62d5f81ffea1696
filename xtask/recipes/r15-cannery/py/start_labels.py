"""Starts the label service: the retort helpers, then the printer driver (not installed here)."""
import json

from cannery.retort import hold_minutes

print(json.dumps({"hold": hold_minutes("211x300")}))
import cannery_printer  # noqa: E402

cannery_printer.connect("lp-north")
