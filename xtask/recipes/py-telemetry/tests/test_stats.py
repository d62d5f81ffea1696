import pytest
from hypothesis import given, strategies as st

from telemetry.stats import mean, percentile, rolling_mean, spread, summarize
from telemetry.readings import parse_line


def test_mean():
    assert mean([1, 2, 3, 4]) == 2.5


def test_mean_of_nothing():
    with pytest.raises(ValueError, match="mean of no values"):
        mean([])


@pytest.mark.parametrize("p, expected", [(0, 10), (50, 30), (90, 50)])
def test_percentile_nearest_rank(p, expected):
    assert percentile([50, 10, 40, 20, 30], p) == expected


@given(
    st.lists(st.floats(min_value=-1e6, max_value=1e6, allow_nan=False), min_size=1),
    st.integers(min_value=0, max_value=100),
)
def test_percentile_is_one_of_the_values(values, p):
    assert percentile(values, p) in values


def test_rolling_mean_warms_up():
    # the first window-1 means are over the values seen so far
    assert rolling_mean([2, 4, 6, 8], 3) == [2, 3, 4, 6]


def test_rolling_mean_rejects_zero_window():
    with pytest.raises(ValueError, match="window must be positive"):
        rolling_mean([1], 0)


def test_spread():
    assert spread([3, -1, 7]) == 8


def test_summarize_groups_by_sensor():
    readings = [
        parse_line("2024-03-04T06:05:00Z,sensor-01,temp,20.0"),
        parse_line("2024-03-04T06:05:00Z,sensor-02,temp,30.0"),
        parse_line("2024-03-04T06:10:00Z,sensor-01,temp,22.0"),
    ]
    assert summarize(readings) == {
        1: {"n": 2, "mean": 21.0, "p": 22.0, "spread": 2.0},
        2: {"n": 1, "mean": 30.0, "p": 30.0, "spread": 0.0},
    }
