"""F0 lethality of recorded temperature traces."""
import pytest

from cannery.retort import lethality

TRACES = {
    "north-0712": [100.0, 110.5, 118.0, 121.1, 121.1, 121.3, 121.0, 115.0],
    "north-0713": [99.0, 109.0, 117.5, 121.0, 121.2, 121.1, 120.9, 114.0],
    "south-0712": [101.0, 112.0, 119.0, 121.5, 121.4, 121.6, 121.2, 116.0],
    "east-0712": [98.0, 108.0, 116.0, 120.0, 120.5, 120.4, 120.1, 112.0],
}


@pytest.mark.parametrize("trace", sorted(TRACES))
def test_lethality_meets_minimum(trace):
    assert lethality(TRACES[trace]) >= 4.0, f"{trace} under-processed"


def test_lethality_of_a_flat_trace():
    assert lethality([121.1] * 5) == 5.0


@pytest.mark.parametrize("n", range(150))
def test_lethality_is_monotonic(n):
    assert lethality([121.1] * (n + 1)) > lethality([121.1] * n)


def test_lethality_rounds_to_hundredths():
    assert lethality([118.0, 119.5]) == 0.79
