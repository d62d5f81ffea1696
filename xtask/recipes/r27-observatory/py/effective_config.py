"""Prints the pipeline's effective settings and the layer each one comes from (defaults, site file, night file, environment)."""
from collections import ChainMap

defaults = {f"stage{s}.{k}": v for s in range(1, 81) for k, v in (("threads", 4), ("retries", 3), ("timeout_s", 60), ("dark_frames", 10))}
site = {f"stage{s}.threads": 8 for s in range(1, 81)}
night = {"stage12.retries": 5, "stage20.timeout_s": 90}
env = {"stage17.dark_frames": 0}
layers = [("environment", env), ("night file", night), ("site file", site), ("defaults", defaults)]
settings = ChainMap(env, night, site, defaults)
for key in sorted(settings, key=lambda k: (int(k.split(".")[0][5:]), k)):
    source = next(name for name, layer in layers if key in layer)
    print(f"{key:24} = {settings[key]!s:5} from {source}")
