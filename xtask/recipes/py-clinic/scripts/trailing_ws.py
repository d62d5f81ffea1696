"""Fails (and fixes the files) when a line ends in spaces or tabs."""
import sys

status = 0
for path in sys.argv[1:]:
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read().split("\n")
    stripped = [line.rstrip(" \t") for line in lines]
    if stripped != lines:
        print(f"Fixing {path}")
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(stripped))
        status = 1
sys.exit(status)
