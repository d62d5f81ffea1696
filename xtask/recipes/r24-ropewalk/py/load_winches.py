"""Loads the 80 winch configurations (Python syntax) in order; one has an unclosed brace."""
import glob

for path in sorted(glob.glob("winches/*.cfg")):
    scope = {}
    with open(path, encoding="utf-8") as f:
        exec(compile(f.read(), path, "exec"), scope)
    keys = sorted(k for k in scope if not k.startswith("__"))
    print(f"{path}: {scope['name']} max {scope['max_load_kn']} kN, {len(scope['spools'])} spools, keys {', '.join(keys)}")
