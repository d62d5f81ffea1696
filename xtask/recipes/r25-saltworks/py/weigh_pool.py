"""Weigh the harvest of every pan on a thread pool; one pan's scale record is malformed."""
from concurrent.futures import ThreadPoolExecutor

SCALE = {f"P-{p:03d}": f"{p % 9 + 2}.{p % 10}" for p in range(1, 401)}
SCALE["P-363"] = "4,7"


def weigh(pan):
    tons = float(SCALE[pan])
    return pan, tons


with ThreadPoolExecutor(max_workers=4) as pool:
    total = 0.0
    for pan, tons in pool.map(weigh, sorted(SCALE)):
        total += tons
        print(f"{pan}: {tons:5.1f} t (running total {total:7.1f} t)")
