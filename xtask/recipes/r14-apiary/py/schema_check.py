"""Validates the hive registry against its JSON Schema and prints every error, best first."""
import json

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

schema = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "required": ["apiary", "hives"],
    "properties": {
        "apiary": {"type": "string"},
        "hives": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["name", "frames", "queen"],
                "additionalProperties": False,
                "properties": {
                    "name": {"type": "string", "pattern": "^[A-Z]"},
                    "frames": {"type": "integer", "minimum": 1, "maximum": 10},
                    "queen": {
                        "type": "object",
                        "properties": {
                            "year": {"type": "integer", "minimum": 2020},
                            "marked": {"type": "boolean"},
                            "colour": {"enum": ["white", "yellow", "red", "green", "blue"]},
                        },
                    },
                    "mites": {"type": "number", "exclusiveMinimum": 0},
                },
            },
        },
    },
}

registry = json.loads("""
{"apiary": "Linden",
 "hives": [
   {"name": "Linden-North-07", "frames": 10, "queen": {"year": 2025, "marked": true, "colour": "blue"}},
   {"name": "heather-ridge-02", "frames": 12, "queen": {"year": 2019, "marked": "yes", "colour": "purple"}},
   {"name": "Clover-East-11", "frames": 8, "mites": 0, "quen": {}},
   {"frames": "ten", "queen": null}
 ]}
""")

validator = Draft202012Validator(schema)
errors = sorted(validator.iter_errors(registry), key=lambda e: list(e.path))
for error in errors:
    print(error)
    print("-" * 60)
print(f"{len(errors)} errors")
print("best match:", best_match(validator.iter_errors(registry)).message)
