"""Builds the day's bolt index; memory_profiler reports each line's memory."""
from memory_profiler import profile


@profile
def build_index():
    bolts = [f"B-{i:06d}" for i in range(200_000)]
    metres = {bolt: 40 + i % 7 for i, bolt in enumerate(bolts)}
    history = [dict(bolt=b, metres=m, looms=list(range(12))) for b, m in metres.items()]
    del bolts
    summary = sum(metres.values())
    return summary, len(history)


if __name__ == "__main__":
    print("indexed:", build_index())
