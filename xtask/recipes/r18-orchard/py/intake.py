"""Validates the morning's 60 delivery notes with marshmallow and prints what it rejects."""
import json
import pprint

from marshmallow import Schema, ValidationError, fields, validate


class Crate(Schema):
    tag = fields.Str(required=True, validate=validate.Regexp(r"^C-\d{4}$"))
    kg = fields.Float(required=True, validate=validate.Range(min=0, max=40))


class Delivery(Schema):
    note = fields.Str(required=True)
    grower = fields.Str(required=True)
    block = fields.Str(required=True)
    grade = fields.Int(required=True, validate=validate.OneOf([1, 2, 3]))
    picked = fields.Date(required=True)
    crates = fields.List(fields.Nested(Crate), required=True)


notes = []
for i in range(1, 61):
    crates = [{"tag": f"C-{i * 10 + k:04d}", "kg": 18.5 + k} for k in range(3)]
    note = {"note": f"DN-{i:04d}", "grower": f"G-{i % 41:03d}", "block": f"B{i % 24:02d}",
            "grade": 1 + i % 3, "picked": f"2025-09-{1 + i % 28:02d}", "crates": crates}
    if i == 23:
        note["grade"] = 4
    if i == 38:
        note["crates"][1]["kg"] = 412.0
        note["crates"][2]["tag"] = "C-38x"
    if i == 51:
        note["picked"] = "2025-09-31"
    notes.append(note)

try:
    Delivery(many=True).load(notes)
except ValidationError as err:
    print(f"rejected {len(err.messages)} of {len(notes)} delivery notes:")
    pprint.pprint(err.messages, width=100)
    print("first rejected note as received:")
    print(json.dumps(notes[22], indent=2))
    raise SystemExit(1)
