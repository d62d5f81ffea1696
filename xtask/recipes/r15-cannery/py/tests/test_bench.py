"""Benchmarks of the retort helpers (pytest-benchmark)."""
from cannery.retort import case_count, hold_minutes, lethality


def test_bench_hold_minutes(benchmark):
    assert benchmark(hold_minutes, "603x700", 1200) == 96


def test_bench_case_count(benchmark):
    assert benchmark(case_count, 100_000) == 4167


def test_bench_lethality(benchmark):
    trace = [100.0 + (i % 22) for i in range(600)]
    assert benchmark(lethality, trace) > 0
