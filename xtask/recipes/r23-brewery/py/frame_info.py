"""Summarises 400 batches with pandas: info() and describe(); the pH probe column never reported."""

import numpy as np
import pandas as pd

n = 400
rng = np.random.default_rng(23)
frame = pd.DataFrame(
    {
        "batch": [f"B-{4000 + i}" for i in range(n)],
        "beer": pd.Categorical([["ipa", "stout", "lager", "porter"][i % 4] for i in range(n)]),
        "og": np.round(1.040 + rng.random(n) * 0.030, 3),
        "fg": np.round(1.008 + rng.random(n) * 0.010, 3),
        "ibu": rng.integers(12, 90, n),
        "ph": np.full(n, np.nan),
        "litres": np.round(3800 + rng.random(n) * 400, 1),
        "fermenter": [f"FV-{(i % 24) + 1:02d}" for i in range(n)],
    }
)
frame.info()
print()
print(frame.describe())
