"""300 parametrized grading checks; two expect an exception or a warning that never comes."""
import warnings

import pytest


def grade(moisture_pct, knots):
    if moisture_pct < 0:
        raise ValueError(f"moisture {moisture_pct} below zero")
    if moisture_pct > 60:
        warnings.warn(f"moisture {moisture_pct} above the meter's range", UserWarning)
    if moisture_pct > 24:
        return "REJECT"
    return "A" if knots < 3 else "B"


@pytest.mark.parametrize("board", range(1, 297))
def test_grade_is_known(board):
    assert grade(8 + board % 20, board % 7) in {"A", "B", "REJECT"}


@pytest.mark.parametrize("pct", [-3.0, -0.1])
def test_negative_moisture_raises(pct):
    with pytest.raises(ValueError, match="below zero"):
        grade(pct, 0)


def test_zero_moisture_raises():
    with pytest.raises(ValueError):
        grade(0.0, 1)


def test_out_of_range_warns():
    with pytest.warns(UserWarning, match="above the meter"):
        grade(60.0, 1)
