"""Daily tonnage report from the dispatch log."""
import io

import pandas as pd


def load_log():
    rows = ["ticket,face,grade,tonnes,shipped_at"]
    faces = ["north", "east", "south", "west"]
    grades = ["20mm", "40mm", "dust", "rip-rap"]
    for n in range(1, 301):
        rows.append(f"T{n:05d},{faces[n % 4]},{grades[(n // 4) % 4]},{(n * 13) % 29 + 6},2025-06-{n % 28 + 1:02d}")
    return pd.read_csv(io.StringIO("\n".join(rows)))


def daily_totals(log):
    by_face = log.groupby("face")["tonnes"].sum()
    print(by_face.to_string())
    days = log["shiped_at"].str.slice(0, 10)
    return log.groupby(days)["tonnes"].sum()


if __name__ == "__main__":
    print(daily_totals(load_log()))
