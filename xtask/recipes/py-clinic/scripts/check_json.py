"""Fails when a JSON file does not parse."""
import json
import sys

status = 0
for path in sys.argv[1:]:
    try:
        with open(path) as f:
            json.load(f)
    except json.JSONDecodeError as exc:
        print(f"{path}: {exc}")
        status = 1
sys.exit(status)
