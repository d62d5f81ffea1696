"""Board moisture by species in polars; the query names a column the frame does not have."""
import polars as pl

boards = pl.DataFrame(
    {
        "board": [f"B-{i:04d}" for i in range(1, 241)],
        "species": [["oak", "ash", "beech", "larch", "spruce", "douglas"][i % 6] for i in range(240)],
        "moisture_pct": [9.0 + (i * 7 % 90) / 10 for i in range(240)],
        "length_mm": [2440 + (i % 4) * 610 for i in range(240)],
        "kiln_charge": [f"K-{1 + i % 8}" for i in range(240)],
    }
)
print(boards.head(8))
print(boards.group_by("species").agg(pl.col("moisture_pct").mean()).sort("species"))
wet = (
    boards.lazy()
    .filter(pl.col("moisture_pct") > 19.0)
    .group_by("kiln_charge")
    .agg(pl.col("board").count().alias("wet_boards"), pl.col("moisture").max())
    .collect()
)
print(wet)
