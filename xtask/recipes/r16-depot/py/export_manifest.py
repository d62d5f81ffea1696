"""Exports the depot's nested route manifest as indented JSON; stamps are parsed on the way."""
import ast
import json


class Stamp:
    def __init__(self, raw):
        self.raw = raw


def parse_stamp(raw):
    # Stamps arrive as Python literals from the legacy scanner: nested bins of (bay, slot) pairs.
    return ast.literal_eval(raw)


def encode_depot(value):
    if isinstance(value, Stamp):
        return {"bins": parse_stamp(value.raw)}
    raise TypeError(f"cannot encode {type(value).__name__}")


def nested_manifest(depth):
    # Regions hold lists of zones, zones hold dicts of bays, and so on down to one stamp.
    node = {"stamp": Stamp("[(" * 9 + "(4, bay_7)" + ",)]" * 9)}
    for level in range(depth):
        node = {f"level_{level:02d}": [node]}
    return node


def export_manifest(depth):
    manifest = {"depot": "north-yard", "routes": nested_manifest(depth)}
    return json.dumps(manifest, indent=2, default=encode_depot)


def main():
    print("exporting manifest for north-yard ...")
    text = export_manifest(27)
    print(len(text))


if __name__ == "__main__":
    main()
