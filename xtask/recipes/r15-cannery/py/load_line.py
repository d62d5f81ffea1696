"""Loads the canning line's configuration."""
import yaml

with open("line.yaml", encoding="utf-8") as f:
    config = yaml.safe_load(f)
print(sorted(config))
