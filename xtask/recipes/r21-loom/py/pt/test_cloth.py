"""Cloth measurements against the mill's specification (pytest)."""
import pytest

SPEC_WIDTHS = [round(150.0 + i * 0.25, 2) for i in range(40)]


def measured_widths():
    widths = [w + 0.0004 for w in SPEC_WIDTHS]
    widths[27] = 157.15
    return widths


def shrinkage(length_before, length_after):
    if length_after > length_before:
        raise ValueError(f"cloth grew from {length_before} m to {length_after} m")
    return (length_before - length_after) / length_before


def test_widths_within_tolerance():
    assert measured_widths() == pytest.approx(SPEC_WIDTHS, abs=0.01)


def test_shrinkage_rejects_growth():
    with pytest.raises(ValueError, match=r"cloth shrank by \d+ m"):
        shrinkage(40.0, 41.5)


@pytest.mark.parametrize("bolt", [f"B-{i:04d}" for i in range(1, 301)])
def test_bolt_ids(bolt):
    assert bolt.startswith("B-") and len(bolt) == 6


@pytest.mark.slow
def test_full_shift_simulation():
    assert shrinkage(50.0, 48.5) == pytest.approx(0.03)
