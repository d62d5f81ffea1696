"""Tide-gauge readings as a wide pandas frame: hourly levels per station, their summary and a pivot."""
import warnings

import numpy as np
import pandas as pd

warnings.simplefilter("always")
pd.set_option("display.width", 120)
pd.set_option("display.max_columns", None)
pd.set_option("display.max_rows", 60)

STATIONS = ["Oban", "Tobermory", "Mallaig", "Ullapool", "Stornoway", "Wick", "Lerwick", "Kirkwall",
            "Aberdeen", "Leith", "Millport", "Portpatrick", "Campbeltown", "Islay", "Barra", "Kinlochbervie"]

rng = np.random.default_rng(20240315)
hours = pd.date_range("2024-03-15 00:00", periods=36, freq="h", tz="Europe/London")
base = np.sin(np.arange(36) / 36 * 2 * np.pi * 1.45)[:, None] * rng.uniform(1.2, 2.4, len(STATIONS))
levels = pd.DataFrame(np.round(base + 2.5 + rng.normal(0, 0.05, base.shape), 3), index=hours, columns=STATIONS)
levels.iloc[7, 4] = np.nan
levels.iloc[19, 11] = np.nan
levels.loc[hours[30], "Wick"] = 9.871  # a spike: the gauge's float stuck
print(levels)
print()
print(levels.describe().round(3))
print()
meta = pd.DataFrame({"station": STATIONS, "region": ["west", "west", "west", "north", "isles", "north", "isles",
                     "isles", "east", "east", "west", "west", "west", "isles", "isles", "north"],
                     "datum": ["CD"] * 15 + ["ODN"]})
long = levels.reset_index(names="hour").melt(id_vars="hour", var_name="station", value_name="level")
long = long.merge(meta, on="station")
print(long.pivot_table(index="region", columns="datum", values="level", aggfunc=["mean", "max", "count"]).round(3))
print()
readings = pd.Series(["12.1", "11.8", "n/a", "12.6"], name="raw")
print(pd.to_numeric(readings, errors="coerce"))
stamps = pd.to_datetime(pd.Series(["15/03/2024 06:00", "2024-03-15 07:00", "16/03/2024 08:00"]), errors="coerce")
print(stamps)
print(levels["Wick"].idxmax(), levels["Wick"].max())
